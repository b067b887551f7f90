import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { listTotalLabel } from '@taxprep/contracts';
import { pageCount } from '../../ui/paging';
import { PAGE_SIZES } from './query';
import type { ListQueryState } from './useListQuery';

/**
 * "Showing 1–10 of 23", the page buttons and the rows-per-page choice (10, 25, 50). Past the
 * server's count cap the total is a lower bound ("of 10,000+") and there is always a next page.
 */
export function ListFooter({
  state,
  total,
  capped = false,
}: {
  state: ListQueryState;
  total: number;
  capped?: boolean;
}) {
  const { query, update } = state;
  const pages = pageCount(total, query.pageSize, query.page, capped);
  const first = total === 0 ? 0 : (query.page - 1) * query.pageSize + 1;
  const last = capped ? query.page * query.pageSize : Math.min(total, query.page * query.pageSize);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        Showing {first}–{last} of {listTotalLabel(total, capped)}
      </Text>
      <Group gap="sm" wrap="wrap">
        <NativeSelect
          label="Rows per page"
          value={String(query.pageSize)}
          onChange={(e) => update({ pageSize: Number(e.currentTarget.value) })}
          data={PAGE_SIZES.map(String)}
          size="xs"
          styles={{
            root: { display: 'flex', alignItems: 'center', gap: 8 },
            label: { whiteSpace: 'nowrap' },
          }}
        />
        {pages > 1 && (
          <Pagination
            total={pages}
            value={Math.min(query.page, pages)}
            onChange={(page) => state.setPage(page)}
            size="sm"
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
            })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        )}
      </Group>
    </Group>
  );
}
