import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Role } from '@taxprep/contracts';
import { MSG } from '@taxprep/contracts';
import { findSessionUser, MAX_TOKEN_CHARS, type SessionUser } from '../services/sessions';
import { forbidden, unauthorized } from '../lib/errors';

export const SESSION_COOKIE = 'session';

/** A route of the API proper: the OpenAPI pages and the web app's catch-all are not. */
const isApiRoute = (url: string | undefined) =>
  !!url && url.startsWith('/api/') && !url.startsWith('/api/docs');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The handler checks the session in its own statement: req.user stays null. */
    sessionInStatement?: boolean;
    /** Answers without a session (sign-in, registration, recovery, health). */
    public?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
  }
}

/** The session token from the cookie, or from `Authorization: Bearer …` for API clients. */
export function tokenOf(req: FastifyRequest): string | null {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) {
    const t = auth.slice(7).trim();
    if (t) return t;
  }
  return req.cookies[SESSION_COOKIE] ?? null;
}

export const sessionPlugin = fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const config = req.routeOptions.config;
    // A route whose own statement checks the session (the summary) saves this round trip.
    if (config.sessionInStatement) return;
    const token = tokenOf(req);
    const user = token && token.length <= MAX_TOKEN_CHARS ? await findSessionUser(app.db, token) : null;
    if (user) {
      req.user = user;
      req.sessionToken = token;
    }
  });
  // Every API route needs a session unless it is marked public, and it is refused before the body is
  // read or validated, so a stranger's body never reaches a parser or a pattern. This runs after the
  // routes' own onRequest guards, which answer with their spec's messages.
  app.addHook('preParsing', async (req) => {
    const config = req.routeOptions.config;
    if (!req.user && !config.public && !config.sessionInStatement && isApiRoute(req.routeOptions.url))
      throw unauthorized(MSG.pleaseLogIn);
  });
});

/** Route guards run at onRequest, before the body is parsed or validated. */
export const requireUser: onRequestAsyncHookHandler = async (req: FastifyRequest, _reply: FastifyReply) => {
  if (!req.user) throw unauthorized(MSG.pleaseLogIn);
};

export function requireRole(...roles: Role[]): onRequestAsyncHookHandler {
  return async (req) => {
    if (!req.user) throw unauthorized(MSG.pleaseLogIn);
    if (!roles.includes(req.user.role)) throw forbidden();
  };
}

/** Preparers and administrators, once approved: the calls that show other users' data. */
export const requireApprovedPreparer: onRequestAsyncHookHandler = async (req) => {
  if (!req.user) throw unauthorized(MSG.pleaseLogIn);
  if (req.user.role !== 'agent' && req.user.role !== 'admin') throw forbidden();
  if (req.user.pendingApproval) throw forbidden(MSG.preparerPending);
};

export function currentUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw unauthorized(MSG.pleaseLogIn);
  return req.user;
}
