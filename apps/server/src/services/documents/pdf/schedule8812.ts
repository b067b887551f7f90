/** schedule8812 (2024), f1040s8.pdf: engine line → AcroForm field. Generated from the field list, then checked by rendering. */
import { federalParams } from '@taxprep/tax-engine';
import type { FillContext, FormMap } from './types';

const P = 'topmostSubform[0].';

export const schedule8812Map: FormMap = {
  pdf: 'f1040s8.pdf',
  name: `${P}Page1[0].f1_1[0]`,
  ssn: `${P}Page1[0].f1_2[0]`,
  lines: {
    l1: `${P}Page1[0].f1_3[0]`, // 1. Enter the amount fr
    l2a: `${P}Page1[0].f1_4[0]`, // 2a. Enter income from Puerto Rico that you excluded.
    l2b: `${P}Page1[0].f1_5[0]`, // 2b. Enter the amounts from lines 45 and 50 of your Form 2555.
    l2c: `${P}Page1[0].f1_6[0]`, // 2c. Enter the amount from line 15 of your Form 4563.
    l2d: `${P}Page1[0].f1_7[0]`, // 2d. Add lines 2a through 2c.
    l3: `${P}Page1[0].f1_8[0]`, // 3. Add lines 1 and 2d.
    l4: `${P}Page1[0].f1_9[0]`, // 4. Number of qualifying children under age 17 with the required social
    l5: `${P}Page1[0].f1_10[0]`, // 5. Multiply line 4 by $2,000.
    l6: `${P}Page1[0].Line6ReadOrder[0].f1_11[0]`, // 6. Number of other dependents, including any qualifying children who a
    l7: `${P}Page1[0].f1_12[0]`, // 7. Multiply line 6 by $500.
    l8: `${P}Page1[0].f1_13[0]`, // 8. Add lines 5 and 7.
    l9: `${P}Page1[0].f1_14[0]`, // 9. Enter the amount shown below for your filing status. Married filing
    l10: `${P}Page1[0].f1_15[0]`, // 10. Subtract line 9 from line 3. If zero or less, enter 0. If more tha
    l11: `${P}Page1[0].f1_16[0]`, // 11. Multiply line 10 by 5% (0.05).
    l12: `${P}Page1[0].f1_17[0]`, // 12. Is the amount on line 8 more than the amount on line 11?
    l13: `${P}Page1[0].f1_18[0]`, // ,lv13. Enter the amount from Credit Limit Worksheet A.
    l14: `${P}Page1[0].f1_19[0]`, // 14. Enter the smaller of line 12 or line 13. This is your child tax cr
    l16a: `${P}Page2[0].f2_1[0]`, // 16a. Subtract line 14 from line 12. If zero, stop here; you cannot tak
    l16b: `${P}Page2[0].f2_3[0]`, // 16b. Number of qualifying children under age 17 with the required soci
    l17: `${P}Page2[0].f2_4[0]`, // 17. Enter the smaller of line 16a or line 16b.
    l18a: `${P}Page2[0].f2_5[0]`, // 18a. Earned income (see instructions).
    l18b: `${P}Page2[0].f2_6[0]`, // 18b. Nontaxable combat pay (see instructions).
    l19: `${P}Page2[0].f2_7[0]`, // 19. Amount.
    l20: `${P}Page2[0].f2_8[0]`, // 20. Multiply the amount on line 19 by 15% (0.15) and enter the result.
    l21: `${P}Page2[0].f2_9[0]`, // Part I I-B. Certain Filers Who Have Three or More Qualifying Children
    l22: `${P}Page2[0].f2_10[0]`, // 22. Enter the total of the amounts from Schedule 1 (Form 1040), line 1
    l23: `${P}Page2[0].f2_11[0]`, // 23. Add lines 21 and 22.
    l24: `${P}Page2[0].f2_12[0]`, // 24. 1040 and 1040-S R filers: Enter the total of the amounts from Form
    l25: `${P}Page2[0].f2_13[0]`, // 25. Subtract line 24 from line 23. If zero or less, enter 0.
    l26: `${P}Page2[0].f2_14[0]`, // 26. Enter the larger of line 20 or line 25. Next, enter the smaller of
    l27: `${P}Page2[0].f2_15[0]`, // Part I I-C Additional Child Tax Credit. 27. This is your additional ch
  },
};

/** Lines 4 and 6 are counts (the engine keeps the dollar lines 5 = 4 × per child and 7 = 6 × per other dependent); 12 Yes/No. */
schedule8812Map.extra = (c: FillContext) => {
  const l5 = c.line('l5');
  const l7 = c.line('l7');
  const p = federalParams(c.meta.taxYear).schedule8812;
  if (l5 !== null) c.text(`${P}Page1[0].f1_9[0]`, (l5 / BigInt(p.perChild)).toString());
  if (l7 !== null)
    c.text(`${P}Page1[0].Line6ReadOrder[0].f1_11[0]`, (l7 / BigInt(p.perOtherDependent)).toString());
  const l12 = c.line('l12');
  if (l12 !== null) {
    c.check(`${P}Page1[0].c1_1[0]`, l12 <= 0n);
    c.check(`${P}Page1[0].c1_1[1]`, l12 > 0n);
  }
};
