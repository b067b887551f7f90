import type { DASHBOARD_SORTS } from '@taxprep/contracts';

export type SortKey = (typeof DASHBOARD_SORTS)[number];
export type SortOrder = 'asc' | 'desc';
export const STATUS_FILTERS = ['All', 'Pending', 'Accepted', 'Rejected'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const PAGE_SIZES = [10, 25, 50] as const;

/** What the list screens ask the server for; filtering, sorting and paging happen there. */
export interface ListQuery {
  search: string;
  status: StatusFilter;
  /** '' means every year. */
  year: string;
  sort: SortKey;
  order: SortOrder;
  page: number;
  pageSize: number;
}

export const DEFAULT_QUERY: ListQuery = {
  search: '',
  status: 'All',
  year: '',
  sort: 'created_at',
  order: 'desc',
  page: 1,
  pageSize: 10,
};

/** Only the parameters that narrow or order the list are sent; defaults stay out of the URL. */
export function buildListQuery(q: ListQuery): string {
  const params = new URLSearchParams();
  const search = q.search.trim();
  if (search) params.set('search', search);
  if (q.status !== 'All') params.set('status', q.status);
  if (q.year) params.set('year', q.year);
  params.set('sort', q.sort);
  params.set('order', q.order);
  params.set('page', String(q.page));
  params.set('page_size', String(q.pageSize));
  return params.toString();
}

export function isFiltered(q: ListQuery): boolean {
  return q.search.trim() !== '' || q.status !== 'All' || q.year !== '';
}

/** Clicking the sorted column flips the order; another column starts descending for amounts and dates. */
export function nextSort(q: ListQuery, key: SortKey): Pick<ListQuery, 'sort' | 'order' | 'page'> {
  if (q.sort === key) return { sort: key, order: q.order === 'asc' ? 'desc' : 'asc', page: 1 };
  const textual =
    key === 'last_name' || key === 'first_name' || key === 'username' || key === 'filing_status';
  return { sort: key, order: textual ? 'asc' : 'desc', page: 1 };
}
