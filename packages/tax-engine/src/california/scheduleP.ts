/**
 * Schedule P (540) 2024, Part I — Alternative Minimum Tax (residents), simplified to the items the
 * engine knows: taxable income (Form 540 line 19), the standard deduction or California taxes
 * deducted added back, the federal input's AMT adjustments (ISOs, depreciation, other), the 2024
 * exemption reduced by 25% of AMTI over the threshold, and 7% tentative minimum tax less the
 * regular tax (Form 540 line 31). Part II credit limitations are not computed.
 */
import { fmt, m } from '../context';
import { Money } from '../money';
import type { CaCtx } from './context';

/** Returns the AMT (Schedule P line 26 → Form 540 line 61); the lines are kept only when it is positive. */
export function scheduleP(cx: CaCtx, itemized: boolean): Money {
  const L = cx.L;
  const p = cx.params.amt;
  const k = (l: string): string => `scheduleP.${l}`;
  const adj = cx.input.federal.amt_adjustments ?? {};
  L.setDollars(k('l1'), cx.L.get('ca540.l19'), 'Taxable income (Form 540 line 19)', ['ca540.l19']);
  L.setDollars(
    k('l2'),
    itemized ? Money.ZERO : cx.L.get('ca540.l18'),
    'Standard deduction, if you did not itemize (Form 540 line 18)',
    ['ca540.l18'],
  );
  L.setDollars(
    k('l4'),
    itemized
      ? cx.L.get('scheduleCA.partII.l7.a')
          .minus(cx.L.get('scheduleCA.partII.l7.b'))
          .plus(cx.L.get('scheduleCA.partII.l7.c'))
      : Money.ZERO,
    'Taxes deducted on Schedule CA (540) Part II line 7 (California amount), if you itemized',
    ['scheduleCA.partII.l7.a', 'scheduleCA.partII.l7.b', 'scheduleCA.partII.l7.c'],
  );
  L.setDollars(
    k('l14'),
    Money.sum([adj.incentive_stock_options, adj.depreciation, adj.other].map(m)),
    'Other adjustments and preferences (incentive stock options, depreciation, other)',
    ['input.federal.amt_adjustments'],
  );
  const amti = L.setDollars(
    k('l21'),
    Money.sum(['l1', 'l2', 'l4', 'l14'].map((l) => L.get(k(l)))),
    'Alternative minimum taxable income: combine lines 1 through 20',
    [k('l1'), k('l2'), k('l4'), k('l14')],
  );
  const ex = Money.dollars(p.exemption[cx.status]);
  const thr = Money.dollars(p.phaseOutThreshold[cx.status]);
  const exemption = L.setDollars(
    k('l22'),
    ex.minus(amti.minus(thr).clampZero().times(p.phaseOutRate)).clampZero(),
    `Exemption ${fmt(ex)} less 25% of line 21 over ${fmt(thr)}`,
    [k('l21')],
  );
  const l23 = L.setDollars(k('l23'), amti.minus(exemption).clampZero(), 'Subtract line 22 from line 21', [
    k('l21'),
    k('l22'),
  ]);
  const tmt = L.setDollars(
    k('l24'),
    l23.times(p.rate),
    'Tentative minimum tax: multiply line 23 by 7% (0.07)',
    [k('l23')],
  );
  const regular = L.setDollars(
    k('l25'),
    cx.L.get('ca540.l31'),
    'Regular tax before credits (Form 540 line 31)',
    ['ca540.l31'],
  );
  const amt = L.setDollars(
    k('l26'),
    tmt.minus(regular).clampZero(),
    'Alternative minimum tax: subtract line 25 from line 24; if zero or less, enter -0-',
    [k('l24'), k('l25')],
  );
  if (amt.isPositive()) cx.need('scheduleP');
  else L.dropForm('scheduleP');
  return amt;
}
