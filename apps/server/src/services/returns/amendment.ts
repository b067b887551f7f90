/**
 * Form 1040-X of a return: column A is the return as filed (the figures kept at its accepted
 * submission, or entered by hand when it was filed elsewhere), column C the return as it is now,
 * recomputed on every read so it cannot go stale. The engine's compute1040X does the lines.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { compute1040X, type Form1040XColumns, type Result } from '@taxprep/tax-engine';
import {
  F1040X_ENTERED,
  F1040X_LINES,
  F1040X_PART1,
  F1040X_RFC,
  FILING_STATUS_LABELS,
  TAX_YEAR,
  type FilingStatusLabel,
  type Form1040XData,
  type Form1040XView,
} from '@taxprep/contracts';
import { dependentClaimOf } from './dependent-claim';
import { submissions } from '../../db/schema';
import type { LoadedReturn } from './access';
import type { ItemRow } from './engine-input';

/** A return's figures at acceptance: the Form 1040-X lines 1-15 it maps to, and its line 34 overpayment. */
export type AcceptedFigures = Record<(typeof F1040X_ENTERED)[number], string> & {
  overpaid: string;
  amount_owed: string;
  /** Kept since issue 22; older submissions lack them (accepted.ts derives them from column A). */
  taxable_income?: string;
  total_tax?: string;
  total_payments?: string;
  refund_requested?: string;
};

export function acceptedFigures(result: Result): AcceptedFigures {
  // compute1040X maps a computed return onto lines 1-15 by the 1040-X instructions (column A here).
  const x = compute1040X(result, result);
  const cols = Object.fromEntries(F1040X_ENTERED.map((k) => [k, x.lines.get(`f1040x.${k}.a`).toString()]));
  const s = result.summary;
  return {
    ...(cols as Record<(typeof F1040X_ENTERED)[number], string>),
    overpaid: s.refund.toString(),
    amount_owed: s.amountOwed.toString(),
    // The lists' and the top bar's figures as accepted (accepted.ts): exact, not the 1040-X's dollars.
    taxable_income: s.taxableIncome.toString(),
    total_tax: s.totalTax.toString(),
    total_payments: s.totalPayments.toString(),
    refund_requested: result.lines.get('f1040.l35a').toString(),
  };
}

/** The newest accepted submission of the return that kept its figures. */
export async function newestAcceptedFigures(app: FastifyInstance, form1040Id: number) {
  const [row] = await app.db
    .select({ id: submissions.id, figures: submissions.figures, at: submissions.createdAt })
    .from(submissions)
    .where(
      and(
        eq(submissions.form1040Id, form1040Id),
        eq(submissions.status, 'Accepted'),
        isNotNull(submissions.figures),
      ),
    )
    .orderBy(desc(submissions.id))
    .limit(1);
  return row ? { id: row.id, at: row.at, figures: row.figures as AcceptedFigures } : null;
}

const digitsOrNull = (v: string | null | undefined) => v?.replace(/\D/g, '') || null;

/** What a new 1040-X starts with: the header from the return, column A and line 18 from its acceptance. */
export function newAmendment(
  ret: LoadedReturn,
  taxYear: number,
  accepted: Awaited<ReturnType<typeof newestAcceptedFigures>>,
  dependents: ItemRow[] = [],
): Record<string, unknown> {
  const p = ret.data.personal;
  const f = ret.data.filing;
  const status = f?.filing_status as FilingStatusLabel | undefined;
  const a = accepted?.figures;
  return {
    tax_year: taxYear,
    filing_status: status ? (FILING_STATUS_LABELS[status] ?? null) : null,
    ssn: digitsOrNull(p?.ssn),
    spouse_ssn: digitsOrNull(f?.spouse_ssn),
    address_line1: p?.address ?? null,
    state: p?.state ?? null,
    zip_code: p?.zip_code ?? null,
    ...Object.fromEntries(F1040X_ENTERED.map((k) => [`${k}_a`, a?.[k] ?? null])),
    // Line 18 is the overpayment shown on the original return; a filer adjusted by the IRS edits it.
    l18: a && a.overpaid !== '0.00' ? a.overpaid : null,
    // Part I starts from the dependents of the return (the filer changes what the amendment changes).
    dependents: dependents.map((d) => ({
      first_name: d.data.first_name ?? null,
      last_name: d.data.last_name ?? null,
      ssn: digitsOrNull(d.data.ssn as string | undefined),
      relationship: d.data.relationship ?? null,
      qualifies_ctc: dependentClaimOf(d.data).qualifies_for_child_tax_credit === true,
      qualifies_other: dependentClaimOf(d.data).qualifies_for_other_credit === true,
    })),
    a_submission_id: accepted?.id ?? null,
    a_accepted_at: accepted ? accepted.at.toISOString() : null,
  };
}

