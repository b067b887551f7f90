/**
 * California Form 540 (spec 002 sections 3, 5 and 7): the record's fields grouped as the screen
 * shows them, the input of POST /form1040/{id}/ca/540 (any subset of the editable fields), the
 * exemptions, dependents, contributions, submission, preflight and summary shapes.
 */
import { z } from 'zod';
import { recordId } from '../constants';
import { money } from '../money';
import { normalizeDate } from '../returns';
import { optText, optState } from '../schema-parts';
import { CA_MSG } from './messages';

export const CA_FILING_STATUSES = ['S', 'MFJ', 'MFS', 'HOH', 'QSS'] as const;
export type CaFilingStatus = (typeof CA_FILING_STATUSES)[number];
export const CA_FILING_STATUS_LABELS: Record<CaFilingStatus, string> = {
  S: 'Single',
  MFJ: 'Married/RDP filing jointly',
  MFS: 'Married/RDP filing separately',
  HOH: 'Head of household',
  QSS: 'Qualifying surviving spouse/RDP with dependent child',
};

/** Text fields a filer edits (max lengths as on the form). */
export const CA540_TEXT_FIELDS = [
  'first_name',
  'last_name',
  'suffix',
  'spouse_first_name',
  'spouse_last_name',
  'spouse_suffix',
  'street',
  'apt_ste',
  'pmb',
  'city',
  'zip_code',
  'foreign_country',
  'foreign_province',
  'foreign_postal_code',
  'county_at_filing',
  'phys_street',
  'phys_apt_ste',
  'phys_city',
  'phys_zip_code',
  'email',
  'third_party_designee_name',
  'third_party_designee_phone',
  'preparer_name',
  'preparer_firm',
  'preparer_fein',
  'preparer_ptin',
  'preparer_phone',
  'fy_month_end',
  'fy_year',
] as const;
/** Secret text (encrypted at rest, masked in answers). */
export const CA540_SECRET_FIELDS = [
  'ssn_itin',
  'spouse_ssn_itin',
  'dob',
  'spouse_dob',
  'dd1_routing',
  'dd1_account',
  'dd2_routing',
  'dd2_account',
] as const;
export const CA540_BOOL_FIELDS = [
  'amended_return',
  'physical_addr_same_as_mailing',
  'use_tax_no_owed',
  'use_tax_paid_to_cdtfa',
  'full_year_health_coverage',
  'voter_info_optin',
] as const;
/** Amounts a filer may enter (the rest are derived by the engine). */
export const CA540_MONEY_FIELDS = [
  'state_wages_w2_box16',
  'federal_agi',
  'ca_subtractions',
  'ca_additions',
  'line18_deductions',
  'line31_tax',
  'line34_other_taxes',
  'cdcc_nonrefundable',
  'renters_credit',
  'amt_540',
  'recapture_other_taxes',
  'ca_withholding',
  'est_payments',
  'withholding_592b_593',
  'ca_eitc',
  'young_child_tax_credit',
  'foster_youth_tax_credit',
  'use_tax',
  'isr_penalty',
  'apply_to_next_year',
  'interest_penalties',
  'underpayment_penalty',
  'dd1_amount',
  'dd2_amount',
] as const;
/** Derived by the server from the engine; read-only on the screen. */
export const CA540_DERIVED_FIELDS = [
  'ca_agi_pre_additions',
  'ca_agi',
  'taxable_income',
  'line32_exemption_credits',
  'line33_tax_minus_exempt',
  'line35_total',
  'total_nonref_credits',
  'line48_tax_after_credits',
  'mental_health_tax',
  'line64_total_tax',
  'line78_total_payments',
  'line93_payments_balance',
  'line94_use_tax_balance',
  'line95_payments_after_isr',
  'line96_isr_balance',
  'overpaid_tax',
  'overpaid_available',
  'tax_due',
  'contributions_total',
  'amount_you_owe',
  'total_amount_due',
  'refund_or_no_amount_due',
] as const;
/** The key lines auto-saved 500 ms after the last keystroke. */
export const CA540_AUTOSAVE_FIELDS = [
  'filing_status',
  'federal_agi',
  'ca_subtractions',
  'ca_additions',
  'line18_deductions',
  'ca_withholding',
  'est_payments',
  'use_tax',
] as const;
export const CA540_AUTOSAVE_MS = 500;

