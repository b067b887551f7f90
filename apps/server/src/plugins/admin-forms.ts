import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { onRequestAsyncHookHandler } from 'fastify';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_FORM_MSG,
  adminFormDeleteResult,
  adminFormParams,
  adminFormsPage,
  adminFormsQuery,
  MAX_ID,
  MSG,
  type AdminFormRow,
  type AdminFormSort,
} from '@taxprep/contracts';
import { form1040s, returnItems } from '../db/schema';
import { conflict, forbidden, notFound, unauthorized } from '../lib/errors';
import { audit } from '../services/returns/access';
import { currentUser } from './session';
import { errorResponses } from './errors';
import { cappedCount } from '../db/capped-count';
import { searchedPage } from '../db/searched-page';

/** Approved preparers and administrators see all forms; filers get the spec's access message. */
const requireStaff: onRequestAsyncHookHandler = async (req) => {
  if (!req.user) throw unauthorized(MSG.pleaseLogIn);
  if (req.user.role !== 'agent' && req.user.role !== 'admin') throw forbidden(ADMIN_FORM_MSG.accessDenied);
  if (req.user.pendingApproval) throw forbidden(MSG.preparerPending);
};

/**
 * Every form as one relation: returns and their documents with the owner's username, read from the
 * form_list table that migration 0011's triggers keep exact (names and amounts are derived there,
 * in form_list_doc_name and form_list_doc_amount).
 */
const allForms = sql`form_list f`;

/**
 * The California Form 568 the screen creates on first open, nobody having filled it in (only its
 * year, empty schedules, blank fields), is not a form the LLC files: it is left out. Anything
 * entered (a name, file number, checkbox, amount, schedule row or answer) lists it, as it makes the
 * engine count it (form568Used).
 */
const NOT_EMPTY_568 = sql`(f.type <> 'ca_form568' or exists (
  select 1 from return_items i, jsonb_each(jsonb_strip_nulls(i.data)) e
  where i.id = f.id and e.key <> 'tax_year'
    and e.value not in ('""'::jsonb, 'false'::jsonb, '[]'::jsonb, '{}'::jsonb)))`;

/**
 * Each sort with its tie-breaks (type, id) in the same direction, so one index per sort serves a page
 * in either direction (migration 0011). Amount and tax have blanks, listed last either way.
 */
const SORT_SQL: Record<AdminFormSort, { key: SQL; blanks?: true }> = {
  type: { key: sql`f.type` },
  id: { key: sql`f.id` },
  username: { key: sql`lower(f.username)` },
  name: { key: sql`lower(f.name)` },
  amount: { key: sql`f.amount`, blanks: true },
  tax: { key: sql`f.tax`, blanks: true },
  status: { key: sql`f.status` },
  created_at: { key: sql`f.created_at` },
};

