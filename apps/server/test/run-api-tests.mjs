// Runs the API suite twice: on embedded PGlite and on the machine's PostgreSQL.
import { spawnSync } from 'node:child_process';

const pgUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const only = process.env.TEST_DB;
const targets = only ? [only] : ['pglite', 'postgres'];
let failed = false;
for (const db of targets) {
  console.log(`\n=== API tests on ${db} ===`);
  const r = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.config.ts', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: db, TEST_POSTGRES_URL: pgUrl },
  });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
