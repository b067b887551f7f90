import { Money, Rate, divRound } from '../money';
import type { Lines } from '../lines';
import type { FederalParams } from '../params';
import type { CreditFilingStatus } from './types';

/**
 * Earned Income Credit, 2024 (Form 1040 line 27), figured the way the IRS does: from the
 * 2024 EIC Table (Pub. 596 / Form 1040 instructions) and EIC Worksheet A.
 */

export interface EicChild {
  /** Age on December 31, 2024. */
  ageAtEndOfYear: number;
  /** Full-time student for some part of 5 calendar months of 2024. */
  fullTimeStudent?: boolean;
  /** Permanently and totally disabled at any time in 2024. */
  permanentlyDisabled?: boolean;
  /** Lived with the filer in the United States for more than half of 2024. */
  livedWithFilerMoreThanHalfYear: boolean;
  /** Has an SSN valid for employment issued by the return's due date. */
  hasValidSsn: boolean;
  /** Meets the relationship test (son, daughter, stepchild, foster child, sibling, … or a descendant). Default true. */
  meetsRelationshipTest?: boolean;
  /** Filed a joint return for 2024 (other than only to claim a refund). Default false. */
  filedJointReturn?: boolean;
}

export interface EicInput {
  filingStatus: CreditFilingStatus;
  /**
   * MFS filer who meets the separated-spouse rule (Pub. 596 (2024) Rule 3: did not live with the
   * spouse the last 6 months of 2024, or legally separated under a written agreement or decree and
   * not in the same household at the end of 2024). MFS also needs a qualifying child who lived with
   * the filer more than half the year (with or without an SSN).
   */
  separatedSpouseRule?: boolean;
  /** Earned income (Form 1040 instructions line 27, Step 5), including nontaxable combat pay if elected. */
  earnedIncome: Money;
  /** Form 1040 line 11. */
  agi: Money;
  /** Investment income (Step 2 / Pub. 596 Worksheet 1). */
  investmentIncome: Money;
  /** Ages on December 31, 2024 (the no-child rule is 25–64 for either spouse on a joint return). */
  taxpayerAge: number;
  spouseAge?: number;
  /**
   * The filer (and spouse, if MFJ) have a valid SSN (Rule 2): not an ITIN, not an SSN issued only
   * for a federally funded benefit, not one whose DHS work authorization has expired (see
   * `validForEic`). Default true.
   */
  filerHasValidSsn?: boolean;
  /** Files Form 2555 (no EIC). */
  filesForm2555?: boolean;
  /** The filer (or spouse) is a qualifying child of another taxpayer (Rules 10 and 13). */
  qualifyingChildOfAnother?: boolean;
  /** Can be claimed as a dependent by someone else (no-child EIC barred, Rule 12). */
  canBeClaimedAsDependent?: boolean;
  /** Main home in the United States for more than half of 2024 (no-child EIC, Rule 14). Default true. */
  mainHomeInUsMoreThanHalfYear?: boolean;
  /** Nonresident alien for any part of 2024 and not MFJ with the election (Rule 4). */
  nonresidentAlien?: boolean;
  children: EicChild[];
}

export type EicIneligibility =
  | 'mfs-without-separated-spouse-rule'
  | 'mfs-without-qualifying-child'
  | 'investment-income'
  | 'no-valid-ssn'
  | 'form-2555'
  | 'nonresident-alien'
  | 'age'
  | 'qualifying-child-of-another'
  | 'dependent-of-another'
  | 'main-home-not-in-us'
  | 'no-earned-income'
  | 'income-too-high';

export interface EicResult {
  allowed: boolean;
  /** Why the credit is zero, when it is. */
  ineligible: EicIneligibility[];
  /** Qualifying children with valid SSNs counted (0–3; 3 stands for 3 or more). */
  qualifyingChildren: number;
  /** Worksheet A line 2: EIC Table amount for earned income. */
  creditForEarnedIncome: Money;
  /** Worksheet A line 5: EIC Table amount for AGI (null when the worksheet skips it). */
  creditForAgi: Money | null;
  /** Worksheet A line 6 → Form 1040 line 27. */
  credit: Money;
}

export interface EicColumn {
  /** Credit percentage (phase-in). */
  creditRate: Rate;
  /** Earned income amount (where the maximum is reached). */
  earnedIncomeAmount: Money;
  maxCredit: Money;
  /** Phase-out percentage. */
  phaseOutRate: Rate;
  phaseOutStart: Money;
  phaseOutStartJoint: Money;
  completedPhaseOut: Money;
  completedPhaseOutJoint: Money;
}

const d = (n: number): Money => Money.dollars(n);

/** The year's EIC figures with exact money and rates (built once per parameter set). */
export interface EicTable {
  readonly columns: readonly [EicColumn, EicColumn, EicColumn, EicColumn];
  readonly investmentIncomeLimit: Money;
  readonly noChildMinAge: number;
  readonly noChildMaxAge: number;
  readonly bandWidth: Money;
}

