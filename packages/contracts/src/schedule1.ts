/**
 * Schedule 1 (Form 1040), Additional Income and Adjustments to Income (spec 001): manual rows
 * per category, read-only auto rows from the documents and schedules, and the alimony block.
 */
import { z } from 'zod';
import { recordId } from './constants';
import { eMoney } from './scheduleE';
import { version } from './schema-parts';

export const SCHEDULE_1_MSG = {
  money: 'Use numbers with up to 2 decimals.',
  ssn: 'Enter a 9-digit SSN (###-##-####).',
  date: 'Use YYYY-MM-DD.',
  fix: (n: number) => `Please fix ${n} issue(s) before saving.`,
  remove: 'Remove this row?',
  addFailed: 'Failed to add row.',
  saveFailed: 'Save failed.',
  notAuthorized: 'Your session has ended. Please sign in again.',
  notFound: 'No Schedule 1 entries yet. Use Add Row to create entries, then Save.',
  category: 'Choose a category.',
  owner: 'Choose taxpayer or spouse.',
  section: 'Section must be additional_income or adjustment.',
  autoOnly: (from: string) => `This amount comes from your ${from}; enter it there.`,
  autoReadOnly: 'This row is computed from your documents and cannot be changed here.',
  saved: 'Schedule 1 saved.',
  added: 'Row added.',
  removed: 'Row removed.',
} as const;

/** Part I categories with their Schedule 1 lines (spec 001 names; labels from the 2024 form). */
export const SCHEDULE_1_INCOME: readonly (readonly [string, string])[] = [
  ['taxable_refunds', '1 Taxable refunds, credits, or offsets of state and local income taxes'],
  ['alimony_received', '2a Alimony received'],
  ['business_income', '3 Business income or (loss)'],
  ['other_gains_4797', '4 Other gains or (losses) (Form 4797)'],
  [
    'rents_royalties_partnerships_scorps_trusts',
    '5 Rental real estate, royalties, partnerships, S corporations, trusts',
  ],
  ['farm_income', '6 Farm income or (loss)'],
  ['unemployment', '7 Unemployment compensation'],
  ['net_operating_loss', '8a Net operating loss (enter as a positive number)'],
  ['gambling_income', '8b Gambling'],
  ['cancellation_of_debt', '8c Cancellation of debt'],
  ['foreign_earned_income_exclusion_2555', '8d Foreign earned income exclusion from Form 2555 (positive)'],
  ['form8853_income', '8e Income from Form 8853'],
  ['form8889_income', '8f Income from Form 8889'],
  ['alaska_permanent_fund_dividends', '8g Alaska Permanent Fund dividends'],
  ['jury_duty_pay', '8h Jury duty pay'],
  ['prizes_awards', '8i Prizes and awards'],
  ['hobby_income', '8j Activity not engaged in for profit income'],
  ['stock_options_income', '8k Stock options'],
  ['personal_property_rental_for_profit', '8l Income from the rental of personal property'],
  ['olympic_paralympic_prizes', '8m Olympic and Paralympic medals and USOC prize money'],
  ['sec951a_inclusion', '8n Section 951(a) inclusion'],
  ['sec951A_gilti_inclusion', '8o Section 951A(a) inclusion'],
  ['sec461l_excess_business_loss', '8p Section 461(l) excess business loss adjustment'],
  ['able_taxable_distributions', '8q Taxable distributions from an ABLE account'],
  ['scholarships_not_on_w2', '8r Scholarship and fellowship grants not reported on Form W-2'],
  [
    'medicaid_waiver_nontaxable_amt',
    '8s Nontaxable Medicaid waiver payments included on line 1a or 1d (positive)',
  ],
  ['nonqualified_457_pension', '8t Pension or annuity from a nonqualified deferred compensation or 457 plan'],
  ['wages_while_incarcerated', '8u Wages earned while incarcerated'],
  ['digital_assets_income', '8v Digital assets received as ordinary income not reported elsewhere'],
  ['other_income_z1', '8z Other income'],
  ['other_income_z2', '8z Other income (second)'],
  ['other_income_z3', '8z Other income (third)'],
];

