/** Schedule 2 (Form 1040) 2024 — Additional Taxes. */
import type { Ctx } from '../context';
import { Money } from '../money';

export interface Schedule2PartI {
  l1a: Money;
  l1y: Money;
  /** Form 6251 line 11. */
  l2: Money;
}

/** Writes lines 1a-3; returns line 3 (→ Form 1040 line 17). Line 1z is written first so Form 6251 can use it. */
export function schedule2Line1z(ctx: Ctx, l1a: Money, l1y: Money, fromForm8962 = false): Money {
  const L = ctx.L;
  L.setDollars(
    'schedule2.l1a',
    l1a,
    fromForm8962
      ? 'Excess advance premium tax credit repayment (Form 8962, line 29)'
      : 'Excess advance premium tax credit repayment (Form 8962)',
  );
  L.setDollars('schedule2.l1y', l1y, 'Other additions to tax');
  return L.setDollars(
    'schedule2.l1z',
    L.get('schedule2.l1a').plus(L.get('schedule2.l1y')),
    'Add lines 1a through 1y',
  );
}

export function schedule2PartI(ctx: Ctx, amt: Money): Money {
  const L = ctx.L;
  L.setDollars('schedule2.l2', amt, 'Alternative minimum tax (Form 6251, line 11)');
  return L.setDollars(
    'schedule2.l3',
    L.get('schedule2.l1z').plus(L.get('schedule2.l2')),
    'Add lines 1z and 2. Enter here and on Form 1040, line 17',
  );
}

export interface Schedule2PartII {
  l4: Money;
  l5: Money;
  l6: Money;
  l8: Money;
  l9: Money;
  l10: Money;
  l11: Money;
  l12: Money;
  l13: Money;
  l17c: Money;
  /** Form 8889 line 21 (HSA testing-period failures). */
  l17d?: Money;
  /** The Forms 8889 computed ("f8889", "f8889#spouse"); none when line 17c was entered. */
  hsaForms?: string[];
  l17z: Money;
}

/** Writes Part II; returns line 21 (→ Form 1040 line 23). */
export function schedule2PartII(ctx: Ctx, x: Schedule2PartII): Money {
  const L = ctx.L;
  const k = (l: string): string => `schedule2.${l}`;
  L.setDollars(k('l4'), x.l4, 'Self-employment tax (Schedule SE, line 12)');
  L.setDollars(k('l5'), x.l5, 'Social security and Medicare tax on unreported tip income (Form 4137)');
  L.setDollars(k('l6'), x.l6, 'Uncollected social security and Medicare tax on wages (Form 8919)');
  L.setDollars(
    k('l7'),
    L.get(k('l5')).plus(L.get(k('l6'))),
    'Total additional social security and Medicare tax. Add lines 5 and 6',
  );
  L.setDollars(k('l8'), x.l8, 'Additional tax on IRAs or other tax-favored accounts (Form 5329)');
  L.setDollars(k('l9'), x.l9, 'Household employment taxes (Schedule H)');
  L.setDollars(k('l10'), x.l10, 'Repayment of first-time homebuyer credit');
  L.setDollars(k('l11'), x.l11, 'Additional Medicare Tax (Form 8959)');
  L.setDollars(k('l12'), x.l12, 'Net investment income tax (Form 8960)');
  L.setDollars(
    k('l13'),
    x.l13,
    'Uncollected social security and Medicare or RRTA tax on tips or group-term life insurance from Form W-2, box 12',
  );
  const hsaForms = x.hsaForms ?? [];
  L.setDollars(
    k('l17c'),
    x.l17c,
    hsaForms.length
      ? 'Additional tax on HSA distributions (Form 8889, line 17b)'
      : 'Additional tax on HSA distributions (Form 8889)',
  );
  const extra: string[] = [];
  if (x.l17d && !x.l17d.isZero()) {
    L.setDollars(
      k('l17d'),
      x.l17d,
      "Additional tax on an HSA because you didn't remain an eligible individual (Form 8889, line 21)",
    );
    extra.push(k('l17d'));
  }
  L.setDollars(k('l17z'), x.l17z, 'Any other taxes');
  const l18Keys = [k('l17c'), ...extra, k('l17z')];
  L.setDollars(
    k('l18'),
    Money.sum(l18Keys.map((y) => L.get(y))),
    'Total additional taxes. Add lines 17a through 17z',
  );
  const keys = ['l4', 'l7', 'l8', 'l9', 'l10', 'l11', 'l12', 'l13', 'l18'].map(k);
  return L.setDollars(
    k('l21'),
    Money.sum(keys.map((x2) => L.get(x2))),
    'Add lines 4, 7 through 16, 18, and 19. These are your total other taxes. Enter here and on Form 1040, line 23',
  );
}
