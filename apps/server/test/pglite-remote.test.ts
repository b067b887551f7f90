// The embedded database on its worker thread (src/db/pglite-remote.ts, pglite-worker.mjs): what the
// server relies on from PGlite must hold across the thread boundary. Runs a PGlite of its own, in
// memory, whichever database the other API tests use.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { isUniqueViolation } from '../src/db/errors';
import { RemotePGlite } from '../src/db/pglite-remote';
import { users } from '../src/db/schema';

let db: RemotePGlite;

beforeAll(async () => {
  db = await RemotePGlite.open(null);
  await db.query('create table t (id int primary key, note text, at timestamptz, n numeric)');
});
afterAll(() => db.close());

const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from t')).rows[0]!.n;

describe('RemotePGlite', () => {
  it('answers with rows, fields and PGlite’s own value types', async () => {
    await db.query('insert into t values ($1, $2, $3, $4)', [1, 'one', '2024-04-15T12:00:00Z', '12.50']);
    const r = await db.query<{ id: number; note: string; at: Date; n: string }>(
      'select * from t where id = $1',
      [1],
    );
    expect(r.rows).toEqual([{ id: 1, note: 'one', at: new Date('2024-04-15T12:00:00Z'), n: '12.50' }]);
    expect(r.fields.map((f) => f.name)).toEqual(['id', 'note', 'at', 'n']);
    const arrays = await db.query('select id, note from t', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'one']]);
    await db.query('delete from t');
  });

  it('runs the caller’s parsers on this thread, on the types they name only', async () => {
    await db.query('insert into t values (2, null, $1, 3)', ['2024-01-01T00:00:00Z']);
    const seen: number[] = [];
    const r = await db.query('select id, at, note from t', [], {
      parsers: { 1184: (value, oid) => (seen.push(oid), `raw:${value}`) },
    });
    // PostgreSQL's own text of the timestamptz, untouched by PGlite's Date parser; null stays null.
    expect(r.rows).toEqual([{ id: 2, at: 'raw:2024-01-01 00:00:00+00', note: null }]);
    expect(seen).toEqual([1184]);
    await db.query('delete from t');
  });

  it('commits a transaction whose callback returns, and rolls back one that throws', async () => {
    const value = await db.transaction(async (tx) => {
      await tx.query('insert into t (id) values (10)');
      await tx.query('insert into t (id) values (11)');
      return 'done';
    });
    expect(value).toBe('done');
    expect(await count()).toBe(2);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t (id) values (12)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count()).toBe(2);
    await db.query('delete from t');
  });

  it('holds other statements back until an open transaction ends, as PGlite does in one thread', async () => {
    let outside: Promise<number> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('insert into t (id) values (20)');
      // Sent while the transaction is open: it must not see, or join, the uncommitted row's transaction.
      outside = count();
      await new Promise((r) => setTimeout(r, 50));
      await tx.query('insert into t (id) values (21)');
    });
    expect(await outside).toBe(2);
    await db.query('delete from t');
  });

  it('gives PostgreSQL’s error fields, so a unique violation is recognised', async () => {
    await db.query('insert into t (id) values (30)');
    const err = await db.query('insert into t (id) values (30)').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ code: '23505', constraint: 't_pkey' });
    expect((err as Error).message).toMatch(/duplicate key/);
    expect(isUniqueViolation(err)).toBe(true);
    // The connection is usable afterwards, in and out of transactions.
    await expect(db.transaction((tx) => tx.query('insert into t (id) values (30)'))).rejects.toMatchObject({
      code: '23505',
    });
    expect(await count()).toBe(1);
    await db.query('delete from t');
  });

  it('runs several statements with exec', async () => {
    const results = await db.exec('insert into t (id) values (40); select count(*)::int as n from t;');
    expect(results.at(-1)!.rows).toEqual([{ n: 1 }]);
    await db.query('delete from t');
  });
});

