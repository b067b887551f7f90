/**
 * Form 1040's amount elements in the schema's order, with the engine line each one reads, by tax
 * year: the names and order of the 2024 Direct File samples, the lines renumbered as the year's
 * form numbers them.
 */
import type { FederalParams } from '@taxprep/tax-engine';

/** [element, engine line] or [element, engine line, always] (written even when zero). */
export type LineSpec = ReadonlyArray<readonly [string, string] | readonly [string, string, true]>;

const F1040_2024: LineSpec = [
  ['HouseholdEmployeeWagesAmt', 'l1b'],
  ['TipIncomeAmt', 'l1c'],
  ['MedicaidWaiverPymtNotRptW2Amt', 'l1d'],
  ['TaxableBenefitsAmt', 'l1e'],
  ['EmployerProvidedAdoptionBnftAmt', 'l1f'],
  ['WagesNotShownAmt', 'l1g'],
  ['OtherEarnedIncomeAmt', 'l1h'],
  ['NontaxableCombatPayAmt', 'l1i'],
  ['WagesSalariesAndTipsAmt', 'l1z'],
  ['TaxExemptInterestAmt', 'l2a'],
  ['TaxableInterestAmt', 'l2b'],
  ['QualifiedDividendsAmt', 'l3a'],
  ['OrdinaryDividendsAmt', 'l3b'],
  ['IRADistributionsAmt', 'l4a'],
  ['TaxableIRAAmt', 'l4b'],
  ['PensionsAnnuitiesAmt', 'l5a'],
  ['TotalTaxablePensionsAmt', 'l5b'],
  ['SocSecBnftAmt', 'l6a'],
  ['TaxableSocSecAmt', 'l6b'],
  ['CapitalGainLossAmt', 'l7'],
  ['TotalAdditionalIncomeAmt', 'l8'],
  ['TotalIncomeAmt', 'l9', true],
  ['TotalAdjustmentsAmt', 'l10'],
  ['AdjustedGrossIncomeAmt', 'l11', true],
  ['TotalItemizedOrStandardDedAmt', 'l12', true],
  ['QualifiedBusinessIncomeDedAmt', 'l13'],
  ['TotalDeductionsAmt', 'l14', true],
  ['TaxableIncomeAmt', 'l15', true],
  ['TaxAmt', 'l16', true],
  ['AdditionalTaxAmt', 'l17'],
  ['TotalTaxBeforeCrAndOthTaxesAmt', 'l18', true],
  ['CTCODCAmt', 'l19'],
  ['TotalNonrefundableCreditsAmt', 'l20'],
  ['TotalCreditsAmt', 'l21'],
  ['TaxLessCreditsAmt', 'l22', true],
  ['OtherTaxesAmt', 'l23'],
  ['TotalTaxAmt', 'l24', true],
  ['FormW2WithheldTaxAmt', 'l25a'],
  ['Form1099WithheldTaxAmt', 'l25b'],
  ['TaxWithheldOtherAmt', 'l25c'],
  ['WithholdingTaxAmt', 'l25d'],
  ['EstimatedTaxPaymentsAmt', 'l26'],
  ['EarnedIncomeCreditAmt', 'l27'],
  ['AdditionalChildTaxCreditAmt', 'l28'],
  ['AmericanOpportunityCreditAmt', 'l29'],
  ['TotalOtherPaymentsRfdblCrAmt', 'l31'],
  ['RefundableCreditsAmt', 'l32'],
  ['TotalPaymentsAmt', 'l33'],
  ['OverpaidAmt', 'l34'],
  ['RefundAmt', 'l35a'],
];

/**
 * The year's IRS1040 amounts: the 2024 table with each line the year's form renumbered read under
 * its new key (the engine's `formLines`: 7 → 7a, 11 → 11a, 12 → 12e, 13 → 13a, 27 → 27a on the 2025
 * form), and the Schedule 1-A total (line 13b) after line 13a in a year that has the schedule.
 *
 * Not checked against the 2025 MeF schema (its packages go to registered developers only, through
 * e-Services): an amount whose line kept its meaning keeps its 2024 element; line 11b repeats 11a
 * at the top of page 2 and is carried once, as AdjustedGrossIncomeAmt; `Schedule1ADeductionAmt`
 * (line 13b) is this product's name for the new line, to be replaced by the schema's once at hand.
 */
export function f1040LineSpec(p: FederalParams): LineSpec {
  const renumbered = p.formLines ?? {};
  if (!Object.keys(renumbered).length && !p.schedule1A) return F1040_2024;
  return F1040_2024.flatMap((row): LineSpec => {
    // "f1040.l11" → ["f1040.l11a", "f1040.l11b"]: the first is the line the amount is read from.
    const line = renumbered[`f1040.${row[1]}`]?.[0]?.replace(/^f1040\./, '') ?? row[1];
    const same = row.length === 3 ? ([row[0], line, true] as const) : ([row[0], line] as const);
    return row[1] === 'l13' && p.schedule1A ? [same, ['Schedule1ADeductionAmt', 'l13b']] : [same];
  });
}
