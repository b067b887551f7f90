import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { createMailer } from '../../src/services/mailer';
import { buildApp } from '../../src/app';
import { FieldCipher } from '../../src/lib/crypto';
import { startMailbox } from './mailbox';
import { answerRecorder, type Answer } from './answers';
import pino from 'pino';

const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh, empty database of the kind under test: in-memory PGlite or a new PostgreSQL database. */
/**
 * TEST_INSTANCES=2 (PostgreSQL only): every test app is two server instances, each with its own
 * connection pool on the one database, behind one address: requests alternate between them, so the
 * whole API suite runs as it would against two processes behind a load balancer (issue 12).
 */
const instances = kind === 'postgres' && process.env.TEST_INSTANCES === '2' ? 2 : 1;

async function freshDatabase(): Promise<Database & { drop: () => Promise<void>; url?: string }> {
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
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApp {
  /** The app, or with TEST_INSTANCES=2 the two instances behind one address (inject alternates). */
  app: FastifyInstance;
  /** Each instance itself: one, or two with TEST_INSTANCES=2. */
  instances: FastifyInstance[];
  db: Database;
  mailbox: Awaited<ReturnType<typeof startMailbox>>;
  /** Every answer the app gave (helpers/answers.ts). */
  answers: Answer[];
  /** Answers that disagree with their route's documented ones; `close()` fails on any. */
  faults: string[];
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  opts: {
    webDir?: string;
    logger?: object;
    /** Run before the app's routes are registered (a test's own routes and hooks). */
    beforeRoutes?: (app: FastifyInstance) => void;
  } = {},
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
  const recorder = answerRecorder();
  const build = (database: Database) =>
    buildApp({
      config,
      db: database.db,
      mailer,
      cipher,
      webDir: opts.webDir ?? '/nonexistent',
      logger: opts.logger,
      beforeRoutes: (app) => {
        recorder.install(app);
        opts.beforeRoutes?.(app);
      },
    });
  const app = await build(db);
  await app.ready();
  const more: { app: FastifyInstance; db: Database }[] = [];
  if (instances === 2 && db.url) {
    const db2 = await openDatabase({ url: db.url, dataDir: null });
    const app2 = await build(db2);
    await app2.ready();
    more.push({ app: app2, db: db2 });
  }
  const all = [app, ...more.map((m) => m.app)];
  return {
    app: all.length === 1 ? app : behindOneAddress(all),
    instances: all,
    db,
    mailbox,
    answers: recorder.answers,
    faults: recorder.faults,
    async close() {
      for (const m of more) {
        await m.app.close();
        await m.db.close();
      }
      await app.close();
      mailer.close();
      await db.close();
      await db.drop();
      await mailbox.close();
      // Every API test file checks that what its calls were answered is what the document says.
      if (recorder.faults.length) {
        throw new Error(
          `Answers the OpenAPI document does not list:\n${[...new Set(recorder.faults)].join('\n')}`,
        );
      }
    },
  };
}

/** Requests alternate between the instances; everything else is the first instance's. */
function behindOneAddress(all: FastifyInstance[]): FastifyInstance {
  let turn = 0;
  const inject = (opts: InjectOptions | string) => all[turn++ % all.length]!.inject(opts);
  return new Proxy(all[0]!, {
    get(target, prop) {
      if (prop === 'inject') return inject;
      const v: unknown = Reflect.get(target, prop, target);
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
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
