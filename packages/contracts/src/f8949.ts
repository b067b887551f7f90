import Papa from 'papaparse';
import { z } from 'zod';
import { recordId, TAX_YEAR } from './constants';
import { money, normalizeAmount } from './money';
import { required, version } from './schema-parts';

// ——— Form 8949 (sales and other dispositions of capital assets) ———

export const F8949_MSG = {
  box: 'Choose box A, B, C, D, E or F.',
  description: 'Description is required',
  dateAcquired: 'Use YYYY-MM-DD, VARIOUS or INHERITED.',
  dateSold: `Use YYYY-MM-DD (a date in ${TAX_YEAR}).`,
  soldBeforeAcquired: 'Date sold is before date acquired.',
  heldLong: 'Held more than one year: use box D, E or F.',
  heldShort: 'Held one year or less: use box A, B or C.',
  proceeds: 'Enter the proceeds in column (d).',
  cost: 'Enter the cost or other basis in column (e).',
  adjustmentCode: 'Use the adjustment codes of the Form 8949 instructions (for example W or B).',
  codeNeeded: 'Enter a code for the adjustment in column (f).',
  amountNeeded: 'Enter the adjustment amount in column (g).',
  // CSV import
  emptyFile: 'The file is empty.',
  unreadable: 'The file could not be read.',
  missingColumn: (name: string) => `Missing column: ${name}.`,
  term: 'Use short or long in the term column.',
  reported: 'Use yes or no in the reported to IRS column.',
  tooManyRows: 'At most 5,000 rows per file.',
} as const;

/** A–C short-term, D–F long-term (A/D: basis reported to the IRS, B/E: not reported, C/F: no Form 1099-B). */
export const F8949_BOXES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type F8949Box = (typeof F8949_BOXES)[number];
export const F8949_LONG_TERM_BOXES: readonly F8949Box[] = ['D', 'E', 'F'];
/** The column (f) codes of the Form 8949 instructions. */
export const F8949_ADJUSTMENT_CODES = 'BTNHDQXRWLESCMOZYP'.split('');
export const F8949_MAX_CSV_ROWS = 5000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
function daysInMonth(y: number, m: number): number {
  if (m === 2) return isLeap(y) ? 29 : 28;
  return [4, 6, 9, 11].includes(m) ? 30 : 31;
}
/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  const r = ISO_DATE.exec(v);
  if (!r) return false;
  const [y, m, d] = [Number(r[1]), Number(r[2]), Number(r[3])];
  return y >= 1 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}
const isSaleDate = (v: unknown): v is string => isIsoDate(v) && v.startsWith(`${TAX_YEAR}-`);

/**
 * Held more than one year? The holding period starts the day after acquisition and includes the day of sale,
 * so a sale on the anniversary is short-term and one the day after is long-term (IRS Pub. 544).
 * Property bought on February 29 reaches its anniversary on February 28.
 */
export function f8949HeldLongTerm(dateAcquired: string, dateSold: string): boolean {
  const [y, m, d] = dateAcquired.split('-');
  const day = m === '02' && d === '29' ? '28' : d;
  const anniversary = `${String(Number(y) + 1).padStart(4, '0')}-${m}-${day}`;
  return dateSold > anniversary;
}

function isAdjustmentCode(v: string): boolean {
  const letters = v.split('');
  return (
    letters.length > 0 &&
    letters.every((c) => F8949_ADJUSTMENT_CODES.includes(c)) &&
    new Set(letters).size === letters.length
  );
}

const present = (v: unknown) => typeof v === 'string' && v !== '';

