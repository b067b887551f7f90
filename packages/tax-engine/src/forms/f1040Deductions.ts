/**
 * Form 1040 (2024), lines 12-15: standard deduction or Schedule A, the qualified business income
 * deduction (Form 8995 / 8995-A) and taxable income; then the capital loss carryover to 2025.
 */
import { Ctx, fmt, m, sumOf } from '../context';
import { Money } from '../money';
import { standardDeduction } from '../worksheets/deductions';
import { form8995, type QbiBusiness } from './f8995';
import type { Agi } from './f1040Adjustments';
import type { Earnings, Income } from './f1040Income';
import { scheduleA, type ScheduleAResult } from './scheduleA';
import { schedule1A } from './schedule1A';
import { capitalLossCarryover } from './scheduleD';
import { formTitle } from '../names';

export function deductions(ctx: Ctx, e: Earnings, income: Income, agi: Agi) {
  const L = ctx.L;
  const inp = ctx.input;
  const { businesses, seEarned } = e;
  const { l1z, id, sd, l7, eight } = income;
  const { a, se, l11 } = agi;
  // ---- Deductions: lines 12-15 ----
  const earnedForStd = l1z
    .plus(seEarned('taxpayer'))
    .plus(seEarned('spouse'))
    .plus(eight.l8r ?? Money.ZERO);
  const std = standardDeduction(ctx, earnedForStd);
  const sa = inp.schedule_a;
  const forceItemize = inp.force_itemize === true || sa?.force_itemize === true;
  let schA: ScheduleAResult | null = null;
  if (sa || (ctx.status === 'mfs' && inp.spouse_itemizes)) {
    const nii = id.taxableInterest
      .plus(id.ordinaryDividends)
      .minus(id.qualifiedDividends)
      .plus(se ? se.line26.clampZero() : Money.ZERO);
    schA = scheduleA(ctx, l11, nii);
  }
  const itemize =
    schA !== null &&
    (forceItemize || schA.total.gt(std) || (ctx.status === 'mfs' && inp.spouse_itemizes === true));
  if (schA) {
    // Kept even when Schedule A is dropped, so the screens can show the comparison.
    L.setDollars(
      'deductionChoiceWks.itemized',
      schA.total,
      // Schedule A is dropped when not used: its line 17 is then no line of the return.
      itemize
        ? `Itemized deductions (Schedule A line 17), compared with the standard deduction ${fmt(std)}: used`
        : `Itemized deductions figured on Schedule A (not attached), compared with the standard deduction ${fmt(std)}: not used`,
    );
  }
  if (schA && itemize) ctx.need('scheduleA');
  else if (schA) {
    L.dropForm('scheduleA');
    L.dropForm('saltWks');
    L.dropForm('f4952');
    schA = null;
  }
  const l12 =
    itemize && schA
      ? L.setDollars(
          'f1040.l12',
          schA.total,
          forceItemize && schA.total.lte(std)
            ? 'Itemized deductions from Schedule A, line 17 (itemizing elected although smaller than the standard deduction)'
            : `Itemized deductions from Schedule A, line 17 (more than the standard deduction ${fmt(std)})`,
        )
      : L.setDollars('f1040.l12', std, 'Standard deduction');
  if (itemize && ctx.needs('f4952')) ctx.need('f4952');
  // Schedule 1-A (from 2025) is deducted before the QBI deduction's taxable income limit (Form 8995 line 11).
  const s1a = schedule1A(ctx, e, l11);
  const l13b = ctx.params.schedule1A
    ? L.setDollars('f1040.l13b', s1a, 'Additional deductions from Schedule 1-A, line 38')
    : Money.ZERO;
  const taxableBeforeQbi = l11.minus(l12).minus(l13b);
  // Form 8995: net capital gain = qualified dividends + the smaller of Schedule D lines 15 and 16 (when both are gains).
  const netCg = id.qualifiedDividends.plus(sd.filed ? Money.min(sd.l15, sd.l16).clampZero() : l7.clampZero());
  const qbiBusinesses: QbiBusiness[] = [];
  const seBusinesses = businesses.filter((b) => !b.statutory);
  const totalSeProfit = Money.sum(seBusinesses.map((b) => b.netProfit.clampZero()));
  for (const b of businesses) {
    // QBI is net profit less the deductible part of SE tax, SE health insurance and retirement contributions
    // attributable to it (none to a statutory employee's Schedule C, which has no SE tax).
    let q = b.netProfit;
    if (!b.statutory && b.netProfit.isPositive() && totalSeProfit.isPositive()) {
      const share = (v: Money): Money => v.prorate(b.netProfit.cents, totalSeProfit.cents);
      q = q
        .minus(share(a.l15 ?? Money.ZERO))
        .minus(share(a.l16 ?? Money.ZERO))
        .minus(share(a.l17 ?? Money.ZERO));
    }
    qbiBusinesses.push({
      name: b.input.business_name ?? formTitle(b.form),
      qbi: q,
      isSstb: b.isSstb,
      w2Wages: b.w2Wages,
      ubia: b.ubia,
    });
  }
  for (const p of inp.schedule_e?.partnerships ?? []) {
    const q =
      p.qbi !== undefined && p.qbi !== null && p.qbi !== ''
        ? m(p.qbi)
        : m(p.col_k_nonpassive_income)
            .plus(m(p.col_h_passive_income))
            .minus(m(p.col_i_nonpassive_loss))
            .minus(m(p.col_g_passive_loss))
            .minus(m(p.col_j_sec179));
    if (!q.isZero())
      qbiBusinesses.push({
        name: p.name ?? 'Partnership/S corporation',
        qbi: q,
        isSstb: false,
        w2Wages: Money.ZERO,
        ubia: Money.ZERO,
      });
  }
  const reit = sumOf(inp.f1099_div, (d) => d.box5_section_199a_dividends);
  const qbi = form8995(
    ctx,
    qbiBusinesses,
    reit,
    taxableBeforeQbi.clampZero(),
    netCg,
    sd.filed
      ? 'Net capital gain: qualified dividends (Form 1040, line 3a) plus the smaller of Schedule D, line 15 or 16 (if both are gains)'
      : 'Net capital gain: qualified dividends (Form 1040, line 3a) plus capital gain distributions (Form 1040, line 7)',
  );
  const l13 = L.setDollars(
    'f1040.l13',
    qbi,
    'Qualified business income deduction from Form 8995 or Form 8995-A',
  );
  const l14 = L.setDollars(
    'f1040.l14',
    l12.plus(l13).plus(l13b),
    ctx.params.schedule1A
      ? `Add lines ${ctx.no('f1040.l12')}, ${ctx.no('f1040.l13')}, and 13b`
      : `Add lines ${ctx.no('f1040.l12')} and ${ctx.no('f1040.l13')}`,
  );
  const l15 = L.setDollars(
    'f1040.l15',
    l11.minus(l14).clampZero(),
    `Subtract line 14 from line ${ctx.no('f1040.l11')}. If zero or less, enter -0-. This is your taxable income`,
  );
  capitalLossCarryover(ctx, sd, l11.minus(l14));
  return { schA, itemize, l12, l14, l15 };
}
export type Deductions = ReturnType<typeof deductions>;
