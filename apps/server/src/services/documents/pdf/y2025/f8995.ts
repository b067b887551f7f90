/** Form 8995 (2025), f8995.pdf: each line key is the 2025 form's own line number (from the field list's descriptions). */
import type { FormMap } from '../types';

const P = 'topmostSubform[0].';

export const f8995Map2025: FormMap = {
  pdf: 'f8995.pdf',
  name: `${P}Page1[0].f1_01[0]`,
  ssn: `${P}Page1[0].f1_02[0]`,
  lines: {
    l2: `${P}Page1[0].Line2_ReadOrder[0].f1_18[0]`, // 2. Total qualified business income or (loss). Combine lines 1 i throug
    l3: `${P}Page1[0].f1_19[0]`, // 3. Open parenthesis. Qualified business net (loss) carryforward from t
    l4: `${P}Page1[0].f1_20[0]`, // 4. Total qualified business income. Combine lines 2 and 3. If zero or
    l5: `${P}Page1[0].f1_21[0]`, // 5. Qualified business income component. Multiply line 4 by 20% (0.20).
    l6: `${P}Page1[0].Line6_ReadOrder[0].f1_22[0]`, // 6. Qualified R E I T dividends and publicly traded partnership (P T P)
    l7: `${P}Page1[0].f1_23[0]`, // 7. Open parenthesis. Qualified R E I T dividends and qualified P T P (
    l8: `${P}Page1[0].f1_24[0]`, // 8. Total qualified R E I T dividends and P T P income. Combine lines 6
    l9: `${P}Page1[0].f1_25[0]`, // 9. R E I T and P T P component. Multiply line 8 by 20% (0.20).
    l10: `${P}Page1[0].f1_26[0]`, // 10. Qualified business income deduction before the income limitation.
    l11: `${P}Page1[0].f1_27[0]`, // 11. Taxable income before qualified business income deduction (see ins
    l12: `${P}Page1[0].f1_28[0]`, // 12. Enter your net capital gain, if any, increased by any qualified di
    l13: `${P}Page1[0].f1_29[0]`, // 13. Subtract line 12 from line 11. If zero or less, enter 0.
    l14: `${P}Page1[0].f1_30[0]`, // 14. Income limitation. Multiply line 13 by 20% (0.20).
    l15: `${P}Page1[0].f1_31[0]`, // 15. Qualified business income deduction. Enter the smaller of line 10
    l16: `${P}Page1[0].f1_32[0]`, // 16. Open parenthesis. Total qualified business (loss) carryforward. Co
    l17: `${P}Page1[0].f1_33[0]`, // 17. Open parenthesis. Total qualified R E I T dividends and P T P (los
  },
};