const caDate = z
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
const digitsText = (max: number, msg: string) =>
  optText(max, msg).pipe(
    z
      .string()
      .regex(new RegExp(`^\\d{1,${max}}$`), msg)
      .nullable(),
  );

const text = Object.fromEntries(CA540_TEXT_FIELDS.map((k) => [k, optText(200).optional()]));
const amounts = Object.fromEntries(CA540_MONEY_FIELDS.map((k) => [k, money().optional()]));
const flags = Object.fromEntries(CA540_BOOL_FIELDS.map((k) => [k, z.boolean().nullable().optional()]));

/** POST /form1040/{id}/ca/540: any subset of the editable fields. */
export const ca540InputSchema = z
  .object({
    tax_year: z.coerce.number().int().min(2018).max(2100).optional(),
    filing_status: z.enum(CA_FILING_STATUSES, { message: 'Choose a filing status' }).optional(),
    state: optState('Select a valid state/territory').optional(),
    phys_state: optState('Select a valid state/territory').optional(),
    ssn_itin: digitsText(9, 'SSN/ITIN must be 9 digits').optional(),
    spouse_ssn_itin: digitsText(9, 'SSN/ITIN must be 9 digits').optional(),
    dob: caDate,
    spouse_dob: caDate,
    dd1_routing: digitsText(9, 'Routing number must be 9 digits').optional(),
    dd2_routing: digitsText(9, 'Routing number must be 9 digits').optional(),
    dd1_account: digitsText(17, 'Account number must be 4–17 digits').optional(),
    dd2_account: digitsText(17, 'Account number must be 4–17 digits').optional(),
    dd1_type: z.enum(['Checking', 'Savings']).nullable().optional(),
    dd2_type: z.enum(['Checking', 'Savings']).nullable().optional(),
    line31_src: z.enum(['TABLE', 'AUTO', 'MANUAL']).optional(),
    ...text,
    ...amounts,
    ...flags,
  })
  .strict();
export type Ca540Input = z.input<typeof ca540InputSchema>;
export type Ca540Parsed = z.output<typeof ca540InputSchema>;

/** The record as answered (secrets masked, e.g. "***-**-6789"); derived lines as "1234.00". */
export type Ca540Record = Record<string, string | number | boolean | null> & {
  id: number;
  form1040_id: number;
  tax_year: number;
  filing_status: CaFilingStatus;
};
export const ca540RecordSchema = z
  .object({
    id: z.number(),
    form1040_id: z.number(),
    tax_year: z.number(),
    filing_status: z.enum(CA_FILING_STATUSES),
  })
  .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()]));

// ——— Exemptions (lines 7-11) ———
const count = z.coerce.number({ message: CA_MSG.exemptionCount }).int(CA_MSG.exemptionCount);
/** PUT: counts are clamped to 0-2 (1 when not MFJ or MFS) by the server, as the spec says. */
export const caExemptionsInputSchema = z.object({
  personal_exemptions_n: count.optional(),
  blind_exemptions_n: count.optional(),
  senior_exemptions_n: count.optional(),
});
export const caExemptionsSchema = z.object({
  personal_exemptions_n: z.number(),
  personal_exemptions_amt: z.string(),
  blind_exemptions_n: z.number(),
  blind_exemptions_amt: z.string(),
  senior_exemptions_n: z.number(),
  senior_exemptions_amt: z.string(),
  dependents_total_n: z.number(),
  dependents_total_amt: z.string(),
  exemptions_total_amt: z.string(),
  rates: z.object({ personal: z.string(), blind: z.string(), senior: z.string(), dependent: z.string() }),
});
export type CaExemptions = z.infer<typeof caExemptionsSchema>;
/** 0-2, and at most 1 unless married/RDP filing jointly or separately. */
export function clampExemption(n: number, status: CaFilingStatus): number {
  const max = status === 'MFJ' || status === 'MFS' ? 2 : 1;
  return Math.min(max, Math.max(0, Math.trunc(Number.isFinite(n) ? n : 0)));
}
/** Default personal exemption count: 2 for MFJ or QSS, else 1 (spec 002 section 9). */
export const defaultPersonalExemptions = (s: CaFilingStatus) => (s === 'MFJ' || s === 'QSS' ? 2 : 1);
/** The spec's default dependent exemption rate before the server answers. */
export const DEFAULT_DEPENDENT_RATE = 461;