/** The entered part of a saved form: column C and the derived lines are the server's. */
export function enteredData(body: Form1040XData, previous: Record<string, unknown>): Record<string, unknown> {
  const { version: _v, l22: _l22, ...rest } = body;
  const data: Record<string, unknown> = Object.fromEntries(
    Object.entries(rest).filter(([k]) => !/^l\d+b?_c$/.test(k)),
  );
  data.a_submission_id = previous.a_submission_id ?? null;
  data.a_accepted_at = previous.a_accepted_at ?? null;
  // Column A from an accepted submission is what the IRS has: it is not the filer's to change.
  if (previous.a_submission_id) for (const k of F1040X_ENTERED) data[`${k}_a`] = previous[`${k}_a`] ?? null;
  return data;
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

export function computeAmendment(d: Record<string, unknown>, current: Result) {
  const original = Object.fromEntries(F1040X_ENTERED.map((k) => [k, str(d[`${k}_a`])])) as Form1040XColumns;
  return compute1040X(original, current, { l16: str(d.l16), l18: str(d.l18), l23: str(d.l23) });
}

/** The API's 1040-X: entered fields as stored, columns A/B/C and lines 17-22 from the engine. */
export function amendmentView(item: ItemRow, form1040Id: number, current: Result): Form1040XView {
  const d = item.data;
  const x = computeAmendment(d, current);
  const v = (key: string) => x.lines.get(key).toString();
  const lines: Record<string, string | null> = {};
  for (const k of F1040X_LINES) {
    const entered = (F1040X_ENTERED as readonly string[]).includes(k);
    lines[`${k}_a`] = entered ? str(d[`${k}_a`]) : v(`f1040x.${k}.a`);
    lines[`${k}_b`] = v(`f1040x.${k}.b`);
    lines[`${k}_c`] = v(`f1040x.${k}.c`);
  }
  const counts: Record<string, number | null> = {};
  for (const k of F1040X_PART1) {
    const a = num(d[`${k}_a`]);
    const c = num(d[`${k}_c`]);
    counts[`${k}_a`] = a;
    counts[`${k}_c`] = c;
    counts[`${k}_b`] = a === null && c === null ? null : (c ?? 0) - (a ?? 0);
  }
  const deps = Array.isArray(d.dependents) ? (d.dependents as Record<string, unknown>[]) : [];
  return {
    id: item.id,
    form1040_id: form1040Id,
    version: item.version,
    column_a_source: d.a_submission_id ? 'accepted' : 'manual',
    accepted_at: str(d.a_accepted_at),
    tax_year: num(d.tax_year) ?? TAX_YEAR,
    filing_status: str(d.filing_status),
    hoh_qss_child_name: str(d.hoh_qss_child_name),
    ssn: str(d.ssn),
    spouse_ssn: str(d.spouse_ssn),
    address_line1: str(d.address_line1),
    state: str(d.state),
    zip_code: str(d.zip_code),
    pecf_you: d.pecf_you === true,
    pecf_spouse: d.pecf_spouse === true,
    ...(lines as Pick<Form1040XView, `${(typeof F1040X_LINES)[number]}_${'a' | 'b' | 'c'}`>),
    l16: str(d.l16),
    l17_c: v('f1040x.l17'),
    l18: str(d.l18),
    l19: v('f1040x.l19'),
    l20: v('f1040x.l20'),
    l21: v('f1040x.l21'),
    l22: v('f1040x.l22'),
    l23_year: num(d.l23_year),
    l23: str(d.l23),
    tax_method: str(d.tax_method),
    nol_included: d.nol_included === true,
    gbc_included: d.gbc_included === true,
    ...(Object.fromEntries(F1040X_RFC.map(([k]) => [k, d[k] === true])) as Pick<
      Form1040XView,
      (typeof F1040X_RFC)[number][0]
    >),
    rfc_other_text: str(d.rfc_other_text),
    ...(counts as Pick<Form1040XView, `${(typeof F1040X_PART1)[number]}_${'a' | 'b' | 'c'}`>),
    dependents: deps.map((r) => ({
      first_name: str(r.first_name),
      last_name: str(r.last_name),
      ssn: str(r.ssn),
      relationship: str(r.relationship),
      qualifies_ctc: r.qualifies_ctc === true,
      qualifies_other: r.qualifies_other === true,
    })),
    explanation: str(d.explanation),
    tp_occupation: str(d.tp_occupation),
    sp_occupation: str(d.sp_occupation),
    tp_ip_pin: str(d.tp_ip_pin),
    sp_ip_pin: str(d.sp_ip_pin),
    phone: str(d.phone),
    email: str(d.email),
  };
}
