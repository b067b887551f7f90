import { Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { MSG, SCHEDULE_A_AMOUNTS, SCHEDULE_A_TEXTS, scheduleASchema } from '@taxprep/contracts';
import { applyIssues } from '../../../ui/applyIssues';
import { moneyText } from '../../../ui/money';
import { MoneyField } from '../../../ui/MoneyField';
import { SubmitButton } from '../../../ui/SubmitButton';
import type { SaveStatus } from '../../../ui/useSaveStatus';
import { SECTIONS } from './fields';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';

export type ScheduleAOut = z.output<typeof scheduleASchema>;
export type ScheduleAValues = Record<string, string | boolean>;
export type ScheduleARecord = Record<string, unknown> & { id: number; version: number };
const FLAGS = [
  ['elect_general_sales_tax', 'Line 5a: deduct general sales taxes instead of income taxes'],
  ['mortgage_use_checkbox', 'Line 8: mortgage proceeds not all used to buy, build or improve the home'],
  ['force_itemize', 'Itemize even if smaller than the standard deduction'],
] as const;

export function toScheduleAValues(r: ScheduleARecord | null, formId: string): ScheduleAValues {
  const v: ScheduleAValues = { form1040_id: formId };
  for (const k of SCHEDULE_A_AMOUNTS) v[k] = moneyText(r?.[k] as string | null | undefined);
  for (const k of SCHEDULE_A_TEXTS) v[k] = (r?.[k] as string | null | undefined) ?? '';
  for (const [k] of FLAGS) v[k] = r?.[k] === true;
  return v;
}

interface Props {
  initial: ScheduleAValues;
  editing: boolean;
  saving: boolean;
  status: SaveStatus;
  onSave: (v: ScheduleAOut) => Promise<void>;
  onCancel: () => void;
}

export function ScheduleAForm({ initial, editing, saving, status, onSave, onCancel }: Props) {
  const form = useForm<ScheduleAValues, unknown, ScheduleAOut>({
    resolver: zodResolver(scheduleASchema) as unknown as Resolver<ScheduleAValues, unknown, ScheduleAOut>,
    defaultValues: initial,
  });
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const onSubmit = form.handleSubmit(
    async (v) => {
      try {
        await onSave(v);
        form.reset(form.getValues()); // saved: nothing is unsaved any more
      } catch (e) {
        applyIssues(e, form.setError, Object.keys(initial));
      }
    },
    () => status.warn(MSG.fixHighlighted),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={editing ? 'Edit Schedule A' : 'New Schedule A'}>
      <UnsavedChangesGuard when={form.formState.isDirty} />
      <Stack gap="sm">
        {SECTIONS.map((s) => (
          <Fieldset key={s.legend} legend={s.legend}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {s.entries.map((e) =>
                e.kind === 'amount' ? (
                  <MoneyField key={e.name} control={form.control} name={e.name} label={e.label} />
                ) : (
                  <TextInput
                    key={e.name}
                    label={e.label}
                    {...form.register(e.name)}
                    error={errors[e.name]?.message}
                  />
                ),
              )}
            </SimpleGrid>
          </Fieldset>
        ))}
        <Stack gap="xs">
          {FLAGS.map(([k, label]) => (
            <Checkbox key={k} label={label} {...form.register(k)} />
          ))}
        </Stack>
        <Group justify="flex-end">
          {editing && (
            <Button variant="default" onClick={onCancel}>
              Cancel Edit
            </Button>
          )}
          <SubmitButton saving={saving} label={editing ? 'Update Schedule A' : 'Save Schedule A'} />
        </Group>
      </Stack>
    </form>
  );
}
