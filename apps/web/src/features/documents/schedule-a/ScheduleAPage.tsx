import { useState } from 'react';
import { Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatUsd } from '@taxprep/contracts';
import { api } from '../../../api/client';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { PageLoader } from '../../../ui/PageLoader';
import { SaveStatusAlerts } from '../../../ui/SaveStatusAlerts';
import { useSaveStatus } from '../../../ui/useSaveStatus';
import { returnKey, useSaveReturn, type Saved } from '../../wizard/api';
import { LoadFailed } from '../../wizard/LoadFailed';
import { WithFormId } from '../../wizard/useFormId';
import { WizardCard } from '../../wizard/WizardCard';
import { ScheduleAForm, toScheduleAValues, type ScheduleAOut, type ScheduleARecord } from './ScheduleAForm';
import { RowActions } from '../../../ui/RowActions';

export function ScheduleAPage() {
  return <WithFormId>{(id) => <ScheduleA id={id} />}</WithFormId>;
}

function ScheduleA({ id }: { id: string }) {
  const q = useQuery({
    queryKey: returnKey(id, 'schedule-a'),
    queryFn: () => api.get<ScheduleARecord[]>(`/api/schedule_a/by-form/${id}`),
  });
  const [edit, setEdit] = useState<ScheduleARecord | null>(null);
  const [confirm, setConfirm] = useState<ScheduleARecord | null>(null);
  const [formKey, setFormKey] = useState(0);
  const status = useSaveStatus();
  const create = useSaveReturn<ScheduleAOut, Saved>(id, 'post', '/api/schedule_a');
  const update = useSaveReturn<ScheduleAOut & { aId: number; version: number }, Saved>(
    id,
    'put',
    (b) => `/api/schedule_a/${b.aId}`,
  );
  const remove = useSaveReturn<number, Saved>(
    id,
    'delete',
    (aId) => `/api/schedule_a/${aId}?form1040_id=${id}`,
  );
  if (q.isPending) return <PageLoader />;
  if (q.isError)
    return (
      <LoadFailed error={q.error} message="Failed to load Schedule A records." onRetry={() => q.refetch()} />
    );

  const save = async (v: ScheduleAOut) => {
    status.clear();
    try {
      const res = edit
        ? await update.mutateAsync({ ...v, aId: edit.id, version: edit.version })
        : await create.mutateAsync(v);
      status.succeed(res.message);
      setEdit(null);
      setFormKey((k) => k + 1);
    } catch (e) {
      status.fail(e, 'Failed to submit Schedule A. Please try again.');
      throw e;
    }
  };
  const del = async () => {
    if (!confirm) return;
    status.clear();
    try {
      const res = await remove.mutateAsync(confirm.id);
      if (edit?.id === confirm.id) setEdit(null);
      status.succeed(res.message);
    } catch (e) {
      status.fail(e, 'Failed to delete. Please try again.');
    }
    setConfirm(null);
  };

  return (
    <WizardCard
      title="Schedule A (Itemized Deductions)"
      description="Several records are added together line by line."
      wide
    >
      <Stack gap="md">
        {q.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No Schedule A yet.
          </Text>
        ) : (
          <Table withTableBorder striped>
            <Table.Caption>Schedule A records</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Record</Table.Th>
                <Table.Th ta="right">Medical</Table.Th>
                <Table.Th ta="right">Gifts by cash</Table.Th>
                <Table.Th ta="right">Mortgage interest (1098)</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {q.data.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>Schedule A #{r.id}</Table.Td>
                  <Table.Td ta="right">{formatUsd((r.medical_expenses as string) ?? '0')}</Table.Td>
                  <Table.Td ta="right">{formatUsd((r.gifts_by_cash as string) ?? '0')}</Table.Td>
                  <Table.Td ta="right">{formatUsd((r.mortgage_interest_1098 as string) ?? '0')}</Table.Td>
                  <Table.Td>
                    <RowActions
                      name={`Schedule A #${r.id}`}
                      onEdit={() => setEdit(r)}
                      onDelete={() => setConfirm(r)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <SaveStatusAlerts status={status} onReload={() => void q.refetch().then(() => setEdit(null))} />
        <ScheduleAForm
          key={edit ? `edit-${edit.id}` : `new-${formKey}`}
          initial={toScheduleAValues(edit, id)}
          editing={edit !== null}
          saving={create.isPending || update.isPending}
          status={status}
          onSave={save}
          onCancel={() => setEdit(null)}
        />
      </Stack>
      <ConfirmDialog
        opened={confirm !== null}
        title="Delete Schedule A"
        message={confirm ? `Delete Schedule A #${confirm.id}? This cannot be undone.` : ''}
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onConfirm={del}
        onCancel={() => setConfirm(null)}
      />
    </WizardCard>
  );
}
