/**
 * California Form 568, Limited Liability Company Return of Income (spec 002): the record's lines
 * (computed ones read-only), the questionnaire, Schedules T, L and M-2.
 */
import { z } from 'zod';
import { F568_LINES, f568Label, type F568Line } from '@taxprep/tax-engine/line-tables';
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

const asPair = (l: F568Line): readonly [string, string] => [l.field, f568Label(l)] as const;
/** Lines a filer enters, with the form's wording (the engine's Form 568 line table). */
export const F568_INPUT_LINES = F568_LINES.filter((l) => !l.computed).map(asPair);
/** Computed, read-only (the engine's f568.ts). */
export const F568_COMPUTED_LINES = F568_LINES.filter((l) => l.computed).map(asPair);
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
/** The questions in the order of the form's sides. */
export const F568_QUESTION_SIDES: readonly [side: string, codes: readonly string[]][] = [
  ['Side 1', ['I1', 'I1_RP', 'I2', 'I2_RP', 'I3']],
  [
    'Side 2',
    [
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
    ],
  ],
  [
    'Side 3',
    ['CC1', 'CC2', 'DD', 'EE', 'FF1', 'FF2', 'GG1', 'GG2', 'HH', 'II', 'JJ1', 'JJ2', 'KK1', 'KK2', 'KK3'],
  ],
];
export const F568_DD_LABELS: Record<(typeof F568_DD_OPTIONS)[number], string> = {
  installment: 'Installment sale',
  '1031': 'Like-kind exchange (IRC 1031)',
  '1033': 'Involuntary conversion (IRC 1033)',
  other: 'Other deferral',
};
const OTHER_LABELS: Record<string, string> = {
  CC2: 'CC(2) Year',
  DD: 'DD Kind of deferral',
  EE: 'EE Explanation',
  FF2: 'FF(2) Explanation',
  KK2: 'KK(2) Date',
  KK3: 'KK(3) Amount',
};
/** "I1_RP" → "Question I(1), real property"; "AA" → "Question AA". */
export function f568QuestionLabel(code: string): string {
  if (OTHER_LABELS[code]) return `Question ${OTHER_LABELS[code]}`;
  const m = /^([A-Z]+)(\d)?(_RP)?$/.exec(code);
  if (!m) return `Question ${code}`;
  return `Question ${m[1]}${m[2] ? `(${m[2]})` : ''}${m[3] ? ', California real property' : ''}`;
}
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
