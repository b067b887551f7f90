import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { serverPath } from '../paths';
import { RemotePGlite } from './pglite-remote';
import { syncListAmount } from './list-amount';
import type * as Schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = serverPath('drizzle');
// An embedded database with every migration applied, prepared by the build (scripts/build-server.mjs).
const pgliteTemplate = serverPath('dist', 'pglite-template');

/** Copies folder `from` into `to`, file by file: fs.cpSync takes twice as long on 1,000 small files. */
function copyFolder(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const [src, dest] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) copyFolder(src, dest);
    else fs.copyFileSync(src, dest);
  }
}

/**
 * Starts a new data folder as a copy of the template, when there is one: PGlite's initdb takes
 * seconds, a copy a fraction of that. The migrations still run after opening, so a template older
 * than the migrations (a dev server under tsx, no fresh build) only leaves them more to do.
 */
function seedFromTemplate(dataDir: string): void {
  if (!fs.existsSync(pgliteTemplate)) return;
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) return;
  try {
    copyFolder(pgliteTemplate, dataDir);
  } catch (err) {
    // A build replacing the template at this moment: start the way it would without one.
    process.emitWarning(
      `Copying the database template failed (${(err as Error).message}); creating it anew.`,
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir`
 * (or in memory when dataDir is null), and brings the schema up to date. Both run the
 * same migration files.
 */
const VACUUM_EVERY_MS = 3_600_000;

export async function openDatabase(opts: { url?: string; dataDir: string | null }): Promise<Database> {
  // Each driver is loaded only when used: a server on PostgreSQL never loads PGlite, and back.
  if (opts.url) {
    const [schema, { default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('./schema'),
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle pooled connection the server closes (a restart, an administrator's termination) is
    // dropped from the pool and replaced on the next query; without a listener it would crash the process.
    pool.on('error', (err) => process.emitWarning(`PostgreSQL connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema });
    // Several server processes may start together on one database: one migrates, the others wait
    // for it (an advisory lock held by one connection), then find nothing left to do.
    const lock = await pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock(20241040)');
      await migratePg(db, { migrationsFolder });
      await syncListAmount(db);
    } finally {
      await lock.query('SELECT pg_advisory_unlock(20241040)').finally(() => lock.release());
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  // The worker starts first: PGlite opens on its own thread while the modules below load.
  if (opts.dataDir) {
    seedFromTemplate(opts.dataDir);
    fs.mkdirSync(opts.dataDir, { recursive: true });
  }
  const opening = RemotePGlite.open(opts.dataDir);
  const [schema, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('./schema'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await opening;
  // drizzle calls the part of PGlite's interface RemotePGlite has (query, transaction).
  const db = drizzlePglite(client as unknown as PGlite, { schema });
  try {
    await migratePglite(db, { migrationsFolder });
    await syncListAmount(db);
  } catch (err) {
    // Its thread would otherwise keep the process alive.
    await client.close();
    throw err;
  }
  // PGlite has no autovacuum: without statistics and a visibility map the lists' counts and
  // sorts read whole tables. A background pass an hour keeps them index-only (docs/performance.md).
  const vacuum = setInterval(() => {
    client.exec('VACUUM ANALYZE').catch((err: Error) => process.emitWarning(`VACUUM failed: ${err.message}`));
  }, VACUUM_EVERY_MS);
  vacuum.unref();
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => {
      clearInterval(vacuum);
      return client.close();
    },
  };
}
