/**
 * The input of the engine: one 2024 federal return, as the product's screens collect it.
 *
 * Conventions
 * - Every money field is an `Amount`: a string ("1234.56", "1,234.56") or a number with at most two
 *   decimals, or null/undefined/"" for zero. It is parsed exactly with `Money.of`.
 * - Field names follow the product spec (spec 000 section 3, spec 001 section 3) in snake_case, so the
 *   server can map database rows straight onto this object. Everything except `filing_status` is
 *   optional; an omitted list is an empty list and an omitted amount is zero.
 * - Amounts are entered as positive numbers unless the field says it may be negative (losses on
 *   Schedule D / E / K-1 lines, Schedule 1 rows).
 * - Persons are 'taxpayer' or 'spouse' (`owner`), used where the forms are per person
 *   (Schedule SE, Form 8959, IRA deduction, Form 8863 student...). Omitted owner = 'taxpayer'.
 *
 * This file is the stable contract of the engine; add optional fields only. The information returns
 * and the schedules live in types-documents.ts and types-schedules.ts, the people in types-people.ts.
 */
import type {
  F1095A,
  F1099Div,
  F1099G,
  F1099Int,
  F1099Misc,
  F1099Nec,
  F1099R,
  HsaInput,
  PremiumTaxCreditInput,
  Ssa1099,
  W2,
} from './types-documents';
import type {
  F8949Row,
  Schedule1Input,
  ScheduleAInput,
  ScheduleCInput,
  ScheduleDInput,
  ScheduleEInput,
} from './types-schedules';
import type { Dependent, ElderlyDisabledInput, Person, RetirementSavingsInput } from './types-people';

export type * from './types-documents';
export type * from './types-schedules';
export type * from './types-people';

export type Amount = string | number | null | undefined;

export type FilingStatus = 'single' | 'mfj' | 'mfs' | 'hoh' | 'qss';

export type Owner = 'taxpayer' | 'spouse';

/** Adjustments to income with the inputs the deduction worksheets need. */
export interface AdjustmentsInput {
  /** Line 11: educator expenses paid per educator (each capped at $300). */
  educator_expenses_taxpayer?: Amount;
  educator_expenses_spouse?: Amount;
  /** Line 12 (Form 2106). */
  reservist_artist_fee_basis?: Amount;
  /** Line 13: HSA deduction from a Form 8889 prepared elsewhere (ignored when `hsas` is given: Form 8889 is then computed). */
  hsa_deduction?: Amount;
  moving_expenses_military?: Amount;
  /** Line 16. */
  sep_simple_qualified_plans?: Amount;
  /** Line 17: self-employed health insurance premiums paid; limited to net SE profit minus half SE tax and line 16. */
  self_employed_health_insurance?: Amount;
  /** Line 20: traditional IRA contributions for 2024 per person (limited to $7,000/$8,000 and compensation, phased out by the worksheet). */
  ira_contribution_taxpayer?: Amount;
  ira_contribution_spouse?: Amount;
  /** Covered by a workplace retirement plan (default: any W-2 of the person has box 13 retirement plan checked). */
  taxpayer_covered_by_retirement_plan?: boolean;
  spouse_covered_by_retirement_plan?: boolean;
  /** Line 21: student loan interest paid (Form 1098-E), capped at $2,500 and phased out. */
  student_loan_interest_paid?: Amount;
  archer_msa_deduction?: Amount;
  /** Spec 000 "Adjustments" screen: a single amount with a description (Schedule 1 line 24z). */
  adjustments_to_income?: Amount;
  adjustment_description?: string;
}

/** Form 8863: one row per student. */
export interface EducationStudent {
  name?: string;
  ssn?: string;
  /** 'taxpayer' | 'spouse' | a dependent's id. */
  student?: Owner | string;
  /** Qualified expenses paid in 2024 (after tax-free assistance). */
  qualified_expenses?: Amount;
  /** Tax-free educational assistance (subtracted from expenses). */
  tax_free_assistance?: Amount;
  /** Claim the American opportunity credit (otherwise the lifetime learning credit). */
  claim_aotc?: boolean;
  /** AOTC eligibility facts (Form 8863 Part III lines 23-26). */
  aotc_claimed_four_prior_years?: boolean;
  half_time_student?: boolean;
  completed_first_four_years?: boolean;
  felony_drug_conviction?: boolean;
  institution_name?: string;
  institution_ein?: string;
}

