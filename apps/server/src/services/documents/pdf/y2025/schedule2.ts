/** Schedule 2 (2025), f1040s2.pdf: each line key is the 2025 form's own line number (from the field list's descriptions). */
import type { FormMap } from '../types';

const P = 'form1[0].';

export const schedule2Map2025: FormMap = {
  pdf: 'f1040s2.pdf',
  name: `${P}Page1[0].f1_01[0]`,
  ssn: `${P}Page1[0].f1_02[0]`,
  lines: {
    l1a: `${P}Page1[0].Line1a_ReadOrder[0].f1_03[0]`, // Part I. Tax. 1. Additions to tax: a. Excess advance premium tax credit
    l1b: `${P}Page1[0].f1_04[0]`, // 1b. Repayment of new clean vehicle credit(s) transferred to a register
    l1c: `${P}Page1[0].f1_05[0]`, // 1c. Repayment of previously owned clean vehicle credit(s) transferred
    l1d: `${P}Page1[0].f1_06[0]`, // 1d. Recapture of net E P E from Form 4255, line 2a, column (l).
    l1e: `${P}Page1[0].f1_07[0]`, // 1e. Amount.
    l1f: `${P}Page1[0].f1_08[0]`, // 1f. Amount.
    l1y: `${P}Page1[0].f1_10[0]`, // 1y. Amount.
    l1z: `${P}Page1[0].f1_11[0]`, // 1z. Add lines 1a through 1y.
    l2: `${P}Page1[0].f1_12[0]`, // 2. Alternative minimum tax. Attach Form 6251.
    l3: `${P}Page1[0].f1_13[0]`, // 3. Add lines 1z and 2. Enter here and on Form 1040, 1040-S R, or 1040-
    l4: `${P}Page1[0].f1_15[0]`, // 4. Amount.
    l5: `${P}Page1[0].f1_16[0]`, // 5. Social security and Medicare tax on unreported tip income. Attach F
    l6: `${P}Page1[0].f1_17[0]`, // 6. Uncollected social security and Medicare tax on wages. Attach Form
    l7: `${P}Page1[0].f1_18[0]`, // 7. Total additional social security and Medicare tax. Add lines 5 and
    l8: `${P}Page1[0].f1_19[0]`, // 8. Amount.
    l9: `${P}Page1[0].f1_20[0]`, // 9. Household employment taxes. Attach Schedule H.
    l10: `${P}Page1[0].f1_21[0]`, // 10. Reserved for future use.
    l11: `${P}Page1[0].f1_22[0]`, // 11. Additional Medicare Tax. Attach Form 8959.
    l12: `${P}Page1[0].f1_23[0]`, // 12. Net investment income tax. Attach Form 8960.
    l13: `${P}Page1[0].f1_24[0]`, // 13. Uncollected social security and Medicare or R R T A tax on tips or
    l14: `${P}Page1[0].f1_25[0]`, // 14. Interest on tax due on installment income from the sale of certain
    l15: `${P}Page1[0].f1_26[0]`, // 15. Interest on the deferred tax on gain from certain installment sale
    l16: `${P}Page1[0].f1_27[0]`, // 16. Recapture of low-income housing credit. Attach Form 8611.
    l17a: `${P}Page2[0].Line17a_ReadOrder[0].f2_02[0]`, // 17a. and amount:
    l17b: `${P}Page2[0].f2_03[0]`, // 17b. Recapture of federal mortgage subsidy. If you sold your home, see
    l17c: `${P}Page2[0].f2_04[0]`, // 17c. Additional tax on H S A distributions. Attach Form 8889.
    l17d: `${P}Page2[0].f2_05[0]`, // 17d. Additional tax on an H S A because you didn't remain an eligible
    l17e: `${P}Page2[0].f2_06[0]`, // 17e. Additional tax on Archer M S A distributions. Attach Form 8853.
    l17f: `${P}Page2[0].f2_07[0]`, // 17f. Additional tax on Medicare Advantage M S A distributions. Attach
    l17g: `${P}Page2[0].f2_08[0]`, // 17g. Recapture of a charitable contribution deduction related to a fra
    l17h: `${P}Page2[0].f2_09[0]`, // 17h. Income your received from a nonqualified deferred compensation pl
    l17i: `${P}Page2[0].f2_10[0]`, // 17i. Compensation you received from a nonqualified deferred compensati
    l17j: `${P}Page2[0].f2_11[0]`, // 17j. Section 72(m)(5) excess benefits tax.
    l17k: `${P}Page2[0].f2_12[0]`, // 17k. Golden parachute payments.
    l17l: `${P}Page2[0].f2_13[0]`, // 17l. Tax on accumulation distribution of trusts.
    l17m: `${P}Page2[0].f2_14[0]`, // 17m. Excise tax on insider stock compensation from an expatriated corp
    l17n: `${P}Page2[0].f2_15[0]`, // 17n. Look-back interest under section 167(g) or 460(b) from Form 8697
    l17o: `${P}Page2[0].f2_16[0]`, // 17o. Tax on non-effectively connected income for any part of the year
    l17p: `${P}Page2[0].f2_17[0]`, // 17p. Any interest from Form 8621, line 16f, relating to distributions
    l17q: `${P}Page2[0].f2_18[0]`, // 17q. Any interest from Form 8621, line 24.
    l17z: `${P}Page2[0].f2_20[0]`, // 17z. and amount:
    l18: `${P}Page2[0].f2_21[0]`, // 18. Total additional taxes. Add lines 17a through 17z.
    l19: `${P}Page2[0].f2_22[0]`, // 19. Recapture of net E P E from Form 4255, line 1d, column (l).
    l20: `${P}Page2[0].f2_23[0]`, // 20. Section 965 net tax liability installment from Form 965-A.
    l21: `${P}Page2[0].f2_24[0]`, // 21. Add lines 4, 7 through 16, 18, and 19. These are your total other
  },
};
