/**
 * The statement attached to Form 8949 for a box's rows past its pages (f8949.ts, Exception 2 of the
 * 2024 Instructions for Form 8949): the same columns (a)–(h) as Parts I and II, 46 rows a landscape
 * page instead of 14, the name and SSN on every page, and the totals that the form's row "See attached
 * statement" carries.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatDollars } from '../engine';
import { winAnsi } from './common';
import { rowAmounts, statementTotals, usDate, type F8949Copy } from './f8949';

const WIDTH = 792; // US letter, landscape
const HEIGHT = 612;
const ROWS_PER_PAGE = 46;
const SIZE = 7;
const LINE = 10;
const TOP = HEIGHT - 36;
/** Column x: left edge for text columns, right edge for amounts. */
const COLS = [
  { head: '(a) Description of property', x: 24, width: 226 },
  { head: '(b) Date acquired', x: 256, width: 60 },
  { head: '(c) Date sold', x: 320, width: 60 },
  { head: '(d) Proceeds', x: 470, right: true },
  { head: '(e) Cost or other basis', x: 566, right: true },
  { head: '(f) Code(s)', x: 578, width: 40 },
  { head: '(g) Adjustment', x: 680, right: true },
  { head: '(h) Gain or (loss)', x: 768, right: true },
] as const;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

function cell(page: PDFPage, fonts: Fonts, col: number, y: number, text: string | null, bold = false) {
  if (!text) return;
  const c = COLS[col]!;
  const font = bold ? fonts.bold : fonts.regular;
  let t = winAnsi(text, font);
  if ('width' in c) {
    while (t.length > 1 && font.widthOfTextAtSize(t, SIZE) > c.width) t = t.slice(0, -1);
    page.drawText(t, { x: c.x, y, size: SIZE, font });
  } else {
    page.drawText(t, { x: c.x - font.widthOfTextAtSize(t, SIZE), y, size: SIZE, font });
  }
}

function header(
  page: PDFPage,
  fonts: Fonts,
  copy: F8949Copy,
  who: string,
  n: number,
  of: number,
  year: number,
) {
  const part = copy.page === 1 ? 'Part I' : 'Part II';
  const term = copy.page === 1 ? 'short-term' : 'long-term';
  page.drawText(
    `Form 8949 (${String(year)}), Sales and Other Dispositions of Capital Assets: attached statement`,
    {
      x: 24,
      y: TOP,
      size: 10,
      font: fonts.bold,
    },
  );
  page.drawText(
    `${part} (${term}), box ${copy.box} checked. Its totals are on Form 8949, ${part}, box ${copy.box}, row "See attached statement".`,
    { x: 24, y: TOP - 14, size: 8, font: fonts.regular },
  );
  page.drawText(winAnsi(`${who}    Page ${n} of ${of}`, fonts.regular), {
    x: 24,
    y: TOP - 26,
    size: 8,
    font: fonts.regular,
  });
  const y = TOP - 44;
  COLS.forEach((_, i) => cell(page, fonts, i, y, COLS[i]!.head, true));
  page.drawLine({
    start: { x: 24, y: y - 3 },
    end: { x: WIDTH - 24, y: y - 3 },
    thickness: 0.5,
    color: rgb(0, 0, 0),
  });
  return y - LINE - 2;
}

/** Adds the statement pages of every box that has one to `doc`. */
export async function drawF8949Statements(
  doc: PDFDocument,
  copies: F8949Copy[],
  names: string,
  ssn: string | null,
  year: number,
): Promise<void> {
  const withStatement = copies.filter((c) => c.statement?.length);
  if (withStatement.length === 0) return;
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const who = `Name(s) shown on return: ${names}    Social security number: ${ssn ?? ''}`;
  for (const copy of withStatement) {
    const rows = copy.statement!;
    const pages = Math.ceil(rows.length / ROWS_PER_PAGE);
    for (let p = 0; p < pages; p++) {
      const page = doc.addPage([WIDTH, HEIGHT]);
      let y = header(page, fonts, copy, who, p + 1, pages, year);
      for (const r of rows.slice(p * ROWS_PER_PAGE, (p + 1) * ROWS_PER_PAGE)) {
        const a = rowAmounts(r);
        cell(page, fonts, 0, y, r.description ?? '');
        cell(page, fonts, 1, y, usDate(r.date_acquired));
        cell(page, fonts, 2, y, usDate(r.date_sold));
        cell(page, fonts, 3, y, formatDollars(a.d));
        cell(page, fonts, 4, y, formatDollars(a.e));
        cell(page, fonts, 5, y, r.adjustment_code ?? null);
        if (a.g !== 0n) cell(page, fonts, 6, y, formatDollars(a.g));
        cell(page, fonts, 7, y, formatDollars(a.h));
        y -= LINE;
      }
      if (p === pages - 1) {
        const t = statementTotals(rows);
        page.drawLine({ start: { x: 24, y: y + 7 }, end: { x: WIDTH - 24, y: y + 7 }, thickness: 0.5 });
        cell(page, fonts, 0, y - 2, `Totals of this statement (${rows.length} sales)`, true);
        cell(page, fonts, 3, y - 2, formatDollars(t.d), true);
        cell(page, fonts, 4, y - 2, formatDollars(t.e), true);
        if (t.g !== 0n) cell(page, fonts, 6, y - 2, formatDollars(t.g), true);
        cell(page, fonts, 7, y - 2, formatDollars(t.h), true);
      }
    }
  }
}