describe('the embedded database through drizzle', () => {
  let dir: string;
  let database: Database;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-remote-'));
    database = await openDatabase({ dataDir: dir });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps what a committed transaction wrote, through a close and a reopen of the folder', async () => {
    await database.db.transaction(async (tx) => {
      await tx
        .insert(users)
        .values({ username: 'kept', email: 'kept@example.com', passwordHash: 'x', role: 'user' });
      // A nested transaction is a savepoint: its failure leaves the outer one's row.
      await expect(
        tx.transaction(async (inner) => {
          await inner
            .insert(users)
            .values({ username: 'dropped', email: 'd@example.com', passwordHash: 'x', role: 'user' });
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
    });
    await database.close();
    database = await openDatabase({ dataDir: dir });
    const names = (await database.db.select({ u: users.username }).from(users)).map((r) => r.u);
    expect(names).toEqual(['kept']);
  });

  it('says which folder could not be opened, instead of waiting forever', async () => {
    const file = path.join(dir, 'not-a-folder');
    fs.writeFileSync(file, 'a file where the data folder should be');
    await expect(RemotePGlite.open(file)).rejects.toThrow(
      `The embedded database in ${file} could not be opened:`,
    );
  });

  it('reports a stopped database clearly instead of waiting forever', async () => {
    const other = await RemotePGlite.open(null);
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow('The embedded database stopped: it was closed.');
  });
});

// The worker keeps each statement that reads or writes rows as a named prepared statement of
// PGlite's one session, parsed once (pglite-worker.mjs): pg_prepared_statements shows them.
describe('statements parsed once in the worker', () => {
  const kept = async (text: string) =>
    (
      await db.query<{ n: number }>(
        'select count(*)::int as n from pg_prepared_statements where statement = $1',
        [text],
      )
    ).rows[0]!.n;

  it('parses a statement once and runs it with each call’s values', async () => {
    const text = 'select $1::int + 1 as next, $2::text as note';
    expect((await db.query(text, [1, 'a'])).rows).toEqual([{ next: 2, note: 'a' }]);
    expect((await db.query(text, [41, null])).rows).toEqual([{ next: 42, note: null }]);
    expect(await kept(text)).toBe(1);
  });

  it('sends values as PGlite’s query() would: dates, JSON, booleans, arrays and null', async () => {
    const text =
      'select $1::timestamptz as at, $2::jsonb as doc, $3::boolean as yes, $4::int[] as ids, $5::text as none';
    const r = await db.query(text, [new Date('2024-04-15T12:00:00Z'), { a: [1, 'x'] }, true, [3, 4], null]);
    expect(r.rows).toEqual([
      { at: new Date('2024-04-15T12:00:00Z'), doc: { a: [1, 'x'] }, yes: true, ids: [3, 4], none: null },
    ]);
  });

  it('keeps at most 200 statements, closing the least recently used', async () => {
    for (let i = 0; i < 230; i++) await db.query(`select $1::int + ${i} as n`, [i]);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
    expect(rows[0]!.n).toBeLessThanOrEqual(200);
    expect(await kept('select $1::int + 0 as n')).toBe(0);
    expect(await kept('select $1::int + 229 as n')).toBe(1);
  });

  it('follows a change of the table under a kept statement', async () => {
    await db.query('create table shape (id int)');
    await db.query('insert into shape values (1)');
    const text = 'select * from shape where id = $1';
    expect((await db.query(text, [1])).rows).toEqual([{ id: 1 }]);
    await db.query('alter table shape add column label text default $$new$$');
    expect((await db.query(text, [1])).rows).toEqual([{ id: 1, label: 'new' }]);
  });

  it('reports a statement that cannot be parsed, keeps nothing of it, and goes on', async () => {
    await expect(db.query('select from where $1', [1])).rejects.toMatchObject({ code: '42601' });
    expect(await kept('select from where $1')).toBe(0);
    expect((await db.query('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
  });

  it('runs a transaction’s statements in it: its own writes seen, undone by a rollback', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t (id, note) values ($1, $2)', [30, 'inside']);
        const seen = await tx.query('select note from t where id = $1', [30]);
        expect(seen.rows).toEqual([{ note: 'inside' }]);
        // A failing statement in the transaction, then the rollback.
        await tx.query('insert into t (id) values ($1)', [30]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await db.query('select note from t where id = $1', [30])).rows).toEqual([]);
    expect(await count()).toBe(0);
  });
});
