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
  // Tax year 2025: 2025v5.0 is a best reading, not confirmed. The IRS's published table for tax
  // year 2023 shows v1.0-v4.0 as development/ATS-only releases and v5.0 as the first production
  // one (then v5.1, v5.2); no IRS page for tax year 2025 was found. A public 2025 project cites
  // "2025v3.0" (an ATS release by that pattern). The schema packages themselves go only to
  // registered developers through e-Services, so the element names of the 2025 lines
  // (xml-1040-lines.ts, xml-schedule1a.ts) are unchecked as well.
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
