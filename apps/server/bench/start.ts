/**
 * Start-up time of the compiled server (`node dist/main.mjs`, as `npm start` runs it): from spawning
 * the process to the first 200 of GET /api/health, and its resident memory after 3 s idle, on
 * (a) a fresh PGlite data folder, (b) the same folder again, (c) a new PostgreSQL database.
 * Each case RUNS times (3 by default). `npm run bench:start` (builds dist first); BENCH_SERVER names
 * another compiled server to compare (a path from apps/server).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { POSTGRES_URL, machine, runMain, today, WHICH } from './common';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.RUNS ?? 3);
const IDLE_MS = 3_000;
const entry = process.env.BENCH_SERVER ?? 'dist/main.mjs';

interface Start {
  ms: number;
  /** CPU time (user + system, all threads) the process used until then: less swayed by other load. */
  cpuMs: number;
  rssMb: number;
}

/** The resident set of `pid` in MB, read from /proc (Linux). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** The CPU time `pid` has used, in ms, from /proc (utime and stime, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Starts the server with `env`, waits for its health check, idles, measures, stops it. */
async function startOnce(env: Record<string, string>, port: number): Promise<Start> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  try {
    let ms = 0;
    let cpu = 0;
    while (!ms) {
      if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${stderr}`);
      if (performance.now() - t0 > 60_000) throw new Error(`No health answer in 60 s:\n${stderr}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) {
        ms = performance.now() - t0;
        cpu = cpuMs(child.pid!);
      } else await new Promise((r) => setTimeout(r, 10));
    }
    await new Promise((r) => setTimeout(r, IDLE_MS));
    return { ms, cpuMs: cpu, rssMb: rssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function main() {
  const port = Number(process.env.BENCH_PORT ?? 3900 + (process.pid % 90));
  const rows: { name: string; starts: Start[] }[] = [];
  const pglite = { fresh: [] as Start[], existing: [] as Start[] };
  if (WHICH !== 'postgres') {
    for (let i = 0; i < runs; i++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxprep-start-'));
      try {
        // A new folder each run, started twice: (a) creates the database, (b) opens it again.
        pglite.fresh.push(await startOnce({ DATA_DIR: dataDir }, port));
        pglite.existing.push(await startOnce({ DATA_DIR: dataDir }, port));
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
    rows.push({ name: 'PGlite, fresh data folder', starts: pglite.fresh });
    rows.push({ name: 'PGlite, existing data folder', starts: pglite.existing });
  }
  if (WHICH !== 'pglite') {
    const starts: Start[] = [];
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxprep-start-'));
    try {
      for (let i = 0; i < runs; i++) {
        const name = `bench_start_${Date.now()}`;
        await admin.query(`CREATE DATABASE ${name}`);
        const url = new URL(POSTGRES_URL);
        url.pathname = `/${name}`;
        try {
          starts.push(await startOnce({ DATA_DIR: dataDir, DATABASE_URL: url.toString() }, port));
        } finally {
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        }
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await admin.end();
    }
    rows.push({ name: 'PostgreSQL, new database', starts });
  }
  const list = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(' / ');
  console.log(`Server start (${entry}), ${today()}, ${machine()}, load ${os.loadavg()[0]!.toFixed(1)}`);
  console.log('| Case | Time to first health 200, ms | CPU time until then, ms | RSS after 3 s idle, MB |');
  console.log('|---|---|---|---|');
  for (const r of rows) {
    const column = (pick: (s: Start) => number) => list(r.starts.map(pick));
    console.log(
      `| ${r.name} | ${column((s) => s.ms)} | ${column((s) => s.cpuMs)} | ${column((s) => s.rssMb)} |`,
    );
  }
}

runMain(main);
