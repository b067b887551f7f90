import { Money, Rate } from '../money';
import type { Lines } from '../lines';
import type { FederalParams } from '../params';
import { fmt } from '../context';
import type { CreditFilingStatus, CreditTaxLimitInput } from './types';
import { creditLimitLines } from './creditLimit';

export interface Form2441QualifyingPerson {
  name?: string;
  /** Line 2 column (d): qualified expenses incurred and paid in 2024 for this person. */
  expenses: Money;
  /** Column (c): over age 12 and disabled. */
  over12AndDisabled?: boolean;
}

/** Part III inputs (dependent care benefits), needed before AGI is known. */
export interface Form2441BenefitsInput {
  filingStatus: CreditFilingStatus;
  /** Box A: MFS filer who meets the "lived apart" requirements (treated as unmarried). */
  mfsLivedApart?: boolean;
  /** Number of qualifying persons (line 27: $3,000 for one, $6,000 for two or more). */
  qualifyingPersonCount: number;
  /** Line 12: dependent care benefits received (W-2 box 10, plus self-employed plans). */
  dependentCareBenefits?: Money;
  /** Line 13: amount carried over from 2023 and used in 2024 during the grace period. */
  carryoverFromPriorYear?: Money;
  /** Line 14: forfeited or carried over to 2025 (a positive amount; entered in parentheses). */
  forfeitedOrCarriedForward?: Money;
  /** Line 16: qualified expenses incurred in 2024 for the care of the qualifying persons. */
  qualifiedExpensesIncurred?: Money;
  /** Line 2's amounts already leave out the benefits (line 16 was given on its own). */
  personsExcludeBenefits?: boolean;
  /** Line 22: amount of lines 12/13 from the filer's sole proprietorship or partnership. */
  benefitsFromOwnBusiness?: Money;
  /** Line 21 cap: the dependent care plan's maximum, if below $5,000/$2,500. */
  planMaximum?: Money;
  /** Line 4/18: the filer's earned income (with nontaxable combat pay when the filer elects it). */
  earnedIncome: Money;
  /** Line 5/19 (MFJ, or MFS not living apart): the spouse's earned income (combat pay likewise). */
  spouseEarnedIncome?: Money;
  /**
   * Student or disabled spouse (checkbox B): months in 2024 the spouse (or filer) was a full-time
   * student or incapable of self-care. Deemed earned income of $250 a month (one qualifying person)
   * or $500 (two or more) for those months; `earnedInThoseMonths` is the person's actual earned
   * income in those months (default 0), which the deemed amount replaces when larger.
   */
  studentOrDisabled?: { who: 'taxpayer' | 'spouse'; months: number; earnedInThoseMonths?: Money };
}

export interface Form2441Input
  extends Omit<Form2441BenefitsInput, 'qualifyingPersonCount'>, CreditTaxLimitInput {
  /** Line 2: the qualifying persons (their count sets the $3,000/$6,000 limit). */
  qualifyingPersons: Form2441QualifyingPerson[];
  /** Form 1040 line 11. */
  agi: Money;
  /** Line 9b: credit for 2023 expenses paid in 2024 (Worksheet A line 13). */
  priorYearExpenseCredit?: Money;
  /**
   * Credit Limit Worksheet line 2: Schedule 3 line 1 (foreign tax credit) and Schedule R line 22
   * (or the worksheet's list). `tax` is Form 1040 line 18.
   */
  creditsReducingLimit: Money;
}

export interface Form2441BenefitsResult {
  /** Line 24: deductible benefits. */
  deductibleBenefits: Money;
  /** Line 25: excluded benefits. */
  excludedBenefits: Money;
  /** Line 26 → Form 1040 line 1e. */
  taxableBenefits: Money;
}

export interface Form2441Result extends Form2441BenefitsResult {
  /** Line 3: expenses that count (after the $3,000/$6,000 cap and excluded benefits). */
  qualifiedExpenses: Money;
  /** Line 8: decimal for AGI. */
  percentage: Rate;
  /** Line 9c. */
  tentativeCredit: Money;
  /** False when MFS without the box A requirements (no credit; Part III still applies). */
  creditAllowed: boolean;
  /** Line 10. */
  creditLimit: Money;
  /** Line 11 → Schedule 3 line 2. */
  credit: Money;
}

