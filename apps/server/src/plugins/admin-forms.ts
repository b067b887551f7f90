import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { preHandlerAsyncHookHandler } from 'fastify';
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

/** Approved preparers and administrators see all forms; filers get the spec's access message. */
const requireStaff: preHandlerAsyncHookHandler = async (req) => {
  if (!req.user) throw unauthorized(MSG.pleaseLogIn);
  if (req.user.role !== 'agent' && req.user.role !== 'admin') throw forbidden(ADMIN_FORM_MSG.accessDenied);
  if (req.user.pendingApproval) throw forbidden(MSG.preparerPending);
};

// The record's main name and amount fields, first present wins (documents differ in their names).
const NAME_FIELDS = [
  'employer_name',
  'business_name',
  'payer_name',
  'proprietor_name',
  'description',
  'first_name',
];
// Schedule C's net profit is computed, not stored, so its rows show no amount.
const AMOUNT_FIELDS = [
  'wages',
  'box1_nonemployee_comp',
  'box1_gross_dist',
  'box1_interest_income',
  'box1a_ordinary_dividends',
  'unemployment_comp',
  'box3_benefits_paid',
  'box1_rents',
  'proceeds',
  'amount',
];
const DECIMAL = '^-?[0-9]+(\\.[0-9]+)?$';

const coalesceText = (fields: string[]) =>
  sql.join(
    fields.map((f) => sql`nullif(i.data->>${f}, '')`),
    sql`, `,
  );
// Only a plain decimal counts as an amount, so a stray value can never break the numeric sort.
const docAmount = sql`(select v from (select coalesce(${coalesceText(AMOUNT_FIELDS)}) as v) a where v ~ ${DECIMAL})`;

/** Every form as one relation: returns and their documents, with the owner's username. */
const allForms = sql`(
  select 'form1040'::text as type, r.id, r.id as form1040_id, r.user_id, u.username,
    trim(coalesce(r.first_name, '') || ' ' || coalesce(r.last_name, '')) as name,
    (r.refund_amount - r.amount_owed) as amount, r.total_tax as tax, r.status, r.created_at
  from form1040s r join users u on u.id = r.user_id
  union all
  select i.kind, i.id, r.id, r.user_id, u.username,
    coalesce(${coalesceText(NAME_FIELDS)}, '') as name,
    ${docAmount}::numeric, null::numeric, r.status, i.created_at
  from return_items i join form1040s r on r.id = i.form1040_id join users u on u.id = r.user_id
) f`;

const SORT_SQL: Record<AdminFormSort, SQL> = {
  type: sql`f.type`,
  id: sql`f.id`,
  username: sql`lower(f.username)`,
  name: sql`lower(f.name)`,
  amount: sql`f.amount`,
  tax: sql`f.tax`,
  status: sql`f.status`,
  created_at: sql`f.created_at`,
};

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
      preHandler: requireStaff,
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
      const where: SQL[] = [sql`true`];
      if (q.type) where.push(sql`f.type = ${q.type}`);
      if (q.status) where.push(sql`f.status = ${q.status}`);
      if (q.q) {
        const like = `%${likeEscape(q.q)}%`;
        where.push(sql`(f.username ilike ${like} or f.name ilike ${like})`);
      }
      const cond = sql.join(where, sql` and `);
      const dir = q.dir === 'asc' ? sql`asc` : sql`desc`;
      const order = SORT_SQL[q.sort ?? 'created_at'];
      const rows = (await app.db.execute(
        sql`select * from ${allForms} where ${cond} order by ${order} ${dir} nulls last, f.type, f.id
            limit ${perPage} offset ${(page - 1) * perPage}`,
      )) as unknown as { rows: RawRow[] };
      const count = (await app.db.execute(
        sql`select count(*)::int as n from ${allForms} where ${cond}`,
      )) as unknown as {
        rows: { n: number }[];
      };
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
        total: Number(count.rows[0]?.n ?? 0),
        page,
        per_page: perPage,
      };
    },
  );

  app.delete(
    '/api/admin/form/:type/:id',
    {
      preHandler: requireStaff,
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
