/**
 * Form 8949 (2024), f8949.pdf. One copy per box (A-C print page 1, D-F page 2) and per 14 rows, up to
 * F8949_PAGES_PER_BOX pages a box; the rows past them go on an attached statement (f8949-statement.ts).
 * Row n (1-14) of a page: fields f<p>_<3 + 8(n-1)> .. +7 = columns (a) (b) (c) (d) (e) (f) (g) (h).
 * Line 2 totals: f<p>_115 (d), 116 (e), 118 (g), 119 (h).
 */
import { form8949Rows, type F8949Row, type Return } from '@taxprep/tax-engine';
import type { FillContext, FormMap } from './types';
import { parseDollars } from '../engine';

const ROWS_PER_PAGE = 14;
/**
 * Form 8949 pages printed per box. A broker's thousands of sales would otherwise print hundreds of
 * pages (and take the server minutes and hundreds of megabytes): past this, the box's remaining rows
 * go on an attached statement in the form's columns, as the 2024 Instructions for Form 8949 allow
 * (Exception 2: "report them on an attached statement containing all the same information as Parts I
 * and II and in a similar format"; column (a) "see attached statement", code M in column (f), the
 * statement's totals in columns (d), (e), (g) and (h)).
 */
export const F8949_PAGES_PER_BOX = 5;
const BOXES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

export interface F8949Copy {
  box: (typeof BOXES)[number];
  /** 1 for short-term boxes A-C, 2 for long-term D-F. */
  page: 1 | 2;
  rows: F8949Row[];
  /** Last copy of this box carries the line 2 totals. */
  last: boolean;
  /** The box's rows on the attached statement: the last copy's row after `rows` carries their totals. */
  statement?: F8949Row[];
}

export function f8949Copies(input: Return): F8949Copy[] {
  const out: F8949Copy[] = [];
  const onForm = form8949Rows(input.f8949 ?? []);
  const max = F8949_PAGES_PER_BOX * ROWS_PER_PAGE;
  for (const box of BOXES) {
    const all = onForm.filter((r) => r.box === box);
    // The last row of the last page is the statement's: one row fewer on the form.
    const rows = all.length > max ? all.slice(0, max - 1) : all;
    const statement = all.length > max ? all.slice(max - 1) : undefined;
    for (let i = 0; i < rows.length; i += ROWS_PER_PAGE) {
      const last = i + ROWS_PER_PAGE >= rows.length;
      out.push({
        box,
        page: 'ABC'.includes(box) ? 1 : 2,
        rows: rows.slice(i, i + ROWS_PER_PAGE),
        last,
        ...(last && statement ? { statement } : {}),
      });
    }
  }
  return out;
}

/** Columns (d), (e), (g) and (h) of one row in whole dollars: (h) = (d) − (e) + (g). */
export function rowAmounts(r: F8949Row): { d: bigint; e: bigint; g: bigint; h: bigint } {
  const d = amt(r.proceeds);
  const e = amt(r.cost);
  const g = amt(r.adjustment);
  return { d, e, g, h: d - e + g };
}

/** Totals of rows, and their column (f) codes: M (Exception 2) and every code the rows carry. */
export function statementTotals(rows: F8949Row[]): {
  d: bigint;
  e: bigint;
  g: bigint;
  h: bigint;
  codes: string;
} {
  const t = { d: 0n, e: 0n, g: 0n, h: 0n };
  const codes = new Set(['M']);
  for (const r of rows) {
    const a = rowAmounts(r);
    t.d += a.d;
    t.e += a.e;
    t.g += a.g;
    t.h += a.h;
    for (const c of (r.adjustment_code ?? '').toUpperCase()) if (/[A-Z]/.test(c)) codes.add(c);
  }
  return { ...t, codes: [...codes].join('') };
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

export function usDate(iso: string | undefined): string | null {
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
    const fillRow = (
      row: number,
      text: string | null,
      a: ReturnType<typeof rowAmounts>,
      code: string | null,
    ) => {
      d += a.d;
      e += a.e;
      g += a.g;
      h += a.h;
      c.text(rowField(p, row, 0), text);
      c.amount(rowField(p, row, 3), a.d);
      c.amount(rowField(p, row, 4), a.e);
      c.text(rowField(p, row, 5), code);
      if (a.g !== 0n) c.amount(rowField(p, row, 6), a.g);
      c.amount(rowField(p, row, 7), a.h);
    };
    copy.rows.forEach((r, i) => {
      fillRow(i + 1, r.description ?? null, rowAmounts(r), r.adjustment_code ?? null);
      c.text(rowField(p, i + 1, 1), usDate(r.date_acquired));
      c.text(rowField(p, i + 1, 2), usDate(r.date_sold));
    });
    if (copy.statement) {
      // Exception 2: the statement's totals on one row, columns (b) and (c) blank, code M.
      const t = statementTotals(copy.statement);
      fillRow(copy.rows.length + 1, 'See attached statement', t, t.codes);
    }
    // Line 2 totals of this page.
    c.amount(field(p, 115), d);
    c.amount(field(p, 116), e);
    if (g !== 0n) c.amount(field(p, 118), g);
    c.amount(field(p, 119), h);
  },
};
