/**
 * Form 8962 (2024), f8962.pdf: engine line → AcroForm field, from fields/f8962.tsv, checked by
 * rendering. Lines 1 (a count) and 5 (a percentage) are kept by the engine like dollar amounts and
 * print as plain numbers. Page 2: Part IV from the shared policies' allocations; Part V (not
 * computed) blank.
 */
import { allocationOf, federalParams, MONTHS, Rate, type FederalParams } from '@taxprep/tax-engine';
import { ssnDashed } from './common';
import type { FillContext, FormMap } from './types';

const P = 'topmostSubform[0].Page1[0].';
const P2 = 'topmostSubform[0].Page2[0].';

/** Part IV line 30 + k (k 0-3): seven fields a line, f2_1… ; (e)-(g) in their own subform. */
export const allocationRow = (k: number) => {
  const f = (n: number) => `f2_${1 + 7 * k + n}[0]`;
  const eg = `${P2}Lines${30 + k}e-g[0].`;
  return {
    policy: `${P2}${f(0)}`,
    ssn: `${P2}${f(1)}`,
    start: `${P2}${f(2)}`,
    stop: `${P2}${f(3)}`,
    premium: `${eg}${f(4)}`,
    slcsp: `${eg}${f(5)}`,
    aptc: `${eg}${f(6)}`,
  };
};

/** A percentage as the form prints it: "50", "33.33". */
const pct = (r: Rate) =>
  r
    .times(100)
    .toString(2)
    .replace(/\.?0+$/, '');

/** Part IV lines 30-33 and line 34 from the shared policies the engine allocated. */
function partIV(c: FillContext): number {
  const shared = (c.input.f1095_a ?? []).flatMap((x) => {
    const al = allocationOf(x.allocation);
    return al ? [{ x, al }] : [];
  });
  shared.slice(0, 4).forEach(({ x, al }, k) => {
    const f = allocationRow(k);
    c.text(f.policy, x.marketplace_policy_number);
    c.text(f.ssn, ssnDashed(x.allocation?.other_ssn));
    c.text(f.start, MONTHS[al.from]);
    c.text(f.stop, MONTHS[al.to]);
    c.text(f.premium, pct(al.premium));
    c.text(f.slcsp, pct(al.slcsp));
    c.text(f.aptc, pct(al.aptc));
  });
  // Line 34: "No" sends more than four allocations to a statement, as the instructions say.
  if (shared.length) c.check(shared.length > 4 ? F8962.line34No : F8962.line34Yes, true);
  return shared.length;
}

export const F8962 = {
  mfsException: `${P}c1_1[0]`,
  alaska: `${P}c1_2[0]`,
  hawaii: `${P}c1_2[1]`,
  contiguous: `${P}c1_2[2]`,
  line7: `${P}f1_9[0]`,
  line9Yes: `${P}c1_4[0]`,
  line9No: `${P}c1_4[1]`,
  line10Yes: `${P}c1_5[0]`,
  line10No: `${P}c1_5[1]`,
  line34Yes: `${P2}c2_1[0]`,
  line34No: `${P2}c2_1[1]`,
} as const;

/**
 * Line 7 (Table 2 of the instructions) for the line 5 percentage: the engine keeps it only in the
 * text of line 8a, so it is looked up again here from the same year's figures, the same way (a
 * straight line across each band, rounded to four decimals).
 */
export function applicableFigure(percent: number, p: FederalParams['f8962']): string {
  for (const [from, to, lo, hi] of p.applicableFigureBands) {
    if (percent > to) continue;
    if (percent <= from) return Rate.of(lo).toString(4);
    const a = Rate.of(lo);
    const b = Rate.of(hi);
    const num = a.num * b.den * BigInt(to - from) + (b.num * a.den - a.num * b.den) * BigInt(percent - from);
    return Rate.fraction(num, a.den * b.den * BigInt(to - from))
      .round(4)
      .toString(4);
  }
  return Rate.of(p.top).toString(4);
}

