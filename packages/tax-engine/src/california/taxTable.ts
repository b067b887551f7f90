/**
 * Form 540 line 31 (540NR line 31): the 2024 California Tax Table and Tax Rate Schedules X, Y, Z.
 * The Tax Table (taxable income up to $100,000) is reproduced as a rule, not pasted: each $100 row
 * ($51-$150, $151-$250, …, $99,851-$99,950; the first row $1-$50 and the last row $99,951-$100,000)
 * shows the rate schedule's tax at the row's midpoint ($100, $200, …; $0 and $99,975), rounded to
 * the whole dollar (50 cents up).
 */
import { Money } from '../money';
import type { FilingStatus } from '../types';
import type { CaBracket, CaParams } from '../params/ca-types';

/** The rate schedule of a filing status: X single/MFS, Y MFJ/QSS, Z HOH. */
export function scheduleOf(status: FilingStatus): 'X' | 'Y' | 'Z' {
  return status === 'mfj' || status === 'qss' ? 'Y' : status === 'hoh' ? 'Z' : 'X';
}

/** Tax by the rate schedule, in cents (not rounded to the dollar). */
export function caScheduleTax(params: CaParams, status: FilingStatus, income: Money): Money {
  if (!income.isPositive()) return Money.ZERO;
  const rows: CaBracket[] = params.rateSchedules[scheduleOf(status)];
  let row = rows[0]!;
  for (const r of rows) if (income.gt(Money.dollars(r.over))) row = r;
  return Money.of(row.base).plus(income.minus(Money.dollars(row.over)).times(row.rate));
}

export interface CaTableRow {
  /** "At least" and "but not over" of the row, and the midpoint the tax is computed at. */
  low: Money;
  high: Money;
  mid: Money;
}

/** The Tax Table row holding `income` (whole dollars, 1 to the table maximum). */
export function caTaxTableRow(params: CaParams, income: Money): CaTableRow {
  const { maxIncome, rowWidth } = params.taxTable;
  const w = BigInt(rowWidth) * 100n;
  const half = w / 2n;
  const c = income.cents;
  const top = BigInt(maxIncome) * 100n;
  if (c <= half)
    return { low: Money.dollars(1), high: Money.fromCents(half), mid: Money.fromCents(half / 2n) };
  // Rows are centred on multiples of the width: k·w − w/2 + $1 … k·w + w/2.
  const k = (c - half + w - 1n) / w;
  const mid = k * w;
  if (mid + half > top) {
    const low = top - half + 100n;
    return { low: Money.fromCents(low), high: Money.fromCents(top), mid: Money.fromCents(top - half / 2n) };
  }
  return {
    low: Money.fromCents(mid - half + 100n),
    high: Money.fromCents(mid + half),
    mid: Money.fromCents(mid),
  };
}

/** The Tax Table amount: the schedule tax at the row midpoint, rounded to the dollar. */
export function caTaxFromTable(params: CaParams, status: FilingStatus, income: Money): Money {
  if (!income.isPositive()) return Money.ZERO;
  return caScheduleTax(params, status, caTaxTableRow(params, income).mid).roundDollars();
}

/** Line 31: the Tax Table up to its maximum, the rate schedule (rounded to the dollar) above. */
export function caTax(
  params: CaParams,
  status: FilingStatus,
  income: Money,
): { tax: Money; source: 'table' | 'schedule' } {
  if (income.lte(Money.dollars(params.taxTable.maxIncome)))
    // A lookup: the row's tax depends on the income it was looked up by.
    return { tax: caTaxFromTable(params, status, income).via(income), source: 'table' };
  return { tax: caScheduleTax(params, status, income).roundDollars().via(income), source: 'schedule' };
}
