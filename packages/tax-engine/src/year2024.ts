/**
 * Every 2024 constant the engine uses, in one place, each with its source.
 *
 * Sources:
 *  RP   = Rev. Proc. 2023-34 (2024 inflation adjustments)
 *  I1040 = 2024 Instructions for Form 1040 (and the Tax Table / Tax Computation Worksheet in it)
 *  P501 = Pub. 501 (2024), P590A = Pub. 590-A (2024), P915 = Pub. 915 (2024), P925 = Pub. 925
 *  ISE  = 2024 Instructions for Schedule SE, SSA = SSA 2024 COLA fact sheet
 *  I6251, I8959, I8960, I8995, I2441, I8863, I8812, P596 = instructions for those forms / Pub. 596
 *
 * All amounts are whole dollars (numbers); modules turn them into Money with `usd()`.
 */
import { Money } from './money';
import type { FilingStatus } from './types';

export const TAX_YEAR = 2024;

export const usd = (d: number): Money => Money.dollars(d);

type ByStatus<T> = Record<FilingStatus, T>;

/** Ordinary income brackets: [upper bound of the bracket (null = no limit), rate]. RP §3.01 Tables 1-4. */
export const BRACKETS: ByStatus<ReadonlyArray<readonly [number | null, string]>> = {
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
};

/** I1040 "2024 Tax Table": used when taxable income is less than $100,000. */
export const TAX_TABLE_LIMIT = 100_000;

/** Capital gain rate breakpoints (0% up to `zeroMax`, 15% up to `fifteenMax`). RP §3.03; I1040 QDCGT worksheet lines 6 and 13. */
export const CAPITAL_GAIN_BREAKS: ByStatus<{ zeroMax: number; fifteenMax: number }> = {
  single: { zeroMax: 47_025, fifteenMax: 518_900 },
  mfs: { zeroMax: 47_025, fifteenMax: 291_850 },
  mfj: { zeroMax: 94_050, fifteenMax: 583_750 },
  qss: { zeroMax: 94_050, fifteenMax: 583_750 },
  hoh: { zeroMax: 63_000, fifteenMax: 551_350 },
};

/** Basic standard deduction. RP §3.15(1); I1040 line 12. */
export const STANDARD_DEDUCTION: ByStatus<number> = {
  single: 14_600,
  mfs: 14_600,
  mfj: 29_200,
  qss: 29_200,
  hoh: 21_900,
};
/** Additional amount for age 65 / blindness, per box. RP §3.15(3). */
export const STANDARD_DEDUCTION_ADDITIONAL = { unmarried: 1_950, married: 1_550 } as const;
/** Dependent's standard deduction: greater of $1,300 or earned income + $450 (not above the basic amount). RP §3.15(2). */
export const DEPENDENT_STANDARD_DEDUCTION = { minimum: 1_300, earnedIncomeAddOn: 450 } as const;
/** "Born before January 2, 1960" is age 65 for 2024. I1040 line 12 checkboxes. */
export const AGE65_BORN_BEFORE = '1960-01-02';

/** Social security and Medicare. SSA; ISE. */
export const SOCIAL_SECURITY_WAGE_BASE = 168_600;
export const SE = {
  netEarningsFactor: '0.9235',
  ssRate: '0.124',
  medicareRate: '0.029',
  minimumNetEarnings: 400,
  deductiblePart: '0.5',
  /** Employee share of social security tax, for the excess-withholding credit (Schedule 3 line 11). */
  employeeSsRate: '0.062',
  maxEmployeeSsTax: 10_453.2, // 168,600 × 6.2% = 10,453.20; I1040 Schedule 3 line 11
  employeeMedicareRate: '0.0145',
} as const;

