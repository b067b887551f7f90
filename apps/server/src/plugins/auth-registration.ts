/** Registration: the account is created only once the emailed code is entered. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, and, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MSG, messageSchema, registerSchema, resendCodeSchema, verifyCodeSchema } from '@taxprep/contracts';
import { pendingRegistrations, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { newCode, sameHash, sha256 } from '../lib/tokens';
import { badRequest, conflict, tooMany } from '../lib/errors';
import {
  CODE_MINUTES,
  MAX_CODE_ATTEMPTS,
  PENDING_HOURS,
  RESEND_SECONDS,
  findPendingByEmail,
  findUserByEmail,
  findUserByUsername,
  lower,
  pendingUsernameTaken,
  type ProfileInput,
  upsertProfile,
} from '../services/accounts';
import { isUniqueViolation } from '../db/errors';
import { errorResponses } from './errors';
import { publicLimit } from './auth-recovery';

type App = Parameters<FastifyPluginAsyncZod>[0];

const USERNAME_TAKEN = 'Username is already taken.';
const EMAIL_TAKEN = 'An account with this email already exists.';
const PENDING =
  'A registration for this email is pending verification. Enter the code we sent, or request a new one.';

function codeHash(email: string, code: string) {
  return sha256(`${lower(email)}:${code}`);
}

export function registrationRoutes(app: App) {
  const limit = publicLimit(app);
  async function mailCode(email: string, code: string) {
    await app.mailer.send({
      to: email,
      subject: 'Your TaxPrep verification code',
      text: `Welcome to TaxPrep.\n\nYour verification code is ${code}\n\nIt expires in ${CODE_MINUTES} minutes. If you did not create an account, ignore this message.\n`,
    });
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
}
