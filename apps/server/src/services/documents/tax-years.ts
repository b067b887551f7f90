/**
 * What a return's documents take from its tax year beyond the engine's figures: the folder of that
 * year's official IRS PDFs (their field maps are written against those files) and the MeF schema
 * version its XML names. A year the product has no forms for is refused by name, never printed on
 * another year's forms.
 */
import { conflict } from '../../lib/errors';

export interface YearDocuments {
  /** Under apps/server/: the year's fillable IRS PDFs. */
  readonly pdfAssets: string;
  /** The Form 1040 MeF schema version of the year (Return/@returnVersion). */
  readonly mefVersion: string;
}

const BY_YEAR: Readonly<Record<number, YearDocuments>> = {
  // MeF schemas for individual returns, tax year 2024: 2024v5.2 (the Direct File samples' version).
  2024: { pdfAssets: 'assets/irs-2024', mefVersion: '2024v5.2' },
  // Tax year 2025: 2025v5.0 is a best reading (the first production release of each year's
  // individual schemas has been v5.0; the later minor release was not confirmed from a source).
  2025: { pdfAssets: 'assets/irs-2025', mefVersion: '2025v5.0' },
};

export const noFormsMessage = (year: number) =>
  `The ${String(year)} forms are not available yet: this return's PDF and e-file documents cannot be made.`;

/** The documents of `year`'s returns; 409 with a message for a year without them. */
export function yearDocuments(year: number): YearDocuments {
  const d = Object.prototype.hasOwnProperty.call(BY_YEAR, year) ? BY_YEAR[year] : undefined;
  if (!d) throw conflict(noFormsMessage(year));
  return d;
}