export interface CareProvider {
  name?: string;
  tin?: string;
  /** A tax-exempt organization: no TIN; column (c) says "Tax-Exempt". */
  tax_exempt?: boolean;
  /** Due diligence: the TIN could not be had; column (c) says "See Attached Statement". */
  tin_unavailable?: 'provider_refused' | 'provider_not_found';
  address?: string;
  /** Column (d): the provider was the filer's household employee (Schedule H may apply). */
  household_employee?: boolean;
  amount_paid?: Amount;
}

/** Form 2441 line 2: a qualifying person (one of `dependents`, by id) and the expenses paid for them. */
export interface DependentCarePerson {
  dependent_id?: string | number;
  name?: string;
  expenses?: Amount;
  /** Column (c): over age 12 and disabled (default: the dependent's own disability flag when 13 or older). */
  over_12_and_disabled?: boolean;
}

/** Form 2441. */
export interface DependentCareInput {
  /** Qualified expenses incurred and paid in 2024, per qualifying person (dependent id → amount) or total. */
  expenses_total?: Amount;
  /** Number of qualifying persons (default: dependents under 13 or disabled). */
  qualifying_persons?: number;
  /**
   * Line 2, one row per qualifying person with that person's expenses (column (d)). When given, these
   * are the qualifying persons (their count, unless `qualifying_persons` says otherwise) and their
   * expenses add up to `expenses_total` when that is not given.
   */
  persons?: DependentCarePerson[];
  /**
   * The persons' amounts leave out what dependent care benefits paid (line 2 as the form asks when
   * there are benefits), because `expenses_total` gives line 16 with them.
   */
  persons_exclude_benefits?: boolean;
  providers?: CareProvider[];
  /** Spouse was a full-time student or disabled (deemed earned income $250/$500 a month). */
  spouse_student_or_disabled_months?: number;
  /** Who the student or disabled person is (default the spouse). */
  student_or_disabled?: Owner;
  /** That person's actual earned income in those months (the deemed amount replaces it when larger). */
  student_or_disabled_earned_in_those_months?: Amount;
  /** Dependent care benefits (W-2 box 10 is added) and forfeited amounts (Part III). */
  employer_benefits?: Amount;
  forfeited_or_carried_forward?: Amount;
  /** Line 13: benefits carried over from the prior year and used in this one during the grace period. */
  carryover_from_prior_year?: Amount;
  /** The same as `carryover_from_prior_year`, by its first (2024-only) name; read when that is absent. */
  carryover_from_2023?: Amount;
  /** Line 22: benefits from your own sole proprietorship or partnership plan. */
  benefits_from_own_business?: Amount;
  /** Line 21: the dependent care plan's maximum, when below $5,000. */
  plan_maximum?: Amount;
  /** Elect to include nontaxable combat pay (W-2 box 12 code Q) in earned income for lines 4/5 and 18/19. */
  combat_pay_election_taxpayer?: boolean;
  combat_pay_election_spouse?: boolean;
}

/** Other items of Schedule 2 the engine does not derive from documents (entered directly). */
export interface OtherTaxesInput {
  /** Line 1a: excess advance premium tax credit repayment from a Form 8962 prepared elsewhere (ignored when `f1095_a` is given). */
  excess_aptc_repayment?: Amount;
  /** Line 1y. */
  other_additions_to_tax?: Amount;
  /** Line 5: Form 4137 unreported tips (the engine computes 7.65% of `unreported_tips` when given). */
  unreported_tips?: Amount;
  /** Line 6: Form 8919 uncollected tax (entered). */
  form8919_tax?: Amount;
  /** Line 8: additional tax on IRAs beyond what the engine computes for code-1 distributions (entered). */
  additional_tax_ira_other?: Amount;
  /** Line 9: household employment taxes (Schedule H result). */
  household_employment_taxes?: Amount;
  /** Line 10. */
  first_time_homebuyer_repayment?: Amount;
  /** Line 13: besides W-2 box 12 codes A, B, M, N which are added automatically. */
  uncollected_ss_medicare_tips_gtl?: Amount;
  /** Line 17z and similar. */
  other_additional_taxes?: Amount;
  /** Line 17c: additional tax on HSA distributions from a Form 8889 prepared elsewhere (ignored when `hsas` is given). */
  hsa_additional_tax?: Amount;
}

