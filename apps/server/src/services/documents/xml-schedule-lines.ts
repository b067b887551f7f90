/**
 * MeF documents of the schedules and forms filled line by line from the engine (Schedules 1, 2, 3,
 * A, C, SE, 8812, Forms 2441, 6251, 8812, 8863, 8959, 8960, 8995): element name and engine line per
 * row, in the order of the 2024 samples.
 */
import type { Return } from '@taxprep/tax-engine';
import { baseForm, type EngineResult } from './engine';
import { digits, el, group, type El } from './xml-el';

/** What the table needs of the return: its input, its result and an amount element with overrides. */
export interface LineCtx {
  input: Return;
  result: EngineResult;
  amt: (name: string, key: string, always?: boolean) => El | null;
}

const SCHEDULES: ReadonlyArray<readonly [string, string, string, ReadonlyArray<readonly [string, string]>]> =
  [
    [
      'schedule1',
      'IRS1040Schedule1',
      'IRS1040S1',
      [
        ['TaxableRefundsCreditsOffsetsAmt', 'l1'],
        ['AlimonyReceivedAmt', 'l2a'],
        ['BusinessIncomeLossAmt', 'l3'],
        ['OtherGainLossAmt', 'l4'],
        ['RentalRealEstateIncomeLossAmt', 'l5'],
        ['FarmIncomeLossAmt', 'l6'],
        ['UnemploymentCompAmt', 'l7'],
        ['NetOperatingLossDeductionAmt', 'l8a'],
        ['GamblingIncomeAmt', 'l8b'],
        ['CancellationOfDebtAmt', 'l8c'],
        ['ForeignEarnedIncomeExclusionAmt', 'l8d'],
        ['Form8853IncomeAmt', 'l8e'],
        ['Form8889IncomeAmt', 'l8f'],
        ['AlaskaPermanentFundDividendsAmt', 'l8g'],
        ['JuryDutyPayAmt', 'l8h'],
        ['PrizeAwardAmt', 'l8i'],
        ['ActivityNotEngagedInProfitAmt', 'l8j'],
        ['StockOptionsAmt', 'l8k'],
        ['RentalPersonalPropertyIncmAmt', 'l8l'],
        ['OlympicParalympicMedalsAmt', 'l8m'],
        ['Section951aInclusionAmt', 'l8n'],
        ['Section951AaInclusionAmt', 'l8o'],
        ['Section461ExcessBusLossAmt', 'l8p'],
        ['TaxableABLEDistributionsAmt', 'l8q'],
        ['ScholarshipFellowshipGrantsAmt', 'l8r'],
        ['NontaxableMedicaidWaiverPymtAmt', 'l8s'],
        ['NonqlfyDefrdCompPlanAmt', 'l8t'],
        ['WagesEarnedWhileIncarceratedAmt', 'l8u'],
        ['DigitalAssetsOrdinaryIncomeAmt', 'l8v'],
        ['OtherIncomeAmt', 'l8z'],
        ['TotalOtherIncomeAmt', 'l9'],
        ['TotalAdditionalIncomeAmt', 'l10'],
        ['EducatorExpensesAmt', 'l11'],
        ['ReservistsAndOtherBusExpAmt', 'l12'],
        ['HealthSavingsAccountDedAmt', 'l13'],
        ['MovingExpenseAmt', 'l14'],
        ['DeductibleSelfEmploymentTaxAmt', 'l15'],
        ['SelfEmpldSepSimpleQlfyPlanAmt', 'l16'],
        ['SelfEmpldHealthInsDedAmt', 'l17'],
        ['PenaltyEarlyWdrlOfSavingsAmt', 'l18'],
        ['AlimonyPaidAmt', 'l19a'],
        ['IRADeductionAmt', 'l20'],
        ['StudentLoanInterestDedAmt', 'l21'],
        ['ArcherMSADeductionAmt', 'l23'],
        ['TotalOtherAdjustmentsAmt', 'l25'],
        ['TotalAdjustmentsAmt', 'l26'],
      ],
    ],
    [
      'schedule2',
      'IRS1040Schedule2',
      'IRS1040S2',
      [
        ['PremiumTaxCreditTaxLiabAmt', 'l1a'], // Form 8962 line 29's element (IRS stylesheets)
        ['OtherAdditionsToTaxAmt', 'l1y'],
        ['TotalAdditionsToTaxAmt', 'l1z'],
        ['AlternativeMinimumTaxAmt', 'l2'],
        ['TotalAMTAndAdditionsToTaxAmt', 'l3'],
        ['SelfEmploymentTaxAmt', 'l4'],
        ['SocSecMedicareTaxUnrptTipAmt', 'l5'],
        ['UncollectedSocSecMedTaxWgsAmt', 'l6'],
        ['TotalAddnlSocSecMedcrTaxAmt', 'l7'],
        ['TaxOnIRAsAmt', 'l8'],
        ['HouseholdEmploymentTaxAmt', 'l9'],
        ['FirstTimeHmByrRepaymentAmt', 'l10'],
        ['AdditionalMedicareTaxAmt', 'l11'],
        ['NetInvestmentIncomeTaxAmt', 'l12'],
        ['UncollectedSocSecMedcrTaxTipsAmt', 'l13'],
        ['HSADistriAddnlPercentTaxAmt', 'l17c'],
        ['HDHPCoverageAddnlTaxAmt', 'l17d'],
        ['TotalAdditionalTaxesAmt', 'l18'],
        ['TotalOtherTaxesAmt', 'l21'],
      ],
    ],
    [
      'schedule3',
      'IRS1040Schedule3',
      'IRS1040S3',
      [
        ['ForeignTaxCreditAmt', 'l1'],
        ['CreditForChildAndDepdCareAmt', 'l2'],
        ['EducationCreditAmt', 'l3'],
        ['RtrSavingsContributionsCrAmt', 'l4'],
        ['ResidentialCleanEnergyCrAmt', 'l5a'],
        ['EnergyEfficientHomeImprvCrAmt', 'l5b'],
        ['CreditForElderlyOrDisabledAmt', 'l6d'],
        ['TotalOtherNonrefundableCrAmt', 'l7'],
        ['TotalNonrefundableCreditsAmt', 'l8'],
        ['ReconciledPremiumTaxCreditAmt', 'l9'], // Form 8962 line 26's element (IRS stylesheets)
        ['RequestForExtensionAmt', 'l10'],
        ['ExcessSocSecAndTier1RRTATaxAmt', 'l11'],
        ['CreditForFederalTaxFuelsAmt', 'l12'],
        ['TotalOtherPaymentsRfdblCrAmt', 'l14'],
        ['TotalOtherPaymentsAndCreditsAmt', 'l15'],
      ],
    ],
    [
      'scheduleA',
      'IRS1040ScheduleA',
      'IRS1040SA',
      [
        ['MedicalAndDentalExpensesAmt', 'l1'],
        ['AGIAmt', 'l2'],
        ['CalculatedMedicalAllowableAmt', 'l3'],
        ['NetCalculatedMedicalAmt', 'l4'],
        ['StateAndLocalTaxAmt', 'l5a'],
        ['StateAndLocalRealEstateTaxAmt', 'l5b'],
        ['StateAndLocalPersonalPrptyTxAmt', 'l5c'],
        ['StateAndLocalTaxSubtotalAmt', 'l5d'],
        ['SmallerStLocTaxOrLimitAmt', 'l5e'],
        ['OtherTaxesAmt', 'l6'],
        ['TotalTaxesPaidAmt', 'l7'],
        ['MortgageInterestAndPointsAmt', 'l8a'],
        ['MortInterestNotReportedAmt', 'l8b'],
        ['PointsNotReportedAmt', 'l8c'],
        ['TotalMortgageInterestAmt', 'l8e'],
        ['InvestmentInterestAmt', 'l9'],
        ['TotalInterestPaidAmt', 'l10'],
        ['GiftsByCashOrCheckAmt', 'l11'],
        ['OtherThanByCashOrCheckAmt', 'l12'],
        ['CarryoverFromPriorYearAmt', 'l13'],
        ['TotalGiftsToCharityAmt', 'l14'],
        ['CasualtyOrTheftLossAmt', 'l15'],
        ['OtherMiscellaneousDedAmt', 'l16'],
        ['TotalItemizedDeductionsAmt', 'l17'],
      ],
    ],
    [
      'scheduleC',
      'IRS1040ScheduleC',
      'IRS1040SC',
      [
        ['TotalGrossReceiptsAmt', 'l1'],
        ['ReturnsAndAllowancesAmt', 'l2'],
        ['NetGrossReceiptsAmt', 'l3'],
        ['CostOfGoodsSoldAmt', 'l4'],
        ['GrossProfitAmt', 'l5'],
        ['OtherIncomeAmt', 'l6'],
        ['TotalIncomeAmt', 'l7'],
        ['AdvertisingAmt', 'l8'],
        ['CarAndTruckExpensesAmt', 'l9'],
        ['CommissionsAndFeesAmt', 'l10'],
        ['ContractLaborAmt', 'l11'],
        ['DepletionAmt', 'l12'],
        ['DepreciationAndSect179ExpnsAmt', 'l13'],
        ['EmployeeBenefitProgramAmt', 'l14'],
        ['InsuranceAmt', 'l15'],
        ['MortgageInterestPaidAmt', 'l16a'],
        ['OtherInterestAmt', 'l16b'],
        ['LegalAndProfessionalServicesAmt', 'l17'],
        ['OfficeExpenseAmt', 'l18'],
        ['PensionProfitSharingPlansAmt', 'l19'],
        ['RentOrLeaseVehicleMachEqAmt', 'l20a'],
        ['RentOrLeaseOtherBusPropAmt', 'l20b'],
        ['RepairsAndMaintenanceAmt', 'l21'],
        ['SuppliesAmt', 'l22'],
        ['TaxesAndLicensesAmt', 'l23'],
        ['TravelAmt', 'l24a'],
        ['MealsAndEntertainmentAmt', 'l24b'],
        ['UtilitiesAmt', 'l25'],
        ['WagesAmt', 'l26'],
        ['TotalOtherExpensesAmt', 'l27a'],
        ['EnergyEffcntCommBldgDedAmt', 'l27b'],
        ['TotalExpensesAmt', 'l28'],
        ['TentativeProfitOrLossAmt', 'l29'],
        ['ExpensesForBusinessUseOfHomeAmt', 'l30'],
        ['NetProfitOrLossAmt', 'l31'],
      ],
    ],
    [
      'scheduleSE',
      'IRS1040ScheduleSE',
      'IRS1040SSE',
      [
        ['NetNonFarmProfitLossAmt', 'l2'],
        ['TotalSEIncomeAmt', 'l3'],
        ['NetEarningsFromSEAmt', 'l4a'],
        ['CombinedSEIncomeAmt', 'l4c'],
        ['NetEarningsFromSelfEmplmnAmt', 'l6'],
        ['MaximumSSTaxWagesAmt', 'l7'],
        ['TotalSocSecWagesAndTipsAmt', 'l8a'],
        ['TotalSSWagesAndTipsAmt', 'l8d'],
        ['SubtractWagesFromMaxSSAmt', 'l9'],
        ['SocialSecurityTaxAmt', 'l10'],
        ['MedicareTaxAmt', 'l11'],
        ['SelfEmploymentTaxAmt', 'l12'],
        ['SelfEmploymentTaxDedAmt', 'l13'],
      ],
    ],
    [
      'schedule8812',
      'IRS1040Schedule8812',
      'IRS8812',
      [
        ['AdjustedGrossIncomeAmt', 'l1'],
        ['ModifiedAGIAmt', 'l3'],
        ['QlfyChildUnderAgeSSNLimtAmt', 'l5'],
        ['OtherDependentCreditAmt', 'l7'],
        ['InitialCTCODCAmt', 'l8'],
        ['ExcessAdjGrossIncomeAmt', 'l10'],
        ['ModifiedAGIPhaseOutAmt', 'l11'],
        ['CTCODCAfterAGILimitAmt', 'l12'],
        ['ACTCTaxLiabiltyLimitAmt', 'l13'],
        ['CTCODCAmt', 'l14'],
        ['ACTCBeforeLimitAmt', 'l16a'],
        ['ACTCAfterLimitAmt', 'l17'],
        ['TotalEarnedIncomeAmt', 'l18a'],
        ['NetTotalEarnedIncomeAmt', 'l19'],
        ['NetEarnedIncomeCalculatedAmt', 'l20'],
        ['AdditionalChildTaxCreditAmt', 'l27'],
      ],
    ],
    [
      'f8959',
      'IRS8959',
      'IRS8959',
      [
        ['TotalW2MedicareWagesAndTipsAmt', 'l4'],
        ['TotalSelfEmploymentIncomeAmt', 'l8'],
        ['AddnlMedcrTaxOnMedcrWagesAmt', 'l7'],
        ['AddnlMedcrTaxOnSEIncmAmt', 'l13'],
        ['TotAMTOnMedcrWagesSEIncmRRTAAmt', 'l18'],
        ['TotalW2AddnlMedicareTaxWhAmt', 'l24'],
      ],
    ],
    [
      'f8960',
      'IRS8960',
      'IRS8960',
      [
        ['NetInvestmentIncomeAmt', 'l12'],
        ['ModifiedAGIAmt', 'l13'],
        ['NetInvestmentIncomeTaxAmt', 'l17'],
      ],
    ],
    [
      'f8995',
      'IRS8995',
      'IRS8995',
      [
        ['TotQlfyBusIncmOrLossAmt', 'l2'],
        ['QlfyBusIncmComponentAmt', 'l5'],
        ['TaxableIncomeBfrQBIDedAmt', 'l11'],
        ['QlfyBusIncmDedAmt', 'l15'],
      ],
    ],
    [
      'f6251',
      'IRS6251',
      'IRS6251',
      [
        ['AlternativeMinimumTaxableIncAmt', 'l4'],
        ['ExemptionAmt', 'l5'],
        ['TentativeMinimumTaxAmt', 'l9'],
        ['AlternativeMinimumTaxAmt', 'l11'],
      ],
    ],
    [
      'f8863',
      'IRS8863',
      'IRS8863',
      [
        ['RefundableAmerOppCreditAmt', 'l8'],
        ['NonrefundableEducationCrAmt', 'l19'],
      ],
    ],
    [
      'f2441',
      'IRS2441',
      'IRS2441',
      [
        ['QualifiedCareExpensesPaidAmt', 'l3'],
        ['CreditForChildAndDepdCareAmt', 'l11'],
      ],
    ],
  ];

