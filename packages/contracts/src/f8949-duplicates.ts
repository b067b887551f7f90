/**
 * Duplicate Form 8949 rows in a CSV import: a row identical to one already on the return (the same
 * broker file imported twice would double every sale), or repeated within the file. Either may be
 * real (two identical lots sold the same day), so the import reports them and the filer chooses to
 * keep or skip them.
 */
import { normalizeAmount } from './money';

export const F8949_DUPLICATES_MSG = {
  keepOrSkip: 'Send duplicates as keep or skip.',
  onReturn: (n: number) =>
    `${n} row${n === 1 ? ' is' : 's are'} already on this return (same box, description, dates and amounts).`,
  inFile: (n: number) => `${n} row${n === 1 ? ' repeats' : 's repeat'} an earlier row of this file.`,
  skipped: (n: number) => `${n} duplicate row${n === 1 ? ' was' : 's were'} skipped.`,
} as const;

/** What the import does with duplicate rows: keep them (the default, as before) or leave them out. */
export const F8949_DUPLICATE_CHOICES = ['keep', 'skip'] as const;
export type F8949DuplicateChoice = (typeof F8949_DUPLICATE_CHOICES)[number];

type RowLike = Record<string, unknown>;

const text = (v: unknown) =>
  typeof v === 'string' ? v.trim().replace(/\s+/g, ' ').toUpperCase() : v == null ? '' : String(v);
const amount = (v: unknown) => {
  const n = normalizeAmount(v);
  return n === undefined ? text(v) : (n ?? '');
};

/** A row's identity: every column of the form, with case, spacing and amount formats set aside. */
export function f8949RowKey(r: RowLike): string {
  return [
    text(r.box),
    text(r.description),
    text(r.date_acquired),
    text(r.date_sold),
    amount(r.proceeds),
    amount(r.cost),
    text(r.adjustment_code),
    amount(r.adjustment),
  ].join('\u0000');
}

export interface F8949Duplicates {
  /** Rows of the file (by index) identical to a row already on the return, one for one. */
  on_return: number[];
  /** Rows of the file (by index) identical to an earlier row of the file and to no unmatched return row. */
  in_file: number[];
}

/**
 * The file's duplicate rows. Matching is one for one: a return row matches one file row, so a file
 * holding two copies of a sale the return has once reports one as already on the return and the
 * other as repeated in the file.
 */
export function findF8949Duplicates(
  fileRows: readonly RowLike[],
  returnRows: readonly RowLike[],
): F8949Duplicates {
  const onReturn = new Map<string, number>();
  for (const r of returnRows) {
    const k = f8949RowKey(r);
    onReturn.set(k, (onReturn.get(k) ?? 0) + 1);
  }
  const seen = new Set<string>();
  const out: F8949Duplicates = { on_return: [], in_file: [] };
  fileRows.forEach((r, i) => {
    const k = f8949RowKey(r);
    const left = onReturn.get(k) ?? 0;
    if (left > 0) {
      onReturn.set(k, left - 1);
      out.on_return.push(i);
    } else if (seen.has(k)) out.in_file.push(i);
    seen.add(k);
  });
  return out;
}

/** The file's rows without its duplicates. */
export function withoutF8949Duplicates<T>(rows: readonly T[], d: F8949Duplicates): T[] {
  const drop = new Set([...d.on_return, ...d.in_file]);
  return rows.filter((_, i) => !drop.has(i));
}

/** The warnings an import answers with for its duplicates (none when there are none). */
export function f8949DuplicateWarnings(d: F8949Duplicates): string[] {
  return [
    ...(d.on_return.length ? [F8949_DUPLICATES_MSG.onReturn(d.on_return.length)] : []),
    ...(d.in_file.length ? [F8949_DUPLICATES_MSG.inFile(d.in_file.length)] : []),
  ];
}
