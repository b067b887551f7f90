import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './services/mailer';
import { installErrorHandler } from './plugins/errors';
import { sessionPlugin } from './plugins/session';
import { authRoutes } from './plugins/auth';
import { preparerRoutes } from './plugins/preparer';
import { returnRoutes } from './plugins/returns';
import { returnFileRoutes } from './plugins/return-file';
import { returnSummaryRoutes } from './plugins/return-summary';
import { wizardRoutes } from './plugins/wizard/index';
import { documentRoutes, form1099ListRoutes } from './plugins/documents';
import { documentKindRoutes, documentParentCreateRoutes } from './plugins/document-kinds';
import { scheduleCRoutes } from './plugins/schedule-c';
import { scheduleDRoutes } from './plugins/schedule-d';
import { form1040xRoutes } from './plugins/form1040x';
import { signatureRoutes } from './plugins/signature';
import { reviewSeenRoutes } from './plugins/review-seen';
import { scheduleERoutes } from './plugins/schedule-e';
import { schedule1Routes } from './plugins/schedule-1';
import { californiaRoutes } from './plugins/california';
import { returnScope } from './plugins/return-scope';
import { fileRoutes } from './plugins/files';
import { adminRoutes } from './plugins/admin';
import { adminFormRoutes } from './plugins/admin-forms';
import { adminFormDetailRoutes } from './plugins/admin-form-detail';
import { bracketRoutes } from './plugins/brackets';
import { auditRoutes } from './plugins/audit';
import { securityPlugin } from './plugins/security';
import { documentErrors, documentTransform } from './plugins/responses';
import { SERVER_ROOT } from './paths';
import { dbRateLimitStore } from './lib/rate-limit-store';
import type { FieldCipher } from './lib/crypto';
import { shapeCheckedValidator } from './lib/body-shape';
import { TAX_YEARS } from '@taxprep/tax-engine';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    cipher: FieldCipher;
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  cipher: FieldCipher;
  /** Folder of the built web bundle; the app serves it when it exists. */
  webDir?: string;
  logger?: boolean | object;
  /** Called before any route is registered, so hooks it adds reach every route (the tests' answer check). */
  beforeRoutes?: (app: FastifyInstance) => void;
}

export const DEFAULT_WEB_DIR = path.resolve(SERVER_ROOT, '../web/dist');

// Fastify types these factories for Ajv's compilers; zod's are called the same way. A body of the
// wrong shape (null, a list, a number) is refused before its schema runs (lib/body-shape.ts).
const zodCompilers = {
  buildValidator: () => shapeCheckedValidator,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    // Request lines would drown what matters (start-up, mail, errors) on a newcomer's console.
    logController: new LogController({ disableRequestLogging: true }),
    // The largest form is a few kilobytes; the broker CSV import names its own larger limit.
    bodyLimit: 256 * 1024,
    trustProxy: false,
    // Every schema is zod's. Given as factories, Fastify never loads its default compilers (Ajv and
    // fast-json-stringify: a quarter of a second of every start).
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('mailer', deps.mailer);
  app.decorate('cipher', deps.cipher);
  installErrorHandler(app);
  deps.beforeRoutes?.(app);
  // The API speaks JSON only; a text body is refused (415) rather than half-parsed.
  app.removeContentTypeParser('text/plain');

  await app.register(cookie);
  await app.register(securityPlugin);
  // Counted in the database, so every server process on one PostgreSQL shares each limit.
  await app.register(rateLimit, { global: false, store: dbRateLimitStore(deps.db) });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'TaxPrep API',
        version: '0.1.0',
        description: `Preparation of the Form 1040 (tax years ${TAX_YEARS.join(', ')}) and California returns.`,
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ session: [] }, { bearer: [] }],
    },
    transform: documentTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its own policy allows framing by the same site; the docs may be framed by nobody, like every page.
    transformStaticCSP: (csp) => csp.replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'"),
  });
  // Every route's document lists the error answers it shares with the others (plugins/responses.ts).
  app.addHook('onRoute', documentErrors);
  await app.register(sessionPlugin);

  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: { tags: ['system'], summary: 'Liveness', response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async () => ({ ok: true as const }),
  );
  await app.register(authRoutes);
  await app.register(preparerRoutes);
  await app.register(returnRoutes);
  await app.register(returnSummaryRoutes);
  await app.register(returnFileRoutes);
  await app.register(wizardRoutes);
  await app.register(form1099ListRoutes);
  await app.register(documentParentCreateRoutes);
  await app.register(
    returnScope(
      documentRoutes,
      documentKindRoutes,
      scheduleCRoutes,
      scheduleDRoutes,
      form1040xRoutes,
      signatureRoutes,
      reviewSeenRoutes,
      scheduleERoutes,
      schedule1Routes,
    ),
  );
  await app.register(californiaRoutes);
  await app.register(fileRoutes);
  await app.register(adminRoutes);
  await app.register(adminFormRoutes);
  await app.register(adminFormDetailRoutes);
  await app.register(bracketRoutes);
  await app.register(auditRoutes);

  const webDir = deps.webDir ?? DEFAULT_WEB_DIR;
  if (fs.existsSync(path.join(webDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      // The build writes .br and .gz beside each file (apps/web/vite.config.ts): no compressing per request.
      // They are found beside the file asked for, so they need no routes of their own: a route a file
      // instead of three takes a tenth of a second off every start.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (res, file) => {
        // Files under assets/ carry a content hash in their name, so they never change; the page
        // itself must be asked for again so a new release is picked up.
        const hashed = file.startsWith(path.join(webDir, 'assets') + path.sep);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // Client-side routes (and the 404 page) are the single-page app's to answer.
    // Source maps would publish the app's source to anyone: the build makes none, and none is served.
    app.addHook('onRequest', async (req, reply) => {
      if (req.url.split('?')[0]!.endsWith('.map')) return reply.code(404).send({ error: 'Not found.' });
    });
    app.get('/*', { schema: { hide: true } }, async (req, reply) => {
      if (req.url.startsWith('/api/')) return reply.code(404).send({ error: 'Not found.' });
      return reply.type('text/html').sendFile('index.html');
    });
  }
  return app;
}
