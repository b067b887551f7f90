/**
 * The dashboard's and the filed list's returns: filtering, sorting and paging in SQL, so a
 * preparer's view stays fast with many returns; reading other people's returns is audited.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, like as like_, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { MAX_ID, type dashboardQuerySchema } from '@taxprep/contracts';
import { form1040s, users } from '../../db/schema';
import { cappedCount } from '../../db/capped-count';
import type { SessionUser } from '../sessions';
import { withAcceptedFigures } from './accepted';
import { audit, isPreparer } from './access';
import { refundOrOwed } from './views';

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

/** Filtering, sorting and paging in SQL, so the preparer view stays fast with many returns. */
export async function listReturns(
  app: FastifyInstance,
  actor: SessionUser,
  q: z.output<typeof dashboardQuerySchema>,
) {
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
