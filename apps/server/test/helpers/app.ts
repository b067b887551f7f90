import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { createMailer } from '../../src/services/mailer';
import { buildApp } from '../../src/app';
import { FieldCipher } from '../../src/lib/crypto';
import { startMailbox } from './mailbox';
import pino from 'pino';

const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh, empty database of the kind under test: in-memory PGlite or a new PostgreSQL database. */
async function freshDatabase(): Promise<Database & { drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const d = await openDatabase({ dataDir: null });
    return { ...d, drop: async () => {} };
  }
  const name = `taxprep_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const d = await openDatabase({ url: url.toString(), dataDir: null });
  return {
    ...d,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  mailbox: Awaited<ReturnType<typeof startMailbox>>;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  opts: { webDir?: string; logger?: object } = {},
): Promise<TestApp> {
  const mailbox = await startMailbox();
  const config = loadConfig({
    DATA_DIR: '/tmp/taxprep-test-unused',
    SMTP_URL: mailbox.url,
    APP_URL: 'http://localhost:3000',
    RATE_LIMIT_MAX: '1000',
    ...env,
  });
  const db = await freshDatabase();
  const log = pino({ level: 'silent' });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: '/tmp/unused',
    log,
  });
  const cipher = new FieldCipher(randomBytes(32));
  const app = await buildApp({
    config,
    db: db.db,
    mailer,
    cipher,
    webDir: opts.webDir ?? '/nonexistent',
    logger: opts.logger,
  });
  await app.ready();
  return {
    app,
    db,
    mailbox,
    async close() {
      await app.close();
      mailer.close();
      await db.close();
      await db.drop();
      await mailbox.close();
    },
  };
}

/** A second app on the test app's database, as a second server process would be. Close it yourself. */
export async function secondApp(t: TestApp): Promise<FastifyInstance> {
  const app = await buildApp({
    config: t.app.config,
    db: t.app.db,
    mailer: t.app.mailer,
    cipher: t.app.cipher,
    webDir: '/nonexistent',
  });
  await app.ready();
  return app;
}

export const dbKind = kind;
export type { Database };
