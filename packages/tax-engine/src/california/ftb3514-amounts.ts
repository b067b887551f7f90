/**
 * The amounts behind FTB 3514: the CalEITC for an income (R&TC 17052 as the 2024 FTB 3514 EITC
 * table applies it) and the YCTC/FYTC phase-out (R&TC 17052.1, 17052.2). Pure functions of the
 * year's figures; the form module (ftb3514.ts) writes the lines.
 */
import { Money, Rate, divRound } from '../money';
import type { CaChildCreditFigures, CaCreditParams, CaEitcColumn } from '../params/ca-credits-types';

export function eitcColumn(p: CaCreditParams['eitc'], children: number): CaEitcColumn {
  const c = p.columns[Math.max(0, Math.min(3, Math.trunc(children)))];
  if (!c) throw new RangeError(`children: ${children}`);
  return c;
}

/**
 * The CalEITC for `amount` (earned income, or federal AGI) and `children` qualifying children, in
 * cents, before rounding to the whole dollar:
 *  - phase-in: amount × credit % × adjustment factor, up to the earned income amount (the maximum);
 *  - first phase-out: maximum − (amount − earned income amount) × phase-out % × factor, down to the
 *    column's `secondPhaseOutCredit`;
 *  - second phase-out: straight line from there to zero at `maxEarnedIncome` (R&TC 17052(c), the
 *    FTB's recomputed phase-out so that the credit is zero at the earned income limit).
 * The FTB publishes the credit as a table (see caEitcAmount), each row figured on this schedule.
 */
export function caEitcExact(amount: Money, children: number, p: CaCreditParams['eitc']): Money {
  if (!amount.isPositive() || amount.gte(p.maxEarnedIncome)) return Money.ZERO;
  const col = eitcColumn(p, children);
  const inRate = col.creditRate.times(p.adjustmentFactor);
  const outRate: Rate = col.phaseOutRate.times(p.adjustmentFactor);
  const max = col.earnedIncomeAmount.times(inRate);
  if (amount.lte(col.earnedIncomeAmount)) return amount.times(inRate);
  const kink = col.secondPhaseOutCredit;
  // Income where the first phase-out reaches the kink: EIA + (max − kink) / outRate (cents, rounded).
  const kinkIncome = Money.fromCents(
    col.earnedIncomeAmount.cents + divRound((max.cents - kink.cents) * outRate.den, outRate.num),
  );
  if (amount.lte(kinkIncome)) return max.minus(amount.minus(col.earnedIncomeAmount).times(outRate));
  const span = p.maxEarnedIncome.minus(kinkIncome);
  return kink.prorate(p.maxEarnedIncome.minus(amount).cents, span.cents).clampZero();
}

/** The EITC table row holding `amount` ("over $X but not over $X + 50") and the midpoint its credit is figured at. */
export function caEitcTableRow(amount: Money, p: CaCreditParams['eitc']): { over: Money; midpoint: Money } {
  const k = amount.stepsOf(p.tableRowWidth, true) - 1n;
  const over = Money.fromCents((k < 0n ? 0n : k) * p.tableRowWidth.cents);
  return { over, midpoint: over.plus(p.tableRowMidpoint) };
}

/**
 * The CalEITC as the 2024 EITC table gives it for `amount` (earned income or federal AGI): the schedule
 * at the midpoint of the amount's $50 row, in whole dollars (50 cents up); $0 for no income or over the
 * $31,950 limit.
 */
export function caEitcAmount(amount: Money, children: number, p: CaCreditParams['eitc']): Money {
  if (!amount.isPositive() || amount.gt(p.maxEarnedIncome)) return Money.ZERO;
  return caEitcExact(caEitcTableRow(amount, p).midpoint, children, p).roundDollars();
}

/** Reduction steps for the YCTC/FYTC: each $100 of earned income over the threshold, "or fraction thereof". */
export function childCreditSteps(earned: Money, f: CaChildCreditFigures): bigint {
  return earned.minus(f.phaseOutStart).stepsOf(f.phaseOutStep, true);
}

/** YCTC (per return) or FYTC (per eligible individual) after the phase-out, whole dollars, not below zero. */
export function childCreditAmount(earned: Money, f: CaChildCreditFigures): Money {
  const steps = childCreditSteps(earned, f);
  return f.amount
    .minus(Money.fromCents(f.reductionPerStep.cents * steps))
    .clampZero()
    .roundDollars();
}
