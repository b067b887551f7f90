/**
 * FTB required information (spec 002): tri-state answers (yes, no, unanswered = null), housing,
 * and the renter's-credit questions. `resident_all_year` is our name for the spec's redacted
 * required question: it decides between Form 540 and Form 540NR.
 */
import { z } from 'zod';
import { CA_MSG } from './messages';
import { yearText } from '../year-text';

export const REQUIRED_INFO_QUESTIONS = [
  { key: 'will_amend', label: 'Will you amend your federal return?' },
  { key: 'disq_eic_federal', label: 'Were you disqualified from the federal earned income credit?' },
  { key: 'disq_eic_california', label: 'Were you disqualified from the California EITC?' },
  {
    key: 'filing_status_diff_from_federal',
    label: 'Is your California filing status different from federal?',
  },
  { key: 'forgo_caleitc', label: 'Do you choose not to claim the California EITC?' },
  { key: 'is_registered_domestic_partner', label: 'Are you a registered domestic partner (RDP)?' },
  { key: 'resident_all_year', label: 'Were you a California resident for all of {year}?' },
  { key: 'disaster_victim', label: 'Were you a victim of a California disaster in {year}?' },
  { key: 'prior_year_diff_last_name', label: 'Did you file last year under a different last name?' },
  {
    key: 'unpaid_use_tax_out_of_state_purchases',
    label: 'Did you make out-of-state purchases without paying California use tax?',
  },
] as const;
export type RequiredInfoQuestion = (typeof REQUIRED_INFO_QUESTIONS)[number]['key'];

export const RENTER_QUESTIONS = [
  { key: 'renter_paid_half_2024', label: 'Did you rent your California home for at least half of {year}?' },
  {
    key: 'renter_property_tax_exempt_2024',
    label: 'Was the property you rented exempt from California property tax?',
  },
  {
    key: 'homeowner_exemption_2024',
    label: "Did you (or your spouse/RDP) claim a homeowner's exemption in {year}?",
  },
] as const;
export type RenterQuestion = (typeof RENTER_QUESTIONS)[number]['key'];

export const HOUSING = ['rent', 'own', 'neither'] as const;

/** Answers that must be given before saving (spec 002 section 5). */
export const REQUIRED_ANSWERS = [
  'will_amend',
  'disq_eic_federal',
  'disq_eic_california',
  'is_registered_domestic_partner',
  'resident_all_year',
  'disaster_victim',
  'housing',
] as const;

const triState = z.boolean({ message: 'Answer Yes or No' }).nullable().optional().default(null);

export const requiredInfoSchema = z
  .object({
    will_amend: triState,
    disq_eic_federal: triState,
    disq_eic_california: triState,
    filing_status_diff_from_federal: triState,
    forgo_caleitc: triState,
    is_registered_domestic_partner: triState,
    resident_all_year: triState,
    disaster_victim: triState,
    prior_year_diff_last_name: triState,
    unpaid_use_tax_out_of_state_purchases: triState,
    housing: z.enum(HOUSING, { message: 'Choose rent, own or neither' }).nullable().optional().default(null),
    renter_paid_half_2024: triState,
    renter_property_tax_exempt_2024: triState,
    homeowner_exemption_2024: triState,
  })
  .strict();

export type RequiredInfo = z.output<typeof requiredInfoSchema>;
export type RequiredInfoInput = z.input<typeof requiredInfoSchema>;

/** Names of the required answers still missing, in the screen's order. */
export function missingRequiredAnswers(v: Partial<RequiredInfo>): string[] {
  const missing: string[] = REQUIRED_ANSWERS.filter((k) => v[k] == null);
  if (v.housing === 'rent') for (const q of RENTER_QUESTIONS) if (v[q.key] == null) missing.push(q.key);
  return missing;
}
/** The question a required-information answer belongs to, as the screen asks it (never its key). */
export function requiredInfoLabel(key: string): string {
  if (key === 'housing') return 'Housing in {year} (rented, owned or neither)';
  const q = [...REQUIRED_INFO_QUESTIONS, ...RENTER_QUESTIONS].find((x) => x.key === key);
  return q?.label ?? 'the FTB required information';
}
/** The unanswered questions in a list for a sentence, for the return's year: "…?; Housing in 2025 …". */
export const requiredInfoLabels = (missing: string[], year: number) =>
  missing.map((k) => yearText(requiredInfoLabel(k), year)).join('; ');
export const requiredInfoMessage = (missing: string[], year: number) =>
  CA_MSG.requiredFields(missing.map((k) => yearText(requiredInfoLabel(k), year)));

/**
 * The screen's hint: likely eligible for the nonrefundable renter's credit when the filer rented
 * at least half of the year, CA AGI is at or below the limit, no homeowner's exemption was claimed
 * and the property was not tax-exempt.
 */
export function renterCreditLikely(v: Partial<RequiredInfo>, caAgi: number, agiLimit: number): boolean {
  return (
    v.housing === 'rent' &&
    v.renter_paid_half_2024 === true &&
    v.renter_property_tax_exempt_2024 === false &&
    v.homeowner_exemption_2024 === false &&
    caAgi <= agiLimit
  );
}

export const requiredInfoResponseSchema = z.object({
  data: z.record(z.string(), z.union([z.boolean(), z.string(), z.null()])),
  ready: z.boolean(),
  missing: z.array(z.string()),
  renter_credit: z.object({ agi_limit: z.string(), ca_agi: z.string(), likely_eligible: z.boolean() }),
});
