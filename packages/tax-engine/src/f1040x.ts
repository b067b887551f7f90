/**
 * Form 1040-X (Rev. 2024) — Amended U.S. Individual Income Tax Return, lines 1-23:
 * column A (original or as previously adjusted), column B (net change), column C (correct amount).
 * Spec 001 section 5: l03 = l01 − l02; l05 = l03 − l04b; l08 = l06 − l07; l11 = l08 + l10;
 * l17 = l12 + … + l16; l19 = l17 − l18; l20 = l11 − l19 if positive; l21 = l19 − l11 if positive.
 */
import type { Result } from './index';
import { Lines } from './lines';
import { Money } from './money';
import type { Amount } from './types';

/** The lines of one column that are entered (derived lines are computed). */
export interface Form1040XColumns {
  l01?: Amount;
  l02?: Amount;
  l04b?: Amount;
  l06?: Amount;
  l07?: Amount;
  l10?: Amount;
  l12?: Amount;
  l13?: Amount;
  l14?: Amount;
  l15?: Amount;
}

export interface Form1040XInput {
  /** Line 16: amount paid with the extension, with the original return and after it was filed. */
  l16?: Amount;
  /** Line 18: overpayment on the original return or as previously adjusted by the IRS. */
  l18?: Amount;
  /** Line 23: amount of line 21 to apply to estimated tax (the rest is refunded, line 22). */
  l23?: Amount;
}

export interface Form1040XResult {
  lines: Lines;
  /** Line 20. */
  amountOwed: Money;
  /** Line 21. */
  overpaid: Money;
  /** Line 22. */
  refund: Money;
  explain(key: string): ReturnType<Lines['explain']>;
}

const NAMES: Record<string, string> = {
  l01: 'Adjusted gross income',
  l02: 'Itemized deductions or standard deduction',
  l03: 'Subtract line 2 from line 1',
  l04b: 'Qualified business income deduction',
  l05: 'Taxable income. Subtract line 4b from line 3. If the result is zero or less, enter -0-',
  l06: 'Tax',
  l07: 'Nonrefundable credits',
  l08: 'Subtract line 7 from line 6. If the result is zero or less, enter -0-',
  l10: 'Other taxes',
  l11: 'Total tax. Add lines 8 and 10',
  l12: 'Federal income tax withheld and excess social security and tier 1 RRTA tax withheld',
  l13: "Estimated tax payments, including amount applied from prior year's return",
  l14: 'Earned income credit (EIC)',
  l15: 'Refundable credits',
};

/** Column A/C values from a computed return (Form 1040 line mapping of the 1040-X instructions). */
export function columnsFromResult(r: Result): Form1040XColumns {
  const g = (k: string): Money => r.lines.get(k);
  return {
    l01: g('f1040.l11').toString(),
    l02: g('f1040.l12').toString(),
    l04b: g('f1040.l13').toString(),
    l06: g('f1040.l18').toString(),
    l07: g('f1040.l21').toString(),
    l10: g('f1040.l23').toString(),
    l12: g('f1040.l25d').plus(g('schedule3.l11')).toString(),
    l13: g('f1040.l26').toString(),
    l14: g('f1040.l27').toString(),
    l15: g('f1040.l28').plus(g('f1040.l29')).plus(g('f1040.l31')).minus(g('schedule3.l11')).toString(),
  };
}

function isResult(x: Result | Form1040XColumns): x is Result {
  return (x as Result).lines instanceof Lines;
}

/**
 * Form 1040-X columns A/B/C. `original` and `amended` are either computed returns or the entered
 * column values (spec 001's l01_a … l15_a and l01_c … l15_c).
 */
export function compute1040X(
  original: Result | Form1040XColumns,
  amended: Result | Form1040XColumns,
  extra: Form1040XInput = {},
): Form1040XResult {
  const A = isResult(original) ? columnsFromResult(original) : original;
  const C = isResult(amended) ? columnsFromResult(amended) : amended;
  const L = new Lines();
  const col = (c: 'a' | 'c', x: Form1040XColumns): Record<string, Money> => {
    const v = (k: keyof Form1040XColumns): Money => Money.of(x[k]).roundDollars();
    const out: Record<string, Money> = {};
    const set = (k: string, val: Money, formula: string): void => {
      out[k] = L.setDollars(
        `f1040x.${k}.${c}`,
        val,
        `${NAMES[k] ?? k} — column ${c.toUpperCase()}${formula ? `: ${formula}` : ''}`,
      );
    };
    for (const k of ['l01', 'l02', 'l04b', 'l06', 'l07', 'l10', 'l12', 'l13', 'l14', 'l15'] as const)
      set(k, v(k), '');
    const g = (k: string): Money => out[k] ?? Money.ZERO;
    set('l03', g('l01').minus(g('l02')), 'line 1 − line 2');
    set('l05', g('l03').minus(g('l04b')).clampZero(), 'line 3 − line 4b');
    set('l08', g('l06').minus(g('l07')).clampZero(), 'line 6 − line 7');
    set('l11', g('l08').plus(g('l10')), 'line 8 + line 10');
    return out;
  };
  const a = col('a', A);
  const c = col('c', C);
  for (const k of Object.keys(NAMES)) {
    const va = a[k] ?? Money.ZERO;
    const vc = c[k] ?? Money.ZERO;
    L.setDollars(`f1040x.${k}.b`, vc.minus(va), `${NAMES[k]} — column B net change (C − A)`);
  }
  const l16 = L.setDollars(
    'f1040x.l16',
    Money.of(extra.l16),
    'Total amount paid with request for extension of time to file, tax paid with original return, and additional tax paid after return was filed',
  );
  const l17 = L.setDollars(
    'f1040x.l17',
    Money.sum(['l12', 'l13', 'l14', 'l15'].map((k) => c[k] ?? Money.ZERO)).plus(l16),
    'Total payments. Add lines 12 through 15 in column C and line 16',
  );
  const l18 = L.setDollars(
    'f1040x.l18',
    Money.of(extra.l18),
    'Overpayment, if any, as shown on original return or as previously adjusted by the IRS',
  );
  const l19 = L.setDollars('f1040x.l19', l17.minus(l18), 'Subtract line 18 from line 17');
  const tax = c.l11 ?? Money.ZERO;
  const l20 = L.setDollars(
    'f1040x.l20',
    tax.minus(l19).clampZero(),
    'Amount you owe. If line 11, column C, is more than line 19, enter the difference',
  );
  const l21 = L.setDollars(
    'f1040x.l21',
    l19.minus(tax).clampZero(),
    'If line 11, column C, is less than line 19, enter the difference. This is the amount overpaid on this return',
  );
  const applied = Money.min(Money.of(extra.l23).clampZero(), l21);
  const l23 = L.setDollars('f1040x.l23', applied, 'Amount of line 21 you want applied to your estimated tax');
  const l22 = L.setDollars('f1040x.l22', l21.minus(l23), 'Amount of line 21 you want refunded to you');
  return { lines: L, amountOwed: l20, overpaid: l21, refund: l22, explain: (k) => L.explain(k) };
}
