/**
 * The input and result of the 2024 California computation (Form 540, 540NR, Schedule CA (540),
 * FTB 3514, FTB 3506, Schedule P, Form 568). The federal return is computed first; California
 * reads the federal input (documents, persons, dependents) and the federal result's lines
 * (1040 line 11, Schedule A …) the way the 540 instructions tell a filer to.
 *
 * Amounts follow the federal conventions (types.ts): `Amount` strings or numbers, omitted = 0.
 * This file is the contract between the engine, the server and the screens: add optional fields only.
 */
import type { Lines, Line } from '../lines';
import type { Money } from '../money';
import type { Amount, FilingStatus, Return } from '../types';

/** Schedule CA (540) line groups (spec 002 section 3). */
export type CaLineGroup = 'PART_I_SEC_A' | 'PART_I_SEC_B' | 'SECTION_C' | 'PART_II';

/** One Schedule CA line as the filer saved it; a null column means "let the engine fill it". */
export interface CaScheduleLineInput {
  group_code: CaLineGroup;
  /** The form's own line number: '1a', '8z', '19a', '5a' … */
  line_key: string;
  col_a?: Amount | null;
  col_b?: Amount | null;
  col_c?: Amount | null;
}

export interface CaScheduleInput {
  will_itemize_for_ca?: boolean;
  lines?: CaScheduleLineInput[];
}

/** Answers of the FTB required-information screen that change the computation. */
export interface CaRequiredInfo {
  housing?: 'rent' | 'own' | 'neither' | null;
  renter_paid_half_2024?: boolean | null;
  renter_property_tax_exempt_2024?: boolean | null;
  homeowner_exemption_2024?: boolean | null;
  forgo_caleitc?: boolean | null;
  disq_eic_california?: boolean | null;
}

export interface CaDependent {
  first_name?: string;
  last_name?: string;
  ssn_itin?: string;
  relationship?: string;
  /** Read from the federal dependent of the same name/SSN when absent. */
  date_of_birth?: string;
}

/** Form 540 entries that are not derived from the federal return. */
export interface Ca540Input {
  /** California filing status when it differs from the federal one (e.g. registered domestic partners). */
  filing_status?: FilingStatus;
  /** Exemption counts as entered (0-2; 1 at most unless MFJ or MFS); omitted = the defaults of the form. */
  personal_exemptions_n?: number;
  blind_exemptions_n?: number;
  senior_exemptions_n?: number;
  /** Line 10 dependents; omitted = the federal return's dependents. */
  dependents?: CaDependent[];
  /** Line 31 entered by the filer (line31_src MANUAL); otherwise table or schedule. */
  line31_tax_manual?: Amount;
  /** Line 34 other tax (e.g. FTB 5870A, tax on accumulation distribution). */
  line34_other_taxes?: Amount;
  /** Line 63 other taxes and credit recapture. */
  recapture_other_taxes?: Amount;
  /** Line 71 extra withholding not on a W-2 or 1099 state row (e.g. Form 592-B/593). */
  other_withholding?: Amount;
  /** Line 72 estimated tax and other payments. */
  est_payments?: Amount;
  /** Line 73 withholding from Forms 592-B/593. */
  withholding_592b_593?: Amount;
  /** Line 91 use tax; `use_tax_no_owed` ticks the box for none owed. */
  use_tax?: Amount;
  /** Line 92: full-year health coverage (true or omitted = no penalty); otherwise the penalty entered. */
  full_year_health_coverage?: boolean;
  isr_penalty?: Amount;
  /** Line 98: overpayment applied to 2025 estimated tax. */
  apply_to_next_year?: Amount;
  /** Line 110: voluntary contributions, total of the contribution rows. */
  contributions_total?: Amount;
  /** Line 113 underpayment penalty (FTB 5805) as entered. */
  underpayment_penalty?: Amount;
  /** FTB 3506 expenses when they differ from the federal Form 2441 ones. */
  dependent_care_expenses?: Amount;
  /** Foster Youth Tax Credit: persons (taxpayer/spouse) 18-25 who were in California foster care at 16+. */
  foster_youth_count?: number;
}

