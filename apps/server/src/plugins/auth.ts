import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, and, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  MSG,
  emailOnlySchema,
  loginResponseSchema,
  loginSchema,
  meSchema,
  messageSchema,
  registerSchema,
  resendCodeSchema,
  resetPasswordSchema,
  userSchema,
  verifyCodeSchema,
} from '@taxprep/contracts';
import { passwordResets, pendingRegistrations, preparerProfiles, users } from '../db/schema';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { newCode, newToken, sameHash, sha256 } from '../lib/tokens';
import { badRequest, conflict, HttpError, tooMany, unauthorized } from '../lib/errors';
import { createSession, revokeAllSessions, revokeSession, SESSION_DAYS } from '../services/sessions';
import {
  CODE_MINUTES,
  clearFailedLogins,
  LOCK_AFTER_FAILURES,
  LOCK_MINUTES,
  MAX_CODE_ATTEMPTS,
  recordFailedLogin,
  PENDING_HOURS,
  RESEND_SECONDS,
  RESET_MINUTES,
  findLiveReset,
  findPendingByEmail,
  findUserByEmail,
  findUserByUsername,
  lower,
  pendingUsernameTaken,
  type ProfileInput,
  upsertProfile,
} from '../services/accounts';
import { SESSION_COOKIE, requireUser } from './session';
import { safeError } from '../lib/safe-error';
import { isUniqueViolation } from '../db/errors';
import { errorResponses } from './errors';

const USERNAME_TAKEN = 'Username is already taken.';
const EMAIL_TAKEN = 'An account with this email already exists.';
const PENDING =
  'A registration for this email is pending verification. Enter the code we sent, or request a new one.';
const BAD_LOGIN = 'Invalid username or password.';
const DEACTIVATED = 'This account has been deactivated. Please contact an administrator.';
const LOCKED =
  'Too many wrong passwords for this account. Sign-in is locked for 15 minutes; you can reset your password to unlock it now.';

// A fixed hash to verify against when the username is unknown, so both paths take as long.
const DUMMY_HASH = hashPassword('not-a-real-password-0');

