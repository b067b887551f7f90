import { Button, Fieldset, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  SCHEDULE_1_ADJUSTMENTS,
  SCHEDULE_1_COMPUTED,
  SCHEDULE_1_INCOME,
  SCHEDULE_1_MSG,
  schedule1EntrySchema,
  type Schedule1EntryView,
} from '@taxprep/contracts';
import { applyIssues } from '../../../ui/applyIssues';
import { MoneyInput } from '../../../ui/MoneyInput';
import { moneyText } from '../../../ui/money';
import { SubmitButton } from '../../../ui/SubmitButton';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';
import type { SaveStatus } from '../../../ui/useSaveStatus';

export interface EntryValues {
  section: Schedule1EntryView['section'];
  category_key: string;
  description: string;
  amount: string;
  /** Educator expenses on a joint return: whose ($300 limit per educator). */
  owner?: 'taxpayer' | 'spouse';
  version?: number;
}

/** Categories a row may use: the return computes the others, and alimony has its own block. */
const choices = (section: EntryValues['section']) =>
  (section === 'adjustment' ? SCHEDULE_1_ADJUSTMENTS : SCHEDULE_1_INCOME)
    .filter(([k]) => !SCHEDULE_1_COMPUTED[k] && k !== 'alimony_paid' && k !== 'alimony_received')
    .map(([value, label]) => ({ value, label }));

/** Adds or edits one manual row of Part I or Part II. */
export function EntryForm({
  formId,
  section,
  row,
  saving,
  status,
  onSave,
  onCancel,
  joint = false,
}: {
  /** A joint return: educator expenses ask whose. */
  joint?: boolean;
  formId: number;
  section: EntryValues['section'];
  row: Schedule1EntryView | null;
  saving: boolean;
  status: SaveStatus;
  onSave: (v: EntryValues) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<EntryValues & { form1040_id: number }>({
    resolver: zodResolver(schedule1EntrySchema as never) as unknown as Resolver<
      EntryValues & { form1040_id: number }
    >,
    defaultValues: {
      form1040_id: formId,
      section,
      category_key: row?.category_key ?? '',
      description: row?.description ?? '',
      amount: moneyText(row?.amount ?? null),
      owner: row?.owner ?? 'taxpayer',
    },
  });
  const educator = useWatch({ control: form.control, name: 'category_key' }) === 'educator_expenses';
  const submit = form.handleSubmit(
    async ({ form1040_id: _f, ...v }) => {
      try {
        await onSave(v);
        form.reset();
      } catch (e) {
        applyIssues(e, form.setError, ['category_key', 'description', 'amount', 'owner']);
      }
    },
    (errors) => status.warn(SCHEDULE_1_MSG.fix(Object.keys(errors).length)),
  );
  const title = `${row ? 'Edit' : 'Add'} ${section === 'adjustment' ? 'adjustment' : 'income'} row`;
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <UnsavedChangesGuard when={form.formState.isDirty} />
      <Fieldset legend={title}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Controller
            control={form.control}
            name="category_key"
            render={({ field, fieldState }) => (
              <Select
                label="Category"
                withAsterisk
                searchable
                data={choices(section)}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="description"
            render={({ field, fieldState }) => (
              <TextInput label="Description" {...field} error={fieldState.error?.message} />
            )}
          />
          <Controller
            control={form.control}
            name="amount"
            render={({ field, fieldState }) => (
              <MoneyInput
                signed
                label="Amount"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          {joint && educator && (
            <Controller
              control={form.control}
              name="owner"
              render={({ field, fieldState }) => (
                <Select
                  label="Whose educator expenses"
                  description="Each educator can deduct up to $300: enter the taxpayer’s and the spouse’s expenses as separate rows."
                  data={[
                    { value: 'taxpayer', label: 'Taxpayer' },
                    { value: 'spouse', label: 'Spouse' },
                  ]}
                  allowDeselect={false}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? 'taxpayer')}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <SubmitButton saving={saving} label="Save row" />
        </Group>
      </Fieldset>
    </form>
  );
}
