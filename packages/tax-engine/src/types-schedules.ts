/** Engine input: the schedules entered line by line (A, C, D with Form 8949, E and 1). */
import type { Amount, Owner } from './types';
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
  /** Line 6: short-term capital loss carryover from the prior year (positive; its Capital Loss Carryover Worksheet line 8). */
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
  /** Line 14: long-term capital loss carryover from the prior year (positive; its worksheet line 13). */
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
  /** Prior years' unallowed passive loss carried to this year (positive; Form 8582 line 1c or 2c). */
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
