import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { onRequestAsyncHookHandler } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ADMIN_USER_MSG,
  adminUserRow,
  adminUsersPage,
  adminUsersQuery,
  MSG,
  recordId,
  userActionResult,
  userDeleteImpact,
  userDeleteResult,
  userRoleBody,
  userStatusBody,
} from '@taxprep/contracts';
import { users } from '../db/schema';
import { forbidden, notFound, unauthorized } from '../lib/errors';
import { audit } from '../services/returns/access';
import { revokeAllSessions, type SessionUser } from '../services/sessions';
import {
  countUsers,
  deleteImpact,
  listUsers,
  toAdminUser,
  USER_CSV_HEADER,
  userCsvLine,
  csvLine,
} from '../services/admin-users';
import { currentUser } from './session';
import { errorResponses } from './errors';

/** Spec 002 section 6: administrators and (approved) preparers manage users; the spec's access messages. */
const requireStaff: onRequestAsyncHookHandler = async (req) => {
  if (!req.user) throw unauthorized(ADMIN_USER_MSG.logInFirst);
  if (req.user.role !== 'agent' && req.user.role !== 'admin') throw forbidden(ADMIN_USER_MSG.accessDenied);
  if (req.user.pendingApproval) throw forbidden(MSG.preparerPending);
};

const idParams = z.object({ id: recordId(ADMIN_USER_MSG.notFound) });
/** The CSV is built in slices so 100,000 users never sit in memory as row objects at once. */
const CSV_SLICE = 5_000;
/** The unpaged list (older callers) stops here; the paged shape has no such cap. */
const UNPAGED_LIMIT = 10_000;

/**
 * A user an action may touch: it exists, is not the actor (nobody demotes, deactivates or deletes
 * themselves) and is not an administrator (their rows carry no actions).
 */
async function actionTarget(app: Parameters<FastifyPluginAsyncZod>[0], actor: SessionUser, id: number) {
  const [target] = await app.db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!target) throw notFound(ADMIN_USER_MSG.notFound);
  if (target.id === actor.id) throw forbidden(ADMIN_USER_MSG.notYourself);
  if (target.role === 'admin') throw forbidden(ADMIN_USER_MSG.adminUnchangeable);
  return target;
}

/**
 * Only an administrator approves a preparer, whatever the route: a preparer's promotion of a filer
 * starts pending, and re-sending "agent" for a pending preparer leaves them pending. An
 * administrator's promotion is their approval (spec 002 keeps the promote action for them).
 */
function pendingAfterRoleChange(
  approvalOn: boolean,
  actor: SessionUser,
  target: typeof users.$inferSelect,
  role: 'user' | 'agent',
): boolean {
  if (role !== 'agent' || !approvalOn || actor.role === 'admin') return false;
  return target.role === 'agent' ? target.pendingApproval : true;
}

