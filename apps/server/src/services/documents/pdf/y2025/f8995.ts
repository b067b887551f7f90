/**
 * Form 8995 (2025): the 2024 map with the fields that moved or changed line on the 2025 form (each
 * key the 2025 form's own line number, found from the 2025 field list's descriptions).
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
    l2: `${P}Page1[0].Line2_ReadOrder[0].f1_18[0]`, // 2. Total qualified business income or (loss). Combine lines 1 i throug
  },
};
