/**
 * The shape of one tax year's federal figures: every amount, rate and threshold the Form 1040
 * engine uses that can change from one year to the next. One object per year
 * (`params/federal2024.ts`); forms, credits and worksheets read it from `ctx.params` (or receive it
 * as an argument), never by importing a year module.
 *
 * Amounts are whole dollars (numbers; modules turn them into Money with `Money.dollars`); rates are
 * exact decimal strings ('0.124'); dates are ISO strings (YYYY-MM-DD).
 *
 * Sources named in the comments:
 *  RP    = the year's inflation-adjustment Revenue Procedure (Rev. Proc. 2023-34 for 2024)
 *  I1040 = Instructions for Form 1040 (and the Tax Table / Tax Computation Worksheet in it)
 *  P501 = Pub. 501, P590A = Pub. 590-A, P915 = Pub. 915, P596 = Pub. 596, P970 = Pub. 970
 *  ISE  = Instructions for Schedule SE, SSA = SSA COLA fact sheet
 *  I6251, I8582, I8812, I8863, I8889, I8959, I8960, I8962, I8995, I2441 = instructions for those forms
 *  P969 = Pub. 969 (HSAs), P974 = Pub. 974 (premium tax credit)
 */
import type { FilingStatus } from '../types';

export type ByStatus<T> = Record<FilingStatus, T>;

/** One column of the EIC Table: by number of qualifying children (0, 1, 2, 3 or more). */
export interface EicColumnParams {
  /** Credit (phase-in) percentage. IRC §32(b)(1). */
  readonly creditRate: string;
  /** Earned income amount (where the maximum credit is reached). RP. */
  readonly earnedIncomeAmount: number;
  readonly maxCredit: number;
  /** Phase-out percentage. IRC §32(b)(1). */
  readonly phaseOutRate: string;
  /** Threshold phase-out amount (single, HOH, QSS, MFS under the separated-spouse rule). RP. */
  readonly phaseOutStart: number;
  /** Threshold phase-out amount, married filing jointly. RP. */
  readonly phaseOutStartJoint: number;
  /** Completed phase-out amount. RP. */
  readonly completedPhaseOut: number;
  readonly completedPhaseOutJoint: number;
}

/**
 * One deduction of Schedule 1-A (2025) that shrinks as MAGI rises: at most `cap`; reduced by
 * `perStep` for each `step` of MAGI over `threshold`, the count of steps rounded down (tips,
 * overtime: lines 11 and 19) or up (car loan interest: line 28).
 */
export interface PhasedDeduction {
  readonly cap: ByStatus<number>;
  readonly threshold: ByStatus<number>;
  readonly step: number;
  readonly perStep: number;
  readonly roundSteps: 'down' | 'up';
}

export interface FederalParams {
  /** The tax year these figures are for. */
  readonly taxYear: number;

  /** Form 1040 line 16: tax on ordinary income and on capital gains. */
  readonly tax: {
    /** Ordinary income brackets: [upper bound of the bracket (null = no limit), rate]. RP §3.01 Tables 1-4. */
    readonly brackets: ByStatus<ReadonlyArray<readonly [number | null, string]>>;
    /** I1040 "Tax Table": used when taxable income is less than this. */
    readonly tableLimit: number;
    /** Capital gain rate breakpoints (0% up to `zeroMax`, 15% up to `fifteenMax`). RP §3.03; I1040 QDCGT worksheet lines 6 and 13. */
    readonly capitalGainBreaks: ByStatus<{ readonly zeroMax: number; readonly fifteenMax: number }>;
    /** Kiddie tax unearned income threshold (Form 8615 is not computed; a warning is issued). RP §3.02. */
    readonly kiddieTaxThreshold: number;
  };

  /** Form 1040 line 12: standard deduction. */
  readonly standardDeduction: {
    /** Basic standard deduction. RP §3.15(1); I1040 line 12. */
    readonly basic: ByStatus<number>;
    /** Additional amount for age 65 / blindness, per box. RP §3.15(3). */
    readonly additional: { readonly unmarried: number; readonly married: number };
    /** Dependent's standard deduction: greater of `minimum` or earned income + `earnedIncomeAddOn` (not above the basic amount). RP §3.15(2). */
    readonly dependent: { readonly minimum: number; readonly earnedIncomeAddOn: number };
    /** "Born before January 2, 1960" is age 65 for 2024. I1040 line 12 checkboxes. */
    readonly age65BornBefore: string;
  };

