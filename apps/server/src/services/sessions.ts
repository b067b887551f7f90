import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { newToken, sha256 } from '../lib/tokens';

export const SESSION_DAYS = 7;
/** A session without a request for this long is over, whatever its absolute expiry. */
export const IDLE_MINUTES = 30;
/** last_seen_at is written at most this often, so reads do not each cost a write. */
const TOUCH_SECONDS = 60;

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  role: 'user' | 'agent' | 'admin';
  /** A self-registered preparer an administrator has not approved yet: sees no one else's data. */
  pendingApproval: boolean;
}

export async function createSession(db: Db, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db.insert(sessions).values({ tokenHash: sha256(token), userId, expiresAt });
  return { token, expiresAt };
}

/**
 * The session lookup runs on every signed-in request, so it is built once per database and sent as
 * a named prepared statement: neither drizzle nor PostgreSQL rebuilds or re-plans it each time.
 */
function prepareLookup(db: Db) {
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      pendingApproval: users.pendingApproval,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        eq(users.active, true),
      ),
    )
    .limit(1)
    .prepare('find_session_user');
}
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();

/** The signed-in user of a live session; expired, revoked and deactivated ones give null. */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  const now = Date.now();
  const tokenHash = sha256(token);
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = prepareLookup(db)));
  const rows = await lookup.execute({
    tokenHash,
    now: new Date(now).toISOString(),
    idleSince: new Date(now - IDLE_MINUTES * 60_000).toISOString(),
  });
  const row = rows[0];
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() > TOUCH_SECONDS * 1000) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  const { lastSeenAt: _seen, ...user } = row;
  return user;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.tokenHash, sha256(token)));
}

export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
