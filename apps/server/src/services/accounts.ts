import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResets, pendingRegistrations, preparerProfiles, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';

export const CODE_MINUTES = 15;
export const PENDING_HOURS = 24;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_SECONDS = 60;
export const RESET_MINUTES = 60;

export const lower = (s: string) => s.trim().toLowerCase();

export async function findUserByUsername(db: Db, username: string) {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${lower(username)}`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Db, email: string) {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${lower(email)}`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findPendingByEmail(db: Db, email: string) {
  const rows = await db
    .select()
    .from(pendingRegistrations)
    .where(sql`lower(${pendingRegistrations.email}) = ${lower(email)}`)
    .limit(1);
  return rows[0] ?? null;
}

export async function pendingUsernameTaken(db: Db, username: string, exceptEmail: string) {
  const rows = await db
    .select({ id: pendingRegistrations.id })
    .from(pendingRegistrations)
    .where(
      and(
        sql`lower(${pendingRegistrations.username}) = ${lower(username)}`,
        sql`lower(${pendingRegistrations.email}) <> ${lower(exceptEmail)}`,
        gt(pendingRegistrations.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export interface ProfileInput {
  ptin: string;
  self_employed: boolean;
  firm_name?: string | null;
  firm_address?: string | null;
  firm_ein?: string | null;
  phone: string;
}

/** Self-employed preparers have no firm: its fields are cleared rather than kept stale. */
export function profileRow(userId: number, p: ProfileInput) {
  const firm = !p.self_employed;
  return {
    userId,
    ptin: p.ptin,
    selfEmployed: p.self_employed,
    firmName: firm ? p.firm_name?.trim() || null : null,
    firmAddress: firm ? p.firm_address?.trim() || null : null,
    firmEin: firm ? p.firm_ein?.replace(/-/g, '') || null : null,
    phone: p.phone,
    updatedAt: new Date(),
  };
}

export async function upsertProfile(db: Db, userId: number, p: ProfileInput) {
  const row = profileRow(userId, p);
  await db
    .insert(preparerProfiles)
    .values(row)
    .onConflictDoUpdate({ target: preparerProfiles.userId, set: row });
  return row;
}

export async function getProfile(db: Db, userId: number) {
  const rows = await db.select().from(preparerProfiles).where(eq(preparerProfiles.userId, userId)).limit(1);
  return rows[0] ?? null;
}

export function profileJson(p: NonNullable<Awaited<ReturnType<typeof getProfile>>>) {
  return {
    ptin: p.ptin,
    self_employed: p.selfEmployed,
    firm_name: p.firmName,
    firm_address: p.firmAddress,
    // Stored as nine digits; shown as the IRS writes it, XX-XXXXXXX.
    firm_ein:
      p.firmEin && /^\d{9}$/.test(p.firmEin) ? `${p.firmEin.slice(0, 2)}-${p.firmEin.slice(2)}` : p.firmEin,
    phone: p.phone,
  };
}

/** Creates the first administrator when there is none. Returns the generated password, if any. */
export async function ensureAdmin(
  db: Db,
  admin: { username: string; email: string; password: string | undefined },
  generate: () => string,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (existing.length > 0) return { created: false };
  const password = admin.password ?? generate();
  // Two processes starting together on one PostgreSQL both find no administrator: one insert wins.
  const made = await db
    .insert(users)
    .values({
      username: admin.username,
      email: admin.email,
      passwordHash: await hashPassword(password),
      role: 'admin',
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (made.length === 0) {
    const now = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    if (now.length > 0) return { created: false };
    throw new Error(`The administrator's username or email (${admin.username}) belongs to another account.`);
  }
  return { created: true, generatedPassword: admin.password ? undefined : password };
}

export async function findLiveReset(db: Db, tokenHash: string) {
  const rows = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Wrong passwords for one account within LOCK_MINUTES, from any address, that lock its sign-in. */
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_MINUTES = 15;

/**
 * Counts a wrong password and, on reaching the limit, locks the account, in one atomic UPDATE (a new
 * window starts when the last one is over). A locked account counts nothing: the concurrent UPDATEs
 * of one row run one after another and each re-reads the lock, so wrong passwords arriving together
 * lock it once. True for exactly the request that locks it, whose owner is mailed once.
 */
export async function recordFailedLogin(db: Db, userId: number): Promise<boolean> {
  const fresh = sql`(${users.failedLoginsSince} is null or ${users.failedLoginsSince} < now() - make_interval(mins => ${LOCK_MINUTES}))`;
  const next = sql`(case when ${fresh} then 1 else ${users.failedLogins} + 1 end)`;
  const reached = sql`${next} >= ${LOCK_AFTER_FAILURES}`;
  const [row] = await db
    .update(users)
    .set({
      failedLogins: sql`case when ${reached} then 0 else ${next} end`,
      failedLoginsSince: sql`case when ${reached} then null when ${fresh} then now() else ${users.failedLoginsSince} end`,
      lockedUntil: sql`case when ${reached} then now() + make_interval(mins => ${LOCK_MINUTES}) else ${users.lockedUntil} end`,
    })
    .where(and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, sql`now()`))))
    .returning({ locked: sql<boolean>`coalesce(${users.lockedUntil} > now(), false)` });
  return row?.locked === true;
}

export async function clearFailedLogins(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ failedLogins: 0, failedLoginsSince: null, lockedUntil: null })
    .where(eq(users.id, userId));
}
