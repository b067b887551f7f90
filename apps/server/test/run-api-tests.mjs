// Runs the API suite three times: on embedded PGlite, on the machine's PostgreSQL, and on PostgreSQL
// with every test app as two server instances behind one address (TEST_INSTANCES=2, issue 12).
// At the end it names every failed test of every run, so the last lines of a long log say what failed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const pgUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const only = process.env.TEST_DB;
const all = [
  { db: 'pglite', instances: '1' },
  { db: 'postgres', instances: '1' },
  { db: 'postgres', instances: '2' },
];
const targets = only ? [{ db: only, instances: process.env.TEST_INSTANCES ?? '1' }] : all;
const reports = mkdtempSync(join(tmpdir(), 'api-tests-'));
const summary = [];
for (const [i, { db, instances }] of targets.entries()) {
  const name = `${db}${instances === '2' ? ', two server instances behind one address' : ''}`;
  console.log(`\n=== API tests on ${name} ===`);
  const report = join(reports, `${i}.json`);
  const r = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...process.argv.slice(2),
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, TEST_DB: db, TEST_INSTANCES: instances, TEST_POSTGRES_URL: pgUrl },
    },
  );
  summary.push({ name, status: r.status, failed: failedTests(report) });
}

function failedTests(report) {
  if (!existsSync(report)) return ['(no report written)'];
  const json = JSON.parse(readFileSync(report, 'utf8'));
  return json.testResults.flatMap((file) => [
    ...(file.status === 'failed' && file.assertionResults.every((a) => a.status !== 'failed')
      ? [`${file.name}: ${String(file.message ?? '').split('\n')[0]}`]
      : []),
    ...file.assertionResults
      .filter((a) => a.status === 'failed')
      .map(
        (a) =>
          `${file.name.replace(/.*\/test\//, 'test/')} > ${a.fullName}: ${String(a.failureMessages?.[0] ?? '').split('\n')[0]}`,
      ),
  ]);
}

console.log('\n=== API tests, all runs ===');
for (const s of summary) {
  console.log(`${s.status === 0 ? 'passed' : 'FAILED'}: ${s.name}`);
  for (const f of s.failed) console.log(`  ✗ ${f}`);
}
process.exit(summary.every((s) => s.status === 0) ? 0 : 1);
