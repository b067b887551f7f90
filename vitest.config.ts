import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: './packages/contracts', include: ['test/**/*.test.ts'] } },
      // The property tests compute hundreds of returns each: seconds on a busy two-core machine.
      {
        test: {
          name: 'tax-engine',
          root: './packages/tax-engine',
          include: ['test/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      './apps/web',
      // Checks of the repository's own tooling (the import-boundary rules).
      // depcruise starts a Node process per check: seconds each on a busy machine.
      { test: { name: 'scripts', root: './scripts', include: ['*.test.ts'], testTimeout: 60_000 } },
    ],
  },
});
