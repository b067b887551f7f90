/**
 * What the IRS accepted: a return's figures kept at its accepted submission. A change made after
 * acceptance (the Form 1040-X's column C) is shown beside them, labelled, never in their place.
 */
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { compute1040X, Money } from '@taxprep/tax-engine';
import { submissions } from '../../db/schema';
import type { AcceptedFigures } from './amendment';
import { refundOrOwed } from './views';

export interface AcceptedTotals {
  taxable_income: string;
  total_tax: string;
  total_payments: string;
  /** Line 34, the overpayment (the lists' refund). */
  refund_amount: string;
  /** Line 35a, what is paid out; null for a submission kept before this was recorded. */
  refund_requested: string | null;
  amount_owed: string;
  refundOrOwed: string;
  submission_id: number;
  accepted_at: string;
}

function totalsOf(f: AcceptedFigures): Omit<AcceptedTotals, 'submission_id' | 'accepted_at'> {
  // Submissions kept before the totals were recorded: the 1040-X lines of column A give them
  // (line 5 taxable income, line 11 total tax, lines 12-15 the payments).
  const a = f.taxable_income === undefined ? compute1040X(f, f).lines : null;
  const col = (k: string) => a!.get(`f1040x.${k}.a`);
  return {
    taxable_income: f.taxable_income ?? col('l05').toString(),
    total_tax: f.total_tax ?? col('l11').toString(),
    total_payments:
      f.total_payments ??
      ['l12', 'l13', 'l14', 'l15'].reduce((s, k) => s.plus(col(k)), Money.ZERO).toString(),
    refund_amount: f.overpaid,
    refund_requested: f.refund_requested ?? null,
    amount_owed: f.amount_owed,
    refundOrOwed: refundOrOwed(f.overpaid, f.amount_owed),
  };
}

/** The newest accepted figures of each of these returns (those accepted with figures kept). */
export async function acceptedTotalsOf(
  app: FastifyInstance,
  ids: readonly number[],
): Promise<Map<number, AcceptedTotals>> {
  const out = new Map<number, AcceptedTotals>();
  if (ids.length === 0) return out;
  const rows = await app.db
    .select({
      id: submissions.id,
      form1040Id: submissions.form1040Id,
      figures: submissions.figures,
      at: submissions.createdAt,
    })
    .from(submissions)
    .where(
      and(
        inArray(submissions.form1040Id, [...ids]),
        eq(submissions.status, 'Accepted'),
        isNotNull(submissions.figures),
      ),
    )
    .orderBy(desc(submissions.id));
  for (const r of rows) {
    if (out.has(r.form1040Id)) continue;
    out.set(r.form1040Id, {
      ...totalsOf(r.figures as AcceptedFigures),
      submission_id: r.id,
      accepted_at: r.at.toISOString(),
    });
  }
  return out;
}

const FIGURES = ['taxable_income', 'total_tax', 'total_payments', 'refund_amount', 'amount_owed'] as const;
type Figures = Record<(typeof FIGURES)[number], string>;

/** The figures as they are now, when they differ from the accepted ones: the amended return's. */
export function amendedTotals(accepted: AcceptedTotals, now: Figures) {
  if (FIGURES.every((k) => Number(accepted[k]) === Number(now[k]))) return null;
  const figures = Object.fromEntries(FIGURES.map((k) => [k, now[k]])) as Figures;
  return { ...figures, refundOrOwed: refundOrOwed(now.refund_amount, now.amount_owed) };
}

interface ListFigures extends Figures {
  id: number;
  status: string;
}

/**
 * A list's rows with an accepted return's accepted figures in its columns, and the figures as they
 * are now under `amended` when a 1040-X has changed them.
 */
export async function withAcceptedFigures<T extends ListFigures>(app: FastifyInstance, rows: T[]) {
  const accepted = await acceptedTotalsOf(
    app,
    rows.filter((r) => r.status === 'Accepted').map((r) => r.id),
  );
  return rows.map((r) => {
    const a = r.status === 'Accepted' ? accepted.get(r.id) : undefined;
    if (!a) return { ...r, amended: null };
    return {
      ...r,
      taxable_income: a.taxable_income,
      total_tax: a.total_tax,
      total_payments: a.total_payments,
      refund_amount: a.refund_amount,
      amount_owed: a.amount_owed,
      refundOrOwed: a.refundOrOwed,
      federal_tax_owed: a.total_tax,
      refund: a.refund_amount,
      amended: amendedTotals(a, r),
    };
  });
}
