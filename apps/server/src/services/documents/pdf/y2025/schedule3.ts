/** Schedule 3 (2025), f1040s3.pdf: each line key is the 2025 form's own line number (from the field list's descriptions). */
import type { FormMap } from '../types';

const P = 'topmostSubform[0].';

export const schedule3Map2025: FormMap = {
  pdf: 'f1040s3.pdf',
  name: `${P}Page1[0].f1_01[0]`,
  ssn: `${P}Page1[0].f1_02[0]`,
  lines: {
    l1: `${P}Page1[0].f1_03[0]`, // Part I. Nonrefundable Credits. 1. Foreign tax credit. Attach Form 1116
    l2: `${P}Page1[0].f1_04[0]`, // 2. Credit for child and dependent care expenses from Form 2441, line 1
    l3: `${P}Page1[0].f1_05[0]`, // 3. Education credits from Form 8863, line 19.
    l4: `${P}Page1[0].f1_06[0]`, // 4. Retirement savings contributions credit. Attach Form 8880.
    l5a: `${P}Page1[0].f1_07[0]`, // 5a. Residential clean energy credit from Form 5695, line 15.
    l5b: `${P}Page1[0].f1_08[0]`, // 5b. Energy efficient home improvement credit from Form 5695, line 32.
    l6a: `${P}Page1[0].Line6a_ReadOrder[0].f1_09[0]`, // 6. Other nonrefundable credits: a. General business credit. Attach For
    l6b: `${P}Page1[0].f1_10[0]`, // 6b. Credit for prior year minimum tax. Attach Form 8801.
    l6c: `${P}Page1[0].f1_11[0]`, // 6c. Adoption credit. Attach Form 8839.
    l6d: `${P}Page1[0].f1_12[0]`, // 6d. Credit for the elderly or disabled. Attach Schedule R.
    l6e: `${P}Page1[0].f1_13[0]`, // 6e. Reserved for future use.
    l6f: `${P}Page1[0].f1_14[0]`, // 6f. Clean vehicle credit. Attach Form 8936.
    l6g: `${P}Page1[0].f1_15[0]`, // 6g. Mortgage interest credit. Attach Form 8396.
    l6h: `${P}Page1[0].f1_16[0]`, // 6h. District of Columbia first-time homebuyer credit. Attach Form 8859
    l6i: `${P}Page1[0].f1_17[0]`, // 6i. Qualified electric vehicle credit. Attach Form 8834.
    l6j: `${P}Page1[0].f1_18[0]`, // 6j. Alternative fuel vehicle refueling property credit. Attach Form 89
    l6k: `${P}Page1[0].f1_19[0]`, // 6k. Credit to holders of tax credit bonds. Attach Form 8912.
    l6l: `${P}Page1[0].f1_20[0]`, // 6l. Amount on Form 8978, line 14. See instructions.
    l6m: `${P}Page1[0].f1_21[0]`, // 6m. Credit for previously owned clean vehicles. Attach Form 8936.
    l6z: `${P}Page1[0].f1_23[0]`, // 6z. and amount:
    l7: `${P}Page1[0].f1_24[0]`, // 7. Total other nonrefundable credits. Add lines 6a through 6z.
    l8: `${P}Page1[0].f1_25[0]`, // 8. Add lines 1 through 4, 5a, 5b, and 7. Enter here and on Form 1040,
    l9: `${P}Page1[0].f1_26[0]`, // Part I I. Other Payments and Refundable Credits. 9. Net premium tax cr
    l10: `${P}Page1[0].f1_27[0]`, // 10. Amount paid with request for extension to file (see instructions).
    l11: `${P}Page1[0].f1_28[0]`, // 11. Excess social security and tier 1 R R T A tax withheld.
    l12: `${P}Page1[0].f1_29[0]`, // 12. Credit for federal tax on fuels. Attach Form 4136.
    l13a: `${P}Page1[0].Line13_ReadOrder[0].f1_30[0]`, // 13. Other payments or refundable credits: a. Form 2439.
    l13b: `${P}Page1[0].f1_31[0]`, // 13b. Section 1341 credit for repayment of amounts included in income f
    l13c: `${P}Page1[0].f1_32[0]`, // 13c. Net elective payment election amount from Form 3800, Part I I I,
    l13d: `${P}Page1[0].f1_33[0]`, // 13d. Deferred amount of net 965 tax liability (see instructions).
    l13z: `${P}Page1[0].f1_35[0]`, // 13z. Amount.
    l14: `${P}Page1[0].f1_36[0]`, // 14. Total other payments or refundable credits. Add lines 13a through
    l15: `${P}Page1[0].f1_37[0]`, // 15. Add lines 9 through 12 and 14. Enter here and on Form 1040, 1040-S
  },
};
