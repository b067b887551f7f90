/**
 * California 540NR (spec 002): residency, the California allocation, refund banking. The form's
 * rules are checked here so the screen disables Save with the same messages the server answers.
 */
import { z } from 'zod';
import { recordId, STATE_CODES } from '../constants';
import { normalizeAmount } from '../money';
import { isValidRouting, normalizeDate } from '../returns';
import { CA_MSG } from './messages';

export const RESIDENCY_STATUSES = ['nonresident', 'part_year'] as const;
/** The 50 states, DC and Foreign/Other (spec 002 section 9). */
export const PRIOR_STATES = [
  ...STATE_CODES.filter((c) => !['CA', 'PR', 'GU', 'VI', 'AS', 'MP', 'AA', 'AE', 'AP'].includes(c)),
  'OTHER',
] as const;

const dateOrNull = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    const n = normalizeDate(v);
    if (n === undefined) {
      ctx.addIssue({ code: 'custom', message: CA_MSG.date });
      return z.NEVER;
    }
    return n;
  });
const amount = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    const n = normalizeAmount(v);
    if (n === undefined) {
      ctx.addIssue({ code: 'custom', message: CA_MSG.nrNumber });
      return z.NEVER;
    }
    return n;
  });

const lettered = (line: string) => [...'abcdefghijklmnopqrstuvwxyz'].map((c) => `${line}${c}`);
/**
 * The keys of the lines of Schedule CA (540NR) Part II that take a column E amount ('A1a', 'B3',
 * 'C13' …). The engine's CA_NR_ROWS holds each line (key, label, Part I row); contracts reads only
 * the engine's types, so it keeps the keys it checks and test/ca540nr-lines.test.ts holds them to
 * the engine's.
 */
export const CA_NR_LINE_KEYS: readonly string[] = [
  ...['A1a', 'A1b', 'A1c', 'A1d', 'A1e', 'A1f', 'A1g', 'A1h', 'A2', 'A3', 'A4b', 'A5b', 'A6b', 'A7'],
  ...['B1', 'B2a', 'B3', 'B4', 'B5', 'B6', 'B7', ...lettered('B8'), 'B9b1', 'B9b2', 'B9b3'],
  ...[
    'C11',
    'C12',
    'C13',
    'C14',
    'C15',
    'C16',
    'C17',
    'C18',
    'C19a',
    'C20',
    'C21',
    'C23',
    ...lettered('C24'),
  ],
];
const LINE_KEYS = new Set(CA_NR_LINE_KEYS);

/**
 * Schedule CA (540NR) column E per line: an object of line key → amount (negative for a loss). Blank
 * amounts are dropped; an unknown line or a bad amount is an issue on `ca_amounts` (or on the line).
 */
const caAmounts = z
  .unknown()
  .optional()
  .transform((v, ctx): Record<string, string> => {
    if (v === undefined || v === null) return {};
    if (typeof v !== 'object' || Array.isArray(v)) {
      ctx.addIssue({ code: 'custom', message: CA_MSG.nrAmounts });
      return z.NEVER;
    }
    const out: Record<string, string> = {};
    let bad = false;
    for (const [key, raw] of Object.entries(v as Record<string, unknown>)) {
      if (!LINE_KEYS.has(key)) {
        ctx.addIssue({ code: 'custom', message: CA_MSG.nrLineKey });
        bad = true;
        continue;
      }
      const n = normalizeAmount(raw);
      if (n === undefined) {
        ctx.addIssue({ code: 'custom', path: [key], message: CA_MSG.nrNumber });
        bad = true;
      } else if (n !== null) out[key] = n;
    }
    return bad ? z.NEVER : out;
  });

