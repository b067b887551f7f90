import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { onRequestAsyncHookHandler } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  accessLogPage,
  accessLogQuery,
  accessRoleLabel,
  AUDIT_CSV_HEADER,
  AUDIT_EXPORT_CAP,
  AUDIT_MSG,
  auditActionLabel,
  auditCsvQuery,
  auditPage,
  auditQuery,
  recordId,
  ROLE_LABELS,
  type AuditRow,
  type Role,
} from '@taxprep/contracts';
import { form1040s } from '../db/schema';
import { forbidden, notFound, unauthorized } from '../lib/errors';
import { csvLine } from '../services/admin-users';
import { aboutReturn, countEntries, readEntries, whereOf } from '../services/audit-log';
import { audit, isPreparer } from '../services/returns/access';
import { currentUser } from './session';
import { errorResponses } from './errors';

const requireLogin: onRequestAsyncHookHandler = async (req) => {
  if (!req.user) throw unauthorized(AUDIT_MSG.logInFirst);
};

/** The whole log is for administrators only: preparers see other people's data but not who else did. */
const requireAdmin: onRequestAsyncHookHandler = async (req) => {
  if (!req.user) throw unauthorized(AUDIT_MSG.logInFirst);
  if (req.user.role !== 'admin') throw forbidden(AUDIT_MSG.adminOnly);
};

/** The CSV is read in slices, each continuing after the last entry of the one before. */
const CSV_SLICE = 5_000;

function csvRow(r: AuditRow): string {
  const target = r.user_username ? `${r.target_label} (${r.user_username})` : r.target_label;
  return csvLine([
    r.created_at,
    r.actor_username ?? (r.actor_id === null ? 'Deleted account' : `User #${r.actor_id}`),
    r.actor_role ? ROLE_LABELS[r.actor_role] : '',
    r.action_label,
    target,
    r.return_id ?? '',
    r.owner_username ?? '',
    r.detail,
  ]);
}

interface RawAccess {
  id: number;
  created_at: string | Date;
  action: string;
  username: string | null;
  role: Role | null;
}

/** The audit log (issue 10): every entry for administrators; who opened a return, for its owner. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Audit log, newest first (administrators): filter by actor (username part or id), return_id, action, from/to; paged',
        querystring: auditQuery,
        response: { 200: auditPage, ...errorResponses },
      },
    },
    async (req) => {
      const q = req.query;
      const page = q.page ?? 1;
      const perPage = q.per_page ?? 25;
      const cond = await whereOf(app.db, q);
      const [items, count] = await Promise.all([
        readEntries(app.db, cond, perPage, (page - 1) * perPage),
        countEntries(app.db, cond),
      ]);
      return {
        items: items.map(({ cursor: _cursor, ...row }) => row),
        total: count.total,
        total_capped: count.capped,
        page,
        per_page: perPage,
      };
    },
  );

  app.get(
    '/api/admin/audit.csv',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'The audit log as CSV (same filters): Time, Actor, Role, Action, Target, Return, Owner, Detail; at most 100,000 rows',
        querystring: auditCsvQuery,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (req, reply) => {
      const cond = await whereOf(app.db, req.query);
      let csv = csvLine(AUDIT_CSV_HEADER);
      let count = 0;
      let after: { createdAt: string; id: number } | undefined;
      while (count < AUDIT_EXPORT_CAP) {
        const rows = await readEntries(app.db, cond, Math.min(CSV_SLICE, AUDIT_EXPORT_CAP - count), 0, after);
        for (const r of rows) csv += csvRow(r);
        count += rows.length;
        if (rows.length < CSV_SLICE) break;
        after = rows[rows.length - 1]!.cursor;
      }
      await audit(app, currentUser(req), 'audit.export', 'audit_log', { count });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('x-audit-truncated', count >= AUDIT_EXPORT_CAP ? 'true' : 'false')
        .send(csv);
    },
  );

  app.get(
    '/api/form1040/:id/access-log',
    {
      onRequest: requireLogin,
      schema: {
        tags: ['returns'],
        summary:
          'Who other than the owner (preparers, administrators) read or changed this return, newest first; the owner or staff',
        params: z.object({ id: recordId(AUDIT_MSG.notFound) }),
        querystring: accessLogQuery,
        response: { 200: accessLogPage, ...errorResponses },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      const [ret] = await app.db
        .select({ id: form1040s.id, userId: form1040s.userId })
        .from(form1040s)
        .where(eq(form1040s.id, req.params.id))
        .limit(1);
      // As for the return itself: another filer cannot even learn that the id exists.
      if (!ret || (ret.userId !== actor.id && !isPreparer(actor))) throw notFound(AUDIT_MSG.notFound);
      const page = req.query.page ?? 1;
      const perPage = req.query.per_page ?? 10;
      const cond = sql`${aboutReturn(ret.id)} and a.actor_id is distinct from ${ret.userId}`;
      const [rows, count] = await Promise.all([
        app.db.execute(sql`
          select a.id, a.created_at, a.action, u.username, u.role
          from (
            select a.id, a.created_at, a.action, a.actor_id from audit_log a where ${cond}
            order by a.created_at desc, a.id desc limit ${perPage} offset ${(page - 1) * perPage}
          ) a left join users u on u.id = a.actor_id
          order by a.created_at desc, a.id desc`) as unknown as Promise<{ rows: RawAccess[] }>,
        countEntries(app.db, cond),
      ]);
      return {
        items: rows.rows.map((r) => ({
          id: Number(r.id),
          created_at: new Date(r.created_at).toISOString(),
          username: r.username,
          role: r.role,
          role_label: accessRoleLabel(r.role),
          action: r.action,
          action_label: auditActionLabel(r.action),
        })),
        total: count.total,
        total_capped: count.capped,
        page,
        per_page: perPage,
      };
    },
  );
};
