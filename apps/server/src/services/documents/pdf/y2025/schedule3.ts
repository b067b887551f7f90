/**
 * Schedule 3 (2025): the 2024 map with the fields that moved or changed line on the 2025 form (each
 * key the 2025 form's own line number, found from the 2025 field list's descriptions).
 */
import type { FormMap } from '../types';
import { schedule3Map } from '../schedule3';

const P = 'topmostSubform[0].';

export const schedule3Map2025: FormMap = {
  ...schedule3Map,
  lines: {
    ...schedule3Map.lines,
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
