/**
 * Form 8880 (2024), f8880.pdf: engine line → AcroForm field, from fields/f8880.tsv, checked by
 * rendering. Columns (a) you and (b) your spouse are the engine's `l1a`/`l1b` … `l6a`/`l6b`.
 */
import { federalParams, form8880Rate, Money } from '@taxprep/tax-engine';
import type { FillContext, FormMap } from './types';

const P = 'topmostSubform[0].Page1[0].';
const T = `${P}Table_Ln1-6[0].`;

/** Line 9: the form prints "x0." before the field, so only the digits after the decimal go in. */
export const F8880_LINE9 = `${P}f1_17[0]`;

export function decimalDigits(rate: string): string {
  const [, frac] = rate.split('.');
  return frac ? frac : '0';
}

/** Line 9's decimal for the return, as the engine's own table gives it; null before line 8. */
export function f8880Rate(c: Pick<FillContext, 'input' | 'meta' | 'line'>): string | null {
  const l8 = c.line('l8');
  if (l8 === null) return null;
  return form8880Rate(Money.dollars(l8), c.input.filing_status, federalParams(c.meta.taxYear));
}

export const f8880Map: FormMap = {
  pdf: 'f8880.pdf',
  name: `${P}f1_1[0]`,
  ssn: `${P}f1_2[0]`,
  lines: {
    l1a: `${T}BodyRow1[0].f1_3[0]`, // 1. IRA and ABLE contributions. (a) You.
    l1b: `${T}BodyRow1[0].f1_4[0]`, // 1. (b) Your spouse.
    l2a: `${T}BodyRow2[0].f1_5[0]`, // 2. Elective deferrals. (a) You.
    l2b: `${T}BodyRow2[0].f1_6[0]`, // 2. (b) Your spouse.
    l3a: `${T}BodyRow3[0].f1_7[0]`, // 3. Add lines 1 and 2. (a)
    l3b: `${T}BodyRow3[0].f1_8[0]`, // 3. (b)
    l4a: `${T}BodyRow4[0].f1_9[0]`, // 4. Distributions in the testing period. (a)
    l4b: `${T}BodyRow4[0].f1_10[0]`, // 4. (b)
    l5a: `${T}BodyRow5[0].f1_11[0]`, // 5. Subtract line 4 from line 3. (a)
    l5b: `${T}BodyRow5[0].f1_12[0]`, // 5. (b)
    l6a: `${T}BodyRow6[0].f1_13[0]`, // 6. Smaller of line 5 or $2,000. (a)
    l6b: `${T}BodyRow6[0].f1_14[0]`, // 6. (b)
    l7: `${P}f1_15[0]`, // 7. Add the amounts on line 6.
    l8: `${P}f1_16[0]`, // 8. Form 1040 line 11.
    l10: `${P}f1_18[0]`, // 10. Line 7 × line 9.
    l11: `${P}f1_19[0]`, // 11. Limitation based on tax liability.
    l12: `${P}f1_20[0]`, // 12. Credit → Schedule 3 line 4.
  },
  alwaysShow: ['l7', 'l12'],
  extra: (c: FillContext) => {
    const rate = f8880Rate(c);
    if (rate !== null) c.text(F8880_LINE9, decimalDigits(rate));
  },
};