export const f8949RowSchema = z
  .object({
    box: z
      .string({ message: F8949_MSG.box })
      .trim()
      .toUpperCase()
      .pipe(z.enum(F8949_BOXES, { message: F8949_MSG.box })),
    description: required(F8949_MSG.description, 200),
    date_acquired: z
      .string({ message: F8949_MSG.dateAcquired })
      .trim()
      .toUpperCase()
      .refine((v) => v === 'VARIOUS' || v === 'INHERITED' || isIsoDate(v), F8949_MSG.dateAcquired),
    date_sold: z.string({ message: F8949_MSG.dateSold }).trim().refine(isSaleDate, F8949_MSG.dateSold),
    proceeds: money({ capped: true }).pipe(z.string({ message: F8949_MSG.proceeds })),
    cost: money({ capped: true }).pipe(z.string({ message: F8949_MSG.cost })),
    adjustment_code: z
      .union([z.string(), z.null()], { message: F8949_MSG.adjustmentCode })
      .optional()
      .transform((v) => (v == null ? null : v.replace(/[\s,]/g, '').toUpperCase() || null))
      .refine((v) => v === null || isAdjustmentCode(v), F8949_MSG.adjustmentCode),
    adjustment: money({ allowNegative: true, capped: true }),
    version,
    form1040_id: recordId().optional(),
  })
  .superRefine(
    (v, ctx) => {
      // Runs even when other fields failed, so every rule that can be checked is reported: check each value.
      const box = (F8949_BOXES as readonly unknown[]).includes(v.box) ? v.box : null;
      const long = box !== null && F8949_LONG_TERM_BOXES.includes(box);
      const addBox = (message: string) => ctx.addIssue({ code: 'custom', message, path: ['box'] });
      // Inherited property is always long-term (Form 8949 instructions, column (b)).
      if (v.date_acquired === 'INHERITED' && box && !long) addBox(F8949_MSG.heldLong);
      if (isIsoDate(v.date_acquired) && isSaleDate(v.date_sold)) {
        if (v.date_sold < v.date_acquired) {
          ctx.addIssue({ code: 'custom', message: F8949_MSG.soldBeforeAcquired, path: ['date_sold'] });
        } else if (box) {
          const heldLong = f8949HeldLongTerm(v.date_acquired, v.date_sold);
          if (heldLong && !long) addBox(F8949_MSG.heldLong);
          if (!heldLong && long) addBox(F8949_MSG.heldShort);
        }
      }
      // An adjustment of 0 with no code is no adjustment (cleared below); any other amount needs its code.
      if (present(v.adjustment) && v.adjustment !== '0.00' && v.adjustment_code === null)
        ctx.addIssue({ code: 'custom', message: F8949_MSG.codeNeeded, path: ['adjustment_code'] });
      if (present(v.adjustment_code) && v.adjustment === null)
        ctx.addIssue({ code: 'custom', message: F8949_MSG.amountNeeded, path: ['adjustment'] });
    },
    { when: (p) => typeof p.value === 'object' && p.value !== null },
  )
  .transform((v) => (v.adjustment_code === null && v.adjustment === '0.00' ? { ...v, adjustment: null } : v));
export type F8949RowInput = z.input<typeof f8949RowSchema>;
export type F8949Row = z.output<typeof f8949RowSchema>;

