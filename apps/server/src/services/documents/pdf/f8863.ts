/** f8863 (2024), f8863.pdf: engine line → AcroForm field. Generated from the field list, then checked by rendering. */
import type { FormMap } from './types';

const P = 'topmostSubform[0].';

export const f8863Map: FormMap = {
  pdf: 'f8863.pdf',
  name: `${P}Page1[0].f1_1[0]`,
  ssn: `${P}Page1[0].SocialSecurity[0].f1_2[0]`,
  lines: {
    l1: `${P}Page1[0].f1_5[0]`, // Caution. Complete a separate Part I I I on page 2 for each student for
    l2: `${P}Page1[0].f1_6[0]`, // 2. Enter: $180,000 if married filing jointly; $90,000 if single, head
    l3: `${P}Page1[0].f1_7[0]`, // 3. Enter the amount from Form 1040 or 1040-S R, line 11. But if you're
    l4: `${P}Page1[0].f1_8[0]`, // 4. Subtract line 3 from line 2. If zero or less, stop; you can't take
    l5: `${P}Page1[0].f1_9[0]`, // 5. Enter: $20,000 if married filing jointly; $10,000 if single, head o
    l6: `${P}Page1[0].f1_11[0]`, // 6. Digits after the decimal.
    l7: `${P}Page1[0].f1_12[0]`, // 7. Amount.
    l8: `${P}Page1[0].f1_13[0]`, // 8. Refundable American opportunity credit. Multiply line 7 by 40% (0.4
    l9: `${P}Page1[0].f1_14[0]`, // 9. Subtract line 8 from line 7. Enter
    l10: `${P}Page1[0].f1_15[0]`, // 10. After completing Part I I I for each student, enter the total of a
    l11: `${P}Page1[0].f1_16[0]`, // 11. Enter the smaller of line 10 or $10,000.
    l12: `${P}Page1[0].f1_17[0]`, // 12. Multiply line 11 by 20% (0.20).
    l13: `${P}Page1[0].f1_18[0]`, // 13. Enter: $180,000 if married filing jointly; $90,000 if single, head
    l14: `${P}Page1[0].f1_19[0]`, // 14. Enter the amount from Form 1040 or 1040-S R, line 11. But if you'r
    l15: `${P}Page1[0].f1_20[0]`, // 15. Subtract line 14 from line 13. If zero or less, skip lines 16 and
    l16: `${P}Page1[0].f1_21[0]`, // 16. Enter: $20,000 if married filing jointly; $10,000 if single, head
    l17: `${P}Page1[0].f1_23[0]`, // 17. Digits after the decimal.
    l18: `${P}Page1[0].f1_24[0]`, // 18. Multiply line 12 by line 17. Enter here and on line 1 of the Credi
    l19: `${P}Page1[0].f1_25[0]`, // 19. Nonrefundable education credits. Enter the amount from line 7 of t
    l20: `${P}Page2[0].StudentName[0]`, // Caution. Complete Part I I I for each student for whom you're claiming
    l21: `${P}Page2[0].StudentSSN[0].f2_6[0]`, // 21. Last 4-digits.
    l22: `${P}Page2[0].Line22a[0].f2_7[0]`, // 22. Educational institution information (see instructions). a. Name of
    l22a: `${P}Page2[0].Line22a[0].f2_17[0]`, // 22a. (4). Digit 9 of 9.
    l22b: `${P}Page2[0].Line22b[0].f2_28[0]`, // 22b. (4). Digit 9 of 9.
    l27: `${P}Page2[0].f2_29[0]`, // Caution. You can't take the American opportunity credit and the lifeti
    l28: `${P}Page2[0].f2_30[0]`, // 28. Subtract $2,000 from line 27. If zero or less, enter 0.
    l29: `${P}Page2[0].f2_31[0]`, // 29. Multiply line 28 by 25% (0.25).
    l30: `${P}Page2[0].f2_32[0]`, // 30. If line 28 is zero, enter the amount from line 27. Otherwise, add
    l31: `${P}Page2[0].f2_33[0]`, // Lifetime Learning Credit. 31. Adjusted qualified education expenses (s
  },
};
