/**
 * Schedule 1-A (2025, new), f1040s1a.pdf: additional deductions (tips, overtime, car loan interest,
 * seniors), line 38 to Form 1040 line 13b. Fields run in line order: page 1 f1_03 (line 1) to f1_31
 * (line 21), page 2 the line 22 table and f2_07 (line 23) to f2_23 (line 38). Line 22's columns
 * (ii) is keyed `l22a_ii`, …; column (iii), the line's amount, `l22a`, …; the VINs (f2_01, f2_04) come from the input.
 */
import type { FormMap } from '../types';

const P1 = 'form1[0].Page1[0].';
const P2 = 'form1[0].Page2[0].';

export const schedule1AMap2025: FormMap = {
  pdf: 'f1040s1a.pdf',
  name: `${P1}f1_01[0]`,
  ssn: `${P1}f1_02[0]`,
  lines: {
    l1: `${P1}f1_03[0]`,
    l2a: `${P1}f1_04[0]`,
    l2b: `${P1}f1_05[0]`,
    l2c: `${P1}f1_06[0]`,
    l2d: `${P1}f1_07[0]`,
    l2e: `${P1}f1_08[0]`,
    l3: `${P1}f1_09[0]`,
    l4a: `${P1}f1_10[0]`,
    l4b: `${P1}f1_11[0]`,
    l4c: `${P1}f1_12[0]`,
    l5: `${P1}f1_13[0]`,
    l6: `${P1}f1_14[0]`,
    l7: `${P1}f1_15[0]`,
    l8: `${P1}f1_16[0]`,
    l9: `${P1}f1_17[0]`,
    l10: `${P1}f1_18[0]`,
    l11: `${P1}f1_19[0]`,
    l12: `${P1}f1_20[0]`,
    l13: `${P1}f1_21[0]`,
    l14a: `${P1}f1_22[0]`,
    l14b: `${P1}f1_23[0]`,
    l14c: `${P1}f1_24[0]`,
    l15: `${P1}f1_25[0]`,
    l16: `${P1}f1_26[0]`,
    l17: `${P1}f1_27[0]`,
    l18: `${P1}f1_28[0]`,
    l19: `${P1}f1_29[0]`,
    l20: `${P1}f1_30[0]`,
    l21: `${P1}f1_31[0]`,
    l22a_ii: `${P2}Table_Line22[0].Line22a[0].f2_02[0]`,
    l22a: `${P2}Table_Line22[0].Line22a[0].f2_03[0]`,
    l22b_ii: `${P2}Table_Line22[0].Line22b[0].f2_05[0]`,
    l22b: `${P2}Table_Line22[0].Line22b[0].f2_06[0]`,
    l23: `${P2}f2_07[0]`,
    l24: `${P2}f2_08[0]`,
    l25: `${P2}f2_09[0]`,
    l26: `${P2}f2_10[0]`,
    l27: `${P2}f2_11[0]`,
    l28: `${P2}f2_12[0]`,
    l29: `${P2}f2_13[0]`,
    l30: `${P2}f2_14[0]`,
    l31: `${P2}f2_15[0]`,
    l32: `${P2}f2_16[0]`,
    l33: `${P2}f2_17[0]`,
    l34: `${P2}f2_18[0]`,
    l35: `${P2}f2_19[0]`,
    l36a: `${P2}f2_20[0]`,
    l36b: `${P2}f2_21[0]`,
    l37: `${P2}f2_22[0]`,
    l38: `${P2}f2_23[0]`,
  },
  alwaysShow: ['l38'],
  // Column (i): the VINs of the first two loans (the engine's input; a third loan is on line 23's total).
  extra: (c) => {
    const loans = c.input.schedule_1a?.vehicle_loans ?? [];
    c.text(`${P2}Table_Line22[0].Line22a[0].VIN-1_Comb[0].f2_01[0]`, loans[0]?.vin);
    c.text(`${P2}Table_Line22[0].Line22b[0].VIN-2_Comb[0].f2_04[0]`, loans[1]?.vin);
  },
};
