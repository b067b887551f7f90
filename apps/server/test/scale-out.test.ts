/**
 * Two real server processes on one PostgreSQL database (issue 12, "Scale-out"): sessions, rate
 * limits, the per-account sign-in throttle, the summary cache and the list totals are shared through
 * the database.
 * PostgreSQL only (vitest.config.ts leaves this file out of the PGlite run): PGlite is an embedded
 * database inside one process and cannot be opened by a second one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { MSG } from '@taxprep/contracts';
import { SERVER_ROOT } from '../src/paths';
import { startMailbox } from './helpers/mailbox';
import { PERSONAL, W2 } from './helpers/returns';

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `taxprep_scale_${Date.now()}_${randomBytes(4).toString('hex')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxprep-scale-'));
const ADMIN = { username: 'chief', password: 'chiefpass12' };
const RATE_LIMIT_MAX = 20;

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
const servers: { proc: ChildProcess; url: string; output: string[] }[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** One server process as `npm run dev` starts it (TypeScript through tsx), so the test runs the sources. */
async function startServer(env: Record<string, string>): Promise<(typeof servers)[number]> {
  const port = await freePort();
  const output: string[] = [];
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: { ...process.env, ...env, PORT: String(port), APP_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (b: Buffer) => output.push(b.toString()));
  proc.stderr!.on('data', (b: Buffer) => output.push(b.toString()));
  const server = { proc, url: `http://127.0.0.1:${port}`, output };
  servers.push(server);
  return server;
}

async function waitUntilUp(s: (typeof servers)[number]) {
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline) {
    if (s.proc.exitCode !== null) throw new Error(`server exited:\n${s.output.join('')}`);
    try {
      if ((await fetch(`${s.url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start:\n${s.output.join('')}`);
}

let A: (typeof servers)[number];
let B: (typeof servers)[number];

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  mailbox = await startMailbox();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const env = {
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    // The same key in every process: what one encrypts, the other reads.
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_EMAIL: 'chief@example.com',
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: mailbox.url,
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    LOG_LEVEL: 'warn',
  };
  // Started together on an empty database: one migrates and creates the administrator, the other waits.
  A = await startServer(env);
  B = await startServer(env);
  await Promise.all([waitUntilUp(A), waitUntilUp(B)]);
}, 120_000);

afterAll(async () => {
  await Promise.all(
    servers.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.proc.exitCode !== null) return resolve();
          s.proc.once('exit', () => resolve());
          s.proc.kill('SIGTERM');
        }),
    ),
  );
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  await mailbox?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

