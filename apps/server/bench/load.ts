/**
 * Load benchmark of the dashboard list and the return summary on PostgreSQL with
 * 10,000 users and 100,000 returns. Writes its results into docs/performance.md.
 *
 *   npm run bench -w @taxprep/server      (BENCH_POSTGRES_URL to use another server)
 */
import pg from 'pg';
import { hashPassword } from '../src/lib/passwords';
import { sealItem } from '../src/services/returns/secrets';
import { SECONDS, measure, newCipher, onNewPostgres, runMain, startApp, today, writeSection } from './common';
import { ACME_W2, BUSY, LAST_NAMES, PASSWORD, sealedAnswersWithPayments } from './sample';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const RETURNS = Number(process.env.BENCH_RETURNS ?? 100_000);

async function seed(client: pg.Client, cipher: ReturnType<typeof newCipher>) {
  const hash = await hashPassword(PASSWORD);
  await client.query(
    `INSERT INTO users (username, email, password_hash, role)
     SELECT 'filer' || g, 'filer' || g || '@example.com', $1, 'user' FROM generate_series(1, $2) g`,
    [hash, USERS - 1],
  );
  await client.query(
    `INSERT INTO users (username, email, password_hash, role) VALUES ('preparer', 'preparer@example.com', $1, 'agent')`,
    [hash],
  );
  await client.query(
    `INSERT INTO preparer_profiles (user_id, ptin, self_employed, phone) SELECT id, '12345678', true, '5551234567' FROM users WHERE username = 'preparer'`,
  );
  // One realistic return's answers (SSNs encrypted as the app stores them), reused for every row.
  const data = sealedAnswersWithPayments(cipher);
  await client.query(
    `INSERT INTO form1040s (user_id, tax_year, status, first_name, last_name, filing_status, agi, taxable_income, total_tax, total_payments, refund_amount, amount_owed, data, created_at)
     SELECT 1 + (g % $1), 2024, (ARRAY['Pending','Accepted','Rejected'])[1 + g % 3], 'Pat' || (g % 997),
            ($3::text[])[1 + g % 10], 'married filing jointly',
            60000 + g % 50000, 30000 + g % 50000, 3000 + g % 5000, 5000, greatest(0, 2000 - g % 5000), greatest(0, g % 5000 - 2000),
            $4::jsonb, now() - (g || ' minutes')::interval
     FROM generate_series(1, $2) g`,
    [USERS, RETURNS, LAST_NAMES, JSON.stringify(data)],
  );
  await client.query(
    `UPDATE form1040s f SET search_text = lower(f.first_name || ' ' || f.last_name || ' ' || u.username) FROM users u WHERE u.id = f.user_id`,
  );
  await client.query(
    `INSERT INTO return_items (form1040_id, kind, data) SELECT id, 'w2', $1::jsonb FROM form1040s WHERE id % 2 = 0`,
    [JSON.stringify(sealItem(cipher, 'w2', ACME_W2))],
  );
  // One busy return (id 3) with 50 documents of mixed kinds, for the summary's latency goal.
  for (const [kind, d] of BUSY)
    await client.query(`INSERT INTO return_items (form1040_id, kind, data) VALUES (3, $1, $2::jsonb)`, [
      kind,
      JSON.stringify(sealItem(cipher, kind, d)),
    ]);
  // What autovacuum would have done on a long-running database.
  await client.query('VACUUM ANALYZE');
}

const SCENARIOS: { name: string; path: string; paths?: string[]; connections?: number }[] = [
  { name: 'Dashboard, all 100,000 returns, newest first, page 1', path: '/api/dashboard' },
  {
    name: 'Dashboard, filter Accepted, sort by refund',
    path: '/api/dashboard?status=Accepted&sort=refund_amount&order=desc',
  },
  { name: 'Dashboard, search "garcia", page 3', path: '/api/dashboard?search=garcia&page=3' },
  {
    name: 'Return summary (engine recompute), random returns',
    path: '/api/form1040/1/summary',
    paths: Array.from({ length: 200 }, (_, i) => `/api/form1040/${1 + ((i * 7919) % RETURNS)}/summary`),
  },
  {
    // One client at a time: the goal is the latency of one call, not of a queue.
    name: 'Return summary, one return with 50 documents of mixed kinds, 1 connection',
    path: '/api/form1040/3/summary',
    connections: 1,
  },
];

async function main() {
  const rows = await onNewPostgres('taxprep_bench', async (database, url) => {
    const cipher = newCipher();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      console.log(`Seeding ${USERS} users and ${RETURNS} returns…`);
      const t0 = Date.now();
      await seed(client, cipher);
      console.log(`Seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    } finally {
      await client.end();
    }
    const app = await startApp(database, cipher);
    try {
      const headers = await app.signIn('preparer');
      const rows: string[] = [];
      for (const s of SCENARIOS) {
        const r = await measure(app.address, s.paths ?? [s.path], headers, {
          connections: s.connections ?? 10,
          worker: false,
        });
        rows.push(`| ${s.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.bad} |`);
        console.log(rows.at(-1));
      }
      return rows;
    } finally {
      await app.close();
    }
  });
  writeSection('## API under load', [
    '## API under load',
    '',
    `Measured by \`npm run bench -w @taxprep/server\` on ${today()}: PostgreSQL 15 on the same`,
    `machine (2 cores), ${USERS.toLocaleString('en-US')} users and ${RETURNS.toLocaleString('en-US')} returns seeded (half with a W-2),`,
    `autocannon with 10 connections for ${SECONDS} s per scenario, signed in as a preparer (who sees every return).`,
    '',
    '| Scenario | Requests/s | p50 ms | p99 ms | Non-2xx |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ]);
}

runMain(main);
