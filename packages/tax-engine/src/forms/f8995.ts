/**
 * Form 8995 (2024) — Qualified Business Income Deduction Simplified Computation, and the
 * Form 8995-A computation when taxable income before the deduction is above the threshold
 * ($191,950 / $383,900 MFJ): W-2 wage and UBIA limitation and the SSTB applicable percentage,
 * phased in over $50,000 ($100,000 MFJ). Negative QBI of one business reduces the others pro rata.
 */
import { Ctx, fmt, m } from '../context';
import { Money, Rate } from '../money';

export interface QbiBusiness {
  name: string;
  qbi: Money;
  isSstb: boolean;
  w2Wages: Money;
  ubia: Money;
}

/** Returns Form 1040 line 13. */
export function form8995(
  ctx: Ctx,
  businesses: QbiBusiness[],
  reitPtp: Money,
  taxableBeforeQbi: Money,
  netCapitalGain: Money,
  /** Line 12's text: where the net capital gain came from. */
  netCapitalGainText: string,
): Money {
  const L = ctx.L;
  const carry = m(ctx.input.qbi_loss_carryforward).abs();
  const reitCarry = m(ctx.input.reit_ptp_loss_carryforward).abs();
  if (businesses.every((b) => b.qbi.isZero()) && reitPtp.isZero() && carry.isZero()) return Money.ZERO;
  const threshold = Money.dollars(ctx.params.f8995.threshold[ctx.status]);
  const range = Money.dollars(ctx.params.f8995.phaseInRange[ctx.status]);
  const above = taxableBeforeQbi.gt(threshold);
  const F = above ? 'f8995a' : 'f8995';
  ctx.need(F);
  const k = (l: string): string => `${F}.l${l}`;

  // Applicable percentage for SSTBs and the wage-limit phase-in (Form 8995-A Part II/III).
  const excess = taxableBeforeQbi.minus(threshold).clampZero();
  const phase = excess.gte(range) ? Rate.ONE : excess.ratio(range);
  const applicable = phase.oneMinus();

  const keys: string[] = [];
  const comps: Money[] = [];
  const qbis: Money[] = [];
  const rows: Money[] = [];
  businesses.forEach((b, i) => {
    const qbi = above && b.isSstb ? b.qbi.times(applicable) : b.qbi;
    qbis.push(qbi);
    const key = `${F}.l1.${i + 1}`;
    rows.push(
      L.setDollars(
        key,
        qbi,
        `${b.name}: qualified business income or (loss)${above && b.isSstb ? ` × applicable percentage ${applicable.toString(4)} (SSTB)` : ''}`,
      ),
    );
    keys.push(key);
  });
  // Netting: a negative QBI reduces positive ones pro rata (Form 8995-A Schedule C).
  const positive = Money.sum(qbis.filter((q) => q.isPositive()));
  const negative = Money.sum(qbis.filter((q) => q.isNegative())).minus(carry);
  const netPositive = positive.plus(negative);
  businesses.forEach((b, i) => {
    const q = qbis[i] ?? Money.ZERO;
    if (!q.isPositive() || !netPositive.isPositive()) {
      comps.push(Money.ZERO);
      return;
    }
    const adjusted = q.prorate(netPositive.cents, positive.cents);
    const twenty = adjusted.times(ctx.params.f8995.rate);
    if (!above) {
      comps.push(twenty);
      return;
    }
    const w2 = b.isSstb ? b.w2Wages.times(applicable) : b.w2Wages;
    const ubia = b.isSstb ? b.ubia.times(applicable) : b.ubia;
    const limit = Money.max(w2.times('0.5'), w2.times('0.25').plus(ubia.times('0.025')));
    let comp: Money;
    if (!twenty.gt(limit)) comp = twenty;
    else if (!phase.lt(Rate.ONE)) comp = limit;
    else comp = twenty.minus(twenty.minus(limit).times(phase));
    L.setDollars(
      `${F}.component.${i + 1}`,
      comp,
      `${b.name}: 20% of QBI ${fmt(twenty)} limited by the greater of 50% of W-2 wages or 25% of W-2 wages + 2.5% of UBIA (${fmt(limit)}), phased in at ${phase.toString(4)}`,
    );
    comps.push(comp);
  });

  const l2 = L.setDollars(
    k('2'),
    // The rows show whole dollars; the total keeps the cents it was computed with.
    Money.sum(qbis).readFrom(...rows),
    'Total qualified business income or (loss). Combine lines 1i through 1v, column (c)',
  );
  const l3 = L.setDollars(
    k('3'),
    carry.neg(),
    'Qualified business net (loss) carryforward from the prior year',
  );
  const l4 = L.setDollars(
    k('4'),
    l2.plus(l3).clampZero(),
    'Total qualified business income. Combine lines 2 and 3. If zero or less, enter -0-',
  );
  const l5 = L.setDollars(
    k('5'),
    above ? Money.sum(comps) : l4.times(ctx.params.f8995.rate),
    above
      ? 'Qualified business income component (Form 8995-A line 16: sum of the limited components)'
      : 'Qualified business income component. Multiply line 4 by 20% (0.20)',
  );
  const l6 = L.setDollars(
    k('6'),
    reitPtp,
    'Qualified REIT dividends (Form 1099-DIV box 5) and publicly traded partnership (PTP) income or (loss)',
  );
  const l7 = L.setDollars(
    k('7'),
    reitCarry.neg(),
    'Qualified REIT dividends and qualified PTP (loss) carryforward from the prior year',
  );
  const l8 = L.setDollars(
    k('8'),
    l6.plus(l7).clampZero(),
    'Total qualified REIT dividends and PTP income. Combine lines 6 and 7. If less than zero, enter -0-',
  );
  const l9 = L.setDollars(
    k('9'),
    l8.times(ctx.params.f8995.rate),
    'REIT and PTP component. Multiply line 8 by 20% (0.20)',
  );
  const l10 = L.setDollars(
    k('10'),
    l5.plus(l9),
    'Qualified business income deduction before the income limitation. Add lines 5 and 9',
  );
  const l11 = L.setDollars(
    k('11'),
    taxableBeforeQbi,
    ctx.params.schedule1A
      ? `Taxable income before qualified business income deduction (Form 1040 line ${ctx.no('f1040.l11')} minus lines ${ctx.no('f1040.l12')} and 13b)`
      : `Taxable income before qualified business income deduction (Form 1040 line ${ctx.no('f1040.l11')} minus line ${ctx.no('f1040.l12')})`,
  );
  const l12 = L.setDollars(k('12'), netCapitalGain, netCapitalGainText);
  const l13 = L.setDollars(
    k('13'),
    l11.minus(l12).clampZero(),
    'Subtract line 12 from line 11. If zero or less, enter -0-',
  );
  const l14 = L.setDollars(
    k('14'),
    l13.times(ctx.params.f8995.rate),
    'Income limitation. Multiply line 13 by 20% (0.20)',
  );
  const l15 = L.setDollars(
    k('15'),
    Money.min(l10, l14),
    'Qualified business income deduction. Enter the smaller of line 10 or line 14. Also enter this amount on Form 1040, line 13',
  );
  const lossCarry = l2.plus(l3);
  if (lossCarry.isNegative())
    L.setDollars(
      k('16'),
      lossCarry,
      'Total qualified business (loss) carryforward. Combine lines 2 and 3. If greater than zero, enter -0-',
    );
  const reitLoss = l6.plus(l7);
  if (reitLoss.isNegative())
    L.setDollars(k('17'), reitLoss, 'Total qualified REIT dividends and PTP (loss) carryforward');
  return l15;
}
