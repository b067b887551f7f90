import { useState } from 'react';
import { Button, Group, Select, Table, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Control } from 'react-hook-form';
import type { z } from 'zod';
import {
  BRACKET_MSG,
  BRACKET_STATUS_LABELS,
  BRACKET_STATUSES,
  bracketFormSchema,
  fractionToPercent,
  type BracketBody,
  type TaxBracket,
} from '@taxprep/contracts';
import { errorText } from '../../api/client';
import { applyIssues } from '../../ui/applyIssues';
import { formatMoney, sanitizeMoney } from '../../ui/money';

type FormInput = z.input<typeof bracketFormSchema>;
type Field = 'tax_year' | 'filing_status' | 'income_min' | 'income_max' | 'rate' | 'base_tax';
const FIELDS: Field[] = ['tax_year', 'filing_status', 'income_min', 'income_max', 'rate', 'base_tax'];
const STATUSES = BRACKET_STATUSES.map((s) => ({ value: s, label: BRACKET_STATUS_LABELS[s] }));
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The form's text for a saved row (rate shown in percent), or a blank row for a new bracket. */
export function formValues(b: TaxBracket | null, year: number): FormInput {
  return {
    tax_year: String(b?.tax_year ?? year),
    filing_status: b?.filing_status ?? '',
    income_min: b?.income_min ?? '',
    income_max: b?.income_max ?? '',
    rate: b ? fractionToPercent(b.rate) : '',
    base_tax: b?.base_tax ?? '',
  };
}

interface Props {
  bracket: TaxBracket | null;
  defaultYear: number;
  saving: boolean;
  onSave: (body: BracketBody) => Promise<void>;
  onCancel: () => void;
}

/** The one row being edited or added, in place in the table; the rate is typed in percent. */
export function BracketRowForm({ bracket, defaultYear, saving, onSave, onCancel }: Props) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, BracketBody>({
    resolver: zodResolver(bracketFormSchema),
    defaultValues: formValues(bracket, defaultYear),
  });
  const what = bracket ? `bracket ${bracket.id}` : 'new bracket';
  const submit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      await onSave(body);
    } catch (err) {
      applyIssues(err, form.setError, FIELDS);
      setError(errorText(err, BRACKET_MSG.saveFailed));
    }
  });

  return (
    <>
      <Table.Tr bg="var(--mantine-color-blue-light)" data-testid="bracket-editor">
        <Table.Td>
          <Cell control={form.control} name="tax_year" label={`Tax year, ${what}`} inputMode="numeric" />
        </Table.Td>
        <Table.Td miw={170}>
          <Controller
            control={form.control}
            name="filing_status"
            render={({ field, fieldState }) => (
              <Select
                size="xs"
                aria-label={`Filing status, ${what}`}
                placeholder="Choose"
                data={STATUSES}
                value={text(field.value) || null}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        </Table.Td>
        <Table.Td>
          <Cell control={form.control} name="income_min" label={`Min, ${what}`} money />
        </Table.Td>
        <Table.Td>
          <Cell control={form.control} name="income_max" label={`Max (blank for no limit), ${what}`} money />
        </Table.Td>
        <Table.Td>
          <Cell control={form.control} name="rate" label={`Rate in percent, ${what}`} inputMode="decimal" />
        </Table.Td>
        <Table.Td>
          <Cell control={form.control} name="base_tax" label={`Base tax, ${what}`} money />
        </Table.Td>
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" onClick={() => void submit()} loading={saving}>
              Save
            </Button>
            <Button size="xs" variant="default" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
      {error && (
        <Table.Tr>
          <Table.Td colSpan={7} c="red.9" role="alert">
            {error}
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

interface CellProps {
  control: Control<FormInput, unknown, BracketBody>;
  name: Exclude<Field, 'filing_status'>;
  label: string;
  money?: boolean;
  inputMode?: 'numeric' | 'decimal';
}

/** One text cell; amounts keep digits and one dot and show two decimals after leaving the box. */
function Cell({ control, name, label, money, inputMode }: CellProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          size="xs"
          aria-label={label}
          inputMode={money ? 'decimal' : inputMode}
          autoComplete="off"
          name={field.name}
          ref={field.ref}
          value={text(field.value)}
          onChange={(e) =>
            field.onChange(money ? sanitizeMoney(e.currentTarget.value) : e.currentTarget.value)
          }
          onBlur={() => {
            if (money && text(field.value)) field.onChange(formatMoney(text(field.value)));
            field.onBlur();
          }}
          onKeyDown={(e) => {
            // Enter in a cell saves the row, as a form would (the row cannot be a <form> inside a table).
            if (e.key === 'Enter') e.currentTarget.closest('tr')?.querySelector('button')?.click();
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
