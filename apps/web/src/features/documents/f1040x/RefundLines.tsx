import { Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormRegister } from 'react-hook-form';
import { formatUsd } from '@taxprep/contracts';
import { MoneyField } from '../../../ui/MoneyField';
import type { Live, Values, XControl } from './values';

interface Props {
  control: XControl;
  register: UseFormRegister<Values>;
  live: Live;
  errors: Record<string, { message?: string } | undefined>;
}

function Computed({ no, label, value }: { no: string; label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" role="group" aria-label={`Line ${no}`}>
      <Text size="sm">
        <b>{no}</b> {label}
      </Text>
      <Text size="sm" ff="monospace" fw={600}>
        {formatUsd(value)}
      </Text>
    </Group>
  );
}

/** Lines 16-23: what was paid, what is owed or overpaid, and how an overpayment is used. */
export function RefundLines({ control, register, live, errors }: Props) {
  return (
    <Fieldset legend="Payments, refund or amount you owe (lines 16–23)">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <MoneyField
          control={control}
          name="l16"
          label="16 Paid with extension, with the original return and after it was filed"
        />
        <MoneyField
          control={control}
          name="l18"
          label="18 Overpayment on the original return or as previously adjusted by the IRS"
        />
      </SimpleGrid>
      <Stack gap={6} my="sm">
        <Computed no="17" label="Total payments (lines 12–15, column C, and line 16)" value={live.l17} />
        <Computed no="19" label="Subtract line 18 from line 17" value={live.l19} />
        <Computed no="20" label="Amount you owe" value={live.l20} />
        <Computed no="21" label="Amount overpaid on this return" value={live.l21} />
        <Computed no="22" label="Amount of line 21 you want refunded to you" value={live.l22} />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
        <MoneyField control={control} name="l23" label="23 Amount of line 21 applied to estimated tax" />
        <TextInput
          label="23 Estimated tax year"
          inputMode="numeric"
          maxLength={4}
          {...register('l23_year')}
          error={errors.l23_year?.message}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
