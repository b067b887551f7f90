/**
 * Schedule 1 (2025), f1040s1.pdf: root renamed (topmostSubform), line 7 and every line 8 field one
 * down, line 24z on; each line key is the 2025 form's own line number (from the field descriptions).
 */
import type { FormMap } from '../types';

const P = 'topmostSubform[0].';

export const schedule1Map2025: FormMap = {
  pdf: 'f1040s1.pdf',
  name: `${P}Page1[0].f1_01[0]`,
  ssn: `${P}Page1[0].f1_02[0]`,
  lines: {
    l1: `${P}Page1[0].f1_04[0]`, // Part I. Additional Income. 1. Taxable refunds, credits, or offsets of
    l2a: `${P}Page1[0].f1_05[0]`, // 2a. Alimony received.
    l3: `${P}Page1[0].f1_07[0]`, // 3. Business income or (loss). Attach Schedule C.
    l4: `${P}Page1[0].f1_08[0]`, // 4. Amount.
    l5: `${P}Page1[0].f1_09[0]`, // 5. Rental real estate, royalties, partnerships, S corporations, trusts
    l6: `${P}Page1[0].f1_10[0]`, // 6. Farm income or (loss). Attach Schedule F.
    l7: `${P}Page1[0].f1_12[0]`, // 7. Amount.
    l8a: `${P}Page1[0].Line8a_ReadOrder[0].f1_13[0]`, // 8. Other income: a. Open parenthesis. Net operating loss. Close parent
    l8b: `${P}Page1[0].f1_14[0]`, // 8b. Gambling.
    l8c: `${P}Page1[0].f1_15[0]`, // 8c. Cancellation of debt.
    l8d: `${P}Page1[0].f1_16[0]`, // 8d. Open parenthesis. Foreign earned income exclusion from Form 2555.
    l8e: `${P}Page1[0].f1_17[0]`, // 8e. Income from Form 8853.
    l8f: `${P}Page1[0].f1_18[0]`, // 8f. Income from Form 8889.
    l8g: `${P}Page1[0].f1_19[0]`, // 8g. Alaska Permanent Fund dividends.
    l8h: `${P}Page1[0].f1_20[0]`, // 8h. Jury duty pay.
    l8i: `${P}Page1[0].f1_21[0]`, // 8i. Prizes and awards.
    l8j: `${P}Page1[0].f1_22[0]`, // 8j. Activity not engaged in for profit income.
    l8k: `${P}Page1[0].f1_23[0]`, // 8k. Stock options.
    l8l: `${P}Page1[0].f1_24[0]`, // 8l. Income from the rental of personal property if you engaged in the
    l8m: `${P}Page1[0].f1_25[0]`, // 8m. Olympic and Paralympic medals and U S O C prize money (see instruc
    l8n: `${P}Page1[0].f1_26[0]`, // 8n. Section 951(a) inclusion (see instructions).
    l8o: `${P}Page1[0].f1_27[0]`, // 8o. Section 951A(a) inclusion (see instructions).
    l8p: `${P}Page1[0].f1_28[0]`, // 8p. Section 461(l) excess business loss adjustment.
    l8q: `${P}Page1[0].f1_29[0]`, // 8q. Taxable distributions from an A B L E account (see instructions).
    l8r: `${P}Page1[0].f1_30[0]`, // 8r. Scholarship and fellowship grants not reported on Form W-2.
    l8s: `${P}Page1[0].f1_31[0]`, // 8s. Open parenthesis. Nontaxable amount of Medicaid waiver payments in
    l8t: `${P}Page1[0].f1_32[0]`, // 8t. Pension or annuity from a nonqualifed deferred compensation plan o
    l8u: `${P}Page1[0].f1_33[0]`, // 8u. Wages earned while incarcerated.
    l8v: `${P}Page1[0].f1_34[0]`, // 8v. Digital assets received as ordinary income not reported elsewhere.
    l8z: `${P}Page1[0].f1_36[0]`, // 8z. and amount:
    l9: `${P}Page1[0].f1_37[0]`, // 9. Total other income. Add lines 8a through 8z.
    l10: `${P}Page1[0].f1_38[0]`, // 10. Combine lines 1 through 7 and 9. This is your additional income. E
    l11: `${P}Page2[0].f2_01[0]`, // 11. Educator expenses.
    l12: `${P}Page2[0].f2_02[0]`, // 12. Certain business expenses of reservists, performing artists, and f
    l13: `${P}Page2[0].f2_03[0]`, // 13. Health savings account deduction. Attach Form 8889.
    l14: `${P}Page2[0].f2_04[0]`, // 14. Amount.
    l15: `${P}Page2[0].f2_05[0]`, // 15. Deductible part of self-employment tax. Attach Schedule S E.
    l16: `${P}Page2[0].f2_06[0]`, // 16. Self-employed S E P, S I M P L E, and qualified plans.
    l17: `${P}Page2[0].f2_07[0]`, // 17. Self-employed health insurance deduction.
    l18: `${P}Page2[0].f2_08[0]`, // 18. Penalty on early withdrawal of savings.
    l19a: `${P}Page2[0].f2_09[0]`, // 19a. Alimony paid.
    l20: `${P}Page2[0].f2_12[0]`, // 20. Amount.
    l21: `${P}Page2[0].f2_13[0]`, // 21. Student loan interest deduction.
    l22: `${P}Page2[0].f2_14[0]`, // 22. Reserved for future use.
    l23: `${P}Page2[0].f2_15[0]`, // 23. Archer M S A deduction.
    l24a: `${P}Page2[0].Line24a_ReadOrder[0].f2_16[0]`, // 24. Other adjustments: a. Jury duty pay (see instructions).
    l24b: `${P}Page2[0].f2_17[0]`, // 24b. Deductible expenses related to income reported on line 8l from th
    l24c: `${P}Page2[0].f2_18[0]`, // 24c. Nontaxable amount of the value of Olympic and Paralympic medals a
    l24d: `${P}Page2[0].f2_19[0]`, // 24d. Reforestation amortization and expenses.
    l24e: `${P}Page2[0].f2_20[0]`, // 24e. Repayment of supplemental unemployment benefits under the Trade A
    l24f: `${P}Page2[0].f2_21[0]`, // 24f. Contributions to section 501(c)(18)(D) pension plans.
    l24g: `${P}Page2[0].f2_22[0]`, // 24g. Contributions by certain chaplains to section 403(b) plans.
    l24h: `${P}Page2[0].f2_23[0]`, // 24h. Attorney fees and court costs for actions involving certain unlaw
    l24i: `${P}Page2[0].f2_24[0]`, // 24i. Attorney fees and court costs you paid in connection with an awar
    l24j: `${P}Page2[0].f2_25[0]`, // 24j. Housing deduction from Form 2555.
    l24k: `${P}Page2[0].f2_26[0]`, // 24k. Excess deductions of section 67(e) expenses from Schedule K-1 (Fo
    l24z: `${P}Page2[0].f2_28[0]`, // 24z. and amount:
    l25: `${P}Page2[0].f2_29[0]`, // 25. Total other adjustments. Add lines 24a through 24z.
    l26: `${P}Page2[0].f2_30[0]`, // 26. Add lines 11 through 23 and 25. These are your adjustments to inco
  },
};
