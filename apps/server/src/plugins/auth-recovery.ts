/** Recovery: password reset and username reminder, which never reveal whether an address is known. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, and, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { MSG, emailOnlySchema, messageSchema, resetPasswordSchema } from '@taxprep/contracts';
import { passwordResets, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { newToken, sha256 } from '../lib/tokens';
import { badRequest } from '../lib/errors';
import { revokeAllSessions } from '../services/sessions';
import { RESET_MINUTES, findLiveReset, findUserByEmail } from '../services/accounts';
import { safeError } from '../lib/safe-error';
import { errorResponses } from './errors';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The rate limit of the calls that answer without a session. */
export const publicLimit = (app: App) => ({
  rateLimit: { max: app.config.rateLimitMax, timeWindow: '1 minute' },
  public: true,
});

/** Mails that must not reveal whether an address is registered are sent without waiting. */
export function quietSender(app: App) {
  return (to: string, subject: string, text: string) => {
    app.mailer
      .send({ to, subject, text })
      .catch((err: unknown) => app.log.error({ error: safeError(err) }, 'mail failed'));
  };
}

export function recoveryRoutes(app: App) {
  const limit = publicLimit(app);
  const sendQuietly = quietSender(app);

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
}
