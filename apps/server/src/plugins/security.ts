import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../lib/errors';
import { SESSION_COOKIE } from './session';

export const CROSS_SITE =
  'This request came from another site and was refused. Open TaxPrep directly and try again.';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(req: FastifyRequest): string | null {
  const o = req.headers.origin;
  if (o && o !== 'null') return o;
  if (o === 'null') return 'null';
  const ref = req.headers.referer;
  if (!ref) return null;
  try {
    return new URL(ref).origin;
  } catch {
    return 'null';
  }
}

/**
 * Security headers on every answer (a CSP the built app passes without inline script), and
 * cookie-authenticated writes refused when a browser says they come from another origin.
 */
export const securityPlugin = fp(async (app) => {
  const appOrigin = new URL(app.config.appUrl).origin;
  // helmet's middleware built once: @fastify/helmet rebuilt it (parsing every directive) per request.
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables and positions through style attributes and <style> tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The PDF preview shows a blob: URL in a frame.
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: app.config.appUrl.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    // Reset links carry their token in the path: never send it on to another site.
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) => {
    headers(req.raw, reply.raw, (err) => done(err as Error | undefined));
  });

  app.addHook('onRequest', async (req) => {
    if (!WRITES.has(req.method) || !req.url.startsWith('/api/')) return;
    // Only the cookie is sent by a browser on its own; a bearer token must be added by the caller.
    if (req.headers.authorization?.startsWith('Bearer ') || !req.cookies[SESSION_COOKIE]) return;
    const origin = originOf(req);
    if (origin === null) return; // not a browser (curl, scripts): no ambient credentials at stake
    const sameHost = origin !== 'null' && new URL(origin).host === req.headers.host;
    if (origin !== appOrigin && !sameHost) throw forbidden(CROSS_SITE);
  });
});
