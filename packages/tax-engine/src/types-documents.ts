/** Engine input: the information returns (Forms W-2, 1099 and SSA-1099), as their boxes read. */
import type { Amount, Owner } from './types';
export interface W2 {
  id?: string | number;
  owner?: Owner;
  employer_name?: string;
  employer_ein?: string;
  employee_ssn?: string;
  /** Box 1. */
  wages?: Amount;
  /** Box 2. */
  federal_income_tax?: Amount;
  /** Box 3. */
  social_security_wages?: Amount;
  /** Box 4. */
  social_security_tax?: Amount;
  /** Box 5. */
  medicare_wages?: Amount;
  /** Box 6. */
  medicare_tax?: Amount;
  /** Box 7. */
  social_security_tips?: Amount;
  /** Box 10: dependent care benefits (Form 2441 Part III). */
  dependent_care_benefits?: Amount;
  /** Box 12 entries: code → amount, e.g. { D: "5000", W: "1200", DD: "8000" }. */
  box12?: Record<string, Amount>;
  /** Box 12 code G is a 457(b) plan of a non-governmental employer (not a Form 8880 deferral). Default false. */
  nongovernmental_457b?: boolean;
  /** Box 13 "Retirement plan" checkbox (IRA deduction phase-out). */
  retirement_plan?: boolean;
  /** Box 13 "Statutory employee". */
  statutory_employee?: boolean;
  /**
   * From 2025 (Schedule 1-A line 4a): the qualified tips included in box 7, as the employer reports
   * them (box 14 or a statement for 2025), received in an occupation on the IRS list.
   */
  qualified_tips?: Amount;
  /** From 2025 (Schedule 1-A line 14a): qualified overtime compensation included in box 1 (the premium part). */
  qualified_overtime?: Amount;
  state_wages?: Amount;
  state_income_tax?: Amount;
  state?: string | null;
}

export interface F1099Int {
  id?: string | number;
  owner?: Owner;
  payer_name?: string;
  box1_interest_income?: Amount;
  box2_early_withdrawal_penalty?: Amount;
  box3_us_savings_bonds_treasury_interest?: Amount;
  box4_federal_income_tax_withheld?: Amount;
  box5_investment_expenses?: Amount;
  box6_foreign_tax_paid?: Amount;
  box7_foreign_country_territory?: string;
  box8_tax_exempt_interest?: Amount;
  box9_private_activity_bond_interest?: Amount;
  box10_market_discount?: Amount;
  box11_bond_premium?: Amount;
  box12_bond_premium_treasury?: Amount;
  box13_bond_premium_tax_exempt?: Amount;
  /** Seller-financed mortgage or nominee interest etc. are entered as separate rows. */
}

export interface F1099Div {
  id?: string | number;
  owner?: Owner;
  payer_name?: string;
  box1a_ordinary_dividends?: Amount;
  box1b_qualified_dividends?: Amount;
  box2a_total_capital_gain?: Amount;
  box2b_unrecaptured_1250_gain?: Amount;
  box2c_section_1202_gain?: Amount;
  box2d_collectibles_28_gain?: Amount;
  box3_nondividend_distributions?: Amount;
  box4_federal_income_tax_withheld?: Amount;
  box5_section_199a_dividends?: Amount;
  box6_investment_expenses?: Amount;
  box7_foreign_tax_paid?: Amount;
  box12_exempt_interest_dividends?: Amount;
  box13_private_activity_bond_dividends?: Amount;
}

export interface F1099G {
  id?: string | number;
  owner?: Owner;
  payer_name?: string;
  unemployment_comp?: Amount;
  /** Box 2 as reported. Only `taxable_refund_amount` is income (tax-benefit rule, computed by the preparer). */
  state_tax_refund?: Amount;
  box2_tax_year?: string | number;
  fed_tax_withheld?: Amount;
  rtaa_payments?: Amount;
  taxable_grants?: Amount;
  agriculture_payments?: Amount;
  /** Box 8: box 2 is attributable to a trade or business. */
  trade_or_business_income?: boolean;
  market_gain?: Amount;
  state?: string;
  state_id_no?: string;
  state_tax_withheld?: Amount;
  /** Taxable part of box 2 (Schedule 1 line 1). */
  taxable_refund_amount?: Amount;
  /** Part of box 1 repaid in 2024 (netted against box 1 on Schedule 1 line 7, "Repaid" beside it). */
  repaid_in_2024?: Amount;
}

