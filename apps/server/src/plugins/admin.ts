import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordId } from '@taxprep/contracts';
import { users } from '../db/schema';
import { HttpError, notFound } from '../lib/errors';
import { audit } from '../services/returns/access';
import { revokeAllSessions } from '../services/sessions';
import { currentUser, requireApprovedPreparer, requireRole } from './session';
import { errorResponses } from './errors';

const userRow = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  role: z.enum(['user', 'agent', 'admin']),
  is_active: z.boolean(),
  pending_approval: z.boolean(),
  created_at: z.string(),
});

/**
 * User management (spec 002): the list, and activation — which is also how an administrator
 * approves a newly registered Tax Preparer.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    {
      preHandler: requireApprovedPreparer,
      schema: {
        tags: ['admin'],
        summary: 'Every user with role, status and joined date; pending preparers first',
        response: { 200: z.array(userRow), ...errorResponses },
      },
    },
    async (req) => {
      const rows = await app.db
        .select()
        .from(users)
        .orderBy(desc(users.pendingApproval), asc(users.id))
        .limit(10_000);
      await audit(app, currentUser(req), 'users.list', 'users', { count: rows.length });
      return rows.map((u) => ({
        id: u.id,
        username: u.username,
        email: u.email,
        role: u.role,
        is_active: u.active,
        pending_approval: u.pendingApproval,
        created_at: u.createdAt.toISOString(),
      }));
    },
  );

  app.put(
    '/api/admin/user-status/:id',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary:
          'Activate (which approves a pending preparer) or deactivate a user (ends their sessions); audited',
        params: z.object({ id: recordId('User not found.') }),
        body: z.object({ is_active: z.boolean({ message: 'is_active must be true or false.' }) }),
        response: { 200: z.object({ message: z.string(), user: userRow }), ...errorResponses },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      const [target] = await app.db.select().from(users).where(eq(users.id, req.params.id)).limit(1);
      if (!target) throw notFound('User not found.');
      if (target.role === 'admin') throw new HttpError(403, 'Administrators cannot be changed.');
      const active = req.body.is_active;
      const [u] = await app.db
        .update(users)
        .set(active ? { active: true, pendingApproval: false } : { active: false })
        .where(eq(users.id, target.id))
        .returning();
      if (!active) await revokeAllSessions(app.db, target.id);
      await audit(app, actor, active ? 'user.activate' : 'user.deactivate', `user:${target.id}`, {
        was_pending: target.pendingApproval,
      });
      return {
        message: active
          ? target.pendingApproval
            ? `${target.username} is approved as a Tax Preparer.`
            : `${target.username} is active.`
          : `${target.username} is deactivated.`,
        user: {
          id: u!.id,
          username: u!.username,
          email: u!.email,
          role: u!.role,
          is_active: u!.active,
          pending_approval: u!.pendingApproval,
          created_at: u!.createdAt.toISOString(),
        },
      };
    },
  );
};
