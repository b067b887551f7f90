import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Group, Modal, Pagination, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  ADMIN_FORM_MSG,
  ADMIN_FORM_PAGE_SIZES,
  ADMIN_FORM_STATUSES,
  FORM_TYPES,
  listTotalLabel,
  type AdminFormRow,
  type AdminFormSort,
} from '@taxprep/contracts';
import { errorText } from '../../api/client';
import { useSessionUser } from '../../shared/sessionUser';
import { FormAlert } from '../../ui/FormAlert';
import { formatDate } from '../../ui/formatDate';
import { LoadFailedBlock, LoadingBlock } from '../../ui/LoadState';
import { moneyText } from '../../ui/money';
import { pageCount, usePaging, useSort } from '../../ui/paging';
import { RowsPerPageSelect } from '../../ui/RowsPerPageSelect';
import { SearchField } from '../../ui/SearchField';
import { SortableHead } from '../../ui/TableHead';
import { usePageTitle } from '../../ui/usePageTitle';
import { useDeleteForm, useForms } from './api';
import { detailPath } from './FormFrame';

const COLUMNS: { key: AdminFormSort; label: string }[] = [
  { key: 'type', label: 'Type' },
  { key: 'id', label: 'ID' },
  { key: 'username', label: 'User' },
  { key: 'name', label: 'Name' },
  { key: 'amount', label: 'Amount' },
  { key: 'tax', label: 'Tax' },
  { key: 'status', label: 'Status' },
  { key: 'created_at', label: 'Created' },
];

/** Every form type there is, named as a person reads it (the value is the stored type). */
const TYPE_OPTIONS = FORM_TYPES.map((t) => ({ value: t.value, label: `${t.label} (${t.value})` }));

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** /admin/forms (administrators and preparers): every form of every user. */

export function FormsPage() {
  usePageTitle('All Forms');
  const me = useSessionUser();
  const [searchInput, setSearchInput] = useState('');
  const [q] = useDebouncedValue(searchInput.trim(), 250);
  const [type, setType] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const { page, setPage, perPage, setPerPage } = usePaging();
  const { sort, dir, sortBy } = useSort<AdminFormSort>('created_at', 'desc', () => setPage(1));
  const forms = useForms({ q, type, status, sort, dir, page, perPage });
  const del = useDeleteForm();
  const [confirm, setConfirm] = useState<AdminFormRow | null>(null);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const runDelete = async () => {
    if (!confirm) return;
    try {
      const r = await del.mutateAsync({ type: confirm.type, id: confirm.id });
      setResult({ kind: 'success', text: r.message });
    } catch (err) {
      setResult({ kind: 'error', text: `${ADMIN_FORM_MSG.deleteFailed} ${errorText(err, '')}`.trim() });
    } finally {
      setConfirm(null);
    }
  };

  const data = forms.data;
  const pages = data ? pageCount(data.total, data.per_page, page, data.total_capped) : 1;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        All Forms
      </Title>
      <Group align="end">
        <SearchField
          label="Search forms"
          placeholder="Username or name"
          value={searchInput}
          onValue={(v) => {
            setSearchInput(v);
            setPage(1);
          }}
          w={280}
        />
        <Select
          label="Type"
          placeholder="All types"
          data={TYPE_OPTIONS}
          value={type}
          onChange={(v) => {
            setType(v);
            setPage(1);
          }}
          clearable
          searchable
          w={260}
        />
        <Select
          label="Status"
          placeholder="All statuses"
          data={[...ADMIN_FORM_STATUSES]}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          clearable
          w={160}
        />
        <RowsPerPageSelect sizes={ADMIN_FORM_PAGE_SIZES} value={perPage} onChange={setPerPage} />
      </Group>
      <FormAlert message={result?.text} kind={result?.kind} />
      {forms.isPending ? (
        <LoadingBlock label="Loading forms" />
      ) : forms.isError || !data ? (
        <LoadFailedBlock
          message={errorText(forms.error, ADMIN_FORM_MSG.loadFailed)}
          onRetry={() => void forms.refetch()}
        />
      ) : (
        <>
          <Table.ScrollContainer minWidth={1000}>
            <Table striped withTableBorder>
              <Table.Caption>
                {listTotalLabel(data.total, data.total_capped)} form{data.total === 1 ? '' : 's'}
              </Table.Caption>
              <SortableHead columns={COLUMNS} sort={sort} dir={dir} onSort={sortBy} />
              <Table.Tbody>
                {data.items.map((f) => (
                  <Table.Tr key={`${f.type}:${f.id}`}>
                    <Table.Td>{f.type}</Table.Td>
                    <Table.Td>{f.id}</Table.Td>
                    <Table.Td>{f.username}</Table.Td>
                    <Table.Td>{f.name}</Table.Td>
                    <Table.Td>{f.amount === null ? '' : moneyText(f.amount)}</Table.Td>
                    <Table.Td>{f.tax === null ? '' : moneyText(f.tax)}</Table.Td>
                    <Table.Td>{f.status}</Table.Td>
                    <Table.Td>{formatDate(f.created_at)}</Table.Td>
                    <Table.Td>
                      {/* The actions wrap (each kept whole) rather than push Delete off a 1280 px screen. */}
                      <Group gap="xs" wrap="wrap">
                        <Anchor component={Link} to={detailPath(f.type, f.id)} style={NO_WRAP}>
                          View
                        </Anchor>
                        <Anchor component={Link} to={`${detailPath(f.type, f.id)}/edit`} style={NO_WRAP}>
                          Edit basic info
                        </Anchor>
                        <Anchor
                          component={Link}
                          to={`${detailPath(f.type, f.id)}/add-federal`}
                          style={NO_WRAP}
                        >
                          Add federal forms
                        </Anchor>
                        {me.role === 'admin' && (
                          <Button
                            size="compact-sm"
                            variant="default"
                            c="red.9"
                            onClick={() => setConfirm(f)}
                            aria-label={`Delete ${f.type} ${f.id}`}
                          >
                            Delete
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {data.items.length === 0 && <Text c="dimmed">No forms match.</Text>}
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
        </>
      )}
      <Modal opened={confirm !== null} onClose={() => setConfirm(null)} title="Delete form?">
        <Stack>
          <Text>
            {confirm?.type === 'form1040'
              ? 'This deletes the return with all its documents. This cannot be undone.'
              : 'This deletes the document. This cannot be undone.'}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            <Button color="red" loading={del.isPending} onClick={() => void runDelete()}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
