/**
 * The people of a return and the facts about them the credits need (ID type, student, disability,
 * dependents' tests), and the saver's-credit and Schedule R amounts the engine cannot derive.
 * Part of the engine's input contract (types.ts); add optional fields only.
 */
import type { Amount } from './types';

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
  /** What the identifying number is (EIC Rule 2, Pub. 596); see `TinType`. Default 'ssn'. */
  tin_type?: TinType;
  /** The EIC and Form 8880 student test: full-time student during some part of 5 calendar months of 2024. */
  full_time_student?: boolean;
  /** Is the qualifying child of another taxpayer for 2024 (no EIC, Pub. 596 Rules 10 and 13). */
  qualifying_child_of_another?: boolean;
  /** Schedule R: under 65 and retired on permanent and total disability. */
  retired_on_permanent_disability?: boolean;
  /** Schedule R line 11: taxable disability income (wages or pension paid instead of wages while retired on disability). */
  taxable_disability_income?: Amount;
}

/**
 * A person's taxpayer identification number, as the credits test it (Pub. 596 Rule 2; Schedule 8812
 * instructions "Social security number"):
 * - 'ssn': an SSN card without a legend (or issued to a U.S. citizen) — valid for work;
 * - 'ssn_dhs': legend "Valid for work only with DHS authorization", the authorization still valid;
 * - 'ssn_dhs_expired': the same legend, the authorization no longer valid;
 * - 'ssn_not_valid_for_employment': legend "Not valid for employment", issued for another reason
 *   than a federally funded benefit (valid for the EIC, IRC §32(m); not for the child tax credit);
 * - 'ssn_benefits_only': legend "Not valid for employment", issued only to get a federally funded benefit;
 * - 'itin', 'atin' (adoption taxpayer identification number, dependents only), 'none' (no number yet).
 */
export type TinType =
  | 'ssn'
  | 'ssn_dhs'
  | 'ssn_dhs_expired'
  | 'ssn_not_valid_for_employment'
  | 'ssn_benefits_only'
  | 'itin'
  | 'atin'
  | 'none';

/** The citizenship or residency test of a dependent (Pub. 501). */
export type DependentResidency =
  | 'us_citizen'
  | 'us_national'
  | 'resident_alien'
  /** A resident of Canada or Mexico: can be a dependent, but gives neither the CTC nor the ODC. */
  | 'canada_mexico'
  /** None of the above: not a dependent. */
  | 'other';

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
  /** ISO date YYYY-MM-DD: died during the tax year (the residency test counts the time alive, Pub. 501). */
  date_of_death?: string;
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
  /** Dependent's own gross income: a qualifying relative must have less than $5,050 (2024). */
  gross_income?: Amount;
  /** Identifying number; see `TinType`. Default: 'ssn' (or 'itin' when `has_ssn` is false). */
  tin_type?: TinType;
  /** Citizenship or residency test. Default 'us_citizen'. */
  citizenship?: DependentResidency;
  /** Months of 2024 the dependent lived in the United States (the EIC child test; 0-12). Default 12. */
  months_in_us?: number;
  /** The filer provided more than half of the dependent's 2024 support (qualifying relative). Default true. */
  filer_provided_over_half_support?: boolean;
  /** The dependent provided more than half of their own 2024 support (then not a qualifying child). Default false. */
  provided_over_half_own_support?: boolean;
  /** Filed a joint 2024 return other than only to claim a refund (then not a qualifying child). Default false. */
  filed_joint_return?: boolean;
  /** Is the qualifying child of another taxpayer (then not a qualifying relative). Default false. */
  qualifying_child_of_another_taxpayer?: boolean;
}

/** Form 8880 contributions besides the IRA contributions of Adjustments and the W-2 box 12 deferrals. */
export interface RetirementSavingsInput {
  /** Line 1: Roth IRA contributions for 2024 (not rollovers). Traditional ones are read from `adjustments`. */
  roth_ira_contribution_taxpayer?: Amount;
  roth_ira_contribution_spouse?: Amount;
  /** Line 1: ABLE account contributions by the designated beneficiary for 2024. */
  able_contribution_taxpayer?: Amount;
  able_contribution_spouse?: Amount;
  /** Line 2: voluntary employee contributions and deferrals not on a W-2 box 12. */
  other_deferrals_taxpayer?: Amount;
  other_deferrals_spouse?: Amount;
  /**
   * Line 4: distributions received in 2022, 2023 and 2025 before the due date of the 2024 return,
   * and 2024 ones not on a Form 1099-R here (not rollovers, returned excess contributions, loans…).
   * The 2024 Forms 1099-R are read from `f1099_r`.
   */
  other_distributions_taxpayer?: Amount;
  other_distributions_spouse?: Amount;
}

/** Schedule R: nontaxable amounts the engine cannot derive (the nontaxable social security it can). */
export interface ElderlyDisabledInput {
  /** Line 13b: nontaxable veterans' pensions and any other pension, annuity or disability benefit excluded from income (both spouses). */
  nontaxable_pensions?: Amount;
}
