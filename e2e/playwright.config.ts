import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..');
// E2E_PORT / E2E_DATA let two runs share a machine without sharing a server.
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/*
 * Every run starts from an empty database and outbox. Workers load this file again; the
 * marker in the environment (inherited from the runner) keeps them from wiping the server's data.
 */
export const DATA_DIR = path.join(import.meta.dirname, process.env.E2E_DATA ?? '.data');
if (!process.env.E2E_DATA_READY) {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(DATA_DIR, { recursive: true });
  process.env.E2E_DATA_READY = '1';
}

/** The seeded administrator signs in with this password (it starts without a preparer profile). */
export const ADMIN = { username: 'admin', password: 'E2e-admin-pass-2024' };

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL: BASE_URL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright must never download its own browser here.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'npm start',
    cwd: ROOT,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      // No SMTP: mail lands in DATA_DIR/outbox, where the tests read codes and links.
      SMTP_URL: '',
      APP_URL: BASE_URL,
      ADMIN_PASSWORD: ADMIN.password,
      // One browser signs up and in many times a minute; the production limit would refuse it.
      RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
    },
  },
});
