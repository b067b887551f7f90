/**
 * The taxable part of a Form 1099-R, Form 5329 Part I (the additional tax on early distributions)
 * and Form 4137 (social security and Medicare tax on unreported tips), for Form 1040 and Schedule 2.
 */
import { Ctx, m, ownerOf, sumOf } from '../context';
import { Money } from '../money';
import type { F1099R, W2 } from '../types';

export function retirementTaxable(r: F1099R): Money {
  if (
    r.taxable_amount_override !== undefined &&
    r.taxable_amount_override !== null &&
    r.taxable_amount_override !== ''
  )
    return m(r.taxable_amount_override);
  const codes = (r.box7_distribution_codes ?? '').toUpperCase();
  const box2a = r.box2a_taxable_amt;
  let t: Money;
  if (box2a !== undefined && box2a !== null && box2a !== '') t = m(box2a);
  else if (/[GHQT]/.test(codes)) t = Money.ZERO;
  else t = m(r.box1_gross_dist);
  return t.minus(m(r.rollover_amount)).minus(m(r.qcd_amount)).clampZero();
}

/**
 * Form 1040 instructions, lines 4a/4b and 5a/5b: "If your IRA distribution [pension or annuity]
 * is fully taxable, enter it on line 4b [5b]; don't make an entry on line 4a [5a]." Fully taxable:
 * the taxable amount equals box 1 and box 2b "taxable amount not determined" is not checked.
 */
export function partlyTaxable(r: F1099R): boolean {
  return r.box2b_taxable_not_determined === true || !retirementTaxable(r).eq(m(r.box1_gross_dist));
}

/** Form 5329 Part I, lines 1-4; answers line 4 (Schedule 2 line 8). */
export function form5329PartI(ctx: Ctx, rs: F1099R[]): Money {
  const L = ctx.L;
  // Form 5329 Part I: additional 10% tax on early distributions (code 1), 25% for SIMPLE in the first 2 years (code S).
  let early = Money.ZERO;
  const earlyRs = rs.filter((r) => /1|S/.test((r.box7_distribution_codes ?? '').toUpperCase()));
  if (earlyRs.length) {
    const subject = sumOf(earlyRs, (r) => retirementTaxable(r));
    const exception = sumOf(earlyRs, (r) => r.early_distribution_exception_amount);
    ctx.need('f5329');
    const f1 = L.setDollars(
      'f5329.l1',
      subject,
      'Early distributions includible in income (Forms 1099-R code 1 or S)',
    );
    const f2 = L.setDollars(
      'f5329.l2',
      exception,
      'Early distributions included on line 1 that are not subject to the additional tax',
    );
    const f3 = L.setDollars(
      'f5329.l3',
      f1.minus(f2).clampZero(),
      'Amount subject to additional tax. Subtract line 2 from line 1',
    );
    const simple = sumOf(
      earlyRs.filter((r) => /S/.test((r.box7_distribution_codes ?? '').toUpperCase())),
      (r) => retirementTaxable(r),
    );
    const simpleShare = Money.min(simple, f3);
    early = L.setDollars(
      'f5329.l4',
      f3
        .minus(simpleShare)
        .times(ctx.params.f5329.earlyDistributionRate)
        .plus(simpleShare.times(ctx.params.f5329.simpleFirstTwoYearsRate)),
      'Additional tax. Enter 10% (0.10) of line 3 (25% for SIMPLE distributions in the first 2 years, code S)',
    );
  }
  return early;
}

/** Form 4137 line 13 (Schedule 2 line 5). */
export function form4137(ctx: Ctx, tips: Money, w2: W2[]): Money {
  const L = ctx.L;
  // Form 4137: social security (up to the wage base) and Medicare tax on unreported tips.
  let tipsTax = Money.ZERO;
  if (tips.isPositive()) {
    const ssRoom = Money.dollars(ctx.params.socialSecurity.wageBase)
      .minus(
        sumOf(
          w2.filter((w) => ownerOf(w) === 'taxpayer'),
          (w) => m(w.social_security_wages).plus(m(w.social_security_tips)),
        ),
      )
      .clampZero();
    tipsTax = Money.min(tips, ssRoom)
      .times(ctx.params.socialSecurity.employeeSsRate)
      .plus(tips.times(ctx.params.socialSecurity.employeeMedicareRate));
    ctx.need('f4137');
    L.setDollars(
      'f4137.l13',
      tipsTax,
      'Social security tax (6.2% of tips up to the remaining wage base) plus Medicare tax (1.45%) on unreported tips',
    );
  }
  return tipsTax;
}
