/**
 * Form 8995 (2025): the 2024 map with the fields that moved or changed line on the 2025 form (each
 * key the 2025 form's own line number, found from the 2025 field list's descriptions). Line 1's rows
 * are now Row1i … Row1v with two-digit fields (2024: Ln1A_Row1 … Ln1E_Row5).
 */
import type { FormMap } from '../types';
import { f8995Map } from '../f8995';

const P = 'topmostSubform[0].';

export const f8995Map2025: FormMap = {
  ...f8995Map,
  name: `${P}Page1[0].f1_01[0]`,
  ssn: `${P}Page1[0].f1_02[0]`,
  lines: {
    ...f8995Map.lines,
    // Line 1, column (c) of rows i-v.
    'l1.1': `${P}Page1[0].Table[0].Row1i[0].f1_05[0]`,
    'l1.2': `${P}Page1[0].Table[0].Row1ii[0].f1_08[0]`,
    'l1.3': `${P}Page1[0].Table[0].Row1iii[0].f1_11[0]`,
    'l1.4': `${P}Page1[0].Table[0].Row1iv[0].f1_14[0]`,
    'l1.5': `${P}Page1[0].Table[0].Row1v[0].f1_17[0]`,
    l2: `${P}Page1[0].Line2_ReadOrder[0].f1_18[0]`, // 2. Total qualified business income or (loss). Combine lines 1 i throug
  },
};
