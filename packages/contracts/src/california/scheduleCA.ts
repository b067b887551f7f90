/**
 * Schedule CA (540), California Adjustments — Residents (spec 002): the default lines of each
 * group with the 2024 form's line numbers and wording, the save payload and the record.
 */
import { z } from 'zod';
import { recordId } from '../constants';
import { money } from '../money';
import { optText } from '../schema-parts';
import { CA_FILING_STATUSES } from './ca540';

import { CA_DEFAULT_LINES, CA_LINE_GROUPS } from '@taxprep/tax-engine/line-tables';

/** The groups and their lines with the form's wording: the engine's Schedule CA line table. */
export { CA_DEFAULT_LINES, CA_LINE_GROUPS };
export type CaLineGroup = (typeof CA_LINE_GROUPS)[number];
export const CA_GROUP_TITLES: Record<CaLineGroup, string> = {
  PART_I_SEC_A: 'Part I, Section A — Income',
  PART_I_SEC_B: 'Part I, Section B — Additional Income (federal Schedule 1)',
  SECTION_C: 'Part I, Section C — Adjustments to Income',
  PART_II: 'Part II — Adjustments to Federal Itemized Deductions',
};

/** Line keys of the sidebar's anchors: #subtractions (column B) and #additions (column C). */
export const CA_ANCHORS = ['subtractions', 'additions'] as const;

/** Money inputs strip characters other than digits, dot and minus; empty is null (spec 002 §5). */
export function sanitizeCaMoney(v: string): string | null {
  const s = v
    .replace(/[^\d.-]/g, '')
    .replace(/^(-?)0+(?=\d)/, '$1')
    .slice(0, 18);
  return s === '' || s === '-' ? null : s;
}

const col = money({ allowNegative: true }).optional();
export const caLineSchema = z.object({
  group_code: z.enum(CA_LINE_GROUPS, { message: 'Unknown line group' }),
  line_key: z.string().trim().min(1).max(8),
  label: optText(300).optional(),
  col_a: col,
  col_b: col,
  col_c: col,
  notes: optText(500).optional(),
});
export type CaLine = z.output<typeof caLineSchema>;

export const scheduleCaSaveSchema = z.object({
  filing_status: z.enum(CA_FILING_STATUSES, { message: 'Choose a filing status' }).optional(),
  will_itemize_for_ca: z.boolean().optional(),
  lines: z.array(caLineSchema).max(400).optional(),
});
export const scheduleCaCreateSchema = scheduleCaSaveSchema.extend({
  form1040_id: recordId('Form 1040 not found.'),
  tax_year: z.coerce.number().int().min(2018).max(2100).optional(),
});

const abc = z.object({ a: z.string(), b: z.string(), c: z.string() });
export const scheduleCaRecordSchema = z.object({
  id: z.number(),
  form1040_id: z.number(),
  tax_year: z.number(),
  filing_status: z.enum(CA_FILING_STATUSES),
  will_itemize_for_ca: z.boolean(),
  lines: z.array(
    z.object({
      group_code: z.enum(CA_LINE_GROUPS),
      line_key: z.string(),
      label: z.string(),
      col_a: z.string().nullable(),
      col_b: z.string().nullable(),
      col_c: z.string().nullable(),
      notes: z.string().nullable(),
    }),
  ),
  totals: z.object({ part_i: abc, section_c: abc, part_ii: abc }),
  deductions: z.object({ ca_itemized: z.string(), ca_standard: z.string(), used: z.string() }),
  hasEdits: z.boolean(),
  ready: z.boolean(),
  __fed_year_used: z.number().optional(),
});
export type ScheduleCaRecord = z.infer<typeof scheduleCaRecordSchema>;

export const scheduleCaSummarySchema = z.object({
  exists: z.boolean(),
  id: z.number().nullable(),
  hasEdits: z.boolean(),
  ready: z.boolean(),
  totals: z.object({
    part_i: z.object({ b: z.string(), c: z.string() }),
    section_c: z.object({ b: z.string(), c: z.string() }),
    part_ii: z.object({ b: z.string(), c: z.string() }),
  }),
});
export type ScheduleCaSummary = z.infer<typeof scheduleCaSummarySchema>;
