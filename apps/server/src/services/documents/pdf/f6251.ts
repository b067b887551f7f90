/** f6251 (2024), f6251.pdf: engine line → AcroForm field. Generated from the field list, then checked by rendering. */
import type { FormMap } from './types';

const P = 'topmostSubform[0].';

export const f6251Map: FormMap = {
  pdf: 'f6251.pdf',
  name: `${P}Page1[0].f1_1[0]`,
  ssn: `${P}Page1[0].f1_2[0]`,
  lines: {
    l1: `${P}Page1[0].f1_3[0]`, // Part I. Alternative Minimum Taxable Income (See instructions for how t
    l2a: `${P}Page1[0].f1_4[0]`, // 2a. If filing Schedule A (Form 1040), enter the taxes from Schedule A,
    l2b: `${P}Page1[0].f1_5[0]`, // 2b. Open parenthesis. Tax refund from Schedule 1 (Form 1040), line 1 o
    l2c: `${P}Page1[0].f1_6[0]`, // 2c. Investment interest expense (difference between regular tax and A
    l2d: `${P}Page1[0].f1_7[0]`, // 2d. Depletion (difference between regular tax and A M T).
    l2e: `${P}Page1[0].f1_8[0]`, // 2e. Net operating loss deduction from Schedule 1 (Form 1040), line 8a.
    l2f: `${P}Page1[0].f1_9[0]`, // 2f. Open parenthesis. Alternative tax net operating loss deduction. Cl
    l2g: `${P}Page1[0].f1_10[0]`, // 2g. Interest from specified private activity bonds exempt from the reg
    l2h: `${P}Page1[0].f1_11[0]`, // 2h. Qualified small business stock, see instructions.
    l2i: `${P}Page1[0].f1_12[0]`, // 2i. Exercise of incentive stock options (excess of A M T income over r
    l2j: `${P}Page1[0].f1_13[0]`, // 2j. Estates and trusts (amount from Schedule K-1 (Form 1041), box 12,
    l2k: `${P}Page1[0].f1_14[0]`, // 2k. Disposition of property (difference between A M T and regular tax
    l2l: `${P}Page1[0].f1_15[0]`, // 2l. Depreciation on assets placed in service after 1986 (difference be
    l2m: `${P}Page1[0].f1_16[0]`, // 2m. Passive activities (difference between A M T and regular tax incom
    l2n: `${P}Page1[0].f1_17[0]`, // 2n. Loss limitations (difference between A M T and regular tax income
    l2o: `${P}Page1[0].f1_18[0]`, // 2o. Circulation costs (difference between regular tax and A M T).
    l2p: `${P}Page1[0].f1_19[0]`, // 2p. Long-term contracts (difference between A M T and regular tax inco
    l2q: `${P}Page1[0].f1_20[0]`, // 2q. Mining costs (difference between regular tax and A M T).
    l2r: `${P}Page1[0].f1_21[0]`, // 2r. Research and experimental costs (difference between regular tax an
    l2s: `${P}Page1[0].f1_22[0]`, // 2s. Open parenthesis. Income from certain installment sales before Jan
    l2t: `${P}Page1[0].f1_23[0]`, // 2t. Intangible drilling costs preference.
    l3: `${P}Page1[0].f1_24[0]`, // 3. Other adjustments, including income-based related adjustments.
    l4: `${P}Page1[0].f1_25[0]`, // 4. Alternative minimum taxable income. Combine lines 1 through 3. (If
    l5: `${P}Page1[0].f1_26[0]`, // 5. Exemption. IF your filing status i
    l6: `${P}Page1[0].f1_27[0]`, // 6. Subtract line 5 from line 4. If more than zero, go to line 7. If ze
    l7: `${P}Page1[0].f1_28[0]`, // 7. If you are filing Form 2555, see instructions for the amount to ent
    l8: `${P}Page1[0].f1_29[0]`, // 8. Alternative minimum tax foreign tax credit (see instructions).
    l9: `${P}Page1[0].f1_30[0]`, // 9. Tentative minimum tax. Subtract line 8 from line 7.
    l10: `${P}Page1[0].f1_31[0]`, // 10. Add Form 1040 or 1040-S R, line 16 (minus any tax from Form 4972),
    l11: `${P}Page1[0].f1_32[0]`, // 11. A M T. Subtract line 10 from line 9. If zero or less, enter 0. Ent
    l12: `${P}Page2[0].f2_1[0]`, // Complete
    l13: `${P}Page2[0].f2_2[0]`, // 13. Enter the amount from line 4 of the Qualified Dividends and Capita
    l14: `${P}Page2[0].f2_3[0]`, // 14. Enter the amount from Schedule D (Form 1040), line 19 (as refigure
    l15: `${P}Page2[0].f2_4[0]`, // 15. If you did not complete a Schedule D Tax Worksheet for the regular
    l16: `${P}Page2[0].f2_5[0]`, // 16. Enter the smaller of line 12 or line 15.
    l17: `${P}Page2[0].f2_6[0]`, // 17. Subtract line 16 from line 12.
    l18: `${P}Page2[0].f2_7[0]`, // 18. If line 17 is $232,600 or less ($116,300 or less if married filing
    l19: `${P}Page2[0].f2_8[0]`, // 19. Enter: $94,050 if married filing jointly or qualifying surviving s
    l20: `${P}Page2[0].f2_9[0]`, // 20. Enter the amount from line 5 of the Qualified Dividends and Capita
    l21: `${P}Page2[0].f2_10[0]`, // 21. Subtract line 20 from line 19. If zero or less, enter 0.
    l22: `${P}Page2[0].f2_11[0]`, // 22. Enter the smaller of line 12 or line 13.
    l23: `${P}Page2[0].f2_12[0]`, // 23. Enter the smaller of line 21 or line 22. This amount is taxed at 0
    l24: `${P}Page2[0].f2_13[0]`, // 24. Subtract line 23 from line 22.
    l25: `${P}Page2[0].f2_14[0]`, // 25. Enter: $518,900 if single. $291,850 if married filing separately.
    l26: `${P}Page2[0].f2_15[0]`, // 26. Enter the amount from line 21.
    l27: `${P}Page2[0].f2_16[0]`, // 27. Enter the amount from line 5 of the Qualified Dividends and Capita
    l28: `${P}Page2[0].f2_17[0]`, // 28. Add line 26 and line 27.
    l29: `${P}Page2[0].f2_18[0]`, // 29. Subtract line 28 from line 25. If zero or less, enter 0.
    l30: `${P}Page2[0].f2_19[0]`, // 30. Enter the smaller of line 24 or line 29.
    l31: `${P}Page2[0].f2_20[0]`, // 31. Multiply line 30 by 15% (0.15).
    l32: `${P}Page2[0].f2_21[0]`, // 32. Add lines 23 and 30.
    l33: `${P}Page2[0].f2_22[0]`, // If lines 32 and 12 are the same, skip lines 33 through 37 and go to li
    l34: `${P}Page2[0].f2_23[0]`, // 34. Multiply line 33 by 20% (0.20).
    l35: `${P}Page2[0].f2_24[0]`, // If line 14 is zero or blank, skip lines 35 through 37 and go to line 3
    l36: `${P}Page2[0].f2_25[0]`, // 36. Subtract line 35 from line 12.
    l37: `${P}Page2[0].f2_26[0]`, // 37. Multiply line 36 by 25% (0.25).
    l38: `${P}Page2[0].f2_27[0]`, // 38. Add lines 18, 31, 34, and 37.
    l39: `${P}Page2[0].f2_28[0]`, // 39. If line 12 is $232,600 or less ($116,300 or less if married filing
    l40: `${P}Page2[0].f2_29[0]`, // 40. Enter the smaller of line 38 or line 39 here and on line 7. If you
  },
};
