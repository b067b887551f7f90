import { useState } from 'react';
import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatUsd } from '@taxprep/contracts';
import { useSessionUser } from '../../../shared/sessionUser';
import { useSaveReturn, type Saved } from '../../../api/returns';
import { useSummary } from '../summaryApi';
import { ExplainModal } from './ExplainModal';
import { OverrideModal } from './OverrideModal';

export interface LineRow {
  label: string;
  /** The engine's line key, e.g. "f1040.l16"; rows without one have no explanation. */
  lineKey?: string;
  value: string | null | undefined;
  strong?: boolean;
}

/**
 * The engine's figures, read-only, each with a "why?" button. Preparers may override a line
 * with a reason, and remove the override again.
 */
export function ComputedLines({
  formId,
  rows,
  caption,
  onSaved,
}: {
  formId: string;
  rows: LineRow[];
  caption: string;
  /** The return's version after an override is saved or removed, for the step's next save. */
  onSaved?: (version: number) => void;
}) {
  const { role } = useSessionUser();
  const preparer = role === 'agent' || role === 'admin';
  const summary = useSummary(formId);
  const [explain, setExplain] = useState<string | null>(null);
  const [override, setOverride] = useState<string | null>(null);
  const remove = useSaveReturn<string, Saved>(
    formId,
    'delete',
    (key) => `/api/form1040/${formId}/overrides/${encodeURIComponent(key)}`,
  );
  const overrides = new Map((summary.data?.overrides ?? []).map((o) => [o.key, o]));
  return (
    <>
      <Table withTableBorder striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => {
            const o = r.lineKey ? overrides.get(r.lineKey) : undefined;
            return (
              <Table.Tr key={r.label}>
                <Table.Td>
                  <Text size="sm" fw={r.strong ? 700 : undefined}>
                    {r.label}
                  </Text>
                  {o && (
                    <Text size="xs" c="orange.8">
                      <Badge color="orange" size="xs" mr={4}>
                        Overridden
                      </Badge>
                      {o.reason} (computed {formatUsd(o.computed)})
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" fw={r.strong ? 700 : undefined}>
                  {formatUsd(r.value ?? '0')}
                </Table.Td>
                <Table.Td>
                  {r.lineKey && (
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button size="compact-xs" variant="subtle" onClick={() => setExplain(r.lineKey!)}>
                        why?<VisuallyHidden> {r.label}</VisuallyHidden>
                      </Button>
                      {preparer && !o && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="orange"
                          onClick={() => setOverride(r.lineKey!)}
                        >
                          Override<VisuallyHidden> {r.label}</VisuallyHidden>
                        </Button>
                      )}
                      {preparer && o && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="orange"
                          disabled={remove.isPending}
                          onClick={() =>
                            remove.mutate(r.lineKey!, {
                              onSuccess: (res) => {
                                if (res.version !== undefined) onSaved?.(res.version);
                              },
                            })
                          }
                        >
                          Remove override<VisuallyHidden> {r.label}</VisuallyHidden>
                        </Button>
                      )}
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <ExplainModal formId={formId} lineKey={explain} onClose={() => setExplain(null)} />
      <OverrideModal
        formId={formId}
        lineKey={override}
        version={summary.data?.version}
        onClose={() => setOverride(null)}
        onSaved={onSaved}
      />
    </>
  );
}
