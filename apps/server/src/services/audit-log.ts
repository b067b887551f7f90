import { sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_COUNT_CAP,
  auditActionLabel,
  auditDateBounds,
  documentKind,
  MAX_ID,
  ROLE_LABELS,
  type AuditFilters,
  type AuditRow,
  type Role,
} from '@taxprep/contracts';
import type { Db } from '../db/client';

/*
 * Reads of the audit log. Entries are written by audit() (services/returns/access.ts) with a target
 * such as "form1040:12", "user:5" or "form1040s" (a preparer's returns list, detail.ids naming every
 * return it showed). Every query filters and orders audit_log alone, then joins names for the page's
 * rows only, so a million entries cost no more than the page (indexes of migration 0010).
 */

const likeEscape = (s: string) => s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** The return an entry is about: its target, or the return a document deleted from All Forms was in. */
const RETURN_ID = sql`(case
  when a.target ~ '^form1040:[0-9]{1,10}$' then split_part(a.target, ':', 2)::bigint
  when a.action = 'form.delete' and (a.detail->>'form1040_id') ~ '^[0-9]{1,10}$'
    then (a.detail->>'form1040_id')::bigint
end)`;
/** A deleted return's owner survives only in the entry (All Forms writes detail.user_id). */
const DETAIL_OWNER = sql`(case when a.action = 'form.delete' and (a.detail->>'user_id') ~ '^[0-9]{1,10}$'
  then (a.detail->>'user_id')::bigint end)`;
const TARGET_USER = sql`(case when a.target ~ '^user:[0-9]{1,10}$' then split_part(a.target, ':', 2)::bigint end)`;

/**
 * Entries about one return: on it, a list that showed it, or a document of it deleted by an admin.
 * Three index lookups joined by UNION ALL: an OR of them would make PostgreSQL walk the whole log.
 */
export function aboutReturn(id: number): SQL {
  return sql`a.id in (
    select id from audit_log where target = ${`form1040:${id}`}
    union all
    select id from audit_log where target = 'form1040s' and (detail -> 'ids') @> ${`[${id}]`}::jsonb
    union all
    select id from audit_log where action = 'form.delete' and (detail ->> 'form1040_id') = ${String(id)})`;
}

/** Users an actor filter can name at most: a shorter part of a name than that says little. */
const ACTOR_MATCH_CAP = 5_000;

/**
 * The filters as a condition on audit_log `a`. Matching usernames are looked up first, so the
 * planner sees the actual ids (a subquery's guessed row count led it to read the whole log).
 */
export async function whereOf(db: Db, f: AuditFilters): Promise<SQL> {
  const where: SQL[] = [sql`true`];
  if (f.actor) {
    const like = `%${likeEscape(f.actor)}%`;
    // The trigram index of migration 0009 covers "username email"; the second test keeps it to usernames.
    const found = (await db.execute(sql`select u.id from users u
      where lower(u.username || ' ' || u.email) like ${like} and lower(u.username) like ${like}
      order by u.id limit ${ACTOR_MATCH_CAP}`)) as unknown as { rows: { id: number }[] };
    const ids = found.rows.map((r) => Number(r.id));
    if (/^[0-9]{1,10}$/.test(f.actor) && Number(f.actor) <= MAX_ID) ids.push(Number(f.actor));
    where.push(sql`a.actor_id = any(${`{${ids.join(',')}}`}::int[])`);
  }
  if (f.return_id !== undefined) where.push(aboutReturn(f.return_id));
  if (f.action) where.push(sql`a.action = ${f.action}`);
  const b = auditDateBounds(f.from, f.to);
  if (b.from) where.push(sql`a.created_at >= ${b.from.toISOString()}::timestamptz`);
  if (b.to) where.push(sql`a.created_at < ${b.to.toISOString()}::timestamptz`);
  return sql.join(where, sql` and `);
}

/** Matching entries, counted up to the cap: an exact count of a million rows would cost more than the page. */
export async function countEntries(db: Db, cond: SQL): Promise<{ total: number; capped: boolean }> {
  const r = (await db.execute(
    sql`select count(*)::int as n from (select 1 from audit_log a where ${cond} limit ${AUDIT_COUNT_CAP + 1}) c`,
  )) as unknown as { rows: { n: number }[] };
  const n = Number(r.rows[0]?.n ?? 0);
  return { total: Math.min(n, AUDIT_COUNT_CAP), capped: n > AUDIT_COUNT_CAP };
}

interface RawEntry {
  id: number;
  created_at: string | Date;
  actor_id: number | null;
  actor_username: string | null;
  actor_role: Role | null;
  action: string;
  target: string | null;
  detail: unknown;
  return_id: string | number | null;
  owner_username: string | null;
  user_id: number | null;
  user_username: string | null;
}

/**
 * One page of entries, newest first. `after` continues a walk from the last entry seen (the CSV
 * uses it, so a large export never pays for a growing OFFSET).
 */
