/**
 * The frame of the Form 1040-X facsimile: the label that says it is not the IRS form, the title
 * block, and the numbered lines with their A/B/C amount boxes.
 */
import type { Form1040XView } from '@taxprep/contracts';
import { dollars, GREY, PAGE, Sheet, WARN, wrap } from './draw';

export const FACSIMILE_LABEL =
  'Facsimile of Form 1040-X (Rev. February 2024) — prepared by taxprep, not the official IRS form';

export const L = PAGE.margin;
export const R = PAGE.width - PAGE.margin;
/** Right edges of columns A, B and C and the width of each. */
export const COL = { a: 414, b: 495, c: R, w: 78 } as const;
export const LABEL_W = 280;
/** Lines of Part II on page 2; a longer explanation continues on a statement page. */
export const EXPLANATION_LINES = 12;

export const ssn = (v: string | null) =>
  v && v.length === 9 ? `${v.slice(0, 3)}-${v.slice(3, 5)}-${v.slice(5)}` : v;

export function banner(s: Sheet) {
  const { bold } = s.fonts;
  const size = 9;
  s.page.drawRectangle({ x: L, y: s.y - 5, width: R - L, height: 17, color: WARN, opacity: 0.12 });
  const w = bold.widthOfTextAtSize(FACSIMILE_LABEL, size);
  s.text((PAGE.width - w) / 2, FACSIMILE_LABEL, { size, bold: true, color: WARN });
  s.down(24);
}

export function title(s: Sheet, page: number) {
  s.text(L, 'Form', { size: 7 });
  s.text(L + 18, '1040-X', { size: 16, bold: true });
  s.text(L + 90, 'Department of the Treasury—Internal Revenue Service', { size: 7 });
  s.right(R, 'OMB No. 1545-0074', { size: 7 });
  s.down(12);
  s.text(L + 90, 'Amended U.S. Individual Income Tax Return', { size: 12, bold: true });
  s.right(R, `Page ${page}`, { size: 7 });
  s.down(10);
  s.text(L, '(Rev. February 2024)', { size: 7 });
  s.text(L + 90, 'Go to www.irs.gov/Form1040X for instructions and the latest information.', { size: 7 });
  s.down(6);
  s.rule(1.5);
}

export function columnHeads(s: Sheet, heads: [string, string, string], intro: [string, string]) {
  s.down(10);
  s.text(L, intro[0], { size: 7 });
  const colText = (right: number, lines: string[]) =>
    lines.forEach((t, i) => s.right(right - 2, t, { size: 6, bold: i === 0, y: s.y - i * 7 }));
  colText(COL.a, heads[0].split('\n'));
  colText(COL.b, heads[1].split('\n'));
  colText(COL.c, heads[2].split('\n'));
  s.down(8);
  s.text(L, intro[1], { size: 7 });
  s.down(16);
}

export type Amount = string | number | null;
/** One line of the form: its number, wording (wrapped), and the amounts on its last text line. */
export function row(
  s: Sheet,
  no: string,
  label: string,
  cells: [Amount, Amount, Amount] | Amount | 'shaded',
) {
  const size = 7.5;
  const words = wrap(s.fonts.regular, label, size, LABEL_W - 18);
  s.text(L, no, { size: 8, bold: true });
  words.forEach((w, i) => s.text(L + 18, w, { size, y: s.y - i * 9 }));
  s.down((words.length - 1) * 9);
  s.right(COL.a - COL.w - 6, no, { size: 7, bold: true });
  const box = (right: number, shaded: boolean) =>
    s.page.drawRectangle({
      x: right - COL.w,
      y: s.y - 4,
      width: COL.w,
      height: 13,
      borderColor: GREY,
      borderWidth: 0.4,
      ...(shaded ? { color: GREY, opacity: 0.25 } : {}),
    });
  const single = !Array.isArray(cells);
  box(COL.a, single);
  box(COL.b, single);
  box(COL.c, cells === 'shaded');
  if (Array.isArray(cells)) {
    s.right(COL.a - 3, dollars(cells[0]), { size: 8 });
    s.right(COL.b - 3, dollars(cells[1]), { size: 8 });
    s.right(COL.c - 3, dollars(cells[2]), { size: 8 });
  } else if (cells !== 'shaded') s.right(COL.c - 3, dollars(cells), { size: 8 });
  s.down(14);
}

export const abc = (x: Form1040XView, k: string): [Amount, Amount, Amount] => {
  const r = x as unknown as Record<string, Amount>;
  return [r[`${k}_a`] ?? null, r[`${k}_b`] ?? null, r[`${k}_c`] ?? null];
};

export function section(s: Sheet, name: string) {
  s.text(L, name, { size: 8, bold: true });
  s.down(12);
}
