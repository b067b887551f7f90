/**
 * Form 1040-X, the amended return (spec 001 sections 3, 5 and 8): the fields the screen and the
 * API exchange, and the spec's messages. Lines 1-23 follow Form 1040-X (Rev. February 2024); lines
 * 4a and 9 are "Reserved for future use" there, so they have no fields.
 */
import { z } from 'zod';
import { recordId } from './constants';
import { MSG } from './messages';
import { money, normalizeAmount } from './money';
import { boundedText, optBool, optDigits, optState, optText, version } from './schema-parts';
import { isEmail } from './accounts';

export const F1040X_MSG = {
  taxYearRequired: 'Tax year is required.',
  taxYear: 'Enter a 4-digit year (e.g., 2024).',
  ipPin: 'IP PIN must be 6 digits.',
  email: 'Invalid email format.',
  refundSplit: 'Refund (22) + applied (23) cannot exceed line 21.',
  loadFailed: 'Failed to load 1040-X.',
  saveFailed: 'Save failed.',
  filingStatus: 'Select a filing status.',
  count: 'Enter a whole number from 0 to 99.',
  created: 'Form 1040-X created.',
  saved: 'Form 1040-X saved.',
  columnAFromAccepted: 'From your accepted return',
  notFound: 'Form 1040-X not found.',
} as const;

/** The five boxes of "Amended return filing status", as the form words them. */
export const F1040X_FILING_STATUSES = [
  'Single',
  'Married filing jointly',
  'Married filing separately',
  'Head of household',
  'Qualifying surviving spouse',
] as const;

/** Lines 1-15 whose amounts are figures of a return (entered in column A, computed in column C). */
export const F1040X_ENTERED = [
  'l01',
  'l02',
  'l04b',
  'l06',
  'l07',
  'l10',
  'l12',
  'l13',
  'l14',
  'l15',
] as const;
export type F1040XEnteredLine = (typeof F1040X_ENTERED)[number];
/** Lines 1-15 in form order; l03, l05, l08 and l11 are derived from the others. */
export const F1040X_LINES = [
  'l01',
  'l02',
  'l03',
  'l04b',
  'l05',
  'l06',
  'l07',
  'l08',
  'l10',
  'l11',
  'l12',
  'l13',
  'l14',
  'l15',
] as const;
export type F1040XLine = (typeof F1040X_LINES)[number];

/** Number and short wording of each line on the form. */
export const F1040X_LINE_LABELS: Record<F1040XLine, [string, string]> = {
  l01: ['1', 'Adjusted gross income'],
  l02: ['2', 'Itemized deductions or standard deduction'],
  l03: ['3', 'Subtract line 2 from line 1'],
  l04b: ['4b', 'Qualified business income deduction'],
  l05: ['5', 'Taxable income. Subtract line 4b from line 3'],
  l06: ['6', 'Tax'],
  l07: ['7', 'Nonrefundable credits'],
  l08: ['8', 'Subtract line 7 from line 6'],
  l10: ['10', 'Other taxes'],
  l11: ['11', 'Total tax. Add lines 8 and 10'],
  l12: ['12', 'Federal income tax withheld and excess social security and tier 1 RRTA tax withheld'],
  l13: ['13', "Estimated tax payments, including amount applied from prior year's return"],
  l14: ['14', 'Earned income credit (EIC)'],
  l15: ['15', 'Refundable credits'],
};

/** The refundable-credit boxes of line 15. */
export const F1040X_RFC = [
  ['rfc_8812', 'Schedule 8812'],
  ['rfc_2439', 'Form 2439'],
  ['rfc_4136', 'Form 4136'],
  ['rfc_8863', 'Form 8863'],
  ['rfc_8885', 'Form 8885'],
  ['rfc_8962', 'Form 8962'],
  ['rfc_other', 'Other (specify)'],
] as const;

/** Part I count lines with columns A and C. */
export const F1040X_PART1 = ['p1_24', 'p1_25', 'p1_27'] as const;

