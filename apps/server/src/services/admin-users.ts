import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ROLE_LABELS, userStatusLabel, type AdminUser, type AdminUsersQuery } from '@taxprep/contracts';
import type { Db } from '../db/client';
import { form1040s, returnItems, users } from '../db/schema';
import { cappedCount, type ListTotal } from '../db/capped-count';

type UserRow = typeof users.$inferSelect;

export function toAdminUser(u: UserRow): AdminUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    role: u.role,
    is_active: u.active,
    pending_approval: u.pendingApproval,
    created_at: u.createdAt.toISOString(),
  };
}

/** LIKE pattern for a substring: the user's %, _ and \ match themselves. */
function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Same expression as the trigram index of migration 0009, so a search uses it. */
const searchText = sql`lower(${users.username} || ' ' || ${users.email})`;

function whereOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return sql`${searchText} LIKE ${containsPattern(q)}`;
}

function orderOf(sort: AdminUsersQuery['sort'], dir: AdminUsersQuery['dir']): SQL[] {
  const by = dir === 'desc' ? desc : asc;
  switch (sort) {
    case 'username':
      return [by(sql`lower(${users.username})`), by(users.id)];
    case 'email':
      return [by(sql`lower(${users.email})`), by(users.id)];
    case 'role':
      return [by(users.role), by(users.id)];
    case 'status':
      return [by(users.active), by(users.id)];
    case 'created_at':
      return [by(users.createdAt), by(users.id)];
    default:
      return [by(users.id)];
  }
}

interface RawUser {
  id: number;
  username: string;
  email: string;
  role: AdminUser['role'];
  active: boolean;
  pending_approval: boolean;
  created_at: Date | string;
  /** 0: waiting for approval, 1: everyone else. */
  part: number;
}

/**
 * One page of users: preparers waiting for approval first (they are what an administrator acts
 * on), then everyone else in the chosen order. The two groups are read by two branches of one
 * statement, so each can walk an index in sort order (a single ORDER BY pending_approval, … would
 * sort all 100,000 rows); how many of the page each group fills follows from the number waiting.
 */
export async function listUsers(
  db: Db,
  query: AdminUsersQuery,
  limit: number,
  offset: number,
): Promise<AdminUser[]> {
  if (limit <= 0) return [];
  const where = whereOf(query.q);
  const group = (pending: boolean) =>
    where ? and(where, eq(users.pendingApproval, pending)) : eq(users.pendingApproval, pending);
  const order = sql.join(orderOf(query.sort, query.dir), sql`, `);
  const cols = sql`${users.id}, ${users.username}, ${users.email}, ${users.role}, ${users.active},
    ${users.pendingApproval}, ${users.createdAt}`;
  // Waiting preparers on this page: those from `offset` on, at most `limit`.
  const firstCount = sql`greatest(0, least(${limit}::int, (select n from w) - ${offset}::int))`;
  const r = (await db.execute(sql`
    with w as (select count(*)::int as n from ${users} where ${group(true)})
    (select ${cols}, 0 as part from ${users} where ${group(true)} order by ${order}
      limit ${firstCount} offset ${offset}::int)
    union all
    (select ${cols}, 1 as part from ${users} where ${group(false)} order by ${order}
      limit ${limit}::int - ${firstCount} offset greatest(0, ${offset}::int - (select n from w)))`)) as unknown as {
    rows: RawUser[];
  };
  // Each branch keeps its own order; the waiting ones go first (a stable sort).
  return r.rows
    .sort((a, b) => Number(a.part) - Number(b.part))
    .map((u) => ({
      id: Number(u.id),
      username: u.username,
      email: u.email,
      role: u.role,
      is_active: u.active,
      pending_approval: u.pending_approval,
      created_at: new Date(u.created_at).toISOString(),
    }));
}

/** The users matching the search, counted up to LIST_COUNT_CAP ("10,000+" past it). */
export async function countUsers(db: Db, q: string | undefined): Promise<ListTotal> {
  const where = whereOf(q);
  return cappedCount(db, 'users', where ? sql`${users} where ${where}` : sql`${users}`);
}

/** How many returns, and documents inside them, a user's deletion removes. */
export async function deleteImpact(db: Db, userId: number): Promise<{ returns: number; documents: number }> {
  const ids = (await db.select({ id: form1040s.id }).from(form1040s).where(eq(form1040s.userId, userId))).map(
    (r) => r.id,
  );
  if (ids.length === 0) return { returns: 0, documents: 0 };
  const [docs] = await db
    .select({ n: count() })
    .from(returnItems)
    .where(and(inArray(returnItems.form1040Id, ids)));
  return { returns: ids.length, documents: docs?.n ?? 0 };
}

/** One CSV cell: quoted always, quotes doubled, and formula starts defused for spreadsheets. */
export function csvCell(value: string | number): string {
  let s = String(value);
  // A cell starting with = + - @ tab or CR is run as a formula by Excel/Sheets; a leading ' keeps it text.
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

export function csvLine(cells: (string | number)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export const USER_CSV_HEADER = ['ID', 'Username', 'Email', 'Role', 'Status', 'Joined'];

export function userCsvLine(u: AdminUser): string {
  return csvLine([
    u.id,
    u.username,
    u.email,
    ROLE_LABELS[u.role],
    userStatusLabel(u),
    u.created_at.slice(0, 10),
  ]);
}