type Amount = string | number | null | undefined;
function toCents(v: Amount): bigint {
  const n = normalizeAmount(v);
  if (n === undefined) throw new RangeError(`Not an amount: ${String(v)}`);
  if (n === null) return 0n;
  const neg = n.startsWith('-');
  const [whole, frac] = (neg ? n.slice(1) : n).split('.');
  const c = BigInt(whole!) * 100n + BigInt(frac!);
  return neg ? -c : c;
}
function fromCents(c: bigint): string {
  const a = c < 0n ? -c : c;
  return `${c < 0n ? '-' : ''}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
}

const addAmounts = (a: Amount, b: Amount) => fromCents(toCents(a) + toCents(b));

/** Column (h), gain or (loss): proceeds − cost + adjustment, as exact "1234.56" text (bigint cents, no floats). */
export function f8949Gain(row: { proceeds: Amount; cost: Amount; adjustment?: Amount }): string {
  return fromCents(toCents(row.proceeds) - toCents(row.cost) + toCents(row.adjustment));
}

// ——— CSV import of a broker's 1099-B export ———

type CsvField =
  | 'box'
  | 'term'
  | 'reported'
  | 'description'
  | 'date_acquired'
  | 'date_sold'
  | 'proceeds'
  | 'cost'
  | 'adjustment_code'
  | 'adjustment'
  | 'wash_sale';

/** The columns of the CSV import, for the help text. Headers are case-insensitive; spaces and punctuation are ignored. */
export const F8949_CSV_COLUMNS: readonly {
  name: string;
  field: CsvField;
  required: boolean;
  synonyms: readonly string[];
  description: string;
}[] = [
  {
    name: 'box',
    field: 'box',
    required: true,
    synonyms: ['form 8949 box', '8949 box'],
    description: 'Form 8949 box A–F. Instead, a file may give the term and reported to IRS columns.',
  },
  {
    name: 'term',
    field: 'term',
    required: false,
    synonyms: ['holding period', 'short/long term'],
    description: 'short or long; with reported to IRS it picks box A, B, D or E when there is no box column.',
  },
  {
    name: 'reported to IRS',
    field: 'reported',
    required: false,
    synonyms: ['basis reported', 'basis reported to IRS', 'covered'],
    description: 'yes or no: was the cost basis reported to the IRS (short: A or B, long: D or E)?',
  },
  {
    name: 'description',
    field: 'description',
    required: true,
    synonyms: ['description of property', 'security', 'security description', 'security name'],
    description: 'The property sold, for example "100 sh. XYZ Co." (at most 200 characters).',
  },
  {
    name: 'date_acquired',
    field: 'date_acquired',
    required: true,
    synonyms: ['acquired', 'date acquired', 'acquisition date', 'acquired date', 'purchase date'],
    description: 'YYYY-MM-DD or MM/DD/YYYY, VARIOUS, or INHERITED (long-term boxes only).',
  },
  {
    name: 'date_sold',
    field: 'date_sold',
    required: true,
    synonyms: ['sold', 'date sold', 'sale date', 'sold date', 'date sold or disposed', 'date of sale'],
    description: `YYYY-MM-DD or MM/DD/YYYY, a date in ${TAX_YEAR}.`,
  },
  {
    name: 'proceeds',
    field: 'proceeds',
    required: true,
    synonyms: ['sales price', 'gross proceeds', 'sale proceeds', 'sales proceeds'],
    description: 'Column (d), 0 or more. $, thousands commas and (parentheses) for negatives are accepted.',
  },
  {
    name: 'cost',
    field: 'cost',
    required: true,
    synonyms: ['cost basis', 'basis', 'cost or other basis'],
    description: 'Column (e), 0 or more.',
  },
  {
    name: 'adjustment_code',
    field: 'adjustment_code',
    required: false,
    synonyms: ['code', 'codes'],
    description: 'Column (f): codes of the Form 8949 instructions, for example W or BW.',
  },
  {
    name: 'adjustment',
    field: 'adjustment',
    required: false,
    synonyms: ['adjustment amount', 'amount of adjustment'],
    description: 'Column (g): may be negative; needs a code.',
  },
  {
    name: 'wash sale loss disallowed',
    field: 'wash_sale',
    required: false,
    synonyms: ['wash sale', 'wash sale disallowed', 'wash sale loss'],
    description: 'Added to column (g) as a positive adjustment with code W.',
  },
];

const headerKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const HEADER_MAP = new Map<string, CsvField>(
  F8949_CSV_COLUMNS.flatMap((c) =>
    [c.name, c.field, ...c.synonyms].map((s) => [headerKey(s), c.field] as const),
  ),
);

const TERMS: Record<string, 'short' | 'long'> = {
  short: 'short',
  shortterm: 'short',
  st: 'short',
  s: 'short',
  long: 'long',
  longterm: 'long',
  lt: 'long',
  l: 'long',
};
const YES = new Set(['yes', 'y', 'true', 't', '1', 'x', 'reported', 'basisreported', 'covered']);
const NO = new Set([
  'no',
  'n',
  'false',
  'f',
  '0',
  'notreported',
  'basisnotreported',
  'noncovered',
  'notcovered',
]);

/** "$1,234.56" → "1234.56", "(5.00)" → "-5.00", blank or "--" → null; anything else is left for the schema to refuse. */
function csvAmount(raw: string): string | null {
  let s = raw.trim();
  if (s === '' || s === '-' || s === '--' || /^n\/?a$/i.test(s)) return null;
  const paren = /^\((.*)\)$/.exec(s);
  if (paren) s = paren[1]!;
  s = s.replace(/[\s$,]/g, '');
  return paren ? `-${s}` : s;
}
/** MM/DD/YYYY (or M/D/YYYY) → YYYY-MM-DD; anything else is left for the schema. */
function csvDate(raw: string): string {
  const r = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw.trim());
  return r ? `${r[3]}-${r[1]!.padStart(2, '0')}-${r[2]!.padStart(2, '0')}` : raw.trim();
}

type CsvRow = { line: number; cells: string[] };

function readCsv(raw: string): { rows: CsvRow[]; tooMany: boolean } {
  const text = raw.replace(/\r\n?/g, '\n'); // one kind of line break, even in a file that mixes them
  const rows: CsvRow[] = [];
  let tooMany = false;
  let line = 1;
  let counted = 0; // offset up to which line breaks are counted
  let start = 0; // offset where the current row starts
  Papa.parse<string[]>(text, {
    delimitersToGuess: [',', '\t', ';', '|'],
    newline: '\n',
    skipEmptyLines: false,
    step: (r, parser) => {
      line += (text.slice(counted, start).match(/\n/g) ?? []).length;
      counted = start;
      const cells = Array.isArray(r.data) ? r.data.map((c) => String(c ?? '')) : [];
      start = r.meta.cursor;
      if (cells.every((c) => c.trim() === '')) return;
      rows.push({ line, cells });
      if (rows.length > F8949_MAX_CSV_ROWS + 1) {
        tooMany = true;
        parser.abort();
      }
    },
  });
  return { rows, tooMany };
}

type CsvResult = { rows: F8949Row[]; errors: { line: number; message: string }[] };
const lineError = (line: number, message: string) => ({ line, message: `Line ${line}: ${message}` });

/**
 * Reads a broker's 1099-B export (CSV with a header row; see F8949_CSV_COLUMNS) into Form 8949 rows.
 * Rows with errors are left out and give one error per message; a file with a header problem gives no rows.
 * Never throws.
 */
export function parseF8949Csv(text: string): CsvResult {
  try {
    return parseCsv(typeof text === 'string' ? text.replace(/^\uFEFF/, '') : '');
  } catch {
    return { rows: [], errors: [lineError(1, F8949_MSG.unreadable)] };
  }
}

function parseCsv(text: string): CsvResult {
  const { rows: all, tooMany } = readCsv(text);
  const [header, ...data] = all;
  if (!header) return { rows: [], errors: [lineError(1, F8949_MSG.emptyFile)] };
  if (tooMany || data.length > F8949_MAX_CSV_ROWS)
    return { rows: [], errors: [lineError(1, F8949_MSG.tooManyRows)] };

  const col = new Map<CsvField, number>();
  header.cells.forEach((h, i) => {
    const f = HEADER_MAP.get(headerKey(h));
    if (f && !col.has(f)) col.set(f, i);
  });
  const missing: string[] = [];
  if (!col.has('box')) {
    if (!col.has('term')) missing.push('box (or term and reported to IRS)');
    else if (!col.has('reported')) missing.push('reported to IRS');
  }
  for (const f of ['description', 'date_acquired', 'date_sold', 'proceeds', 'cost'] as const)
    if (!col.has(f)) missing.push(f);
  if (missing.length)
    return { rows: [], errors: missing.map((m) => lineError(header.line, F8949_MSG.missingColumn(m))) };

  const out: CsvResult = { rows: [], errors: [] };
  for (const { line, cells } of data) {
    const cell = (f: CsvField) => {
      const i = col.get(f);
      return i === undefined ? '' : (cells[i] ?? '').trim();
    };
    const messages: string[] = [];
    let box: string | undefined = cell('box').replace(/^box\s*/i, '');
    if (box === '' && col.has('term')) {
      const term = TERMS[headerKey(cell('term'))];
      const rep = headerKey(cell('reported'));
      const reported = YES.has(rep) ? true : NO.has(rep) ? false : undefined;
      if (!term) messages.push(F8949_MSG.term);
      if (reported === undefined) messages.push(F8949_MSG.reported);
      box =
        term && reported !== undefined
          ? term === 'short'
            ? reported
              ? 'A'
              : 'B'
            : reported
              ? 'D'
              : 'E'
          : undefined;
    }

    let code = cell('adjustment_code').toUpperCase();
    let adjustment = csvAmount(cell('adjustment'));
    if (code === '' && adjustment !== null && normalizeAmount(adjustment) === '0.00') adjustment = null;
    const washRaw = csvAmount(cell('wash_sale'));
    const wash = washRaw === null ? null : normalizeAmount(washRaw);
    if (wash === undefined)
      adjustment = washRaw; // an unreadable amount: let the schema say so
    else if (wash !== null && wash !== '0.00') {
      const disallowed = wash.replace(/^-/, '');
      const hasW = code.includes('W');
      if (!hasW) code += 'W';
      if (adjustment === null) adjustment = disallowed;
      else if (!hasW && normalizeAmount(adjustment)) adjustment = addAmounts(adjustment, disallowed);
    }

    const parsed = f8949RowSchema.safeParse({
      box,
      description: cell('description'),
      date_acquired: csvDate(cell('date_acquired')),
      date_sold: csvDate(cell('date_sold')),
      proceeds: csvAmount(cell('proceeds')),
      cost: csvAmount(cell('cost')),
      adjustment_code: code || null,
      adjustment,
    });
    if (parsed.success && messages.length === 0) {
      out.rows.push(parsed.data);
      continue;
    }
    // A term/reported problem already explains the missing box.
    const issues = parsed.error?.issues.filter((i) => box !== undefined || i.path[0] !== 'box') ?? [];
    for (const m of new Set([...messages, ...issues.map((i) => i.message)]))
      out.errors.push(lineError(line, m));
  }
  return out;
}