async function call(
  s: { url: string },
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const r = await fetch(`${s.url}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  return { status: r.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const filer = { username: 'filer1', email: 'filer1@example.com', password: 'filerpass12', role: 'user' };
let filerToken = '';
let returnId = 0;

describe('two server processes on one PostgreSQL', () => {
  it('share sessions: signed in through one, accepted and signed out through the other', async () => {
    const login = await call(A, 'POST', '/api/login', ADMIN);
    expect(login.status).toBe(200);
    const token = login.json.token as string;
    expect((await call(B, 'GET', '/api/me', undefined, token)).json.username).toBe(ADMIN.username);
    expect((await call(B, 'POST', '/api/logout', undefined, token)).status).toBe(200);
    expect((await call(A, 'GET', '/api/me', undefined, token)).status).toBe(401);
  });

  it('share the summary cache: a write through one is seen in the summary through the other', async () => {
    // Registered through A, the mailed code verified through B, signed in through A.
    expect((await call(A, 'POST', '/api/register', filer)).status).toBe(201);
    const code = await mailbox.codeFor(filer.email);
    expect((await call(B, 'POST', '/api/pending/verify-code', { email: filer.email, code })).status).toBe(
      200,
    );
    const login = await call(A, 'POST', '/api/login', { username: filer.username, password: filer.password });
    filerToken = login.json.token as string;
    const created = await call(B, 'POST', '/api/form1040', {}, filerToken);
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    returnId = id;
    expect((await call(A, 'PUT', `/api/form1040/${id}/personal`, PERSONAL, filerToken)).status).toBe(200);
    expect(
      (await call(B, 'PUT', `/api/form1040/${id}/filing-status`, { filing_status: 'single' }, filerToken))
        .status,
    ).toBe(200);
    const summary = async (s: { url: string }) => {
      const r = await call(s, 'GET', `/api/form1040/${id}/summary`, undefined, filerToken);
      expect(r.status).toBe(200);
      return r.json;
    };
    // Both processes now hold this version's summary in memory.
    expect((await summary(A)).agi).toBe('0.00');
    expect((await summary(B)).agi).toBe('0.00');

    // Hand computation (2024 single, as in returns.test.ts): wages 52,000 − standard deduction 14,600
    // = 37,400 taxable; Tax Table midpoint 37,425: 1,160 + 12% × 25,825 = 4,259; refund 5,000 − 4,259 = 741.
    const w2 = await call(A, 'POST', '/api/w2/add', { form1040_id: id, ...W2 }, filerToken);
    expect(w2.status).toBe(201);
    let s = await summary(B);
    expect([s.agi, s.total_tax, s.refund]).toEqual(['52000.00', '4259.00', '741.00']);

    // Edited through B to 60,000: taxable 45,400; midpoint 45,425: 1,160 + 12% × 33,825 = 5,219 of tax,
    // 219 owed against 5,000 withheld.
    const edit = await call(
      B,
      'PUT',
      `/api/w2/edit/${w2.json.id as number}`,
      { ...W2, wages: '60000' },
      filerToken,
    );
    expect(edit.status).toBe(200);
    s = await summary(A);
    expect([s.agi, s.total_tax, s.amount_owed]).toEqual(['60000.00', '5219.00', '219.00']);
  });

  it('share list totals: a total one remembers is corrected at once by a write through the other', async () => {
    const admin = (await call(A, 'POST', '/api/login', ADMIN)).json.token as string;
    const total = async (s: { url: string }) => {
      const r = await call(s, 'GET', '/api/admin/forms?type=w2', undefined, admin);
      expect(r.status).toBe(200);
      return r.json.total as number;
    };
    const before = await total(A);
    expect(before).toBeGreaterThan(0); // the W-2 of the test above
    const w2 = await call(B, 'POST', '/api/w2/add', { form1040_id: returnId, ...W2 }, filerToken);
    expect(w2.status).toBe(201);
    expect(await total(A)).toBe(before + 1);
    const del = await call(B, 'DELETE', `/api/admin/form/w2/${w2.json.id as number}`, undefined, admin);
    expect(del.status).toBe(200);
    expect(await total(A)).toBe(before);
  });

  it('share rate limits: half the calls through each, the next one through either is refused', async () => {
    const ask = (s: { url: string }) =>
      call(s, 'POST', '/api/request-username', { email: 'nobody@example.com' });
    for (let i = 0; i < RATE_LIMIT_MAX; i++) expect((await ask(i % 2 ? B : A)).status).not.toBe(429);
    for (const s of [A, B]) {
      const r = await ask(s);
      expect(r.status).toBe(429);
      expect(r.json.error).toBe(MSG.tooManyRequests);
    }
  });

  it('share the per-account sign-in throttle: ten wrong passwords across both lock the account', async () => {
    const wrong = { username: filer.username, password: 'not-the-password' };
    // LOCK_AFTER_FAILURES is 10 (services/accounts.ts): nine are refused as wrong, the tenth locks.
    for (let i = 0; i < 9; i++)
      expect((await call(i % 2 ? B : A, 'POST', '/api/login', wrong)).status).toBe(401);
    expect((await call(B, 'POST', '/api/login', wrong)).status).toBe(429);
    // The right password is refused through the other process too.
    const locked = await call(A, 'POST', '/api/login', {
      username: filer.username,
      password: filer.password,
    });
    expect(locked.status).toBe(429);
    expect(locked.json.error).toMatch(/locked/);
  });
});
