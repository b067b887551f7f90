import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: './packages/contracts', include: ['test/**/*.test.ts'] } },
      { test: { name: 'tax-engine', root: './packages/tax-engine', include: ['test/**/*.test.ts'] } },
      './apps/web',
    ],
  },
});
