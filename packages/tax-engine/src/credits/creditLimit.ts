import type { Money } from '../money';
import type { Lines } from '../lines';
import type { CreditTaxLimitInput } from './types';

/** One worksheet line: its key and its text as the form's instructions word it. */
type WorksheetLine = readonly [key: string, text: string];

/**
 * The three lines every Credit Limit Worksheet starts with (Forms 2441, 8863, 8880, Schedule R,
 * Schedule 8812 Worksheet A): the tax (Form 1040 line 18), the credits taken before this one, and
 * the tax left for this credit (never below zero). Each form numbers and words them its own way, so
 * the keys and texts come from the form; `dollars` rounds each line to whole dollars (Form 8880 and
 * Schedule R are figured in dollars). Returns the third line.
 */
export function creditLimitLines(
  lines: Lines,
  input: CreditTaxLimitInput,
  [tax, credits, left]: readonly [WorksheetLine, WorksheetLine, WorksheetLine],
  dollars = false,
): Money {
  const set = (l: WorksheetLine, v: Money) =>
    dollars ? lines.setDollars(l[0], v, l[1]) : lines.set(l[0], v, l[1]);
  const t = set(tax, input.tax);
  const c = set(credits, input.creditsReducingLimit);
  return set(left, t.minus(c).clampZero());
}
