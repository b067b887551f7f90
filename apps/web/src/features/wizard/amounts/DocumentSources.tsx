import { Table, Text } from '@mantine/core';
import { formatUsd, incomeSourceText, sumAmounts, type IncomeSourceView } from '@taxprep/contracts';

/** What the step says beside an entry whose line already has document amounts. */
export function addedToText(sources: IncomeSourceView[]): string | undefined {
  if (sources.length === 0) return undefined;
  const total = sumAmounts(sources.map((s) => s.amount));
  return `Added to the ${formatUsd(total)} from your documents listed above: enter only what is on no form.`;
}

/** The document amounts of the Income step's lines, read-only, each with the form it comes from. */
export function DocumentSources({ sources }: { sources: IncomeSourceView[] }) {
  if (sources.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No income documents on this return yet: the lines below hold only what you enter here.
      </Text>
    );
  return (
    <Table withTableBorder striped aria-label="Amounts from your documents">
      <Table.Caption>Amounts from your documents (change them on each document&apos;s screen)</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Line</Table.Th>
          <Table.Th>Source</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sources.map((s, i) => (
          <Table.Tr key={i}>
            <Table.Td>{s.line}</Table.Td>
            <Table.Td>
              {incomeSourceText(s)}{' '}
              <Text span size="xs" c="dimmed">
                ({s.boxes})
              </Text>
            </Table.Td>
            <Table.Td ta="right">{formatUsd(s.amount)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
