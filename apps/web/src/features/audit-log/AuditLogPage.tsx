import { useState } from 'react';
import {
  Alert,
  Anchor,
  Autocomplete,
  Button,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  AUDIT_ACTIONS,
  AUDIT_MSG,
  AUDIT_PAGE_SIZES,
  MAX_ID,
  ROLE_LABELS,
  type AuditRow,
} from '@taxprep/contracts';
import { errorText } from '../../api/client';
import { useSessionUser } from '../../shared/sessionUser';
import { FormAlert } from '../../ui/FormAlert';
import { LoadFailedBlock, LoadingBlock } from '../../ui/LoadState';
import { pageCount, usePaging } from '../../ui/paging';
import { RowsPerPageSelect } from '../../ui/RowsPerPageSelect';
import { SearchField } from '../../ui/SearchField';
import { TableHead } from '../../ui/TableHead';
import { Timestamp } from '../../ui/Timestamp';
import { usePageTitle } from '../../ui/usePageTitle';
import { downloadAuditCsv, useAuditLog, type AuditFilterValues } from './api';

const TITLE = 'Audit Log';
const EMPTY: AuditFilterValues = { actor: '', returnId: '', action: '', from: '', to: '' };
const COLUMNS = ['Time', 'User', 'Action', 'Target', 'Return', 'Owner', 'Detail'];

/** Field messages for filters the server would refuse; nothing is sent while one stands. */
function filterErrors(f: AuditFilterValues): Partial<Record<keyof AuditFilterValues, string>> {
  const e: Partial<Record<keyof AuditFilterValues, string>> = {};
  if (
    f.returnId &&
    (!/^[0-9]{1,10}$/.test(f.returnId) || Number(f.returnId) < 1 || Number(f.returnId) > MAX_ID)
  )
    e.returnId = AUDIT_MSG.returnId;
  if (f.action && !/^[a-z0-9_.]{1,60}$/.test(f.action)) e.action = AUDIT_MSG.badAction;
  if (f.from && f.to && f.from > f.to) e.to = AUDIT_MSG.dateOrder;
  return e;
}

function Actor({ row }: { row: AuditRow }) {
  if (!row.actor_username)
    return <Text c="dimmed">{row.actor_id === null ? 'Deleted account' : `User #${row.actor_id}`}</Text>;
  return (
    <>
      <Text size="sm">{row.actor_username}</Text>
      {row.actor_role && (
        <Text size="xs" c="dimmed">
          {ROLE_LABELS[row.actor_role]}
        </Text>
      )}
    </>
  );
}

/** /admin/audit (administrators): who read or changed which return and when, with CSV export. */
export function AuditLogPage() {
  usePageTitle(TITLE);
  const me = useSessionUser();
  if (me.role !== 'admin') {
    return (
      <Alert color="red" title="Unauthorized." role="alert" maw={720}>
        The audit log is for administrators.{' '}
        <Anchor component={Link} to="/dashboard">
          Back to the dashboard
        </Anchor>
      </Alert>
    );
  }
  return <AuditLog />;
}

function AuditLog() {
  const [input, setInput] = useState<AuditFilterValues>(EMPTY);
  const [filters] = useDebouncedValue(input, 250);
  const { page, setPage, perPage, setPerPage } = usePaging();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const errors = filterErrors(input);
  const valid = Object.keys(filterErrors(filters)).length === 0;
  const log = useAuditLog(filters, page, perPage, valid);

  const set = (key: keyof AuditFilterValues) => (value: string) => {
    setInput((f) => ({ ...f, [key]: value }));
    setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadAuditCsv(filters);
    } catch (err) {
      setExportError(`${AUDIT_MSG.exportFailed} ${errorText(err, '')}`.trim());
    } finally {
      setExporting(false);
    }
  };

  const data = log.data;
  const pages = data ? pageCount(data.total, data.per_page, page, data.total_capped) : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end">
        <Title order={1} size="h2">
          {TITLE}
        </Title>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exporting}
          disabled={!valid}
          onClick={() => void exportCsv()}
        >
          Export CSV
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        Every time a preparer or administrator opened or changed someone else&apos;s return, and every
        administrative action. Dates are your local days.
      </Text>
      <Group align="start" wrap="wrap">
        <SearchField
          label="User"
          description="Part of a username, or a user id"
          value={input.actor}
          onValue={set('actor')}
          w={220}
        />
        <TextInput
          label="Return ID"
          description="Form 1040 number"
          inputMode="numeric"
          value={input.returnId}
          maxLength={10}
          error={errors.returnId}
          onChange={(e) => set('returnId')(e.currentTarget.value.trim())}
          w={160}
        />
        <Autocomplete
          label="Action"
          description="For example form1040.read"
          data={[...AUDIT_ACTIONS]}
          value={input.action}
          error={errors.action}
          onChange={(v) => set('action')(v.trim())}
          maxLength={60}
          w={220}
        />
        <TextInput
          type="date"
          label="From"
          description="First day"
          value={input.from}
          onChange={(e) => set('from')(e.currentTarget.value)}
          w={170}
        />
        <TextInput
          type="date"
          label="To"
          description="Last day (included)"
          value={input.to}
          error={errors.to}
          onChange={(e) => set('to')(e.currentTarget.value)}
          w={170}
        />
        <RowsPerPageSelect
          sizes={AUDIT_PAGE_SIZES}
          value={perPage}
          onChange={setPerPage}
          description="Entries shown at once"
        />
      </Group>
      <FormAlert message={exportError} />
      {!data && log.isFetching ? (
        <LoadingBlock label="Loading the audit log" />
      ) : log.isError ? (
        <LoadFailedBlock
          message={errorText(log.error, AUDIT_MSG.loadFailed)}
          onRetry={() => void log.refetch()}
        />
      ) : !data ? null : (
        <>
          <Table.ScrollContainer minWidth={1000}>
            <Table striped withTableBorder>
              <Table.Caption>
                {data.total_capped
                  ? `More than ${data.total.toLocaleString('en-US')}`
                  : data.total.toLocaleString('en-US')}{' '}
                entr{data.total === 1 ? 'y' : 'ies'}, newest first
              </Table.Caption>
              <TableHead columns={COLUMNS} />
              <Table.Tbody>
                {data.items.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      <Timestamp iso={r.created_at} />
                    </Table.Td>
                    <Table.Td>
                      <Actor row={r} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{r.action_label}</Text>
                      <Text size="xs" c="dimmed">
                        {r.action}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {r.target_label}
                      {r.user_username ? ` (${r.user_username})` : ''}
                    </Table.Td>
                    <Table.Td>
                      {r.return_id !== null && (
                        <Anchor component={Link} to={`/my-forms/${r.return_id}`}>
                          #{r.return_id}
                        </Anchor>
                      )}
                    </Table.Td>
                    <Table.Td>{r.owner_username ?? ''}</Table.Td>
                    <Table.Td>{r.detail}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {data.items.length === 0 && <Text c="dimmed">{AUDIT_MSG.empty}</Text>}
          {data.total_capped && <Text size="sm">{AUDIT_MSG.capped}</Text>}
          {pages > 1 && (
            <Pagination total={pages} value={page} onChange={setPage} getControlProps={controlLabel} />
          )}
        </>
      )}
    </Stack>
  );
}

const controlLabel = (control: 'first' | 'previous' | 'last' | 'next') => ({
  'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page`,
});