const TABLES = new WeakMap<FederalParams, EicTable>();

/** The EIC Table figures of `params` (Rev. Proc. §3.06 amounts, IRC §32(b)(1) percentages). */
export function eicTable(params: FederalParams): EicTable {
  const cached = TABLES.get(params);
  if (cached) return cached;
  const e = params.eic;
  const col = (c: (typeof e.columns)[number]): EicColumn => ({
    creditRate: Rate.of(c.creditRate),
    earnedIncomeAmount: d(c.earnedIncomeAmount),
    maxCredit: d(c.maxCredit),
    phaseOutRate: Rate.of(c.phaseOutRate),
    phaseOutStart: d(c.phaseOutStart),
    phaseOutStartJoint: d(c.phaseOutStartJoint),
    completedPhaseOut: d(c.completedPhaseOut),
    completedPhaseOutJoint: d(c.completedPhaseOutJoint),
  });
  const t: EicTable = {
    columns: [col(e.columns[0]), col(e.columns[1]), col(e.columns[2]), col(e.columns[3])],
    investmentIncomeLimit: d(e.investmentIncomeLimit),
    noChildMinAge: e.noChildMinAge,
    noChildMaxAge: e.noChildMaxAge,
    bandWidth: d(e.tableBandWidth),
  };
  TABLES.set(params, t);
  return t;
}

function column(t: EicTable, children: number): EicColumn {
  const c = t.columns[Math.max(0, Math.min(3, Math.trunc(children)))];
  if (!c) throw new RangeError(`children: ${children}`);
  return c;
}

/** The phase-out start rounded up to the $50 band it opens (Worksheet A line 5's "less than $22,750" etc.). */
function phaseOutBandStart(t: EicTable, col: EicColumn, joint: boolean): Money {
  const start = joint ? col.phaseOutStartJoint : col.phaseOutStart;
  return Money.fromCents(start.stepsOf(t.bandWidth) * t.bandWidth.cents);
}

/**
 * The 2024 EIC Table amount for `amount` (earned income or AGI), as the published table gives it.
 * The table has rows "at least X but less than X+50"; each row's credit is the statutory formula at
 * the row's midpoint, rounded to the whole dollar (half up). Three rows differ, and the published
 * table shows them so (Pub. 596 (2024) EIC Table):
 *   - the row holding the earned income amount gets the maximum credit (1 child, 12,350–12,400: $4,213);
 *   - the phase-out starts with the first row at or above the threshold (single, 1 child,
 *     22,700–22,750: $4,213; 22,750–22,800: $4,204);
 *   - the row holding the completed phase-out amount is cut there and its midpoint taken
 *     (no child, single, 18,550–18,591: $2); at or above that amount the credit is $0.
 * Amounts under $1 have no row (no credit). `filingStatus` 'mfj' uses the joint columns; every
 * other status (including MFS under the separated-spouse rule) the single columns.
 */
export function eicTableAmount(
  amount: Money,
  children: number,
  filingStatus: CreditFilingStatus,
  params: FederalParams,
): Money {
  const t = eicTable(params);
  const col = column(t, children);
  const joint = filingStatus === 'mfj';
  const completed = joint ? col.completedPhaseOutJoint : col.completedPhaseOut;
  if (amount.lt(d(1)) || amount.gte(completed)) return Money.ZERO;
  const band = t.bandWidth.cents;
  const lo = (amount.cents / band) * band;
  const hi = lo + band < completed.cents ? lo + band : completed.cents;
  const mid = (lo + hi) / 2n; // cents; lo and hi are whole dollars so this is exact
  // Work in exact fractions num/den of cents.
  let num: bigint;
  let den: bigint;
  if (lo + band > col.earnedIncomeAmount.cents) {
    num = col.maxCredit.cents;
    den = 1n;
  } else {
    num = mid * col.creditRate.num;
    den = col.creditRate.den;
  }
  const threshold = joint ? col.phaseOutStartJoint : col.phaseOutStart;
  if (lo >= threshold.cents) {
    const p = col.phaseOutRate;
    num = num * p.den - (mid - threshold.cents) * p.num * den;
    den = den * p.den;
  }
  const dollars = divRound(num, den * 100n);
  return dollars > 0n ? Money.dollars(dollars) : Money.ZERO;
}

function isQualifyingChild(c: EicChild, input: EicInput): boolean {
  if (c.meetsRelationshipTest === false) return false;
  if (c.filedJointReturn === true) return false;
  if (!c.livedWithFilerMoreThanHalfYear) return false;
  if (c.permanentlyDisabled === true) return true;
  const underAge = c.ageAtEndOfYear < 19 || (c.ageAtEndOfYear < 24 && c.fullTimeStudent === true);
  if (!underAge) return false;
  // Must be younger than the filer (or the spouse, on a joint return).
  const older =
    input.filingStatus === 'mfj' && input.spouseAge !== undefined
      ? Math.max(input.taxpayerAge, input.spouseAge)
      : input.taxpayerAge;
  return c.ageAtEndOfYear < older;
}

