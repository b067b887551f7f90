// Runs the API suite three times: on embedded PGlite, on the machine's PostgreSQL, and on PostgreSQL
// with every test app as two server instances behind one address (TEST_INSTANCES=2, issue 12).
import { spawnSync } from 'node:child_process';

const pgUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const only = process.env.TEST_DB;
const all = [
  { db: 'pglite', instances: '1' },
  { db: 'postgres', instances: '1' },
  { db: 'postgres', instances: '2' },
];
const targets = only ? [{ db: only, instances: process.env.TEST_INSTANCES ?? '1' }] : all;
let failed = false;
for (const { db, instances } of targets) {
  console.log(`\n=== API tests on ${db}${instances === '2' ? ', two server instances behind one address' : ''} ===`);
  const r = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.config.ts', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: db, TEST_INSTANCES: instances, TEST_POSTGRES_URL: pgUrl },
  });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
