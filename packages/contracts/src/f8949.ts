import { z } from 'zod';
import { recordId } from './constants';
import { money, normalizeAmount } from './money';
import { required, version } from './schema-parts';

// ——— Form 8949 (sales and other dispositions of capital assets) ———

export const F8949_MSG = {
  box: 'Choose box A, B, C, D, E or F.',
  description: 'Description is required',
  dateAcquired: 'Use YYYY-MM-DD, VARIOUS or INHERITED.',
  dateSold: 'Use YYYY-MM-DD for the date sold.',
  /** The return's year is checked where the return is known (checkDocument, the CSV import). */
  dateSoldYear: (year: number) => `Use YYYY-MM-DD (a date in ${String(year)}).`,
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
/** A sale date of the return's year `year`. */
export const isSaleDateIn = (v: unknown, year: number): v is string =>
  isIsoDate(v) && v.startsWith(`${String(year).padStart(4, '0')}-`);

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
    date_sold: z.string({ message: F8949_MSG.dateSold }).trim().refine(isIsoDate, F8949_MSG.dateSold),
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
      if (isIsoDate(v.date_acquired) && isIsoDate(v.date_sold)) {
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

/** The sum of two amounts, exactly (in cents). */
export const addAmounts = (a: Amount, b: Amount) => fromCents(toCents(a) + toCents(b));

/** Column (h), gain or (loss): proceeds − cost + adjustment, as exact "1234.56" text (bigint cents, no floats). */
export function f8949Gain(row: { proceeds: Amount; cost: Amount; adjustment?: Amount }): string {
  return fromCents(toCents(row.proceeds) - toCents(row.cost) + toCents(row.adjustment));
}
