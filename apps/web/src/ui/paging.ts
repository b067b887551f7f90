import { useState } from 'react';

/**
 * How many pages a list has. Past the server's count cap the total is a lower bound, so there is
 * always a next page.
 */
export function pageCount(total: number, perPage: number, page: number, capped = false): number {
  const counted = Math.max(1, Math.ceil(total / perPage));
  return capped ? Math.max(counted, page + 1) : counted;
}

/** A list's page and page size; a new size starts again at page 1. */
export function usePaging(initialPerPage = 25) {
  const [page, setPage] = useState(1);
  const [perPage, setSize] = useState(initialPerPage);
  const setPerPage = (size: number) => {
    setSize(size);
    setPage(1);
  };
  return { page, setPage, perPage, setPerPage };
}

/** A list's sort column and direction: a click on the sorted column turns it round, `onChange` follows. */
export function useSort<K extends string>(initial: K, initialDir: 'asc' | 'desc', onChange: () => void) {
  const [sort, setSort] = useState<K>(initial);
  const [dir, setDir] = useState(initialDir);
  const sortBy = (key: K) => {
    setDir(sort === key && dir === 'asc' ? 'desc' : 'asc');
    setSort(key);
    onChange();
  };
  return { sort, dir, sortBy };
}
