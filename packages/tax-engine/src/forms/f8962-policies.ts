/**
 * Form 8962: the month-by-month amounts of the return's Forms 1095-A, in whole dollars, with the
 * Part IV allocations applied. 2024 Instructions for Form 8962, Part IV and line 34: "Multiply the
 * amounts on Form 1095-A by the allocation percentages entered by policy. Add all allocated policy
 * amounts and non-allocated policy amounts from Forms 1095-A, if any, to compute a combined total
 * for each month. Enter the combined total for each month on lines 12–23, columns (a), (b), and
 * (f)." A policy's months outside its allocation period count in full.
 */
import { Ctx, m } from '../context';
import { divRound, Money, Rate } from '../money';
import type { F1095A, PolicyAllocation } from '../types';

export interface Month {
  a: Money;
  b: Money;
  f: Money;
}

const zeroMonths = (): Month[] =>
  Array.from({ length: 12 }, () => ({ a: Money.ZERO, b: Money.ZERO, f: Money.ZERO }));

const monthly = (x: F1095A) => !!x.monthly && x.monthly.length > 0;

/** One policy's months, whole dollars (the instructions let the 1095-A amounts be rounded). */
export function policyMonths(x: F1095A): Month[] {
  const months = zeroMonths();
  if (monthly(x)) {
    x.monthly!.slice(0, 12).forEach((mo, i) => {
      months[i] = {
        a: m(mo.enrollment_premium).roundDollars(),
        b: m(mo.slcsp_premium).roundDollars(),
        f: m(mo.advance_ptc).roundDollars(),
      };
    });
    return months;
  }
  // Annual totals only: the policy is taken to cover all 12 months with equal amounts.
  const spread = (v: Money, i: number) => {
    const base = v.prorate(1, 12).floorDollars();
    return i === 11 ? v.minus(base.times(11)) : base;
  };
  return months.map((_, i) => ({
    a: spread(m(x.annual_enrollment_premium).roundDollars(), i),
    b: spread(m(x.annual_slcsp_premium).roundDollars(), i),
    f: spread(m(x.annual_advance_ptc).roundDollars(), i),
  }));
}

export interface Allocation {
  /** Months as indexes 0-11, inclusive. */
  from: number;
  to: number;
  premium: Rate;
  slcsp: Rate;
  aptc: Rate;
}

const percent = (v: PolicyAllocation['premium_percent']): Rate | null => {
  if (v === undefined || v === null || v === '') return null;
  try {
    const r = Rate.of(typeof v === 'number' ? v : String(v).trim());
    return r.lt(Rate.ZERO) || Rate.of(100).lt(r) ? null : r.times('0.01');
  } catch {
    return null;
  }
};

/** Lines 30-33 as the engine applies them; null when a month or a percentage is missing or out of range. */
export function allocationOf(al: PolicyAllocation | undefined): Allocation | null {
  if (!al) return null;
  const { start_month: s, stop_month: e } = al;
  if (!Number.isInteger(s) || !Number.isInteger(e) || s! < 1 || e! > 12 || s! > e!) return null;
  const premium = percent(al.premium_percent);
  const slcsp = percent(al.slcsp_percent);
  const aptc = percent(al.aptc_percent);
  if (!premium || !slcsp || !aptc) return null;
  return { from: s! - 1, to: e! - 1, premium, slcsp, aptc };
}

/** A whole-dollar amount times a percentage, rounded once to whole dollars. */
const share = (v: Money, r: Rate): Money => Money.fromCents(divRound(v.cents * r.num, r.den * 100n) * 100n);

export interface PolicyMonths {
  /** Lines 12-23 (a), (b), (f) before the contribution: every policy added month by month. */
  months: Month[];
  /** Every 1095-A gave annual totals only (and none is allocated): line 11 may be used. */
  annualOnly: boolean;
  /** How many Part IV allocations were applied. */
  allocations: number;
}

export function monthsOf(ctx: Ctx, forms: F1095A[]): PolicyMonths {
  const months = zeroMonths();
  let allocations = 0;
  for (const x of forms) {
    // Form 8962 instructions: a month that is not a coverage month keeps only its advance payment.
    const own = policyMonths(x).map((t) =>
      x.no_coverage_months ? { a: Money.ZERO, b: Money.ZERO, f: t.f } : t,
    );
    if (x.no_coverage_months)
      ctx.warn(
        `Form 8962: policy ${x.marketplace_policy_number ?? '(no number)'} has no coverage month (other coverage could be had): no credit for it, and its advance payments are repaid up to the limit.`,
      );
    const al = allocationOf(x.allocation);
    if (x.allocation && !al)
      ctx.warn(
        `Form 8962 Part IV: the allocation of policy ${x.marketplace_policy_number ?? '(no number)'} needs its start and stop months (start not after stop) and three percentages from 0 to 100; the policy is counted in full.`,
      );
    if (al) allocations += 1;
    own.forEach((t, i) => {
      const inPeriod = !!al && i >= al.from && i <= al.to;
      const mo = months[i]!;
      mo.a = mo.a.plus(inPeriod ? share(t.a, al.premium) : t.a);
      mo.b = mo.b.plus(inPeriod ? share(t.b, al.slcsp) : t.b);
      mo.f = mo.f.plus(inPeriod ? share(t.f, al.aptc) : t.f);
    });
  }
  if (forms.length > 1)
    ctx.warn(
      'Form 8962: several Forms 1095-A were added month by month; when two of them show the second lowest cost silver plan premium for the same people, enter it on one only.',
    );
  if (allocations > 4)
    ctx.warn(
      'Form 8962 Part IV has room for four allocations (lines 30-33): attach a statement with the others, as its instructions say.',
    );
  return { months, annualOnly: allocations === 0 && forms.every((x) => !monthly(x)), allocations };
}
