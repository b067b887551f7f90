import { sql, type SQL } from 'drizzle-orm';

/**
 * Up to this many matches, a search's page is sorted from the matches themselves; past it, read
 * along the sort's index.
 */
export const FEW_MATCHES = 1_000;

/**
 * One page of a searched list, in one statement whichever way is cheaper. A trigram search's
 * matches are hard to estimate: for "employer 42" (400 of 200,000 forms) the planner expected 2,000
 * and walked the date index, filtering 25,000 rows (17 ms) instead of fetching the 400 and sorting
 * them (3 ms). So up to FEW_MATCHES + 1 matches are fetched first; when that is all of them the page
 * is sorted from those, otherwise (a common term, whose matches come soon along any index) the
 * usual plan runs. The branch not taken is skipped by a one-time filter.
 *
 * `from` is the table with the alias `select`, `cond` and `order` use (the fetched matches take the
 * same alias, so the same expressions apply to them).
 */
export function searchedPage(q: {
  select: SQL;
  from: { table: SQL; alias: SQL };
  cond: SQL;
  order: SQL;
  limit: number;
  offset: number;
}): SQL {
  const { table, alias } = q.from;
  const page = sql`order by ${q.order} limit ${q.limit} offset ${q.offset}`;
  return sql`with m as materialized (select ${alias}.* from ${table} ${alias} where ${q.cond} limit ${FEW_MATCHES + 1})
    (select ${q.select} from m ${alias} where (select count(*) from m) <= ${FEW_MATCHES} ${page})
    union all
    (select ${q.select} from ${table} ${alias} where ${q.cond} and (select count(*) from m) > ${FEW_MATCHES} ${page})`;
}
