/**
 * Form 8949 (2024), f8949.pdf. One copy per box (A-C print page 1, D-F page 2) and per 14 rows, up to
 * F8949_PAGES_PER_BOX pages a box; the rows past them go on an attached statement (f8949-statement.ts).
 * Row n (1-14) of a page: fields f<p>_<3 + 8(n-1)> .. +7 = columns (a) (b) (c) (d) (e) (f) (g) (h).
 * Line 2 totals: f<p>_115 (d), 116 (e), 118 (g), 119 (h). Another year's form (y2025/f8949.ts) gives
 * its own field layout to `f8949MapOf`.
 */
import { form8949Rows, type F8949Row, type Return } from '@taxprep/tax-engine';
import type { FillContext, FormMap } from './types';
import { parseDollars } from '../engine';

/** Rows a page of the 2024 form holds (the 2025 form: 11). */
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
/**
 * Boxes in the order their copies print: Part I (short-term) before Part II. G-I and J-L are the 2025
 * form's boxes for Form 1099-DA (digital assets); a 2024 return has no rows in them.
 */
const BOXES = ['A', 'B', 'C', 'G', 'H', 'I', 'D', 'E', 'F', 'J', 'K', 'L'] as const;
const SHORT_TERM = 'ABCGHI';

export interface F8949Copy {
  box: (typeof BOXES)[number];
  /** 1 for short-term boxes A-C (G-I), 2 for long-term D-F (J-L). */
  page: 1 | 2;
  rows: F8949Row[];
  /** Last copy of this box carries the line 2 totals. */
  last: boolean;
  /** The box's rows on the attached statement: the last copy's row after `rows` carries their totals. */
  statement?: F8949Row[];
}

/** The copies of Form 8949 the return prints, `rowsPerPage` rows to a copy (the form's own count). */
export function f8949Copies(input: Return, rowsPerPage: number = ROWS_PER_PAGE): F8949Copy[] {
  const ROWS = rowsPerPage;
  const out: F8949Copy[] = [];
  const onForm = form8949Rows(input.f8949 ?? []);
  const max = F8949_PAGES_PER_BOX * ROWS;
  for (const box of BOXES) {
    const all = onForm.filter((r) => String(r.box) === box);
    // The last row of the last page is the statement's: one row fewer on the form.
    const rows = all.length > max ? all.slice(0, max - 1) : all;
    const statement = all.length > max ? all.slice(max - 1) : undefined;
    for (let i = 0; i < rows.length; i += ROWS) {
      const last = i + ROWS >= rows.length;
      out.push({
        box,
        page: SHORT_TERM.includes(box) ? 1 : 2,
        rows: rows.slice(i, i + ROWS),
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

/** Where one year's Form 8949 keeps its fields (page 1 is Part I, page 2 Part II). */
export interface F8949Layout {
  rowsPerPage: number;
  /** Name (n = 1) and SSN (n = 2) at the top of page `page`. */
  header(page: 1 | 2, n: 1 | 2): string;
  /** The box's check box on its page. */
  boxField(page: 1 | 2, box: string): string;
  /** Row `row` (1-based), column `col` 0-7 = (a) (b) (c) (d) (e) (f) (g) (h). */
  rowField(page: 1 | 2, row: number, col: number): string;
  /** Line 2 totals of columns (d), (e), (g) and (h). */
  totals(page: 1 | 2): { d: string; e: string; g: string; h: string };
}

function field(page: 1 | 2, n: number): string {
  return `topmostSubform[0].Page${page}[0].f${page}_${n}[0]`;
}

const LAYOUT_2024: F8949Layout = {
  rowsPerPage: ROWS_PER_PAGE,
  header: (p, n) => field(p, n),
  // A/D, B/E, C/F are the page's three boxes c<p>_1[0..2].
  boxField: (p, box) => `topmostSubform[0].Page${p}[0].c${p}_1[${'ABCDEF'.indexOf(box) % 3}]`,
  rowField: (p, row, col) =>
    `topmostSubform[0].Page${p}[0].Table_Line1[0].Row${row}[0].f${p}_${3 + 8 * (row - 1) + col}[0]`,
  totals: (p) => ({ d: field(p, 115), e: field(p, 116), g: field(p, 118), h: field(p, 119) }),
};

function amt(v: unknown): bigint {
  if (v === null || v === undefined || v === '') return 0n;
  return parseDollars(String(v)) ?? 0n;
}

export function usDate(iso: string | undefined): string | null {
  if (!iso) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : iso;
}

/** The Form 8949 map of a year's layout: each copy fills one page of the PDF. */
export function f8949MapOf(L: F8949Layout): FormMap {
  return {
    pdf: 'f8949.pdf',
    lines: {},
    copyRows: L.rowsPerPage,
    extra: (c: FillContext) => fillCopy(c, L),
  };
}

function fillCopy(c: FillContext, L: F8949Layout): void {
  const copy = c.copy as F8949Copy | undefined;
  if (!copy) return;
  const p = copy.page;
  c.text(L.header(p, 1), c.names());
  c.text(L.header(p, 2), c.ssnOf('taxpayer'));
  c.check(L.boxField(p, copy.box), true);
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
    c.text(L.rowField(p, row, 0), text);
    c.amount(L.rowField(p, row, 3), a.d);
    c.amount(L.rowField(p, row, 4), a.e);
    c.text(L.rowField(p, row, 5), code);
    if (a.g !== 0n) c.amount(L.rowField(p, row, 6), a.g);
    c.amount(L.rowField(p, row, 7), a.h);
  };
  copy.rows.forEach((r, i) => {
    fillRow(i + 1, r.description ?? null, rowAmounts(r), r.adjustment_code ?? null);
    c.text(L.rowField(p, i + 1, 1), usDate(r.date_acquired));
    c.text(L.rowField(p, i + 1, 2), usDate(r.date_sold));
  });
  if (copy.statement) {
    // Exception 2: the statement's totals on one row, columns (b) and (c) blank, code M.
    const t = statementTotals(copy.statement);
    fillRow(copy.rows.length + 1, 'See attached statement', t, t.codes);
  }
  // Line 2 totals of this page.
  const T = L.totals(p);
  c.amount(T.d, d);
  c.amount(T.e, e);
  if (g !== 0n) c.amount(T.g, g);
  c.amount(T.h, h);
}

export const f8949Map: FormMap = f8949MapOf(LAYOUT_2024);
