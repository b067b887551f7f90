import type { Db } from '../../src/db/client';

/** Counts the statements sent to the database (each one round trip) through `dbs` while `fn` runs. */
export async function countStatements(dbs: Db[], fn: () => Promise<unknown>): Promise<number> {
  type Client = { query: (...a: unknown[]) => unknown };
  const clients = dbs.map((db) => (db as unknown as { $client: Client }).$client);
  const originals = clients.map((c) => c.query);
  let n = 0;
  clients.forEach((client, i) => {
    client.query = function (this: unknown, ...a: unknown[]) {
      n += 1;
      return originals[i]!.apply(this, a);
    };
  });
  try {
    await fn();
  } finally {
    clients.forEach((client, i) => (client.query = originals[i]!));
  }
  return n;
}
