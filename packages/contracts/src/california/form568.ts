/**
 * California Form 568, Limited Liability Company Return of Income (spec 002): the record's lines
 * (computed ones read-only), the questionnaire, Schedules T, L and M-2.
 */
import { z } from 'zod';
import { recordId } from '../constants';
import { money } from '../money';
import { optText, optState } from '../schema-parts';

export const F568_TEXT_FIELDS = ['llc_name', 'sos_file_number', 'fein', 'address', 'city', 'zip'] as const;
export const F568_FLAGS = [
  'filing_status_initial',
  'filing_status_final',
  'filing_status_amended',
  'filing_status_protective',
] as const;
const filled = (v: unknown): boolean => (typeof v === 'string' ? v.trim() !== '' : v === true);
const objectOf = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * True when the filer entered something on a Form 568 the engine does not read: a name or other
 * text field, a checkbox, total assets, a questionnaire answer. With the amounts the engine reads
 * (its form568Used), this says the LLC exists: the screen creates an empty record on first open, and
 * that record owes nothing (no $800 annual tax) and shows nowhere.
 */
export function form568Touched(d: Record<string, unknown>): boolean {
  return (
    [...F568_TEXT_FIELDS, 'state', ...F568_FLAGS, 'total_assets_eoy'].some((k) => filled(d[k])) ||
    Object.values(objectOf(d.questionnaire)).some((v) => v !== null && v !== undefined && v !== '')
  );
}

/** Lines a filer enters, with the form's wording. */
export const F568_INPUT_LINES = [
  ['total_assets_eoy', 'Total assets at end of year'],
  ['line1_total_income', '1 Total income from Schedule IW'],
  ['line2_llc_fee', '2 Limited liability company fee'],
  ['line3_annual_llc_tax', '3 Annual limited liability company tax'],
  ['line4_pte_elective_tax', '4 Elective tax (pass-through entity)'],
  ['line5_noncons_nr_tax_schedT', '5 Nonconsenting nonresident members’ tax from Schedule T'],
  ['line6_partnership_level_tax', '6 Total partnership level tax (BBA)'],
  ['line8_prior_year_overpayment', '8 Overpayment from prior year allowed as a credit'],
  ['line9_amt_paid_pte', '9 Elective tax payment'],
  ['line10_amt_paid_form3522', '10 Amount paid with form FTB 3522'],
  ['line11_amt_paid_form3536', '11 Amount paid with form FTB 3536 and extension payments'],
  ['line13_use_tax', '13 Use tax'],
  ['line18_applied_to_next_year', '18 Amount of line 17 to be credited to 2025 tax'],
  ['line20_penalties_interest', '20 Penalties and interest'],
] as const;
/** Computed, read-only (spec 002 section 5 formulas). */
export const F568_COMPUTED_LINES = [
  ['line7_total_tax_fee', '7 Total tax and fee. Add lines 2 through 6'],
  ['line12_total_payments', '12 Total payments. Add lines 8 through 11'],
  // Lines 14-21 as printed on the 2024 Form 568 (payments net the use tax first; the engine's f568.ts).
  [
    'line14_payments_balance',
    '14 Payments balance. If line 12 is more than line 13, subtract line 13 from line 12',
  ],
  [
    'line15_use_tax_balance',
    '15 Use tax balance. If line 13 is more than line 12, subtract line 12 from line 13',
  ],
  ['line16_tax_fee_due', '16 Tax due. If line 7 is more than line 14, subtract line 14 from line 7'],
  ['line17_overpayment', '17 Overpaid tax. If line 14 is more than line 7, subtract line 7 from line 14'],
  ['line19_refund', '19 Refund. Subtract line 18 from line 17'],
  ['line21_total_amount_due', '21 Total amount due. Add line 15, line 16 and line 20'],
] as const;
export const F568_SUMMARY_LINES = [
  'line7_total_tax_fee',
  'line12_total_payments',
  'line16_tax_fee_due',
  'line17_overpayment',
  'line21_total_amount_due',
] as const;

const amt = money({ allowNegative: true }).optional();
/** PATCH /ca/form568/{id}: one or more changed fields. */
export const f568PatchSchema = z
  .object({
    ...Object.fromEntries(F568_TEXT_FIELDS.map((k) => [k, optText(200).optional()])),
    state: optState('Select a valid state/territory').optional(),
    ...Object.fromEntries(F568_FLAGS.map((k) => [k, z.boolean().optional()])),
    ...Object.fromEntries(F568_INPUT_LINES.map(([k]) => [k, amt])),
  })
  .strict();
export const f568CreateSchema = z.object({
  form1040_id: recordId('Form 1040 not found.'),
  tax_year: z.coerce.number().int().min(2018).max(2100).optional(),
});

