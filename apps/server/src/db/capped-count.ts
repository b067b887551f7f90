import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LIST_COUNT_CAP } from '@taxprep/contracts';
import type { Db } from './client';
import { preparedStatement } from './prepared';

export interface ListTotal {
  total: number;
  total_capped: boolean;
}

/** The lists whose totals migration 0013 stamps: the dashboard's returns, the users, All forms. */
export type StampedList = 'returns' | 'users' | 'forms';

/**
 * How many rows `from` (a FROM … WHERE … clause over `list`'s table) holds, counted up to
 * LIST_COUNT_CAP: an exact count of 100,000 matches would read them all on every page view, and
 * past the cap the list says "10,000+". Stopping one row after the cap tells "exactly 10,000" from
 * "more".
 *
 * A total is remembered with the list's stamp, read in the same statement (one snapshot), and
 * reused while the stamp has not moved: then nothing the total counts has changed, in this process
 * or any other (migration 0013). A search matching 10,000 returns costs a stamp lookup instead of
 * visiting 10,000 rows on every page view.
 */
export async function cappedCount(db: Db, list: StampedList, from: SQL): Promise<ListTotal> {
  const counted = sql`select count(*)::int from (select 1 from ${from} limit ${LIST_COUNT_CAP + 1}) c`;
  const key = keyOf(counted);
  const memory = memoryOf(db);
  const known = memory.get(key);
  if (known?.capped && known.until > Date.now()) return CAPPED;
  if (known) {
    const r = await readStamp(db, [list]);
    if (Number(r[0]?.stamp) === known.stamp) return totalOf(known);
  }
  const r = await rowsOf<{ n: number | string; stamp: number | string }>(
    db,
    sql`select (${counted}) as n, (select stamp from list_stamps where list = ${list}) as stamp`,
  );
  const n = Number(r[0]?.n ?? 0);
  const capped = n > LIST_COUNT_CAP;
  memory.delete(key);
  if (memory.size >= MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
  const entry = { n, capped, stamp: Number(r[0]?.stamp), until: Date.now() + CAPPED_MEMORY_MS };
  memory.set(key, entry);
  return totalOf(entry);
}

interface Known {
  n: number;
  capped: boolean;
  stamp: number;
  /** Until when a total past the cap is trusted without looking at the stamp. */
  until: number;
}

/** Every list view with a remembered total runs this: prepared once. */
const readStamp = preparedStatement<{ stamp: number | string }>(
  'read_list_stamp',
  'select stamp from list_stamps where list = $1::text',
);

const CAPPED: ListTotal = { total: LIST_COUNT_CAP, total_capped: true };
const totalOf = (k: Known): ListTotal => (k.capped ? CAPPED : { total: k.n, total_capped: false });

/**
 * A total found past the cap is trusted for this long even if the stamp moves (per process and
 * database): in a busy season the stamps move all the time, and a list that big does not drop under
 * 10,000 from one second to the next. A total under the cap is only reused while its stamp stays.
 */
export const CAPPED_MEMORY_MS = 2_000;
const MEMORY_ENTRIES = 1_000;
const memories = new WeakMap<Db, Map<string, Known>>();
const dialect = new PgDialect();

function memoryOf(db: Db): Map<string, Known> {
  let m = memories.get(db);
  if (!m) memories.set(db, (m = new Map()));
  return m;
}

function keyOf(query: SQL): string {
  const q = dialect.sqlToQuery(query);
  return `${q.sql}\u0000${JSON.stringify(q.params)}`;
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
