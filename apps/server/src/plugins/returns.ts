import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, desc, eq, like as like_, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  createForm1040Schema,
  dashboardQuerySchema,
  dashboardResponseSchema,
  filedListResponseSchema,
  MAX_ID,
  recordId,
  returnViewSchema,
  CARRY_MSG,
  TAX_YEAR,
  taxYearsResponseSchema,
} from '@taxprep/contracts';
import { hasCaParams, TAX_YEARS } from '@taxprep/tax-engine';
import { form1040s, users } from '../db/schema';
import { HttpError, notFound } from '../lib/errors';
import { audit, isPreparer, loadReturn } from '../services/returns/access';
import { filerOfNewReturn, yearsWithReturn } from '../services/returns/new-return';
import { assertEditable, refreshTotals } from '../services/returns/store';
import { carryForward } from '../services/returns/carry-forward';
import { insertReturn } from '../services/returns/return-file';
import { refundOrOwed, returnView } from '../services/returns/views';
import { withAcceptedFigures } from '../services/returns/accepted';
import { currentUser, requireApprovedPreparer, requireRole, requireUser } from './session';
import type { SessionUser } from '../services/sessions';
import { errorResponses } from './errors';
import { cappedCount } from '../db/capped-count';

export { ONE_PER_YEAR } from '../services/returns/new-return';
const idParam = z.object({ id: recordId('Form 1040 not found.') });

const SORT_COLUMNS = {
  created_at: form1040s.createdAt,
  submitted_at: form1040s.submittedAt,
  last_name: form1040s.lastName,
  first_name: form1040s.firstName,
  username: users.username,
  filing_status: form1040s.filingStatus,
  taxable_income: form1040s.taxableIncome,
  total_tax: form1040s.totalTax,
  refund_amount: form1040s.refundAmount,
  amount_owed: form1040s.amountOwed,
  status: form1040s.status,
  tax_year: form1040s.taxYear,
} as const;

export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Filtering, sorting and paging in SQL, so the preparer view stays fast with many returns. */
  async function listReturns(actor: SessionUser, q: z.output<typeof dashboardQuerySchema>) {
    const where: SQL[] = [];
    if (!isPreparer(actor)) where.push(eq(form1040s.userId, actor.id));
    if (q.status && q.status !== 'All') where.push(eq(form1040s.status, q.status));
    if (q.year) where.push(eq(form1040s.taxYear, q.year));
    if (q.search) {
      const like = `%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const byId =
        /^\d{1,10}$/.test(q.search) && Number(q.search) <= MAX_ID ? [eq(form1040s.id, Number(q.search))] : [];
      where.push(or(like_(form1040s.searchText, like), ...byId)!);
    }
    const cond = where.length ? and(...where) : undefined;
    const col = SORT_COLUMNS[q.sort];
    // Ties by id in the same direction: an index on (column, id) then serves the page either way.
    const by = q.order === 'asc' ? asc : desc;
    // The page and the count are independent: one round trip's wait instead of two.
    const rowsQuery = app.db
      .select({
        id: form1040s.id,
        userId: form1040s.userId,
        preparedBy: form1040s.preparedBy,
        username: users.username,
        firstName: form1040s.firstName,
        lastName: form1040s.lastName,
        filingStatus: form1040s.filingStatus,
        status: form1040s.status,
        taxYear: form1040s.taxYear,
        createdAt: form1040s.createdAt,
        submittedAt: form1040s.submittedAt,
        taxableIncome: form1040s.taxableIncome,
        totalTax: form1040s.totalTax,
        totalPayments: form1040s.totalPayments,
        refundAmount: form1040s.refundAmount,
        amountOwed: form1040s.amountOwed,
      })
      .from(form1040s)
      .innerJoin(users, eq(users.id, form1040s.userId))
      .where(cond)
      .orderBy(by(col), by(form1040s.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size);
    // Counted apart from the page (a window count would sort every matching row), and only up to
    // the cap: past it the list says "10,000+".
    const countQuery = cappedCount(
      app.db,
      'returns',
      cond ? sql`${form1040s} where ${cond}` : sql`${form1040s}`,
    );
    const [rows, count] = await Promise.all([rowsQuery, countQuery]);
    // A preparer's list shows other people's returns: recorded like reading one of them.
    const others = rows.filter((r) => r.userId !== actor.id).map((r) => r.id);
    if (others.length > 0) {
      await audit(app, actor, 'form1040.list', 'form1040s', { ids: others, search: q.search ?? null });
    }
    return {
      ...count,
      items: await withAcceptedFigures(
        app,
        rows.map((r) => ({
          id: r.id,
          user_id: r.userId,
          prepared_by: r.preparedBy,
          username: r.username,
          first_name: r.firstName,
          last_name: r.lastName,
          filing_status: r.filingStatus,
          status: r.status,
          tax_year: r.taxYear,
          created_at: r.createdAt.toISOString(),
          submitted_at: r.submittedAt?.toISOString() ?? null,
          taxable_income: r.taxableIncome,
          total_tax: r.totalTax,
          total_payments: r.totalPayments,
          refund_amount: r.refundAmount,
          amount_owed: r.amountOwed,
          refundOrOwed: refundOrOwed(r.refundAmount, r.amountOwed),
          federal_tax_owed: r.totalTax,
          refund: r.refundAmount,
        })),
      ),
    };
  }

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
      const list = await listReturns(u, req.query);
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
      const list = await listReturns(currentUser(req), req.query);
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
