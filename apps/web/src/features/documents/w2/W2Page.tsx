import { useState } from 'react';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatUsd, isMarried } from '@taxprep/contracts';
import { api } from '../../../api/client';
import { PageLoader } from '../../../ui/PageLoader';
import { SaveStatusAlerts } from '../../../ui/SaveStatusAlerts';
import { useSaveStatus } from '../../../ui/useSaveStatus';
import { returnKey, useSaveReturn, type Saved } from '../../wizard/api';
import { LoadFailed } from '../../wizard/LoadFailed';
import { useReturnInfo } from '../../wizard/returnInfo';
import { WithFormId } from '../../wizard/useFormId';
import { WizardCard } from '../../wizard/WizardCard';
import { toW2Values, W2Form, type W2Out, type W2Record } from './W2Form';
import { RowActions } from '../../../ui/RowActions';

export function W2Page() {
  return <WithFormId>{(id) => <W2s id={id} />}</WithFormId>;
}

function W2s({ id }: { id: string }) {
  const q = useQuery({
    queryKey: returnKey(id, 'w2'),
    queryFn: () => api.get<W2Record[]>(`/api/w2/list/${id}`),
  });
  const info = useReturnInfo(id);
  const [edit, setEdit] = useState<W2Record | null>(null);
  const status = useSaveStatus();
  const create = useSaveReturn<W2Out, Saved>(id, 'post', '/api/w2/add');
  const update = useSaveReturn<W2Out & { w2Id: number; version: number }, Saved>(
    id,
    'put',
    (b) => `/api/w2/edit/${b.w2Id}`,
  );
  const remove = useSaveReturn<number, Saved>(id, 'delete', (w2Id) => `/api/w2/${w2Id}`);
  if (q.isPending) return <PageLoader />;
  if (q.isError)
    return <LoadFailed error={q.error} message="Failed to load W-2s." onRetry={() => q.refetch()} />;

  const save = async (v: W2Out) => {
    status.clear();
    try {
      const body = { ...v, form1040_id: Number(id) };
      const res = edit
        ? await update.mutateAsync({ ...body, w2Id: edit.id, version: edit.version })
        : await create.mutateAsync(body);
      status.succeed(res.message);
      setEdit(null);
    } catch (e) {
      status.fail(e, 'Failed to submit W-2. Please try again.');
      throw e;
    }
  };
  const del = async (w: W2Record) => {
    status.clear();
    try {
      const res = await remove.mutateAsync(w.id);
      if (edit?.id === w.id) setEdit(null);
      status.succeed(res.message);
    } catch (e) {
      status.fail(e, 'Failed to delete. Please try again.');
    }
  };

  return (
    <WizardCard
      title="W-2 Wage and Tax Statements"
      description="Enter each W-2 exactly as your employer issued it."
      wide
    >
      <Stack gap="md">
        {q.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No W-2s entered yet.
          </Text>
        ) : (
          <Table withTableBorder striped>
            <Table.Caption>W-2s on this return</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Employer</Table.Th>
                <Table.Th ta="right">Wages (box 1)</Table.Th>
                <Table.Th ta="right">Federal tax withheld (box 2)</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {q.data.map((w) => (
                <Table.Tr key={w.id}>
                  <Table.Td>{w.employer_name}</Table.Td>
                  <Table.Td ta="right">{formatUsd(w.wages ?? '0')}</Table.Td>
                  <Table.Td ta="right">{formatUsd(w.federal_income_tax ?? '0')}</Table.Td>
                  <Table.Td>
                    <RowActions
                      name={String(w.employer_name)}
                      onEdit={() => setEdit(w)}
                      onDelete={() => del(w)}
                      busy={remove.isPending}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <SaveStatusAlerts status={status} onReload={() => void q.refetch().then(() => setEdit(null))} />
        <W2Form
          key={edit ? `edit-${edit.id}` : 'new'}
          initial={toW2Values(edit)}
          editing={edit !== null}
          saving={create.isPending || update.isPending}
          status={status}
          married={isMarried(info.data?.filing_status)}
          onSave={save}
          onCancel={() => setEdit(null)}
        />
        <Group justify="space-between">
          <Button component={Link} to={`/form1040/${id}/add-documents`} variant="default">
            Add other documents
          </Button>
          <Button component={Link} to={`/form1040/${id}/income`} variant="light">
            Next: income
          </Button>
        </Group>
      </Stack>
    </WizardCard>
  );
}
