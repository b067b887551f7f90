/**
 * The shape of one year's California figures (FTB forms and instructions). One object per tax
 * year (params/ca2024.ts); the California forms receive it through the CaCtx.
 * Amounts are whole dollars (numbers) or exact decimal strings; rates are decimal strings.
 */
import type { FilingStatus } from '../types';
import type { CaCreditParams, Ca568Params } from './ca-credits-types';

export type CaByStatus<T> = Record<FilingStatus, T>;

/** One row of a tax rate schedule: over `over`, the tax is `base` + `rate` × (income − over). */
export interface CaBracket {
  over: number;
  /** The schedule's printed base tax, dollars and cents ("107.56"). */
  base: string;
  rate: string;
}

export interface CaParams {
  taxYear: number;
  /** Tax rate schedules X (single, MFS), Y (MFJ, QSS) and Z (HOH). */
  rateSchedules: { X: CaBracket[]; Y: CaBracket[]; Z: CaBracket[] };
  /**
   * The California Tax Table: for taxable income up to `maxIncome` the tax is the rate schedule
   * applied to the midpoint of a `rowWidth` row (rows $51-$150, $151-$250 …: midpoint $100, $200 …;
   * the first row $1-$50 and the last row to `maxIncome` half as wide), rounded to the dollar.
   */
  taxTable: { maxIncome: number; rowWidth: number };
  standardDeduction: CaByStatus<number>;
  /** Standard deduction of a filer someone else can claim: greater of `min` or earned income + `earnedPlus`. */
  dependentStandardDeduction: { min: number; earnedPlus: number };
  /** Exemption credits per exemption (Form 540 lines 7-10). */
  exemption: {
    personal: number;
    blind: number;
    senior: number;
    dependent: number;
    /** Born before this date = 65 or older at the end of the year. */
    seniorBornBefore: string;
  };
  /** Exemption credits worksheet: reduce each credit by `reduction` for each `step` (or part) of federal AGI over `threshold`. */
  exemptionPhaseOut: { threshold: CaByStatus<number>; step: CaByStatus<number>; reduction: number };
  /** Schedule CA (540) Itemized Deductions Worksheet (line 29). */
  itemizedLimitation: { threshold: CaByStatus<number>; agiRate: string; deductionRate: string };
  /** Medical and dental expense floor (Schedule CA Part II line 3). */
  medicalFloor: string;
  /** Miscellaneous deductions floor (Schedule CA Part II line 24). */
  miscFloor: string;
  /** Nonrefundable renter's credit (Form 540 line 46). */
  renters: { credit: CaByStatus<number>; agiLimit: CaByStatus<number> };
  /** Mental Health Services Tax (Form 540 line 62). */
  mentalHealth: { threshold: number; rate: string };
  /** Schedule P (540) and (540NR) alternative minimum tax. */
  amt: {
    rate: string;
    /** Part I line 2: medical and dental expenses added back up to this share of federal AGI. */
    medicalAgiRate: string;
    exemption: CaByStatus<number>;
    phaseOutThreshold: CaByStatus<number>;
    phaseOutRate: string;
  };
  /** FTB 3514 (CalEITC), Young Child and Foster Youth Tax Credits, FTB 3506. */
  credits: CaCreditParams;
  /** Form 568: annual tax and the LLC fee chart. */
  llc: Ca568Params;
}
