import { describe, expect, it } from 'vitest';
import { buildListQuery, DEFAULT_QUERY, isFiltered, nextSort } from './query';

describe('list query', () => {
  it('sends only sort and paging by default', () => {
    expect(buildListQuery(DEFAULT_QUERY)).toBe('sort=created_at&order=desc&page=1&page_size=10');
    expect(isFiltered(DEFAULT_QUERY)).toBe(false);
  });

  it('adds the trimmed search, the status unless All, and the year', () => {
    const q = {
      ...DEFAULT_QUERY,
      search: '  Smith & Co ',
      status: 'Accepted' as const,
      year: '2024',
      page: 3,
    };
    const params = new URLSearchParams(buildListQuery(q));
    expect(params.get('search')).toBe('Smith & Co');
    expect(params.get('status')).toBe('Accepted');
    expect(params.get('year')).toBe('2024');
    expect(params.get('page')).toBe('3');
    expect(isFiltered(q)).toBe(true);
    expect(buildListQuery({ ...DEFAULT_QUERY, search: '   ' })).not.toContain('search');
  });

  it('flips the order on the sorted column and starts names ascending, amounts descending', () => {
    expect(nextSort(DEFAULT_QUERY, 'created_at')).toEqual({ sort: 'created_at', order: 'asc', page: 1 });
    expect(nextSort(DEFAULT_QUERY, 'last_name')).toEqual({ sort: 'last_name', order: 'asc', page: 1 });
    expect(nextSort(DEFAULT_QUERY, 'refund_amount')).toEqual({
      sort: 'refund_amount',
      order: 'desc',
      page: 1,
    });
  });
});