/** Form 8959 thresholds; rate 0.9%. I8959. */
export const ADDITIONAL_MEDICARE: { rate: string; threshold: ByStatus<number>; withholdingFloor: number } = {
  rate: '0.009',
  threshold: { single: 200_000, hoh: 200_000, qss: 200_000, mfj: 250_000, mfs: 125_000 },
  /** An employer withholds it on Medicare wages paid over $200,000, whatever the filing status (I8959 Part V; IRC 3102(f)(1)). */
  withholdingFloor: 200_000,
};

/** Form 8960 thresholds; rate 3.8%. I8960 line 14 (QSS uses $250,000). */
export const NIIT: { rate: string; threshold: ByStatus<number> } = {
  rate: '0.038',
  threshold: { single: 200_000, hoh: 200_000, mfj: 250_000, qss: 250_000, mfs: 125_000 },
};

/** Form 6251. RP §3.11; I6251 lines 5, 7, 9 worksheet. */
export const AMT: {
  exemption: ByStatus<number>;
  phaseOutStart: ByStatus<number>;
  phaseOutRate: string;
  rate26Max: ByStatus<number>;
  lowRate: string;
  highRate: string;
} = {
  exemption: { single: 85_700, hoh: 85_700, mfj: 133_300, qss: 133_300, mfs: 66_650 },
  phaseOutStart: { single: 609_350, hoh: 609_350, mfj: 1_218_700, qss: 1_218_700, mfs: 609_350 },
  phaseOutRate: '0.25',
  /** 26% applies up to this AMTI excess (line 6); above, 28% less the difference. */
  rate26Max: { single: 232_600, hoh: 232_600, mfj: 232_600, qss: 232_600, mfs: 116_300 },
  lowRate: '0.26',
  highRate: '0.28',
};

/** Schedule A. IRC §164(b)(6); I1040 Schedule A line 5e; §213 7.5% floor. */
export const SALT_CAP: ByStatus<number> = {
  single: 10_000,
  mfj: 10_000,
  qss: 10_000,
  hoh: 10_000,
  mfs: 5_000,
};
export const MEDICAL_AGI_FLOOR = '0.075';
/** Cash gifts to public charities: 60% of AGI; others simplified to 30% (Pub. 526). */
export const CHARITY_CASH_LIMIT = '0.60';
export const CHARITY_NONCASH_LIMIT = '0.30';

/** Section 199A. RP §3.27; I8995. */
export const QBI = {
  rate: '0.20',
  threshold: { single: 191_950, hoh: 191_950, mfs: 191_950, mfj: 383_900, qss: 191_950 } as ByStatus<number>,
  phaseInRange: { single: 50_000, hoh: 50_000, mfs: 50_000, mfj: 100_000, qss: 50_000 } as ByStatus<number>,
};

/** Child tax credit / credit for other dependents. IRC §24(h); I8812. */
export const CTC = {
  perChild: 2_000,
  perOtherDependent: 500,
  refundableMaxPerChild: 1_700,
  phaseOutStart: {
    single: 200_000,
    hoh: 200_000,
    mfs: 200_000,
    qss: 200_000,
    mfj: 400_000,
  } as ByStatus<number>,
  earnedIncomeFloor: 2_500,
  refundableRate: '0.15',
} as const;

/** Earned income credit. RP §3.06; Pub. 596. Indexed by number of qualifying children (0, 1, 2, 3+). */
export const EITC = {
  maxCredit: [632, 4_213, 6_960, 7_830],
  earnedIncomeAmount: [8_260, 12_390, 17_400, 17_400],
  phaseOutStart: [10_330, 22_720, 22_720, 22_720],
  phaseOutStartMfj: [17_250, 29_640, 29_640, 29_640],
  phaseOutEnd: [18_591, 49_084, 55_768, 59_899],
  phaseOutEndMfj: [25_511, 56_004, 62_688, 66_819],
  investmentIncomeLimit: 11_600,
} as const;

/** Education credits: MAGI phase-out. IRC §25A(d) (not indexed); I8863. */
export const EDUCATION_CREDIT_PHASEOUT = {
  start: { single: 80_000, hoh: 80_000, qss: 80_000, mfj: 160_000, mfs: 0 } as ByStatus<number>,
  range: { single: 10_000, hoh: 10_000, qss: 10_000, mfj: 20_000, mfs: 1 } as ByStatus<number>,
};

