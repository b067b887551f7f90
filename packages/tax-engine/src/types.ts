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
 * This file is the stable contract of the engine; add optional fields only.
 */

export type Amount = string | number | null | undefined;

export type FilingStatus = 'single' | 'mfj' | 'mfs' | 'hoh' | 'qss';

export type Owner = 'taxpayer' | 'spouse';

export interface Person {
  first_name?: string;
  last_name?: string;
  /** 9 digits, no dashes. */
  ssn?: string;
  /** ISO date YYYY-MM-DD. Used for age 65 (born before 1960-01-02) and the EIC age test. */
  date_of_birth?: string;
  occupation?: string;
  /** Died during 2024 (informational). */
  deceased?: boolean;
}

export interface Dependent {
  id?: string | number;
  first_name?: string;
  last_name?: string;
  ssn?: string;
  /**
   * One of RELATIONSHIPS (src/relationships.ts); free text from before the list is read through
   * relationshipFromText. Omitted: the relationship test is taken as met (the claim flags decide).
   */
  relationship?: string;
  /** ISO date YYYY-MM-DD; preferred over `age`. */
  date_of_birth?: string;
  /** Age at the end of 2024, when no birth date is known. */
  age?: number;
  /** Months the dependent lived with the filer in 2024 (0-12). */
  months_lived_with?: number;
  /** Full-time student for some part of 5 months of 2024. */
  student?: boolean;
  permanently_disabled?: boolean;
  /** Has an SSN valid for employment issued before the due date of the return (CTC/EIC). Default true when `ssn` is present. */
  has_ssn?: boolean;
  /** The filer's claim flags as the Dependents screen collects them. */
  qualifies_for_child_tax_credit?: boolean;
  qualifies_for_other_credit?: boolean;
  /** Qualifying child for the EIC (residency in the US > half the year, age/relationship tests). Default: derived. */
  qualifying_child_for_eic?: boolean;
  /** Dependent's own gross income (for the qualifying-relative test; informational). */
  gross_income?: Amount;
}

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
  /** Box 13 "Retirement plan" checkbox (IRA deduction phase-out). */
  retirement_plan?: boolean;
  /** Box 13 "Statutory employee". */
  statutory_employee?: boolean;
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

/** Schedule A, with the field names of spec 000 section 3. */
export interface ScheduleAInput {
  medical_expenses?: Amount;
  /** Insurance reimbursements; subtracted from medical_expenses. */
  medical_reimbursement?: Amount;
  /** State and local income taxes (or general sales taxes when elect_general_sales_tax). */
  state_local_taxes?: Amount;
  elect_general_sales_tax?: boolean;
  real_estate_taxes?: Amount;
  personal_property_taxes?: Amount;
  other_taxes_a_amount?: Amount;
  other_taxes_a_desc?: string;
  other_taxes_b_amount?: Amount;
  other_taxes_b_desc?: string;
  other_taxes_c_amount?: Amount;
  other_taxes_c_desc?: string;
  mortgage_interest_1098?: Amount;
  points_reported_1098?: Amount;
  mortgage_interest_not_1098?: Amount;
  mortg_b_name?: string;
  mortg_b_id?: string;
  mortg_b_addr?: string;
  points_not_1098?: Amount;
  /** Line 9 investment interest (Form 4952 is simplified: limited to net investment income, see README). */
  investment_interest?: Amount;
  /** Line 11: gifts by cash or check. */
  gifts_by_cash?: Amount;
  /** Line 12: other than by cash or check. */
  gifts_other?: Amount;
  /** Line 13: carryover from prior year. */
  carryover_contributions?: Amount;
  /** Line 15: casualty and theft loss from a federally declared disaster (Form 4684 result). */
  casualty_loss?: Amount;
  other_itemized_a_amount?: Amount;
  other_itemized_a_desc?: string;
  other_itemized_b_amount?: Amount;
  other_itemized_b_desc?: string;
  other_itemized_c_amount?: Amount;
  other_itemized_c_desc?: string;
  other_itemized_d_amount?: Amount;
  other_itemized_d_desc?: string;
  /** Line 8 checkbox: a home mortgage loan not used to buy/build/improve. Informational. */
  mortgage_use_checkbox?: boolean;
  /** Legacy money names (spec 000): added into lines 6, 8a, 8c and 16 respectively. */
  other_taxes?: Amount;
  mortgage_interest?: Amount;
  points_paid?: Amount;
  other_deductions?: Amount;
  /** Mortgage insurance premiums — not deductible for 2024 (ignored with a warning). */
  force_itemize?: boolean;
}

