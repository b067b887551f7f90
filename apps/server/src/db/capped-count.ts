import { sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@taxprep/contracts';
import type { Db } from './client';

export interface ListTotal {
  total: number;
  total_capped: boolean;
}

/**
 * How many rows `from` (a FROM … WHERE … clause) holds, counted up to LIST_COUNT_CAP: an exact count
 * of 100,000 matches would read them all on every page view, and past the cap the list says
 * "10,000+" instead. Stopping one row after the cap tells "exactly 10,000" from "more".
 */
export async function cappedCount(db: Db, from: SQL): Promise<ListTotal> {
  const r = (await db.execute(
    sql`select count(*)::int as n from (select 1 from ${from} limit ${LIST_COUNT_CAP + 1}) c`,
  )) as unknown as { rows: { n: number | string }[] };
  const n = Number(r.rows[0]?.n ?? 0);
  return n > LIST_COUNT_CAP
    ? { total: LIST_COUNT_CAP, total_capped: true }
    : { total: n, total_capped: false };
}
