/**
 * Schedule C (2025): the 2024 fields, but line 1's statutory-employee box moved and lines 27a/27b
 * swapped: 27a is now the energy efficient buildings deduction (f1_40), 27b other expenses (f1_39).
 */
import { renamedMap } from '../rename';
import { scheduleCMap } from '../scheduleC';

const P = 'topmostSubform[0].Page1[0].';

export const scheduleCMap2025 = renamedMap(
  scheduleCMap,
  { [`${P}c1_6[0]`]: `${P}Line1_ReadOrder[0].c1_6[0]` },
  { l27a: `${P}Lines18-27[0].f1_40[0]`, l27b: `${P}Lines18-27[0].f1_39[0]` },
);
