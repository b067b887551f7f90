import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { sessions } from '../db/schema';
import { newToken, sha256 } from '../lib/tokens';

export const SESSION_DAYS = 7;
/** A session without a request for this long is over, whatever its absolute expiry. */
export const IDLE_MINUTES = 30;
/** last_seen_at is written at most this often, so reads do not each cost a write. */
const TOUCH_SECONDS = 60;

/** A longer session token is not looked up: no session (tokens are 43 characters). */
export const MAX_TOKEN_CHARS = 200;

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
 * The live session of a token hash with its user: not revoked, not expired, used within
 * IDLE_MINUTES, its user active. One definition for the lookup of every signed-in request and for
 * statements that check the session themselves (the summary's read): `hash`, `now` and `idleSince`
 * name their parameters ($1, …), whose values sessionParams() gives.
 */
export const liveSessionSql = (hash: string, now: string, idleSince: string) =>
  `select u.id, u.username, u.email, u.role, u.pending_approval, s.last_seen_at
    from sessions s join users u on u.id = s.user_id
    where s.token_hash = ${hash} and s.revoked_at is null and s.expires_at > ${now}::timestamptz
      and s.last_seen_at > ${idleSince}::timestamptz and u.active
    limit 1`;

/** The values of liveSessionSql's parameters for `token`, as of now. */
export function sessionParams(token: string) {
  const now = Date.now();
  return {
    tokenHash: sha256(token),
    now,
    nowIso: new Date(now).toISOString(),
    idleSinceIso: new Date(now - IDLE_MINUTES * 60_000).toISOString(),
  };
}

/** A row of liveSessionSql. */
export interface LiveSessionRow {
  id: number;
  username: string;
  email: string;
  role: SessionUser['role'];
  pending_approval: boolean;
  last_seen_at: Date;
}

/**
 * The session lookup runs on every signed-in request, so it is sent as a named prepared statement:
 * PostgreSQL parses and plans it once per connection.
 */
const lookup = preparedStatement<LiveSessionRow>('find_session_user', liveSessionSql('$1', '$2', '$3'));

/**
 * The user of a session row, after writing its last use when that is more than TOUCH_SECONDS old:
 * last_seen_at is written at most once a minute, so reads do not each cost a write.
 */
export async function sessionUserOf(
  db: Db,
  row: LiveSessionRow,
  p: ReturnType<typeof sessionParams>,
): Promise<SessionUser> {
  if (p.now - new Date(row.last_seen_at).getTime() > TOUCH_SECONDS * 1000) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(p.now) })
      .where(eq(sessions.tokenHash, p.tokenHash));
  }
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    pendingApproval: row.pending_approval,
  };
}

/** The signed-in user of a live session; expired, revoked and deactivated ones give null. */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  const p = sessionParams(token);
  const [row] = await lookup(db, [p.tokenHash, p.nowIso, p.idleSinceIso]);
  return row ? sessionUserOf(db, row, p) : null;
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
