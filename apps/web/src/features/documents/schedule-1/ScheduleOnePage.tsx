import { useState } from 'react';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  formatUsd,
  SCHEDULE_1_ADJUSTMENTS,
  SCHEDULE_1_INCOME,
  SCHEDULE_1_MSG,
  type Schedule1EntryView,
  type Schedule1View,
} from '@taxprep/contracts';
import { api } from '../../../api/client';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { PageLoader } from '../../../ui/PageLoader';
import { SaveStatusAlerts } from '../../../ui/SaveStatusAlerts';
import { useSaveStatus } from '../../../ui/useSaveStatus';
import { returnKey, useSaveReturn } from '../../../api/returns';
import { LoadFailed } from '../../../ui/LoadFailed';
import { WithFormId } from '../../../shared/useFormId';
import { WizardCard } from '../../../ui/WizardCard';
import { AlimonyBlock } from './AlimonyBlock';
import { useReturnInfo } from '../../../api/returnInfo';
import { EntryForm, type EntryValues } from './EntryForm';

type Section = Schedule1EntryView['section'];
const LABELS = new Map([...SCHEDULE_1_INCOME, ...SCHEDULE_1_ADJUSTMENTS]);
/** Rows the header blocks show (alimony, the 1099-K note) rather than the two tables. */
export const HEADER_CATEGORIES = new Set([
  'alimony_received',
  'alimony_paid',
  'k1099_error_or_personal_loss',
]);

export function ScheduleOnePage() {
  return <WithFormId>{(id) => <ScheduleOneScreen id={id} />}</WithFormId>;
}

function ScheduleOneScreen({ id }: { id: string }) {
  const q = useQuery({
    queryKey: returnKey(id, 'schedule1'),
    queryFn: () => api.get<Schedule1View>(`/api/schedule1?form1040_id=${id}`),
  });
  const status = useSaveStatus();
  const [editing, setEditing] = useState<Schedule1EntryView | null>(null);
  const [adding, setAdding] = useState<Section | null>(null);
  const [removing, setRemoving] = useState<Schedule1EntryView | null>(null);
  const create = useSaveReturn<EntryValues, { message: string }>(id, 'post', '/api/schedule1/entries');
  const joint = useReturnInfo(id).data?.filing_status === 'married filing jointly';
  const update = useSaveReturn<EntryValues & { rowId: number }, { message: string }>(
    id,
    'put',
    (b) => `/api/schedule1/entries/${b.rowId}`,
  );
  const remove = useSaveReturn<number, { message: string }>(
    id,
    'delete',
    (rowId) => `/api/schedule1/entries/${rowId}`,
  );
  if (q.isPending) return <PageLoader />;
  if (q.isError)
    return <LoadFailed error={q.error} message="Failed to load Schedule 1." onRetry={() => q.refetch()} />;
  const { schedule1, entries, warnings } = q.data;

  const save = async (v: EntryValues, row: Schedule1EntryView | null) => {
    status.clear();
    try {
      const body = { ...v, form1040_id: Number(id) };
      const res = row
        ? await update.mutateAsync({ ...body, rowId: Number(row.id), version: row.version ?? undefined })
        : await create.mutateAsync(body);
      status.succeed(res.message);
      setEditing(null);
      setAdding(null);
    } catch (e) {
      status.fail(e, row ? SCHEDULE_1_MSG.saveFailed : SCHEDULE_1_MSG.addFailed);
      throw e;
    }
  };
  const doRemove = async (row: Schedule1EntryView) => {
    status.clear();
    try {
      status.succeed((await remove.mutateAsync(Number(row.id))).message);
    } catch (e) {
      status.fail(e, 'Remove failed.');
    } finally {
      setRemoving(null);
    }
  };

  const table = (section: Section, title: string, total: string) => {
    const rows = entries.filter((e) => e.section === section && !HEADER_CATEGORIES.has(e.category_key));
    return (
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{title}</Text>
          <Button size="xs" variant="light" onClick={() => (setEditing(null), setAdding(section))}>
            Add Row
          </Button>
        </Group>
        <Table.ScrollContainer minWidth={560}>
          <Table withTableBorder striped>
            <Table.Caption>{title}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Line</Table.Th>
                <Table.Th>Category</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text size="sm" c="dimmed">
                      No rows yet.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.line}</Table.Td>
                  <Table.Td>{LABELS.get(r.category_key)?.replace(/^\S+ /, '') ?? r.category_key}</Table.Td>
                  <Table.Td>{r.description}</Table.Td>
                  <Table.Td ta="right">{formatUsd(r.amount ?? '0')}</Table.Td>
                  <Table.Td>
                    {r.source === 'auto' ? (
                      <Text size="xs" c="dimmed" title={SCHEDULE_1_MSG.autoReadOnly}>
                        From your documents
                      </Text>
                    ) : (
                      <Group gap={4}>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => (setAdding(null), setEditing(r))}
                        >
                          Edit
                        </Button>
                        <Button size="compact-xs" variant="subtle" color="red" onClick={() => setRemoving(r)}>
                          Remove
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="sm" ta="right">
          Total: <b>{formatUsd(total)}</b>
        </Text>
        {(adding === section || editing?.section === section) && (
          <EntryForm
            key={editing ? `edit-${editing.id}` : `add-${section}`}
            formId={Number(id)}
            joint={joint}
            section={section}
            row={editing}
            saving={create.isPending || update.isPending}
            status={status}
            onSave={(v) => save(v, editing)}
            onCancel={() => (setEditing(null), setAdding(null), status.clear())}
          />
        )}
      </Stack>
    );
  };

  return (
    <WizardCard
      title="Schedule 1 — Additional Income and Adjustments to Income"
      description="Rows you enter, and rows computed from your documents and schedules (read-only)."
      wide
    >
      <Stack gap="lg">
        {warnings.map((w) => (
          <Alert key={w} color="yellow">
            {w}
          </Alert>
        ))}
        <SaveStatusAlerts status={status} onReload={() => void q.refetch()} />
        <AlimonyBlock id={id} entries={entries} status={status} onSave={save} />
        {table('additional_income', 'Part I Additional Income', schedule1.addl_income_total)}
        {table('adjustment', 'Part II Adjustments to Income', schedule1.adjustments_total)}
        <Group justify="space-between">
          <Button component={Link} to={`/form1040/${id}/add-documents`} variant="default">
            Back
          </Button>
          <Button variant="light" onClick={() => void q.refetch()} loading={q.isFetching}>
            Save/Recompute
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title="Remove row"
        message={SCHEDULE_1_MSG.remove}
        confirmLabel="Remove"
        danger
        busy={remove.isPending}
        onConfirm={() => removing && void doRemove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </WizardCard>
  );
}