const fourDigitYear = (v: unknown): { year: number | null; bad: boolean } => {
  const s = v == null ? '' : String(v).trim();
  if (s === '') return { year: null, bad: false };
  return /^\d{4}$/.test(s) ? { year: Number(s), bad: false } : { year: null, bad: true };
};

/** Tax year: required, 4 digits. */
export const taxYearField = z
  .union([z.string(), z.number(), z.null()], { message: F1040X_MSG.taxYear })
  .optional()
  .transform((v, ctx) => {
    const { year, bad } = fourDigitYear(v);
    if (year !== null) return year;
    ctx.addIssue({ code: 'custom', message: bad ? F1040X_MSG.taxYear : F1040X_MSG.taxYearRequired });
    return z.NEVER;
  });

const optYear = z
  .union([z.string(), z.number(), z.null()], { message: F1040X_MSG.taxYear })
  .optional()
  .transform((v, ctx) => {
    const { year, bad } = fourDigitYear(v);
    if (bad) ctx.addIssue({ code: 'custom', message: F1040X_MSG.taxYear });
    return year;
  });

const count = z
  .union([z.string(), z.number(), z.null()], { message: F1040X_MSG.count })
  .optional()
  .transform((v, ctx) => {
    const s = v == null ? '' : String(v).trim();
    if (s === '') return null;
    if (!/^\d{1,2}$/.test(s)) {
      ctx.addIssue({ code: 'custom', message: F1040X_MSG.count });
      return z.NEVER;
    }
    return Number(s);
  });

// Bounded before it is trimmed or checked; isEmail is one pass (a pattern here was quadratic).
const email = z
  .union([boundedText(1000, F1040X_MSG.email), z.null()], { message: F1040X_MSG.email })
  .optional()
  .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
  .pipe(z.string().refine(isEmail, F1040X_MSG.email).nullable());

const filingStatus = z
  .union([z.string(), z.null()], { message: F1040X_MSG.filingStatus })
  .optional()
  .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
  .pipe(z.enum(F1040X_FILING_STATUSES, { message: F1040X_MSG.filingStatus }).nullable());

const ipPin = optDigits(6, F1040X_MSG.ipPin);

export const f1040xDependentSchema = z.object({
  first_name: optText(60),
  last_name: optText(60),
  ssn: optDigits(9, MSG.ssn),
  relationship: optText(40),
  qualifies_ctc: optBool,
  qualifies_other: optBool,
});

type Amounts<S extends string> = Record<`${F1040XEnteredLine}_${S}`, ReturnType<typeof money>>;
/** Line 1 (AGI) can be a loss; the other lines of the form cannot be negative. */
const amounts = <S extends string>(suffix: S) =>
  Object.fromEntries(
    F1040X_ENTERED.map((k) => [`${k}_${suffix}`, money({ allowNegative: k === 'l01' })]),
  ) as Amounts<S>;
const counts = Object.fromEntries(
  F1040X_PART1.flatMap((k) => [
    [`${k}_a`, count],
    [`${k}_c`, count],
  ]),
) as Record<`${(typeof F1040X_PART1)[number]}_${'a' | 'c'}`, typeof count>;
const flags = Object.fromEntries(F1040X_RFC.map(([k]) => [k, optBool])) as Record<
  (typeof F1040X_RFC)[number][0],
  typeof optBool
>;

/**
 * The full form (PUT /api/form1040x/{id}). Column C and the derived lines may be sent back as the
 * screen shows them; the server recomputes them from the return and keeps only what is entered.
 */
export const form1040xSchema = z.object({
  tax_year: taxYearField,
  filing_status: filingStatus,
  hoh_qss_child_name: optText(80),
  ssn: optDigits(9, MSG.ssn),
  spouse_ssn: optDigits(9, MSG.ssn),
  address_line1: optText(120),
  state: optState(MSG.state),
  zip_code: optDigits(5, MSG.zip),
  pecf_you: optBool,
  pecf_spouse: optBool,
  ...amounts('a'),
  ...amounts('c'),
  l16: money(),
  l18: money(),
  l22: money(),
  l23_year: optYear,
  l23: money(),
  tax_method: optText(60),
  nol_included: optBool,
  gbc_included: optBool,
  ...flags,
  rfc_other_text: optText(80),
  ...counts,
  dependents: z.array(f1040xDependentSchema).max(50, 'At most 50 dependents.').optional().default([]),
  explanation: optText(5000),
  tp_occupation: optText(80),
  sp_occupation: optText(80),
  tp_ip_pin: ipPin,
  sp_ip_pin: ipPin,
  phone: optText(30),
  email,
  version,
});
export type Form1040XForm = z.input<typeof form1040xSchema>;
export type Form1040XData = z.output<typeof form1040xSchema>;