/** Part II categories with their Schedule 1 lines. */
export const SCHEDULE_1_ADJUSTMENTS: readonly (readonly [string, string])[] = [
  ['educator_expenses', '11 Educator expenses'],
  ['reservist_artist_fee_basis_2106', '12 Certain business expenses (Form 2106)'],
  ['hsa_deduction_8889', '13 Health savings account deduction (Form 8889)'],
  ['moving_expenses_military_3903', '14 Moving expenses for members of the Armed Forces (Form 3903)'],
  ['half_self_employment_tax', '15 Deductible part of self-employment tax'],
  ['sep_simple_qualified_plans', '16 Self-employed SEP, SIMPLE, and qualified plans'],
  ['self_employed_health_ins', '17 Self-employed health insurance deduction'],
  ['penalty_early_withdrawal_savings', '18 Penalty on early withdrawal of savings'],
  ['alimony_paid', '19a Alimony paid'],
  ['ira_deduction', '20 IRA deduction (contributions; the worksheet limits them)'],
  ['student_loan_interest', '21 Student loan interest deduction (interest paid; capped and phased out)'],
  ['reserved_for_future_use', '22 Reserved for future use'],
  ['archer_msa_deduction', '23 Archer MSA deduction'],
  ['jury_duty_pay_remitted', '24a Jury duty pay'],
  ['personal_property_rental_expenses', '24b Deductible expenses related to income on line 8l'],
  [
    'olympic_prize_nontaxable_value_adj',
    '24c Nontaxable amount of Olympic and Paralympic medals and USOC prize money',
  ],
  ['reforestation_amortization_expenses', '24d Reforestation amortization and expenses'],
  ['trade_act_sub_repayment', '24e Repayment of supplemental unemployment benefits (Trade Act of 1974)'],
  ['sec501c18D_contrib', '24f Contributions to section 501(c)(18)(D) pension plans'],
  ['chaplains_403b_contrib', '24g Contributions by certain chaplains to section 403(b) plans'],
  [
    'unlawful_discrimination_legal_fees',
    '24h Attorney fees and court costs for unlawful discrimination claims',
  ],
  ['irs_award_whistleblower_legal_fees', '24i Attorney fees and court costs for an IRS whistleblower award'],
  ['housing_deduction_2555', '24j Housing deduction from Form 2555'],
  ['excess_67e_from_k1_1041', '24k Excess deductions of section 67(e) expenses (Schedule K-1, Form 1041)'],
  ['other_adjustments_z1', '24z Other adjustments'],
  ['other_adjustments_z2', '24z Other adjustments (second)'],
  ['other_adjustments_z3', '24z Other adjustments (third)'],
];

/** Header-only amount: a Form 1099-K amount in error or for personal items (does not change income). */
export const K1099_CATEGORY = 'k1099_error_or_personal_loss';

/**
 * Categories the return computes from its own documents: a hand-entered amount would count twice,
 * so the server refuses it and names where it comes from.
 */
export const SCHEDULE_1_COMPUTED: Record<string, string> = {
  business_income: 'Schedule C',
  rents_royalties_partnerships_scorps_trusts: 'Schedule E',
  half_self_employment_tax: 'Schedule SE (computed from your Schedule C)',
  reserved_for_future_use: 'nowhere (line 22 is reserved on the form)',
};

const INCOME_KEYS = new Set([...SCHEDULE_1_INCOME.map(([k]) => k), K1099_CATEGORY]);
const ADJUSTMENT_KEYS = new Set(SCHEDULE_1_ADJUSTMENTS.map(([k]) => k));

