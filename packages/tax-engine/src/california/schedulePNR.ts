/**
 * Schedule P (540NR) 2024 — Alternative Minimum Tax — Nonresidents or Part-Year Residents, for
 * Form 540NR line 71. Part I is the residents' Part I on the 540NR's all-source figures (lines 17,
 * 18 and 19 are the same lines), giving AMTI from all sources (line 21); Part II line 22 exemption,
 * 23, 24 (7%), then the California share the way the 540NR prorates the regular tax:
 *   25a AMTI; 25b itemized deductions not added back in Part I (Schedule CA (540) Part II line 28
 *   less Part I lines 2, 3 and 5); 25c total AMT adjusted gross income (25a + 25b); 25d AMT
 *   California adjusted gross income; 25e ratio 25d ÷ 25c (four decimals, may be more than 1);
 *   26 tentative minimum tax = line 24 × line 25e; 27 regular tax (Form 540NR line 37, the CA tax
 *   before exemption credits, as the residents compare Form 540 line 31); 28 AMT = 26 − 27.
 * Line 25d: California AGI (Form 540NR line 32) plus the Part I adjustments (lines 8, 10, 13)
 * allocated by California AGI ÷ AGI from all sources — the engine has no California sourcing of
 * AMT items, so it keeps them in the proportion of the income (a warning says so when they exist).
 * Keys 'schedulePNR.l{n}'; the lines are kept only when the AMT is positive.
 */
import { Money, Rate, divRound } from '../money';
import type { CaCtx } from './context';
import { caStandardDeduction } from './f540';
import { hasItemized } from './scheduleCAPartII';
import { amtiLines, tentativeMinimumTax } from './scheduleP';

const P = 'schedulePNR';
const k = (l: string): string => `${P}.${l}`;
const nr = (l: number): string => `ca540nr.l${l}`;

/** A four-decimal ratio kept on a line as a percentage with two decimals (0.6123 → 61.23). */
/** A ratio kept as a percentage line; it depends on the amounts it divides (`from`, else the ratio's own). */
const pctLine = (r: Rate, ...from: Money[]): Money =>
  Money.fromCents(divRound(r.num * 10000n, r.den)).via(r, ...from);

/** True when line 18 of the 540NR is the itemized deduction (Schedule CA Part II line 30 rule). */
function itemizes(cx: CaCtx): boolean {
  if (!hasItemized(cx) || !cx.L.has('scheduleCA.partII.l29')) return false;
  if (cx.input.scheduleCA?.will_itemize_for_ca === true) return true;
  return cx.L.get('scheduleCA.partII.l29').gt(caStandardDeduction(cx).value);
}

/** Returns the AMT (line 28 → Form 540NR line 71). Needs Form 540NR lines 17-19, 32 and 37. */
export function schedulePNR(cx: CaCtx): Money {
  const L = cx.L;
  const itemized = itemizes(cx);
  const amti = amtiLines(cx, 'ca540nr', P, itemized);
  const tmtAll = tentativeMinimumTax(cx, P, amti);
  const l25a = L.setDollars(k('l25a'), amti, 'Alternative minimum taxable income (Part I, line 21)');
  const back = ['l2', 'l3', 'l5'].map((l) => k(l));
  const l25b = L.setDollars(
    k('l25b'),
    itemized
      ? L.get('scheduleCA.partII.l28')
          .minus(Money.sum(back.map((x) => L.get(x))))
          .clampZero()
      : Money.ZERO,
    itemized
      ? 'Itemized deductions not included in Part I: Schedule CA (540) Part II line 28 less Part I lines 2, 3 and 5'
      : 'Itemized deductions not included in Part I: none (standard deduction)',
  );
  const l25c = L.setDollars(
    k('l25c'),
    l25a.plus(l25b),
    'Total AMT adjusted gross income: add line 25a and line 25b',
  );
  const agi = L.get(nr(17));
  const caAgi = L.get(nr(32));
  const adjKeys = ['l8', 'l10', 'l13'].map((l) => k(l));
  const adj = Money.sum(adjKeys.map((x) => L.get(x)));
  const share = agi.isPositive() ? adj.times(caAgi.clampZero().ratio(agi)) : Money.ZERO;
  if (!adj.isZero())
    cx.warn(
      'Schedule P (540NR): the AMT adjustments (depreciation, incentive stock options, other) are allocated to California in the proportion of California AGI to AGI from all sources; enter the California-source amounts on the schedule if they differ.',
    );
  const l25d = L.setDollars(
    k('l25d'),
    caAgi.plus(share),
    'AMT California adjusted gross income: California AGI (Form 540NR line 32) plus the Part I adjustments (lines 8, 10 and 13) × California AGI ÷ AGI from all sources (Form 540NR line 17)',
  );
  const ratio = l25c.isPositive() ? l25d.clampZero().ratio(l25c).round(4) : Rate.ZERO;
  L.set(
    k('l25e'),
    pctLine(ratio, l25d, l25c),
    `Ratio (shown ×100): divide line 25d by line 25c = ${ratio.toString(4)} (may be more than 1.0000)`,
  );
  const tmt = L.setDollars(
    k('l26'),
    tmtAll.times(ratio),
    `Tentative minimum tax: multiply line 24 by line 25d ÷ line 25c (${ratio.toString(4)})`,
  );
  const regular = L.setDollars(
    k('l27'),
    L.get(nr(37)),
    'Regular tax before credits: CA tax before exemption credits (Form 540NR, line 37)',
  );
  const amt = L.setDollars(
    k('l28'),
    tmt.minus(regular).clampZero(),
    'Alternative minimum tax: subtract line 27 from line 26; if zero or less, enter -0-',
  );
  if (amt.isPositive()) cx.need(P);
  else L.dropForm(P);
  return amt;
}
