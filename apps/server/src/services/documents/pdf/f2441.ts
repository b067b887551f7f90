/** f2441 (2024), f2441.pdf: engine line → AcroForm field. Generated from the field list, then checked by rendering. */
import type { FormMap } from './types';

const P = 'topmostSubform[0].';

export const f2441Map: FormMap = {
  pdf: 'f2441.pdf',
  name: `${P}Page1[0].f1_1[0]`,
  ssn: `${P}Page1[0].f1_2[0]`,
  lines: {
    l1: `${P}Page1[0].PartITable[0].BodyRow1[0].f1_7[0]`, // Row: 1. Column: (e) Amount paid (see instructions).
    l2: `${P}Page1[0].PartITable[0].BodyRow2[0].f1_12[0]`, // Row: 2. Column: (e) Amount paid (see instructions).
    l3: `${P}Page1[0].f1_30[0]`, // 3. Add the amounts in column (d) of line 2. Don't enter more than $3,0
    l4: `${P}Page1[0].f1_31[0]`, // 4. Enter your earned income. See instructions.
    l5: `${P}Page1[0].f1_32[0]`, // 5. If married filing jointly, enter your spouse's earned income (if yo
    l6: `${P}Page1[0].f1_33[0]`, // 6. Enter the smallest of line 3, 4, or 5.
    l7: `${P}Page1[0].f1_39[0]`, // 7. Tax liability limit. Enter the amount from the Credit Limit Workshe
    l8: `${P}Page1[0].f1_35[0]`, // 8. Enter on line 8 the decimal amount shown below that applies to the
    l9a: `${P}Page1[0].f1_36[0]`, // 9a. Multiply line 6 by the decimal amount on line 8.
    l9b: `${P}Page1[0].f1_37[0]`, // 9b. If you paid 2023 expenses in 2024, complete Worksheet A in the ins
    l9c: `${P}Page1[0].f1_38[0]`, // 9c. Add lines 9a and 9b and enter the result.
    l11: `${P}Page1[0].f1_40[0]`, // 11. Credit for child and dependent care expenses. Enter the smaller of
    l12: `${P}Page2[0].f2_1[0]`, // 12. Enter the total amount of depen
    l13: `${P}Page2[0].f2_2[0]`, // 13. Enter the amount, if any, you carried over from 2023 and used in 2
    l14: `${P}Page2[0].f2_3[0]`, // 14. Open parenthesis. If you forfeited or carried over to 2025 any of
    l15: `${P}Page2[0].f2_4[0]`, // 15. Combine lines 12 through 14. See instructions.
    l16: `${P}Page2[0].Line16_ReadOrder[0].f2_5[0]`, // 16. Enter the total amount of qualified expenses incurred in 2024 for
    l17: `${P}Page2[0].f2_6[0]`, // 17. Enter the smaller of line 15 or 16.
    l18: `${P}Page2[0].f2_7[0]`, // 18. Enter your earned income. See instructions.
    l19: `${P}Page2[0].f2_8[0]`, // 19. Enter the amount shown below that applies to you. If married filin
    l20: `${P}Page2[0].f2_9[0]`, // 20. Enter the smallest of line 17, 18, or 19.
    l21: `${P}Page2[0].f2_10[0]`, // 21. Enter $5,000 ($2,500 if married filing separately and you were req
    l22: `${P}Page2[0].f2_11[0]`, // 22. Amount.
    l23: `${P}Page2[0].f2_12[0]`, // 23. Subtract line 22 from line 15.
    l24: `${P}Page2[0].f2_13[0]`, // 24. Deductible benefits. Enter the smallest of line 20, 21, or 22. Als
    l25: `${P}Page2[0].f2_14[0]`, // 25. Excluded benefits. If you checked "No" on line 22, enter the small
    l26: `${P}Page2[0].f2_15[0]`, // 26. Taxable benefits. Subtract line 25 from line 23. If zero or less,
    l27: `${P}Page2[0].f2_16[0]`, // To claim the child and dependent care credit, complete lines 27 throug
    l28: `${P}Page2[0].f2_17[0]`, // 28. Add lines 24 and 25.
    l29: `${P}Page2[0].f2_18[0]`, // 29. Subtract line 28 from line 27. If zero or less, stop. You can't ta
    l30: `${P}Page2[0].f2_19[0]`, // 30. Complete line 2 on page 1 of this form. Don't include in column (d
    l31: `${P}Page2[0].f2_20[0]`, // 31. Enter the smaller of line 29 or 30. Also, enter this amount on lin
  },
};