/** Line 7 of the return's Form 8962, or null when the engine computed no line 5. */
export function f8962Figure(c: Pick<FillContext, 'meta' | 'line'>): string | null {
  const l5 = c.line('l5');
  return l5 === null ? null : applicableFigure(Number(l5), federalParams(c.meta.taxYear).f8962);
}

/** Lines 12-23, columns (a)-(f): row i of the monthly table holds fields f1_(19 + 6i) … f1_(24 + 6i). */
const monthly: Record<string, string> = {};
for (let i = 0; i < 12; i++) {
  [...'abcdef'].forEach((col, j) => {
    monthly[`l${12 + i}${col}`] = `${P}Part2Table2[0].BodyRow${i + 1}[0].f1_${19 + 6 * i + j}[0]`;
  });
}

export const f8962Map: FormMap = {
  pdf: 'f8962.pdf',
  name: `${P}f1_1[0]`,
  ssn: `${P}f1_2[0]`,
  lines: {
    l1: `${P}f1_3[0]`, // 1. Tax family size.
    l2a: `${P}f1_4[0]`, // 2a. Modified AGI.
    l2b: `${P}f1_5[0]`, // 2b. Dependents' modified AGI.
    l3: `${P}f1_6[0]`, // 3. Household income.
    l4: `${P}f1_7[0]`, // 4. Federal poverty line.
    l5: `${P}f1_8[0]`, // 5. Household income as a percentage of the poverty line (% printed).
    l8a: `${P}f1_10[0]`, // 8a. Annual contribution amount.
    l8b: `${P}f1_11[0]`, // 8b. Monthly contribution amount.
    l11a: `${P}Part2Table1[0].BodyRow1[0].f1_13[0]`, // 11(a) annual enrollment premiums.
    l11b: `${P}Part2Table1[0].BodyRow1[0].f1_14[0]`, // 11(b) annual applicable SLCSP premium.
    l11c: `${P}Part2Table1[0].BodyRow1[0].f1_15[0]`, // 11(c) annual contribution amount.
    l11d: `${P}Part2Table1[0].BodyRow1[0].f1_16[0]`, // 11(d) annual maximum premium assistance.
    l11e: `${P}Part2Table1[0].BodyRow1[0].f1_17[0]`, // 11(e) annual PTC allowed.
    l11f: `${P}Part2Table1[0].BodyRow1[0].f1_18[0]`, // 11(f) annual advance payment of PTC.
    ...monthly,
    l24: `${P}f1_91[0]`, // 24. Total PTC.
    l25: `${P}f1_92[0]`, // 25. Advance payment of PTC.
    l26: `${P}f1_93[0]`, // 26. Net PTC → Schedule 3 line 9.
    l27: `${P}f1_94[0]`, // 27. Excess advance payment of PTC.
    l28: `${P}f1_95[0]`, // 28. Repayment limitation.
    l29: `${P}f1_96[0]`, // 29. Excess advance PTC repayment → Schedule 2 line 1a.
  },
  alwaysShow: ['l1', 'l2a', 'l3', 'l4', 'l5', 'l8a', 'l8b', 'l11c', 'l11d', 'l11e', 'l11f', 'l24', 'l25'],
  extra: (c: FillContext) => {
    const pt = c.input.premium_tax_credit ?? {};
    if (c.input.filing_status === 'mfs' && pt.mfs_exception) c.check(F8962.mfsException, true);
    const region = pt.poverty_line_region ?? 'contiguous';
    c.check(F8962[region], true);
    c.text(F8962.line7, f8962Figure(c));
    // Line 9 asks about Parts IV and V (Part V is not computed: the engine warns).
    const allocations = partIV(c);
    const partsIVorV = !!(allocations || pt.allocating_policy_amounts || pt.alternative_marriage_calculation);
    c.check(partsIVorV ? F8962.line9Yes : F8962.line9No, true);
    // Line 10: "Yes" is the annual calculation on line 11, "No" the monthly lines 12-23.
    c.check(c.line('l11a') !== null ? F8962.line10Yes : F8962.line10No, true);
  },
};
