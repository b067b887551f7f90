import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { MSG, loginResponseSchema, loginSchema, meSchema, userSchema } from '@taxprep/contracts';
import { preparerProfiles } from '../db/schema';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { HttpError, tooMany, unauthorized } from '../lib/errors';
import { createSession, revokeSession, SESSION_DAYS } from '../services/sessions';
import {
  clearFailedLogins,
  LOCK_AFTER_FAILURES,
  LOCK_MINUTES,
  recordFailedLogin,
  findUserByUsername,
} from '../services/accounts';
import { SESSION_COOKIE, requireUser } from './session';
import { errorResponses } from './errors';
import { registrationRoutes } from './auth-registration';
import { publicLimit, quietSender, recoveryRoutes } from './auth-recovery';

const BAD_LOGIN = 'Invalid username or password.';
const DEACTIVATED = 'This account has been deactivated. Please contact an administrator.';
const LOCKED =
  'Too many wrong passwords for this account. Sign-in is locked for 15 minutes; you can reset your password to unlock it now.';

// A fixed hash to verify against when the username is unknown, so both paths take as long.
const DUMMY_HASH = hashPassword('not-a-real-password-0');

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every call here but /api/me answers without a session.
  const limit = publicLimit(app);
  const secureCookie = app.config.appUrl.startsWith('https://');
  const sendQuietly = quietSender(app);

  registrationRoutes(app);

  app.post(
    '/api/login',
    {
      config: limit,
      schema: {
        tags: ['accounts'],
        summary: 'Sign in: sets the session cookie and returns the same session as a bearer token',
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const user = await findUserByUsername(app.db, req.body.username);
      if (user?.lockedUntil && user.lockedUntil > new Date()) throw tooMany(LOCKED);
      const ok = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH), req.body.password);
      if (user && !ok) {
        if (await recordFailedLogin(app.db, user.id)) {
          sendQuietly(
            user.email,
            'Sign-in to your TaxPrep account was locked',
            `Hello ${user.username},\n\nThere were ${LOCK_AFTER_FAILURES} wrong passwords for your account within ${LOCK_MINUTES} minutes, so signing in is locked for ${LOCK_MINUTES} minutes.\n\nIf this was not you, someone may be guessing your password. You can choose a new one now (this also lifts the lock):\n${app.config.appUrl}/forgot-password\n`,
          );
          throw tooMany(LOCKED);
        }
      }
      if (!user || !ok) throw unauthorized(BAD_LOGIN);
      if (!user.active) throw new HttpError(403, DEACTIVATED);
      await clearFailedLogins(app.db, user.id);
      const { token, expiresAt } = await createSession(app.db, user.id);
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie,
        expires: expiresAt,
        maxAge: SESSION_DAYS * 86_400,
      });
      return { user: { id: user.id, username: user.username, role: user.role }, token };
    },
  );

  app.get(
    '/api/auth/check',
    {
      config: { public: true },
      schema: {
        tags: ['accounts'],
        summary: 'Whether the request carries a live session',
        response: { 200: z.object({ success: z.literal(true), user: userSchema }), ...errorResponses },
      },
    },
    async (req) => {
      if (!req.user) throw unauthorized(MSG.pleaseLogIn);
      const { id, username, role } = req.user;
      return { success: true as const, user: { id, username, role } };
    },
  );

  app.get(
    '/api/me',
    {
      onRequest: requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user',
        response: { 200: meSchema, ...errorResponses },
      },
    },
    async (req) => {
      const u = req.user!;
      const p = await app.db
        .select({ id: preparerProfiles.userId })
        .from(preparerProfiles)
        .where(eq(preparerProfiles.userId, u.id))
        .limit(1);
      return {
        id: u.id,
        username: u.username,
        role: u.role,
        email: u.email,
        has_preparer_profile: p.length > 0,
        pending_approval: u.pendingApproval,
      };
    },
  );

  app.post(
    '/api/logout',
    {
      config: { public: true },
      schema: {
        tags: ['accounts'],
        summary: 'End the session',
        response: { 200: z.object({ success: z.literal(true) }), ...errorResponses },
      },
    },
    async (req, reply) => {
      if (req.sessionToken) await revokeSession(app.db, req.sessionToken);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const };
    },
  );

  recoveryRoutes(app);
};
