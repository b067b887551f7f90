/** f8960 (2024), f8960.pdf: engine line → AcroForm field. Generated from the field list, then checked by rendering. */
import type { FormMap } from './types';

const P = 'topmostSubform[0].';

export const f8960Map: FormMap = {
  pdf: 'f8960.pdf',
  name: `${P}Page1[0].f1_1[0]`,
  ssn: `${P}Page1[0].f1_2[0]`,
  lines: {
    l1: `${P}Page1[0].f1_3[0]`, // 1. Taxable interest (see instructions).
    l2: `${P}Page1[0].f1_4[0]`, // 2. Ordinary dividends (see instructions).
    l3: `${P}Page1[0].f1_5[0]`, // 3. Annuities (see instructions).
    l4a: `${P}Page1[0].f1_6[0]`, // 4a. Rental real estate, royalties, partnerships, S corporations, trust
    l4b: `${P}Page1[0].f1_7[0]`, // 4b. Adjustment for net income or loss derived in the ordinary course o
    l4c: `${P}Page1[0].f1_8[0]`, // 4c. Combine lines 4a and 4b.
    l5a: `${P}Page1[0].f1_9[0]`, // 5a. Net gain or loss from disposition of property (see instructions).
    l5b: `${P}Page1[0].f1_10[0]`, // 5b. Net gain or loss from disposition of property that is not subject
    l5c: `${P}Page1[0].f1_11[0]`, // 5c. Adjustment from disposition of partnership interest or S corporati
    l5d: `${P}Page1[0].f1_12[0]`, // 5d. Combine lines 5a through 5c.
    l6: `${P}Page1[0].f1_13[0]`, // 6. Adjustments to investment income for certain C F Cs and P F I Cs (s
    l7: `${P}Page1[0].f1_14[0]`, // 7. Other modifications to investment income (see instructions).
    l8: `${P}Page1[0].f1_15[0]`, // 8. Total investment income. Combine lines 1, 2, 3, 4c, 5d, 6, and 7.
    l9a: `${P}Page1[0].f1_16[0]`, //
    l9b: `${P}Page1[0].f1_17[0]`, // 9b. State, local, and foreign income tax (see instructions).
    l9c: `${P}Page1[0].f1_18[0]`, // 9c. Miscellaneous investment expenses (see instructions).
    l9d: `${P}Page1[0].f1_19[0]`, // 9d. Add lines 9a, 9b, and 9c.
    l10: `${P}Page1[0].f1_20[0]`, // 10. Additional modifications (see instructions).
    l11: `${P}Page1[0].f1_21[0]`, // 11. Total deductions and modifications. Add lines 9d and 10.
    l12: `${P}Page1[0].f1_22[0]`, // 12. Net investment income. Subtract Part I I, line
    l13: `${P}Page1[0].f1_23[0]`, // Individuals: 13. Modified adjusted gross income (see instructions).
    l14: `${P}Page1[0].f1_24[0]`, // 14. Threshold based on filing status (see instructions).
    l15: `${P}Page1[0].f1_25[0]`, // 15. Subtract line 14 from line 13. If zero or less, enter 0.
    l16: `${P}Page1[0].f1_26[0]`, // 16. Enter the smaller of line 12 or line 15.
    l17: `${P}Page1[0].f1_27[0]`, // 17. Net investment income tax for individuals. Multiply line 16 by 3.8
    l18a: `${P}Page1[0].f1_28[0]`, // Estates and Trusts: 18a. Net investment income (line 12 above).
    l18b: `${P}Page1[0].f1_29[0]`, // 18b. Deductions for distributions of net investment income and charita
    l18c: `${P}Page1[0].f1_30[0]`, // 18c. Undistributed net investment income. Subtract line 18b from line
    l19a: `${P}Page1[0].f1_31[0]`, // 19a. Adjusted gross income (see instructions).
    l19b: `${P}Page1[0].f1_32[0]`, // 19b. Highest tax bracket for estates and trusts for the year (see inst
    l19c: `${P}Page1[0].f1_33[0]`, // 19c. Subtract line 19b from line 19a. If zero or less, enter 0.
    l20: `${P}Page1[0].f1_34[0]`, // 20. Enter the smaller of line 18c or line 19c.
    l21: `${P}Page1[0].f1_35[0]`, // 21. Net investment income tax for estates and trusts. Multiply line 20
  },
};
