/**
 * Form 6251 (2025): line 1 became 1a (f1_3) and 1b (f1_4), so every later page-1 field f1_n of
 * 2024 is f1_(n+1); page 2 (lines 12-40) kept its fields.
 */
import type { FormMap } from '../types';
import { renamedMap } from '../rename';
import { f6251Map } from '../f6251';

const P1 = 'topmostSubform[0].Page1[0].';
const shifted = Array.from({ length: 29 }, (_, i) => [
  `${P1}f1_${String(i + 4)}[0]`,
  `${P1}f1_${String(i + 5)}[0]`,
]);
const { lines, ...rest } = renamedMap(f6251Map, Object.fromEntries(shifted));
const { l1: _line1Of2024, ...later } = lines;

export const f6251Map2025: FormMap = {
  ...rest,
  lines: {
    l1a: `${P1}f1_3[0]`, // 1a. Subtract Schedule 1-A line 37 from Form 1040 line 14
    l1b: `${P1}f1_4[0]`, // 1b. Subtract line 1a from Form 1040 line 11b
    ...later,
  },
};
