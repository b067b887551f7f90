/**
 * Schedule 1-A (Form 1040) 2025, Additional Deductions, as an MeF-shaped document: the lines the
 * engine computes (keys `schedule1A.l<line as printed>`), in form order. The 2025 MeF schema was
 * not at hand (its packages go to registered developers through e-Services): `IRS1040Schedule1A`
 * and the element names below are this product's, in the schema's naming style, to be replaced by
 * the schema's own once checked. Line 38 is Form 1040 line 13b.
 */
import { baseForm } from './engine';
import type { LineCtx } from './xml-schedule-lines';
import { group, type El } from './xml-el';

const LINES: ReadonlyArray<readonly [string, string]> = [
  // Part I: modified AGI.
  ['AdjustedGrossIncomeAmt', 'l1'],
  ['PuertoRicoExcludedIncomeAmt', 'l2a'],
  ['Form2555Line45Amt', 'l2b'],
  ['Form2555Line50Amt', 'l2c'],
  ['Form4563Line15Amt', 'l2d'],
  ['TotalExcludedIncomeAmt', 'l2e'],
  ['ModifiedAGIAmt', 'l3'],
  // Part II: no tax on tips.
  ['QualifiedTipsW2Amt', 'l4a'],
  ['QualifiedTipsForm4137Amt', 'l4b'],
  ['QualifiedTipsEmployeeAmt', 'l4c'],
  ['QualifiedTipsTradeOrBusinessAmt', 'l5'],
  ['TotalQualifiedTipsAmt', 'l6'],
  ['LimitedQualifiedTipsAmt', 'l7'],
  ['TipsModifiedAGIAmt', 'l8'],
  ['TipsThresholdAmt', 'l9'],
  ['TipsExcessModifiedAGIAmt', 'l10'],
  ['TipsExcessThousandsCnt', 'l11'],
  ['TipsReductionAmt', 'l12'],
  ['QualifiedTipsDeductionAmt', 'l13'],
  // Part III: no tax on overtime.
  ['QualifiedOvertimeW2Amt', 'l14a'],
  ['QualifiedOvertime1099Amt', 'l14b'],
  ['TotalQualifiedOvertimeAmt', 'l14c'],
  ['LimitedQualifiedOvertimeAmt', 'l15'],
  ['OvertimeModifiedAGIAmt', 'l16'],
  ['OvertimeThresholdAmt', 'l17'],
  ['OvertimeExcessModifiedAGIAmt', 'l18'],
  ['OvertimeExcessThousandsCnt', 'l19'],
  ['OvertimeReductionAmt', 'l20'],
  ['QualifiedOvertimeDeductionAmt', 'l21'],
  // Part IV: no tax on car loan interest.
  ['TotalVehicleLoanInterestAmt', 'l23'],
  ['LimitedVehicleLoanInterestAmt', 'l24'],
  ['VehicleLoanModifiedAGIAmt', 'l25'],
  ['VehicleLoanThresholdAmt', 'l26'],
  ['VehicleLoanExcessModifiedAGIAmt', 'l27'],
  ['VehicleLoanExcessThousandsCnt', 'l28'],
  ['VehicleLoanReductionAmt', 'l29'],
  ['QlfyPassengerVehLoanIntDedAmt', 'l30'],
  // Part V: enhanced deduction for seniors.
  ['SeniorModifiedAGIAmt', 'l31'],
  ['SeniorThresholdAmt', 'l32'],
  ['SeniorExcessModifiedAGIAmt', 'l33'],
  ['SeniorReductionAmt', 'l34'],
  ['SeniorDeductionPerPersonAmt', 'l35'],
  ['PrimarySeniorDeductionAmt', 'l36a'],
  ['SpouseSeniorDeductionAmt', 'l36b'],
  ['EnhancedSeniorDeductionAmt', 'l37'],
];

/** The Schedule 1-A document when the return attaches the schedule; none otherwise. */
export function schedule1ADoc(c: LineCtx): El[] {
  if (!c.result.forms.some((f) => baseForm(f) === 'schedule1A')) return [];
  const doc = group(
    'IRS1040Schedule1A',
    [
      ...LINES.map(([name, line]) => c.amt(name, `schedule1A.${line}`)),
      // Part VI, line 38 (to Form 1040 line 13b): written even when zero, the schedule is attached for it.
      c.amt('TotalAdditionalDeductionsAmt', 'schedule1A.l38', true),
    ],
    { documentId: 'IRS1040S1A001', documentName: 'IRS1040Schedule1A' },
  );
  return doc ? [doc] : [];
}
