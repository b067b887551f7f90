import { Button, Fieldset, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { MSG, STATE_CODES, w2Schema } from '@taxprep/contracts';
import { applyIssues } from '../../../ui/applyIssues';
import { DigitsField } from '../../../ui/DigitsField';
import { moneyText } from '../../../ui/money';
import { MoneyField } from '../../../ui/MoneyField';
import { SubmitButton } from '../../../ui/SubmitButton';
import type { SaveStatus } from '../../../ui/useSaveStatus';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';

export type W2Out = z.output<typeof w2Schema>;
const AMOUNTS = [
  ['wages', 'Box 1 Wages, tips, other compensation'],
  ['federal_income_tax', 'Box 2 Federal income tax withheld'],
  ['social_security_wages', 'Box 3 Social security wages'],
  ['social_security_tax', 'Box 4 Social security tax withheld'],
  ['medicare_wages', 'Box 5 Medicare wages and tips'],
  ['medicare_tax', 'Box 6 Medicare tax withheld'],
  ['dependent_care_benefits', 'Box 10 Dependent care benefits'],
  ['state_wages', 'Box 16 State wages'],
  ['state_income_tax', 'Box 17 State income tax'],
] as const;
export type W2Values = Record<(typeof AMOUNTS)[number][0], string> & {
  owner: string;
  employer_name: string;
  employer_ein: string;
  employer_address: string;
  employee_ssn: string;
  state: string;
};
export type W2Record = Partial<Record<keyof W2Values, string | null>> & {
  id: number;
  version: number;
  employer_name: string;
};

export function toW2Values(r: W2Record | null): W2Values {
  const s = (k: keyof W2Values) => (r?.[k] as string | null | undefined) ?? '';
  return {
    owner: s('owner') || 'taxpayer',
    employer_name: s('employer_name'),
    employer_ein: s('employer_ein'),
    employer_address: s('employer_address'),
    employee_ssn: s('employee_ssn'),
    state: s('state'),
    ...(Object.fromEntries(AMOUNTS.map(([k]) => [k, moneyText(r?.[k])])) as Record<
      (typeof AMOUNTS)[number][0],
      string
    >),
  };
}

interface Props {
  initial: W2Values;
  editing: boolean;
  saving: boolean;
  status: SaveStatus;
  married: boolean;
  onSave: (v: W2Out) => Promise<void>;
  onCancel: () => void;
}

export function W2Form({ initial, editing, saving, status, married, onSave, onCancel }: Props) {
  const form = useForm<W2Values, unknown, W2Out>({
    resolver: zodResolver(w2Schema) as unknown as Resolver<W2Values, unknown, W2Out>,
    defaultValues: initial,
  });
  const err = form.formState.errors;
  const onSubmit = form.handleSubmit(
    async (v) => {
      try {
        await onSave(v);
        form.reset(toW2Values(null));
      } catch (e) {
        applyIssues(e, form.setError, Object.keys(initial));
      }
    },
    () => status.warn(MSG.fixHighlighted),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={editing ? 'Edit W-2' : 'Add W-2'}>
      <UnsavedChangesGuard when={form.formState.isDirty} />
      <Stack gap="sm">
        <Fieldset legend="Employer and employee">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Employer name"
              withAsterisk
              {...form.register('employer_name')}
              error={err.employer_name?.message}
            />
            <DigitsField
              control={form.control}
              name="employer_ein"
              max={9}
              label="Employer EIN (box b)"
              description="9 digits"
            />
            <TextInput
              label="Employer address"
              {...form.register('employer_address')}
              error={err.employer_address?.message}
            />
            <DigitsField
              control={form.control}
              name="employee_ssn"
              max={9}
              label="Employee SSN (box a)"
              description="9 digits"
            />
            {married && (
              <Controller
                control={form.control}
                name="owner"
                render={({ field }) => (
                  <Select
                    label="Whose W-2"
                    data={[
                      { value: 'taxpayer', label: 'Taxpayer' },
                      { value: 'spouse', label: 'Spouse' },
                    ]}
                    value={field.value}
                    onChange={(v) => field.onChange(v ?? 'taxpayer')}
                    allowDeselect={false}
                  />
                )}
              />
            )}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Amounts">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {AMOUNTS.map(([name, label]) => (
              <MoneyField key={name} control={form.control} name={name} label={label} />
            ))}
            <Controller
              control={form.control}
              name="state"
              render={({ field, fieldState }) => (
                <Select
                  label="Box 15 State"
                  data={[...STATE_CODES]}
                  searchable
                  clearable
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  error={fieldState.error?.message}
                />
              )}
            />
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end">
          {editing && (
            <Button variant="default" onClick={onCancel}>
              Cancel Edit
            </Button>
          )}
          <SubmitButton saving={saving} label={editing ? 'Update W-2' : 'Save W-2'} />
        </Group>
      </Stack>
    </form>
  );
}
