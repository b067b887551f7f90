/**
 * Schedule R (Form 1040) 2024, f1040sr.pdf (the IRS's file name for Schedule R; Form 1040-SR is
 * f1040-sr.pdf): engine line → AcroForm field, from fields/f1040sr.tsv, checked by rendering.
 * Part II (the physician's statement box) is left blank: the engine does not ask for it.
 */
import type { FillContext, FormMap } from './types';

const P = 'topmostSubform[0].';
const P2 = `${P}Page2[0].`;

/** Part I box n (1-9) → its check box: 1-2 any unmarried status, 3-7 joint, 8-9 separate. */
export const SCHEDULE_R_BOXES: Readonly<Record<number, string>> = {
  1: `${P}Page1[0].c1_1[0]`,
  2: `${P}Page1[0].c1_1[1]`,
  3: `${P}Page1[0].Married[0].c1_1[0]`,
  4: `${P}Page1[0].Married[0].c1_1[1]`,
  5: `${P}Page1[0].Married[0].c1_1[2]`,
  6: `${P}Page1[0].Married[0].c1_1[3]`,
  7: `${P}Page1[0].Married[0].c1_1[4]`,
  8: `${P}Page1[0].MarriedSeparate[0].c1_1[0]`,
  9: `${P}Page1[0].MarriedSeparate[0].c1_1[1]`,
};

export const scheduleRMap: FormMap = {
  pdf: 'f1040sr.pdf',
  name: `${P}Page1[0].f1_1[0]`,
  ssn: `${P}Page1[0].f1_2[0]`,
  lines: {
    l10: `${P2}f2_1[0]`, // 10. Box 1, 2, 4 or 7: $5,000; box 3, 5 or 6: $7,500; box 8 or 9: $3,750.
    l11: `${P2}f2_2[0]`, // 11. Taxable disability income (boxes 2, 4, 5, 6, 9).
    l12: `${P2}f2_3[0]`, // 12. Smaller of line 10 or 11 (or line 10).
    l13a: `${P2}f2_4[0]`, // 13a. Nontaxable part of social security benefits.
    l13b: `${P2}f2_5[0]`, // 13b. Nontaxable veterans' pensions and other excluded benefits.
    l13c: `${P2}f2_6[0]`, // 13c. Add lines 13a and 13b.
    l14: `${P2}f2_7[0]`, // 14. Form 1040 line 11.
    l15: `${P2}f2_8[0]`, // 15. Box 1 or 2: $7,500; box 3-7: $10,000; box 8 or 9: $5,000.
    l16: `${P2}f2_9[0]`, // 16. Subtract line 15 from line 14.
    l17: `${P2}f2_10[0]`, // 17. One-half of line 16.
    l18: `${P2}f2_11[0]`, // 18. Add lines 13c and 17.
    l19: `${P2}f2_12[0]`, // 19. Subtract line 18 from line 12.
    l20: `${P2}f2_13[0]`, // 20. Line 19 × 15%.
    l21: `${P2}f2_14[0]`, // 21. Tax liability limit (Credit Limit Worksheet).
    l22: `${P2}f2_15[0]`, // 22. Credit → Schedule 3 line 6d.
  },
  // Line 13c is "enter 0" when there is no nontaxable income; 22 is the credit itself.
  alwaysShow: ['l10', 'l12', 'l13c', 'l14', 'l15', 'l22'],
  extra: (c: FillContext) => {
    const box = c.line('box');
    const field = box === null ? undefined : SCHEDULE_R_BOXES[Number(box)];
    if (field) c.check(field, true);
  },
};