/** 540NR residency and California-source figures. */
export interface Ca540NrInput {
  residency_status: 'nonresident' | 'part_year';
  date_moved_in?: string | null;
  date_moved_out?: string | null;
  /**
   * Entered California AGI (540NR line 32): replaces the Schedule CA (540NR) line 27 column E total.
   * Kept for records saved before the per-line allocation; leave it out to use `ca_amounts`.
   */
  agi_ca?: Amount;
  /**
   * Schedule CA (540NR) Part II column E, per line ('A1a', 'B3', 'C13' … see CA_NR_ROWS): the
   * amounts earned or received as a California resident plus California-source amounts as a
   * nonresident. A line left out is $0, except line 1a, which defaults to the California W-2 wages.
   */
  ca_amounts?: Record<string, Amount>;
  /** When entered, replaces the engine's California taxable income. */
  taxable_income_ca?: Amount;
  nonref_renters_credit?: Amount;
}

/** Form 568 (single-member LLC) as saved. */
export interface Ca568Input {
  line1_total_income?: Amount;
  /** Omitted = the fee by total income (Form 568 instructions, line 2 fee chart). */
  line2_llc_fee?: Amount;
  /** Omitted = $800. */
  line3_annual_llc_tax?: Amount;
  line4_pte_elective_tax?: Amount;
  line5_noncons_nr_tax_schedT?: Amount;
  line6_partnership_level_tax?: Amount;
  line8_prior_year_overpayment?: Amount;
  line9_amt_paid_pte?: Amount;
  line10_amt_paid_form3522?: Amount;
  line11_amt_paid_form3536?: Amount;
  line13_use_tax?: Amount;
  line18_applied_to_next_year?: Amount;
  line20_penalties_interest?: Amount;
  /** True when the filer answered something not read here (questionnaire, names): the record counts. */
  in_use?: boolean;
  schedule_t?: { distributive_share?: Amount; tax_rate?: Amount; withheld_by_llc?: Amount }[];
  schedule_l?: Record<string, Amount>;
  schedule_m2?: Record<string, Amount>;
}

export interface CaReturn {
  /** The federal input the federal result was computed from. */
  federal: Return;
  residency?: 'resident' | 'part_year' | 'nonresident';
  ca540?: Ca540Input;
  scheduleCA?: CaScheduleInput;
  requiredInfo?: CaRequiredInfo;
  nr?: Ca540NrInput;
  form568?: Ca568Input[];
}

export interface CaSummary {
  /** Form 540 line 17 (540NR line 17 for nonresidents and part-year residents). */
  caAgi: Money;
  /** Line 19. */
  taxableIncome: Money;
  /** Line 64 (540NR line 74). */
  totalTax: Money;
  /** Line 78 (540NR line 88). */
  totalPayments: Money;
  /** Line 115 refund (540NR line 125), after contributions and amounts applied. */
  refund: Money;
  /** Line 114 total amount due with penalties (540NR line 124). */
  amountOwed: Money;
  refundOrOwed: Money;
  /** Total of the Form 568s' line 21 (paid separately by the LLC). */
  llcAmountDue: Money;
}

export interface CaResult {
  /**
   * Every California line, keyed like the federal ones: 'ca540.l17', 'ca540nr.l36',
   * 'scheduleCA.partI.l1a.b', 'scheduleCA.partII.l5a.c', 'ftb3514.l24', 'ftb3506.l11',
   * 'scheduleP.l26', 'f568#1.l21', 'caWks#…' for worksheets.
   */
  lines: Lines;
  /** Forms the California return needs: 'ca540' or 'ca540nr' first, then 'scheduleCA', 'ftb3514' … */
  forms: string[];
  summary: CaSummary;
  explain(key: string): Line | undefined;
  warnings: string[];
  /** The 2024 exemption credit amounts per exemption (spec: rates {personal, blind, senior, dependent}). */
  exemptionRates: { personal: Money; blind: Money; senior: Money; dependent: Money };
  /** Renter's credit AGI limit for the filing status and whether the answers qualify. */
  renterCredit: { agiLimit: Money; eligible: boolean };
}
