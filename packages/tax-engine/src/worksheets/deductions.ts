/**
 * Deduction and income worksheets of the 2024 Form 1040 instructions:
 *  - Standard Deduction Worksheet for Dependents (line 12) and the age/blindness additions,
 *  - Social Security Benefits Worksheet (line 6b), Pub. 915,
 *  - IRA Deduction Worksheet (Schedule 1 line 20), Pub. 590-A,
 *  - Student Loan Interest Deduction Worksheet (Schedule 1 line 21).
 */
import { Ctx, fmt } from '../context';
import { Money, Rate } from '../money';
import type { Owner } from '../types';

/** Form 1040 line 12 when not itemizing. */
export function standardDeduction(ctx: Ctx, earnedIncome: Money): Money {
  const L = ctx.L;
  const i = ctx.input;
  if (ctx.status === 'mfs' && i.spouse_itemizes) {
    return L.setDollars(
      'stdDeductionWks.total',
      Money.ZERO,
      'Married filing separately and the spouse itemizes: standard deduction is zero',
    );
  }
  const boxes: string[] = [];
  if (ctx.is65('taxpayer')) boxes.push('you were born before January 2, 1960');
  if (i.taxpayer_blind) boxes.push('you are blind');
  const spouseBoxes = ctx.status === 'mfj' || ctx.status === 'mfs';
  if (spouseBoxes && ctx.is65('spouse')) boxes.push('spouse was born before January 2, 1960');
  if (spouseBoxes && i.spouse_blind) boxes.push('spouse is blind');
  const each =
    ctx.status === 'single' || ctx.status === 'hoh'
      ? ctx.params.standardDeduction.additional.unmarried
      : ctx.params.standardDeduction.additional.married;
  const basic = Money.dollars(ctx.params.standardDeduction.basic[ctx.status]);
  const additional = Money.dollars(each * boxes.length);
  const dependent = i.claimed_as_dependent || (ctx.joint && i.spouse_claimed_as_dependent);
  if (!dependent) {
    return L.setDollars(
      'stdDeductionWks.total',
      basic.plus(additional),
      `Standard deduction for ${ctx.status.toUpperCase()}: ${fmt(basic)}${boxes.length ? ` + ${boxes.length} × ${fmt(Money.dollars(each))} (${boxes.join('; ')})` : ''}`,
    );
  }
  const W = 'stdDeductionWks';
  const l1 = L.setDollars(
    `${W}.l1`,
    earnedIncome.plus(Money.dollars(ctx.params.standardDeduction.dependent.earnedIncomeAddOn)),
    `Your earned income plus ${fmt(Money.dollars(ctx.params.standardDeduction.dependent.earnedIncomeAddOn))}`,
  );
  const l2 = L.setDollars(
    `${W}.l2`,
    Money.dollars(ctx.params.standardDeduction.dependent.minimum),
    'Minimum standard deduction',
  );
  const l3 = L.setDollars(`${W}.l3`, Money.max(l1, l2), 'Enter the larger of line 1 or line 2');
  const l4 = L.setDollars(`${W}.l4`, basic, 'Basic standard deduction for your filing status');
  const l5 = L.setDollars(
    `${W}.l5a`,
    Money.min(l3, l4),
    'Standard deduction: enter the smaller of line 3 or line 4',
  );
  const l5b = L.setDollars(
    `${W}.l5b`,
    additional,
    `Additional standard deduction: ${boxes.length} × ${fmt(Money.dollars(each))}`,
  );
  return L.setDollars(
    `${W}.total`,
    l5.plus(l5b),
    'Standard Deduction Worksheet for Dependents: add lines 5a and 5b',
  );
}

/**
 * Social Security Benefits Worksheet — Lines 6a and 6b.
 * @param otherIncome Form 1040 lines 1z, 2b, 3b, 4b, 5b, 7 and 8.
 * @param adjustments Schedule 1 lines 11 through 20, 23 and 25.
 */
