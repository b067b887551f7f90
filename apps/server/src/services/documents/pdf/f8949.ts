/**
 * Form 8949 (2024), f8949.pdf. One copy per box (A-C print page 1, D-F page 2) and per 14 rows.
 * Row n (1-14) of a page: fields f<p>_<3 + 8(n-1)> .. +7 = columns (a) (b) (c) (d) (e) (f) (g) (h).
 * Line 2 totals: f<p>_115 (d), 116 (e), 118 (g), 119 (h).
 */
import { form8949Rows, type F8949Row, type Return } from '@taxprep/tax-engine';
import type { FillContext, FormMap } from './types';
import { parseDollars } from '../engine';

const ROWS_PER_PAGE = 14;
const BOXES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

export interface F8949Copy {
  box: (typeof BOXES)[number];
  /** 1 for short-term boxes A-C, 2 for long-term D-F. */
  page: 1 | 2;
  rows: F8949Row[];
  /** Last copy of this box carries the line 2 totals. */
  last: boolean;
}

export function f8949Copies(input: Return): F8949Copy[] {
  const out: F8949Copy[] = [];
  const onForm = form8949Rows(input.f8949 ?? []);
  for (const box of BOXES) {
    const rows = onForm.filter((r) => r.box === box);
    for (let i = 0; i < rows.length; i += ROWS_PER_PAGE) {
      out.push({
        box,
        page: 'ABC'.includes(box) ? 1 : 2,
        rows: rows.slice(i, i + ROWS_PER_PAGE),
        last: i + ROWS_PER_PAGE >= rows.length,
      });
    }
  }
  return out;
}

function field(page: 1 | 2, n: number): string {
  return `topmostSubform[0].Page${page}[0].f${page}_${n}[0]`;
}

function rowField(page: 1 | 2, row: number, col: number): string {
  return `topmostSubform[0].Page${page}[0].Table_Line1[0].Row${row}[0].f${page}_${3 + 8 * (row - 1) + col}[0]`;
}

function amt(v: unknown): bigint {
  if (v === null || v === undefined || v === '') return 0n;
  return parseDollars(String(v)) ?? 0n;
}

function usDate(iso: string | undefined): string | null {
  if (!iso) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : iso;
}

export const f8949Map: FormMap = {
  pdf: 'f8949.pdf',
  lines: {},
  extra: (c: FillContext) => {
    const copy = c.copy as F8949Copy | undefined;
    if (!copy) return;
    const p = copy.page;
    c.text(field(p, 1), c.names());
    c.text(field(p, 2), c.ssnOf('taxpayer'));
    const boxIdx = 'ABCDEF'.indexOf(copy.box) % 3;
    c.check(`topmostSubform[0].Page${p}[0].c${p}_1[${boxIdx}]`, true);
    let d = 0n,
      e = 0n,
      g = 0n,
      h = 0n;
    copy.rows.forEach((r, i) => {
      const row = i + 1;
      const rd = amt(r.proceeds),
        re = amt(r.cost),
        rg = amt(r.adjustment);
      const rh = rd - re + rg;
      d += rd;
      e += re;
      g += rg;
      h += rh;
      c.text(rowField(p, row, 0), r.description ?? null);
      c.text(rowField(p, row, 1), usDate(r.date_acquired));
      c.text(rowField(p, row, 2), usDate(r.date_sold));
      c.amount(rowField(p, row, 3), rd);
      c.amount(rowField(p, row, 4), re);
      c.text(rowField(p, row, 5), r.adjustment_code ?? null);
      if (rg !== 0n) c.amount(rowField(p, row, 6), rg);
      c.amount(rowField(p, row, 7), rh);
    });
    // Line 2 totals of this page.
    c.amount(field(p, 115), d);
    c.amount(field(p, 116), e);
    if (g !== 0n) c.amount(field(p, 118), g);
    c.amount(field(p, 119), h);
  },
};
