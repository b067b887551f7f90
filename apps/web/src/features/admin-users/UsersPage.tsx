import { useState } from 'react';
import { Anchor, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import {
  ADMIN_USER_MSG,
  ADMIN_USER_PAGE_SIZES,
  listTotalLabel,
  ROLE_LABELS,
  userStatusLabel,
  type AdminUser,
  type AdminUserSort,
} from '@taxprep/contracts';
import { errorText } from '../../api/client';
import { useSessionUser } from '../../shared/sessionUser';
import { FormAlert } from '../../ui/FormAlert';
import { formatDate } from '../../ui/formatDate';
import { LoadFailedBlock, LoadingBlock } from '../../ui/LoadState';
import { Pill } from '../../ui/Pill';
import { pageCount, usePaging, useSort } from '../../ui/paging';
import { RowsPerPageSelect } from '../../ui/RowsPerPageSelect';
import { SearchField } from '../../ui/SearchField';
import { SortableHead } from '../../ui/TableHead';
import { usePageTitle } from '../../ui/usePageTitle';
import { queryString, useUsers, useUserAction, type UserAction } from './api';
import { ConfirmUserAction } from './ConfirmUserAction';
import { UserRowActions } from './UserRowActions';

const COLUMNS: { key: AdminUserSort; label: string }[] = [
  { key: 'id', label: 'ID' },
  { key: 'username', label: 'Username' },
  { key: 'email', label: 'Email' },
  { key: 'role', label: 'Role' },
  { key: 'status', label: 'Status' },
  { key: 'created_at', label: 'Joined' },
];

const FAILED: Record<UserAction['kind'], string> = {
  role: ADMIN_USER_MSG.roleFailed,
  status: ADMIN_USER_MSG.statusFailed,
  delete: ADMIN_USER_MSG.deleteFailed,
};

/** /admin/users (administrators and preparers): the user list with its actions and CSV export. */
export function UsersPage() {
  usePageTitle('Manage Users');
  const me = useSessionUser();
  const [searchInput, setSearchInput] = useState('');
  const [q] = useDebouncedValue(searchInput.trim(), 250);
  const { page, setPage, perPage, setPerPage } = usePaging();
  const { sort, dir, sortBy } = useSort<AdminUserSort>('id', 'asc', () => setPage(1));
  const users = useUsers({ q, sort, dir, page, perPage });
  const action = useUserAction();
  const [pending, setPending] = useState<{ action: UserAction; user: AdminUser } | null>(null);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const run = async () => {
    if (!pending) return;
    const a = pending.action;
    try {
      const r = await action.mutateAsync(a);
      setResult({ kind: 'success', text: r.message });
      notifications.show({ color: 'green', message: r.message });
    } catch (err) {
      setResult({ kind: 'error', text: `${FAILED[a.kind]} ${errorText(err, '')}`.trim() });
    } finally {
      setPending(null);
    }
  };

  const data = users.data;
  const pages = data ? pageCount(data.total, data.per_page, page, data.total_capped) : 1;
  const csvHref = `/api/admin/users.csv?${queryString({ q, sort, dir })}`;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Manage Users
      </Title>
      <Group justify="space-between" align="end">
        <SearchField
          label="Search users"
          placeholder="Username or email"
          value={searchInput}
          onValue={(v) => {
            setSearchInput(v);
            setPage(1);
          }}
          w={320}
        />
        <Group align="end">
          <RowsPerPageSelect sizes={ADMIN_USER_PAGE_SIZES} value={perPage} onChange={setPerPage} />
          <Anchor href={csvHref} download="users.csv" fw={600}>
            <Group gap={4} wrap="nowrap">
              <IconDownload size={16} aria-hidden />
              Export CSV
            </Group>
          </Anchor>
        </Group>
      </Group>
      <FormAlert message={result?.text} kind={result?.kind} />
      {users.isPending ? (
        <LoadingBlock label="Loading users" />
      ) : users.isError || !data ? (
        <LoadFailedBlock
          message={errorText(users.error, ADMIN_USER_MSG.loadFailed)}
          onRetry={() => void users.refetch()}
        />
      ) : (
        <>
          <Table.ScrollContainer minWidth={900}>
            <Table striped withTableBorder>
              <Table.Caption>
                {listTotalLabel(data.total, data.total_capped)} user{data.total === 1 ? '' : 's'}; preparers
                waiting for approval are listed first
              </Table.Caption>
              <SortableHead columns={COLUMNS} sort={sort} dir={dir} onSort={sortBy} />
              <Table.Tbody>
                {data.users.map((u) => (
                  <Table.Tr key={u.id}>
                    <Table.Td>{u.id}</Table.Td>
                    <Table.Td>{u.username}</Table.Td>
                    <Table.Td>{u.email}</Table.Td>
                    <Table.Td>{ROLE_LABELS[u.role]}</Table.Td>
                    <Table.Td>
                      <StatusBadge user={u} />
                    </Table.Td>
                    <Table.Td>{formatDate(u.created_at)}</Table.Td>
                    <Table.Td>
                      <UserRowActions
                        user={u}
                        selfId={me.id}
                        canApprove={me.role === 'admin'}
                        busy={action.isPending}
                        onAction={(a) => setPending({ action: a, user: u })}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {data.users.length === 0 && <Text c="dimmed">No users match.</Text>}
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
            />
          )}
        </>
      )}
      <ConfirmUserAction
        pending={pending}
        busy={action.isPending}
        canApprove={me.role === 'admin'}
        onConfirm={() => void run()}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}

function StatusBadge({ user }: { user: AdminUser }) {
  const tone = !user.is_active ? 'gray' : user.pending_approval ? 'yellow' : 'green';
  return <Pill tone={tone}>{userStatusLabel(user)}</Pill>;
}