export interface ScheduleCOtherExpense {
  description?: string;
  amount?: Amount;
}

export interface ScheduleCInput {
  id?: string | number;
  owner?: Owner;
  proprietor_name?: string;
  principal_business?: string;
  business_code?: string;
  business_name?: string;
  business_ein?: string;
  accounting_method?: 'cash' | 'accrual' | 'other';
  materially_participated?: boolean;
  started_or_acquired?: boolean;
  payments_require_1099?: boolean;
  filed_1099?: boolean;
  /** Line 32b: some investment is not at risk (a loss is then flagged, Form 6198 not computed). Default true. */
  all_investment_at_risk?: boolean;
  /** Line 1 gross receipts entered directly (linked 1099-NEC box 1 and Schedule C 1099-MISC are added). */
  gross_receipts?: Amount;
  /** Statutory employee W-2 wages included on line 1 (checkbox on line 1). */
  statutory_employee_wages?: Amount;
  returns_and_allowances?: Amount;
  /** Line 6. */
  other_income?: Amount;
  // Part II expenses (lines 8-27a)
  advertising?: Amount;
  /** Line 9. When omitted and vehicle business miles are given, the standard mileage rate (67¢) applies. */
  car_truck_expenses?: Amount;
  /** Use the standard mileage rate for line 9 from `miles_business` (overrides car_truck_expenses). */
  use_standard_mileage?: boolean;
  /** Parking fees and tolls, added to the standard mileage amount. */
  parking_tolls?: Amount;
  commissions?: Amount;
  contract_labor?: Amount;
  depletion?: Amount;
  depreciation?: Amount;
  employee_benefits?: Amount;
  insurance?: Amount;
  interest_mortgage?: Amount;
  interest_other?: Amount;
  legal_services?: Amount;
  office_expenses?: Amount;
  pension_plan?: Amount;
  rent_vehicles?: Amount;
  rent_property?: Amount;
  repairs?: Amount;
  supplies?: Amount;
  taxes?: Amount;
  travel?: Amount;
  /** Line 24b: deductible meals, i.e. already limited to 50% (see `meals_at_100_percent`). */
  meals?: Amount;
  /** Meals entered at full cost; the engine applies the 50% limit and adds the result to line 24b. */
  meals_at_100_percent?: Amount;
  utilities?: Amount;
  wages?: Amount;
  /** Line 27b energy efficient commercial buildings deduction. */
  energy_efficiency_deduction?: Amount;
  /** Part V rows (line 48 → line 27a). */
  other_expenses?: ScheduleCOtherExpense[];
  // Business use of home (line 30)
  /** Simplified method: $5 × business square feet (max 300), limited to line 29 profit. */
  simplified_method_used?: boolean;
  sqft_home?: number;
  sqft_business?: number;
  /** Months (1-12) the home was used for business under the simplified method (proration); default 12. */
  home_office_months?: number;
  /** Regular method: the Form 8829 result entered directly. */
  form8829_amount?: Amount;
  // Part III cost of goods sold (lines 35-42)
  inventory_method?: 'cost' | 'market' | 'other';
  inventory_start?: Amount;
  purchases?: Amount;
  cost_of_labor?: Amount;
  materials_supplies?: Amount;
  other_costs?: Amount;
  inventory_end?: Amount;
  // Part IV vehicle
  vehicle_service_month?: number;
  vehicle_service_day?: number;
  vehicle_service_year?: number;
  miles_business?: number;
  miles_commuting?: number;
  miles_other?: number;
  /** QBI: the business is a specified service trade or business (only matters above the threshold). */
  is_sstb?: boolean;
  /** W-2 wages paid and UBIA of qualified property (Form 8995-A only). */
  qbi_w2_wages?: Amount;
  qbi_ubia?: Amount;
}

