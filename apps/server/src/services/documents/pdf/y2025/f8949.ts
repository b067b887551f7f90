/**
 * Form 8949 (2025), f8949.pdf: 11 rows a page (14 in 2024), and boxes G/H/I (page 1) and J/K/L
 * (page 2) for Form 1099-DA digital-asset sales. Every field name changed from 2024:
 * - the box check boxes are c<p>_1[0..5] with on-values 1-6 in the order A,B,C,G,H,I (page 1) and
 *   D,E,F,J,K,L (page 2);
 * - row n (1-11) is Table_Line1_Part<p>.Row<n>, fields f<p>_<3 + 8(n-1)> .. +7 (two digits) for
 *   columns (a) (b) (c) (d) (e) (f) (g) (h);
 * - line 2 totals are f<p>_91 (d), 92 (e), 93 (f), 94 (g), 95 (h); the name and SSN f<p>_01, f<p>_02.
 */
import { f8949MapOf, type F8949Layout } from '../f8949';

const two = (n: number) => String(n).padStart(2, '0');
const field = (p: 1 | 2, n: number) => `topmostSubform[0].Page${p}[0].f${p}_${two(n)}[0]`;
const BOX_ORDER = { 1: 'ABCGHI', 2: 'DEFJKL' } as const;

const LAYOUT_2025: F8949Layout = {
  rowsPerPage: 11,
  header: (p, n) => field(p, n),
  boxField: (p, box) => `topmostSubform[0].Page${p}[0].c${p}_1[${BOX_ORDER[p].indexOf(box)}]`,
  rowField: (p, row, col) =>
    `topmostSubform[0].Page${p}[0].Table_Line1_Part${p}[0].Row${row}[0].f${p}_${two(3 + 8 * (row - 1) + col)}[0]`,
  totals: (p) => ({ d: field(p, 91), e: field(p, 92), g: field(p, 94), h: field(p, 95) }),
};

export const f8949Map2025 = f8949MapOf(LAYOUT_2025);
