import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Runs the same command and configuration as `npm run lint:deps` on two small trees laid out like the
// repository: one with a deliberate violation of each boundary, one that keeps them all.
const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..');
const depcruise = path.join(repo, 'node_modules', '.bin', 'depcruise');
const config = path.join(repo, '.dependency-cruiser.cjs');

/** Runs `depcruise apps packages` in a fixture tree: its exit status and its report, as lint shows it. */
function cruise(fixture: string): { status: number | null; report: string } {
  const cwd = path.join(here, 'fixtures', 'boundaries', fixture);
  const run = spawnSync(depcruise, ['apps', 'packages', '--config', config], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  if (run.error) throw run.error;
  return { status: run.status, report: run.stdout + run.stderr };
}

describe('import boundaries (dependency-cruiser)', () => {
  it('reports a feature importing another feature, a cycle and each wrong direction', () => {
    const { status, report } = cruise('bad');
    expect(status).not.toBe(0);
    expect(report).toContain(
      'error feature-imports-feature: apps/web/src/features/alpha/AlphaPage.ts → apps/web/src/features/beta/label.ts',
    );
    expect(report).toMatch(
      /error no-circular: apps\/server\/src\/first\.ts → \s+apps\/server\/src\/second\.ts →\s+apps\/server\/src\/first\.ts/,
    );
    expect(report).toContain(
      'error contracts-imports-engine-values: packages/contracts/src/schema.ts → packages/tax-engine/src/rate.ts',
    );
    expect(report).toContain(
      'error engine-imports-api: packages/tax-engine/src/usesApi.ts → packages/contracts/src/schema.ts',
    );
    expect(report).toContain('error web-imports-server: apps/web/src/api/leak.ts → apps/server/src/first.ts');
    // Nothing else: the fixture's allowed imports (a feature's own files) are not reported.
    expect(report).toContain('x 5 dependency violations (5 errors, 0 warnings)');
  });

  it('passes a tree where features share through shared modules and contracts read engine types only', () => {
    const { status, report } = cruise('clean');
    expect(report).toContain('no dependency violations found');
    expect(status).toBe(0);
  });
});
