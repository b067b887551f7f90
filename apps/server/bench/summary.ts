/**
 * The return summary with its cache (issue 12) at 50 connections, on PostgreSQL and on PGlite, beside
 * a route making one database query (the session check) in the same run. Also the summary right
 * after a write (computed afresh), one request at a time. Writes "Summary cache" in docs/performance.md.
 *
 *   npm run bench:summary -w @taxprep/server
 *   BENCH_SECONDS (10), BENCH_DB=postgres|pglite|both (both), BENCH_POSTGRES_URL
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { form1040s, preparerProfiles, returnItems, users } from '../src/db/schema';
import { buildApp } from '../src/app';
import { createMailer } from '../src/services/mailer';
import { FieldCipher } from '../src/lib/crypto';
import { hashPassword } from '../src/lib/passwords';
import { sealItem, sealReturnData } from '../src/services/returns/secrets';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WHICH = process.env.BENCH_DB ?? 'both';
const CONNECTIONS = 50;
const OTHER_RETURNS = 200;
const AFTER_WRITE_SAMPLES = 200;
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Doc = [kind: string, data: Record<string, unknown>];
const times = (n: number, f: (i: number) => Doc): Doc[] => Array.from({ length: n }, (_, i) => f(i));

/** A busy return's 50 documents of mixed kinds (as in bench/load.ts). */
const BUSY: Doc[] = [
  ...times(8, (i) => [
    'w2',
    {
      employer_name: `Employer ${i}`,
      employee_ssn: '123456789',
      wages: '12000.00',
      federal_income_tax: '900.00',
    },
  ]),
  ...times(10, (i) => ['form1099_int', { payer_name: `Bank ${i}`, box1_interest_income: '250.00' }]),
  ...times(8, (i) => [
    'form1099_div',
    { payer_name: `Fund ${i}`, box1a_ordinary_dividends: '400.00', box1b_qualified_dividends: '300.00' },
  ]),
  ...times(4, (i) => [
    'form1099_r',
    {
      payer_name: `Plan ${i}`,
      box1_gross_dist: '5000.00',
      box2a_taxable_amt: '5000.00',
      box7_distribution_codes: '7',
    },
  ]),
  ...times(4, (i) => [
    'form1099_g',
    { payer_name: `State ${i}`, unemployment_comp: '1000.00', fed_tax_withheld: '100.00' },
  ]),
  ...times(2, (i) => [
    'schedule_c',
    { business_name: `Shop ${i}`, business_code: '541400', gross_receipts: '30000.00', supplies: '4000.00' },
  ]),
  ...times(10, (i) => [
    'f8949',
    {
      box: i % 2 ? 'A' : 'D',
      description: `${i + 1} sh XYZ`,
      date_acquired: '2020-01-02',
      date_sold: '2024-05-01',
      proceeds: '2000.00',
      cost: '1500.00',
    },
  ]),
  ['schedule_d', { lt_14_loss_carry: '500.00' }],
  [
    'schedule_e',
    {
      properties: [
        {
          label: 'A',
          address: '1 Elm St',
          fair_rental_days: 365,
          rents_received: '18000.00',
          depreciation: '6000.00',
        },
      ],
      partnerships: [],
      estates_trusts: [],
      remics: [],
    },
  ],
  ['schedule_1', { section: 'additional_income', category_key: 'gambling_income', amount: '500.00' }],
  ['schedule_1', { section: 'adjustment', category_key: 'educator_expenses', amount: '250.00' }],
];

const ANSWERS = {
  personal: {
    first_name: 'Pat',
    last_name: 'Lee',
    ssn: '123456789',
    address: '1 Main St',
    city: 'Fresno',
    state: 'CA',
    zip_code: '93650',
    presidential_fund: false,
  },
  filing: {
    filing_status: 'married filing jointly',
    spouse_first_name: 'Sam',
    spouse_last_name: 'Lee',
    spouse_ssn: '987654321',
  },
  digital_assets: false,
};