function orderBy(sort: AdminFormSort, dir: SQL): SQL {
  const s = SORT_SQL[sort];
  const first = s.blanks ? sql`${s.key} ${dir} nulls last` : sql`${s.key} ${dir}`;
  if (sort === 'type') return sql`${first}, f.id ${dir}`;
  if (sort === 'id') return sql`${first}, f.type ${dir}`;
  return sql`${first}, f.type ${dir}, f.id ${dir}`;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

interface RawRow {
  type: string;
  id: number;
  form1040_id: number;
  user_id: number;
  username: string;
  name: string;
  amount: string | null;
  tax: string | null;
  status: AdminFormRow['status'];
  created_at: string | Date;
}

/** Money without trailing zero decimals, as the rest of the API shows it ("741", "-12.5"). */
const money = (v: string | number | null) => (v === null ? null : String(Number(v)));

export const adminFormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/forms',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Every form of every user (returns and documents): filter by q, type, status; sort; page',
        querystring: adminFormsQuery,
        response: { 200: adminFormsPage, ...errorResponses },
      },
    },
    async (req) => {
      const q = req.query;
      const page = q.page ?? 1;
      const perPage = q.per_page ?? 25;
      const where: SQL[] = [sql`true`, NOT_EMPTY_568];
      if (q.type) where.push(sql`f.type = ${q.type}`);
      if (q.status) where.push(sql`f.status = ${q.status}`);
      // ILIKE on username or name, through the trigram index on their lower-cased text.
      if (q.q) where.push(sql`f.search like lower(${`%${likeEscape(q.q)}%`})`);
      const cond = sql.join(where, sql` and `);
      const dir = q.dir === 'asc' ? sql`asc` : sql`desc`;
      // The page and the count are independent: one round trip's wait instead of two.
      const select = sql`f.type, f.id, f.form1040_id, f.user_id, f.username, f.name, f.amount, f.tax, f.status,
        f.created_at`;
      const order = orderBy(q.sort ?? 'created_at', dir);
      const [limit, offset] = [perPage, (page - 1) * perPage];
      const [rows, count] = await Promise.all([
        app.db.execute(
          q.q
            ? searchedPage({
                select,
                from: { table: sql`form_list`, alias: sql`f` },
                cond,
                order,
                limit,
                offset,
              })
            : sql`select ${select} from ${allForms} where ${cond} order by ${order} limit ${limit} offset ${offset}`,
        ) as unknown as Promise<{ rows: RawRow[] }>,
        cappedCount(app.db, 'forms', sql`${allForms} where ${cond}`),
      ]);
      await audit(app, currentUser(req), 'forms.list', 'forms', { count: rows.rows.length, page });
      return {
        items: rows.rows.map((r) => ({
          ...r,
          id: Number(r.id),
          form1040_id: Number(r.form1040_id),
          user_id: Number(r.user_id),
          amount: money(r.amount),
          tax: money(r.tax),
          created_at: new Date(r.created_at).toISOString(),
        })),
        ...count,
        page,
        per_page: perPage,
      };
    },
  );

  app.delete(
    '/api/admin/form/:type/:id',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Delete a return (with its documents) or one document; administrators only; audited',
        params: adminFormParams,
        response: { 200: adminFormDeleteResult, ...errorResponses },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      if (actor.role !== 'admin') throw forbidden(ADMIN_FORM_MSG.adminOnly);
      const { type } = req.params;
      // Ids come as text so an out-of-range id is a plain 404, never a database error.
      const id = /^[0-9]{1,10}$/.test(req.params.id) ? Number(req.params.id) : NaN;
      if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw notFound(ADMIN_FORM_MSG.notFound);
      if (type === 'form1040') {
        const [r] = await app.db.select().from(form1040s).where(eq(form1040s.id, id)).limit(1);
        if (!r) throw notFound(ADMIN_FORM_MSG.notFound);
        if (r.status === 'Accepted') throw conflict(ADMIN_FORM_MSG.accepted);
        // Its documents and submissions go with it (ON DELETE CASCADE).
        await app.db.delete(form1040s).where(eq(form1040s.id, id));
        await audit(app, actor, 'form.delete', `form1040:${id}`, { user_id: r.userId });
        return { message: ADMIN_FORM_MSG.deleted };
      }
      const [item] = await app.db
        .select({ id: returnItems.id, form1040Id: returnItems.form1040Id, status: form1040s.status })
        .from(returnItems)
        .innerJoin(form1040s, eq(form1040s.id, returnItems.form1040Id))
        .where(and(eq(returnItems.id, id), eq(returnItems.kind, type)))
        .limit(1);
      if (!item) throw notFound(ADMIN_FORM_MSG.notFound);
      if (item.status === 'Accepted') throw conflict(ADMIN_FORM_MSG.accepted);
      await app.db.delete(returnItems).where(eq(returnItems.id, id));
      await audit(app, actor, 'form.delete', `${type}:${id}`, { form1040_id: item.form1040Id });
      return { message: ADMIN_FORM_MSG.deleted };
    },
  );
};
