/**
 * Every 2024 federal figure the engine uses, in one place, each with its source (abbreviations in
 * `federal-types.ts`). Forms read it as `ctx.params`; only `params/index.ts` and the package's
 * `index.ts` import this module.
 */
import type { FederalParams } from './federal-types';

export const federal2024: FederalParams = {
  taxYear: 2024,

  tax: {
    // RP 2023-34 §3.01 Tables 1-4.
    brackets: {
      single: [
        [11_600, '0.10'],
        [47_150, '0.12'],
        [100_525, '0.22'],
        [191_950, '0.24'],
        [243_725, '0.32'],
        [609_350, '0.35'],
        [null, '0.37'],
      ],
      mfj: [
        [23_200, '0.10'],
        [94_300, '0.12'],
        [201_050, '0.22'],
        [383_900, '0.24'],
        [487_450, '0.32'],
        [731_200, '0.35'],
        [null, '0.37'],
      ],
      qss: [
        [23_200, '0.10'],
        [94_300, '0.12'],
        [201_050, '0.22'],
        [383_900, '0.24'],
        [487_450, '0.32'],
        [731_200, '0.35'],
        [null, '0.37'],
      ],
      mfs: [
        [11_600, '0.10'],
        [47_150, '0.12'],
        [100_525, '0.22'],
        [191_950, '0.24'],
        [243_725, '0.32'],
        [365_600, '0.35'],
        [null, '0.37'],
      ],
      hoh: [
        [16_550, '0.10'],
        [63_100, '0.12'],
        [100_500, '0.22'],
        [191_950, '0.24'],
        [243_700, '0.32'],
        [609_350, '0.35'],
        [null, '0.37'],
      ],
    },
    // I1040 "2024 Tax Table": taxable income less than $100,000.
    tableLimit: 100_000,
    // RP 2023-34 §3.03; I1040 QDCGT worksheet lines 6 and 13.
    capitalGainBreaks: {
      single: { zeroMax: 47_025, fifteenMax: 518_900 },
      mfs: { zeroMax: 47_025, fifteenMax: 291_850 },
      mfj: { zeroMax: 94_050, fifteenMax: 583_750 },
      qss: { zeroMax: 94_050, fifteenMax: 583_750 },
      hoh: { zeroMax: 63_000, fifteenMax: 551_350 },
    },
    // RP 2023-34 §3.02.
    kiddieTaxThreshold: 2_600,
  },

  standardDeduction: {
    // RP 2023-34 §3.15(1); I1040 line 12.
    basic: { single: 14_600, mfs: 14_600, mfj: 29_200, qss: 29_200, hoh: 21_900 },
    // RP 2023-34 §3.15(3).
    additional: { unmarried: 1_950, married: 1_550 },
    // RP 2023-34 §3.15(2).
    dependent: { minimum: 1_300, earnedIncomeAddOn: 450 },
    // I1040 line 12 checkboxes: "Born before January 2, 1960".
    age65BornBefore: '1960-01-02',
  },

  socialSecurity: {
    // SSA 2024 COLA fact sheet.
    wageBase: 168_600,
    employeeSsRate: '0.062',
    // 168,600 × 6.2% = 10,453.20; I1040 Schedule 3 line 11.
    maxEmployeeSsTax: 10_453.2,
    employeeMedicareRate: '0.0145',
  },

  // 2024 Instructions for Schedule SE.
  scheduleSE: {
    netEarningsFactor: '0.9235',
    ssRate: '0.124',
    medicareRate: '0.029',
    minimumNetEarnings: 400,
    deductiblePart: '0.5',
  },

  // I8959 (2024).
  f8959: {
    rate: '0.009',
    threshold: { single: 200_000, hoh: 200_000, qss: 200_000, mfj: 250_000, mfs: 125_000 },
    withholdingFloor: 200_000,
  },

  // I8960 (2024) line 14.
  f8960: {
    rate: '0.038',
    threshold: { single: 200_000, hoh: 200_000, mfj: 250_000, qss: 250_000, mfs: 125_000 },
  },

  // RP 2023-34 §3.11; I6251 (2024).
  f6251: {
    exemption: { single: 85_700, hoh: 85_700, mfj: 133_300, qss: 133_300, mfs: 66_650 },
    phaseOutStart: { single: 609_350, hoh: 609_350, mfj: 1_218_700, qss: 1_218_700, mfs: 609_350 },
    phaseOutRate: '0.25',
    rate26Max: { single: 232_600, hoh: 232_600, mfj: 232_600, qss: 232_600, mfs: 116_300 },
    lowRate: '0.26',
    highRate: '0.28',
  },

  // IRC §164(b)(6); I1040 Schedule A (2024) line 5e; IRC §213 7.5% floor; Pub. 526.
  scheduleA: {
    saltCap: { single: 10_000, mfj: 10_000, qss: 10_000, hoh: 10_000, mfs: 5_000 },
    medicalAgiFloor: '0.075',
    charityCashLimit: '0.60',
    charityNoncashLimit: '0.30',
  },

  // I1040 Schedule B (2024): "more than $1,500".
  scheduleB: { threshold: 1_500 },

  scheduleC: {
    // Notice 2024-08.
    businessMileageCents: 67,
    // Rev. Proc. 2013-13.
    homeOfficeSimplified: { ratePerSqft: 5, maxSqft: 300 },
    // IRC §274(n).
    mealsLimit: '0.5',
  },

  // IRC §1211(b); Schedule D (2024) line 21.
  scheduleD: {
    capitalLossLimit: { single: 3_000, mfj: 3_000, qss: 3_000, hoh: 3_000, mfs: 1_500 },
  },

  // IRC §469(i); I8582 (2024).
  f8582: {
    specialAllowance: 25_000,
    phaseOutStart: 100_000,
    phaseOutRate: '0.5',
    mfsApartAllowance: 12_500,
    mfsApartPhaseOutStart: 50_000,
  },

  // RP 2023-34 §3.27; I8995 (2024).
  f8995: {
    rate: '0.20',
    threshold: { single: 191_950, hoh: 191_950, mfs: 191_950, mfj: 383_900, qss: 191_950 },
    phaseInRange: { single: 50_000, hoh: 50_000, mfs: 50_000, mfj: 100_000, qss: 50_000 },
  },

  // I1040 Schedule 1 (2024) line 11: $300 per educator.
  schedule1: { educatorExpenseMax: 300 },

  // RP 2023-34 §3.29; I1040 Schedule 1 line 21 worksheet.
  studentLoanInterest: {
    max: 2_500,
    phaseOutStart: { single: 80_000, hoh: 80_000, qss: 80_000, mfj: 165_000, mfs: 0 },
    phaseOutRange: { single: 15_000, hoh: 15_000, qss: 15_000, mfj: 30_000, mfs: 1 },
  },

  // Notice 2023-75; Pub. 590-A (2024) Tables 1-2 / 1-3.
  ira: {
    contributionLimit: 7_000,
    catchUp: 1_000,
    catchUpBornBefore: '1975-01-01',
    coveredPhaseOut: {
      single: [77_000, 87_000],
      hoh: [77_000, 87_000],
      mfj: [123_000, 143_000],
      qss: [123_000, 143_000],
      mfs: [0, 10_000],
    },
    spouseCoveredPhaseOut: [230_000, 240_000],
    minimumDeduction: 200,
  },

  // Pub. 915 (2024); I1040 line 6b worksheet lines 8 and 10.
  ssBenefits: {
    base1: { single: 25_000, hoh: 25_000, qss: 25_000, mfs: 25_000, mfj: 32_000 },
    base2Add: { single: 9_000, hoh: 9_000, qss: 9_000, mfs: 9_000, mfj: 12_000 },
  },

  // I1040 Schedule 3 (2024) line 1.
  schedule3: {
    foreignTaxDeMinimis: { single: 300, hoh: 300, mfs: 300, qss: 300, mfj: 600 },
  },

  // IRC §72(t)(1), §72(t)(6); I5329 (2024).
  f5329: { earlyDistributionRate: '0.10', simpleFirstTwoYearsRate: '0.25' },

  // IRC §24(h); I8812 (2024); RP 2023-34 §3.05 (refundable $1,700).
  schedule8812: {
    perChild: 2_000,
    perOtherDependent: 500,
    childAgeLimit: 17,
    phaseOutStart: { single: 200_000, hoh: 200_000, mfs: 200_000, qss: 200_000, mfj: 400_000 },
    phaseOutStep: 1_000,
    phaseOutRate: '0.05',
    refundableMaxPerChild: 1_700,
    earnedIncomeFloor: 2_500,
    refundableRate: '0.15',
    partIIBThreshold: 5_100,
  },

  // RP 2023-34 §3.06; percentages from IRC §32(b)(1); Pub. 596 (2024) EIC Table.
  eic: {
    columns: [
      {
        creditRate: '0.0765',
        earnedIncomeAmount: 8_260,
        maxCredit: 632,
        phaseOutRate: '0.0765',
        phaseOutStart: 10_330,
        phaseOutStartJoint: 17_250,
        completedPhaseOut: 18_591,
        completedPhaseOutJoint: 25_511,
      },
      {
        creditRate: '0.34',
        earnedIncomeAmount: 12_390,
        maxCredit: 4_213,
        phaseOutRate: '0.1598',
        phaseOutStart: 22_720,
        phaseOutStartJoint: 29_640,
        completedPhaseOut: 49_084,
        completedPhaseOutJoint: 56_004,
      },
      {
        creditRate: '0.40',
        earnedIncomeAmount: 17_400,
        maxCredit: 6_960,
        phaseOutRate: '0.2106',
        phaseOutStart: 22_720,
        phaseOutStartJoint: 29_640,
        completedPhaseOut: 55_768,
        completedPhaseOutJoint: 62_688,
      },
      {
        creditRate: '0.45',
        earnedIncomeAmount: 17_400,
        maxCredit: 7_830,
        phaseOutRate: '0.2106',
        phaseOutStart: 22_720,
        phaseOutStartJoint: 29_640,
        completedPhaseOut: 59_899,
        completedPhaseOutJoint: 66_819,
      },
    ],
    investmentIncomeLimit: 11_600,
    noChildMinAge: 25,
    noChildMaxAge: 64,
    tableBandWidth: 50,
  },

  // IRC §25A(d) (not indexed); I8863 (2024) lines 2, 4, 27-30, 8, 11, 12.
  f8863: {
    magiLimit: { joint: 180_000, other: 90_000 },
    phaseOutRange: { joint: 20_000, other: 10_000 },
    aotcMaxExpenses: 4_000,
    aotcFirstTier: 2_000,
    aotcSecondTierRate: '0.25',
    aotcRefundableRate: '0.40',
    llcMaxExpenses: 10_000,
    llcRate: '0.20',
  },

  // IRC §21, §129; I2441 (2024).
  f2441: {
    limitOne: 3_000,
    limitTwoOrMore: 6_000,
    maxRate: 35,
    minRate: 20,
    phaseStart: 15_000,
    step: 2_000,
    deemedMonthlyOne: 250,
    deemedMonthlyTwo: 500,
    exclusionLimit: 5_000,
    exclusionLimitMfs: 2_500,
  },

  // IRC §22(c)(2)(A), (c)(3), (d) (not indexed); Schedule R (2024) lines 10, 11, 15, 17, 20.
  scheduleR: {
    initialAmount: { one: 5_000, both: 7_500, separate: 3_750 },
    box6Addition: 5_000,
    agiThreshold: { unmarried: 7_500, joint: 10_000, separate: 5_000 },
    agiExcessShare: '0.5',
    rate: '0.15',
  },

  // IRC §25B(a), (b) (AGI limits indexed: Notice 2023-75 — $76,500 MFJ, $57,375 HOH, $38,250
  // others); Form 8880 (2024) line 6 ($2,000), line 9 table and the caution ("born after
  // January 1, 2007"); W-2 box 12 codes from the General Instructions for Forms W-2 (2024):
  // D 401(k), E 403(b), F 408(k)(6) SEP, G 457(b), H 501(c)(18)(D), S 408(p) SIMPLE,
  // AA Roth 401(k), BB Roth 403(b), EE Roth governmental 457(b).
  f8880: {
    maxPerPerson: 2_000,
    rates: {
      mfj: [
        [46_000, '0.5'],
        [50_000, '0.2'],
        [76_500, '0.1'],
        [null, '0'],
      ],
      hoh: [
        [34_500, '0.5'],
        [37_500, '0.2'],
        [57_375, '0.1'],
        [null, '0'],
      ],
      single: [
        [23_000, '0.5'],
        [25_000, '0.2'],
        [38_250, '0.1'],
        [null, '0'],
      ],
      mfs: [
        [23_000, '0.5'],
        [25_000, '0.2'],
        [38_250, '0.1'],
        [null, '0'],
      ],
      qss: [
        [23_000, '0.5'],
        [25_000, '0.2'],
        [38_250, '0.1'],
        [null, '0'],
      ],
    },
    bornAfter: '2007-01-01',
    deferralCodes: ['D', 'E', 'F', 'G', 'H', 'S', 'AA', 'BB', 'EE'],
  },

  // Rev. Proc. 2023-34: the exemption amount of IRC §152(d)(1)(B) for 2024; P501 (2024) "Gross
  // Income Test": less than $5,050.
  dependents: { qualifyingRelativeGrossIncomeLimit: 5_050 },

  // Rev. Proc. 2023-23 §3 (HSA limits for 2024: $4,150 self-only, $8,300 family); IRC §223(b)(3)
  // ($1,000 at 55); Form 8889 (2024) lines 3, 17b and 21; P969 (2024).
  f8889: {
    selfOnlyLimit: 4_150,
    familyLimit: 8_300,
    catchUp: 1_000,
    catchUpAge: 55,
    additionalTaxRate: '0.20',
    exceptionAge: 65,
    testingFailureRate: '0.10',
  },

  // I8962 (2024): Tables 1-1/1-2/1-3 (2023 poverty guidelines, 88 FR 3424), Table 2 (applicable
  // figure, Rev. Proc. 2023-29 and IRC §36B(b)(3)(A)(iii) as extended through 2025), Table 5
  // (repayment limitation, RP 2023-34 §3.07).
  f8962: {
    povertyLine: {
      contiguous: [14_580, 5_140],
      alaska: [18_210, 6_430],
      hawaii: [16_770, 5_910],
    },
    applicableFigureBands: [
      [0, 150, '0', '0'],
      [150, 200, '0', '0.02'],
      [200, 250, '0.02', '0.04'],
      [250, 300, '0.04', '0.06'],
      [300, 400, '0.06', '0.085'],
    ],
    top: '0.085',
    repaymentLimits: [
      { below: 200, single: 375, other: 750 },
      { below: 300, single: 950, other: 1_900 },
      { below: 400, single: 1_575, other: 3_150 },
    ],
  },
};
