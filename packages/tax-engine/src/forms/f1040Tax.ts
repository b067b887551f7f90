/**
 * Form 1040 (2024), lines 16-18 (tax: Tax Table or rate schedules, the capital gain worksheets,
 * Schedule 2 Part I with Form 6251, the foreign tax credit that Form 6251 needs) and lines 23-24
 * (other taxes: Schedule 2 Part II with Schedule SE, Forms 4137, 5329, 8959 and 8960).
 */
import { Ctx, fmt, m, sumOf } from '../context';
import { Money } from '../money';
import {
  qdcgtWorksheet,
  scheduleDTaxWorksheet,
  type CapitalGainTaxResult,
} from '../worksheets/capitalGainTax';
import { taxComputationText, taxOnIncome } from '../worksheets/taxComputation';
import { form6251 } from './f6251';
import { form8959 } from './f8959';
import { form8960 } from './f8960';
import { form8962 } from './f8962';
import type { Agi } from './f1040Adjustments';
import type { Deductions } from './f1040Deductions';
import { row, type Earnings, type Income } from './f1040Income';
import type { ScheduleAResult } from './scheduleA';
import { schedule2Line1z, schedule2PartI, schedule2PartII } from './schedule2';
import { form4137, form5329PartI } from './f5329';

/** Lines 16-18, and the foreign tax credit (Schedule 3 line 1) the credits need. */
export function tax(ctx: Ctx, income: Income, agi: Agi, ded: Deductions) {
  const L = ctx.L;
  const inp = ctx.input;
  const oc = inp.other_credits ?? {};
  const ot = inp.other_taxes ?? {};
  const { id, sd, l7, s1l1, eight } = income;
  const { l11 } = agi;
  const { schA, itemize, l12, l14, l15 } = ded;
  // ---- Tax: line 16 ----
  let cg: CapitalGainTaxResult | null = null;
  const hasGains =
    id.qualifiedDividends.isPositive() ||
    (sd.filed ? sd.l15.isPositive() && sd.l16.isPositive() : l7.isPositive());
  let l16: Money;
  if (hasGains && (sd.l18.isPositive() || sd.l19.isPositive())) {
    cg = scheduleDTaxWorksheet(ctx, l15, id.qualifiedDividends, sd);
    l16 = L.setDollars(
      'f1040.l16',
      cg.tax.via(l15),
      'Tax on line 15 from the Schedule D Tax Worksheet, line 47 (the worksheet starts from line 15)',
    );
  } else if (hasGains) {
    const line3 = sd.filed ? Money.min(sd.l15, sd.l16) : l7;
    cg = qdcgtWorksheet(
      ctx,
      l15,
      id.qualifiedDividends,
      sd.filed && sd.l15.isPositive() && sd.l16.isPositive()
        ? line3
        : sd.filed
          ? Money.ZERO.via(sd.l15, sd.l16)
          : line3,
      sd.filed
        ? 'Smaller of Schedule D line 15 or 16 (if either is blank or a loss, -0-)'
        : 'Capital gain distributions (Form 1040 line 7)',
    );
    l16 = L.setDollars(
      'f1040.l16',
      cg.tax.via(l15),
      'Tax on line 15 from the Qualified Dividends and Capital Gain Tax Worksheet, line 25 (the worksheet starts from line 15)',
    );
  } else {
    l16 = L.setDollars(
      'f1040.l16',
      taxOnIncome(l15, ctx.status, ctx.params),
      `Tax on line 15 (${fmt(l15)}): ${taxComputationText(l15, ctx.status, ctx.params)}`,
    );
  }
  if (inp.claimed_as_dependent) {
    const unearned = id.taxableInterest.plus(id.ordinaryDividends).plus(l7.clampZero());
    const kiddie = Money.dollars(ctx.params.tax.kiddieTaxThreshold);
    if (unearned.gt(kiddie))
      ctx.warn(
        `Unearned income over ${fmt(kiddie)} for a dependent: Form 8615 (kiddie tax) may apply and is not computed.`,
      );
  }

  // ---- Form 8962 (the excess advance PTC is Schedule 2 line 1a; the net PTC is Schedule 3 line 9) ----
  const ptc = form8962(ctx, {
    agi: l11,
    taxExemptInterest: id.taxExemptInterest,
    nontaxableSocialSecurity: L.get('f1040.l6a').minus(L.get('f1040.l6b')),
  });
  if (ptc && (!m(ot.excess_aptc_repayment).isZero() || !m(oc.net_premium_tax_credit).isZero()))
    ctx.warn(
      'The entered premium tax credit amounts were ignored: Form 8962 is computed from the Forms 1095-A.',
    );

  // ---- Schedule 2 Part I and Schedule 3 line 1 (needed by Form 6251) ----
  const l1z2 = schedule2Line1z(
    ctx,
    ptc ? ptc.repayment : m(ot.excess_aptc_repayment),
    m(ot.other_additions_to_tax),
    ptc !== null,
  );
  const foreignPaid = sumOf(inp.f1099_int, (x) => x.box6_foreign_tax_paid).plus(
    sumOf(inp.f1099_div, (d) => d.box7_foreign_tax_paid),
  );
  const deMinimis = ctx.params.schedule3.foreignTaxDeMinimis;
  let ftc: Money;
  if (oc.foreign_tax_credit !== undefined && oc.foreign_tax_credit !== null && oc.foreign_tax_credit !== '')
    ftc = m(oc.foreign_tax_credit);
  else if (foreignPaid.lte(Money.dollars(deMinimis[ctx.status]))) ftc = foreignPaid;
  else {
    ftc = Money.ZERO;
    ctx.warn(
      `Foreign tax paid of ${fmt(foreignPaid)} is over the ${fmt(Money.dollars(deMinimis.single))}/${fmt(Money.dollars(deMinimis.mfj))} limit for claiming it without Form 1116; enter other_credits.foreign_tax_credit from Form 1116.`,
    );
  }
  ftc = Money.min(ftc, l16.plus(l1z2));
  const schAInputs = schA as ScheduleAResult | null;
  const amtiQuick = l11.minus(l14).plus(itemize && schAInputs ? schAInputs.taxes : l12);
  let amt = Money.ZERO;
  const pab = sumOf(inp.f1099_int, (x) => x.box9_private_activity_bond_interest).plus(
    sumOf(inp.f1099_div, (d) => d.box13_private_activity_bond_dividends),
  );
  const amtAdj = inp.amt_adjustments ?? {};
  const amtiEstimate = amtiQuick
    .minus(s1l1)
    .plus(pab)
    .plus(m(amtAdj.incentive_stock_options))
    .plus(m(amtAdj.depreciation))
    .plus(m(amtAdj.other))
    .plus((eight.l8a ?? Money.ZERO).abs());
  if (amtiEstimate.gt(Money.dollars(ctx.params.f6251.exemption[ctx.status]))) {
    amt = form6251(ctx, {
      line1: l11.minus(l14),
      itemizing: itemize,
      deductionAddBack: itemize && schAInputs ? schAInputs.taxes : l12,
      taxRefund: s1l1,
      nol: (eight.l8a ?? Money.ZERO).abs(),
      privateActivityBondInterest: pab,
      regularTax: l16.plus(l1z2).minus(ftc),
      cg,
      sdLine19: sd.l19,
    });
    if (amt.isPositive()) ctx.need('f6251');
    else L.dropForm('f6251');
  }
  const l17 = L.setDollars('f1040.l17', schedule2PartI(ctx, amt), 'Amount from Schedule 2, line 3');
  const l18 = L.setDollars('f1040.l18', l16.plus(l17), 'Add lines 16 and 17');
  return { ftc, l18, ptc };
}
export type Tax = ReturnType<typeof tax>;