export interface F1099R {
  id?: string | number;
  owner?: Owner;
  payer_name?: string;
  box1_gross_dist?: Amount;
  box2a_taxable_amt?: Amount;
  box2b_taxable_not_determined?: boolean;
  box2b_total_distribution?: boolean;
  box3_capital_gain?: Amount;
  box4_fed_tax_withheld?: Amount;
  box5_emp_contrib_or_roth_or_premiums?: Amount;
  box6_nua_employer_securities?: Amount;
  /** Box 7 codes, e.g. "7", "1", "G", "7D", "4". Code G/H = direct rollover (not taxable). Code 1 = early (10% additional tax, Form 5329) unless an exception applies. */
  box7_distribution_codes?: string;
  /** Box 7 IRA/SEP/SIMPLE checkbox: true → Form 1040 line 4a/4b, false → line 5a/5b. */
  ira_sep_simple?: boolean;
  box8_other?: Amount;
  box9a_your_pct_total_dist?: Amount;
  box9b_total_employee_contrib?: Amount;
  /** Taxable amount as determined by the preparer when box 2a is blank / box 2b is checked (Simplified Method, Form 8606...). Overrides box 2a. */
  taxable_amount_override?: Amount;
  /** Amount rolled over within 60 days (not taxable; "ROLLOVER" beside line 4b/5b). */
  rollover_amount?: Amount;
  /** Qualified charitable distribution amount ("QCD" beside line 4b). */
  qcd_amount?: Amount;
  /** Amount of an early (code 1) distribution that is an exception to the 10% additional tax (Form 5329 line 2). */
  early_distribution_exception_amount?: Amount;
  /** Its exception number from the Form 5329 instructions ("01"-"12"), printed on Form 5329 line 2. */
  early_distribution_exception_code?: string;
  /** From a military retirement plan (other than the Thrift Savings Plan): not a Form 8880 line 4 distribution. */
  military_retirement_plan?: boolean;
  /** From an IRA inherited by a beneficiary other than the spouse: not a Form 8880 line 4 distribution. */
  inherited_ira_nonspouse?: boolean;
}

/** 1099-MISC: owned either by a Schedule C (`target: 'schedule-c'`) or by the Form 1040 (`target: '1040'`). */
export interface F1099Misc {
  id?: string | number;
  owner?: Owner;
  target: 'schedule-c' | '1040';
  /** With target 'schedule-c': which business (index into `schedule_c` by `id`); default the first. */
  schedule_c_id?: string | number;
  payer_name?: string;
  tax_year?: number | string;
  /** Box 1 rents. Target '1040': added to the Schedule E property named by `schedule_e_property`, else to a Schedule E column of its own. Target 'schedule-c': Schedule C line 1. */
  box1_rents?: Amount;
  box2_royalties?: Amount;
  box3_other_income?: Amount;
  /** Box 4: backup withholding; always 1040 line 25b (IRS rule), whichever the target. */
  box4_federal_tax_withheld?: Amount;
  /** From 2025: qualified tips included in box 3 (Schedule 1-A line 5). */
  qualified_tips?: Amount;
  /** From 2025: qualified overtime compensation included in box 3 (Schedule 1-A line 14b). */
  qualified_overtime?: Amount;
  /** Label (A/B/C) of the Schedule E property the rents/royalties belong to (target '1040'). */
  schedule_e_property?: string;
}

/** 1099-NEC, linked to a Schedule C by `schedule_c_id`; unlinked ones go to the first Schedule C of the owner. */
export interface F1099Nec {
  id?: string | number;
  owner?: Owner;
  schedule_c_id?: string | number;
  payer_name?: string;
  payer_tin?: string;
  box1_nonemployee_comp?: Amount;
  box2_direct_sales?: boolean;
  box3_other_income?: Amount;
  box4_federal_tax_withheld?: Amount;
  box5_state_tax_withheld?: Amount;
  box6_state_number?: string;
  box7_state_income?: Amount;
  /** From 2025: qualified tips included in box 1 (Schedule 1-A line 5). */
  qualified_tips?: Amount;
  /** From 2025: qualified overtime compensation included in box 1 (Schedule 1-A line 14b). */
  qualified_overtime?: Amount;
}

/** SSA-1099 (or RRB-1099 tier 1). */
export interface Ssa1099 {
  id?: string | number;
  owner?: Owner;
  /** Box 3 benefits paid. */
  box3_benefits_paid?: Amount;
  /** Box 4 benefits repaid. */
  box4_benefits_repaid?: Amount;
  /** Box 5 net benefits (box 3 − box 4); used when box 3/4 are not given. */
  box5_net_benefits?: Amount;
  /** Box 6 voluntary federal income tax withheld (line 25b). */
  box6_voluntary_tax_withheld?: Amount;
}

/** HDHP coverage on the first day of a month (Form 8889 line 1 and the line 3 worksheet). */
export type HdhpCoverage = 'self_only' | 'family' | 'none';

/**
 * Form 8889: one per person with an HSA (taxpayer, and the spouse on a joint return). The W-2 box 12
 * code W amounts of the same person are added to line 9 automatically.
 */
