/**
 * Schedule 8812 (2025): page 1 keeps the 2024 fields; page 2 gained a field at the top (f2_1), so
 * each 2024 page-2 field f2_n is f2_(n+1) on the same line.
 */
import { renamedMap } from '../rename';
import { schedule8812Map } from '../schedule8812';

const P2 = 'topmostSubform[0].Page2[0].';
const shifted = Array.from({ length: 15 }, (_, i) => [
  `${P2}f2_${String(i + 1)}[0]`,
  `${P2}f2_${String(i + 2)}[0]`,
]);

export const schedule8812Map2025 = renamedMap(schedule8812Map, Object.fromEntries(shifted));
