/** scheduleSE (2024), f1040sse.pdf: engine line → AcroForm field. Generated from the field list, then checked by rendering. */
import type { FormMap } from './types';

const P = 'topmostSubform[0].';

export const scheduleSEMap: FormMap = {
  pdf: 'f1040sse.pdf',
  name: `${P}Page1[0].f1_1[0]`,
  ssn: `${P}Page1[0].f1_2[0]`,
  lines: {
    l1a: `${P}Page1[0].f1_3[0]`, // Skip lines 1a and 1b if you use the farm optional method in Part I I.
    l1b: `${P}Page1[0].f1_4[0]`, // 1b. Open parenthesis. If you received social security retirement or di
    l2: `${P}Page1[0].f1_5[0]`, // Skip line 2 if you use the nonfarm optional method in Part I I. See in
    l3: `${P}Page1[0].f1_6[0]`, // 3. Combine lines 1a, 1b, and 2.
    l4a: `${P}Page1[0].f1_7[0]`, // 4a. If line 3 is more than zero, multiply line 3 by 92.35% (0.9235). O
    l4b: `${P}Page1[0].f1_8[0]`, // 4b. If you elect one or both of the optional methods, enter the total
    l4c: `${P}Page1[0].f1_9[0]`, // 4c. Combine lines 4a and 4b. If less than $400, stop; you don't owe se
    l5a: `${P}Page1[0].Line5a_ReadOrder[0].f1_10[0]`, // 5a. Enter your church employee income from Form W-2. See instructions
    l5b: `${P}Page1[0].f1_11[0]`, // 5b. Multiply line 5a by 92.35% (0.9235). If less than $100, enter 0.
    l6: `${P}Page1[0].f1_12[0]`, // 6. Add lines 4c and 5b.
    l7: `${P}Page1[0].f1_13[0]`, // 7. Maximum amount of combined wages and self-employment earnings subje
    l8a: `${P}Page1[0].Line8a_ReadOrder[0].f1_14[0]`, // 8a. Total social security wages and tips (total of boxes 3 and 7 on Fo
    l8b: `${P}Page1[0].f1_15[0]`, // 8b. Unreported tips subject to social security tax from Form 4137, lin
    l8c: `${P}Page1[0].f1_16[0]`, // 8c. Wages subject to social security tax from Form 8919, line 10.
    l8d: `${P}Page1[0].f1_17[0]`, // 8d. Add lines 8a, 8b, and 8c.
    l9: `${P}Page1[0].f1_18[0]`, // 9. Subtract line 8d from line 7. If zero or less, enter 0 here and on
    l10: `${P}Page1[0].f1_19[0]`, // 10. Multiply the smaller of line 6 or line 9 by 12.4% (0.124).
    l11: `${P}Page1[0].f1_20[0]`, // 11. Multiply line 6 by 2.9% (0.029).
    l12: `${P}Page1[0].f1_21[0]`, // 12. Self-employment tax. Add lines 10 and 11. Enter here and on Schedu
    l13: `${P}Page1[0].f1_22[0]`, // 13. Deduction for one-half of self-employment tax. Multiply line 12 by
    l14: `${P}Page2[0].f2_1[0]`, // Fa
    l15: `${P}Page2[0].f2_2[0]`, // 15. Enter the smaller of: two-thirds (2/3) of gross farm income (From
    l16: `${P}Page2[0].f2_3[0]`, // Nonfarm Optional Method. You may use this method only if (a) your net
    l17: `${P}Page2[0].f2_4[0]`, // 17. Enter the smaller of: two-thirds (2/3) of gross nonfarm income (Fr
  },
};
