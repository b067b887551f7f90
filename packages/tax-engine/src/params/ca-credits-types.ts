/**
 * California credit and LLC figures for one tax year (FTB 3514, YCTC, FYTC, FTB 3506, Form 568).
 * Filled in params/ca2024-credits.ts with the FTB source of each figure.
 */
import type { Money, Rate } from '../money';

/** One column of the CalEITC computation (R&TC 17052(b)–(c)), by number of qualifying children. */
export interface CaEitcColumn {
  /** Credit (phase-in) percentage, before the adjustment factor. */
  readonly creditRate: Rate;
  /** Earned income amount: where the maximum is reached, and (in California) also where the phase-out begins. */
  readonly earnedIncomeAmount: Money;
  /** Phase-out percentage of the first phase-out, before the adjustment factor. */
  readonly phaseOutRate: Rate;
  /**
   * Credit (after the adjustment factor) at which the first phase-out stops and the second, straight-line
   * phase-out to zero at `maxEarnedIncome` begins (R&TC 17052(c): the phase-out recomputed so that the
   * credit is zero at the earned income limit).
   */
  readonly secondPhaseOutCredit: Money;
}

/** YCTC (R&TC 17052.1) and FYTC (R&TC 17052.2) share this shape. */
export interface CaChildCreditFigures {
  /** Credit per return (YCTC) or per eligible individual (FYTC). */
  readonly amount: Money;
  /** Earned income over which the credit is reduced (the "threshold amount", indexed). */
  readonly phaseOutStart: Money;
  /** Reduction for each `phaseOutStep` of earned income over the threshold, or fraction thereof. */
  readonly reductionPerStep: Money;
  readonly phaseOutStep: Money;
}

export interface CaCreditParams {
  readonly eitc: {
    /** Earned income tax credit adjustment factor set by the Budget Act. */
    readonly adjustmentFactor: Rate;
    /** Index = qualifying children (3 = 3 or more). */
    readonly columns: readonly [CaEitcColumn, CaEitcColumn, CaEitcColumn, CaEitcColumn];
    /**
     * The FTB's EITC table: rows `tableRowWidth` wide ("over $X but not over $X + 50"), each row's credit
     * figured at the row's midpoint, X + `tableRowMidpoint`.
     */
    readonly tableRowWidth: Money;
    readonly tableRowMidpoint: Money;
    /** Earned income and federal AGI must be no more than this; the credit reaches zero here. */
    readonly maxEarnedIncome: Money;
    /** Investment income must not be more than this. */
    readonly investmentIncomeLimit: Money;
    /** Minimum age (taxpayer or spouse) of an eligible individual without a qualifying child. */
    readonly minAgeWithoutChild: number;
    /** Qualifying child: under this age at year end (or under `studentAgeLimit` and a student, or disabled). */
    readonly childAgeLimit: number;
    readonly studentAgeLimit: number;
    /** Form 540NR filers: days the filer (and spouse/RDP) must have lived in California in the year. */
    readonly partYearMinDays: number;
  };
  readonly yctc: CaChildCreditFigures & {
    /** The qualifying child must be younger than this at the end of the year. */
    readonly youngChildAgeLimit: number;
    /**
     * Zero-or-less earned income route (since 2022): wages (whether or not subject to California
     * withholding) and the net loss may each not exceed this.
     */
    readonly zeroEarnedIncomeLimit: Money;
  };
  readonly fytc: CaChildCreditFigures & {
    readonly minAge: number;
    readonly maxAge: number;
  };
  readonly cdcc: {
    /** Federal Form 2441 decimal: `maxPercent` at AGI up to `agiFloor`, one point less per `agiStep` or part, `minPercent` floor. */
    readonly federalAgiFloor: Money;
    readonly federalAgiStep: Money;
    readonly federalMaxPercent: number;
    readonly federalMinPercent: number;
    /** Expense limits: one qualifying person, two or more. */
    readonly onePersonLimit: Money;
    readonly twoPersonLimit: Money;
    /** California decimal by federal AGI: first band whose `agiUpTo` is not exceeded; over the last = no credit. */
    readonly caBands: readonly { readonly agiUpTo: Money; readonly rate: Rate }[];
    /** Refundable in this year (Budget Act appropriation)? 2024: no, nonrefundable on Form 540 line 40. */
    readonly refundable: boolean;
  };
}

export interface Ca568Params {
  /** Annual LLC tax (R&TC 17941). */
  readonly annualTax: Money;
  /** LLC fee chart (R&TC 17942) by total income from California sources: the fee of the last row whose `from` is reached. */
  readonly feeChart: readonly { readonly from: Money; readonly fee: Money }[];
}
