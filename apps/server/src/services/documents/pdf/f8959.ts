/** f8959 (2024), f8959.pdf: engine line → AcroForm field. Generated from the field list, then checked by rendering. */
import type { FormMap } from './types';

const P = 'topmostSubform[0].';

export const f8959Map: FormMap = {
  pdf: 'f8959.pdf',
  name: `${P}Page1[0].f1_1[0]`,
  ssn: `${P}Page1[0].f1_2[0]`,
  lines: {
    l1: `${P}Page1[0].f1_3[0]`, // 1. Medicare wages and tips fr
    l2: `${P}Page1[0].f1_4[0]`, // 2. Unreported tips from Form 4137, line 6.
    l3: `${P}Page1[0].f1_5[0]`, // 3. Wages from Form 8919, line 6.
    l4: `${P}Page1[0].f1_6[0]`, // 4. Add lines 1 through 3.
    l5: `${P}Page1[0].f1_7[0]`, // 5. Enter the following amount for your filing status: Married filing j
    l6: `${P}Page1[0].f1_8[0]`, // 6. Subtract line 5 from line 4. If zero or less, enter 0.
    l7: `${P}Page1[0].f1_9[0]`, // 7. Additional Medicare Tax on Medicare wages. Multiply line 6 by 0.9%
    l8: `${P}Page1[0].f1_10[0]`, // 8. Self-employment
    l9: `${P}Page1[0].f1_11[0]`, // 9. Enter the following amount for your filing status: Married filing j
    l10: `${P}Page1[0].f1_12[0]`, // 10. Enter the amount from line 4.
    l11: `${P}Page1[0].f1_13[0]`, // 11. Subtract line 10 from line 9. If zero or less, enter 0.
    l12: `${P}Page1[0].f1_14[0]`, // 12. Subtract line 11 from line 8. If zero or less, enter 0.
    l13: `${P}Page1[0].f1_15[0]`, // 13. Additional Medicare Tax on self-employment income. Multiply line 1
    l14: `${P}Page1[0].f1_16[0]`, // Part I I I. Additional Medicare Tax on Railroad Retirement Tax Act (R
    l15: `${P}Page1[0].f1_17[0]`, // 15. Enter the following amount for your filing status: Married filing
    l16: `${P}Page1[0].f1_18[0]`, // 16. Subtract line 15 from line 14. If zero or less, enter 0.
    l17: `${P}Page1[0].f1_19[0]`, // 17. Additional Medicare Tax on railroad retirement (R R T A) compensat
    l18: `${P}Page1[0].f1_20[0]`, // 18. Add lines 7, 13, and 17. Also inclu
    l19: `${P}Page1[0].f1_21[0]`, // 19. Medicare tax withheld from Form W-2, box
    l20: `${P}Page1[0].f1_22[0]`, // 20. Enter the amount from line 1.
    l21: `${P}Page1[0].f1_23[0]`, // 21. Multiply line 20 by 1.45% (0.0145). This is your regular Medicare
    l22: `${P}Page1[0].f1_24[0]`, // 22. Subtract line 21 from line 19. If zero or less, enter 0. This is y
    l23: `${P}Page1[0].f1_25[0]`, // 23. Additional Medicare Tax withholding on railroad retirement (R R T
    l24: `${P}Page1[0].f1_26[0]`, // 24. Total Additional Medicare Tax withholding. Add lines 22 and 23. Al
  },
};
