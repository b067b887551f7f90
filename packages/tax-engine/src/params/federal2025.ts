/**
 * Every 2025 federal figure the engine uses, in one place, each with its source (abbreviations in
 * `federal-types.ts`). Forms read it as `ctx.params`; only `params/index.ts` and the package's
 * `index.ts` import this module.
 */
import type { FederalParams } from './federal-types';

export const federal2025: FederalParams = {
  taxYear: 2025,

  tax: {
    // RP 2024-40 §3.01 Tables 1-4 (P.L. 119-21 §70101 made these rates permanent, amounts unchanged).
    brackets: {
      single: [
        [11_925, '0.10'],
        [48_475, '0.12'],
        [103_350, '0.22'],
        [197_300, '0.24'],
        [250_525, '0.32'],
        [626_350, '0.35'],
        [null, '0.37'],
      ],
      mfj: [
        [23_850, '0.10'],
        [96_950, '0.12'],
        [206_700, '0.22'],
        [394_600, '0.24'],
        [501_050, '0.32'],
        [751_600, '0.35'],
        [null, '0.37'],
      ],
      qss: [
        [23_850, '0.10'],
        [96_950, '0.12'],
        [206_700, '0.22'],
        [394_600, '0.24'],
        [501_050, '0.32'],
        [751_600, '0.35'],
        [null, '0.37'],
      ],
      mfs: [
        [11_925, '0.10'],
        [48_475, '0.12'],
        [103_350, '0.22'],
        [197_300, '0.24'],
        [250_525, '0.32'],
        [375_800, '0.35'],
        [null, '0.37'],
      ],
      hoh: [
        [17_000, '0.10'],
        [64_850, '0.12'],
        [103_350, '0.22'],
        [197_300, '0.24'],
        [250_500, '0.32'],
        [626_350, '0.35'],
        [null, '0.37'],
      ],
    },
    // I1040 (2025) "2025 Tax Table": taxable income less than $100,000.
    tableLimit: 100_000,
    // RP 2024-40 §3.03; I1040 (2025) QDCGT worksheet lines 6 and 13.
    capitalGainBreaks: {
      single: { zeroMax: 48_350, fifteenMax: 533_400 },
      mfs: { zeroMax: 48_350, fifteenMax: 300_000 },
      mfj: { zeroMax: 96_700, fifteenMax: 600_050 },
      qss: { zeroMax: 96_700, fifteenMax: 600_050 },
      hoh: { zeroMax: 64_750, fifteenMax: 566_700 },
    },
    // RP 2024-40 §3.02 ($1,350 × 2).
    kiddieTaxThreshold: 2_700,
  },

  standardDeduction: {
    // P.L. 119-21 §70102 (IRC §63(c)(7)(A) as amended), replacing RP 2024-40 §3.15(1)'s
    // 15,000 / 30,000 / 22,500; Form 1040 (2025) line 12e margin.
    basic: { single: 15_750, mfs: 15_750, mfj: 31_500, qss: 31_500, hoh: 23_625 },
    // RP 2024-40 §3.15(3).
    additional: { unmarried: 2_000, married: 1_600 },
    // RP 2024-40 §3.15(2).
    dependent: { minimum: 1_350, earnedIncomeAddOn: 450 },
    // Form 1040 (2025) line 12d: "Born before January 2, 1961".
    age65BornBefore: '1961-01-02',
  },

  socialSecurity: {
    // SSA 2025 COLA fact sheet (also Schedule 1-A (2025) line 4a: "more than $176,100").
    wageBase: 176_100,
    employeeSsRate: '0.062',
    // 176,100 × 6.2% = 10,918.20; I1040 (2025) Schedule 3 line 11.
    maxEmployeeSsTax: 10_918.2,
    employeeMedicareRate: '0.0145',
  },

  // 2025 Instructions for Schedule SE (rates and the $400 floor are statutory, IRC §1401, §6017).
  scheduleSE: {
    netEarningsFactor: '0.9235',
    ssRate: '0.124',
    medicareRate: '0.029',
    minimumNetEarnings: 400,
    deductiblePart: '0.5',
  },

  // I8959 (2025); IRC §3101(b)(2) thresholds are not indexed.
  f8959: {
    rate: '0.009',
    threshold: { single: 200_000, hoh: 200_000, qss: 200_000, mfj: 250_000, mfs: 125_000 },
    withholdingFloor: 200_000,
  },

  // I8960 (2025) line 14; IRC §1411(b) thresholds are not indexed.
  f8960: {
    rate: '0.038',
    threshold: { single: 200_000, hoh: 200_000, mfj: 250_000, qss: 250_000, mfs: 125_000 },
  },

  // RP 2024-40 §3.11; I6251 (2025).
  f6251: {
    exemption: { single: 88_100, hoh: 88_100, mfj: 137_000, qss: 137_000, mfs: 68_500 },
    phaseOutStart: { single: 626_350, hoh: 626_350, mfj: 1_252_700, qss: 1_252_700, mfs: 626_350 },
    phaseOutRate: '0.25',
    rate26Max: { single: 239_100, hoh: 239_100, mfj: 239_100, qss: 239_100, mfs: 119_550 },
    lowRate: '0.26',
    highRate: '0.28',
  },

  // IRC §164(b)(6)-(7) as amended by P.L. 119-21 §70120; Schedule A (2025) line 5e; IRC §213 7.5%
  // floor; Pub. 526.
  scheduleA: {
    saltCap: { single: 40_000, mfj: 40_000, qss: 40_000, hoh: 40_000, mfs: 20_000 },
    // §164(b)(7)(B): the cap is reduced by 30% of MAGI over $500,000 ($250,000 MFS), not below
    // $10,000 ($5,000 MFS). MAGI is Form 1040 line 11b plus excluded foreign and possession income.
    saltPhaseDown: {
      threshold: { single: 500_000, mfj: 500_000, qss: 500_000, hoh: 500_000, mfs: 250_000 },
      rate: '0.30',
      floor: { single: 10_000, mfj: 10_000, qss: 10_000, hoh: 10_000, mfs: 5_000 },
    },
    medicalAgiFloor: '0.075',
    charityCashLimit: '0.60',
    charityNoncashLimit: '0.30',
  },

  // I1040 Schedule B (2025): "more than $1,500".
  scheduleB: { threshold: 1_500 },

  scheduleC: {
    // Notice 2025-5.
    businessMileageCents: 70,
    // Rev. Proc. 2013-13.
    homeOfficeSimplified: { ratePerSqft: 5, maxSqft: 300 },
    // IRC §274(n).
    mealsLimit: '0.5',
  },

  // IRC §1211(b); Schedule D (2025) line 21.
  scheduleD: {
    capitalLossLimit: { single: 3_000, mfj: 3_000, qss: 3_000, hoh: 3_000, mfs: 1_500 },
  },

  // IRC §469(i) (not indexed); I8582 (2025).
  f8582: {
    specialAllowance: 25_000,
    phaseOutStart: 100_000,
    phaseOutRate: '0.5',
    mfsApartAllowance: 12_500,
    mfsApartPhaseOutStart: 50_000,
  },

  // RP 2024-40 §3.27; I8995 (2025). (P.L. 119-21 widens the phase-in range from 2026 only.)
  f8995: {
    rate: '0.20',
    threshold: { single: 197_300, hoh: 197_300, mfs: 197_300, mfj: 394_600, qss: 197_300 },
    phaseInRange: { single: 50_000, hoh: 50_000, mfs: 50_000, mfj: 100_000, qss: 50_000 },
  },

  // I1040 Schedule 1 (2025) line 11; RP 2024-40 §3.24: $300 per educator.
  schedule1: { educatorExpenseMax: 300 },

  // RP 2024-40 §3.29; I1040 (2025) Schedule 1 line 21 worksheet.
  studentLoanInterest: {
    max: 2_500,
    phaseOutStart: { single: 85_000, hoh: 85_000, qss: 85_000, mfj: 170_000, mfs: 0 },
    phaseOutRange: { single: 15_000, hoh: 15_000, qss: 15_000, mfj: 30_000, mfs: 1 },
  },

  // Notice 2024-80; Pub. 590-A (2025) Tables 1-2 / 1-3.
  ira: {
    contributionLimit: 7_000,
    catchUp: 1_000,
    catchUpBornBefore: '1976-01-01',
    coveredPhaseOut: {
      single: [79_000, 89_000],
      hoh: [79_000, 89_000],
      mfj: [126_000, 146_000],
      qss: [126_000, 146_000],
      mfs: [0, 10_000],
    },
    spouseCoveredPhaseOut: [236_000, 246_000],
    minimumDeduction: 200,
  },

  // Pub. 915 (2025); IRC §86(c) (not indexed); I1040 line 6b worksheet lines 8 and 10.
  ssBenefits: {
    base1: { single: 25_000, hoh: 25_000, qss: 25_000, mfs: 25_000, mfj: 32_000 },
    base2Add: { single: 9_000, hoh: 9_000, qss: 9_000, mfs: 9_000, mfj: 12_000 },
  },

  // I1040 Schedule 3 (2025) line 1.
  schedule3: {
    foreignTaxDeMinimis: { single: 300, hoh: 300, mfs: 300, qss: 300, mfj: 600 },
  },

  // IRC §72(t)(1), §72(t)(6); I5329 (2025).
  f5329: { earlyDistributionRate: '0.10', simpleFirstTwoYearsRate: '0.25' },

  // IRC §24(h) as amended by P.L. 119-21 §70104 ($2,200 per child, made permanent; the filer's
  // SSN requirement of §24(h)(7)(B)); Schedule 8812 (2025) line 5; RP 2024-40 §3.05 (refundable
  // $1,700).
  schedule8812: {
    perChild: 2_200,
    claimantSsnRequired: true,
    // Schedule 8812 (2025) line 15: "Reserved for future use" (2024: the box to decline the ACTC).
    noDeclineElection: true,
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

  // RP 2024-40 §3.06; percentages from IRC §32(b)(1); Pub. 596 (2025) EIC Table.
  eic: {
    columns: [
      {
        creditRate: '0.0765',
        earnedIncomeAmount: 8_490,
        maxCredit: 649,
        phaseOutRate: '0.0765',
        phaseOutStart: 10_620,
        phaseOutStartJoint: 17_730,
        completedPhaseOut: 19_104,
        completedPhaseOutJoint: 26_214,
      },
      {
        creditRate: '0.34',
        earnedIncomeAmount: 12_730,
        maxCredit: 4_328,
        phaseOutRate: '0.1598',
        phaseOutStart: 23_350,
        phaseOutStartJoint: 30_470,
        completedPhaseOut: 50_434,
        completedPhaseOutJoint: 57_554,
      },
      {
        creditRate: '0.40',
        earnedIncomeAmount: 17_880,
        maxCredit: 7_152,
        phaseOutRate: '0.2106',
        phaseOutStart: 23_350,
        phaseOutStartJoint: 30_470,
        completedPhaseOut: 57_310,
        completedPhaseOutJoint: 64_430,
      },
      {
        creditRate: '0.45',
        earnedIncomeAmount: 17_880,
        maxCredit: 8_046,
        phaseOutRate: '0.2106',
        phaseOutStart: 23_350,
        phaseOutStartJoint: 30_470,
        completedPhaseOut: 61_555,
        completedPhaseOutJoint: 68_675,
      },
    ],
    investmentIncomeLimit: 11_950,
    noChildMinAge: 25,
    noChildMaxAge: 64,
    tableBandWidth: 50,
  },

  // IRC §25A(d) (not indexed); I8863 (2025) lines 2, 4, 27-30, 8, 11, 12.
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

  // IRC §21, §129 (P.L. 119-21 changes them from 2026 only); I2441 (2025).
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

  // IRC §22(c)(2)(A), (c)(3), (d) (not indexed); Schedule R (2025) lines 10, 11, 15, 17, 20.
  scheduleR: {
    initialAmount: { one: 5_000, both: 7_500, separate: 3_750 },
    box6Addition: 5_000,
    agiThreshold: { unmarried: 7_500, joint: 10_000, separate: 5_000 },
    agiExcessShare: '0.5',
    rate: '0.15',
  },

  // IRC §25B(a), (b) (AGI limits indexed: Notice 2024-80 — $79,000 MFJ, $59,250 HOH, $39,500
  // others); Form 8880 (2025) line 6 ($2,000), line 9 table and the caution ("born after
  // January 1, 2008"); W-2 box 12 codes from the General Instructions for Forms W-2 (2025):
  // D 401(k), E 403(b), F 408(k)(6) SEP, G 457(b), H 501(c)(18)(D), S 408(p) SIMPLE,
  // AA Roth 401(k), BB Roth 403(b), EE Roth governmental 457(b).
  f8880: {
    maxPerPerson: 2_000,
    rates: {
      mfj: [
        [47_500, '0.5'],
        [51_000, '0.2'],
        [79_000, '0.1'],
        [null, '0'],
      ],
      hoh: [
        [35_625, '0.5'],
        [38_250, '0.2'],
        [59_250, '0.1'],
        [null, '0'],
      ],
      single: [
        [23_750, '0.5'],
        [25_500, '0.2'],
        [39_500, '0.1'],
        [null, '0'],
      ],
      mfs: [
        [23_750, '0.5'],
        [25_500, '0.2'],
        [39_500, '0.1'],
        [null, '0'],
      ],
      qss: [
        [23_750, '0.5'],
        [25_500, '0.2'],
        [39_500, '0.1'],
        [null, '0'],
      ],
    },
    bornAfter: '2008-01-01',
    deferralCodes: ['D', 'E', 'F', 'G', 'H', 'S', 'AA', 'BB', 'EE'],
  },

  // RP 2024-40 §3.26: the exemption amount of IRC §152(d)(1)(B) for 2025; P501 (2025) "Gross
  // Income Test": less than $5,200.
  dependents: { qualifyingRelativeGrossIncomeLimit: 5_200 },

  // Rev. Proc. 2024-25 §3 (HSA limits for 2025: $4,300 self-only, $8,550 family); IRC §223(b)(3)
  // ($1,000 at 55); Form 8889 (2025) lines 3, 17b and 21; P969 (2025).
  f8889: {
    selfOnlyLimit: 4_300,
    familyLimit: 8_550,
    catchUp: 1_000,
    catchUpAge: 55,
    additionalTaxRate: '0.20',
    exceptionAge: 65,
    testingFailureRate: '0.10',
  },

  // I8962 (2025): Tables 1-1/1-2/1-3 (2024 poverty guidelines, 89 FR 2961), Table 2 (applicable
  // figure, Rev. Proc. 2024-35 and IRC §36B(b)(3)(A)(iii) as extended through 2025), Table 5
  // (repayment limitation, RP 2024-40 §3.07).
  f8962: {
    povertyLine: {
      contiguous: [15_060, 5_380],
      alaska: [18_810, 6_730],
      hawaii: [17_310, 6_190],
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
      { below: 300, single: 975, other: 1_950 },
      { below: 400, single: 1_625, other: 3_250 },
    ],
  },

  // Schedule 1-A (2025), new with P.L. 119-21 §§70201-70203 and 70103 (IRC §§224, 225, 163(h)(4),
  // 151(d)(5)(C)); the lines and amounts are the form's own.
  schedule1A: {
    // Part II (lines 7-13): $25,000 a return; less $100 per whole $1,000 of MAGI over the threshold.
    tips: {
      cap: { single: 25_000, mfj: 25_000, qss: 25_000, hoh: 25_000, mfs: 25_000 },
      threshold: { single: 150_000, mfj: 300_000, qss: 150_000, hoh: 150_000, mfs: 150_000 },
      step: 1_000,
      perStep: 100,
      roundSteps: 'down',
    },
    // Part III (lines 15-21): $12,500 ($25,000 MFJ); the same reduction as tips.
    overtime: {
      cap: { single: 12_500, mfj: 25_000, qss: 12_500, hoh: 12_500, mfs: 12_500 },
      threshold: { single: 150_000, mfj: 300_000, qss: 150_000, hoh: 150_000, mfs: 150_000 },
      step: 1_000,
      perStep: 100,
      roundSteps: 'down',
    },
    // Part IV (lines 24-30): $10,000; less $200 per $1,000 (or part) of MAGI over the threshold.
    carLoanInterest: {
      cap: { single: 10_000, mfj: 10_000, qss: 10_000, hoh: 10_000, mfs: 10_000 },
      threshold: { single: 100_000, mfj: 200_000, qss: 100_000, hoh: 100_000, mfs: 100_000 },
      step: 1_000,
      perStep: 200,
      roundSteps: 'up',
    },
    // Part V (lines 31-37): $6,000 per person born before January 2, 1961, less 6% of MAGI over
    // $75,000 ($150,000 MFJ).
    senior: {
      amount: 6_000,
      threshold: { single: 75_000, mfj: 150_000, qss: 75_000, hoh: 75_000, mfs: 75_000 },
      rate: '0.06',
      bornBefore: '1961-01-02',
    },
  },

  // Form 1040 (2025) renumbered these lines; the engine's keys stay, the form's numbers are added.
  formLines: {
    'f1040.l7': ['f1040.l7a'],
    'f1040.l11': ['f1040.l11a', 'f1040.l11b'],
    'f1040.l12': ['f1040.l12e'],
    'f1040.l13': ['f1040.l13a'],
    'f1040.l27': ['f1040.l27a'],
  },
};
