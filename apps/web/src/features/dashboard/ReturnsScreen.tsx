import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../ui/usePageTitle';
import { useSessionUser } from '../../shared/sessionUser';
import { useReturns, type ReturnsSource } from './api';
import { EmptyResult } from './EmptyResult';
import { ListFooter } from './ListFooter';
import { ListToolbar } from './ListToolbar';
import { isFiltered } from './query';
import { ReturnActions } from './ReturnActions';
import { ReturnsTable } from './ReturnsTable';
import { StartNewFileButton } from './StartNewFileButton';
import { useListQuery } from './useListQuery';
import { useReturnCommands } from './useReturnCommands';
import { LoadFailedBlock, LoadingBlock } from '../../ui/LoadState';

export const LOAD_FAILED = 'Failed to load your returns.';

interface Props {
  title: string;
  source: ReturnsSource;
  description?: ReactNode;
  /** The return lists link each row to its details page. */
  showDetails?: boolean;
}

/** Title, Start New Tax File, filters, the returns table with its actions, and paging. */
export function ReturnsScreen({ title, source, description, showDetails }: Props) {
  usePageTitle(title);
  const { role } = useSessionUser();
  const staff = role !== 'user';
  const state = useListQuery();
  const { query } = state;
  const returns = useReturns(source, query);
  const commands = useReturnCommands();
  const data = returns.data;

  let body: ReactNode;
  if (returns.isPending) {
    body = <LoadingBlock label="Loading returns…" />;
  } else if (returns.isError && !data) {
    body = <LoadFailedBlock message={LOAD_FAILED} onRetry={() => void returns.refetch()} />;
  } else if (!data || data.rows.length === 0) {
    body = (
      <EmptyResult
        filtered={isFiltered(query)}
        onClear={state.clearFilters}
        emptyText={staff ? 'No tax returns have been started yet.' : 'You have no tax files yet.'}
      />
    );
  } else {
    body = (
      <ReturnsTable
        rows={data.rows}
        caption={title}
        showUsername={staff}
        query={query}
        onSort={state.sortBy}
        actions={(row) => (
          <ReturnActions
            row={row}
            showDetails={showDetails}
            onDownload={(kind) => commands.download(row.id, kind)}
            isDownloading={(kind) => commands.isDownloading(row.id, kind)}
            onSubmit={() => commands.requestSubmit(row.id)}
            submitting={commands.isSubmitting(row.id)}
            onDelete={role === 'admin' ? () => commands.requestDelete(row.id) : undefined}
            onReopen={role === 'admin' ? () => commands.requestReopen(row.id) : undefined}
          />
        )}
      />
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        <StartNewFileButton canCreate={data?.canCreate} pending={source === 'dashboard' && !data} />
      </Group>
      <ListToolbar state={state} />
      {commands.banner}
      <div aria-busy={returns.isFetching} style={{ opacity: returns.isPlaceholderData ? 0.6 : 1 }}>
        {body}
      </div>
      {data && data.total > 0 && <ListFooter state={state} total={data.total} capped={data.totalCapped} />}
      {commands.dialogs}
    </Stack>
  );
}
