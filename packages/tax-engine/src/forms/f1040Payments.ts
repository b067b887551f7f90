/** Form 1040 lines 25-38: payments, refundable credits, the refund or the amount owed. */
import { Ctx, m, ownerOf, sumOf } from '../context';
import { Money } from '../money';
import { schedule3PartII } from './schedule3';

export interface PaymentsFacts {
  /** Line 24, total tax. */
  l24: Money;
  /** Form 8959 line 24: Additional Medicare Tax withheld (part of line 25c). */
  withholding8959: Money;
  eic: Money;
  actc: Money;
  ctcClaimed: boolean;
  aotcRefundable: Money;
  /** Schedule 3 line 11. */
  excessSs: Money;
  /** Form 8962 line 26 (Schedule 3 line 9), when Form 8962 is computed. */
  netPtc?: Money;
}

export function payments(ctx: Ctx, x: PaymentsFacts): void {
  const L = ctx.L;
  const inp = ctx.input;
  const w2 = inp.w2s ?? [];
  const pay = inp.payments ?? {};
  const oc = inp.other_credits ?? {};
  const { l24, eic, actc, aotcRefundable, excessSs } = x;
  // ---- Payments: lines 25-33 ----
  const l25a = L.setDollars(
    'f1040.l25a',
    sumOf(w2, (w) => w.federal_income_tax),
    'Federal income tax withheld from Form(s) W-2 (box 2)',
  );
  const w1099 = Money.sum([
    sumOf(inp.f1099_int, (x) => x.box4_federal_income_tax_withheld),
    sumOf(inp.f1099_div, (x) => x.box4_federal_income_tax_withheld),
    sumOf(inp.f1099_g, (x) => x.fed_tax_withheld),
    sumOf(inp.f1099_r, (x) => x.box4_fed_tax_withheld),
    sumOf(inp.f1099_misc, (x) => x.box4_federal_tax_withheld),
    sumOf(inp.f1099_nec, (x) => x.box4_federal_tax_withheld),
    sumOf(inp.ssa_1099, (x) => x.box6_voluntary_tax_withheld),
    sumOf(inp.f1099_simple, (x) => x.federal_tax_withheld),
  ]);
  const l25b = L.setDollars(
    'f1040.l25b',
    w1099,
    'Federal income tax withheld from Form(s) 1099 (INT, DIV, G, R, MISC, NEC box 4; SSA-1099 box 6)',
  );
  const l25c = L.setDollars(
    'f1040.l25c',
    m(pay.federal_other_tax_withheld).plus(x.withholding8959),
    `Federal income tax withheld from other forms${x.withholding8959.isZero() ? '' : ' (including Additional Medicare Tax withholding from Form 8959, line 24)'}`,
  );
  const l25d = L.setDollars('f1040.l25d', l25a.plus(l25b).plus(l25c), 'Add lines 25a through 25c');
  const l26 = L.setDollars(
    'f1040.l26',
    m(pay.estimated_payments),
    '{year} estimated tax payments and amount applied from {prev_year} return',
  );
  const l27 = L.setDollars('f1040.l27', eic, 'Earned income credit (EIC)');
  const l28 = L.setDollars('f1040.l28', actc, 'Additional child tax credit from Schedule 8812, line 27');
  const l29 = L.setDollars('f1040.l29', aotcRefundable, 'American opportunity credit from Form 8863, line 8');
  const s3l15 = schedule3PartII(ctx, {
    l9: x.netPtc ?? m(oc.net_premium_tax_credit),
    l9FromForm8962: x.netPtc !== undefined,
    l10: m(pay.amount_paid_with_extension),
    l11: excessSs,
    l12: m(oc.fuel_tax_credit),
    l14: m(oc.other_refundable_credits).plus(m(oc.other_schedule_3_amount)),
  });
  const l31 = L.setDollars('f1040.l31', s3l15, 'Amount from Schedule 3, line 15');
  const l32 = L.setDollars(
    'f1040.l32',
    Money.sum([l27, l28, l29, l31]),
    'Add lines 27, 28, 29, and 31. These are your total other payments and refundable credits',
  );
  const l33 = L.setDollars(
    'f1040.l33',
    l25d.plus(l26).plus(l32),
    'Add lines 25d, 26, and 32. These are your total payments',
  );

  // ---- Refund / amount you owe: lines 34-38 ----
  const over = l33.minus(l24);
  const l34 = L.setDollars(
    'f1040.l34',
    over.clampZero(),
    'If line 33 is more than line 24, subtract line 24 from line 33. This is the amount you overpaid',
  );
  const applied = Money.min(m(inp.refund?.refund_applied_to_estimated_tax).clampZero(), l34);
  if (m(inp.refund?.refund_applied_to_estimated_tax).gt(l34))
    ctx.warn(
      'Amount applied to {next_year} estimated tax exceeds the overpayment; it was limited to line 34.',
    );
  const l36 = L.setDollars(
    'f1040.l36',
    applied,
    'Amount of line 34 you want applied to your {next_year} estimated tax',
  );
  L.setDollars(
    'f1040.l35a',
    l34.minus(l36),
    'Amount of line 34 you want refunded to you (line 34 minus line 36)',
  );
  const penalty = m(pay.estimated_tax_penalty);
  L.setDollars('f1040.l38', penalty, 'Estimated tax penalty (Form 2210 not computed; entered)');
  L.setDollars(
    'f1040.l37',
    l24
      .minus(l33)
      .clampZero()
      .plus(l34.isZero() ? penalty : Money.ZERO),
    'Subtract line 33 from line 24. This is the amount you owe (including the line 38 penalty)',
  );
  if (penalty.isPositive() && l34.isPositive())
    ctx.warn(
      'An estimated tax penalty with an overpayment: reduce the refund by the penalty (not applied automatically).',
    );
}

/** Schedule 3 line 11: more than one employer and social security tax withheld over $10,453.20 for one person. */
export function excessSocialSecurity(ctx: Ctx): Money {
  let total = Money.ZERO;
  for (const who of ctx.persons()) {
    const mine = (ctx.input.w2s ?? []).filter(
      (w) => ownerOf(w) === who && m(w.social_security_tax).isPositive(),
    );
    if (mine.length < 2) continue;
    const max = Money.fromCents(BigInt(Math.round(ctx.params.socialSecurity.maxEmployeeSsTax * 100)));
    const withheld = sumOf(mine, (w) => w.social_security_tax);
    if (withheld.gt(max)) total = total.plus(withheld.minus(max));
  }
  return total;
}