/** POST /api/form1040x. */
export const form1040xCreateSchema = z.object({
  form1040_id: recordId('Form 1040 not found.'),
  tax_year: taxYearField,
});

/**
 * Line 22 (refunded) and line 23 (applied to estimated tax) share line 21: the message when they
 * ask for more than it, else null. A line 22 that was not entered counts as the rest of line 21.
 */
export function refundSplitIssue(
  l21: string | number | null | undefined,
  l22: string | number | null | undefined,
  l23: string | number | null | undefined,
): string | null {
  const cents = (v: string | number | null | undefined) => {
    const n = normalizeAmount(v ?? null);
    return n ? BigInt(n.replace('.', '')) : 0n;
  };
  const over = cents(l21);
  const applied = cents(l23);
  const refunded = normalizeAmount(l22 ?? null) ? cents(l22) : over > applied ? over - applied : 0n;
  return refunded + applied > over ? F1040X_MSG.refundSplit : null;
}

const amount = z.string().nullable();
const lineColumns = Object.fromEntries(
  F1040X_LINES.flatMap((k) => [
    [`${k}_a`, amount],
    [`${k}_b`, amount],
    [`${k}_c`, amount],
  ]),
) as Record<`${F1040XLine}_${'a' | 'b' | 'c'}`, typeof amount>;
const countColumns = Object.fromEntries(
  F1040X_PART1.flatMap((k) => [
    [`${k}_a`, z.number().nullable()],
    [`${k}_b`, z.number().nullable()],
    [`${k}_c`, z.number().nullable()],
  ]),
) as Record<`${(typeof F1040X_PART1)[number]}_${'a' | 'b' | 'c'}`, z.ZodNullable<z.ZodNumber>>;

/** A 1040-X as the API answers it: the entered fields, columns A/B/C and lines 16-23 computed. */
export const form1040xViewSchema = z.object({
  id: z.number(),
  form1040_id: z.number(),
  version: z.number(),
  /** 'accepted': column A holds the return's figures at its accepted submission and is read-only. */
  column_a_source: z.enum(['accepted', 'manual']),
  accepted_at: z.string().nullable(),
  tax_year: z.number(),
  filing_status: z.string().nullable(),
  hoh_qss_child_name: z.string().nullable(),
  ssn: z.string().nullable(),
  spouse_ssn: z.string().nullable(),
  address_line1: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  pecf_you: z.boolean(),
  pecf_spouse: z.boolean(),
  ...lineColumns,
  l16: amount,
  l17_c: z.string(),
  l18: amount,
  l19: z.string(),
  l20: z.string(),
  l21: z.string(),
  l22: z.string(),
  l23_year: z.number().nullable(),
  l23: amount,
  tax_method: z.string().nullable(),
  nol_included: z.boolean(),
  gbc_included: z.boolean(),
  ...(Object.fromEntries(F1040X_RFC.map(([k]) => [k, z.boolean()])) as Record<
    (typeof F1040X_RFC)[number][0],
    z.ZodBoolean
  >),
  rfc_other_text: z.string().nullable(),
  ...countColumns,
  dependents: z.array(
    z.object({
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      ssn: z.string().nullable(),
      relationship: z.string().nullable(),
      qualifies_ctc: z.boolean(),
      qualifies_other: z.boolean(),
    }),
  ),
  explanation: z.string().nullable(),
  tp_occupation: z.string().nullable(),
  sp_occupation: z.string().nullable(),
  tp_ip_pin: z.string().nullable(),
  sp_ip_pin: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type Form1040XView = z.infer<typeof form1040xViewSchema>;
