/**
 * Schedule SE (Form 1040) 2024 — Self-Employment Tax, one per person with SE income:
 * "scheduleSE" for the taxpayer, "scheduleSE#spouse" for the spouse on a joint return.
 */
import { Ctx, fmt, m, ownerOf, pct, sumOf } from '../context';
import { Money } from '../money';
import type { Owner } from '../types';

export interface ScheduleSEResult {
  owner: Owner;
  form: string;
  /** Line 6: net earnings from self-employment (used by Form 8959 line 8). */
  netEarnings: Money;
  /** Line 12 → Schedule 2 line 4. */
  tax: Money;
  /** Line 13 → Schedule 1 line 15. */
  deduction: Money;
}

export function seFormName(who: Owner): string {
  return who === 'taxpayer' ? 'scheduleSE' : 'scheduleSE#spouse';
}

/**
 * @param profit Schedule C line 31 total for this person (Schedule 1 line 3 share).
 * @param partnershipSe K-1 box 14 code A net earnings from self-employment.
 */
export function scheduleSE(
  ctx: Ctx,
  who: Owner,
  profit: Money,
  partnershipSe: Money,
): ScheduleSEResult | null {
  const L = ctx.L;
  const F = seFormName(who);
  const k = (l: string): string => `${F}.${l}`;
  if (profit.isZero() && partnershipSe.isZero()) return null;
  ctx.need(F);

  const l1a = L.setDollars(
    k('l1a'),
    Money.ZERO,
    'Net farm profit or (loss) from Schedule F and farm partnerships (not computed)',
  );
  const l2 = L.setDollars(
    k('l2'),
    profit.plus(partnershipSe),
    `Net profit or (loss) from Schedule C line 31${partnershipSe.isZero() ? '' : ` + Schedule K-1 (Form 1065) box 14 code A ${fmt(partnershipSe)}`}`,
  );
  const l3 = L.setDollars(k('l3'), l1a.plus(l2), 'Combine lines 1a, 1b, and 2');
  const l4a = L.setDollars(
    k('l4a'),
    l3.isPositive() ? l3.times(ctx.params.scheduleSE.netEarningsFactor) : l3,
    `If line 3 is more than zero, multiply line 3 by ${pct(ctx.params.scheduleSE.netEarningsFactor)} (${ctx.params.scheduleSE.netEarningsFactor}). Otherwise, enter amount from line 3`,
  );
  const minimum = Money.dollars(ctx.params.scheduleSE.minimumNetEarnings);
  const l4c = L.setDollars(
    k('l4c'),
    l4a,
    `Combine lines 4a and 4b (no optional methods). If less than ${fmt(minimum)}, stop; you don't owe self-employment tax`,
  );
  const owes = l4c.gte(minimum);
  const l6 = L.setDollars(
    k('l6'),
    owes ? l4c : Money.ZERO.via(l4c),
    'Add lines 4c and 5b (no church employee income)',
  );
  if (!owes) {
    const l12 = L.setDollars(
      k('l12'),
      Money.ZERO.via(l4c),
      `Self-employment tax: none, line 4c is less than ${fmt(minimum)}`,
    );
    const l13 = L.setDollars(k('l13'), Money.ZERO, 'Deduction for one-half of self-employment tax');
    return { owner: who, form: F, netEarnings: Money.ZERO, tax: l12, deduction: l13 };
  }
  const l7 = L.setDollars(
    k('l7'),
    Money.dollars(ctx.params.socialSecurity.wageBase),
    'Maximum amount of combined wages and self-employment earnings subject to social security tax for {year}',
  );
  const w2s = (ctx.input.w2s ?? []).filter((w) => ownerOf(w) === who);
  const l8a = L.setDollars(
    k('l8a'),
    sumOf(w2s, (w) => m(w.social_security_wages).plus(m(w.social_security_tips))),
    'Total social security wages and tips (Forms W-2 boxes 3 and 7)',
  );
  const tips = who === 'taxpayer' ? m(ctx.input.other_taxes?.unreported_tips) : Money.ZERO;
  const l8b = L.setDollars(
    k('l8b'),
    tips,
    'Unreported tips subject to social security tax from Form 4137, line 10',
  );
  const l8c = L.setDollars(
    k('l8c'),
    Money.ZERO,
    'Wages subject to social security tax from Form 8919, line 10 (not computed)',
  );
  const l8d = L.setDollars(k('l8d'), l8a.plus(l8b).plus(l8c), 'Add lines 8a, 8b, and 8c');
  const l9 = L.setDollars(
    k('l9'),
    l7.minus(l8d).clampZero(),
    'Subtract line 8d from line 7. If zero or less, enter -0-',
  );
  const l10 = L.setDollars(
    k('l10'),
    Money.min(l6, l9).times(ctx.params.scheduleSE.ssRate),
    `Multiply the smaller of line 6 or line 9 by ${pct(ctx.params.scheduleSE.ssRate)} (${ctx.params.scheduleSE.ssRate})`,
  );
  const l11 = L.setDollars(
    k('l11'),
    l6.times(ctx.params.scheduleSE.medicareRate),
    `Multiply line 6 by ${pct(ctx.params.scheduleSE.medicareRate)} (${ctx.params.scheduleSE.medicareRate})`,
  );
  const l12 = L.setDollars(
    k('l12'),
    l10.plus(l11),
    'Self-employment tax. Add lines 10 and 11. Enter here and on Schedule 2, line 4',
  );
  const l13 = L.setDollars(
    k('l13'),
    l12.times(ctx.params.scheduleSE.deductiblePart),
    'Deduction for one-half of self-employment tax. Multiply line 12 by 50% (0.50). Enter here and on Schedule 1, line 15',
  );
  return { owner: who, form: F, netEarnings: l6, tax: l12, deduction: l13 };
}
