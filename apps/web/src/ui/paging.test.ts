import { describe, expect, it } from 'vitest';
import { pageCount } from './paging';

describe('pageCount', () => {
  it('rounds up, and an empty list still has its one page', () => {
    expect(pageCount(0, 25, 1)).toBe(1);
    expect(pageCount(25, 25, 1)).toBe(1);
    expect(pageCount(26, 25, 1)).toBe(2); // 25 on page 1, 1 on page 2
  });

  it('past the count cap always offers the next page', () => {
    // 10,000 rows counted at 25 a page is 400 pages; on page 400 there may be more.
    expect(pageCount(10000, 25, 3, true)).toBe(400);
    expect(pageCount(10000, 25, 400, true)).toBe(401);
  });
});
