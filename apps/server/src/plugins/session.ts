import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@taxprep/contracts';
import { MSG } from '@taxprep/contracts';
import { findSessionUser, MAX_TOKEN_CHARS, type SessionUser } from '../services/sessions';
import { forbidden, unauthorized } from '../lib/errors';

export const SESSION_COOKIE = 'session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The handler checks the session in its own statement: req.user stays null. */
    sessionInStatement?: boolean;
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
    // A route whose own statement checks the session (the summary) saves this round trip.
    if (req.routeOptions.config.sessionInStatement) return;
    const token = tokenOf(req);
    if (!token || token.length > MAX_TOKEN_CHARS) return;
    const user = await findSessionUser(app.db, token);
    if (user) {
      req.user = user;
      req.sessionToken = token;
    }
  });
});

export const requireUser: preHandlerAsyncHookHandler = async (req: FastifyRequest, _reply: FastifyReply) => {
  if (!req.user) throw unauthorized(MSG.pleaseLogIn);
};

export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  return async (req) => {
    if (!req.user) throw unauthorized(MSG.pleaseLogIn);
    if (!roles.includes(req.user.role)) throw forbidden();
  };
}

/** Preparers and administrators, once approved: the calls that show other users' data. */
export const requireApprovedPreparer: preHandlerAsyncHookHandler = async (req) => {
  if (!req.user) throw unauthorized(MSG.pleaseLogIn);
  if (req.user.role !== 'agent' && req.user.role !== 'admin') throw forbidden();
  if (req.user.pendingApproval) throw forbidden(MSG.preparerPending);
};

export function currentUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw unauthorized(MSG.pleaseLogIn);
  return req.user;
}
