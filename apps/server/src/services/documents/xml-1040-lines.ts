/**
 * Form 1040's amount elements in the schema's order, with the engine line each one reads, by tax
 * year. 2024: the names and order of the 2024 Direct File samples. 2025: the 2025 form renumbered
 * lines 7, 11, 12, 13 and 27 (7a, 11a/11b, 12e, 13a, 27a) and added 13b (Schedule 1-A); the engine
 * writes those keys beside its 2024 ones (federal2025.ts `formLines`).
 */

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
 * The 2025 IRS1040 amounts. Not checked against the 2025 MeF schema (its packages are distributed
 * to registered developers only, through e-Services): an amount whose line kept its meaning keeps
 * its 2024 element; line 11b repeats 11a at the top of page 2 and is carried once, as
 * AdjustedGrossIncomeAmt; `Schedule1ADeductionAmt` (line 13b) is this product's name for the new
 * line, to be replaced by the schema's once it is at hand.
 */
const RENUMBERED_2025: Readonly<Record<string, string>> = {
  l7: 'l7a',
  l11: 'l11a',
  l12: 'l12e',
  l13: 'l13a',
  l27: 'l27a',
};
const F1040_2025: LineSpec = F1040_2024.flatMap((row): LineSpec => {
  const line = RENUMBERED_2025[row[1]] ?? row[1];
  const same = row.length === 3 ? ([row[0], line, true] as const) : ([row[0], line] as const);
  return row[1] === 'l13' ? [same, ['Schedule1ADeductionAmt', 'l13b']] : [same];
});

export function f1040LineSpec(year: number): LineSpec {
  return year >= 2025 ? F1040_2025 : F1040_2024;
}