function codeHash(email: string, code: string) {
  return sha256(`${lower(email)}:${code}`);
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every call here but /api/me answers without a session.
  const limit = { rateLimit: { max: app.config.rateLimitMax, timeWindow: '1 minute' }, public: true };
  const secureCookie = app.config.appUrl.startsWith('https://');

  async function mailCode(email: string, code: string) {
    await app.mailer.send({
      to: email,
      subject: 'Your TaxPrep verification code',
      text: `Welcome to TaxPrep.\n\nYour verification code is ${code}\n\nIt expires in ${CODE_MINUTES} minutes. If you did not create an account, ignore this message.\n`,
    });
  }

  /** Mails that must not reveal whether an address is registered are sent without waiting. */
  function sendQuietly(to: string, subject: string, text: string) {
    app.mailer
      .send({ to, subject, text })
      .catch((err: unknown) => app.log.error({ error: safeError(err) }, 'mail failed'));
  }

  app.post(
    '/api/register',
    {
      config: limit,
      schema: {
        tags: ['accounts'],
        summary: 'Start a registration: mails a 7-digit code',
        body: registerSchema,
        response: { 201: z.object({ message: z.string(), email: z.string() }), ...errorResponses },
      },
    },
    async (req, reply) => {
      const b = req.body;
      if (await findUserByUsername(app.db, b.username)) throw conflict(USERNAME_TAKEN);
      if (await findUserByEmail(app.db, b.email)) throw conflict(EMAIL_TAKEN);
      const pending = await findPendingByEmail(app.db, b.email);
      if (pending && pending.expiresAt > new Date()) throw conflict(PENDING);
      if (pending) await app.db.delete(pendingRegistrations).where(eq(pendingRegistrations.id, pending.id));
      if (await pendingUsernameTaken(app.db, b.username, b.email)) throw conflict(USERNAME_TAKEN);

      const profile: ProfileInput | null =
        b.role === 'agent'
          ? {
              ptin: b.ptin ?? '',
              self_employed: b.self_employed ?? false,
              firm_name: b.firm_name ?? null,
              firm_address: b.firm_address ?? null,
              firm_ein: b.firm_ein ?? null,
              phone: b.phone ?? '',
            }
          : null;
      const code = newCode();
      const now = Date.now();
      try {
        await app.db.insert(pendingRegistrations).values({
          username: b.username,
          email: b.email,
          passwordHash: await hashPassword(b.password),
          role: b.role,
          profile,
          codeHash: codeHash(b.email, code),
          codeExpiresAt: new Date(now + CODE_MINUTES * 60_000),
          lastSentAt: new Date(now),
          expiresAt: new Date(now + PENDING_HOURS * 3_600_000),
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(PENDING);
        throw err;
      }
      await mailCode(b.email, code);
      return reply.code(201).send({ message: 'We sent a 7-digit code to your email.', email: b.email });
    },
  );

  app.post(
    '/api/pending/verify-code',
    {
      config: limit,
      schema: {
        tags: ['accounts'],
        summary: 'Verify the emailed code and create the account',
        body: verifyCodeSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (req) => {
      const { email, code } = req.body;
      const pending = await findPendingByEmail(app.db, email);
      const now = new Date();
      if (!pending || pending.expiresAt <= now || pending.codeExpiresAt <= now)
        throw badRequest(MSG.invalidCode);
      // Each try claims one of the attempts in a single UPDATE, so concurrent guesses cannot
      // all be checked against the same count.
      const claimed = await app.db
        .update(pendingRegistrations)
        .set({ attempts: sql`${pendingRegistrations.attempts} + 1` })
        .where(
          and(eq(pendingRegistrations.id, pending.id), lt(pendingRegistrations.attempts, MAX_CODE_ATTEMPTS)),
        )
        .returning({ attempts: pendingRegistrations.attempts });
      if (claimed.length === 0) throw badRequest('Too many incorrect codes. Request a new code.');
      if (!sameHash(pending.codeHash, codeHash(email, code))) throw badRequest(MSG.invalidCode);
      try {
        await app.db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({
              username: pending.username,
              email: pending.email,
              passwordHash: pending.passwordHash,
              role: pending.role,
              // Anyone can claim a PTIN: a preparer sees no one else's data until an admin approves.
              pendingApproval: pending.role === 'agent' && app.config.agentApproval,
            })
            .returning({ id: users.id });
          if (!user) throw new Error('user insert returned nothing');
          if (pending.role === 'agent' && pending.profile) {
            await upsertProfile(tx, user.id, pending.profile as ProfileInput);
          }
          await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.id, pending.id));
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(USERNAME_TAKEN);
        throw err;
      }
      return { message: 'Your email is verified. You can now log in.' };
    },
  );

  app.post(
    '/api/resend-code',
    {
      config: limit,
      schema: {
        tags: ['accounts'],
        summary: 'Send a new verification code (once a minute)',
        body: resendCodeSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (req) => {
      const pending = await findPendingByEmail(app.db, req.body.email);
      if (!pending || pending.expiresAt <= new Date()) {
        throw badRequest('No pending registration for this email. Please register again.');
      }
      const waited = (Date.now() - pending.lastSentAt.getTime()) / 1000;
      if (waited < RESEND_SECONDS) {
        throw tooMany(
          `Please wait ${Math.ceil(RESEND_SECONDS - waited)} seconds before requesting a new code.`,
        );
      }
      const code = newCode();
      await app.db
        .update(pendingRegistrations)
        .set({
          codeHash: codeHash(pending.email, code),
          codeExpiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
          attempts: 0,
          lastSentAt: new Date(),
        })
        .where(eq(pendingRegistrations.id, pending.id));
      await mailCode(pending.email, code);
      return { message: MSG.codeResent };
    },
  );

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

  app.post(
    '/api/request-password-reset',
    {
      config: limit,
      schema: {
        tags: ['accounts'],
        summary: 'Mail a single-use reset link (the answer is the same for unknown addresses)',
        body: emailOnlySchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (req) => {
      const user = await findUserByEmail(app.db, req.body.email);
      if (user?.active) {
        const token = newToken();
        // A newer link ends every older one: only the latest mail can reset the password. The
        // user's row is locked so two requests at once cannot both leave a live link.
        await app.db.transaction(async (tx) => {
          await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
          await tx
            .update(passwordResets)
            .set({ usedAt: new Date() })
            .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
          await tx.insert(passwordResets).values({
            tokenHash: sha256(token),
            userId: user.id,
            expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
          });
        });
        sendQuietly(
          user.email,
          'Reset your TaxPrep password',
          `Hello ${user.username},\n\nUse this link to choose a new password. It works once and expires in ${RESET_MINUTES} minutes:\n\n${app.config.appUrl}/reset-password/${token}\n\nIf you did not ask for this, ignore this message; your password stays the same.\n`,
        );
      }
      return { message: MSG.resetRequested };
    },
  );

  app.post(
    '/api/request-username',
    {
      config: limit,
      schema: {
        tags: ['accounts'],
        summary: 'Mail the username (the answer is the same for unknown addresses)',
        body: emailOnlySchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (req) => {
      const user = await findUserByEmail(app.db, req.body.email);
      if (user?.active) {
        sendQuietly(
          user.email,
          'Your TaxPrep username',
          `Hello,\n\nYour TaxPrep username is: ${user.username}\n\nSign in at ${app.config.appUrl}/login\n`,
        );
      }
      return { message: MSG.usernameRequested };
    },
  );

  app.post(
    '/api/reset-password/:token',
    {
      config: limit,
      schema: {
        tags: ['accounts'],
        summary: 'Choose a new password with the emailed link; signs out every session',
        params: z.object({ token: z.string().min(1).max(200) }),
        body: resetPasswordSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (req) => {
      const tokenHash = sha256(req.params.token);
      const live = await findLiveReset(app.db, tokenHash);
      if (!live) throw badRequest(MSG.resetFailed);
      const passwordHash = await hashPassword(req.body.password);
      // Claiming the token and changing the password is one step, so a link cannot be used twice.
      const used = await app.db.transaction(async (tx) => {
        const claimed = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)))
          .returning({ userId: passwordResets.userId });
        const row = claimed[0];
        if (!row) return false;
        // A new password lifts a sign-in lock and ends every other reset link of the account.
        await tx
          .update(users)
          .set({ passwordHash, failedLogins: 0, failedLoginsSince: null, lockedUntil: null })
          .where(eq(users.id, row.userId));
        await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.userId, row.userId), isNull(passwordResets.usedAt)));
        return true;
      });
      if (!used) throw badRequest(MSG.resetFailed);
      await revokeAllSessions(app.db, live.userId);
      return { message: 'Your password has been reset. You can now log in.' };
    },
  );
};
