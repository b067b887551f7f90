/** scheduleD (2024), f1040sd.pdf: engine line → AcroForm field. Generated from the field list, then checked by rendering. */
import type { FormMap } from './types';

const P = 'topmostSubform[0].';

export const scheduleDMap: FormMap = {
  pdf: 'f1040sd.pdf',
  name: `${P}Page1[0].f1_01[0]`,
  ssn: `${P}Page1[0].f1_02[0]`,
  lines: {
    // Columns (d) and (e) of lines 1a and 8a, when sales are totalled there (engine lines l1a_d …).
    l1a_d: `${P}Page1[0].Table_PartI[0].Row1a[0].f1_03[0]`,
    l1a_e: `${P}Page1[0].Table_PartI[0].Row1a[0].f1_04[0]`,
    l8a_d: `${P}Page1[0].Table_PartII[0].Row8a[0].f1_23[0]`,
    l8a_e: `${P}Page1[0].Table_PartII[0].Row8a[0].f1_24[0]`,
    l1a: `${P}Page1[0].Table_PartI[0].Row1a[0].f1_06[0]`, // Part I. Short-Term Capital Gains and Losses—Generally Assets Held One
    l1b: `${P}Page1[0].Table_PartI[0].Row1b[0].f1_10[0]`, // Row: 1b. Totals for all transactions reported on Form(s) 8949 with Box
    l2: `${P}Page1[0].Table_PartI[0].Row2[0].f1_14[0]`, // Row: 2. Totals for all transactions reported on Form(s) 8949 with Box
    l3: `${P}Page1[0].Table_PartI[0].Row3[0].f1_18[0]`, // Row: 3. Totals for all transactions reported on Form(s) 8949 with Box
    l4: `${P}Page1[0].f1_19[0]`, // 4. Short-term gain from Form 6252 and short-term gain or (loss) from F
    l5: `${P}Page1[0].f1_20[0]`, // 5. Net short-term gain or (loss) from partnerships, S corporations, es
    l6: `${P}Page1[0].f1_21[0]`, // 6. Open parenthesis. Short-term capital loss carryover. Enter the amou
    l7: `${P}Page1[0].f1_22[0]`, // 7. Net short-term capital gain or (loss). Combine lines 1a through 6 i
    l8a: `${P}Page1[0].Table_PartII[0].Row8a[0].f1_26[0]`, // Part I I. Long-Term Capital Gains and Losses—Generally Assets Held Mor
    l8b: `${P}Page1[0].Table_PartII[0].Row8b[0].f1_30[0]`, // Row: 8b. Totals for all transactions reported on Form(s) 8949 with Box
    l9: `${P}Page1[0].Table_PartII[0].Row9[0].f1_34[0]`, // Row: 9. Totals for all transactions reported on Form(s) 8949 with Box
    l10: `${P}Page1[0].Table_PartII[0].Row10[0].f1_38[0]`, // Row: 10. Totals for all transactions reported on Form(s) 8949 with Box
    l11: `${P}Page1[0].f1_39[0]`, // 11. Gain from Form 4797, Part I; long-term gain from Forms 2439 and 62
    l12: `${P}Page1[0].f1_40[0]`, // 12. Net long-term gain or (loss) from partnerships, S corporations, es
    l13: `${P}Page1[0].f1_41[0]`, // 13. Capital gain distributions. See the instructions.
    l14: `${P}Page1[0].f1_42[0]`, // 14. Open parenthesis. Long-term capital loss carryover. Enter the amou
    l15: `${P}Page1[0].f1_43[0]`, // 15. Net long-term capital gain or (loss). Combine lines 8a through 14
    l16: `${P}Page2[0].f2_01[0]`, // 16. Combine lines 7 and 15 and enter the result. If
    l18: `${P}Page2[0].f2_02[0]`, // 18. If you are required to complete the 28% Rate Gain Worksheet (see i
    l19: `${P}Page2[0].f2_03[0]`, // 19. If you are required to complete the Unrecaptured Section 1250 Gain
    l21: `${P}Page2[0].TagCorrectingSubform[0].f2_04[0]`, // 21. Open parenthesis. If line 16 is a loss, enter here and on Form 104
  },
};