function inAgeRange(t: EicTable, age: number | undefined): boolean {
  return age !== undefined && age >= t.noChildMinAge && age <= t.noChildMaxAge;
}

export function earnedIncomeCredit(input: EicInput, lines: Lines, params: FederalParams): EicResult {
  const t = eicTable(params);
  const fs = input.filingStatus;
  const children = input.children.filter((c) => isQualifyingChild(c, input));
  // A child without a valid SSN is not counted (Rule 8); the filer may still take the credit
  // figured with no qualifying child when the other rules are met (Pub. 596 (2024) Rule 8 and Part C).
  const qualifying = children.filter((c) => c.hasValidSsn).length;
  const kids = Math.min(qualifying, 3);
  const ineligible: EicIneligibility[] = [];

  if (fs === 'mfs' && input.separatedSpouseRule !== true)
    ineligible.push('mfs-without-separated-spouse-rule');
  else if (fs === 'mfs' && children.length === 0) ineligible.push('mfs-without-qualifying-child');
  if (input.filerHasValidSsn === false) ineligible.push('no-valid-ssn');
  if (input.nonresidentAlien === true) ineligible.push('nonresident-alien');
  if (input.filesForm2555 === true) ineligible.push('form-2555');
  if (input.investmentIncome.gt(t.investmentIncomeLimit)) ineligible.push('investment-income');
  if (input.qualifyingChildOfAnother === true) ineligible.push('qualifying-child-of-another');
  if (kids === 0) {
    const ageOk = inAgeRange(t, input.taxpayerAge) || (fs === 'mfj' && inAgeRange(t, input.spouseAge));
    if (!ageOk) ineligible.push('age');
    if (input.canBeClaimedAsDependent === true) ineligible.push('dependent-of-another');
    if (input.mainHomeInUsMoreThanHalfYear === false) ineligible.push('main-home-not-in-us');
  }
  if (!input.earnedIncome.isPositive()) ineligible.push('no-earned-income');

  const col = column(t, kids);
  const completed = fs === 'mfj' ? col.completedPhaseOutJoint : col.completedPhaseOut;
  if (input.earnedIncome.gte(completed) || input.agi.gte(completed)) ineligible.push('income-too-high');

  const who = `${kids}${kids === 3 ? ' or more' : ''} qualifying child${kids === 1 ? '' : 'ren'} with valid SSNs, ${fs === 'mfj' ? 'married filing jointly' : 'single/HOH/QSS'} column`;
  const l1 = lines.set('eic.l1', input.earnedIncome, 'Enter your earned income from Step 5');
  const l2 = lines.set(
    'eic.l2',
    eicTableAmount(l1, kids, fs, params).via(l1),
    `Look up the amount on line 1 above in the EIC Table (${who}) to find the credit`,
  );
  const l3 = lines.set('eic.l3', input.agi, 'Enter the amount from Form 1040 or 1040-SR, line 11');

  let l5: Money | null = null;
  let l6: Money;
  const bandStart = phaseOutBandStart(t, col, fs === 'mfj');
  if (l2.isZero()) {
    l6 = lines.set('eic.l6', Money.ZERO.via(l2), 'If line 2 is zero, you can’t take the credit');
  } else if (l3.eq(l1) || l3.lt(bandStart)) {
    // Line 4 "Are the amounts on lines 3 and 1 the same?" Yes, or line 5 "Is line 3 less than $…?" Yes.
    l6 = lines.set(
      'eic.l6',
      // The choice of branch read line 3 (and line 1): the line carries them.
      l3.eq(l1) ? l2.via(l3, l1) : l2.via(l3),
      l3.eq(l1)
        ? 'Lines 3 and 1 are the same: enter the amount from line 2'
        : `Line 3 is less than $${bandStart.toWholeDollars()}: enter the amount from line 2`,
    );
  } else {
    l5 = lines.set(
      'eic.l5',
      eicTableAmount(l3, kids, fs, params).via(l3),
      `Line 3 is $${bandStart.toWholeDollars()} or more: look up the amount on line 3 in the EIC Table (${who})`,
    );
    l6 = lines.set(
      'eic.l6',
      Money.min(l2, l5),
      'Enter the smaller of line 2 or line 5. This is your earned income credit',
    );
  }

  const blocking = ineligible.filter((r) => r !== 'income-too-high' && r !== 'no-earned-income');
  const allowed = blocking.length === 0 && l6.isPositive();
  const credit = lines.set(
    'eic.credit',
    blocking.length === 0 ? l6 : Money.ZERO,
    blocking.length === 0
      ? 'Earned income credit (Worksheet A line 6) → Form 1040 line 27'
      : `No EIC: ${blocking.join(', ')}`,
  );
  return {
    allowed,
    ineligible,
    qualifyingChildren: kids,
    creditForEarnedIncome: l2,
    creditForAgi: l5,
    credit,
  };
}
