import { Checkbox, NumberInput, Stack } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { ELIGIBILITY_WHY } from '@taxprep/contracts';
import { MoneyField } from '../../../ui/MoneyField';
import type { DependentOut, DependentValues } from './DependentForm';
import type { DependentQuestions } from './questions';
import { useYearText } from '../../../shared/useReturnYear';

/** The dependency tests that can still change this dependent's credits (see dependentQuestions). */
export function EligibilityQuestions({
  form,
  q,
}: {
  form: UseFormReturn<DependentValues, unknown, DependentOut>;
  q: DependentQuestions;
}) {
  const yt = useYearText();
  const { control, register } = form;
  if (!q.monthsInUs && !q.ownSupport && !q.relativeTests && !q.jointReturn) return null;
  return (
    <Stack gap="xs">
      {q.monthsInUs && (
        <Controller
          control={control}
          name="months_in_us"
          render={({ field, fieldState }) => (
            <NumberInput
              label={yt('Months lived in the United States in {year}')}
              description={yt(ELIGIBILITY_WHY.monthsInUs)}
              min={0}
              max={12}
              allowDecimal={false}
              allowNegative={false}
              value={field.value ?? ''}
              onChange={(v) => field.onChange(v === '' ? null : Number(v))}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              maw={360}
            />
          )}
        />
      )}
      {q.ownSupport && (
        <Checkbox
          label={yt('Paid more than half of their own support in {year}')}
          description={yt(ELIGIBILITY_WHY.ownSupport)}
          {...register('provided_over_half_own_support')}
        />
      )}
      {q.relativeTests && (
        <>
          <Checkbox
            label={yt('You provided more than half of their support in {year}')}
            description={yt(ELIGIBILITY_WHY.relativeSupport)}
            {...register('filer_provided_over_half_support')}
          />
          <MoneyField
            control={control}
            name="gross_income"
            label={yt('Their gross income in {year}')}
            description={yt(ELIGIBILITY_WHY.grossIncome)}
            maw={360}
          />
          <Checkbox
            label="Is the qualifying child of another taxpayer"
            description={yt(ELIGIBILITY_WHY.childOfAnotherTaxpayer)}
            {...register('qualifying_child_of_another_taxpayer')}
          />
        </>
      )}
      {q.jointReturn && (
        <Checkbox
          label={yt('Filed a joint return for {year}')}
          description={yt(ELIGIBILITY_WHY.jointReturn)}
          {...register('filed_joint_return')}
        />
      )}
    </Stack>
  );
}