export function socialSecurityWorksheet(
  ctx: Ctx,
  benefits: Money,
  otherIncome: Money,
  taxExemptInterest: Money,
  adjustments: Money,
  prefix = 'ssBenefitsWks',
  write = true,
): Money {
  const L = ctx.L;
  const set = (l: number, v: Money, f: string): Money =>
    write ? L.setDollars(`${prefix}.l${l}`, v, f) : v.roundDollars();
  if (!benefits.isPositive()) return Money.ZERO;
  const l1 = set(1, benefits, 'Total of box 5 of all Forms SSA-1099 and RRB-1099');
  const l2 = set(2, l1.times('0.5'), 'Multiply line 1 by 50% (0.50)');
  const l3 = set(3, otherIncome, 'Combine the amounts from Form 1040, lines 1z, 2b, 3b, 4b, 5b, 7, and 8');
  const l4 = set(4, taxExemptInterest, 'Enter the amount, if any, from Form 1040, line 2a');
  const l5 = set(5, l2.plus(l3).plus(l4), 'Combine lines 2, 3, and 4');
  const l6 = set(
    6,
    adjustments,
    'Enter the total of the amounts from Schedule 1, lines 11 through 20, and 23 and 25',
  );
  if (l6.gte(l5))
    return set(
      18,
      Money.ZERO.via(l5, l6),
      'Line 6 is equal to or more than line 5: none of your social security benefits are taxable',
    );
  const l7 = set(7, l5.minus(l6), 'Subtract line 6 from line 5');
  const l17 = (): Money => set(17, l1.times('0.85'), 'Multiply line 1 by 85% (0.85)');
  if (ctx.mfsLivedWithSpouse) {
    const l16 = set(
      16,
      l7.times('0.85'),
      'Married filing separately and lived with spouse: multiply line 7 by 85% (0.85)',
    );
    const c17 = l17();
    return set(
      18,
      Money.min(l16, c17),
      'Taxable social security benefits. Enter the smaller of line 16 or line 17',
    );
  }
  const l8 = set(
    8,
    Money.dollars(ctx.params.ssBenefits.base1[ctx.status]),
    'Base amount for your filing status',
  );
  if (!l8.lt(l7))
    return set(
      18,
      Money.ZERO.via(l7, l8),
      'Line 8 is not less than line 7: none of your social security benefits are taxable',
    );
  const l9 = set(9, l7.minus(l8), 'Subtract line 8 from line 7');
  const l10 = set(
    10,
    Money.dollars(ctx.params.ssBenefits.base2Add[ctx.status]),
    `Enter ${fmt(Money.dollars(ctx.params.ssBenefits.base2Add[ctx.status]))}`,
  );
  const l11 = set(11, l9.minus(l10).clampZero(), 'Subtract line 10 from line 9. If zero or less, enter -0-');
  const l12 = set(12, Money.min(l9, l10), 'Enter the smaller of line 9 or line 10');
  const l13 = set(13, l12.times('0.5'), 'Enter one-half of line 12');
  const l14 = set(14, Money.min(l2, l13), 'Enter the smaller of line 2 or line 13');
  const l15 = set(15, l11.times('0.85'), 'Multiply line 11 by 85% (0.85). If line 11 is zero, enter -0-');
  const l16 = set(16, l14.plus(l15), 'Add lines 14 and 15');
  const c17 = l17();
  return set(
    18,
    Money.min(l16, c17),
    'Taxable social security benefits. Enter the smaller of line 16 or line 17',
  );
}

export interface IraPerson {
  who: Owner;
  contribution: Money;
  covered: boolean;
  compensation: Money;
  age50: boolean;
}

/**
 * IRA Deduction Worksheet — Schedule 1, line 20.
 * @param magi Form 1040 line 9 minus Schedule 1 lines 11-19a, 23 and 25 (with taxable SS per Pub. 590-A App. B).
 */
