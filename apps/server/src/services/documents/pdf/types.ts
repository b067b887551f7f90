/**
 * The shape of one official form's field map: which AcroForm field holds which line.
 * Field names are the full AcroForm names of the IRS 2024 fillable PDFs in assets/irs-2024.
 */
import type { Return } from '@taxprep/tax-engine';
import type { ReturnMeta } from '../meta';

/** A value source for the engine's lines: `get('l11')` reads `<form>.l11` of this form instance. */
export interface FillContext {
  input: Return;
  meta: ReturnMeta;
  /** Form instance name as the engine lists it ("scheduleC", "scheduleC#2", "scheduleSE#spouse"). */
  instance: string;
  /** Whole-dollar value of a line of this form instance, or null when the engine did not produce it. */
  line(line: string): bigint | null;
  /** Whole-dollar value of any line key ("f1040.l11"), or null. */
  key(key: string): bigint | null;
  text(field: string, value: string | null | undefined): void;
  check(field: string, on: boolean): void;
  /** Fills an amount field with whole dollars as the paper form prints them. */
  amount(field: string, value: bigint | null | undefined): void;
  /** The return needs this form (instance name as the engine lists it). */
  hasForm(form: string): boolean;
  /** "Name(s) shown on return". */
  names(): string;
  /** SSN digits of a person on the return. */
  ssnOf(who: 'taxpayer' | 'spouse'): string | null;
  /** Per-copy data of forms printed in several copies (Form 8949). */
  copy?: unknown;
}

export interface FormMap {
  /** File name in the year's folder of IRS PDFs (tax-years.ts: assets/irs-<year>). */
  pdf: string;
  /** Header fields: name(s) shown on return and SSN. */
  name?: string;
  ssn?: string;
  /** Engine line (without the form prefix, e.g. "l1a") → AcroForm text field. */
  lines: Record<string, string>;
  /** Lines printed even when zero (totals the form asks for). */
  alwaysShow?: string[];
  /** Form 8949: the rows one page holds (14 on the 2024 form, 11 on the 2025 form). */
  copyRows?: number;
  /** How many leading pages are the form, when the PDF also carries instruction pages. */
  formPages?: number;
  /** Anything the line map cannot express: checkboxes, tables, header details. */
  extra?: (c: FillContext) => void;
}
