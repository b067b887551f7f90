/** What the benchmarks share: the databases they run on, the app they start, the load they put on it, the write-up. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { buildApp } from '../src/app';
import { createMailer } from '../src/services/mailer';
import { FieldCipher } from '../src/lib/crypto';
import { PASSWORD } from './sample';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** postgres, pglite or both: where the two-database benchmarks run. */
export const WHICH = process.env.BENCH_DB ?? 'both';
export const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const newCipher = () => new FieldCipher(randomBytes(32));

/** A new PostgreSQL database for `use`, dropped afterwards unless BENCH_KEEP is set. */
export async function onNewPostgres<T>(
  prefix: string,
  use: (database: Database, url: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: null });
  try {
    return await use(database, url.toString());
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP) console.log(`Kept database ${name}`);
    else {
      // The pool's end() resolves before its sockets have closed: a forced drop at once would
      // terminate them and the server's pool would warn of connections lost.
      for (let i = 0; i < 50; i++) {
        const { rows } = await admin.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
    await admin.end();
  }
}

/** An in-memory PGlite database for `use`. */
export async function onPglite<T>(use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: null });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** `run` on PostgreSQL and on PGlite, or on the one BENCH_DB names (null for the other). */
export async function onEachDatabase<T>(
  prefix: string,
  run: (database: Database) => Promise<T>,
): Promise<{ postgres: T | null; pglite: T | null }> {
  const postgres = WHICH === 'pglite' ? null : await onNewPostgres(prefix, run);
  const pglite = WHICH === 'postgres' ? null : await onPglite(run);
  return { postgres, pglite };
}

export interface BenchApp {
  address: string;
  /** Signs in with the seeded password; the headers of the session. */
  signIn(username: string): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/** The app on `database`, listening on a free port, with rate limits out of the way and no logs. */
export async function startApp(database: Database, cipher: FieldCipher): Promise<BenchApp> {
  const config = loadConfig({
    DATA_DIR: '/tmp/taxprep-bench',
    RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'silent',
  });
  const mailer = createMailer({
    from: config.mailFrom,
    outboxDir: '/tmp/taxprep-bench/outbox',
    log: pino({ level: 'silent' }),
  });
  const app = await buildApp({ config, db: database.db, mailer, cipher, webDir: '/nonexistent' });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    address,
    async signIn(username) {
      const r = await fetch(`${address}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: PASSWORD }),
      });
      return { authorization: `Bearer ${((await r.json()) as { token: string }).token}` };
    },
    async close() {
      await app.close();
      mailer.close();
    },
  };
}

export interface Result {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
  /** The machine's one-minute load average when the scenario started. */
  load: number;
}

/** GET `paths` in turn for SECONDS with autocannon. */
export async function measure(
  address: string,
  paths: string[],
  headers: Record<string, string>,
  opts: { connections: number; worker: boolean },
): Promise<Result> {
  const load = os.loadavg()[0]!;
  const r = await autocannon({
    url: address,
    connections: opts.connections,
    // In its own thread the load generator does not share the server's event loop.
    ...(opts.worker ? { workers: 1 } : {}),
    duration: SECONDS,
    headers,
    requests: paths.map((p) => ({ method: 'GET' as const, path: p, headers })),
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.non2xx + r.errors, load };
}

/** A result's cells, dashes where the database was not measured. */
const cells = (r: Result | undefined) =>
  r ? `${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.bad} | ${r.load.toFixed(1)}` : '– | – | – | – | –';

/** The Markdown table of each scenario's results on PostgreSQL beside PGlite. */
export const twoDatabaseTable = (scenarios: string[], postgres: Result[] | null, pglite: Result[] | null) => [
  '| Scenario | PostgreSQL req/s | p50 ms | p99 ms | Non-2xx | Load | PGlite req/s | p50 ms | p99 ms | Non-2xx | Load |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...scenarios.map((s, i) => `| ${s} | ${cells(postgres?.[i])} | ${cells(pglite?.[i])} |`),
];

/** The value at quantile `q` of ascending `sorted`. */
export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** The date, cores, CPU and Node version a measurement was taken with, for the write-up. */
export const today = () => new Date().toISOString().slice(0, 10);
export const machine = () =>
  `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.versions.node}`;

/** Replaces the section headed `heading` in docs/performance.md (or appends it); `lines` start with the heading. */
export function writeSection(heading: string, lines: string[]) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const file = path.join(root, 'docs/performance.md');
  const section = lines.join('\n');
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n\n';
  const start = text.indexOf(heading);
  if (start >= 0) {
    const next = text.indexOf('\n## ', start + 5);
    text = text.slice(0, start) + section + (next >= 0 ? text.slice(next + 1) : '');
  } else {
    text = `${text.trimEnd()}\n\n${section}`;
  }
  fs.writeFileSync(file, text);
  console.log(`Results written to ${file}`);
}

/** Ends the process with the error's stack. */
export function runMain(main: () => Promise<void>) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