/** A filer with the busy return, a preparer, and 200 other filers' returns with one W-2 each. */
async function seed(database: Database, cipher: FieldCipher): Promise<{ busy: number; others: number[] }> {
  const db = database.db;
  const hash = await hashPassword('benchpass1');
  const [filer] = await db
    .insert(users)
    .values({ username: 'benchfiler', email: 'f@example.com', passwordHash: hash, role: 'user' })
    .returning();
  const [prep] = await db
    .insert(users)
    .values({ username: 'benchprep', email: 'p@example.com', passwordHash: hash, role: 'agent' })
    .returning();
  await db
    .insert(preparerProfiles)
    .values({ userId: prep!.id, ptin: '12345678', selfEmployed: true, phone: '5551234567' });
  const data = sealReturnData(cipher, ANSWERS);
  const [busy] = await db
    .insert(form1040s)
    .values({ userId: filer!.id, data })
    .returning({ id: form1040s.id });
  await db
    .insert(returnItems)
    .values(BUSY.map(([kind, d]) => ({ form1040Id: busy!.id, kind, data: sealItem(cipher, kind, d) })));
  await db.execute(sql`
    INSERT INTO users (username, email, password_hash, role)
    SELECT 'other' || g, 'other' || g || '@example.com', ${hash}, 'user' FROM generate_series(1, ${OTHER_RETURNS}) g`);
  const others = (await db.execute(sql`
    INSERT INTO form1040s (user_id, first_name, last_name, filing_status, data)
    SELECT id, 'Pat', 'Lee', 'married filing jointly', ${JSON.stringify(data)}::jsonb
    FROM users WHERE username LIKE 'other%' RETURNING id`)) as unknown as { rows: { id: number }[] };
  const w2 = sealItem(cipher, 'w2', {
    employer_name: 'Acme',
    employee_ssn: '123456789',
    wages: '85000.00',
    federal_income_tax: '6000.00',
  });
  await db.execute(sql`
    INSERT INTO return_items (form1040_id, kind, data)
    SELECT id, 'w2', ${JSON.stringify(w2)}::jsonb FROM form1040s WHERE id <> ${busy!.id}`);
  return { busy: busy!.id, others: others.rows.map((o) => Number(o.id)) };
}

interface Result {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
  load: number;
}

/** The size of the busy return's summary answer, for the write-up. */
let summaryBytes = 0;

const SCENARIOS = [
  'Baseline: session check only (one database query)',
  "Summary: the filer's own return, 50 documents",
  'Summary: a preparer reading 200 returns in turn (each read audited)',
  'Summary right after a write (computed afresh), 1 connection',
];

