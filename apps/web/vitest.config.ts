import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: the root runs vitest with its own Vite version.
export default defineConfig({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Screens load lazily (their own chunks), so a test's first visit to one transforms its module
    // graph inside the test; on a busy 2-core machine that can take several seconds.
    testTimeout: 20_000,
  },
});
