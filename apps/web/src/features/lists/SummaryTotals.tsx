import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatUsd } from '@taxprep/contracts';
import { totalsFrom, type FileSummary } from '../../shared/fileTotals';

/** The return's headline figures as a grid of labelled values. */
export function SummaryTotals({ summary }: { summary: FileSummary }) {
  const { refund, owed } = totalsFrom(summary);
  const rows: [string, string | null | undefined][] = [
    ['Adjusted gross income', summary.agi ?? summary.adjustedGrossIncome],
    ['Taxable income', summary.taxable_income],
    ['Total tax', summary.total_tax],
    ['Total payments', summary.total_payments],
    ['Refund', refund],
    ['Amount owed', owed],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" component="dl" m={0}>
      {rows.map(([label, value]) => (
        <Paper key={label} withBorder p="sm" radius="md">
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fw={700} size="lg" m={0}>
            {formatUsd(value ?? '0')}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