export async function readEntries(
  db: Db,
  cond: SQL,
  limit: number,
  offset: number,
  after?: { createdAt: string; id: number },
): Promise<(AuditRow & { cursor: { createdAt: string; id: number } })[]> {
  const keyset = after
    ? sql` and (a.created_at, a.id) < (${after.createdAt}::timestamptz, ${after.id})`
    : sql``;
  const r = (await db.execute(sql`
    select p.id, p.created_at, p.actor_id, au.username as actor_username, au.role as actor_role,
      p.action, p.target, p.detail, p.return_id, ou.username as owner_username,
      tu.id as user_id, tu.username as user_username,
      to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at
    from (
      select a.*, ${RETURN_ID} as return_id, ${DETAIL_OWNER} as detail_owner, ${TARGET_USER} as target_user
      from audit_log a where ${cond}${keyset}
      order by a.created_at desc, a.id desc limit ${limit} offset ${offset}
    ) p
    left join users au on au.id = p.actor_id
    left join form1040s r on r.id = p.return_id
    left join users ou on ou.id = coalesce(r.user_id, p.detail_owner)
    left join users tu on tu.id = p.target_user
    order by p.created_at desc, p.id desc`)) as unknown as { rows: (RawEntry & { cursor_at: string })[] };
  return r.rows.map((e) => ({ ...toRow(e), cursor: { createdAt: e.cursor_at, id: Number(e.id) } }));
}

function toRow(e: RawEntry): AuditRow {
  const detail = e.detail && typeof e.detail === 'object' ? (e.detail as Record<string, unknown>) : {};
  const returnId = e.return_id === null ? null : Number(e.return_id);
  return {
    id: Number(e.id),
    created_at: new Date(e.created_at).toISOString(),
    actor_id: e.actor_id === null ? null : Number(e.actor_id),
    actor_username: e.actor_username,
    actor_role: e.actor_role,
    action: e.action,
    action_label: auditActionLabel(e.action),
    target: e.target,
    target_label: targetLabel(e.target),
    return_id: returnId,
    owner_username: e.owner_username,
    user_id: e.user_id === null ? null : Number(e.user_id),
    // A deleted user's name lives on only in the entry that deleted them.
    user_username: e.user_username ?? (typeof detail.username === 'string' ? mask(detail.username) : null),
    detail: detailText(detail),
  };
}

const LIST_TARGETS: Record<string, string> = {
  users: 'User list',
  forms: 'All forms',
  form1040s: 'Returns list',
  audit_log: 'Audit log',
};

export function targetLabel(target: string | null): string {
  if (!target) return '';
  if (LIST_TARGETS[target]) return LIST_TARGETS[target];
  const m = /^([a-z0-9_]+):([0-9]+)$/.exec(target);
  if (!m) return target;
  const [, kind, id] = m;
  if (kind === 'form1040') return `Return #${id}`;
  if (kind === 'user') return `User #${id}`;
  if (kind === 'tax_bracket') return `Tax bracket #${id}`;
  return `${documentKind(kind!)?.short ?? kind} #${id}`;
}

/**
 * Digits that could be an SSN, an account or routing number (nine or more, maybe with spaces or
 * dashes) never leave the log, even when someone typed one into a search box.
 */
export function mask(s: string): string {
  const masked = s.replace(/\d(?:[\s-]?\d){8,}/g, '•••');
  return masked.length > 80 ? `${masked.slice(0, 79)}…` : masked;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const roleName = (v: unknown) =>
  typeof v === 'string' && v in ROLE_LABELS ? ROLE_LABELS[v as Role] : String(v);

function bracketText(b: unknown): string {
  if (!b || typeof b !== 'object') return '';
  const o = b as Record<string, unknown>;
  const rate = typeof o.rate === 'string' ? `${Number(o.rate) * 100}%` : '';
  const max = o.income_max === null ? 'and up' : `to ${String(o.income_max)}`;
  return `${String(o.tax_year)} ${String(o.filing_status)}: ${rate} from ${String(o.income_min)} ${max}, base ${String(o.base_tax)}`;
}

/**
 * The entry's detail in words. Only known fields are read and free text is masked, so whatever
 * a future caller puts in `detail`, no secret reaches the page or the CSV.
 */
export function detailText(o: Record<string, unknown>): string {
  const parts: string[] = [];
  if (Array.isArray(o.ids)) parts.push(`${plural(o.ids.length, 'return')} shown`);
  if (num(o.count) !== null) parts.push(plural(num(o.count)!, 'row'));
  if (num(o.page) !== null) parts.push(`page ${num(o.page)}`);
  for (const k of ['q', 'search'] as const) {
    if (typeof o[k] === 'string' && o[k] !== '') parts.push(`search "${mask(o[k] as string)}"`);
  }
  if (o.from !== undefined && o.to !== undefined) parts.push(`${roleName(o.from)} → ${roleName(o.to)}`);
  if (o.was_pending === true) parts.push('approved a preparer waiting for approval');
  if (typeof o.username === 'string') parts.push(`username ${mask(o.username)}`);
  if (num(o.returns) !== null) {
    parts.push(
      `${plural(num(o.returns)!, 'return')} and ${plural(num(o.documents) ?? 0, 'document')} deleted`,
    );
  }
  if (typeof o.status === 'string') parts.push(`status ${mask(o.status)}`);
  if (num(o.id) !== null) parts.push(`record #${num(o.id)}`);
  if (num(o.filer_id) !== null) parts.push(`for user #${num(o.filer_id)}`);
  if (num(o.user_id) !== null) parts.push(`owner user #${num(o.user_id)}`);
  if (num(o.form1040_id) !== null) parts.push(`in return #${num(o.form1040_id)}`);
  if (o.before) parts.push(`before: ${bracketText(o.before)}`);
  if (o.after) parts.push(`${o.before ? 'after' : 'added'}: ${bracketText(o.after)}`);
  return parts.join('; ');
}