export interface HsaInput {
  owner?: Owner;
  /** Coverage on the first day of each month, January to December (12 entries). */
  coverage_by_month?: HdhpCoverage[];
  /** Same coverage on the first day of every month of 2024 (used when coverage_by_month is omitted). */
  coverage?: 'self_only' | 'family';
  /** Contributed the full year's amount under the last-month rule (eligible on December 1, 2024). */
  last_month_rule?: boolean;
  /** Line 2: contributions made by you or on your behalf for 2024 (not employer or cafeteria-plan contributions). */
  contributions?: Amount;
  /** Line 9: employer contributions not on a W-2 box 12 code W (code W is added automatically). */
  employer_contributions?: Amount;
  /** Line 4: Archer MSA contributions (Form 8853 lines 1 and 2). */
  archer_msa_contributions?: Amount;
  /** Line 10: qualified HSA funding distribution from an IRA. */
  funding_distribution?: Amount;
  /**
   * Line 6, married with family coverage and an HSA each: the part of line 5 the spouses agreed this
   * person takes. Omitted: the split that lets the two deductions cover the contributions made.
   */
  family_limit_allocation?: Amount;
  /** Line 14a: total distributions from all HSAs (Forms 1099-SA box 1). */
  distributions?: Amount;
  /** Line 14b: distributions rolled over, and excess contributions (with earnings) withdrawn by the due date. */
  rollovers_and_excess_withdrawn?: Amount;
  /** Line 15: qualified medical expenses paid with HSA distributions. */
  qualified_medical_expenses?: Amount;
  /** Disabled (an exception to the additional 20% tax and to the 10% testing-period tax). */
  disabled?: boolean;
  /** Line 17a: another exception to the additional 20% tax applies (death, disability or age 65 are found from the return). */
  additional_tax_exception?: boolean;
  /** Line 18: income from failing the testing period of an earlier last-month-rule contribution (Form 8889 instructions worksheet). */
  last_month_rule_failure_income?: Amount;
  /** Line 19: qualified HSA funding distribution included in income because the testing period was not met. */
  funding_distribution_failure_income?: Amount;
  /** The testing-period failure was because of death or disability (no 10% additional tax). */
  testing_failure_death_or_disability?: boolean;
}

/** One month of Form 1095-A Part III (lines 21-32): enrollment premium, SLCSP premium, advance PTC. */
export interface F1095AMonth {
  enrollment_premium?: Amount;
  slcsp_premium?: Amount;
  advance_ptc?: Amount;
}

/** Form 1095-A, Health Insurance Marketplace Statement. */
export interface F1095A {
  id?: string | number;
  /** No month is a coverage month (other coverage could be had all year): no credit, the advance payments repaid. */
  no_coverage_months?: boolean;
  marketplace_policy_number?: string;
  /** Lines 21-32 (12 entries, January to December; a month without coverage is zeros or omitted). */
  monthly?: F1095AMonth[];
  /** Line 33 annual totals (columns A, B, C), for a policy with the same amounts every month of the year. */
  annual_enrollment_premium?: Amount;
  annual_slcsp_premium?: Amount;
  annual_advance_ptc?: Amount;
  /** Form 8962 Part IV: this policy is shared with a taxpayer who files another return. */
  allocation?: PolicyAllocation;
}

/**
 * Form 8962 Part IV, lines 30-33: one allocation of a shared policy. In the months from `start_month`
 * to `stop_month` (1 = January … 12 = December) the filer's share of the policy's Form 1095-A
 * columns A, B and C is the premium, SLCSP and advance PTC percentage; outside them, all of it.
 */
export interface PolicyAllocation {
  /** (b) SSN of the other taxpayer. */
  other_ssn?: string;
  start_month?: number;
  stop_month?: number;
  /** (e), (f), (g): percentages from 0 to 100 (up to two decimals). */
  premium_percent?: Amount;
  slcsp_percent?: Amount;
  aptc_percent?: Amount;
}

/** Form 8962 facts that are not on a Form 1095-A. */
export interface PremiumTaxCreditInput {
  /** Federal poverty table (Tables 1-1 to 1-3): where the filer lived. Default the 48 states and DC. */
  poverty_line_region?: 'contiguous' | 'alaska' | 'hawaii';
  /** Line 2b: modified AGI of the dependents who are required to file a return. */
  dependents_modified_agi?: Amount;
  /** Line 1 override: tax family size (default: the filer, the spouse on a joint return and the dependents). */
  tax_family_size?: number;
  /** Box A: married filing separately and a victim of domestic abuse or spousal abandonment. */
  mfs_exception?: boolean;
  /**
   * A lawfully present alien not eligible for Medicaid because of immigration status: an applicable
   * taxpayer even with household income below 100% of the poverty line (Form 8962 instructions).
   */
  lawfully_present_below_100?: boolean;
  /** Line 2a: foreign earned income and housing excluded (Form 2555 lines 45 and 50). */
  excluded_foreign_income?: Amount;
  /** Line 9 "Yes": policy amounts shared with another taxpayer (Part IV: each shared 1095-A's `allocation`). */
  allocating_policy_amounts?: boolean;
  /** Line 9 "Yes": alternative calculation for the year of marriage (Part V, not computed: a warning says so). */
  alternative_marriage_calculation?: boolean;
}