/** Documents of the schedules and forms the engine attaches, each line from its computed value. */
export function scheduleDocs(c: LineCtx): El[] {
  const out: El[] = [];
  for (const [form, name, idPrefix, spec] of SCHEDULES) {
    const instances = c.result.forms.filter((f) => baseForm(f) === form);
    instances.forEach((inst, i) => {
      const children: (El | null)[] = [];
      if (form === 'scheduleC' || form === 'scheduleSE') {
        const idx = form === 'scheduleC' && inst.includes('#') ? Number(inst.split('#')[1]) - 1 : 0;
        const sc = form === 'scheduleC' ? (c.input.schedule_c ?? [])[idx] : undefined;
        const owner =
          form === 'scheduleSE'
            ? inst.endsWith('#spouse')
              ? 'spouse'
              : 'taxpayer'
            : (sc?.owner ?? 'taxpayer');
        const person = owner === 'spouse' ? c.input.spouse : c.input.taxpayer;
        if (form === 'scheduleC') {
          children.push(
            el('ProprietorNm', [person?.first_name, person?.last_name].filter(Boolean).join(' ')),
          );
          children.push(el('SSN', digits(person?.ssn)));
          children.push(el('PrincipalBusinessActivityDesc', sc?.principal_business));
          children.push(el('PrincipalBusinessActivityCd', digits(sc?.business_code)));
          children.push(
            sc?.business_name ? group('BusinessName', [el('BusinessNameLine1Txt', sc.business_name)]) : null,
          );
          children.push(el('EIN', digits(sc?.business_ein)));
          const m = sc?.accounting_method ?? 'cash';
          children.push(
            el(
              m === 'cash'
                ? 'MethodOfAccountingCashInd'
                : m === 'accrual'
                  ? 'MethodOfAccountingAccrualInd'
                  : 'MethodOfAccountingOtherInd',
              'X',
            ),
          );
          children.push(
            el('MaterialParticipationInd', sc?.materially_participated === false ? 'false' : 'true'),
          );
        } else {
          children.push(el('SSN', digits(person?.ssn)));
        }
      }
      children.push(...spec.map(([name, line]) => c.amt(name, `${inst}.${line}`)));
      const doc = group(name, children, {
        documentId: `${idPrefix}${String(i + 1).padStart(3, '0')}`,
        documentName: name,
      });
      if (doc) out.push(doc);
    });
  }
  return out;
}
