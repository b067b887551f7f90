import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, desc, eq, like as like_, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  createForm1040Schema,
  dashboardQuerySchema,
  dashboardResponseSchema,
  filedListResponseSchema,
  recordId,
  returnViewSchema,
  CARRY_MSG,
  TAX_YEAR,
  taxYearsResponseSchema,
} from '@taxprep/contracts';
import { hasCaParams, TAX_YEARS } from '@taxprep/tax-engine';
import { form1040s, users } from '../db/schema';
import { HttpError, notFound } from '../lib/errors';
import { audit, loadReturn } from '../services/returns/access';
import { filerOfNewReturn, yearsWithReturn } from '../services/returns/new-return';
import { assertEditable, refreshTotals } from '../services/returns/store';
import { carryForward } from '../services/returns/carry-forward';
import { insertReturn } from '../services/returns/return-file';
import { returnView } from '../services/returns/views';
import { currentUser, requireApprovedPreparer, requireRole, requireUser } from './session';
import { errorResponses } from './errors';
import { listReturns } from '../services/returns/list';

export { ONE_PER_YEAR } from '../services/returns/new-return';
const idParam = z.object({ id: recordId('Form 1040 not found.') });

export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A filer may start a return while some year the engine computes has none of theirs. */
  async function canStartAny(userId: number) {
    const taken = await yearsWithReturn(app, userId);
    return TAX_YEARS.some((y) => !taken.has(y));
  }

  app.get(
    '/api/dashboard',
    {
      onRequest: requireUser,
      schema: {
        tags: ['returns'],
        summary:
          "The signed-in user's returns (a filer's own; all returns for preparers), filtered, sorted and paged",
        querystring: dashboardQuerySchema,
        response: {
          200: dashboardResponseSchema,
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const u = currentUser(req);
      const list = await listReturns(app, u, req.query);
      const canCreate = u.role !== 'user' || (await canStartAny(u.id));
      return {
        username: u.username,
        role: u.role,
        can_create: canCreate,
        total: list.total,
        total_capped: list.total_capped,
        page: req.query.page,
        page_size: req.query.page_size,
        form1040_list: list.items,
      };
    },
  );

  app.get(
    '/api/form1040/list',
    {
      onRequest: requireUser,
      schema: {
        tags: ['returns'],
        summary: 'Returns list (same filters as the dashboard)',
        querystring: dashboardQuerySchema,
        response: {
          200: filedListResponseSchema,
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const list = await listReturns(app, currentUser(req), req.query);
      return { total: list.total, total_capped: list.total_capped, forms: list.items };
    },
  );

  app.post(
    '/api/form1040',
    {
      // The spec's browser sends no body for a filer's own return: an empty or null body means {}.
      onRequest: [
        requireUser,
        async (req) => {
          if (req.headers['content-length'] === '0' || req.headers['content-length'] === undefined) {
            delete req.headers['content-type'];
          }
        },
      ],
      preValidation: async (req) => {
        if (req.body === null || req.body === undefined) req.body = {};
      },
      schema: {
        tags: ['returns'],
        summary: 'Start a new tax file (preparers name the filer with filer_id)',
        body: createForm1040Schema,
        response: { 201: z.object({ id: z.number(), message: z.string() }), ...errorResponses },
      },
    },
    async (req, reply) => {
      const u = currentUser(req);
      const year = req.body?.tax_year ?? TAX_YEAR;
      const filerId = await filerOfNewReturn(app, u, req.body?.filer_id, year);
      if (req.body?.from_return_id) {
        const prev = await loadReturn(app, u, req.body.from_return_id, 'read');
        if (prev.userId !== filerId || prev.taxYear !== year - 1)
          throw new HttpError(400, CARRY_MSG.notLastYear(year));
        const start = await carryForward(app, prev, year, u.id);
        const newId = await insertReturn(
          app,
          {
            userId: filerId,
            preparedBy: start.preparedBy,
            taxYear: year,
            data: start.data,
            items: start.items,
          },
          u.id,
        );
        await refreshTotals(app, await loadReturn(app, u, newId, 'create'));
        if (filerId !== u.id)
          await audit(app, u, 'form1040.create', `form1040:${newId}`, { filer_id: filerId });
        return reply.code(201).send({ id: newId, message: CARRY_MSG.started(prev.taxYear) });
      }
      const [row] = await app.db
        .insert(form1040s)
        .values({
          userId: filerId,
          preparedBy: filerId === u.id ? null : u.id,
          taxYear: year,
          searchText: sql`(select lower(${users.username}) from ${users} where ${users.id} = ${filerId})`,
        })
        .returning({ id: form1040s.id });
      if (filerId !== u.id)
        await audit(app, u, 'form1040.create', `form1040:${row!.id}`, { filer_id: filerId });
      return reply.code(201).send({ id: row!.id, message: 'New tax file created.' });
    },
  );

  app.get(
    '/api/tax-years',
    {
      onRequest: requireUser,
      schema: {
        tags: ['returns'],
        summary:
          'The tax years a return can be started for, latest first; for a filer, whether each is still free (one return per year)',
        response: { 200: taxYearsResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const u = currentUser(req);
      const taken = u.role === 'user' ? await yearsWithReturn(app, u.id) : new Set<number>();
      // The user's own returns, newest first: the one of the year before is where a year can start from.
      const own = await app.db
        .select({ id: form1040s.id, year: form1040s.taxYear })
        .from(form1040s)
        .where(eq(form1040s.userId, u.id))
        .orderBy(desc(form1040s.id));
      const lastOf = (year: number) => own.find((r) => r.year === year)?.id ?? null;
      return {
        default_year: TAX_YEAR,
        years: TAX_YEARS.map((year) => ({
          year,
          california: hasCaParams(year),
          can_create: !taken.has(year),
          start_from: lastOf(year - 1),
        })),
      };
    },
  );

  app.get(
    '/api/filers',
    {
      onRequest: requireApprovedPreparer,
      schema: {
        tags: ['returns'],
        summary: 'Individual filers a preparer can start a return for (search by username or email)',
        querystring: z.object({ search: z.string().trim().max(100).optional() }),
        response: {
          200: z.array(z.object({ id: z.number(), username: z.string(), email: z.string() })),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const term = req.query.search?.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
      const rows = await app.db
        .select({ id: users.id, username: users.username, email: users.email })
        .from(users)
        .where(
          and(
            eq(users.role, 'user'),
            eq(users.active, true),
            term
              ? or(
                  like_(sql`lower(${users.username})`, `%${term}%`),
                  like_(sql`lower(${users.email})`, `%${term}%`),
                )
              : undefined,
          ),
        )
        .orderBy(asc(users.username))
        .limit(50);
      await audit(app, currentUser(req), 'filers.list', 'users', {
        search: req.query.search ?? null,
        count: rows.length,
      });
      return rows;
    },
  );

  app.get(
    '/api/form1040/current',
    {
      onRequest: requireUser,
      schema: {
        tags: ['returns'],
        summary: "The signed-in user's latest return",
        response: { 200: z.object({ id: z.number() }), ...errorResponses },
      },
    },
    async (req) => {
      const u = currentUser(req);
      const [row] = await app.db
        .select({ id: form1040s.id })
        .from(form1040s)
        .where(eq(form1040s.userId, u.id))
        .orderBy(desc(form1040s.createdAt), desc(form1040s.id))
        .limit(1);
      if (!row) throw notFound('No active Form 1040 found. Please create/select one.');
      return { id: row.id };
    },
  );

  app.get(
    '/api/form1040/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['returns'],
        summary: 'One return: basic info, filing status, the six flags, digital assets, status and version',
        params: idParam,
        response: { 200: returnViewSchema },
      },
    },
    async (req, reply) => {
      const ret = await loadReturn(app, currentUser(req), req.params.id);
      reply.header('etag', `"${ret.version}"`);
      return returnView(ret);
    },
  );

  app.delete(
    '/api/form1040/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['returns'],
        summary: 'Delete a return and everything attached to it (administrators)',
        params: idParam,
        response: { 200: z.object({ message: z.string() }), ...errorResponses },
      },
    },
    async (req) => {
      const u = currentUser(req);
      const ret = await loadReturn(app, u, req.params.id, 'delete');
      assertEditable(ret);
      await app.db.delete(form1040s).where(eq(form1040s.id, ret.id));
      await audit(app, u, 'form1040.delete', `form1040:${ret.id}`);
      return { message: 'Form 1040 record deleted.' };
    },
  );

  app.post(
    '/api/form1040/:id/reopen',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['returns'],
        summary: 'Reopen an accepted return for changes (administrators; audited)',
        params: idParam,
        response: { 200: z.object({ message: z.string(), status: z.string() }), ...errorResponses },
      },
    },
    async (req) => {
      const u = currentUser(req);
      const ret = await loadReturn(app, u, req.params.id, 'reopen');
      const reopened = await app.db
        .update(form1040s)
        .set({ status: 'Pending', version: sql`${form1040s.version} + 1`, updatedAt: new Date() })
        .where(and(eq(form1040s.id, ret.id), eq(form1040s.status, 'Accepted')))
        .returning({ id: form1040s.id });
      if (reopened.length === 0) throw new HttpError(409, 'Only an accepted return can be reopened.');
      await audit(app, u, 'form1040.reopen', `form1040:${ret.id}`);
      return { message: 'Return reopened. It can be changed and submitted again.', status: 'Pending' };
    },
  );
};
