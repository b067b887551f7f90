import { Fieldset, Group, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { SCHEDULE_1_MSG, type Schedule1EntryView } from '@taxprep/contracts';
import { MoneyInput } from '../../../ui/MoneyInput';
import { moneyText } from '../../../ui/money';
import { SubmitButton } from '../../../ui/SubmitButton';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';
import type { SaveStatus } from '../../../ui/useSaveStatus';
import type { EntryValues } from './EntryForm';

interface Values {
  k1099: string;
  received: string;
  received_date: string;
  paid: string;
  paid_ssn: string;
  paid_date: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const nonZero = (v: string) => v.trim() !== '' && Number(v) !== 0;

/** The spec's rules for the header block, checked before anything is sent. */
export function alimonyIssues(v: Values): Partial<Record<keyof Values, string>> {
  const out: Partial<Record<keyof Values, string>> = {};
  if (nonZero(v.paid)) {
    if (!/^\d{3}-?\d{2}-?\d{4}$/.test(v.paid_ssn.trim()) && !/^\*{3}-\*{2}-\d{4}$/.test(v.paid_ssn))
      out.paid_ssn = SCHEDULE_1_MSG.ssn;
    if (!DATE.test(v.paid_date.trim())) out.paid_date = SCHEDULE_1_MSG.date;
  }
  if (nonZero(v.received) && !DATE.test(v.received_date.trim())) out.received_date = SCHEDULE_1_MSG.date;
  for (const k of ['k1099', 'received', 'paid'] as const)
    if (v[k].trim() !== '' && !/^-?\d{1,15}(\.\d{1,2})?$/.test(v[k].replace(/,/g, '')))
      out[k] = SCHEDULE_1_MSG.money;
  return out;
}

/**
 * The header of the screen: the 1099-K amount in error (informational), alimony received (line 2a,
 * with its agreement date) and alimony paid (19a, the recipient's SSN 19b and the date 19c).
 * Each is one row of its category; the agreement dates are kept in the row's description.
 */
export function AlimonyBlock({
  id,
  entries,
  status,
  onSave,
}: {
  id: string;
  entries: Schedule1EntryView[];
  status: SaveStatus;
  onSave: (
    v: EntryValues & { alimony_recipient_ssn?: string },
    row: Schedule1EntryView | null,
  ) => Promise<void>;
}) {
  const row = (cat: string) => entries.find((e) => e.category_key === cat && e.source === 'manual') ?? null;
  const k1099 = row('k1099_error_or_personal_loss');
  const received = row('alimony_received');
  const paid = row('alimony_paid');
  const form = useForm<Values>({
    defaultValues: {
      k1099: moneyText(k1099?.amount ?? null),
      received: moneyText(received?.amount ?? null),
      received_date: received?.description ?? '',
      paid: moneyText(paid?.amount ?? null),
      paid_ssn: paid?.alimony_recipient_ssn ?? '',
      paid_date: paid?.description ?? '',
    },
  });
  const submit = form.handleSubmit(async (v) => {
    const issues = Object.entries(alimonyIssues(v));
    if (issues.length) {
      for (const [k, m] of issues) form.setError(k as keyof Values, { message: m });
      return status.warn(SCHEDULE_1_MSG.fix(issues.length));
    }
    const put = (
      cat: string,
      section: EntryValues['section'],
      existing: Schedule1EntryView | null,
      amount: string,
      description: string,
      ssn?: string,
    ) =>
      existing || amount.trim() !== ''
        ? onSave(
            {
              section,
              category_key: cat,
              amount,
              description,
              version: existing?.version ?? undefined,
              ...(ssn !== undefined ? { alimony_recipient_ssn: ssn } : {}),
            },
            existing,
          )
        : Promise.resolve();
    try {
      await put('k1099_error_or_personal_loss', 'additional_income', k1099, v.k1099, '');
      await put('alimony_received', 'additional_income', received, v.received, v.received_date);
      await put('alimony_paid', 'adjustment', paid, v.paid, v.paid_date, v.paid_ssn);
      form.reset(v);
    } catch {
      // The page shows the failure.
    }
  });
  const money = (name: 'k1099' | 'received' | 'paid', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyInput
          signed
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  const text = (name: 'received_date' | 'paid_ssn' | 'paid_date', label: string, placeholder: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput label={label} placeholder={placeholder} {...field} error={fieldState.error?.message} />
      )}
    />
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Alimony and Form 1099-K" data-form={id}>
      <UnsavedChangesGuard when={form.formState.isDirty} />
      <Fieldset legend="Header">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {money('k1099', 'Form 1099-K amount in error or for personal items sold at a loss')}
          {money('received', '2a Alimony received')}
          {text('received_date', '2b Date of original divorce or separation agreement', 'YYYY-MM-DD')}
          {money('paid', '19a Alimony paid')}
          {text('paid_ssn', '19b Recipient’s SSN', '###-##-####')}
          {text('paid_date', '19c Date of original divorce or separation agreement', 'YYYY-MM-DD')}
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <SubmitButton saving={form.formState.isSubmitting} label="Save header" />
        </Group>
      </Fieldset>
    </form>
  );
}
