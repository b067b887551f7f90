import { useState } from 'react';
import { Anchor, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatUsd, type Explanation } from '@taxprep/contracts';
import { api, errorText } from '../../../api/client';
import { PageLoader } from '../../../ui/PageLoader';
import { lineLabel } from './lineLabel';

export type { Explanation };

interface Props {
  formId: string;
  lineKey: string | null;
  onClose: () => void;
}

/**
 * Where a line's figure comes from: its value, formula and input lines. Clicking an input explains
 * that line in turn; Back retraces the steps.
 */
export function ExplainModal({ formId, lineKey, onClose }: Props) {
  return (
    <Modal opened={lineKey !== null} onClose={onClose} title="Why this amount?" size="lg">
      {lineKey && <ExplainTrail formId={formId} start={lineKey} />}
    </Modal>
  );
}

function ExplainTrail({ formId, start }: { formId: string; start: string }) {
  const [trail, setTrail] = useState<string[]>([start]);
  const key = trail[trail.length - 1]!;
  const q = useQuery({
    queryKey: ['form1040', formId, 'explain', key],
    queryFn: () => api.get<Explanation>(`/api/form1040/${formId}/explain/${encodeURIComponent(key)}`),
  });
  return (
    <Stack gap="sm">
      {trail.length > 1 && (
        <Group gap={4} aria-label="Lines visited">
          <Button size="xs" variant="default" onClick={() => setTrail((t) => t.slice(0, -1))}>
            Back to {lineLabel(trail[trail.length - 2]!)}
          </Button>
        </Group>
      )}
      {q.isPending && <PageLoader label="Loading explanation…" />}
      {q.isError && (
        <Text c="red" role="alert">
          {errorText(q.error, 'Could not load the explanation.')}
        </Text>
      )}
      {q.data && (
        <>
          <div aria-live="polite">
            <Text fw={700}>
              {lineLabel(q.data.key)}: {formatUsd(q.data.value)}
            </Text>
            <Text size="sm" mt={4}>
              {q.data.formula}
            </Text>
          </div>
          {q.data.inputs.length > 0 ? (
            <Table striped withTableBorder>
              <Table.Caption>Computed from these lines (select one to explain it)</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Line</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {q.data.inputs.map((i) => (
                  <InputRows key={i.key} input={i} onOpen={() => setTrail((t) => [...t, i.key])} />
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Text size="sm" c="dimmed">
              This amount is entered, not computed from other lines.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

type Input = Explanation['inputs'][number];

/** One computed line (select it to explain it), or each document or screen value an entered input stands for. */
function InputRows({ input, onOpen }: { input: Input; onOpen: () => void }) {
  if (input.value === null && input.entered && input.entered.length > 0) {
    return (
      <>
        {input.entered.map((e, n) => (
          <Table.Tr key={n}>
            <Table.Td>{e.label}</Table.Td>
            <Table.Td ta="right">{e.amount === null ? 'Yes' : formatUsd(e.amount)}</Table.Td>
          </Table.Tr>
        ))}
      </>
    );
  }
  if (input.value === null && input.entered) return null; // an input this return leaves empty
  return (
    <Table.Tr>
      <Table.Td>
        {input.value === null ? (
          lineLabel(input.key)
        ) : (
          <Anchor component="button" type="button" onClick={onOpen}>
            {lineLabel(input.key)}
          </Anchor>
        )}
        {input.formula && (
          <Text size="xs" c="dimmed">
            {input.formula}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">{input.value === null ? '—' : formatUsd(input.value)}</Table.Td>
    </Table.Tr>
  );
}