/** Schedule 3 items entered directly (results of forms the engine does not compute). */
export interface OtherCreditsInput {
  /** Line 1: foreign tax credit. Default: the 1099-INT/DIV foreign tax paid when the total is $300/$600 or less (no Form 1116). */
  foreign_tax_credit?: Amount;
  /** Line 4: Form 8880 result, used when the engine has no contribution to compute Form 8880 from. */
  retirement_savings_credit?: Amount;
  /** Line 5a / 5b: Form 5695 results. */
  residential_clean_energy_credit?: Amount;
  energy_efficient_home_improvement_credit?: Amount;
  /** Line 6a-6z total (general business, prior-year minimum tax, adoption, elderly, clean vehicle...). */
  other_nonrefundable_credits?: Amount;
  /** Line 9: net premium tax credit from a Form 8962 prepared elsewhere (ignored when `f1095_a` is given). */
  net_premium_tax_credit?: Amount;
  /** Line 12: Form 4136. */
  fuel_tax_credit?: Amount;
  /** Line 13a-13z total. */
  other_refundable_credits?: Amount;
  /** Spec 000 "Credits" screen other_schedule_3_amount (line 31) — treated as line 13z. */
  other_schedule_3_amount?: Amount;
}

export interface PaymentsInput {
  /** Line 25c: other forms (W-2G, 1042-S, 8805, 8288-A...). */
  federal_other_tax_withheld?: Amount;
  /** Line 26: 2024 estimated payments and amount applied from the 2023 return. */
  estimated_payments?: Amount;
  /** Schedule 3 line 10: amount paid with Form 4868. */
  amount_paid_with_extension?: Amount;
  /** Line 38: estimated tax penalty (entered; Form 2210 not computed). */
  estimated_tax_penalty?: Amount;
}

export interface RefundInput {
  /** Line 36: amount of the overpayment applied to 2025 estimated tax (capped at line 34). */
  refund_applied_to_estimated_tax?: Amount;
  refund_routing_number?: string;
  refund_account_number?: string;
  refund_account_type?: 'Checking' | 'Savings';
  form_8888_attached?: boolean;
}

/**
 * Income screen (spec 000): amounts entered directly that are NOT on a document above. They are
 * added to the document totals of the same 1040 line (e.g. `wages` is added to the W-2 box 1 sum).
 */
export interface IncomeInput {
  wages?: Amount;
  household_wages?: Amount;
  tip_income?: Amount;
  medicaid_waiver?: Amount;
  /** Line 1e taxable dependent care benefits, when Form 2441 is not computed from W-2 box 10. */
  dependent_care_benefits?: Amount;
  adoption_benefits?: Amount;
  /** Line 1h other earned income. */
  other_earned_income?: Amount;
  /** Line 1i nontaxable combat pay election (EIC only; not in line 1z). */
  combat_pay?: Amount;
  tax_exempt_interest?: Amount;
  taxable_interest?: Amount;
  qualified_dividends?: Amount;
  dividends?: Amount;
  ira_total?: Amount;
  ira_distributions?: Amount;
  pension_total?: Amount;
  pensions?: Amount;
  ssa_total?: Amount;
  /** Ignored: line 6b is always computed by the Social Security Benefits Worksheet. */
  social_security_benefits?: Amount;
  /** Line 7 when no Schedule D is used (capital gain distributions only). */
  capital_gain?: Amount;
  /** Schedule 1 line 8z. */
  other_income?: Amount;
  /** Spec 000 screen's foreign_earned_income: Form 2555 exclusion is not computed (warning). */
  foreign_earned_income?: Amount;
}

/** Schedule 1-A Part IV: one loan for an applicable passenger vehicle (line 22). */
export interface VehicleLoanInput {
  /** Column (i): the vehicle identification number (17 characters). */
  vin?: string;
  /** Qualified passenger vehicle loan interest paid or accrued in the year on this loan. */
  interest?: Amount;
  /** Column (ii): the part deducted on Schedule C, E or F. */
  deducted_elsewhere?: Amount;
}

export interface Schedule1AInput {
  /** Line 22: each loan (the form takes two VINs; more are added the same way). */
  vehicle_loans?: VehicleLoanInput[];
}

export interface PriorYearInput {
  /** 2023 tax (Form 1040 line 24 minus certain items) — informational (Form 2210 is not computed). */
  tax_2023?: Amount;
  agi_2023?: Amount;
}