/** One Form 8949 row. Box A/B/C are short-term (basis reported / not reported / no 1099-B), D/E/F long-term. */
export interface F8949Row {
  box: 'A' | 'B' | 'C' | 'D' | 'E' | 'F';
  description?: string;
  date_acquired?: string;
  date_sold?: string;
  /** Column (d). */
  proceeds?: Amount;
  /** Column (e). */
  cost?: Amount;
  /** Column (f) codes, e.g. "W", "B", "O". */
  adjustment_code?: string;
  /** Column (g), signed (a wash sale "W" is positive). */
  adjustment?: Amount;
  /** Part of the gain that is 28% rate gain (collectibles, section 1202 exclusion) — Schedule D line 18. */
  collectibles_28_gain?: Amount;
  /** Part of the gain that is unrecaptured section 1250 gain — Schedule D line 19. */
  unrecaptured_1250_gain?: Amount;
}

/**
 * Schedule D with the spec 001 field names (summary lines). Each `_h` is a signed gain/loss.
 * Lines 1a/8a may be given as d/e/g (h is then d − e + g). Lines 1b/2/3 and 8b/9/10 are the
 * Form 8949 totals: give either these or `f8949` rows (both are added together).
 * Carryovers are entered as positive amounts (the loss), as the Capital Loss Carryover Worksheet gives them.
 */
export interface ScheduleDInput {
  disposed_qof?: boolean;
  st_1a_d?: Amount;
  st_1a_e?: Amount;
  st_1a_g?: Amount;
  st_1a_h?: Amount;
  st_1b_h?: Amount;
  st_2_h?: Amount;
  st_3_h?: Amount;
  /** Line 4: short-term gain from Form 6252, 4684, 6781, 8824. */
  st_4?: Amount;
  /** Line 5: net short-term gain or loss from K-1s (also taken from `schedule_e.partnerships[].short_term_gain`). */
  st_5?: Amount;
  /** Line 6: short-term capital loss carryover from 2023 (positive). */
  st_6_loss_carry?: Amount;
  lt_8a_d?: Amount;
  lt_8a_e?: Amount;
  lt_8a_g?: Amount;
  lt_8a_h?: Amount;
  lt_8b_h?: Amount;
  lt_9_h?: Amount;
  lt_10_h?: Amount;
  /** Line 11: gain from Form 4797 Part I; long-term gain from 2439, 6252, 4684, 6781, 8824. */
  lt_11?: Amount;
  /** Line 12: net long-term from K-1s. */
  lt_12?: Amount;
  /** Line 13: capital gain distributions not on a 1099-DIV of this return (box 2a of entered 1099-DIVs is added). */
  lt_13?: Amount;
  /** Line 14: long-term capital loss carryover from 2023 (positive). */
  lt_14_loss_carry?: Amount;
  /** 28% rate gain (Schedule D line 18 worksheet), beyond 1099-DIV box 2d and 8949 rows. */
  collectibles_28_gain?: Amount;
  /** Unrecaptured section 1250 gain (line 19 worksheet), beyond 1099-DIV box 2b and 8949 rows. */
  unrecaptured_1250_gain?: Amount;
}

export interface ScheduleEProperty {
  /** A, B or C. */
  label?: string;
  address?: string;
  city_state_zip?: string;
  /** 1 single family, 2 multi-family, 3 vacation/short-term, 4 commercial, 5 land, 6 royalties, 7 self-rental, 8 other. */
  property_type?: number;
  fair_rental_days?: number;
  personal_use_days?: number;
  qjv?: boolean;
  rents_received?: Amount;
  royalties_received?: Amount;
  advertising?: Amount;
  auto_travel?: Amount;
  cleaning_maint?: Amount;
  commissions?: Amount;
  insurance?: Amount;
  legal_prof?: Amount;
  management_fees?: Amount;
  mortgage_interest?: Amount;
  other_interest?: Amount;
  repairs?: Amount;
  supplies?: Amount;
  taxes?: Amount;
  utilities?: Amount;
  depreciation?: Amount;
  other_expenses?: Amount;
  other_expenses_desc?: string;
  /** Actively participated in the rental real estate activity ($25,000 special allowance). Default true for types 1-5, 7, 8. */
  active_participation?: boolean;
  /** Prior-year unallowed passive loss carried to 2024 (positive). */
  prior_year_unallowed_loss?: Amount;
  owner?: Owner;
}

