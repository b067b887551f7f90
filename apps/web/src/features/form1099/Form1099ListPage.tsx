import { useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatUsd } from '@taxprep/contracts';
import { errorText } from '../../api/client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormAlert } from '../../ui/FormAlert';
import { usePageTitle } from '../../ui/usePageTitle';
import { useSessionUser } from '../../shared/sessionUser';
import { useDeleteForm1099, useForm1099List, type Form1099Row } from './api';

const TITLE = 'Submitted Form 1099s';
const money = (v: string | null) => (v === null || v === undefined ? '—' : formatUsd(v));

/** /form1099/list: the user's 1099s (all of them for preparers); administrators may delete. */
export function Form1099ListPage() {
  usePageTitle(TITLE);
  const { role } = useSessionUser();
  const list = useForm1099List();
  const remove = useDeleteForm1099();
  const [target, setTarget] = useState<Form1099Row | null>(null);
  const [error, setError] = useState<string | null>(null);
  const staff = role !== 'user';
  const isAdmin = role === 'admin';

  const confirmDelete = async () => {
    if (!target) return;
    setError(null);
    try {
      await remove.mutateAsync(target);
      notifications.show({ color: 'green', message: 'Form 1099 deleted.' });
    } catch (err) {
      setError(errorText(err, 'Error deleting form.'));
    } finally {
      setTarget(null);
    }
  };

  let body: ReactNode;
  if (list.isPending)
    body = (
      <Group justify="center" p="xl" role="status">
        <Loader aria-label="Loading Form 1099s…" />
      </Group>
    );
  else if (list.isError) body = <FormAlert message="Failed to load Form 1099s." />;
  else if (list.data.length === 0)
    body = (
      <Paper withBorder p="xl" radius="md">
        <Text ta="center">No Form 1099s have been submitted yet.</Text>
      </Paper>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={800}>
        <Table striped aria-label={TITLE}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Form 1040</Table.Th>
              {staff && <Table.Th>Username</Table.Th>}
              <Table.Th>Payer</Table.Th>
              <Table.Th>Recipient</Table.Th>
              <Table.Th>TIN</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Federal tax withheld</Table.Th>
              <Table.Th>Notes</Table.Th>
              {isAdmin && <Table.Th>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.id}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/my-forms/${r.form1040_id}`}>
                    #{r.form1040_id}
                  </Anchor>
                </Table.Td>
                {staff && <Table.Td>{r.username}</Table.Td>}
                <Table.Td>{r.payer_name}</Table.Td>
                <Table.Td>{r.recipient_name}</Table.Td>
                <Table.Td>{r.tin}</Table.Td>
                <Table.Td>{money(r.amount)}</Table.Td>
                <Table.Td>{money(r.federal_tax_withheld)}</Table.Td>
                <Table.Td>{r.notes || '—'}</Table.Td>
                {isAdmin && (
                  <Table.Td>
                    <Tooltip label="Delete">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete Form 1099 #${r.id}`}
                        onClick={() => setTarget(r)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {TITLE}
        </Title>
        <Button component={Link} to="/form1099" leftSection={<IconPlus size={16} aria-hidden />}>
          New Form 1099
        </Button>
      </Group>
      <FormAlert message={error} />
      {body}
      <ConfirmDialog
        opened={target !== null}
        title="Delete Form 1099"
        message={`Delete Form 1099 #${target?.id ?? ''} from ${target?.payer_name ?? ''}? This cannot be undone.`}
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setTarget(null)}
      />
    </Stack>
  );
}