  /** Social security and Medicare taxes of an employee (Form 4137, Schedule 3 line 11, Form 8959). SSA; I1040. */
  readonly socialSecurity: {
    /** Maximum earnings subject to social security tax. SSA. */
    readonly wageBase: number;
    /** Employee share of social security tax. */
    readonly employeeSsRate: string;
    /** Wage base × employee rate: more withheld by several employers is a credit (I1040 Schedule 3 line 11). */
    readonly maxEmployeeSsTax: number;
    /** Employee share of Medicare tax. */
    readonly employeeMedicareRate: string;
  };

  /** Schedule SE. ISE. */
  readonly scheduleSE: {
    readonly netEarningsFactor: string;
    readonly ssRate: string;
    readonly medicareRate: string;
    readonly minimumNetEarnings: number;
    readonly deductiblePart: string;
  };

  /** Form 8959: Additional Medicare Tax. I8959. */
  readonly f8959: {
    readonly rate: string;
    readonly threshold: ByStatus<number>;
    /** An employer withholds it on Medicare wages paid over this amount, whatever the filing status (I8959 Part V; IRC 3102(f)(1)). */
    readonly withholdingFloor: number;
  };

  /** Form 8960: net investment income tax. I8960 line 14 (QSS uses the joint threshold). */
  readonly f8960: { readonly rate: string; readonly threshold: ByStatus<number> };

  /** Form 6251: alternative minimum tax. RP §3.11; I6251 lines 5, 7, 9 worksheet. */
  readonly f6251: {
    readonly exemption: ByStatus<number>;
    readonly phaseOutStart: ByStatus<number>;
    readonly phaseOutRate: string;
    /** 26% applies up to this AMTI excess (line 6); above, 28% less the difference. */
    readonly rate26Max: ByStatus<number>;
    readonly lowRate: string;
    readonly highRate: string;
  };

  /** Schedule A. IRC §164(b)(6); I1040 Schedule A line 5e; §213 floor; Pub. 526. */
  readonly scheduleA: {
    readonly saltCap: ByStatus<number>;
    /** From 2025 (IRC §164(b)(7)): the cap less `rate` × MAGI over `threshold`, not below `floor`. */
    readonly saltPhaseDown?: {
      readonly threshold: ByStatus<number>;
      readonly rate: string;
      readonly floor: ByStatus<number>;
    };
    readonly medicalAgiFloor: string;
    /** Cash gifts to public charities: 60% of AGI. */
    readonly charityCashLimit: string;
    /** Other gifts, simplified to 30% of AGI. */
    readonly charityNoncashLimit: string;
  };

  /** Schedule B. I1040 Schedule B: required when taxable interest or ordinary dividends are over this. */
  readonly scheduleB: { readonly threshold: number };

  /** Schedule C. */
  readonly scheduleC: {
    /** Standard mileage rate for business, cents per mile. Notice 2024-08. */
    readonly businessMileageCents: number;
    /** Simplified home office: $ per square foot, up to a maximum area. Rev. Proc. 2013-13. */
    readonly homeOfficeSimplified: { readonly ratePerSqft: number; readonly maxSqft: number };
    /** Business meals limit (IRC §274(n)). */
    readonly mealsLimit: string;
  };

  /** Schedule D. IRC §1211(b); Schedule D line 21. */
  readonly scheduleD: { readonly capitalLossLimit: ByStatus<number> };

  /** Form 8582: special allowance for active-participation rental real estate. IRC §469(i); I8582. */
  readonly f8582: {
    readonly specialAllowance: number;
    readonly phaseOutStart: number;
    readonly phaseOutRate: string;
    readonly mfsApartAllowance: number;
    readonly mfsApartPhaseOutStart: number;
  };

  /** Form 8995 / 8995-A: qualified business income deduction. RP §3.27; I8995. */
  readonly f8995: {
    readonly rate: string;
    readonly threshold: ByStatus<number>;
    readonly phaseInRange: ByStatus<number>;
  };

  /** Schedule 1 adjustments. */
  readonly schedule1: {
    /** Educator expenses per educator. RP; I1040 Schedule 1 line 11. */
    readonly educatorExpenseMax: number;
  };

  /** Student loan interest deduction. RP §3.29; I1040 Schedule 1 line 21 worksheet. */
  readonly studentLoanInterest: {
    readonly max: number;
    readonly phaseOutStart: ByStatus<number>;
    readonly phaseOutRange: ByStatus<number>;
  };

  /** IRA deduction. Notice 2023-75; P590A Table 1-2 / 1-3. */
  readonly ira: {
    readonly contributionLimit: number;
    readonly catchUp: number;
    /** Age 50 by the end of the year: born before this date. */
    readonly catchUpBornBefore: string;
    /** Covered by a workplace plan: [start, end] of the MAGI phase-out. */
    readonly coveredPhaseOut: ByStatus<readonly [number, number]>;
    /** Not covered, but the spouse is (MFJ). */
    readonly spouseCoveredPhaseOut: readonly [number, number];
    /** Minimum deduction when not fully phased out. */
    readonly minimumDeduction: number;
  };

