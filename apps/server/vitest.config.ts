import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: `api-${process.env.TEST_DB ?? 'pglite'}`,
    include: ['test/**/*.test.ts'],
    // Two server processes can share PostgreSQL only: PGlite is one process's embedded database.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DB === 'postgres' ? [] : ['test/scale-out.test.ts']),
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own database; two at a time keeps a 2-core machine responsive.
    maxWorkers: 2,
  },
});
