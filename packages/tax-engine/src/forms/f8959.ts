/** Form 8959 (2024) — Additional Medicare Tax (Parts I, II, IV and V; Part III RRTA not supported). */
import { Ctx, fmt, m, sumOf } from '../context';
import { Money } from '../money';

export interface F8959Result {
  /** Line 18 → Schedule 2 line 11. */
  tax: Money;
  /** Line 24 → Form 1040 line 25c. */
  withholding: Money;
}

/** @param seIncome Schedule SE line 6 of each person, summed (a loss counts as zero). */
export function form8959(ctx: Ctx, seIncome: Money): F8959Result {
  const L = ctx.L;
  const w2s = ctx.input.w2s ?? [];
  const medicareWages = sumOf(w2s, (w) => w.medicare_wages);
  const tips = m(ctx.input.other_taxes?.unreported_tips);
  const threshold = Money.dollars(ctx.params.f8959.threshold[ctx.status]);
  /*
   * An employer withholds Additional Medicare Tax only on the Medicare wages it pays above
   * $200,000 (Form 8959 instructions, Part V; IRC 3102(f)). Box 6 above 1.45% of box 5 on a W-2
   * with box 5 of $200,000 or less is the employer's over-withholding, to be recovered from the
   * employer (Pub. 15, section 13) — not a payment on this return. Part V reads only the W-2s
   * with Medicare wages over $200,000.
   */
  const withholding = w2s.filter((w) =>
    m(w.medicare_wages).gt(Money.dollars(ctx.params.f8959.withholdingFloor)),
  );
  for (const w of w2s) {
    if (withholding.includes(w)) continue;
    const excess = m(w.medicare_tax)
      .minus(m(w.medicare_wages).times(ctx.params.socialSecurity.employeeMedicareRate))
      .roundDollars();
    if (excess.isPositive()) {
      ctx.warn(
        `W-2 from ${w.employer_name?.trim() || 'an employer'}: box 6 Medicare tax is ${fmt(excess)} more than 1.45% of box 5. ` +
          `An employer withholds Additional Medicare Tax only on wages over ${fmt(Money.dollars(ctx.params.f8959.withholdingFloor))}, so this excess is not a payment on your return (line 25c): ask the employer to refund it.`,
      );
    }
  }
  const partVWages = sumOf(withholding, (w) => w.medicare_wages);
  const partVWithheld = sumOf(withholding, (w) => w.medicare_tax);
  const extraWithheld = partVWithheld
    .minus(partVWages.times(ctx.params.socialSecurity.employeeMedicareRate))
    .roundDollars();
  const needed =
    medicareWages.plus(tips).gt(threshold) ||
    seIncome.clampZero().gt(threshold) ||
    medicareWages.plus(tips).plus(seIncome.clampZero()).gt(threshold) ||
    extraWithheld.isPositive();
  if (!needed) return { tax: Money.ZERO, withholding: Money.ZERO };
  ctx.need('f8959');
  const k = (l: number): string => `f8959.l${l}`;
  const l1 = L.setDollars(k(1), medicareWages, 'Medicare wages and tips from Form W-2, box 5');
  const l2 = L.setDollars(k(2), tips, 'Unreported tips from Form 4137, line 6');
  const l3 = L.setDollars(k(3), Money.ZERO, 'Wages from Form 8919, line 6 (not computed)');
  const l4 = L.setDollars(k(4), l1.plus(l2).plus(l3), 'Add lines 1 through 3');
  const l5 = L.setDollars(k(5), threshold, 'Threshold for your filing status');
  const l6 = L.setDollars(
    k(6),
    l4.minus(l5).clampZero(),
    'Subtract line 5 from line 4. If zero or less, enter -0-',
  );
  const l7 = L.setDollars(
    k(7),
    l6.times(ctx.params.f8959.rate),
    'Additional Medicare Tax on Medicare wages. Multiply line 6 by 0.9% (0.009)',
  );
  const l8 = L.setDollars(
    k(8),
    seIncome.clampZero(),
    'Self-employment income from Schedule SE, line 6. If you had a loss, enter -0-',
  );
  const l9 = L.setDollars(k(9), threshold, 'Threshold for your filing status');
  const l10 = L.setDollars(k(10), l4, 'Enter the amount from line 4');
  const l11 = L.setDollars(
    k(11),
    l9.minus(l10).clampZero(),
    'Subtract line 10 from line 9. If zero or less, enter -0-',
  );
  const l12 = L.setDollars(
    k(12),
    l8.minus(l11).clampZero(),
    'Subtract line 11 from line 8. If zero or less, enter -0-',
  );
  const l13 = L.setDollars(
    k(13),
    l12.times(ctx.params.f8959.rate),
    'Additional Medicare Tax on self-employment income. Multiply line 12 by 0.9% (0.009)',
  );
  const l18 = L.setDollars(
    k(18),
    l7.plus(l13),
    'Add lines 7, 13, and 17. Also include this amount on Schedule 2 (Form 1040), line 11',
  );
  const l19 = L.setDollars(
    k(19),
    partVWithheld,
    `Medicare tax withheld from Form W-2, box 6 (the W-2s with box 5 over ${fmt(Money.dollars(ctx.params.f8959.withholdingFloor))}, the only ones on which Additional Medicare Tax is withheld)`,
  );
  const l20 = L.setDollars(
    k(20),
    partVWages,
    `Medicare wages from the same Forms W-2, box 5 (all of them when every W-2 is over ${fmt(Money.dollars(ctx.params.f8959.withholdingFloor))})`,
  );
  const l21 = L.setDollars(
    k(21),
    l20.times(ctx.params.socialSecurity.employeeMedicareRate),
    'Multiply line 20 by 1.45% (0.0145). This is your regular Medicare tax withholding on Medicare wages',
  );
  const l22 = L.setDollars(
    k(22),
    l19.minus(l21).clampZero(),
    'Subtract line 21 from line 19. If zero or less, enter -0-. This is your Additional Medicare Tax withholding on Medicare wages',
  );
  const l24 = L.setDollars(
    k(24),
    l22,
    'Total Additional Medicare Tax withholding. Add lines 22 and 23. Also include this amount with federal income tax withholding on Form 1040, line 25c',
  );
  return { tax: l18, withholding: l24 };
}
