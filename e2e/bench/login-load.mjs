// Loads /login cold in Chromium several times against the built app (`npm start` builds it) and
// prints the median DOMContentLoaded, load and first contentful paint, and the JavaScript bytes
// received. `npm run bench -w @taxprep/e2e`; results go in docs/performance.md ("Web bundle").
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.BENCH_PORT ?? 3490);
const runs = Number(process.env.RUNS ?? 7);
const dataDir = mkdtempSync(path.join(tmpdir(), 'login-bench-'));

for (const script of ['scripts/build-web-if-needed.mjs', 'scripts/build-server.mjs']) {
  const r = spawnSync('node', [script], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const server = spawn('node', ['apps/server/dist/main.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error('the server did not start');
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const rows = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    let js = 0;
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) js += Number(r.headers()['content-length'] ?? 0);
    });
    await page.goto(`${base}/login`, { waitUntil: 'load' });
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    const t = await page.evaluate(() => {
      const n = performance.getEntriesByType('navigation')[0];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return { dcl: n.domContentLoadedEventEnd, load: n.loadEventEnd, fcp: fcp ? fcp.startTime : NaN };
    });
    rows.push({ ...t, js });
    await context.close();
  }
  await browser.close();
  const median = (k) => rows.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(rows.length / 2)];
  console.log(
    `/login cold, ${runs} loads: median DOMContentLoaded ${median('dcl').toFixed(0)} ms, load ${median('load').toFixed(0)} ms, first paint ${median('fcp').toFixed(0)} ms; JavaScript received ${rows[0].js} bytes`,
  );
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