  /** Social Security Benefits Worksheet base amounts. P915; I1040 line 6b worksheet lines 8 and 10. */
  readonly ssBenefits: { readonly base1: ByStatus<number>; readonly base2Add: ByStatus<number> };

  /** Schedule 3. */
  readonly schedule3: {
    /** Foreign tax credit without Form 1116. I1040 Schedule 3 line 1. */
    readonly foreignTaxDeMinimis: ByStatus<number>;
  };

  /** Form 5329 Part I: additional tax on early distributions. IRC §72(t). */
  readonly f5329: {
    readonly earlyDistributionRate: string;
    /** SIMPLE IRA distributions in the first 2 years of participation. IRC §72(t)(6). */
    readonly simpleFirstTwoYearsRate: string;
  };

  /** Schedule 8812: child tax credit, credit for other dependents, additional child tax credit. IRC §24(h); I8812. */
  readonly schedule8812: {
    /** Line 5: per qualifying child. */
    readonly perChild: number;
    /**
     * From 2025 (IRC §24(h)(7)(B)): the child tax credit needs the filer's SSN valid for work (on a
     * joint return, either spouse's); the credit for other dependents does not.
     */
    readonly claimantSsnRequired?: boolean;
    /**
     * The form has no line 15 election to decline the additional child tax credit (Schedule 8812
     * (2025) line 15 "Reserved for future use").
     */
    readonly noDeclineElection?: boolean;
    /** Line 7: per other dependent. */
    readonly perOtherDependent: number;
    /** A child counts when under this age at the end of the year (line 4). */
    readonly childAgeLimit: number;
    /** Line 9: phase-out threshold. */
    readonly phaseOutStart: ByStatus<number>;
    /** Line 10: the excess is rounded up to a multiple of this. */
    readonly phaseOutStep: number;
    /** Line 11. */
    readonly phaseOutRate: string;
    /** Line 16b: refundable (ACTC) amount per qualifying child. RP §3.05. */
    readonly refundableMaxPerChild: number;
    /** Line 19: earned income over this counts. */
    readonly earnedIncomeFloor: number;
    /** Line 20. */
    readonly refundableRate: string;
    /** Line 16b at or above this (3 or more children) opens Part II-B. */
    readonly partIIBThreshold: number;
  };

  /** Earned income credit: EIC Table and Worksheet A. RP §3.06; IRC §32(b)(1); P596; I1040 line 27. */
  readonly eic: {
    /** Index = qualifying children (3 = 3 or more). */
    readonly columns: readonly [EicColumnParams, EicColumnParams, EicColumnParams, EicColumnParams];
    readonly investmentIncomeLimit: number;
    /** No qualifying child: the filer (or spouse) must be at least this old and at most `noChildMaxAge`. */
    readonly noChildMinAge: number;
    readonly noChildMaxAge: number;
    /** Width of the EIC Table's rows. */
    readonly tableBandWidth: number;
  };

  /** Form 8863: education credits. IRC §25A; I8863; P970. */
  readonly f8863: {
    /** Lines 2 and 13: MAGI where the credit is gone. */
    readonly magiLimit: { readonly joint: number; readonly other: number };
    /** Lines 4 and 15: width of the phase-out range. */
    readonly phaseOutRange: { readonly joint: number; readonly other: number };
    /** Line 27: AOTC expenses cap per student. */
    readonly aotcMaxExpenses: number;
    /** Lines 28 and 30: first tier, credited at 100%. */
    readonly aotcFirstTier: number;
    /** Line 29: rate on the second tier. */
    readonly aotcSecondTierRate: string;
    /** Line 8: refundable part of the AOTC. */
    readonly aotcRefundableRate: string;
    /** Line 11: lifetime learning expenses cap per return. */
    readonly llcMaxExpenses: number;
    /** Line 12. */
    readonly llcRate: string;
  };

  /** Form 2441: child and dependent care expenses. IRC §21, §129; I2441. */
  readonly f2441: {
    /** Lines 3 and 27: one qualifying person. */
    readonly limitOne: number;
    /** Two or more qualifying persons. */
    readonly limitTwoOrMore: number;
    /** Line 8: percentage at AGI up to `phaseStart`, one point less per `step` (or part), not below `minRate`. */
    readonly maxRate: number;
    readonly minRate: number;
    readonly phaseStart: number;
    readonly step: number;
    /** Deemed monthly earned income of a student or disabled spouse. */
    readonly deemedMonthlyOne: number;
    readonly deemedMonthlyTwo: number;
    /** Line 21: excludable dependent care benefits. */
    readonly exclusionLimit: number;
    readonly exclusionLimitMfs: number;
  };

