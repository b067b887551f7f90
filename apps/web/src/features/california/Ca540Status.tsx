/** Small pieces of the 540 screen: a per-action message and the summary figures. */
import { useState } from 'react';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatUsd } from '@taxprep/contracts';
import { errorText } from '../../api/client';
import { FormAlert } from '../../ui/FormAlert';

export type ActionMessage = { kind: 'success' | 'error' | 'info'; text: string } | null;

/** The outcome of one button (save exemptions, add dependent …), shown beside it. */
export function useActionStatus() {
  const [message, setMessage] = useState<ActionMessage>(null);
  return {
    message,
    ok: (text: string) => setMessage({ kind: 'success', text }),
    fail: (err: unknown, fallback: string) => setMessage({ kind: 'error', text: errorText(err, fallback) }),
    clear: () => setMessage(null),
  };
}

export function ActionAlert({ s }: { s: ReturnType<typeof useActionStatus> }) {
  return <FormAlert message={s.message?.text} kind={s.message?.kind} />;
}

const FIGURES: [key: string, label: string][] = [
  ['ca_agi', 'CA AGI'],
  ['taxable_income', 'Taxable income'],
  ['line64_total_tax', 'Total tax'],
  ['line78_total_payments', 'Payments'],
  ['refund_or_no_amount_due', 'Refund'],
  ['total_amount_due', 'Amount owed'],
];

/** CA AGI, taxable income, total tax, payments, refund and amount owed from the saved record. */
export function Ca540Figures({ record }: { record: Record<string, unknown> | null }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }}>
      {FIGURES.map(([k, label]) => (
        <Paper key={k} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="lg" data-testid={`ca540-${k}`}>
            {formatUsd((record?.[k] as string | null | undefined) ?? '0')}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