export interface Return {
  /** One of TAX_YEARS (the parameter sets); the default year when omitted. */
  tax_year?: number;
  filing_status: FilingStatus;
  taxpayer?: Person;
  spouse?: Person;
  /** HOH/QSS qualifying person name when not a dependent. */
  hoh_qss_child_name?: string;
  // The six standard-deduction flags (spec 000)
  claimed_as_dependent?: boolean;
  spouse_claimed_as_dependent?: boolean;
  /** Born before January 2, 1960 (also derived from taxpayer.date_of_birth). */
  taxpayer_over_65?: boolean;
  taxpayer_blind?: boolean;
  spouse_over_65?: boolean;
  spouse_blind?: boolean;
  /** MFS: lived apart from the spouse all year (social security base amounts, IRA and passive allowance). Default false. */
  mfs_lived_apart_all_year?: boolean;
  /**
   * MFS and the EIC separated-spouse rule (Pub. 596 Rule 3): did not live with the spouse the last 6
   * months of 2024, or legally separated and not in the same household at the end of 2024. Default:
   * `mfs_lived_apart_all_year`.
   */
  mfs_separated_spouse_rule?: boolean;
  /** MFS: the spouse itemizes (standard deduction is then zero), or dual-status alien. */
  spouse_itemizes?: boolean;
  /** Itemize even when the standard deduction is larger (also accepted on schedule_a.force_itemize). */
  force_itemize?: boolean;
  digital_assets?: boolean;
  presidential_fund?: boolean;
  dependents?: Dependent[];

  w2s?: W2[];
  f1099_int?: F1099Int[];
  f1099_div?: F1099Div[];
  f1099_g?: F1099G[];
  f1099_r?: F1099R[];
  f1099_misc?: F1099Misc[];
  f1099_nec?: F1099Nec[];
  ssa_1099?: Ssa1099[];
  /** Health savings accounts: one Form 8889 per person with an HSA. */
  hsas?: HsaInput[];
  /** Marketplace statements (Form 8962 is computed from them). */
  f1095_a?: F1095A[];
  premium_tax_credit?: PremiumTaxCreditInput;
  /** The spec 000 "1099 simple form": amount is treated as other income (Schedule 1 line 8z) and withholding goes to 25b. */
  f1099_simple?: { payer_name?: string; amount?: Amount; federal_tax_withheld?: Amount; notes?: string }[];
  income?: IncomeInput;

  schedule_a?: ScheduleAInput;
  schedule_c?: ScheduleCInput[];
  schedule_d?: ScheduleDInput;
  f8949?: F8949Row[];
  schedule_e?: ScheduleEInput;
  schedule_1?: Schedule1Input;
  adjustments?: AdjustmentsInput;
  education?: EducationStudent[];
  dependent_care?: DependentCareInput;
  /** Form 8880 (saver's credit) contributions and distributions. */
  retirement_savings?: RetirementSavingsInput;
  /**
   * Credits the IRS bars for the year after a claim disallowed for reckless disregard (2 years) or
   * fraud (10 years): the EIC (IRC 32(k)), the child tax credits and the credit for other
   * dependents (IRC 24(g)).
   */
  credit_bans?: { eic?: boolean; child_credits?: boolean };
  /** Schedule R (credit for the elderly or the disabled). */
  elderly_disabled?: ElderlyDisabledInput;
  other_taxes?: OtherTaxesInput;
  other_credits?: OtherCreditsInput;
  payments?: PaymentsInput;
  refund?: RefundInput;
  prior_year?: PriorYearInput;
  /** Schedule 1-A (from 2025): what the documents do not carry. */
  schedule_1a?: Schedule1AInput;
  /** Form 6251 adjustments the engine cannot derive (positive adds to AMTI): line 2i ISOs, 2l depreciation, 3 other. */
  amt_adjustments?: { incentive_stock_options?: Amount; depreciation?: Amount; other?: Amount };
  /** Form 8995 line 3 / 7: prior-year qualified business (loss) and REIT/PTP (loss) carryforwards, entered positive. */
  qbi_loss_carryforward?: Amount;
  reit_ptp_loss_carryforward?: Amount;
  /** Form 4952: investment interest carried forward from 2023 (added to Schedule A line 9 before the limit). */
  investment_interest_carryforward?: Amount;
  /** Amount already entered on a 1040-X column A, when this object is used as the "original" return. */
  third_party_designee?: { designee_name?: string; designee_phone?: string; designee_pin?: string };
}
