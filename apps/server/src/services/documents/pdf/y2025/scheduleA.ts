/** Schedule A (2025), f1040sa.pdf: each line key is the 2025 form's own line number (from the field list's descriptions). */
import type { FormMap } from '../types';

const P = 'form1[0].';

export const scheduleAMap2025: FormMap = {
  pdf: 'f1040sa.pdf',
  name: `${P}Page1[0].f1_1[0]`,
  ssn: `${P}Page1[0].f1_2[0]`,
  lines: {
    l1: `${P}Page1[0].f1_3[0]`, // Medical and Dental Expenses. Caution: Do not include expenses reimburs
    l2: `${P}Page1[0].Line2_ReadOrder[0].f1_4[0]`, // 2. Enter amount from Form 1040 or 1040-S R, line 11b.
    l3: `${P}Page1[0].f1_5[0]`, // 3. Multiply line 2 by 7.5 % (0.075).
    l4: `${P}Page1[0].f1_6[0]`, // 4. Subtract line 3 from line 1. If line 3 is more than line 1, enter 0
    l5a: `${P}Page1[0].f1_7[0]`, // 5a. Amount.
    l5b: `${P}Page1[0].f1_8[0]`, // 5b. State and local real estate taxes (see instructions).
    l5c: `${P}Page1[0].f1_9[0]`, // 5c. State and local personal property taxes.
    l5d: `${P}Page1[0].f1_10[0]`, // 5d. Add lines 5a through 5c.
    l5e: `${P}Page1[0].f1_11[0]`, // 5e. Enter the smaller of line 5d or $40,000 ($20,000 if married filing
    l6: `${P}Page1[0].f1_13[0]`, // 6. and amount:
    l7: `${P}Page1[0].f1_14[0]`, // 7. Add lines 5e and 6.
    l8a: `${P}Page1[0].f1_15[0]`, // 8a. Home mortgage interest and points reported to you on Form 1098. Se
    l8b: `${P}Page1[0].f1_17[0]`, // 8b. Amount.
    l8c: `${P}Page1[0].f1_18[0]`, // 8c. Points not reported to you on Form 1098. See instructions for spec
    l8d: `${P}Page1[0].f1_19[0]`, // 8d. Reserved for future use.
    l8e: `${P}Page1[0].f1_20[0]`, // 8e. Add lines 8a through 8c.
    l9: `${P}Page1[0].f1_21[0]`, // 9. Investment interest. Attach Form 4952 if required. See instructions
    l10: `${P}Page1[0].f1_22[0]`, // 10. Add lines 8e and 9.
    l11: `${P}Page1[0].f1_23[0]`, // Gifts to Charity. Caution: If you made a gift and got a benefit for it
    l12: `${P}Page1[0].f1_24[0]`, // 12. Other than by cash or check. If you made any gift of $250 or more,
    l13: `${P}Page1[0].f1_25[0]`, // 13. Carryover from prior year.
    l14: `${P}Page1[0].f1_26[0]`, // 14. Add lines 11 through 13.
    l15: `${P}Page1[0].f1_27[0]`, // Casualty and Theft Losses. 15. Casualty and theft loss(es) from a fede
    l16: `${P}Page1[0].f1_29[0]`, // 16. and amount:
    l17: `${P}Page1[0].f1_30[0]`, // Total Itemized Deductions. 17. Add the amounts in the far right column
  },
};
