import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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
  const counted = sql`select count(*)::int as n from (select 1 from ${from} limit ${LIST_COUNT_CAP + 1}) c`;
  const key = keyOf(counted);
  const memory = memoryOf(db);
  const until = memory.get(key);
  if (until !== undefined && until > Date.now()) return CAPPED;
  const r = (await db.execute(counted)) as unknown as { rows: { n: number | string }[] };
  const n = Number(r.rows[0]?.n ?? 0);
  if (n <= LIST_COUNT_CAP) {
    memory.delete(key);
    return { total: n, total_capped: false };
  }
  if (memory.size >= MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
  memory.set(key, Date.now() + CAPPED_MEMORY_MS);
  return CAPPED;
}

const CAPPED: ListTotal = { total: LIST_COUNT_CAP, total_capped: true };

/**
 * A total found past the cap is remembered for this long (per process and database): counting
 * 10,001 index entries costs a few milliseconds on every page view, and a list that big does not
 * drop under 10,000 from one second to the next. A total under the cap is always counted afresh.
 */
export const CAPPED_MEMORY_MS = 2_000;
const MEMORY_ENTRIES = 1_000;
const memories = new WeakMap<Db, Map<string, number>>();
const dialect = new PgDialect();

function memoryOf(db: Db): Map<string, number> {
  let m = memories.get(db);
  if (!m) memories.set(db, (m = new Map()));
  return m;
}

function keyOf(query: SQL): string {
  const q = dialect.sqlToQuery(query);
  return `${q.sql}\u0000${JSON.stringify(q.params)}`;
}