/** True when the spouse's own earned income is used (MFJ, or MFS without the box A "lived apart" rule). */
function usesSpouse(input: Form2441BenefitsInput): boolean {
  return input.filingStatus === 'mfj' || (input.filingStatus === 'mfs' && input.mfsLivedApart !== true);
}

/**
 * Earned income of the taxpayer or spouse, with the student/disabled rule: for each month the person
 * was a full-time student or incapable of self-care, earned income is deemed to be at least $250
 * ($500 with two or more qualifying persons). Months are not tracked one by one: the deemed amount
 * for those months replaces the person's actual earned income in them (`earnedInThoseMonths`) when larger.
 */
function earnedIncomeOf(
  input: Form2441BenefitsInput,
  who: 'taxpayer' | 'spouse',
  persons: number,
  P: FederalParams['f2441'],
): Money {
  const actual = (
    who === 'taxpayer' ? input.earnedIncome : (input.spouseEarnedIncome ?? Money.ZERO)
  ).clampZero();
  const sd = input.studentOrDisabled;
  if (!sd || sd.who !== who || sd.months <= 0) return actual;
  const months = Math.min(12, Math.trunc(sd.months));
  const deemed = Money.dollars(persons >= 2 ? P.deemedMonthlyTwo : P.deemedMonthlyOne).times(months);
  const inMonths = Money.min(sd.earnedInThoseMonths ?? Money.ZERO, actual);
  return actual.minus(inMonths).plus(Money.max(inMonths, deemed));
}

/** Form 2441 Part III (lines 12–31): dependent care benefits. Lines 27–31 are written only when there are benefits. */
export function form2441PartIII(
  input: Form2441BenefitsInput,
  lines: Lines,
  params: FederalParams,
): Form2441BenefitsResult {
  const P = params.f2441;
  const persons = input.qualifyingPersonCount;
  const spouse = usesSpouse(input);
  const l12 = lines.set(
    'f2441.l12',
    input.dependentCareBenefits ?? Money.ZERO,
    'Total amount of dependent care benefits you received in {year} (Form(s) W-2, box 10)',
  );
  const l13 = lines.set(
    'f2441.l13',
    input.carryoverFromPriorYear ?? Money.ZERO,
    'Amount carried over from {prev_year} and used in {year} during the grace period',
  );
  const l14 = lines.set(
    'f2441.l14',
    (input.forfeitedOrCarriedForward ?? Money.ZERO).abs().neg(),
    'Amount forfeited or carried over to {next_year} (entered in parentheses)',
  );
  const l15 = lines.set('f2441.l15', l12.plus(l13).plus(l14), 'Combine lines 12 through 14');
  const l16 = lines.set(
    'f2441.l16',
    input.qualifiedExpensesIncurred ?? Money.ZERO,
    'Total amount of qualified expenses incurred in {year} for the care of the qualifying person(s)',
  );
  const l17 = lines.set('f2441.l17', Money.min(l15, l16).clampZero(), 'Enter the smaller of line 15 or 16');
  const l18 = lines.set(
    'f2441.l18',
    earnedIncomeOf(input, 'taxpayer', persons, P),
    'Enter your earned income',
  );
  const l19 = lines.set(
    'f2441.l19',
    spouse ? earnedIncomeOf(input, 'spouse', persons, P) : l18,
    spouse
      ? "Spouse's earned income (if you or your spouse was a student or was disabled, see the instructions for line 5)"
      : 'Enter the amount from line 18',
  );
  const l20 = lines.set('f2441.l20', Money.min(l17, l18, l19), 'Enter the smallest of line 17, 18, or 19');
  const cap = Money.dollars(input.filingStatus === 'mfs' && spouse ? P.exclusionLimitMfs : P.exclusionLimit);
  const l21 = lines.set(
    'f2441.l21',
    input.planMaximum ? Money.min(cap, input.planMaximum) : cap,
    `Enter ${fmt(Money.dollars(P.exclusionLimit))} (${fmt(Money.dollars(P.exclusionLimitMfs))} if married filing separately and you were required to enter your spouse's earned income on line 19), but not more than your plan's maximum`,
  );
  const own = (input.benefitsFromOwnBusiness ?? Money.ZERO).clampZero();
  // The part of lines 12 and 13 from the filer's own business, so it carries them.
  const l22 = lines.set(
    'f2441.l22',
    own.via(l12, l13),
    'Amount on line 12 or 13 from your sole proprietorship or partnership (-0- if none)',
  );
  const l23 = lines.set('f2441.l23', l15.minus(l22), 'Subtract line 22 from line 15');
  const l24 = lines.set(
    'f2441.l24',
    Money.min(l20, l21, l22),
    'Deductible benefits. Enter the smallest of line 20, 21, or 22',
  );
  const l25 = lines.set(
    'f2441.l25',
    own.isZero() ? Money.min(l20, l21).via(l22) : Money.min(l20, l21).minus(l24).clampZero(),
    own.isZero()
      ? 'Excluded benefits. Line 22 is "No": enter the smaller of line 20 or line 21'
      : 'Excluded benefits. Subtract line 24 from the smaller of line 20 or line 21. If zero or less, enter -0-',
  );
  const l26 = lines.set(
    'f2441.l26',
    l23.minus(l25).clampZero(),
    'Taxable benefits. Subtract line 25 from line 23. If zero or less, enter -0-',
  );
  return { deductibleBenefits: l24, excludedBenefits: l25, taxableBenefits: l26 };
}

