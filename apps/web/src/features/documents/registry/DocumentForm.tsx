import type { ReactNode } from 'react';
import { Button, Fieldset, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import {
  blankRow,
  documentSchema,
  emptyValues,
  fieldsOf,
  formatUsd,
  MSG,
  type DocumentDef,
  type FieldDef,
} from '@taxprep/contracts';
import { applyIssues } from '../../../ui/applyIssues';
import { SubmitButton } from '../../../ui/SubmitButton';
import type { SaveStatus } from '../../../ui/useSaveStatus';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';
import { moneyText } from '../../../ui/money';
import { FieldInput } from './FieldInput';
import { TableField } from './TableField';
import { useYearHas } from '../../../shared/useReturnYear';

type Values = Record<string, unknown>;
const MONEY = new Set(['money', 'signedMoney', 'percent']);

/** A saved record (or nothing) as form values: amounts with 2 decimals, blanks as ''. */
export function toFormValues(def: DocumentDef, r: Values | null): Values {
  const out = emptyValues(def);
  if (!r) return out;
  const conv = (f: FieldDef, v: unknown): unknown =>
    f.kind === 'table'
      ? tableValues(f, v, conv)
      : f.kind === 'bool'
        ? v === true
        : MONEY.has(f.kind)
          ? moneyText(v as string | null)
          : v == null
            ? ''
            : String(v);
  for (const f of fieldsOf(def)) out[f.name] = conv(f, r[f.name]);
  if (def.rows) {
    const rows = Array.isArray(r[def.rows.name]) ? (r[def.rows.name] as Values[]) : [];
    out[def.rows.name] = rows.length
      ? rows.map((row) => Object.fromEntries(def.rows!.fields.map((f) => [f.name, conv(f, row[f.name])])))
      : out[def.rows.name];
  }
  return out;
}

/** A saved table as one row per row label: saved rows first (box 12 keeps only the used ones), then blank rows. */
function tableValues(f: FieldDef, v: unknown, conv: (c: FieldDef, x: unknown) => unknown): Values[] {
  const saved = Array.isArray(v) ? (v as Values[]) : [];
  return (f.rowLabels ?? []).map((_, i) => {
    const row = saved[i];
    if (!row || typeof row !== 'object') return blankRow(f);
    return Object.fromEntries((f.columns ?? []).map((c) => [c.name, conv(c, row[c.name])]));
  });
}

interface Props {
  def: DocumentDef;
  initial: Values;
  editing: boolean;
  saving: boolean;
  status: SaveStatus;
  submitLabel: string;
  onSave: (v: Values) => Promise<void>;
  onCancel: () => void;
  /** Shown between the fields and the buttons (computed totals, links). */
  extra?: (control: Control<FieldValues>) => ReactNode;
  /** Fields left out of this screen (shown elsewhere or not applicable). */
  hidden?: readonly string[];
  /** Values 'Apply Prefill' puts into the blank fields (the filer as recipient, the last payer). */
  prefill?: Record<string, string> | null;
  /** Values checked and sent with the fields but not shown (the return's id, which Schedule A's schema asks for). */
  fixed?: Record<string, unknown>;
  /** A joint return: the fields asked only then (whose document) are shown. */
  joint?: boolean;
}

/** The form of any registry kind: its sections of fields, its rows, its preview, Save and Cancel Edit / Reset. */
export function DocumentForm({
  def,
  initial,
  editing,
  saving,
  status,
  submitLabel,
  onSave,
  onCancel,
  extra,
  hidden = [],
  prefill,
  fixed,
  joint = false,
}: Props) {
  const resolver = zodResolver(documentSchema(def) as never) as unknown as Resolver<FieldValues>;
  const form = useForm<FieldValues>({
    resolver: fixed ? (v, ctx, opts) => resolver({ ...v, ...fixed }, ctx, opts) : resolver,
    defaultValues: initial,
  });
  const names = [...fieldsOf(def).map((f) => f.name), ...(def.rows ? [def.rows.name] : [])];
  const yearHas = useYearHas();
  const shown = (f: FieldDef) => !hidden.includes(f.name) && (joint || !f.jointOnly) && yearHas(f.onlyWith);
  const onSubmit = form.handleSubmit(
    async (v) => {
      try {
        await onSave(v);
        form.reset(editing ? form.getValues() : emptyValues(def));
      } catch (e) {
        applyIssues(e, form.setError, names);
      }
    },
    () => status.warn(MSG.fixHighlighted),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={editing ? `Edit ${def.short}` : `Add ${def.short}`}>
      <UnsavedChangesGuard when={form.formState.isDirty} />
      <Stack gap="sm">
        {def.sections
          .filter((s) => s.fields.some(shown))
          .map((s) => (
            <Fieldset key={s.legend} legend={s.legend}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {s.fields.filter(shown).map((f) => (
                  <Field key={f.name} control={form.control} field={f} />
                ))}
              </SimpleGrid>
            </Fieldset>
          ))}
        {def.rows && <Rows def={def} control={form.control} />}
        {def.preview && <Preview def={def} control={form.control} />}
        {extra?.(form.control)}
        <Group justify="flex-end">
          {prefill && (
            <Button
              variant="light"
              onClick={() => {
                for (const [k, v] of Object.entries(prefill))
                  if (names.includes(k) && !form.getValues(k)) form.setValue(k, v, { shouldDirty: true });
              }}
            >
              Apply Prefill
            </Button>
          )}
          <Button
            variant="default"
            onClick={() => {
              form.reset(editing ? initial : emptyValues(def));
              status.clear();
              onCancel();
            }}
          >
            {editing ? 'Cancel Edit' : 'Reset'}
          </Button>
          <SubmitButton saving={saving} label={submitLabel} />
        </Group>
      </Stack>
    </form>
  );
}

/** One field of a section: a table or an input, and only while its `when` holds for the values entered. */
function Field({ control, field: f }: { control: Control<FieldValues>; field: FieldDef }) {
  if (f.when) return <Conditional control={control} field={f} />;
  return f.kind === 'table' ? (
    <TableField control={control} field={f} />
  ) : (
    <FieldInput control={control} name={f.name} field={f} />
  );
}

function Conditional({ control, field: f }: { control: Control<FieldValues>; field: FieldDef }) {
  const values = useWatch({ control }) as Values;
  if (!f.when!(values)) return null;
  return <Field control={control} field={{ ...f, when: undefined }} />;
}

function Rows({ def, control }: { def: DocumentDef; control: Control<FieldValues> }) {
  const rows = def.rows!;
  const { fields, append, remove } = useFieldArray({ control, name: rows.name });
  const blank = () => Object.fromEntries(rows.fields.map((f) => [f.name, '']));
  const shown = rows.fields.filter((f) => f.name !== rows.indexField);
  return (
    <Fieldset legend={rows.legend}>
      <Stack gap="xs">
        {fields.map((row, i) => (
          <Paper key={row.id} withBorder p="xs">
            <Text size="sm" fw={600} mb={4}>
              Row {i + 1}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: Math.min(shown.length, 4) }}>
              {shown.map((f) => (
                <FieldInput
                  key={f.name}
                  control={control}
                  name={`${rows.name}.${i}.${f.name}` as Path<FieldValues>}
                  field={{ ...f, label: f.label }}
                />
              ))}
            </SimpleGrid>
            <Group justify="flex-end" mt={4}>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                // A list always keeps one (empty) row to type into.
                onClick={() => (fields.length === 1 ? (remove(0), append(blank())) : remove(i))}
              >
                Remove row {i + 1}
              </Button>
            </Group>
          </Paper>
        ))}
        <Group>
          <Button
            size="xs"
            variant="light"
            onClick={() => append(blank())}
            disabled={fields.length >= rows.max}
          >
            Add row
          </Button>
          <Text size="xs" c="dimmed">
            At most {rows.max}.
          </Text>
        </Group>
      </Stack>
    </Fieldset>
  );
}

function Preview({ def, control }: { def: DocumentDef; control: Control<FieldValues> }) {
  const values = useWatch({ control }) as Values;
  const lines = def.preview!(values);
  return (
    <Fieldset legend="Subtotals preview">
      <Table>
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l.label}>
              <Table.Td>{l.label}</Table.Td>
              <Table.Td ta="right">{formatUsd(l.value)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Fieldset>
  );
}
