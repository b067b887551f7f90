import { Table, Text } from '@mantine/core';
import { formatUsd, normalizeAmount, sumAmounts } from '@taxprep/contracts';

/** One document amount of an income line, as GET /api/form1040/{id}/income lists it (from_documents). */
export interface IncomeSource {
  /** The Income step entry the amount is added to ('wages' for line 1a, which has none). */
  field: string;
  line: string;
  form: string;
  payer: string;
  boxes: string;
  amount: string;
}

/** "From 1099-INT: First Bank" */
export const sourceText = (s: IncomeSource) => `From ${s.form}${s.payer ? `: ${s.payer}` : ''}`;

/** What the step says beside an entry whose line already has document amounts. */
export function addedToText(sources: IncomeSource[]): string | undefined {
  if (sources.length === 0) return undefined;
  const total = sumAmounts(sources.map((s) => s.amount));
  return `Added to the ${formatUsd(total)} from your documents listed above: enter only what is on no form.`;
}

/** A warning when the typed amount equals a document's (typed again, it would be counted twice). */
export function sameAsDocument(sources: IncomeSource[], value: string): string | undefined {
  const typed = normalizeAmount(value);
  if (!typed || typed === '0.00') return undefined;
  const twin = sources.find((s) => normalizeAmount(s.amount) === typed);
  return twin
    ? `${formatUsd(typed)} is already counted on line ${twin.line} (${sourceText(twin)}). ` +
        'Typed here too, it would be counted twice.'
    : undefined;
}

/** The document amounts of the Income step's lines, read-only, each with the form it comes from. */
export function DocumentSources({ sources }: { sources: IncomeSource[] }) {
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
              {sourceText(s)}{' '}
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
