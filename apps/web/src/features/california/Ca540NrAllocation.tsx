import { Table, Text } from '@mantine/core';
import { formatUsd, type Ca540NrAllocationLine } from '@taxprep/contracts';
import { MoneyInput } from '../../ui/MoneyInput';
import { moneyText } from '../../ui/money';

interface Props {
  /** The Schedule CA (540NR) Part II lines of the return, as last calculated. */
  lines: Ca540NrAllocationLine[];
  /** Column E amounts the filer entered or typed, by line key. */
  values: Record<string, string>;
  errors: Record<string, string | undefined>;
  onChange: (key: string, value: string) => void;
  line27?: { total?: string; ca?: string };
}

/** Line 1a column E starts from the W-2 state rows (box 16 where box 15 is CA) until the filer changes it. */
export const WAGES_HINT =
  'From W-2 box 16 where box 15 is CA; change it if it differs (blank uses the W-2 amount).';

/** The value shown in a row's column E box: what the filer typed, else the W-2 hint for line 1a. */
export function shownAmount(line: Ca540NrAllocationLine, values: Record<string, string>): string {
  if (Object.prototype.hasOwnProperty.call(values, line.key)) return values[line.key] ?? '';
  return line.key === 'A1a' && !line.entered ? moneyText(line.ca) : '';
}

/**
 * Schedule CA (540NR) Part II as a table: each income and adjustment line with column D (the total
 * under California law, computed) and column E (the California amount, entered here).
 */
export function Ca540NrAllocation({ lines, values, errors, onChange, line27 }: Props) {
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No income lines yet: Save &amp; Calculate lists the lines of your federal return here.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-label="Schedule CA (540NR) allocation">
        <Table.Caption>
          Column D: total amounts using California law as if you were a California resident. Column E: amounts
          earned or received while a California resident, and California-source amounts while a nonresident.
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Line</Table.Th>
            <Table.Th scope="col">Description</Table.Th>
            <Table.Th scope="col" ta="right">
              Column D
            </Table.Th>
            <Table.Th scope="col">Column E</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l.key} data-testid={`ca-nr-line-${l.key}`}>
              <Table.Td>{l.key}</Table.Td>
              <Table.Td>{l.label}</Table.Td>
              <Table.Td ta="right" data-testid={`ca-nr-total-${l.key}`}>
                {formatUsd(l.total)}
              </Table.Td>
              <Table.Td>
                <MoneyInput
                  signed
                  aria-label={`Column E, line ${l.key}`}
                  value={shownAmount(l, values)}
                  placeholder="0.00"
                  description={l.key === 'A1a' && !l.entered ? WAGES_HINT : undefined}
                  onChange={(v) => onChange(l.key, v)}
                  error={errors[l.key]}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">27</Table.Th>
            <Table.Td>Total (line 10 less line 26), as last calculated</Table.Td>
            <Table.Td ta="right" data-testid="ca-nr-total-27">
              {formatUsd(line27?.total ?? '0')}
            </Table.Td>
            <Table.Td data-testid="ca-nr-ca-27">{formatUsd(line27?.ca ?? '0')}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
