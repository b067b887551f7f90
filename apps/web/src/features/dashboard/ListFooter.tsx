import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { PAGE_SIZES } from './query';
import type { ListQueryState } from './useListQuery';

/** "Showing 1–10 of 23", the page buttons and the rows-per-page choice (10, 25, 50). */
export function ListFooter({ state, total }: { state: ListQueryState; total: number }) {
  const { query, update } = state;
  const pages = Math.max(1, Math.ceil(total / query.pageSize));
  const first = total === 0 ? 0 : (query.page - 1) * query.pageSize + 1;
  const last = Math.min(total, query.page * query.pageSize);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        Showing {first}–{last} of {total}
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
