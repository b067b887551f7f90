import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from 'react-router';
import { formatUsd } from '@taxprep/contracts';
import { PageLoader } from '../../../ui/PageLoader';
import { usePageTitle } from '../../../ui/usePageTitle';
import { ExplainModal } from '../explain/ExplainModal';
import { lineLabel } from '../explain/lineLabel';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useSummary, type Summary } from '../summaryApi';
import { WithFormId } from '../../../shared/useFormId';
import { TodoList } from '../../../shared/TodoList';
import { CaliforniaSection } from './CaliforniaSection';
import { READABLE_TITLE } from '../../../ui/alertStyles';

export function SummaryPage() {
  return <WithFormId>{(id) => <SummaryView id={id} />}</WithFormId>;
}

function SummaryView({ id }: { id: string }) {
  usePageTitle('Federal Summary');
  const q = useSummary(id);
  if (q.isPending) return <PageLoader />;
  if (q.isError)
    return <LoadFailed error={q.error} message="Failed to load summaries." onRetry={() => q.refetch()} />;
  return <SummaryBody id={id} s={q.data} />;
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'green' | 'red' }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" c={tone ? `${tone}.9` : undefined} data-testid={`summary-${label}`}>
        {formatUsd(value)}
      </Text>
    </Paper>
  );
}

/** Coloured alert titles miss AA contrast (yellow, orange): the title keeps the text colour. */

const NEXT_STEPS = [
  ['income', 'Income'],
  ['w2', 'W-2s'],
  ['dependents', 'Dependents'],
  ['adjustments', 'Adjustments'],
  ['deductions', 'Deductions'],
  ['taxes', 'Taxes'],
  ['credits', 'Credits'],
  ['payments', 'Payments'],
  ['refund', 'Refund'],
  ['add-documents', 'Add Supporting Documents'],
] as const;

/** Form 1040 and each attached form with the reason it is attached (the engine derives it). */
function AttachedForms({ s }: { s: Summary }) {
  return (
    <section aria-labelledby="attached-forms">
      <Text id="attached-forms" size="sm" fw={600}>
        Forms in this return
      </Text>
      <List size="sm" spacing={2}>
        <List.Item>
          <Badge variant="light" tt="none" mr="xs">
            Form 1040
          </Badge>
          The return itself.
        </List.Item>
        {s.attachments.map((a) => (
          <List.Item key={a.form}>
            <Badge variant="light" tt="none" mr="xs">
              {a.name}
            </Badge>
            {a.why}
          </List.Item>
        ))}
      </List>
    </section>
  );
}

function SummaryBody({ id, s }: { id: string; s: Summary }) {
  const [explain, setExplain] = useState<string | null>(null);
  const refund = Number(s.refund) > 0;
  return (
    <Stack gap="md" maw={1000}>
      <Title order={1} size="h2">
        Federal Summary
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <Figure label="Adjusted gross income" value={s.agi} />
        <Figure label="Taxable income" value={s.taxable_income} />
        <Figure label="Total tax" value={s.total_tax} />
        <Figure label="Total payments" value={s.total_payments} />
        <Figure label="Refund" value={s.refund} tone={refund ? 'green' : undefined} />
        <Figure
          label="Amount owed"
          value={s.amount_owed}
          tone={Number(s.amount_owed) > 0 ? 'red' : undefined}
        />
      </SimpleGrid>
      <Card withBorder padding="md" component="section" aria-labelledby="todo-heading">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4" id="todo-heading">
            Your to-do list
          </Title>
          <Anchor component={Link} to={`/form1040/${id}/checklist`} size="sm">
            Change your answers
          </Anchor>
        </Group>
        <TodoList id={id} />
      </Card>
      <AttachedForms s={s} />
      {s.overrides.length > 0 && (
        <Alert color="orange" title="Lines overridden by a preparer" styles={READABLE_TITLE}>
          <List size="sm">
            {s.overrides.map((o) => (
              <List.Item key={o.key}>
                {lineLabel(o.key)}: {formatUsd(o.value)} instead of {formatUsd(o.computed)}. Reason:{' '}
                {o.reason}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {s.warnings.length > 0 && (
        <Alert color="yellow" title="Review before filing" styles={READABLE_TITLE}>
          <List size="sm">
            {s.warnings.map((w) => (
              <List.Item key={w}>{w}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <CaliforniaSection id={id} />
      <Group justify="flex-end">
        <Button component={Link} to={`/form1040/${id}/review`}>
          Next: Review & sign
        </Button>
      </Group>
      <Group gap="xs">
        {NEXT_STEPS.map(([path, label]) => (
          <Button key={path} component={Link} to={`/form1040/${id}/${path}`} variant="default" size="xs">
            {label}
          </Button>
        ))}
      </Group>
      {/* On a phone the long texts would widen the page: the table scrolls in its own box. */}
      <Table.ScrollContainer minWidth={360}>
        <Table withTableBorder striped>
          <Table.Caption>Every line with an amount, and how it was computed</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>How</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>
                <VisuallyHidden>Explain</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {s.lines.map((l) => (
              <Table.Tr key={l.key}>
                <Table.Td>
                  {lineLabel(l.key)}
                  {l.override && (
                    <Badge color="orange" size="xs" ml={6}>
                      Overridden
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="xs">{l.formula}</Text>
                </Table.Td>
                <Table.Td ta="right">{formatUsd(l.value)}</Table.Td>
                <Table.Td>
                  <Button size="compact-xs" variant="subtle" onClick={() => setExplain(l.key)}>
                    why?<VisuallyHidden> {lineLabel(l.key)}</VisuallyHidden>
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ExplainModal formId={id} lineKey={explain} onClose={() => setExplain(null)} />
    </Stack>
  );
}
