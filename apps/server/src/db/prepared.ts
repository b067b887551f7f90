import pg from 'pg';
import type { Db } from './client';

/**
 * A hot statement written once as SQL text and run by name: drizzle does not rebuild it on every
 * call, and PostgreSQL parses and plans it once per connection (a named prepared statement). On
 * PGlite it is a plain query, which the worker keeps parsed by its text as it does every statement
 * (pglite-worker.mjs). Values are positional ($1, $2, …).
 */
export function preparedStatement<Row>(name: string, text: string) {
  return async (db: Db, values: unknown[]): Promise<Row[]> => {
    const client = (db as unknown as { $client: unknown }).$client;
    if (client instanceof pg.Pool)
      return (await client.query<Row & pg.QueryResultRow>({ name, text, values })).rows;
    return (
      await (client as { query(text: string, values: unknown[]): Promise<{ rows: Row[] }> }).query(
        text,
        values,
      )
    ).rows;
  };
}
