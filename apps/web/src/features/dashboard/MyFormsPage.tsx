import type { ReactNode } from 'react';
import { Button, Stack, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../ui/formatDate';
import { usePageTitle } from '../../ui/usePageTitle';
import { useSessionUser } from '../../shared/sessionUser';
import { useReturns } from './api';
import { EmptyResult } from './EmptyResult';
import { ListFooter } from './ListFooter';
import { ListToolbar } from './ListToolbar';
import { isFiltered } from './query';
import { fullName } from '../../api/returnList';
import { ReturnsTable, type ReturnColumn } from './ReturnsTable';
import { useListQuery } from './useListQuery';
import { LoadFailedBlock, LoadingBlock } from '../../ui/LoadState';

const TITLE = 'My Forms';
export const FORMS_LOAD_FAILED = 'Failed to load your forms. Please log in again.';
const CREATED: ReturnColumn = { label: 'Created', sort: 'created_at', cell: (r) => formatDate(r.created_at) };

/** /my-forms: search, year filter, sortable columns, 10/25/50 rows per page, and View. */
export function MyFormsPage() {
  usePageTitle(TITLE);
  const { role } = useSessionUser();
  const state = useListQuery({ pageSize: 10 });
  const forms = useReturns('list', state.query);
  const data = forms.data;

  let body: ReactNode;
  if (forms.isPending) {
    body = <LoadingBlock label="Loading forms…" />;
  } else if (forms.isError && !data) {
    body = <LoadFailedBlock message={FORMS_LOAD_FAILED} onRetry={() => void forms.refetch()} />;
  } else if (!data || data.rows.length === 0) {
    body = (
      <EmptyResult
        filtered={isFiltered(state.query)}
        onClear={state.clearFilters}
        emptyText="You have no forms yet."
      />
    );
  } else {
    body = (
      <ReturnsTable
        rows={data.rows}
        caption={TITLE}
        showUsername={role !== 'user'}
        query={state.query}
        onSort={state.sortBy}
        extraColumns={[CREATED]}
        actions={(row) => (
          <Button
            component={Link}
            to={`/my-forms/${row.id}`}
            size="compact-sm"
            variant="light"
            leftSection={<IconEye size={14} aria-hidden />}
            aria-label={`View return #${row.id}${fullName(row) ? ` of ${fullName(row)}` : ''}`}
          >
            View
          </Button>
        )}
      />
    );
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {TITLE}
      </Title>
      <ListToolbar state={state} showStatus={false} />
      <div aria-busy={forms.isFetching} style={{ opacity: forms.isPlaceholderData ? 0.6 : 1 }}>
        {body}
      </div>
      {data && data.total > 0 && <ListFooter state={state} total={data.total} />}
    </Stack>
  );
}
