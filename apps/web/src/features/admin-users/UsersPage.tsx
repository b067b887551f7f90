import { useState } from 'react';
import { Anchor, Group, Pagination, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconSearch } from '@tabler/icons-react';
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
import { useSessionUser } from '../auth/sessionUser';
import { FormAlert } from '../../ui/FormAlert';
import { formatDate } from '../../ui/formatDate';
import { LoadFailedBlock, LoadingBlock } from '../../ui/LoadState';
import { Pill } from '../../ui/Pill';
import { SortableTh } from '../../ui/SortableTh';
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
  const [sort, setSort] = useState<AdminUserSort>('id');
  const [dir, setDir] = useState<'asc' | 'desc'>('asc');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const users = useUsers({ q, sort, dir, page, perPage });
  const action = useUserAction();
  const [pending, setPending] = useState<{ action: UserAction; user: AdminUser } | null>(null);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const sortBy = (key: AdminUserSort) => {
    setDir(sort === key && dir === 'asc' ? 'desc' : 'asc');
    setSort(key);
    setPage(1);
  };

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
  const counted = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  // Past the server's count cap the total is a lower bound: there is always a next page.
  const pages = data?.total_capped ? Math.max(counted, page + 1) : counted;
  const csvHref = `/api/admin/users.csv?${queryString({ q, sort, dir })}`;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Manage Users
      </Title>
      <Group justify="space-between" align="end">
        <TextInput
          label="Search users"
          placeholder="Username or email"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchInput}
          maxLength={100}
          onChange={(e) => {
            setSearchInput(e.currentTarget.value);
            setPage(1);
          }}
          w={320}
        />
        <Group align="end">
          <Select
            label="Rows per page"
            data={ADMIN_USER_PAGE_SIZES.map(String)}
            value={String(perPage)}
            onChange={(v) => {
              setPerPage(Number(v ?? 25));
              setPage(1);
            }}
            allowDeselect={false}
            w={130}
          />
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
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((c) => (
                    <SortableTh
                      key={c.key}
                      direction={sort === c.key ? dir : null}
                      onSort={() => sortBy(c.key)}
                    >
                      {c.label}
                    </SortableTh>
                  ))}
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
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
