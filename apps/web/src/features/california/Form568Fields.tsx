import { Checkbox, Group, SimpleGrid, Stack, Table, TextInput } from '@mantine/core';
import { F568_COMPUTED_LINES, F568_FLAGS, F568_INPUT_LINES, formatUsd } from '@taxprep/contracts';
import { CaMoneyInput } from './caSharedMoneyInput';
import { Form568Card } from './Form568Card';

export type F568Values = Record<string, string | boolean>;

const TEXT_FIELDS: [string, string, number][] = [
  ['llc_name', 'LLC name', 200],
  ['sos_file_number', 'Secretary of State file number', 200],
  ['fein', 'FEIN', 200],
  ['address', 'Address', 200],
  ['city', 'City', 200],
  ['state', 'State', 2],
  ['zip', 'ZIP code', 200],
];
const FLAG_LABELS: Record<(typeof F568_FLAGS)[number], string> = {
  filing_status_initial: 'Initial return',
  filing_status_final: 'Final return',
  filing_status_amended: 'Amended return',
  filing_status_protective: 'Protective claim',
};
/** Part I lines in form order: the inputs, then the computed lines after the line they follow. */
const PART_I_INPUTS = F568_INPUT_LINES.filter(([k]) => k !== 'total_assets_eoy');
/** Item I, total assets: its label from the line table. */
const TOTAL_ASSETS_LABEL = F568_INPUT_LINES.find(([k]) => k === 'total_assets_eoy')![1];

interface Props {
  values: F568Values;
  errors: Record<string, string | undefined>;
  computed: Record<string, string>;
  disabled: boolean;
  onChange: (key: string, value: string | boolean) => void;
  /** Text and amounts persist when the user leaves the field, checkboxes on blur (spec 002 §4). */
  onLeave: (key: string) => void;
}

const lineNo = (label: string) => parseInt(label, 10);

export function Form568Fields({ values, errors, computed, disabled, onChange, onLeave }: Props) {
  const text = (k: string) => (typeof values[k] === 'string' ? (values[k] as string) : '');
  const rows = [
    ...PART_I_INPUTS.map(([k, label]) => ({ k, label, computed: false })),
    ...F568_COMPUTED_LINES.map(([k, label]) => ({ k, label, computed: true })),
  ].sort((a, b) => lineNo(a.label) - lineNo(b.label));
  return (
    <>
      <Form568Card title="Identity & Filing">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {TEXT_FIELDS.map(([k, label, max]) => (
              <TextInput
                key={k}
                label={label}
                value={text(k)}
                maxLength={max}
                disabled={disabled}
                error={errors[k]}
                onChange={(e) =>
                  onChange(k, k === 'state' ? e.currentTarget.value.toUpperCase() : e.currentTarget.value)
                }
                onBlur={() => onLeave(k)}
              />
            ))}
            <CaMoneyInput
              label={TOTAL_ASSETS_LABEL}
              value={text('total_assets_eoy')}
              disabled={disabled}
              error={errors.total_assets_eoy}
              onChange={(v) => onChange('total_assets_eoy', v)}
              onBlur={() => onLeave('total_assets_eoy')}
            />
          </SimpleGrid>
          <Group gap="lg" role="group" aria-label="Filing status">
            {F568_FLAGS.map((k) => (
              <Checkbox
                key={k}
                label={FLAG_LABELS[k]}
                checked={values[k] === true}
                disabled={disabled}
                error={errors[k]}
                onChange={(e) => onChange(k, e.currentTarget.checked)}
                onBlur={() => onLeave(k)}
              />
            ))}
          </Group>
        </Stack>
      </Form568Card>
      <Form568Card title="Part I — Computation of amount due or overpayment">
        <Table verticalSpacing={4} aria-label="Part I lines">
          <Table.Tbody>
            {rows.map(({ k, label, computed: isComputed }) => (
              <Table.Tr key={k}>
                <Table.Td>{isComputed ? <strong>{label}</strong> : label}</Table.Td>
                <Table.Td w={220} ta="right">
                  {isComputed ? (
                    <span data-testid={`f568-${k}`}>{formatUsd(computed[k])}</span>
                  ) : (
                    <CaMoneyInput
                      size="xs"
                      aria-label={label}
                      value={text(k)}
                      disabled={disabled}
                      error={errors[k]}
                      onChange={(v) => onChange(k, v)}
                      onBlur={() => onLeave(k)}
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Form568Card>
    </>
  );
}
