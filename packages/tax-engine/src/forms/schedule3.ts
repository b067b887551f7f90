/** Schedule 3 (Form 1040) 2024 — Additional Credits and Payments. */
import { type Ctx, fmtCents } from '../context';
import { Money } from '../money';

export interface Schedule3PartI {
  l1: Money;
  l2: Money;
  l3: Money;
  l4: Money;
  l5a: Money;
  l5b: Money;
  /** Line 4 is Form 8880 line 12 (computed), not an entered amount. */
  l4FromForm8880?: boolean;
  /** Line 6d: credit for the elderly or the disabled (Schedule R line 22). */
  l6d?: Money;
  /** Lines 6a-6z other than 6d, entered as one amount. */
  l7: Money;
}

/** Writes Part I; returns line 8 (→ Form 1040 line 20). */
export function schedule3PartI(ctx: Ctx, x: Schedule3PartI): Money {
  const L = ctx.L;
  const k = (l: string): string => `schedule3.${l}`;
  L.setDollars(
    k('l1'),
    x.l1,
    'Foreign tax credit (Forms 1099-INT box 6 / 1099-DIV box 7 without Form 1116, or entered)',
  );
  L.setDollars(k('l2'), x.l2, 'Credit for child and dependent care expenses from Form 2441, line 11');
  L.setDollars(k('l3'), x.l3, 'Education credits from Form 8863, line 19');
  L.setDollars(
    k('l4'),
    x.l4,
    x.l4FromForm8880
      ? 'Retirement savings contributions credit from Form 8880, line 12'
      : 'Retirement savings contributions credit (Form 8880)',
  );
  L.setDollars(k('l5a'), x.l5a, 'Residential clean energy credit from Form 5695, line 15');
  L.setDollars(k('l5b'), x.l5b, 'Energy efficient home improvement credit from Form 5695, line 32');
  let l6d = x.l6d ?? Money.ZERO;
  if (l6d.isPositive())
    l6d = L.setDollars(k('l6d'), l6d, 'Credit for the elderly or disabled from Schedule R, line 22');
  L.setDollars(
    k('l7'),
    x.l7.roundDollars().plus(l6d.roundDollars()),
    'Total other nonrefundable credits. Add lines 6a through 6z',
  );
  const keys = ['l1', 'l2', 'l3', 'l4', 'l5a', 'l5b', 'l7'].map(k);
  return L.setDollars(
    k('l8'),
    Money.sum(keys.map((y) => L.get(y))),
    'Add lines 1 through 4, 5a, 5b, and 7. Enter here and on Form 1040, line 20',
  );
}

export interface Schedule3PartII {
  l9: Money;
  /** Line 9 is Form 8962 line 26 (computed), not an entered amount. */
  l9FromForm8962?: boolean;
  l10: Money;
  l11: Money;
  l12: Money;
  /** Lines 13a-13z total. */
  l14: Money;
}

/** Writes Part II; returns line 15 (→ Form 1040 line 31). */
export function schedule3PartII(ctx: Ctx, x: Schedule3PartII): Money {
  const L = ctx.L;
  const k = (l: string): string => `schedule3.${l}`;
  L.setDollars(
    k('l9'),
    x.l9,
    x.l9FromForm8962 ? 'Net premium tax credit (Form 8962, line 26)' : 'Net premium tax credit (Form 8962)',
  );
  L.setDollars(k('l10'), x.l10, 'Amount paid with request for extension to file');
  L.setDollars(
    k('l11'),
    x.l11,
    `Excess social security and tier 1 RRTA tax withheld (more than one employer; over ${fmtCents(Money.of(String(ctx.params.socialSecurity.maxEmployeeSsTax)))} per person)`,
  );
  L.setDollars(k('l12'), x.l12, 'Credit for federal tax on fuels (Form 4136)');
  L.setDollars(k('l14'), x.l14, 'Total other payments or refundable credits. Add lines 13a through 13z');
  const keys = ['l9', 'l10', 'l11', 'l12', 'l14'].map(k);
  return L.setDollars(
    k('l15'),
    Money.sum(keys.map((y) => L.get(y))),
    'Add lines 9 through 12 and 14. Enter here and on Form 1040, line 31',
  );
}
