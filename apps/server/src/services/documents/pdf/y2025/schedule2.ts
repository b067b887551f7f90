/**
 * Schedule 2 (2025): the 2024 map with the fields that moved or changed line on the 2025 form (each
 * key the 2025 form's own line number, found from the 2025 field list's descriptions).
 */
import type { FormMap } from '../types';
import { schedule2Map } from '../schedule2';

const P = 'form1[0].';

export const schedule2Map2025: FormMap = {
  ...schedule2Map,
  lines: {
    ...schedule2Map.lines,
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
    l17z: `${P}Page2[0].f2_20[0]`, // 17z. and amount:
    l18: `${P}Page2[0].f2_21[0]`, // 18. Total additional taxes. Add lines 17a through 17z.
    l19: `${P}Page2[0].f2_22[0]`, // 19. Recapture of net E P E from Form 4255, line 1d, column (l).
    l20: `${P}Page2[0].f2_23[0]`, // 20. Section 965 net tax liability installment from Form 965-A.
    l21: `${P}Page2[0].f2_24[0]`, // 21. Add lines 4, 7 through 16, 18, and 19. These are your total other
  },
};