/** User management (spec 002): list, CSV, role, status (which also approves a preparer) and delete. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['admin'],
        summary:
          'Users with role, status and joined date, pending preparers first; search q, sort, dir; with page or per_page a paged answer',
        querystring: adminUsersQuery,
        response: { 200: z.union([adminUsersPage, z.array(adminUserRow)]), ...errorResponses },
      },
    },
    async (req) => {
      const query = req.query;
      const paged = query.page !== undefined || query.per_page !== undefined;
      if (!paged) {
        const rows = await listUsers(app.db, query, UNPAGED_LIMIT, 0);
        await audit(app, currentUser(req), 'users.list', 'users', { count: rows.length });
        return rows;
      }
      const page = query.page ?? 1;
      const perPage = query.per_page ?? 25;
      const [rows, total] = await Promise.all([
        listUsers(app.db, query, perPage, (page - 1) * perPage),
        countUsers(app.db, query.q),
      ]);
      await audit(app, currentUser(req), 'users.list', 'users', {
        count: rows.length,
        page,
        q: query.q ?? '',
      });
      return { users: rows, ...total, page, per_page: perPage };
    },
  );

  app.get(
    '/api/admin/users.csv',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'The user list as CSV: ID, Username, Email, Role, Status, Joined (same search and sort)',
        querystring: adminUsersQuery.omit({ page: true, per_page: true }),
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (req, reply) => {
      let csv = csvLine(USER_CSV_HEADER);
      let count = 0;
      for (let offset = 0; ; offset += CSV_SLICE) {
        const rows = await listUsers(app.db, req.query, CSV_SLICE, offset);
        for (const u of rows) csv += userCsvLine(u);
        count += rows.length;
        if (rows.length < CSV_SLICE) break;
      }
      await audit(app, currentUser(req), 'users.export', 'users', { count });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="users.csv"')
        .send(csv);
    },
  );

  app.put(
    '/api/admin/user-role/:id',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['admin'],
        summary:
          'Promote a user to agent (pending until an administrator approves, unless an administrator promotes) or demote an agent to user (ends their sessions); audited',
        params: idParams,
        body: userRoleBody,
        response: { 200: userActionResult, ...errorResponses },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      const target = await actionTarget(app, actor, req.params.id);
      const role = req.body.role;
      const [u] = await app.db
        .update(users)
        .set({ role, pendingApproval: pendingAfterRoleChange(app.config.agentApproval, actor, target, role) })
        .where(eq(users.id, target.id))
        .returning();
      // A demoted preparer must not keep a session that still carries the preparer role.
      if (target.role === 'agent' && role === 'user') await revokeAllSessions(app.db, target.id);
      await audit(app, actor, 'user.role', `user:${target.id}`, { from: target.role, to: role });
      return { message: ADMIN_USER_MSG.roleUpdated, user: toAdminUser(u!) };
    },
  );

  app.put(
    '/api/admin/user-status/:id',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['admin'],
        summary:
          'Activate (which approves a pending preparer; administrators only) or deactivate a user (ends their sessions); audited',
        params: idParams,
        body: userStatusBody,
        response: { 200: userActionResult, ...errorResponses },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      const target = await actionTarget(app, actor, req.params.id);
      const active = req.body.is_active;
      if (active && target.pendingApproval && actor.role !== 'admin') {
        throw forbidden(ADMIN_USER_MSG.approveAdminOnly);
      }
      const [u] = await app.db
        .update(users)
        .set(active ? { active: true, pendingApproval: false } : { active: false })
        .where(eq(users.id, target.id))
        .returning();
      if (!active) await revokeAllSessions(app.db, target.id);
      await audit(app, actor, active ? 'user.activate' : 'user.deactivate', `user:${target.id}`, {
        was_pending: target.pendingApproval,
      });
      return { message: ADMIN_USER_MSG.statusUpdated, user: toAdminUser(u!) };
    },
  );

  app.get(
    '/api/admin/users/:id/delete-impact',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'How many returns and documents deleting this user would remove (for the confirmation)',
        params: idParams,
        response: { 200: userDeleteImpact, ...errorResponses },
      },
    },
    async (req) => {
      const target = await actionTarget(app, currentUser(req), req.params.id);
      const impact = await deleteImpact(app.db, target.id);
      return { id: target.id, username: target.username, ...impact };
    },
  );

  app.delete(
    '/api/admin/users/:id',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Delete a user with their returns and documents; audited',
        params: idParams,
        response: { 200: userDeleteResult, ...errorResponses },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      const target = await actionTarget(app, actor, req.params.id);
      const impact = await deleteImpact(app.db, target.id);
      // Sessions, returns, their documents and submissions go with the user (ON DELETE CASCADE).
      await app.db.delete(users).where(eq(users.id, target.id));
      await audit(app, actor, 'user.delete', `user:${target.id}`, {
        username: target.username,
        returns: impact.returns,
        documents: impact.documents,
      });
      return {
        message: ADMIN_USER_MSG.userDeleted,
        returns_deleted: impact.returns,
        documents_deleted: impact.documents,
      };
    },
  );
};
