import { useState } from 'react';
import { Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_MSG, type AccessLogPage } from '@taxprep/contracts';
import { api, errorText } from '../../api/client';
import { LoadFailedBlock, LoadingBlock } from '../../ui/LoadState';
import { pageCount } from '../../ui/paging';
import { TableHead } from '../../ui/TableHead';
import { Timestamp } from '../../ui/Timestamp';

const PER_PAGE = 10;

/**
 * "Who accessed this return": every time a preparer or administrator opened or changed it (the
 * audit log's entries about it), so a filer can see who looked at their data.
 */
export function AccessLogSection({ id }: { id: string }) {
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: ['access-log', id, page],
    queryFn: ({ signal }) =>
      api.get<AccessLogPage>(
        `/api/form1040/${encodeURIComponent(id)}/access-log?page=${page}&per_page=${PER_PAGE}`,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
  const data = log.data;
  const pages = data ? pageCount(data.total, data.per_page, page, data.total_capped) : 1;

  return (
    <section aria-labelledby="details-access">
      <Title order={2} size="h4" id="details-access" mb="xs">
        Who accessed this return
      </Title>
      {log.isPending ? (
        <LoadingBlock label="Loading who accessed this return" />
      ) : log.isError || !data ? (
        <LoadFailedBlock
          message={errorText(log.error, AUDIT_MSG.accessLoadFailed)}
          onRetry={() => void log.refetch()}
        />
      ) : data.items.length === 0 ? (
        <Text c="dimmed">{AUDIT_MSG.noAccess}</Text>
      ) : (
        <Stack gap="xs">
          <Table striped withTableBorder>
            <Table.Caption>Preparers and administrators who opened or changed it, newest first</Table.Caption>
            <TableHead columns={['When', 'Who', 'Role', 'What']} />
            <Table.Tbody>
              {data.items.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Timestamp iso={r.created_at} seconds={false} />
                  </Table.Td>
                  <Table.Td>{r.username ?? 'Deleted account'}</Table.Td>
                  <Table.Td>{r.role_label}</Table.Td>
                  <Table.Td>{r.action_label}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              size="sm"
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          )}
        </Stack>
      )}
    </section>
  );
}
