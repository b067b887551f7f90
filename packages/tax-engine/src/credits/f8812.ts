import { Money } from '../money';
import type { Lines } from '../lines';
import type { FederalParams } from '../params';
import { fmt, pct } from '../context';
import type { CreditFilingStatus, CreditTaxLimitInput } from './types';
import { creditLimitLines } from './creditLimit';

/** One dependent listed on the 1040 (Dependents section), as Schedule 8812 counts them. */
export interface Schedule8812Dependent {
  /** Age on December 31, 2024. */
  ageAtEndOfYear: number;
  /** A qualifying child for the child tax credit (relationship, residency, support tests met). */
  isQualifyingChild: boolean;
  /** SSN valid for employment issued before the return's due date (with extensions). */
  hasRequiredSsn: boolean;
  /** U.S. citizen, national or resident alien (required for the credit for other dependents). */
  isUsCitizenNationalOrResident: boolean;
  /** Can be claimed as a dependent (a qualifying child or qualifying relative). Default true. */
  isDependent?: boolean;
  /** Has an SSN, ITIN or ATIN issued by the due date (required for the credit for other dependents). Default true. */
  hasTaxpayerId?: boolean;
}

export interface Schedule8812Input extends CreditTaxLimitInput {
  filingStatus: CreditFilingStatus;
  /** Form 1040 line 11. */
  agi: Money;
  /** Line 2a: Puerto Rico income excluded. */
  puertoRicoExcludedIncome?: Money;
  /** Line 2b: Form 2555 lines 45 and 50. Filing Form 2555 also bars the ACTC. */
  form2555Exclusions?: Money;
  /** Line 2c: Form 4563 line 15. */
  form4563Exclusion?: Money;
  /** Files Form 2555 (no additional child tax credit). */
  filesForm2555?: boolean;
  dependents: Schedule8812Dependent[];
  /**
   * Credit Limit Worksheet A line 2: the total of Schedule 3 lines 1, 2, 3, 4, 5b, 6d, 6f, 6l
   * and 6m (and Form 5695 line 32 … as the worksheet lists). `tax` is Form 1040 line 18.
   */
  creditsReducingLimit: Money;
  /** Line 15: do not claim the additional child tax credit. */
  declineAdditionalChildTaxCredit?: boolean;
  /** Line 18a: earned income per the Schedule 8812 Earned Income Chart. */
  earnedIncome: Money;
  /** Line 18b: nontaxable combat pay. */
  nontaxableCombatPay?: Money;
  /** Line 21: social security, Medicare and Additional Medicare tax withheld (W-2 boxes 4 and 6, both spouses). */
  socialSecurityMedicareWithheld?: Money;
  /** Line 22: Schedule 1 line 15 + Schedule 2 lines 5, 6 and 13. */
  selfEmploymentAndOtherTaxes?: Money;
  /** Line 24: Form 1040 line 27 (EIC) + Schedule 3 line 11. */
  earnedIncomeCreditAndExcessSsWithheld?: Money;
}

export interface Schedule8812Result {
  qualifyingChildren: number;
  otherDependents: number;
  /** Line 12: credit after the phase-out, before the tax limit. */
  creditAfterPhaseOut: Money;
  /** Line 13: Credit Limit Worksheet A. */
  creditLimit: Money;
  /** Line 14 → Form 1040 line 19. */
  childTaxCreditAndOdc: Money;
  /** Line 27 → Form 1040 line 28. */
  additionalChildTaxCredit: Money;
}

/** Line 4: qualifying children under 17 at the end of the year with the required SSN. */
function countsForCtc(d: Schedule8812Dependent, ageLimit: number): boolean {
  return (
    d.isQualifyingChild && d.ageAtEndOfYear < ageLimit && d.hasRequiredSsn && d.isUsCitizenNationalOrResident
  );
}

/** Line 6: other dependents who are U.S. citizens, nationals or resident aliens with a TIN. */
function countsForOdc(d: Schedule8812Dependent, ageLimit: number): boolean {
  return (
    !countsForCtc(d, ageLimit) &&
    d.isDependent !== false &&
    d.hasTaxpayerId !== false &&
    d.isUsCitizenNationalOrResident
  );
}

/**
 * Schedule 8812 (Form 1040): child tax credit and credit for other dependents (Part I, → 1040
 * line 19) and additional child tax credit (Parts II-A/II-B, → 1040 line 28). Credit Limit
 * Worksheet A is figured from `tax` (1040 line 18) less `creditsReducingLimit`; Credit Limit
 * Worksheet B (mortgage interest, adoption, residential clean energy, DC homebuyer credits) and the
 * Puerto Rico bona fide resident path of Part II-B are not modeled.
 */