export function iraDeductionWorksheet(
  ctx: Ctx,
  persons: IraPerson[],
  magi: Money,
  /** Line 4's text: the lines the modified AGI was figured from. */
  magiText = 'Modified AGI: Form 1040 line 9 minus Schedule 1 lines 11 through 19a, 23 and 25',
): Money {
  const L = ctx.L;
  let total = Money.ZERO;
  const anyCovered = persons.some((p) => p.covered);
  for (const p of persons) {
    if (!p.contribution.isPositive()) continue;
    const W = p.who === 'taxpayer' ? 'iraDeductionWks' : 'iraDeductionWks#spouse';
    const k = (l: string): string => `${W}.l${l}`;
    const limit = Money.dollars(ctx.params.ira.contributionLimit + (p.age50 ? ctx.params.ira.catchUp : 0));
    const other = persons.find((q) => q.who !== p.who);
    // Spousal IRA: on a joint return the lower-paid spouse may use the couple's combined compensation.
    let comp = p.compensation;
    if (ctx.joint && other && other.compensation.gt(p.compensation)) {
      const otherDeducted = Money.min(
        other.contribution,
        other.compensation,
        Money.dollars(ctx.params.ira.contributionLimit + (other.age50 ? ctx.params.ira.catchUp : 0)),
      );
      comp = p.compensation.plus(other.compensation).minus(otherDeducted).clampZero();
    }
    const l6 = L.setDollars(
      k('6'),
      comp.clampZero(),
      'Wages, salaries, tips, net self-employment income (less half SE tax and plan contributions) and alimony; on a joint return, see spousal IRA rules',
    );
    const l7 = L.setDollars(
      k('7'),
      Money.min(p.contribution, limit),
      `Traditional IRA contributions for {year}, not more than ${fmt(limit)}`,
    );
    let range: readonly [number, number] | null = null;
    if (p.covered)
      range =
        ctx.params.ira.coveredPhaseOut[
          ctx.status === 'mfs' && ctx.input.mfs_lived_apart_all_year ? 'single' : ctx.status
        ];
    else if (anyCovered && ctx.status === 'mfj') range = ctx.params.ira.spouseCoveredPhaseOut;
    else if (anyCovered && ctx.mfsLivedWithSpouse) range = ctx.params.ira.coveredPhaseOut.mfs;
    let l8: Money;
    if (range === null) {
      l8 = L.setDollars(
        k('8'),
        l7,
        'Not covered by a retirement plan at work (nor the spouse): the contribution is fully deductible',
      );
    } else {
      const [lo, hi] = range;
      const l1 = L.setDollars(
        k('1'),
        Money.dollars(hi),
        `Upper limit of the phase-out range (${fmt(Money.dollars(lo))}–${fmt(Money.dollars(hi))})`,
      );
      const l4 = L.setDollars(k('4'), magi, magiText);
      if (!l4.lt(l1)) {
        l8 = L.setDollars(
          k('8'),
          Money.ZERO.via(l1, l4),
          'Line 4 is not less than line 1: none of the contribution is deductible',
        );
      } else {
        const l5 = L.setDollars(k('5'), l1.minus(l4), 'Subtract line 4 from line 1');
        const width = hi - lo;
        if (l5.gte(Money.dollars(width))) {
          l8 = L.setDollars(
            k('8'),
            limit.via(l5),
            'Line 5 is at least the width of the phase-out range: no reduction',
          );
        } else {
          // Multiply line 5 by limit/width (70% or 80% for a $10,000 range; 35% or 40% for $20,000), round up to $10.
          const raw = l5.times(Rate.fraction(limit.cents, Money.dollars(width).cents));
          const tens = raw.stepsOf(Money.dollars(10), true);
          let v = Money.dollars(Number(tens) * 10);
          if (v.isPositive() && v.lt(Money.dollars(ctx.params.ira.minimumDeduction)))
            v = Money.dollars(ctx.params.ira.minimumDeduction);
          l8 = L.setDollars(
            k('8'),
            // The multiple of $10 is figured from line 5, so it carries it.
            Money.min(v.via(l5), limit),
            `Multiply line 5 by ${Rate.fraction(limit.cents, Money.dollars(width).cents).toString(2)} and round up to the next multiple of ${fmt(Money.dollars(10))} (at least ${fmt(Money.dollars(ctx.params.ira.minimumDeduction))})`,
          );
        }
      }
    }
    const ded = L.setDollars(
      k('9'),
      Money.min(l6, l7, l8),
      'IRA deduction. Enter the smallest of line 6, 7, or 8',
    );
    total = total.plus(ded);
  }
  return total;
}

/**
 * Student Loan Interest Deduction Worksheet — Schedule 1, line 21.
 * @param magi Form 1040 line 9 minus Schedule 1 lines 11-20, 23 and 25.
 */
export function studentLoanInterestWorksheet(
  ctx: Ctx,
  paid: Money,
  totalIncome: Money,
  adjustments: Money,
): Money {
  const L = ctx.L;
  if (!paid.isPositive()) return Money.ZERO;
  const W = 'studentLoanWks';
  const k = (l: number): string => `${W}.l${l}`;
  if (ctx.status === 'mfs' || ctx.input.claimed_as_dependent) {
    ctx.warn(
      'Student loan interest is not deductible when married filing separately or claimed as a dependent.',
    );
    return L.setDollars(k(9), Money.ZERO, 'Not allowed: married filing separately or claimed as a dependent');
  }
  const l1 = L.setDollars(
    k(1),
    Money.min(paid, Money.dollars(ctx.params.studentLoanInterest.max)),
    `Interest paid in {year} on qualified student loans, not more than ${fmt(Money.dollars(ctx.params.studentLoanInterest.max))}`,
  );
  const l2 = L.setDollars(k(2), totalIncome, 'Amount from Form 1040, line 9');
  const l3 = L.setDollars(k(3), adjustments, 'Total of Schedule 1, lines 11 through 20, 23 and 25');
  const l4 = L.setDollars(k(4), l2.minus(l3), 'Subtract line 3 from line 2');
  const start = Money.dollars(ctx.params.studentLoanInterest.phaseOutStart[ctx.status]);
  const l5 = L.setDollars(k(5), start, `Enter ${fmt(start)}`);
  let l8 = Money.ZERO;
  if (l4.gt(l5)) {
    const l6 = L.setDollars(k(6), l4.minus(l5), 'Subtract line 5 from line 4');
    const range = Money.dollars(ctx.params.studentLoanInterest.phaseOutRange[ctx.status]);
    let ratio = l6.ratio(range).round(3);
    if (!ratio.lt(Rate.ONE)) ratio = Rate.ONE;
    l8 = L.setDollars(
      k(8),
      // Line 7 is the ratio of line 6, so the product carries it (also when capped at 1.000).
      l1.times(ratio).via(l6),
      `Multiply line 1 by line 7 (line 6 ÷ ${fmt(range)} = ${ratio.toString(3)}, 1.000 if 1 or more)`,
    );
  }
  return L.setDollars(k(9), l1.minus(l8), 'Student loan interest deduction. Subtract line 8 from line 1');
}
