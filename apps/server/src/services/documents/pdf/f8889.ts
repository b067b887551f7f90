/**
 * Form 8889 (2024), f8889.pdf: engine line → AcroForm field, from fields/f8889.tsv, checked by
 * rendering. One copy per person with an HSA: "f8889" (taxpayer) and "f8889#spouse"; the header
 * SSN is the HSA beneficiary's (pdf.ts `ownerOf`), the name line the return's.
 */
import type { HsaInput, Return } from '@taxprep/tax-engine';
import type { FillContext, FormMap } from './types';

const P = 'topmostSubform[0].Page1[0].';

export const F8889 = {
  selfOnly: `${P}c1_1[0]`,
  family: `${P}c1_1[1]`,
  exception17a: `${P}c1_2[0]`,
} as const;

/** The HSA entry the engine used for this instance (the first entry of the person). */
export function hsaOf(input: Return, instance: string): HsaInput | undefined {
  const who = instance.endsWith('#spouse') ? 'spouse' : 'taxpayer';
  return (input.hsas ?? []).find((h) => (h.owner ?? 'taxpayer') === who);
}

/**
 * Line 1 box. Form 8889 instructions, line 1: family coverage on December 1 (the last-month rule
 * month) checks "family"; otherwise the plan in effect for the longer period, "family" on a tie.
 */
export function hdhpCoverage(h: HsaInput | undefined): 'self_only' | 'family' | null {
  if (!h) return null;
  const months = h.coverage_by_month?.length
    ? Array.from({ length: 12 }, (_, i) => h.coverage_by_month?.[i] ?? 'none')
    : Array.from({ length: 12 }, () => h.coverage ?? 'none');
  const family = months.filter((m) => m === 'family').length;
  const self = months.filter((m) => m === 'self_only').length;
  if (months[11] === 'family' || (family > 0 && family >= self)) return 'family';
  return self > 0 ? 'self_only' : null;
}

export const f8889Map: FormMap = {
  pdf: 'f8889.pdf',
  name: `${P}f1_1[0]`,
  ssn: `${P}f1_2[0]`,
  lines: {
    l2: `${P}f1_3[0]`, // 2. HSA contributions you made for 2024.
    l3: `${P}f1_4[0]`, // 3. Contribution limit (Limitation Chart).
    l4: `${P}f1_5[0]`, // 4. Archer MSA contributions.
    l5: `${P}f1_6[0]`, // 5. Subtract line 4 from line 3.
    l6: `${P}f1_7[0]`, // 6. Line 5, or the share of the family limit.
    l7: `${P}f1_8[0]`, // 7. Additional contribution amount (55 or older, married, family).
    l8: `${P}f1_9[0]`, // 8. Add lines 6 and 7.
    l9: `${P}f1_10[0]`, // 9. Employer contributions.
    l10: `${P}f1_11[0]`, // 10. Qualified HSA funding distributions.
    l11: `${P}f1_12[0]`, // 11. Add lines 9 and 10.
    l12: `${P}f1_13[0]`, // 12. Subtract line 11 from line 8.
    l13: `${P}f1_14[0]`, // 13. HSA deduction → Schedule 1 line 13.
    l14a: `${P}f1_15[0]`, // 14a. Total distributions.
    l14b: `${P}f1_16[0]`, // 14b. Rolled over / excess withdrawn.
    l14c: `${P}f1_17[0]`, // 14c. Subtract line 14b from line 14a.
    l15: `${P}f1_18[0]`, // 15. Qualified medical expenses paid with distributions.
    l16: `${P}f1_19[0]`, // 16. Taxable HSA distributions → Schedule 1 line 8f.
    l17b: `${P}f1_20[0]`, // 17b. Additional 20% tax → Schedule 2 line 17c.
    l18: `${P}f1_21[0]`, // 18. Last-month rule.
    l19: `${P}f1_22[0]`, // 19. Qualified HSA funding distribution.
    l20: `${P}f1_23[0]`, // 20. Total income → Schedule 1 line 8f.
    l21: `${P}f1_24[0]`, // 21. Additional 10% tax → Schedule 2 line 17d.
  },
  alwaysShow: ['l3', 'l5', 'l6', 'l8', 'l12', 'l13'],
  extra: (c: FillContext) => {
    const coverage = hdhpCoverage(hsaOf(c.input, c.instance));
    if (coverage) c.check(coverage === 'family' ? F8889.family : F8889.selfOnly, true);
    // 17a: taxable distributions on which the engine charged no 20% tax met an exception.
    const l16 = c.line('l16');
    if (l16 !== null && l16 > 0n && (c.line('l17b') ?? 0n) === 0n) c.check(F8889.exception17a, true);
  },
};
