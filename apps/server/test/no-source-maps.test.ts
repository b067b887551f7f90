/**
 * The README promises that no source maps are built: the server's bundle (scripts/build-server.mjs)
 * and the web app's build carry neither .map files nor sourceMappingURL comments. Both builds run for
 * real; the web one into a folder of its own so the served build is left alone.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** Every .map file and every built script or page naming a source map. */
function sourceMapsIn(dir: string): string[] {
  return filesUnder(dir).filter(
    (f) =>
      f.endsWith('.map') ||
      (/\.(m?js|css|html)$/.test(f) && fs.readFileSync(f, 'utf8').includes('sourceMappingURL')),
  );
}

function run(cmd: string, args: string[], cwd: string) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
}

describe('no source maps are built', () => {
  it('the server bundle has none, and a stale one of an older build is removed', { timeout: 180_000 }, () => {
    const dist = path.join(root, 'apps/server/dist');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'main.mjs.map'), '{"sources":["src/main.ts"]}');
    run('node', ['scripts/build-server.mjs', '--force'], root);
    // The embedded database template beside the bundle has PostgreSQL's own pg_filenode.map files.
    const code = sourceMapsIn(dist).filter((f) => !f.includes(`${path.sep}pglite-template${path.sep}`));
    expect(filesUnder(dist).some((f) => f.endsWith('main.mjs'))).toBe(true);
    expect(code).toEqual([]);
  });

  it('the web build has none', { timeout: 180_000 }, () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    try {
      run(
        'npx',
        ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'],
        path.join(root, 'apps/web'),
      );
      expect(filesUnder(out).some((f) => f.endsWith('.js'))).toBe(true);
      expect(sourceMapsIn(out)).toEqual([]);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
