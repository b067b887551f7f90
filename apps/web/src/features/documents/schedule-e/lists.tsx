import { Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useFieldArray, type Control, type FieldValues } from 'react-hook-form';
import {
  ESTATE_AMOUNTS,
  formatUsd,
  PARTNERSHIP_AMOUNTS,
  PROPERTY_AMOUNTS,
  PROPERTY_TYPES,
  REMIC_AMOUNTS,
  type FieldDef,
} from '@taxprep/contracts';
import { FieldInput } from '../registry/FieldInput';

type Row = Record<string, unknown>;
type Pairs = readonly (readonly [string, string])[];

const money = (list: Pairs): FieldDef[] =>
  list.map(([name, label]) => ({ name, label, kind: 'signedMoney' as const }));
const text = (name: string, label: string, kind: FieldDef['kind'] = 'text'): FieldDef => ({
  name,
  label,
  kind,
});
const ein = (): FieldDef => ({
  name: 'ein',
  label: 'Employer identification number',
  kind: 'digits',
  max: 9,
});

/** Part I property columns: facts first, then lines 3–19. */
export const PROPERTY_FIELDS: FieldDef[] = [
  text('address', '1a Physical address (street)'),
  text('city_state_zip', '1a City, state and ZIP', 'cityStateZip'),
  { name: 'property_type', label: '1b Type of property', kind: 'select', options: PROPERTY_TYPES },
  { name: 'fair_rental_days', label: '2 Fair rental days', kind: 'int' },
  { name: 'personal_use_days', label: '2 Personal use days', kind: 'int' },
  { name: 'qjv', label: 'QJV (qualified joint venture)', kind: 'bool' },
  ...money(PROPERTY_AMOUNTS),
  text('other_expenses_desc', '19 Other: describe'),
  {
    name: 'no_active_participation',
    label: 'You did not actively participate in this rental (no $25,000 special allowance, Form 8582)',
    kind: 'bool',
  },
  {
    name: 'prior_year_unallowed_loss',
    label: 'Prior years’ unallowed passive loss of this rental (Form 8582)',
    hint: 'From last year’s Form 8582 worksheets: the loss not allowed then, carried to this year.',
    kind: 'money',
  },
];

/** The three entity lists of pages 2 (Parts II–IV), each a field table. */
export const ENTITY_LISTS = {
  partnerships: {
    legend: 'Part II Income or Loss From Partnerships and S Corporations (line 28)',
    noun: 'partnership or S corporation',
    max: 4,
    fields: [
      text('name', '(a) Name'),
      {
        name: 'entity_type',
        label: '(b) P for partnership, S for S corporation',
        kind: 'select',
        options: [
          { value: 'P', label: 'P Partnership' },
          { value: 'S', label: 'S S corporation' },
        ],
      },
      { name: 'foreign', label: '(c) Foreign partnership', kind: 'bool' },
      ein(),
      { name: 'basis_required', label: '(e) Basis computation required', kind: 'bool' },
      { name: 'not_at_risk', label: '(f) Any amount is not at risk', kind: 'bool' },
      ...money(PARTNERSHIP_AMOUNTS),
    ] as FieldDef[],
  },
  estates_trusts: {
    legend: 'Part III Income or Loss From Estates and Trusts (line 33)',
    noun: 'estate or trust',
    max: 2,
    fields: [text('name', '(a) Name'), ein(), ...money(ESTATE_AMOUNTS)],
  },
  remics: {
    legend: 'Part IV Income or Loss From REMICs (line 38)',
    noun: 'REMIC',
    max: 1,
    fields: [text('name', '(a) Name'), ein(), ...money(REMIC_AMOUNTS)],
  },
} as const;
export type EntityList = keyof typeof ENTITY_LISTS;

export const emptyRow = (fields: readonly FieldDef[]): Row =>
  Object.fromEntries(fields.map((f) => [f.name, f.kind === 'bool' ? false : '']));

/** Lines the server computes for a property after a save. */
const PROPERTY_TOTALS: [string, string][] = [
  ['line20_total_expenses', '20 Total expenses'],
  ['line21_income_or_loss', '21 Income or (loss)'],
  ['line22_deductible_loss', '22 Deductible rental real estate loss after limitation (Form 8582)'],
];

export function PropertyCard({
  control,
  index,
  label,
  saved,
  onRemove,
}: {
  control: Control<FieldValues>;
  index: number;
  label: string;
  saved: Row | undefined;
  onRemove: () => void;
}) {
  return (
    <Fieldset legend={`Property ${label}`}>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {PROPERTY_FIELDS.map((f) => (
            <FieldInput
              key={f.name}
              control={control}
              name={`properties.${index}.${f.name}`}
              field={{ ...f, label: `${f.label} (${label})` }}
            />
          ))}
        </SimpleGrid>
        <Group gap="lg">
          {PROPERTY_TOTALS.map(([k, l]) => (
            <Text key={k} size="sm">
              {l}: <b>{formatUsd((saved?.[k] as string | undefined) ?? '0')}</b>
            </Text>
          ))}
        </Group>
        <Group justify="flex-end">
          <Button variant="subtle" color="red" size="xs" onClick={onRemove}>
            Remove property {label}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

export function EntityRows({
  control,
  list,
  tooMany,
}: {
  control: Control<FieldValues>;
  list: EntityList;
  tooMany: () => void;
}) {
  const cfg = ENTITY_LISTS[list];
  const rows = useFieldArray({ control, name: list });
  return (
    <Fieldset legend={cfg.legend}>
      <Stack gap="xs">
        {rows.fields.length === 0 && (
          <Text size="sm" c="dimmed">
            None entered.
          </Text>
        )}
        {rows.fields.map((r, i) => (
          <Stack key={r.id} gap={4}>
            <Text fw={600} size="sm">
              {String.fromCharCode(65 + i)}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {cfg.fields.map((f) => (
                <FieldInput
                  key={f.name}
                  control={control}
                  name={`${list}.${i}.${f.name}`}
                  field={{ ...f, label: `${f.label} (${String.fromCharCode(65 + i)})` }}
                />
              ))}
            </SimpleGrid>
            <Group justify="flex-end">
              <Button variant="subtle" color="red" size="xs" onClick={() => rows.remove(i)}>
                Remove {cfg.noun} {String.fromCharCode(65 + i)}
              </Button>
            </Group>
          </Stack>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() => (rows.fields.length >= cfg.max ? tooMany() : rows.append(emptyRow(cfg.fields)))}
          >
            Add {cfg.noun}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