export interface ScheduleEPartnership {
  name?: string;
  /** P partnership, S S corporation. */
  entity_type?: 'P' | 'S';
  foreign?: boolean;
  ein?: string;
  basis_required?: boolean;
  not_at_risk?: boolean;
  /** Column (g) passive loss allowed — entered as the K-1 passive loss (positive); Form 8582 limits it. */
  col_g_passive_loss?: Amount;
  /** Column (h) passive income. */
  col_h_passive_income?: Amount;
  /** Column (i) nonpassive loss (positive). */
  col_i_nonpassive_loss?: Amount;
  /** Column (j) section 179 expense deduction (positive). */
  col_j_sec179?: Amount;
  /** Column (k) nonpassive income. */
  col_k_nonpassive_income?: Amount;
  /** Net earnings from self-employment (K-1 box 14 code A, partnerships only) — Schedule SE line 2. */
  se_earnings?: Amount;
  /** Qualified business income from the K-1 (section 199A), signed; default the nonpassive/passive net. */
  qbi?: Amount;
  /** Interest, dividends, capital gains on the K-1 are entered on the matching 1099/Schedule D fields. */
  owner?: Owner;
}

export interface ScheduleEEstateTrust {
  name?: string;
  ein?: string;
  /** Column (c) passive deduction or loss allowed (positive). */
  col_c_passive_ded_loss?: Amount;
  col_d_passive_income?: Amount;
  /** Column (e) deduction or loss (positive). */
  col_e_ded_or_loss?: Amount;
  col_f_other_income?: Amount;
}

export interface ScheduleERemic {
  name?: string;
  ein?: string;
  excess_inclusion_2c?: Amount;
  taxable_income_1b?: Amount;
  income_3b?: Amount;
}

export interface ScheduleEInput {
  paid_1099_required?: boolean;
  filed_1099?: boolean;
  /** Line 40: net farm rental income or loss from Form 4835 (signed). */
  line40_form4835?: Amount;
  properties?: ScheduleEProperty[];
  partnerships?: ScheduleEPartnership[];
  estates_trusts?: ScheduleEEstateTrust[];
  remics?: ScheduleERemic[];
  /** Real estate professional (rental losses not passive). */
  real_estate_professional?: boolean;
}

export type Schedule1IncomeCategory =
  | 'taxable_refunds'
  | 'alimony_received'
  | 'business_income'
  | 'other_gains_4797'
  | 'rents_royalties_partnerships_scorps_trusts'
  | 'farm_income'
  | 'unemployment'
  | 'net_operating_loss'
  | 'gambling_income'
  | 'cancellation_of_debt'
  | 'foreign_earned_income_exclusion_2555'
  | 'form8853_income'
  | 'form8889_income'
  | 'alaska_permanent_fund_dividends'
  | 'jury_duty_pay'
  | 'prizes_awards'
  | 'hobby_income'
  | 'stock_options_income'
  | 'personal_property_rental_for_profit'
  | 'olympic_paralympic_prizes'
  | 'sec951a_inclusion'
  | 'sec951A_gilti_inclusion'
  | 'sec461l_excess_business_loss'
  | 'able_taxable_distributions'
  | 'scholarships_not_on_w2'
  | 'medicaid_waiver_nontaxable_amt'
  | 'nonqualified_457_pension'
  | 'wages_while_incarcerated'
  | 'digital_assets_income'
  | 'other_income_z1'
  | 'other_income_z2'
  | 'other_income_z3'
  | 'k1099_error_or_personal_loss';

export type Schedule1AdjustmentCategory =
  | 'educator_expenses'
  | 'reservist_artist_fee_basis_2106'
  | 'hsa_deduction_8889'
  | 'moving_expenses_military_3903'
  | 'half_self_employment_tax'
  | 'sep_simple_qualified_plans'
  | 'self_employed_health_ins'
  | 'penalty_early_withdrawal_savings'
  | 'alimony_paid'
  | 'ira_deduction'
  | 'student_loan_interest'
  | 'reserved_for_future_use'
  | 'archer_msa_deduction'
  | 'jury_duty_pay_remitted'
  | 'personal_property_rental_expenses'
  | 'olympic_prize_nontaxable_value_adj'
  | 'reforestation_amortization_expenses'
  | 'trade_act_sub_repayment'
  | 'sec501c18D_contrib'
  | 'chaplains_403b_contrib'
  | 'unlawful_discrimination_legal_fees'
  | 'irs_award_whistleblower_legal_fees'
  | 'housing_deduction_2555'
  | 'excess_67e_from_k1_1041'
  | 'other_adjustments_z1'
  | 'other_adjustments_z2'
  | 'other_adjustments_z3';

