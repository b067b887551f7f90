/**
 * Schedule D (2025): the 2024 lines in the 2024 places, but lines 1a-3 and 8a-10 now also take Form
 * 1099-DA and Boxes G-L of Form 8949, and the fields lost their leading zeros (f1_03 → f1_3,
 * f2_01 → f2_1). Line 1a/8a column (g) became fillable (f1_5, f1_25; read-only in 2024) and line 21
 * left its TagCorrectingSubform.
 */
import { renamedMap } from '../rename';
import { scheduleDMap } from '../scheduleD';

const P1 = 'topmostSubform[0].Page1[0].';
const P2 = 'topmostSubform[0].Page2[0].';
const T1 = `${P1}Table_PartI[0].`;

export const scheduleDMap2025 = renamedMap(scheduleDMap, {
  [`${P1}f1_01[0]`]: `${P1}f1_1[0]`,
  [`${P1}f1_02[0]`]: `${P1}f1_2[0]`,
  [`${T1}Row1a[0].f1_03[0]`]: `${T1}Row1a[0].f1_3[0]`,
  [`${T1}Row1a[0].f1_04[0]`]: `${T1}Row1a[0].f1_4[0]`,
  [`${T1}Row1a[0].f1_06[0]`]: `${T1}Row1a[0].f1_6[0]`,
  [`${P2}f2_01[0]`]: `${P2}f2_1[0]`,
  [`${P2}f2_02[0]`]: `${P2}f2_2[0]`,
  [`${P2}f2_03[0]`]: `${P2}f2_3[0]`,
  [`${P2}TagCorrectingSubform[0].f2_04[0]`]: `${P2}f2_4[0]`,
});
