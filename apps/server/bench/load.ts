/**
 * Load benchmark of the dashboard list and the return summary on PostgreSQL with
 * 10,000 users and 100,000 returns. Writes its results into docs/performance.md.
 *
 *   npm run bench -w @taxprep/server      (BENCH_POSTGRES_URL to use another server)
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { buildApp } from '../src/app';
import { createMailer } from '../src/services/mailer';
import { FieldCipher } from '../src/lib/crypto';
import { hashPassword } from '../src/lib/passwords';
import { sealReturnData, sealItem } from '../src/services/returns/secrets';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const RETURNS = Number(process.env.BENCH_RETURNS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function main() {
  const name = `taxprep_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: null });
  const cipher = new FieldCipher(randomBytes(32));
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    console.log(`Seeding ${USERS} users and ${RETURNS} returns…`);
    const t0 = Date.now();
    const hash = await hashPassword('benchpass1');
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
    const data = sealReturnData(cipher, {
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
      payments: { federal_other_tax_withheld: null, estimated_payments: '1200.00' },
    });
    const names = ['Smith', 'Johnson', 'Garcia', 'Nguyen', 'Brown', 'Lee', 'Patel', 'Kim', 'Lopez', 'Wilson'];
    await client.query(
      `INSERT INTO form1040s (user_id, tax_year, status, first_name, last_name, filing_status, agi, taxable_income, total_tax, total_payments, refund_amount, amount_owed, data, created_at)
       SELECT 1 + (g % $1), 2024, (ARRAY['Pending','Accepted','Rejected'])[1 + g % 3], 'Pat' || (g % 997),
              ($3::text[])[1 + g % 10], 'married filing jointly',
              60000 + g % 50000, 30000 + g % 50000, 3000 + g % 5000, 5000, greatest(0, 2000 - g % 5000), greatest(0, g % 5000 - 2000),
              $4::jsonb, now() - (g || ' minutes')::interval
       FROM generate_series(1, $2) g`,
      [USERS, RETURNS, names, JSON.stringify(data)],
    );
    await client.query(
      `UPDATE form1040s f SET search_text = lower(f.first_name || ' ' || f.last_name || ' ' || u.username) FROM users u WHERE u.id = f.user_id`,
    );
    const w2 = sealItem(cipher, 'w2', {
      employer_name: 'Acme',
      employee_ssn: '123456789',
      wages: '85000.00',
      federal_income_tax: '6000.00',
      owner: 'taxpayer',
    });
    await client.query(
      `INSERT INTO return_items (form1040_id, kind, data) SELECT id, 'w2', $1::jsonb FROM form1040s WHERE id % 2 = 0`,
      [JSON.stringify(w2)],
    );
    // One busy return (id 3) with 50 documents of mixed kinds, for the summary's latency goal.
    const busy: [string, Record<string, unknown>][] = [
      ...Array.from({ length: 8 }, (_, i): [string, Record<string, unknown>] => [
        'w2',
        {
          employer_name: `Employer ${i}`,
          employee_ssn: '123456789',
          wages: '12000.00',
          federal_income_tax: '900.00',
          owner: 'taxpayer',
        },
      ]),
      ...Array.from({ length: 10 }, (_, i): [string, Record<string, unknown>] => [
        'form1099_int',
        { payer_name: `Bank ${i}`, box1_interest_income: '250.00', box4_fed_tax_withheld: '0.00' },
      ]),
      ...Array.from({ length: 8 }, (_, i): [string, Record<string, unknown>] => [
        'form1099_div',
        {
          payer_name: `Fund ${i}`,
          box1a_ordinary_dividends: '400.00',
          box1b_qualified_dividends: '300.00',
          box2a_total_capital_gain: '100.00',
        },
      ]),
      ...Array.from({ length: 4 }, (_, i): [string, Record<string, unknown>] => [
        'form1099_r',
        {
          payer_name: `Plan ${i}`,
          box1_gross_dist: '5000.00',
          box2a_taxable_amt: '5000.00',
          box7_distribution_codes: '7',
        },
      ]),
      ...Array.from({ length: 4 }, (_, i): [string, Record<string, unknown>] => [
        'form1099_g',
        { payer_name: `State ${i}`, unemployment_comp: '1000.00', fed_tax_withheld: '100.00' },
      ]),
      ...Array.from({ length: 2 }, (_, i): [string, Record<string, unknown>] => [
        'schedule_c',
        {
          business_name: `Shop ${i}`,
          business_code: '541400',
          gross_receipts: '30000.00',
          supplies: '4000.00',
          accounting_method: 'cash',
          materially_participated: true,
        },
      ]),
      ...Array.from({ length: 10 }, (_, i): [string, Record<string, unknown>] => [
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
      ['schedule_d', { filing_status: 'married_filing_jointly', lt_14_loss_carry: '500.00' }],
      [
        'schedule_e',
        {
          paid_1099_required: false,
          filed_1099: null,
          properties: [
            {
              label: 'A',
              address: '1 Elm St',
              city_state_zip: 'Fresno, CA 93650',
              property_type: '1',
              fair_rental_days: 365,
              rents_received: '18000.00',
              mortgage_interest: '7000.00',
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
    for (const [kind, d] of busy)
      await client.query(`INSERT INTO return_items (form1040_id, kind, data) VALUES (3, $1, $2::jsonb)`, [
        kind,
        JSON.stringify(sealItem(cipher, kind, d)),
      ]);
    if (busy.length !== 50) throw new Error(`the busy return has ${busy.length} documents, not 50`);
    // What autovacuum would have done on a long-running database.
    await client.query('VACUUM ANALYZE');
    console.log(`Seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

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
    const login = await fetch(`${address}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'preparer', password: 'benchpass1' }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };

    const scenarios: { name: string; path: string; paths?: string[]; connections?: number }[] = [
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
    const rows: string[] = [];
    for (const s of scenarios) {
      const result = await autocannon({
        url: address,
        connections: s.connections ?? 10,
        duration: SECONDS,
        headers,
        requests: s.paths
          ? s.paths.map((p) => ({ method: 'GET' as const, path: p, headers }))
          : [{ method: 'GET' as const, path: s.path, headers }],
      });
      const bad = result.non2xx + result.errors;
      rows.push(
        `| ${s.name} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${bad} |`,
      );
      console.log(rows.at(-1));
    }
    await app.close();
    mailer.close();
    writeResults(rows);
  } finally {
    await client.end();
    await database.close();
    if (process.env.BENCH_KEEP) console.log(`Kept database ${name}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

function writeResults(rows: string[]) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const file = path.join(root, 'docs/performance.md');
  const section = [
    '## API under load',
    '',
    `Measured by \`npm run bench -w @taxprep/server\` on ${new Date().toISOString().slice(0, 10)}: PostgreSQL 15 on the same`,
    `machine (2 cores), ${USERS.toLocaleString('en-US')} users and ${RETURNS.toLocaleString('en-US')} returns seeded (half with a W-2),`,
    `autocannon with 10 connections for ${SECONDS} s per scenario, signed in as a preparer (who sees every return).`,
    '',
    '| Scenario | Requests/s | p50 ms | p99 ms | Non-2xx |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n\n';
  const start = text.indexOf('## API under load');
  if (start >= 0) {
    const next = text.indexOf('\n## ', start + 5);
    text = text.slice(0, start) + section + (next >= 0 ? text.slice(next + 1) : '');
  } else {
    text = `${text.trimEnd()}\n\n${section}`;
  }
  fs.writeFileSync(file, text);
  console.log(`Results written to ${file}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