export function schedule8812(
  input: Schedule8812Input,
  lines: Lines,
  params: FederalParams,
): Schedule8812Result {
  const P = params.schedule8812;
  const counts = (d: Schedule8812Dependent): boolean => countsForCtc(d, P.childAgeLimit);
  const children = input.dependents.filter(counts).length;
  const others = input.dependents.filter((d) => countsForOdc(d, P.childAgeLimit)).length;
  const perChild = Money.dollars(P.perChild);
  const perOther = Money.dollars(P.perOtherDependent);
  const phaseOutStep = Money.dollars(P.phaseOutStep);
  const actcPerChild = Money.dollars(P.refundableMaxPerChild);
  const earnedFloor = Money.dollars(P.earnedIncomeFloor);
  const partIIBThreshold = Money.dollars(P.partIIBThreshold);

  // Part I
  const l1 = lines.set(
    'schedule8812.l1',
    input.agi,
    // The year's number of the AGI line ("11a" on the 2025 form, as its line 1 says).
    `Enter the amount from line ${(params.formLines?.['f1040.l11']?.[0] ?? 'f1040.l11').slice('f1040.l'.length)} of your Form 1040, 1040-SR, or 1040-NR`,
  );
  const l2a = lines.set(
    'schedule8812.l2a',
    input.puertoRicoExcludedIncome ?? Money.ZERO,
    'Enter income from Puerto Rico that you excluded',
  );
  const l2b = lines.set(
    'schedule8812.l2b',
    input.form2555Exclusions ?? Money.ZERO,
    'Enter the amounts from lines 45 and 50 of your Form 2555',
  );
  const l2c = lines.set(
    'schedule8812.l2c',
    input.form4563Exclusion ?? Money.ZERO,
    'Enter the amount from line 15 of your Form 4563',
  );
  const l2d = lines.set('schedule8812.l2d', l2a.plus(l2b).plus(l2c), 'Add lines 2a through 2c');
  const l3 = lines.set('schedule8812.l3', l1.plus(l2d), 'Add lines 1 and 2d');
  const l5 = lines.set(
    'schedule8812.l5',
    perChild.times(children),
    `Multiply line 4 (${children} qualifying children under age ${P.childAgeLimit} with the required SSN) by ${fmt(perChild)}`,
  );
  const l7 = lines.set(
    'schedule8812.l7',
    perOther.times(others),
    `Multiply line 6 (${others} other dependents) by ${fmt(perOther)}`,
  );
  const l8 = lines.set('schedule8812.l8', l5.plus(l7), 'Add lines 5 and 7');
  const l9 = lines.set(
    'schedule8812.l9',
    Money.dollars(P.phaseOutStart[input.filingStatus]),
    `Married filing jointly—${fmt(Money.dollars(P.phaseOutStart.mfj))}; all other filing statuses—${fmt(Money.dollars(P.phaseOutStart.single))}`,
  );
  const over = l3.minus(l9);
  const l10 = lines.set(
    'schedule8812.l10',
    // The multiple of the step is computed from line 3 and line 9, so it carries them.
    Money.fromCents(over.stepsOf(phaseOutStep) * phaseOutStep.cents).via(over),
    `Subtract line 9 from line 3. If zero or less, enter -0-. If more than zero and not a multiple of ${fmt(phaseOutStep)}, enter the next multiple of ${fmt(phaseOutStep)}`,
  );
  const l11 = lines.set(
    'schedule8812.l11',
    l10.times(P.phaseOutRate),
    `Multiply line 10 by ${pct(P.phaseOutRate)} (${P.phaseOutRate})`,
  );
  const l12 = lines.set(
    'schedule8812.l12',
    l8.gt(l11) ? l8.minus(l11) : Money.ZERO.via(l8, l11),
    l8.gt(l11)
      ? 'Subtract line 11 from line 8'
      : 'Line 8 is not more than line 11: you cannot take the child tax credit, credit for other dependents, or additional child tax credit',
  );

  // Credit Limit Worksheet A
  const a3 = creditLimitLines(lines, input, [
    ['schedule8812.clwa.l1', 'Enter the amount from line 18 of your Form 1040, 1040-SR, or 1040-NR'],
    [
      'schedule8812.clwa.l2',
      'Add the following amounts (if applicable) from Schedule 3, lines 1, 2, 3, 4, 5b, 6d, 6f, 6l, and 6m; Form 5695, line 32; Form 8910, line 15; Form 8936, line 23; and Schedule R, line 22',
    ],
    ['schedule8812.clwa.l3', 'Subtract line 2 from line 1. If zero or less, enter -0-'],
  ]);
  const a4 = lines.set(
    'schedule8812.clwa.l4',
    Money.ZERO,
    'Credit Limit Worksheet B is not completed: enter -0-',
  );
  const a5 = lines.set(
    'schedule8812.clwa.l5',
    a3.minus(a4).clampZero(),
    'Subtract line 4 from line 3. Enter here and on Schedule 8812, line 13',
  );
  const l13 = lines.set('schedule8812.l13', a5, 'Enter the amount from Credit Limit Worksheet A');
  const l14 = lines.set(
    'schedule8812.l14',
    Money.min(l12, l13),
    'Smaller of line 12 or line 13. This is your child tax credit and credit for other dependents',
  );

  const result = (actc: Money, why: string): Schedule8812Result => {
    const l27 = lines.set('schedule8812.l27', actc, why);
    return {
      qualifyingChildren: children,
      otherDependents: others,
      creditAfterPhaseOut: l12,
      creditLimit: l13,
      childTaxCreditAndOdc: l14,
      additionalChildTaxCredit: l27,
    };
  };

  // Part II-A
  // A line that stops the computation is read by the test, so the result carries it.
  if (l12.isZero()) return result(Money.ZERO.via(l12), 'Line 12 is zero: enter -0- on line 27');
  if (input.filesForm2555 === true)
    return result(Money.ZERO, 'Form 2555 filers cannot claim the additional child tax credit');
  if (input.declineAdditionalChildTaxCredit === true && !P.noDeclineElection)
    return result(Money.ZERO, 'Line 15 is checked: enter -0- on line 27');
  const l16a = lines.set('schedule8812.l16a', l12.minus(l14), 'Subtract line 14 from line 12');
  if (l16a.isZero())
    return result(Money.ZERO.via(l16a), 'Line 16a is zero: you cannot take the additional child tax credit');
  const l16b = lines.set(
    'schedule8812.l16b',
    actcPerChild.times(children),
    `Number of qualifying children under age ${P.childAgeLimit} with the required SSN (${children}) × ${fmt(actcPerChild)}`,
  );
  if (l16b.isZero())
    return result(Money.ZERO.via(l16b), 'Line 16b is zero: you cannot claim the additional child tax credit');
  const l17 = lines.set(
    'schedule8812.l17',
    Money.min(l16a, l16b),
    'Enter the smaller of line 16a or line 16b',
  );
  const l18a = lines.set('schedule8812.l18a', input.earnedIncome, 'Earned income (see instructions)');
  lines.set(
    'schedule8812.l18b',
    input.nontaxableCombatPay ?? Money.ZERO,
    'Nontaxable combat pay (see instructions)',
  );
  const l19 = lines.set(
    'schedule8812.l19',
    l18a.gt(earnedFloor) ? l18a.minus(earnedFloor) : Money.ZERO.via(l18a),
    l18a.gt(earnedFloor)
      ? `Subtract ${fmt(earnedFloor)} from the amount on line 18a`
      : `Line 18a is not more than ${fmt(earnedFloor)}: enter -0- on line 20`,
  );
  const l20 = lines.set(
    'schedule8812.l20',
    l19.times(P.refundableRate),
    `Multiply the amount on line 19 by ${pct(P.refundableRate)} (${P.refundableRate})`,
  );
  if (l16b.lt(partIIBThreshold)) {
    return result(
      Money.min(l17, l20).via(l16b),
      `Line 16b is less than ${fmt(partIIBThreshold)}: enter the smaller of line 17 or line 20`,
    );
  }
  if (l20.gte(l17))
    return result(l17.via(l20), 'Line 20 is equal to or more than line 17: enter the amount from line 17');

  // Part II-B
  const l21 = lines.set(
    'schedule8812.l21',
    input.socialSecurityMedicareWithheld ?? Money.ZERO,
    'Withheld social security, Medicare, and Additional Medicare taxes from Form(s) W-2, boxes 4 and 6 (both spouses if filing jointly)',
  );
  const l22 = lines.set(
    'schedule8812.l22',
    input.selfEmploymentAndOtherTaxes ?? Money.ZERO,
    'Enter the total of the amounts from Schedule 1, line 15; Schedule 2, line 5; Schedule 2, line 6; and Schedule 2, line 13',
  );
  const l23 = lines.set('schedule8812.l23', l21.plus(l22), 'Add lines 21 and 22');
  const l24 = lines.set(
    'schedule8812.l24',
    input.earnedIncomeCreditAndExcessSsWithheld ?? Money.ZERO,
    'Enter the total of the amounts from Form 1040, line 27, and Schedule 3, line 11',
  );
  const l25 = lines.set(
    'schedule8812.l25',
    l23.minus(l24).clampZero(),
    'Subtract line 24 from line 23. If zero or less, enter -0-',
  );
  const l26 = lines.set('schedule8812.l26', Money.max(l20, l25), 'Enter the larger of line 20 or line 25');
  return result(
    Money.min(l17, l26),
    'Enter the smaller of line 17 or line 26. This is your additional child tax credit',
  );
}
