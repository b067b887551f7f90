import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { DEFAULT_QUERY, nextSort, type ListQuery, type SortKey } from './query';

export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The list controls' state. The search box updates at once; the query sent to the server follows
 * it 250 ms after the last keystroke.
 */
export function useListQuery(initial: Partial<ListQuery> = {}) {
  const [base, setBase] = useState<ListQuery>({ ...DEFAULT_QUERY, ...initial });
  const [searchInput, setSearchInput] = useState(base.search);
  const [search] = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const query: ListQuery = { ...base, search };

  return {
    query,
    searchInput,
    setSearch: (v: string) => {
      setSearchInput(v);
      setBase((q) => ({ ...q, page: 1 }));
    },
    update: (patch: Partial<Omit<ListQuery, 'search'>>) => setBase((q) => ({ ...q, page: 1, ...patch })),
    setPage: (page: number) => setBase((q) => ({ ...q, page })),
    sortBy: (key: SortKey) => setBase((q) => ({ ...q, ...nextSort(q, key) })),
    clearFilters: () => {
      setSearchInput('');
      setBase((q) => ({ ...q, status: 'All', year: '', page: 1 }));
    },
  };
}
export type ListQueryState = ReturnType<typeof useListQuery>;
