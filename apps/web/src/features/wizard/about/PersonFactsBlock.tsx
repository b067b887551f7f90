import { Checkbox, Fieldset, Select, Stack } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { ELIGIBILITY_WHY, PERSON_TIN_TYPES } from '@taxprep/contracts';
import { MoneyField } from '../../../ui/MoneyField';
import type { AboutYouOut, AboutYouValues } from './values';
import { useYearText } from '../../../shared/useReturnYear';

const WORDS = {
  taxpayer_: {
    number: 'Your identifying number',
    student: 'You were a full-time student during some part of 5 months of {year}',
    childOf: 'You are the qualifying child of another person for {year} (for example, a parent)',
    retired: 'You retired on permanent and total disability and were under 65',
    income: 'Your taxable disability income',
  },
  spouse_: {
    number: 'Spouse’s identifying number',
    student: 'Your spouse was a full-time student during some part of 5 months of {year}',
    childOf: 'Your spouse is the qualifying child of another person for {year}',
    retired: 'Your spouse retired on permanent and total disability and was under 65',
    income: 'Spouse’s taxable disability income',
  },
} as const;

/** One person's eligibility facts; the disability income is asked only after "retired on disability". */
export function PersonFactsBlock({
  form,
  p,
  legend,
}: {
  form: UseFormReturn<AboutYouValues, unknown, AboutYouOut>;
  p: 'taxpayer_' | 'spouse_';
  legend: string;
}) {
  const yt = useYearText();
  const { control, register } = form;
  const w = WORDS[p];
  const retired = useWatch({ control, name: `${p}retired_on_permanent_disability` });
  return (
    <Fieldset legend={legend}>
      <Stack gap="sm">
        <Controller
          control={control}
          name={`${p}tin_type`}
          render={({ field, fieldState }) => (
            <Select
              label={w.number}
              description={yt(ELIGIBILITY_WHY.personTin)}
              data={PERSON_TIN_TYPES.map((o) => ({ value: o.value, label: o.label }))}
              value={field.value || 'ssn'}
              onChange={(v) => field.onChange(v ?? 'ssn')}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={fieldState.error?.message}
            />
          )}
        />
        <Checkbox
          label={yt(w.student)}
          description={yt(ELIGIBILITY_WHY.student)}
          {...register(`${p}full_time_student`)}
        />
        <Checkbox
          label={yt(w.childOf)}
          description={yt(ELIGIBILITY_WHY.childOfAnother)}
          {...register(`${p}qualifying_child_of_another`)}
        />
        <Checkbox
          label={w.retired}
          description={yt(ELIGIBILITY_WHY.disability)}
          {...register(`${p}retired_on_permanent_disability`, {
            onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
              // Without the retirement the income means nothing: it is not kept.
              if (!e.target.checked) form.setValue(`${p}taxable_disability_income`, '');
            },
          })}
        />
        {retired && (
          <MoneyField
            control={control}
            name={`${p}taxable_disability_income`}
            label={w.income}
            description={yt(ELIGIBILITY_WHY.disabilityIncome)}
          />
        )}
      </Stack>
    </Fieldset>
  );
}

/** The bans the IRS puts on a credit after a claim it disallowed (rare; most people leave them). */
export function CreditBansBlock({ form }: { form: UseFormReturn<AboutYouValues, unknown, AboutYouOut> }) {
  const yt = useYearText();
  return (
    <Fieldset legend="Credits the IRS barred">
      <Stack gap="sm">
        <Checkbox
          label={yt('The IRS barred you from the earned income credit for {year}')}
          description={yt(ELIGIBILITY_WHY.ban)}
          {...form.register('eic_barred')}
        />
        <Checkbox
          label={yt(
            'The IRS barred you from the child tax credit and credit for other dependents for {year}',
          )}
          description={yt(ELIGIBILITY_WHY.ban)}
          {...form.register('child_credits_barred')}
        />
      </Stack>
    </Fieldset>
  );
}
