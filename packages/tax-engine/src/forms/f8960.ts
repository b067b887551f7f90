/** Form 8960 (2024) — Net Investment Income Tax, Individuals. */
import type { Ctx } from '../context';
import { Money } from '../money';

export interface F8960Inputs {
  taxableInterest: Money;
  ordinaryDividends: Money;
  /** Schedule 1 line 5 (Schedule E line 41). */
  scheduleE: Money;
  /** Nonpassive trade or business K-1 income/loss included in Schedule E (removed on line 4b). */
  nonpassiveK1: Money;
  /** Form 1040 line 7 plus Form 4797 gains. */
  capitalGain: Money;
  /** Investment interest deducted on Schedule A line 9 (line 9a). */
  investmentInterest: Money;
  agi: Money;
}

/** Returns line 17 (→ Schedule 2 line 12). */
export function form8960(ctx: Ctx, x: F8960Inputs): Money {
  const L = ctx.L;
  const threshold = Money.dollars(ctx.params.f8960.threshold[ctx.status]);
  if (!x.agi.gt(threshold)) return Money.ZERO;
  const nii0 = x.taxableInterest
    .plus(x.ordinaryDividends)
    .plus(x.scheduleE)
    .minus(x.nonpassiveK1)
    .plus(x.capitalGain);
  if (!nii0.isPositive()) return Money.ZERO;
  ctx.need('f8960');
  const k = (l: string): string => `f8960.l${l}`;
  const l1 = L.setDollars(k('1'), x.taxableInterest, 'Taxable interest (Form 1040, line 2b)');
  const l2 = L.setDollars(k('2'), x.ordinaryDividends, 'Ordinary dividends (Form 1040, line 3b)');
  const l3 = L.setDollars(k('3'), Money.ZERO, 'Annuities (nonqualified; none reported)');
  const l4a = L.setDollars(
    k('4a'),
    x.scheduleE,
    'Rental real estate, royalties, partnerships, S corporations, trusts, etc. (Schedule 1, line 5)',
  );
  const l4b = L.setDollars(
    k('4b'),
    x.nonpassiveK1.neg(),
    'Adjustment for net income or loss derived in the ordinary course of a non-section 1411 trade or business (nonpassive K-1 items)',
  );
  const l4c = L.setDollars(k('4c'), l4a.plus(l4b), 'Combine lines 4a and 4b');
  const l5a = L.setDollars(
    k('5a'),
    x.capitalGain,
    'Net gain or loss from disposition of property (Form 1040 line 7 and Form 4797)',
  );
  const l5d = L.setDollars(k('5d'), l5a, 'Combine lines 5a through 5c');
  const l8 = L.setDollars(
    k('8'),
    Money.sum([l1, l2, l3, l4c, l5d]),
    'Total investment income. Combine lines 1, 2, 3, 4c, 5d, 6, and 7',
  );
  const l9a = L.setDollars(k('9a'), x.investmentInterest, 'Investment interest expenses (Schedule A line 9)');
  const l9d = L.setDollars(k('9d'), l9a, 'Add lines 9a, 9b, and 9c');
  const l11 = L.setDollars(k('11'), l9d, 'Total deductions and modifications. Add lines 9d and 10');
  const l12 = L.setDollars(
    k('12'),
    l8.minus(l11).clampZero(),
    'Net investment income. Subtract line 11 from line 8. If zero or less, enter -0-',
  );
  const l13 = L.setDollars(
    k('13'),
    x.agi,
    'Modified adjusted gross income (Form 1040 line 11; no foreign earned income exclusion)',
  );
  const l14 = L.setDollars(k('14'), threshold, 'Threshold based on filing status');
  const l15 = L.setDollars(
    k('15'),
    l13.minus(l14).clampZero(),
    'Subtract line 14 from line 13. If zero or less, enter -0-',
  );
  const l16 = L.setDollars(k('16'), Money.min(l12, l15), 'Enter the smaller of line 12 or line 15');
  return L.setDollars(
    k('17'),
    l16.times(ctx.params.f8960.rate),
    'Net investment income tax for individuals. Multiply line 16 by 3.8% (0.038). Enter here and include on Schedule 2, line 12',
  );
}
