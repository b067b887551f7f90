import { SimpleGrid, Table } from '@mantine/core';
import { formatUsd, type ScheduleCaRecord } from '@taxprep/contracts';

const TOTAL_ROWS = [
  ['part_i', 'Part I (line 27)'],
  ['section_c', 'Section C adjustments (line 26)'],
  ['part_ii', 'Part II itemized deductions'],
] as const;

/** The server's totals of the saved record: columns A, B, C and the deduction California uses. */
export function TotalsHeader({ record }: { record: ScheduleCaRecord }) {
  const d = record.deductions;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Table.ScrollContainer minWidth={520}>
        <Table withTableBorder aria-label="Schedule CA totals">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Totals</Table.Th>
              <Table.Th scope="col" ta="right">
                A
              </Table.Th>
              <Table.Th scope="col" ta="right">
                B
              </Table.Th>
              <Table.Th scope="col" ta="right">
                C
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {TOTAL_ROWS.map(([k, label]) => (
              <Table.Tr key={k} data-testid={`ca-total-${k}`}>
                <Table.Th scope="row" fw={500}>
                  {label}
                </Table.Th>
                <Table.Td ta="right">{formatUsd(record.totals[k].a)}</Table.Td>
                <Table.Td ta="right">{formatUsd(record.totals[k].b)}</Table.Td>
                <Table.Td ta="right">{formatUsd(record.totals[k].c)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Table withTableBorder aria-label="California deduction">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row" fw={500}>
              California itemized deductions
            </Table.Th>
            <Table.Td ta="right">{formatUsd(d.ca_itemized)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row" fw={500}>
              California standard deduction
            </Table.Th>
            <Table.Td ta="right">{formatUsd(d.ca_standard)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Deduction used</Table.Th>
            <Table.Td ta="right" fw={700}>
              {formatUsd(d.used)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </SimpleGrid>
  );
}