  /** Schedule R: credit for the elderly or the disabled. IRC §22; ISR = Instructions for Schedule R; P524. */
  readonly scheduleR: {
    /** Line 10 by the Part I box: boxes 1, 2, 4, 7 / boxes 3, 5, 6 / boxes 8, 9. IRC §22(c)(2)(A). */
    readonly initialAmount: { readonly one: number; readonly both: number; readonly separate: number };
    /** Line 11, box 6: added to the disability income of the spouse under 65. */
    readonly box6Addition: number;
    /** Line 15 by the Part I box: boxes 1, 2 / boxes 3-7 / boxes 8, 9. IRC §22(d). */
    readonly agiThreshold: { readonly unmarried: number; readonly joint: number; readonly separate: number };
    /** Line 17: share of the AGI excess. */
    readonly agiExcessShare: string;
    /** Line 20. */
    readonly rate: string;
  };

  /** Form 8880: credit for qualified retirement savings contributions. IRC §25B; Notice 2023-75; Form 8880 (2024). */
  readonly f8880: {
    /** Line 6: contributions counted per person. */
    readonly maxPerPerson: number;
    /** Line 9 table: [AGI "not over" this (null = no limit), decimal]. */
    readonly rates: ByStatus<ReadonlyArray<readonly [number | null, string]>>;
    /** A person born after this date is under 18 at the end of the year (form's caution). */
    readonly bornAfter: string;
    /** W-2 box 12 codes that are elective deferrals for line 2. */
    readonly deferralCodes: readonly string[];
  };

  /** Dependents. P501 "Qualifying Relative"; IRC §152(d)(1)(B) with the year's exemption amount (RP). */
  readonly dependents: {
    /** A qualifying relative's gross income must be less than this. */
    readonly qualifyingRelativeGrossIncomeLimit: number;
  };

  /** Form 8889: health savings accounts. RP 2023-23 §223; I8889; P969. */
  readonly f8889: {
    /** Line 3: annual limit with self-only / family HDHP coverage. */
    readonly selfOnlyLimit: number;
    readonly familyLimit: number;
    /** Additional contribution amount at age 55 or older by the end of the year (IRC §223(b)(3)). */
    readonly catchUp: number;
    readonly catchUpAge: number;
    /** Line 17b: additional tax on taxable distributions, unless disabled, dead or at least `exceptionAge`. */
    readonly additionalTaxRate: string;
    readonly exceptionAge: number;
    /** Line 21: additional tax on testing-period failures (IRC §223(b)(8)(B)). */
    readonly testingFailureRate: string;
  };

  /** Form 8962: premium tax credit. IRC §36B; I8962; Rev. Proc. 2023-29; RP §3.07. */
  readonly f8962: {
    /** Line 4: prior-year federal poverty line, first person and each additional person (I8962 Tables 1-1 to 1-3). */
    readonly povertyLine: Record<'contiguous' | 'alaska' | 'hawaii', readonly [number, number]>;
    /**
     * Line 7 (I8962 Table 2): bands of line 5 [from %, to %, initial figure, final figure]; the figure
     * rises in a straight line across a band and is rounded to 4 decimals. Above the last band, `top`.
     */
    readonly applicableFigureBands: ReadonlyArray<readonly [number, number, string, string]>;
    readonly top: string;
    /** Line 28 (I8962 Table 5): line 5 below `below` %: the limit for single filers / any other status. */
    readonly repaymentLimits: ReadonlyArray<{
      readonly below: number;
      readonly single: number;
      readonly other: number;
    }>;
  };

  /**
   * Schedule 1-A: additional deductions (from 2025; absent before). Tips, overtime and the senior
   * deduction are not allowed on a separate return of a married filer (the form's cautions).
   */
  readonly schedule1A?: {
    readonly tips: PhasedDeduction;
    readonly overtime: PhasedDeduction;
    readonly carLoanInterest: PhasedDeduction;
    readonly senior: {
      readonly amount: number;
      readonly threshold: ByStatus<number>;
      readonly rate: string;
      /** Line 36a/36b: born before this date. */
      readonly bornBefore: string;
    };
  };

  /**
   * The year's own numbers of lines the engine keys by an earlier form's numbers: each engine key
   * is also written under these keys ("f1040.l11" → "f1040.l11a", "f1040.l11b" on the 2025 form).
   */
  readonly formLines?: Readonly<Record<string, readonly string[]>>;
}