async function run(database: Database): Promise<Result[]> {
  const cipher = new FieldCipher(randomBytes(32));
  const { busy, others } = await seed(database, cipher);
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
  const signIn = async (username: string) => {
    const r = await fetch(`${address}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'benchpass1' }),
    });
    return { authorization: `Bearer ${((await r.json()) as { token: string }).token}` };
  };
  try {
    const filer = await signIn('benchfiler');
    const prep = await signIn('benchprep');
    const body = await (await fetch(`${address}/api/form1040/${busy}/summary`, { headers: filer })).text();
    summaryBytes = Buffer.byteLength(body);
    const load = async (paths: string[], headers: Record<string, string>): Promise<Result> => {
      const l = os.loadavg()[0]!;
      // The load generator runs in its own thread, so it does not share the server's event loop.
      const r = await autocannon({
        url: address,
        connections: CONNECTIONS,
        workers: 1,
        duration: SECONDS,
        headers,
        requests: paths.map((p) => ({ method: 'GET' as const, path: p, headers })),
      });
      return {
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        bad: r.non2xx + r.errors,
        load: l,
      };
    };
    const results = [
      await load(['/api/auth/check'], filer),
      await load([`/api/form1040/${busy}/summary`], filer),
      await load(
        others.map((id) => `/api/form1040/${id}/summary`),
        prep,
      ),
      await afterWrite(address, busy, filer, database),
    ];
    results.forEach((r, i) =>
      console.log(
        `[${database.kind}] ${SCENARIOS[i]}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, bad ${r.bad}`,
      ),
    );
    return results;
  } finally {
    await app.close();
    mailer.close();
  }
}

/** Each request preceded (untimed) by a write that moves the return's version, as a save would. */
async function afterWrite(
  address: string,
  id: number,
  headers: Record<string, string>,
  database: Database,
): Promise<Result> {
  const l = os.loadavg()[0]!;
  const ms: number[] = [];
  let bad = 0;
  let timed = 0;
  for (let i = 0; i < AFTER_WRITE_SAMPLES; i++) {
    await database.db.update(form1040s).set({ updatedAt: new Date() }).where(eq(form1040s.id, id));
    const s = performance.now();
    const r = await fetch(`${address}/api/form1040/${id}/summary`, { headers });
    await r.arrayBuffer();
    const d = performance.now() - s;
    timed += d;
    ms.push(d);
    if (r.status !== 200) bad += 1;
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!);
  return { rps: (AFTER_WRITE_SAMPLES / timed) * 1000, p50: at(0.5), p99: at(0.99), bad, load: l };
}

async function onPostgres(): Promise<Result[]> {
  const name = `taxprep_summary_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: null });
  try {
    return await run(database);
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function onPglite(): Promise<Result[]> {
  const database = await openDatabase({ dataDir: null });
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

const cells = (r: Result | undefined) =>
  r ? `${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.bad} | ${r.load.toFixed(1)}` : '– | – | – | – | –';

function verdict(db: string, r: Result[] | null, goal: number): string[] {
  if (!r) return [];
  const [base, own, many] = r;
  const ratio = (x: Result) => (x.rps / base!.rps).toFixed(2);
  return [
    `${db}: summary p99 ${own!.p99} ms (own return) and ${many!.p99} ms (200 returns), goal under ${goal} ms; ` +
      `throughput ${ratio(own!)} and ${ratio(many!)} of the one-query route's (goal at least 0.5).`,
    '',
  ];
}

function writeResults(pgResults: Result[] | null, liteResults: Result[] | null) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const file = path.join(root, 'docs/performance.md');
  const section = [
    '## Summary cache',
    '',
    `Measured by \`npm run bench:summary -w @taxprep/server\` (\`apps/server/bench/summary.ts\`) on ${new Date().toISOString().slice(0, 10)},`,
    `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.versions.node}, PostgreSQL 15 on the same machine and PGlite`,
    `in memory in the server's process; autocannon with ${CONNECTIONS} connections for ${SECONDS} s per scenario in a worker thread.`,
    '"Load" is the one-minute load average when the scenario started (other jobs shared the cores: above 2,',
    'figures are upper bounds). The last row is sequential: each request follows a write to the return.',
    `The busy return's summary answer is ${(summaryBytes / 1024).toFixed(0)} KB of JSON (every non-zero line with its formula and inputs).`,
    '',
    '| Scenario | PostgreSQL req/s | p50 ms | p99 ms | Non-2xx | Load | PGlite req/s | p50 ms | p99 ms | Non-2xx | Load |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...SCENARIOS.map((s, i) => `| ${s} | ${cells(pgResults?.[i])} | ${cells(liteResults?.[i])} |`),
    '',
    ...verdict('PostgreSQL', pgResults, 20),
    ...verdict('PGlite', liteResults, 40),
    'How: every write to a return or its documents moves `form1040s.data_version` (triggers of migration',
    "0012), and the summary's JSON is kept in `return_results` for that version and in a bounded memory",
    "cache of each process. A read is the session's query and one statement that returns the row, its",
    "version and the stored JSON if it matches (and writes the audit entry of a preparer's read); only",
    'when nothing matches are the answers and documents loaded (in that same statement), computed and stored.',
    'The stored JSON is sent as it is, never parsed or serialised again.',
    '',
  ].join('\n');
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n\n';
  const start = text.indexOf('## Summary cache');
  if (start >= 0) {
    const next = text.indexOf('\n## ', start + 5);
    text = text.slice(0, start) + section + (next >= 0 ? text.slice(next + 1) : '');
  } else {
    text = `${text.trimEnd()}\n\n${section}`;
  }
  fs.writeFileSync(file, text);
  console.log(`Results written to ${file}`);
}

async function main() {
  const pgResults = WHICH === 'pglite' ? null : await onPostgres();
  const liteResults = WHICH === 'postgres' ? null : await onPglite();
  writeResults(pgResults, liteResults);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