// ——— Questionnaire ———
export const F568_YES_NO = [
  'I1',
  'I1_RP',
  'I2',
  'I2_RP',
  'I3',
  'L',
  'M1',
  'M2',
  'N',
  'P1',
  'P2',
  'P3',
  'Q',
  'R',
  'S',
  'T',
  'U1',
  'U2',
  'U3',
  'V',
  'W',
  'X',
  'Y',
  'Z',
  'AA',
  'BB',
  'CC1',
  'FF1',
  'GG1',
  'GG2',
  'HH',
  'II',
  'JJ1',
  'JJ2',
  'KK1',
] as const;
/** A follow-up shows only when its parent's answer is yes. */
export const F568_FOLLOW_UPS: Record<string, string> = {
  I1_RP: 'I1',
  I2_RP: 'I2',
  U2: 'U1',
  U3: 'U1',
  CC2: 'CC1',
  FF2: 'FF1',
  KK2: 'KK1',
  KK3: 'KK1',
};
export const F568_DD_OPTIONS = ['installment', '1031', '1033', 'other'] as const;
const yesNo = z.enum(['yes', 'no']).nullable().optional();
export const f568QuestionnaireSchema = z
  .object({
    ...Object.fromEntries(F568_YES_NO.map((k) => [k, yesNo])),
    CC2: z.union([z.coerce.number().int().min(1900).max(2100), z.null()]).optional(),
    DD: z
      .union([z.string(), z.array(z.string()), z.null()])
      .optional()
      .transform((v) => (Array.isArray(v) ? v.join(',') : (v ?? null)))
      .pipe(
        z
          .string()
          .refine(
            (s) => s === '' || s.split(',').every((x) => (F568_DD_OPTIONS as readonly string[]).includes(x)),
            'Choose from installment, 1031, 1033, other',
          )
          .nullable(),
      ),
    EE: optText(500).optional(),
    FF2: optText(4000).optional(),
    KK2: z
      .union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD'), z.null()])
      .optional(),
    KK3: money().optional(),
  })
  .strict();

// ——— Schedules T, L, M-2 ———
export const f568ScheduleTRowSchema = z.object({
  /** The saved row's id, so a kept (masked) TIN stays with its member when rows are removed. */
  id: z.number().int().positive().max(100_000).optional(),
  member_name: optText(200),
  tin: optText(11),
  distributive_share: money(),
  tax_rate: z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v) => (v == null || v === '' ? null : String(v).trim()))
    .pipe(
      z
        .string()
        .regex(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, 'Tax rate: up to four decimals, e.g. 0.1234')
        .nullable(),
    ),
  withheld_by_llc: money(),
});
export const f568ScheduleTSchema = z.array(f568ScheduleTRowSchema).max(100);

export const SCHED_L_INPUTS = [
  ['cash', 'Cash'],
  ['ar', 'Trade notes and accounts receivable'],
  ['ar_allow', 'Less allowance for bad debts'],
  ['inv', 'Inventories'],
  ['ap', 'Accounts payable'],
  ['curr_debt', 'Mortgages, notes, bonds payable in less than 1 year'],
  ['other_curr_liab', 'Other current liabilities'],
  ['nonrecourse_loans', 'All nonrecourse loans'],
  ['loans_from_members', 'Loans from members'],
  ['long_debt', 'Mortgages, notes, bonds payable in 1 year or more'],
  ['other_liab', 'Other liabilities'],
  ['members_capital', "Members' capital accounts"],
] as const;
export const SCHED_L_TOTALS = ['total_assets', 'total_liab_cap'] as const;
export const f568ScheduleLSchema = z
  .object(
    Object.fromEntries(
      SCHED_L_INPUTS.flatMap(([k]) => [
        [`${k}_beg`, amt],
        [`${k}_end`, amt],
      ]),
    ),
  )
  .strip();
/** Balanced when |assets − (liabilities + capital)| < 0.005 (spec 002 §4). */
export const SCHED_L_TOLERANCE = 0.005;

export const SCHED_M2_INPUTS = [
  ['beg_balance', '1 Balance at beginning of year'],
  ['contrib', '2 Capital contributed'],
  ['net_income', '3 Net income (loss)'],
  ['other_increases', '4 Other increases'],
  ['dist_cash', '6 Withdrawals and distributions: cash'],
  ['dist_property', '6 Withdrawals and distributions: property'],
  ['other_decreases', '7 Other decreases'],
] as const;
export const SCHED_M2_COMPUTED = ['subtotal', 'total_decreases', 'end_balance'] as const;
export const f568ScheduleM2Schema = z
  .object(Object.fromEntries(SCHED_M2_INPUTS.map(([k]) => [k, amt])))
  .strip();

/** The record as answered: lines as "1234.00" or null, schedules embedded. */
export const f568RecordSchema = z
  .object({
    id: z.number(),
    form1040_id: z.number(),
    tax_year: z.number(),
    /** The filer entered something (the LLC exists): false for the empty record, which owes nothing. */
    in_use: z.boolean().optional(),
    schedule_t: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
    schedule_l: z.record(z.string(), z.union([z.string(), z.boolean(), z.null()])),
    schedule_m2: z.record(z.string(), z.union([z.string(), z.null()])),
  })
  .catchall(
    z.union([
      z.string(),
      z.number(),
      z.boolean(),
      z.null(),
      z.array(z.unknown()),
      z.record(z.string(), z.unknown()),
    ]),
  );
export type F568Record = z.infer<typeof f568RecordSchema>;
