/**
 * The facts that decide who gets which credit (issue 11): each person's identifying number and
 * student, dependency and disability facts (the "About you" step), the married-filing-separately
 * living-apart questions (filing status), the dependents' number, citizenship, residence and
 * support facts, and the Form 8880 / Schedule R amounts of the Credits step. Shared by the
 * browser and the server, so both say the same thing.
 */
import { z } from 'zod';
import { money, MONEY_MSG } from './money';
import { optBool, version } from './schema-parts';

export const ELIGIBILITY_MSG = {
  tinType: 'Choose the kind of identifying number',
  citizenship: 'Choose citizenship or residency',
  monthsInUs: 'Months must be 0–12',
  itin: 'An ITIN is 9 digits and starts with 9',
  atin: 'An ATIN is 9 digits and starts with 9',
  grossIncome: 'Gross income must be 0 or more',
  disabilityIncome: 'Taxable disability income must be 0 or more',
  amount: MONEY_MSG.amountNonNegative,
} as const;

/** Identifying-number kinds as the engine reads them (its `TinType`), with plain labels. */
export const TIN_TYPE_OPTIONS = [
  { value: 'ssn', label: 'Social Security number valid for work' },
  { value: 'ssn_dhs', label: 'SSN with “Valid for work only with DHS authorization” (still authorized)' },
  { value: 'ssn_dhs_expired', label: 'SSN with “Valid for work only with DHS authorization” (expired)' },
  { value: 'ssn_not_valid_for_employment', label: 'SSN with “Not valid for employment”' },
  {
    value: 'ssn_benefits_only',
    label: 'SSN with “Not valid for employment”, issued only to get a federal benefit',
  },
  { value: 'itin', label: 'ITIN (Individual Taxpayer Identification Number)' },
  { value: 'atin', label: 'ATIN (Adoption Taxpayer Identification Number)' },
  { value: 'none', label: 'No number yet' },
] as const;
export type TinTypeValue = (typeof TIN_TYPE_OPTIONS)[number]['value'];
/** A filer always has a number, and an ATIN is only ever issued to a child being adopted. */
export const PERSON_TIN_TYPES = TIN_TYPE_OPTIONS.filter((o) => o.value !== 'atin' && o.value !== 'none');
export const DEPENDENT_TIN_TYPES = TIN_TYPE_OPTIONS;

export const CITIZENSHIP_OPTIONS = [
  { value: 'us_citizen', label: 'U.S. citizen' },
  { value: 'us_national', label: 'U.S. national' },
  { value: 'resident_alien', label: 'U.S. resident alien' },
  { value: 'canada_mexico', label: 'Resident of Canada or Mexico' },
  { value: 'other', label: 'None of these' },
] as const;
export type CitizenshipValue = (typeof CITIZENSHIP_OPTIONS)[number]['value'];