/** Line 8: 35% at AGI up to $15,000, one point less for each $2,000 (or part) over, 20% over $43,000 (2024 figures). */
export function form2441Percentage(agi: Money, params: FederalParams): Rate {
  const P = params.f2441;
  const steps = agi.minus(Money.dollars(P.phaseStart)).stepsOf(Money.dollars(P.step));
  const max = BigInt(P.maxRate);
  const min = BigInt(P.minRate);
  const pct = max - steps < min ? min : max - steps;
  return Rate.fraction(pct, 100n);
}

/**
 * Form 2441 (2024), child and dependent care expenses: Part III (dependent care benefits) when
 * there are any, then Part II (credit → Schedule 3 line 2) limited by the Credit Limit Worksheet
 * (`tax` − `creditsReducingLimit`). Line 9b (2023 expenses paid in 2024, Worksheet A) is an input.
 * Not modeled: household-employee checks, care-provider identification (Part I) and per-month
 * tracking of the deemed-income rule.
 */
export function form2441(input: Form2441Input, lines: Lines, params: FederalParams): Form2441Result {
  const P = params.f2441;
  const one = Money.dollars(P.limitOne);
  const two = Money.dollars(P.limitTwoOrMore);
  const persons = input.qualifyingPersons.length;
  const limit = persons >= 2 ? two : one;
  const creditAllowed = input.filingStatus !== 'mfs' || input.mfsLivedApart === true;
  const benefitsInput: Form2441BenefitsInput = { ...input, qualifyingPersonCount: persons };
  const totalExpenses = Money.sum(input.qualifyingPersons.map((q) => q.expenses.clampZero()));
  const hasBenefits =
    (input.dependentCareBenefits ?? Money.ZERO).isPositive() ||
    (input.carryoverFromPriorYear ?? Money.ZERO).isPositive();

  let benefits: Form2441BenefitsResult = {
    deductibleBenefits: Money.ZERO,
    excludedBenefits: Money.ZERO,
    taxableBenefits: Money.ZERO,
  };
  let l3: Money;
  if (hasBenefits) {
    benefits = form2441PartIII(
      { ...benefitsInput, qualifiedExpensesIncurred: input.qualifiedExpensesIncurred ?? totalExpenses },
      lines,
      params,
    );
    const l27 = lines.set(
      'f2441.l27',
      limit,
      `Enter ${fmt(one)} (${fmt(two)} if two or more qualifying persons)`,
    );
    const l28 = lines.set(
      'f2441.l28',
      benefits.deductibleBenefits.plus(benefits.excludedBenefits),
      'Add lines 24 and 25',
    );
    const l29 = lines.set(
      'f2441.l29',
      l27.minus(l28).clampZero(),
      "Subtract line 28 from line 27. If zero or less, stop. You can't take the credit",
    );
    const l30 = input.personsExcludeBenefits
      ? lines.set(
          'f2441.l30',
          totalExpenses,
          'Qualified expenses in column (d) of line 2, entered already without any dependent care benefits',
        )
      : lines.set(
          'f2441.l30',
          totalExpenses.minus(l28).clampZero(),
          'Qualified expenses in column (d) of line 2, not including any benefits shown on line 28',
        );
    const l31 = lines.set('f2441.l31', Money.min(l29, l30), 'Enter the smaller of line 29 or 30');
    l3 = lines.set('f2441.l3', l31, 'Enter the amount from line 31');
  } else {
    l3 = lines.set(
      'f2441.l3',
      Money.min(totalExpenses, limit),
      `Add the amounts in column (d) of line 2. Don't enter more than ${fmt(one)} for one qualifying person or ${fmt(two)} for two or more`,
    );
  }
  const spouse = usesSpouse(benefitsInput);
  const l4 = lines.set(
    'f2441.l4',
    earnedIncomeOf(benefitsInput, 'taxpayer', persons, P),
    'Enter your earned income',
  );
  const l5 = lines.set(
    'f2441.l5',
    spouse ? earnedIncomeOf(benefitsInput, 'spouse', persons, P) : l4,
    spouse
      ? `Spouse's earned income (a student or disabled spouse is deemed to earn ${fmt(Money.dollars(P.deemedMonthlyOne))} a month, ${fmt(Money.dollars(P.deemedMonthlyTwo))} with two or more qualifying persons)`
      : 'Enter the amount from line 4',
  );
  const l6 = lines.set('f2441.l6', Money.min(l3, l4, l5), 'Enter the smallest of line 3, 4, or 5');
  const l7 = lines.set(
    'f2441.l7',
    input.agi,
    'Enter the amount from Form 1040, 1040-SR, or 1040-NR, line 11',
  );
  const pct = form2441Percentage(l7, params);
  const l9a = lines.set(
    'f2441.l9a',
    l6.times(pct),
    `Multiply line 6 by the decimal amount on line 8 (${pct.toString(2)})`,
  );
  const l9b = lines.set(
    'f2441.l9b',
    input.priorYearExpenseCredit ?? Money.ZERO,
    'Credit for {prev_year} expenses paid in {year} (Worksheet A, line 13)',
  );
  const l9c = lines.set(
    'f2441.l9c',
    creditAllowed ? l9a.plus(l9b) : Money.ZERO,
    creditAllowed
      ? 'Add lines 9a and 9b'
      : 'Married filing separately without meeting the box A requirements: no credit',
  );
  const c3 = creditLimitLines(lines, input, [
    ['f2441.clw.l1', 'Enter the amount from Form 1040, 1040-SR, or 1040-NR, line 18'],
    // Schedule R is figured after this credit (its own worksheet subtracts Schedule 3 line 2).
    ['f2441.clw.l2', 'Enter the amount from Schedule 3 (Form 1040), line 1'],
    ['f2441.clw.l3', 'Subtract line 2 from line 1. Also enter this amount on Form 2441, line 10'],
  ]);
  const l10 = lines.set(
    'f2441.l10',
    c3,
    'Tax liability limit. Enter the amount from the Credit Limit Worksheet',
  );
  const l11 = lines.set(
    'f2441.l11',
    Money.min(l9c, l10),
    'Credit for child and dependent care expenses. Enter the smaller of line 9c or line 10',
  );
  return {
    ...benefits,
    qualifiedExpenses: l3,
    percentage: pct,
    tentativeCredit: l9c,
    creditLimit: l10,
    credit: l11,
    creditAllowed,
  };
}