// ——— Dependents, contributions ———
export const caDependentInputSchema = z.object({
  first_name: optText(100).pipe(z.string({ message: 'First name is required' })),
  last_name: optText(100).pipe(z.string({ message: 'Last name is required' })),
  ssn_itin: digitsText(9, 'SSN/ITIN must be 9 digits'),
  relationship: optText(60),
});
export const caDependentSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  ssn_itin: z.string().nullable(),
  relationship: z.string().nullable(),
});
export type CaDependentRow = z.infer<typeof caDependentSchema>;
/** The state PDF shows up to 3 dependents; totals use all of them. */
export const CA_PDF_DEPENDENTS = 3;

export const DEFAULT_CONTRIBUTION_CODE = 400;
export const caContributionInputSchema = z.object({
  code: z.coerce
    .number({ message: CA_MSG.contributionCode })
    .int(CA_MSG.contributionCode)
    .min(400, CA_MSG.contributionCode)
    .max(999, CA_MSG.contributionCode)
    .default(DEFAULT_CONTRIBUTION_CODE),
  amount: money({ message: 'Amount must be 0 or more' }).pipe(z.string({ message: 'Amount is required' })),
});
export const caContributionSchema = z.object({ id: z.number(), code: z.number(), amount: z.string() });
export const caContributionListSchema = z.object({ data: z.array(caContributionSchema), total: z.string() });

// ——— Submission, preflight, summary ———
export const CA_SUBMISSION_STATUSES = ['Pending', 'Accepted', 'Rejected'] as const;
export const stateSubmissionSchema = z.object({
  id: z.number(),
  form1040_id: z.number(),
  status: z.enum(CA_SUBMISSION_STATUSES),
  submitted_at: z.string().nullable(),
  ack_id: z.string().nullable(),
  message: z.string().nullable(),
  errors: z.array(z.object({ code: z.string(), message: z.string() })),
});
export type StateSubmission = z.infer<typeof stateSubmissionSchema>;

export const PREFLIGHT_CODES = ['FTB_INFO', 'CA540_INIT', 'NO_CASE', 'SCH_CA'] as const;
export const preflightSchema = z.object({
  ok: z.boolean(),
  missing: z.array(z.object({ code: z.string(), label: z.string(), reason: z.string() })),
});
export type Preflight = z.infer<typeof preflightSchema>;
/** Shown when the readiness check itself fails (spec 002 section 8). */
export const PREFLIGHT_FALLBACK: Preflight['missing'] = [
  { code: 'FTB_INFO', label: 'FTB Required Info', reason: 'Answer the FTB required information.' },
  { code: 'SCH_CA', label: 'Schedule CA (540)', reason: 'Review the Schedule CA adjustments.' },
];

export const ca540SummarySchema = z.object({
  filed: z.boolean(),
  efileStatus: z.enum(CA_SUBMISSION_STATUSES).nullable(),
  ca_agi: z.string(),
  taxable_income: z.string(),
  total_tax: z.string(),
  total_payments: z.string(),
  refund: z.string(),
  refundAmount: z.string(),
  amount_owed: z.string(),
  amountOwed: z.string(),
  refundOrOwed: z.string(),
  preflight_ok: z.boolean(),
});
export type Ca540Summary = z.infer<typeof ca540SummarySchema>;

export const form1040IdParam = z.object({ id: recordId() });