export const ca540nrFieldsSchema = z.object({
  residency_status: z.enum(RESIDENCY_STATUSES, { message: 'Choose nonresident or part-year resident' }),
  date_moved_in: dateOrNull,
  date_moved_out: dateOrNull,
  prior_state: z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v ? v.trim().toUpperCase() : null)),
  /** Entered California AGI: replaces the Schedule CA (540NR) line 27 column E total (older records). */
  agi_ca: amount,
  ca_amounts: caAmounts,
  taxable_income_ca: amount,
  nonref_renters_credit: amount,
  use_federal_banking: z.boolean().optional().default(false),
  bank_routing_number: z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v ? v.replace(/\D/g, '') || null : null)),
  bank_account_number: z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v ? v.replace(/\D/g, '') || null : null)),
  bank_account_type: z.enum(['checking', 'savings']).nullable().optional().default('checking'),
});
export type Ca540NrFields = z.output<typeof ca540nrFieldsSchema>;
export type Ca540NrInput = z.input<typeof ca540nrFieldsSchema>;

/** The cross-field rules; nonresident clears the move dates and prior state. */
export function ca540nrIssues(v: Ca540NrFields): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (v.residency_status === 'part_year') {
    if (!v.date_moved_in) issues.push({ path: 'date_moved_in', message: CA_MSG.nrMovedIn });
    if (!v.date_moved_out) issues.push({ path: 'date_moved_out', message: CA_MSG.nrMovedOut });
    if (!v.prior_state) issues.push({ path: 'prior_state', message: CA_MSG.nrPriorState });
    else if (!(PRIOR_STATES as readonly string[]).includes(v.prior_state))
      issues.push({ path: 'prior_state', message: CA_MSG.nrPriorState });
    if (v.date_moved_in && v.date_moved_out && v.date_moved_in > v.date_moved_out)
      issues.push({ path: 'date_moved_in', message: CA_MSG.nrDates });
  }
  if (!v.use_federal_banking && v.bank_routing_number && !isValidRouting(v.bank_routing_number))
    issues.push({ path: 'bank_routing_number', message: CA_MSG.nrRouting });
  if (!v.use_federal_banking && v.bank_account_number && !/^\d{4,17}$/.test(v.bank_account_number))
    issues.push({ path: 'bank_account_number', message: 'Account number must be 4–17 digits' });
  return issues;
}

/** POST /api/ca/540nr body: the fields plus the return's id. */
export const ca540nrSaveSchema = ca540nrFieldsSchema
  .extend({ form1040_id: recordId('Form 1040 not found.') })
  .transform((v) =>
    v.residency_status === 'nonresident'
      ? { ...v, date_moved_in: null, date_moved_out: null, prior_state: null }
      : v,
  )
  .superRefine((v, ctx) => {
    for (const i of ca540nrIssues(v)) ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
  });

/** One Schedule CA (540NR) Part II line on the 540NR screen: column D computed, column E used. */
export const ca540nrAllocationLineSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** Column D: California law as if a full-year resident (A − B + C). */
  total: z.string(),
  /** Column E as the computation used it (entered, or the default). */
  ca: z.string(),
  entered: z.boolean(),
});
export type Ca540NrAllocationLine = z.infer<typeof ca540nrAllocationLineSchema>;

export const ca540nrSummarySchema = z.object({
  federal_agi: z.string(),
  agi_all_sources: z.string(),
  agi_ca: z.string(),
  taxable_income_ca: z.string(),
  ca_ratio: z.string(),
  total_tax: z.string(),
  total_payments: z.string(),
  refund: z.string(),
  amount_you_owe: z.string(),
  /** Schedule CA (540NR) Part II lines of the return, with line 27 columns D and E. */
  allocation: z.array(ca540nrAllocationLineSchema).optional(),
  line27_total: z.string().optional(),
  line27_ca: z.string().optional(),
  /** 'entered' when agi_ca replaces line 27 column E. */
  agi_ca_source: z.enum(['schedule', 'entered']).optional(),
  /** Form 540NR lines 50, 85, 86, 87. */
  dependent_care_credit: z.string().optional(),
  caleitc: z.string().optional(),
  yctc: z.string().optional(),
  fytc: z.string().optional(),
});
export type Ca540NrSummary = z.infer<typeof ca540nrSummarySchema>;
