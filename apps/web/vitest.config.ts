import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: the root runs vitest with its own Vite version.
export default defineConfig({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
});