/** Why each question is asked, in the words the screens show. */
export const ELIGIBILITY_WHY = {
  personTin:
    'The earned income credit needs an SSN valid for work for you (and your spouse on a joint return); with an ITIN you cannot get it. Most people have an SSN valid for work.',
  student:
    'A full-time student for part of 5 months of {year} cannot take the saver’s credit (Form 8880), and the earned income credit without a child has an age test students often do not meet.',
  childOfAnother:
    'If you are the qualifying child of another person (for example a parent), you cannot take the earned income credit.',
  spouseNra:
    'Only if your spouse is a nonresident alien who has no SSN or ITIN and is not required to have one: the return then shows “NRA” for the number.',
  ban: 'Only if an IRS letter said a claim was disallowed for reckless disregard of the rules (a 2-year ban) or fraud (10 years) and the ban covers {year}. The credit is then not taken.',
  disability:
    'Under 65 and retired on permanent and total disability, you may get the credit for the elderly or the disabled (Schedule R).',
  disabilityIncome:
    'Wages or pension paid to you instead of wages while you were retired on disability; the Schedule R credit is limited to it.',
  // Pub. 596 (2024) Rule 3 and IRC §32(d)(2) (from 2021): a qualifying child lived with you more
  // than half the year, and the spouses lived apart the last 6 months or are legally separated.
  separated:
    'Married filing separately, you can take the earned income credit only if a qualifying child lived with you more than half of {year} and you did not live with your spouse the last 6 months of {year} (or you were legally separated and not living together at the end of the year).',
  livedApart:
    'Living apart all year changes how much Social Security is taxed, the IRA deduction and whether you can take the credit for the elderly or the disabled.',
  dependentTin:
    'The $2,000 child tax credit needs an SSN valid for work; with an ITIN or ATIN the $500 credit for other dependents applies instead.',
  citizenship:
    'A dependent must be a U.S. citizen, national or resident alien, or live in Canada or Mexico; the child credits need one of the first three.',
  monthsInUs:
    'For the earned income credit a child must have lived with you in the United States more than half of {year}.',
  relativeSupport: 'A relative you claim must have received more than half of their {year} support from you.',
  // {qualifying_relative_limit}: the year's limit, from the engine's parameter set (useYearText).
  grossIncome:
    'A relative other than a qualifying child must have had less than {qualifying_relative_limit} of gross income in {year} (income that is not tax-exempt: wages, interest, taxable pensions…).',
  ownSupport: 'A child who paid more than half of their own support is not your qualifying child.',
  jointReturn:
    'A dependent who filed a joint return (other than only to get a refund of withholding) cannot be claimed.',
  // Form 8880 (2024) lines 1 and 4 and its instructions; Schedule R (2024) line 13b.
  roth: 'Roth IRA contributions for {year} (not rollovers) count toward the saver’s credit (Form 8880). Traditional IRA contributions go on Schedule 1, line 20.',
  spouseItemizes:
    'When one spouse filing separately itemizes, the other must itemize too: your standard deduction is then zero (Form 1040, line 12).',
  deferrals:
    'Voluntary contributions to a 401(k), 403(b), governmental 457(b), SEP, SIMPLE or the Thrift Savings Plan that are not in box 12 of a W-2 (for example after-tax contributions to a qualified plan) count toward the saver’s credit (Form 8880 line 2).',
  able: 'Contributions you made for {year} to an ABLE account of which you are the beneficiary count toward the saver’s credit.',
  distributions:
    'Retirement distributions received in the two years before {year} or in {next_year} before the return is due, and {year} ones not entered as a Form 1099-R, reduce the saver’s credit. Leave out rollovers, loans and returned excess contributions.',
  pensions:
    'Nontaxable veterans’ pensions and other pensions, annuities or disability benefits excluded from income reduce the credit for the elderly or the disabled (Schedule R, line 13b).',
  childOfAnotherTaxpayer:
    'A person who is the qualifying child of someone else cannot be your qualifying relative.',
} as const;

const tinValues = (opts: readonly { value: string }[]) => opts.map((o) => o.value) as [string, ...string[]];

/** A choice from a list: blank is the default, anything else outside the list is refused. */
const choice = <T extends string>(values: readonly [T, ...T[]], fallback: T, message: string) =>
  z
    .union([z.string(), z.null()], { message })
    .optional()
    .transform((v) => (v == null || v.trim() === '' ? fallback : v.trim()))
    .pipe(z.enum(values, { message }));

const personTin = () =>
  choice(tinValues(PERSON_TIN_TYPES) as [TinTypeValue, ...TinTypeValue[]], 'ssn', ELIGIBILITY_MSG.tinType);

// ——— About you (taxpayer and spouse) ———
const personFacts = (p: 'taxpayer_' | 'spouse_') => ({
  [`${p}tin_type`]: personTin(),
  [`${p}full_time_student`]: optBool,
  [`${p}qualifying_child_of_another`]: optBool,
  [`${p}retired_on_permanent_disability`]: optBool,
  [`${p}taxable_disability_income`]: money({ message: ELIGIBILITY_MSG.disabilityIncome }),
});
export const PERSON_FACT_KEYS = [
  'tin_type',
  'full_time_student',
  'qualifying_child_of_another',
  'retired_on_permanent_disability',
  'taxable_disability_income',
] as const;
export interface PersonFacts {
  tin_type: TinTypeValue;
  full_time_student: boolean;
  qualifying_child_of_another: boolean;
  retired_on_permanent_disability: boolean;
  taxable_disability_income: string | null;
}
type Prefixed<P extends string> = { [K in keyof PersonFacts as `${P}${K}`]: PersonFacts[K] };
/**
 * The return's credit bans: after a claim disallowed for reckless disregard (2 years) or fraud (10
 * years) the IRS bars the credit (IRC 32(k), 24(g); Form 8862 instructions). A ban covering the year
 * takes the credit away.
 */