/** Student loan interest deduction. RP §3.29; I1040 Schedule 1 line 21 worksheet. */
export const STUDENT_LOAN_INTEREST = {
  max: 2_500,
  phaseOutStart: { single: 80_000, hoh: 80_000, qss: 80_000, mfj: 165_000, mfs: 0 } as ByStatus<number>,
  phaseOutRange: { single: 15_000, hoh: 15_000, qss: 15_000, mfj: 30_000, mfs: 1 } as ByStatus<number>,
};

/** IRA deduction. Notice 2023-75; P590A Table 1-2 / 1-3. */
export const IRA = {
  contributionLimit: 7_000,
  catchUp: 1_000,
  /** Age 50 by the end of 2024. */
  catchUpBornBefore: '1975-01-01',
  /** Covered by a workplace plan. */
  coveredPhaseOut: {
    single: [77_000, 87_000],
    hoh: [77_000, 87_000],
    mfj: [123_000, 143_000],
    qss: [123_000, 143_000],
    mfs: [0, 10_000],
  } as ByStatus<readonly [number, number]>,
  /** Not covered, but the spouse is (MFJ). */
  spouseCoveredPhaseOut: [230_000, 240_000] as readonly [number, number],
  /** Minimum deduction when not fully phased out. */
  minimumDeduction: 200,
};

/** Social security benefits worksheet base amounts. P915; I1040 line 6b worksheet lines 8 and 10. */
export const SS_BENEFITS = {
  base1: { single: 25_000, hoh: 25_000, qss: 25_000, mfs: 25_000, mfj: 32_000 } as ByStatus<number>,
  base2Add: { single: 9_000, hoh: 9_000, qss: 9_000, mfs: 9_000, mfj: 12_000 } as ByStatus<number>,
};

/** Form 8582 special allowance for active-participation rental real estate. IRC §469(i); I8582. */
export const PASSIVE = {
  specialAllowance: 25_000,
  phaseOutStart: 100_000,
  phaseOutRate: '0.5',
  mfsApartAllowance: 12_500,
  mfsApartPhaseOutStart: 50_000,
};

/** Capital loss limit. IRC §1211(b); Schedule D line 21. */
export const CAPITAL_LOSS_LIMIT: ByStatus<number> = {
  single: 3_000,
  mfj: 3_000,
  qss: 3_000,
  hoh: 3_000,
  mfs: 1_500,
};

/** Educator expenses per educator. RP §3.?? ($300 for 2024); I1040 Schedule 1 line 11. */
export const EDUCATOR_EXPENSE_MAX = 300;

/** Standard mileage rate for business, cents per mile. Notice 2024-08. */
export const BUSINESS_MILEAGE_CENTS = 67;
/** Simplified home office: $5 per square foot, up to 300 square feet. Rev. Proc. 2013-13. */
export const HOME_OFFICE_SIMPLIFIED = { ratePerSqft: 5, maxSqft: 300 } as const;
/** Business meals limit (IRC §274(n)). */
export const MEALS_LIMIT = '0.5';

/** Foreign tax credit without Form 1116. I1040 Schedule 3 line 1. */
export const FOREIGN_TAX_DE_MINIMIS: ByStatus<number> = {
  single: 300,
  hoh: 300,
  mfs: 300,
  qss: 300,
  mfj: 600,
};

/** Form 5329 additional tax on early distributions. */
export const EARLY_DISTRIBUTION_RATE = '0.10';

/** Form 2441. RP / IRC §21. */
export const DEPENDENT_CARE = {
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
};

/** Kiddie tax unearned income threshold (Form 8615 is not computed; a warning is issued). RP §3.02. */
export const KIDDIE_TAX_THRESHOLD = 2_600;
