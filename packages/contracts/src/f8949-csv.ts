/**
 * Form 8949 rows from a broker's 1099-B export (CSV): the columns read, their synonyms, and the
 * parse into rows checked by f8949RowSchema. Split from f8949.ts by concern.
 */
import Papa from 'papaparse';
import { normalizeAmount } from './money';
import {
  F8949_MAX_CSV_ROWS,
  F8949_MSG,
  f8949RowSchema,
  addAmounts,
  isIsoDate,
  isSaleDateIn,
  type F8949Row,
} from './f8949';

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
    description: 'YYYY-MM-DD or MM/DD/YYYY, a date in the tax year of the return.',
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
 * With `year` (the return's tax year), a row sold in another year is an error of its line.
 * Never throws.
 */
export function parseF8949Csv(text: string, year?: number): CsvResult {
  try {
    return parseCsv(typeof text === 'string' ? text.replace(/^\uFEFF/, '') : '', year);
  } catch {
    return { rows: [], errors: [lineError(1, F8949_MSG.unreadable)] };
  }
}

function parseCsv(text: string, year: number | undefined): CsvResult {
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

    const sold = csvDate(cell('date_sold'));
    if (year !== undefined && isIsoDate(sold) && !isSaleDateIn(sold, year))
      messages.push(F8949_MSG.dateSoldYear(year));
    const parsed = f8949RowSchema.safeParse({
      box,
      description: cell('description'),
      date_acquired: csvDate(cell('date_acquired')),
      date_sold: sold,
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