export const CREDIT_BAN_KEYS = ['eic_barred', 'child_credits_barred'] as const;
export type CreditBans = Record<(typeof CREDIT_BAN_KEYS)[number], boolean>;
export type PersonFactsOutput = Prefixed<'taxpayer_'> & Prefixed<'spouse_'> & CreditBans;

/** The "About you" step: a disability income only counts for someone retired on disability. */
export const personFactsSchema = z
  .object({
    ...personFacts('taxpayer_'),
    ...personFacts('spouse_'),
    eic_barred: optBool,
    child_credits_barred: optBool,
    version,
  })
  .transform((v) => {
    const out = { ...v } as Record<string, unknown>;
    for (const p of ['taxpayer_', 'spouse_'])
      if (!out[`${p}retired_on_permanent_disability`]) out[`${p}taxable_disability_income`] = null;
    return out as PersonFactsOutput & { version?: number };
  });
export type PersonFactsInput = z.input<typeof personFactsSchema>;

// ——— Filing status: married filing separately ———
export const mfsFacts = {
  /** The spouse is a nonresident alien with no SSN or ITIN: "NRA" stands in for the number. */
  spouse_nra: optBool,
  mfs_separated_spouse_rule: optBool,
  mfs_lived_apart_all_year: optBool,
  /** Your spouse itemizes deductions on their separate return: your standard deduction is then zero. */
  spouse_itemizes: optBool,
};

// ——— Credits step: Form 8880 and Schedule R amounts ———
export const CREDIT_FACT_FIELDS = [
  'roth_ira_contribution_taxpayer',
  'roth_ira_contribution_spouse',
  'able_contribution_taxpayer',
  'able_contribution_spouse',
  'other_distributions_taxpayer',
  'other_distributions_spouse',
  'other_deferrals_taxpayer',
  'other_deferrals_spouse',
  'nontaxable_pensions',
] as const;
export type CreditFactField = (typeof CREDIT_FACT_FIELDS)[number];
export const creditFacts = Object.fromEntries(
  CREDIT_FACT_FIELDS.map((k) => [k, money({ message: ELIGIBILITY_MSG.amount })]),
) as Record<CreditFactField, ReturnType<typeof money>>;
export const SPOUSE_CREDIT_FACTS: readonly CreditFactField[] = CREDIT_FACT_FIELDS.filter((k) =>
  k.endsWith('_spouse'),
);

// ——— Dependents ———
export const dependentFacts = {
  tin_type: choice(
    tinValues(DEPENDENT_TIN_TYPES) as [TinTypeValue, ...TinTypeValue[]],
    'ssn',
    ELIGIBILITY_MSG.tinType,
  ),
  citizenship: choice(
    tinValues(CITIZENSHIP_OPTIONS) as [CitizenshipValue, ...CitizenshipValue[]],
    'us_citizen',
    ELIGIBILITY_MSG.citizenship,
  ),
  months_in_us: z
    .union([z.number(), z.null()], { message: ELIGIBILITY_MSG.monthsInUs })
    .optional()
    .transform((v) => v ?? null)
    .pipe(
      z
        .number()
        .int(ELIGIBILITY_MSG.monthsInUs)
        .min(0, ELIGIBILITY_MSG.monthsInUs)
        .max(12, ELIGIBILITY_MSG.monthsInUs)
        .nullable(),
    ),
  filer_provided_over_half_support: z
    .union([z.boolean(), z.null()], { message: 'Must be true or false' })
    .optional()
    .transform((v) => v ?? true),
  provided_over_half_own_support: optBool,
  filed_joint_return: optBool,
  qualifying_child_of_another_taxpayer: optBool,
  gross_income: money({ message: ELIGIBILITY_MSG.grossIncome }),
};

/**
 * The dependent's number as its kind requires: 9 digits (an ITIN or ATIN starts with 9); none
 * for "No number yet". The SSN message is the spec's.
 */
export function dependentNumberIssue(tin: string, digits: string | null, ssnMessage: string): string | null {
  if (tin === 'none') return null;
  const nine = digits !== null && /^\d{9}$/.test(digits);
  if (tin === 'itin') return nine && digits.startsWith('9') ? null : ELIGIBILITY_MSG.itin;
  if (tin === 'atin') return nine && digits.startsWith('9') ? null : ELIGIBILITY_MSG.atin;
  return nine ? null : ssnMessage;
}