/** Optional minus, up to 15 integer digits and 2 decimals: the same amounts as Schedule E. */
export const s1Money = eMoney;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (s: string) => ISO_DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/** One Schedule 1 row as written by the screen (POST and PUT). */
export const schedule1EntrySchema = z
  .object({
    form1040_id: recordId('Form 1040 ID not found in URL.'),
    version,
    section: z.enum(['additional_income', 'adjustment'], { message: SCHEDULE_1_MSG.section }),
    category_key: z.string({ message: SCHEDULE_1_MSG.category }).max(60, SCHEDULE_1_MSG.category),
    description: z
      .union([z.string(), z.null()])
      .optional()
      .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
      .pipe(z.string().max(200, 'At most 200 characters').nullable()),
    amount: s1Money,
    /**
     * Educator expenses on a joint return: whose (each educator's deduction is capped on its own,
     * Schedule 1 line 11). Other rows and other returns: the taxpayer.
     */
    owner: z
      .union([z.enum(['taxpayer', 'spouse']), z.literal(''), z.null()], { message: SCHEDULE_1_MSG.owner })
      .optional()
      .transform((v) => v || 'taxpayer'),
    /** Alimony paid: the recipient's SSN (encrypted at rest). */
    alimony_recipient_ssn: z
      .union([z.string(), z.null()])
      .optional()
      .transform((v) => (v == null ? null : v.replace(/[\s-]/g, '') || null)),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const keys = v.section === 'adjustment' ? ADJUSTMENT_KEYS : INCOME_KEYS;
    if (!keys.has(v.category_key)) issue('category_key', SCHEDULE_1_MSG.category);
    const from = SCHEDULE_1_COMPUTED[v.category_key];
    if (from) issue('category_key', SCHEDULE_1_MSG.autoOnly(from));
    const nonZero = v.amount !== null && Number(v.amount) !== 0;
    // The two agreement dates are kept in the row's description (spec 001 section 3).
    if (nonZero && (v.category_key === 'alimony_paid' || v.category_key === 'alimony_received'))
      if (!validDate(v.description ?? '')) issue('description', SCHEDULE_1_MSG.date);
    // A masked SSN (***-**-1234) sent back from the screen keeps the stored one.
    const ssn = v.alimony_recipient_ssn ?? '';
    if (nonZero && v.category_key === 'alimony_paid' && !/^\d{9}$/.test(ssn) && !/^\*{5}\d{4}$/.test(ssn))
      issue('alimony_recipient_ssn', SCHEDULE_1_MSG.ssn);
  });

export type Schedule1EntryInput = z.input<typeof schedule1EntrySchema>;

export const schedule1EntryView = z.object({
  id: z.union([z.number().int(), z.string()]),
  version: z.number().int().nullable(),
  section: z.enum(['additional_income', 'adjustment']),
  category_key: z.string(),
  description: z.string().nullable(),
  amount: z.string().nullable(),
  /** Whose educator expenses (taxpayer unless the row is the spouse's on a joint return). */
  owner: z.enum(['taxpayer', 'spouse']).optional(),
  source: z.enum(['manual', 'auto']),
  /** Masked for display (***-**-1234). */
  alimony_recipient_ssn: z.string().nullable().optional(),
  /** The Schedule 1 line (e.g. "8b") the row lands on. */
  line: z.string().nullable(),
});
export type Schedule1EntryView = z.output<typeof schedule1EntryView>;

export const schedule1View = z.object({
  schedule1: z.object({ addl_income_total: z.string(), adjustments_total: z.string() }),
  entries: z.array(schedule1EntryView),
  warnings: z.array(z.string()),
});
export type Schedule1View = z.output<typeof schedule1View>;

/** The Schedule 1 line of a category ("8b"), from its label. */
export function schedule1Line(category: string): string | null {
  const hit = [...SCHEDULE_1_INCOME, ...SCHEDULE_1_ADJUSTMENTS].find(([k]) => k === category);
  return hit ? hit[1].split(' ')[0]! : null;
}
