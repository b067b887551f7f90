import { Checkbox, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import type { F2441Output, F2441View } from '@taxprep/contracts';
import { formatUsd } from '@taxprep/contracts';
import { MoneyField } from '../../../ui/MoneyField';
import type { CareValues } from './CareForm';
import { useYearText } from '../../../shared/useReturnYear';

/** Part III's amounts besides W-2 box 10, in the form's order (lines 12-14, 22, 21). */
const BENEFITS: [keyof CareValues & string, string][] = [
  ['employer_benefits', 'Benefits not on a W-2'],
  ['carryover_from_2023', 'Carried over from {prev_year} and used in {year}'],
  ['forfeited_or_carried_forward', 'Forfeited or carried over to {next_year}'],
  ['benefits_from_own_business', 'Benefits from your own business’s plan'],
  ['plan_maximum', 'Your plan’s maximum, if under $5,000'],
  [
    'expenses_incurred',
    'Line 16: all care expenses of {year}, including those your benefits paid (then enter each person’s expenses above without them)',
  ],
];

/** Part III (dependent care benefits), a student or disabled spouse, and the combat pay elections. */
export function CareExtras({
  form,
  view,
}: {
  form: UseFormReturn<CareValues, unknown, F2441Output>;
  view: F2441View;
}) {
  const err = form.formState.errors;
  const yt = useYearText();
  return (
    <Stack gap="lg">
      <section aria-labelledby="care-benefits">
        <Title order={2} size="h4" id="care-benefits">
          Dependent care benefits (Part III)
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          Your W-2s show {formatUsd(view.w2_benefits)} in box 10; that is counted already. Enter only benefits
          not on a W-2, and what your plan let you carry over or you forfeited.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {BENEFITS.map(([name, label]) => (
            <MoneyField key={name} control={form.control} name={name} label={yt(label)} />
          ))}
        </SimpleGrid>
      </section>
      {view.married && (
        <section aria-labelledby="care-student">
          <Title order={2} size="h4" id="care-student">
            Student or disabled spouse
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            A spouse who was a full-time student or could not care for themselves counts as earning $250 a
            month ($500 with two or more qualifying persons) for those months.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              label="Who"
              data={[
                { value: '', label: 'Nobody' },
                { value: 'spouse', label: 'My spouse' },
                { value: 'taxpayer', label: 'Me (joint return)' },
              ]}
              {...form.register('student_or_disabled')}
              error={err.student_or_disabled?.message}
            />
            <TextInput
              label="Months (0-12)"
              inputMode="numeric"
              {...form.register('student_or_disabled_months')}
              error={err.student_or_disabled_months?.message}
            />
            <MoneyField
              control={form.control}
              name="student_or_disabled_earned"
              label="What they earned in those months"
            />
          </SimpleGrid>
        </section>
      )}
      <section aria-labelledby="care-combat">
        <Title order={2} size="h4" id="care-combat">
          Nontaxable combat pay
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          You may count nontaxable combat pay (W-2 box 12 code Q) as earned income for this credit.
        </Text>
        <Stack gap="xs">
          <Checkbox label="Count my combat pay" {...form.register('combat_pay_election_taxpayer')} />
          {view.married && (
            <Checkbox label="Count my spouse’s combat pay" {...form.register('combat_pay_election_spouse')} />
          )}
        </Stack>
      </section>
    </Stack>
  );
}