/** Lines 23-24: other taxes from Schedule 2 Part II, and the total tax. */
export function otherTaxes(ctx: Ctx, e: Earnings, income: Income, agi: Agi, ded: Deductions, l22: Money) {
  const L = ctx.L;
  const inp = ctx.input;
  const ot = inp.other_taxes ?? {};
  const { ses, seTax, w2 } = e;
  const { tips, id, rs, l7, rows, hsa } = income;
  if (hsa && !m(ot.hsa_additional_tax).isZero())
    ctx.warn('The entered additional tax on HSA distributions was ignored: it is computed on Form 8889.');
  const { se, s1l5, l11 } = agi;
  const { itemize } = ded;
  // ---- Other taxes: Schedule 2 Part II ----
  const seIncome = Money.sum(ses.map((s) => s.netEarnings));
  const f8959 = form8959(ctx, seIncome);
  const niit = form8960(ctx, {
    taxableInterest: id.taxableInterest,
    ordinaryDividends: id.ordinaryDividends,
    scheduleE: s1l5,
    nonpassiveK1: se ? se.nonpassiveK1 : Money.ZERO,
    capitalGain: l7.plus(row(rows.income, 'l4')),
    investmentInterest: itemize ? L.get('scheduleA.l9') : Money.ZERO,
    agi: l11,
  });
  const tipsTax = form4137(ctx, tips, w2);
  const early = form5329PartI(ctx, rs);
  const box12 = (codes: string[]): Money =>
    sumOf(w2, (w) =>
      Money.sum(
        Object.entries(w.box12 ?? {})
          .filter(([c]) => codes.includes(c.toUpperCase()))
          .map(([, v]) => m(v)),
      ),
    );
  const l23 = L.setDollars(
    'f1040.l23',
    schedule2PartII(ctx, {
      l4: seTax,
      l5: tipsTax,
      l6: m(ot.form8919_tax),
      l8: early.plus(m(ot.additional_tax_ira_other)),
      l9: m(ot.household_employment_taxes),
      l10: m(ot.first_time_homebuyer_repayment),
      l11: f8959.tax,
      l12: niit,
      l13: box12(['A', 'B', 'M', 'N']).plus(m(ot.uncollected_ss_medicare_tips_gtl)),
      l17c: hsa ? hsa.additionalTax : m(ot.hsa_additional_tax),
      l17d: hsa ? hsa.testingFailureTax : Money.ZERO,
      hsaForms: hsa ? hsa.forms.map((f) => f.form) : [],
      l17z: m(ot.other_additional_taxes),
    }),
    'Other taxes, including self-employment tax, from Schedule 2, line 21',
  );
  const l24 = L.setDollars('f1040.l24', l22.plus(l23), 'Add lines 22 and 23. This is your total tax');
  return { l24, f8959 };
}