/**
 * A Schedule 1 screen row. Rows with source 'auto' mirror amounts the engine computes itself
 * (business income, Schedule E, half SE tax, unemployment from 1099-G...) and are IGNORED by the
 * engine to avoid double counting; 'manual' (default) rows are added to their line.
 * Categories the engine computes from documents and worksheets (business_income,
 * rents_royalties_partnerships_scorps_trusts, half_self_employment_tax) are also ignored when
 * manual, with a warning; ira_deduction / student_loan_interest rows are treated as the amount paid
 * or contributed and limited by the worksheets (see `adjustments`).
 */
export interface Schedule1Entry {
  id?: string | number;
  section: 'additional_income' | 'adjustment';
  category_key: Schedule1IncomeCategory | Schedule1AdjustmentCategory | string;
  description?: string;
  /** Signed for income (a loss may be negative); positive for an adjustment. NOL and 2555 exclusion are entered positive and subtracted. */
  amount?: Amount;
  source?: 'manual' | 'auto';
}

export interface Schedule1Input {
  entries?: Schedule1Entry[];
  /** Header: 1099-K amount included in error or for personal items (informational only). */
  k1099_error_or_personal_loss?: Amount;
  /** Line 2a (pre-2019 agreements only are taxable; the engine trusts the amount). */
  alimony_received?: Amount;
  alimony_received_agreement_date?: string;
  /** Line 19a. */
  alimony_paid?: Amount;
  alimony_recipient_ssn?: string;
  alimony_agreement_date?: string;
}

/** Adjustments to income with the inputs the deduction worksheets need. */
export interface AdjustmentsInput {
  /** Line 11: educator expenses paid per educator (each capped at $300). */
  educator_expenses_taxpayer?: Amount;
  educator_expenses_spouse?: Amount;
  /** Line 12 (Form 2106). */
  reservist_artist_fee_basis?: Amount;
  /** Line 13: HSA deduction as computed on Form 8889 (Form 8889 is not computed; the engine trusts the amount). */
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
  address?: string;
  amount_paid?: Amount;
}

/** Form 2441. */
export interface DependentCareInput {
  /** Qualified expenses incurred and paid in 2024, per qualifying person (dependent id → amount) or total. */
  expenses_total?: Amount;
  /** Number of qualifying persons (default: dependents under 13 or disabled). */
  qualifying_persons?: number;
  providers?: CareProvider[];
  /** Spouse was a full-time student or disabled (deemed earned income $250/$500 a month). */
  spouse_student_or_disabled_months?: number;
  /** Dependent care benefits (W-2 box 10 is added) and forfeited amounts (Part III). */
  employer_benefits?: Amount;
  forfeited_or_carried_forward?: Amount;
}

/** Other items of Schedule 2 the engine does not derive from documents (entered directly). */
export interface OtherTaxesInput {
  /** Line 1a: excess advance premium tax credit repayment (Form 8962 result). */
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
  /** Line 17c: additional tax on HSA distributions. */
  hsa_additional_tax?: Amount;
}

/** Schedule 3 items entered directly (results of forms the engine does not compute). */
export interface OtherCreditsInput {
  /** Line 1: foreign tax credit. Default: the 1099-INT/DIV foreign tax paid when the total is $300/$600 or less (no Form 1116). */
  foreign_tax_credit?: Amount;
  /** Line 4: Form 8880 result, or the inputs below. */
  retirement_savings_credit?: Amount;
  /** Line 5a / 5b: Form 5695 results. */
  residential_clean_energy_credit?: Amount;
  energy_efficient_home_improvement_credit?: Amount;
  /** Line 6a-6z total (general business, prior-year minimum tax, adoption, elderly, clean vehicle...). */
  other_nonrefundable_credits?: Amount;
  /** Line 9: net premium tax credit (Form 8962). */
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

export interface PriorYearInput {
  /** 2023 tax (Form 1040 line 24 minus certain items) — informational (Form 2210 is not computed). */
  tax_2023?: Amount;
  agi_2023?: Amount;
}

export interface Return {
  tax_year?: 2024;
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
  other_taxes?: OtherTaxesInput;
  other_credits?: OtherCreditsInput;
  payments?: PaymentsInput;
  refund?: RefundInput;
  prior_year?: PriorYearInput;
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
