import { Money, Rate } from '../money';
import type { Lines } from '../lines';
import type { FederalParams } from '../params';
import { fmt, pct } from '../context';
import type { CreditFilingStatus, CreditTaxLimitInput } from './types';
import { creditLimitLines } from './creditLimit';

/** One student's Part III. */
export interface Form8863Student {
  name?: string;
  /**
   * Adjusted qualified education expenses for the student (qualified expenses paid in 2024 less
   * tax-free educational assistance and refunds). Used on line 27 (AOTC, capped at $4,000) or
   * line 31 (LLC).
   */
  adjustedQualifiedExpenses: Money;
  /** Line 23: AOTC already claimed for any 4 prior tax years. */
  aotcClaimedFourPriorYears?: boolean;
  /** Line 24: enrolled at least half-time in a degree/credential program in 2024. */
  enrolledAtLeastHalfTime: boolean;
  /** Line 25: completed the first 4 years of postsecondary education before 2024. */
  completedFirstFourYears?: boolean;
  /** Line 26: felony drug conviction before the end of 2024. */
  felonyDrugConviction?: boolean;
  /** Claim the lifetime learning credit for this student even if the AOTC is available. */
  electLifetimeLearning?: boolean;
}

export interface Form8863Input extends CreditTaxLimitInput {
  filingStatus: CreditFilingStatus;
  /** Lines 3 / 14: Form 1040 line 11 (plus Form 2555/4563/Puerto Rico exclusions, Pub. 970). */
  magi: Money;
  /** Line 7 checkbox: under 24 and meets the conditions, so no refundable AOTC. */
  refundableAotcNotAllowed?: boolean;
  /** Can be claimed as a dependent by someone else (no credit on this return). */
  claimedAsDependentByAnother?: boolean;
  /** Nonresident alien for any part of 2024 without the election to be treated as resident. */
  nonresidentAlien?: boolean;
  students: Form8863Student[];
  /**
   * Credit Limit Worksheet line 5: Schedule 3 lines 1 and 2 (foreign tax credit, child care
   * credit) plus Schedule R line 22. `tax` is Form 1040 line 18.
   */
  creditsReducingLimit: Money;
}

export interface Form8863Result {
  /** Line 7: AOTC after the phase-out. */
  aotcAfterPhaseOut: Money;
  /** Line 8 → Form 1040 line 29. */
  refundableAotc: Money;
  /** Line 18: LLC after the phase-out. */
  llcAfterPhaseOut: Money;
  /** Line 19 → Schedule 3 line 3. */
  nonrefundableEducationCredits: Money;
  /** Lines 6 and 17: the MAGI phase-out fraction (1.000 below the range), rounded to three places. */
  phaseOutRatio: Rate;
}

function aotcEligible(st: Form8863Student): boolean {
  return (
    st.aotcClaimedFourPriorYears !== true &&
    st.enrolledAtLeastHalfTime &&
    st.completedFirstFourYears !== true &&
    st.felonyDrugConviction !== true &&
    st.electLifetimeLearning !== true
  );
}

/** Lines 2–6 (and 13–17): (upper − MAGI) / range, 1.000 at or above the range, rounded to three places. */
function phaseOut(
  lines: Lines,
  magi: Money,
  mfj: boolean,
  keys: [string, string, string, string],
  what: string,
  P: FederalParams['f8863'],
): { ratio: Rate; stop: boolean; text: string; read: Money } {
  const [kUpper, kMagi, kDiff, kRange] = keys;
  const $ = (n: number): string => fmt(Money.dollars(n));
  const upper = lines.set(
    kUpper,
    Money.dollars(mfj ? P.magiLimit.joint : P.magiLimit.other),
    `Enter: ${$(P.magiLimit.joint)} if married filing jointly; ${$(P.magiLimit.other)} if single, head of household, or qualifying surviving spouse`,
  );
  const m = lines.set(
    kMagi,
    magi,
    'Enter the amount from Form 1040 or 1040-SR, line 11 (plus any Form 2555, 4563, or Puerto Rico exclusion, Pub. 970)',
  );
  const diff = lines.set(
    kDiff,
    upper.minus(m).clampZero(),
    `Subtract line ${kMagi.split('.').pop()!.slice(1)} from line ${kUpper.split('.').pop()!.slice(1)}. If zero or less, ${what}`,
  );
  const range = lines.set(
    kRange,
    Money.dollars(mfj ? P.phaseOutRange.joint : P.phaseOutRange.other),
    `Enter: ${$(P.phaseOutRange.joint)} if married filing jointly; ${$(P.phaseOutRange.other)} if single, head of household, or qualifying surviving spouse`,
  );
  if (diff.isZero()) return { ratio: Rate.ZERO, stop: true, text: '0.000', read: Money.ZERO };
  // Line 6 (or 17) is a decimal, not a line of the sheet: the product reads the two lines it divides.
  const [d, r] = [kDiff, kRange].map((key) => key.split('.').pop()!.slice(1));
  if (diff.gte(range))
    return {
      ratio: Rate.ONE,
      stop: false,
      text: `line ${d} is not less than line ${r}: 1.000`,
      read: Money.ZERO.via(diff, range),
    };
  const ratio = diff.ratio(range).round(3);
  return {
    ratio,
    stop: false,
    text: `line ${d} ÷ line ${r} = ${ratio.toString(3)}`,
    read: Money.ZERO.via(diff, range),
  };
}

/**
 * Form 8863 (2024), education credits: American opportunity credit (Part III lines 27–30 per
 * student, Part I refundable 40%) and lifetime learning credit (20% of up to $10,000 per return),
 * both phased out over MAGI $80,000–$90,000 ($160,000–$180,000 MFJ); the nonrefundable part is
 * limited by the Credit Limit Worksheet. No credit if MFS, claimed as a dependent, or a nonresident
 * alien. The student's adjusted qualified expenses are an input (the 1098-T/scholarship
 * adjustments of Pub. 970 are not modeled).
 */
export function form8863(input: Form8863Input, lines: Lines, params: FederalParams): Form8863Result {
  const P = params.f8863;
  const aotcFirst = Money.dollars(P.aotcFirstTier);
  const aotcMax = Money.dollars(P.aotcMaxExpenses);
  const llcMax = Money.dollars(P.llcMaxExpenses);
  const mfj = input.filingStatus === 'mfj';
  const barred =
    input.filingStatus === 'mfs' ||
    input.claimedAsDependentByAnother === true ||
    input.nonresidentAlien === true;

  // Part III, one per student
  const l30s: string[] = [];
  const l31s: string[] = [];
  let sum30 = Money.ZERO;
  let sum31 = Money.ZERO;
  input.students.forEach((st, i) => {
    const p = `f8863.student${i + 1}`;
    const who = st.name ? ` (${st.name})` : '';
    if (aotcEligible(st)) {
      const l27 = lines.set(
        `${p}.l27`,
        Money.min(st.adjustedQualifiedExpenses.clampZero(), aotcMax),
        `Adjusted qualified education expenses${who}. Don't enter more than ${fmt(aotcMax)}`,
      );
      const l28 = lines.set(
        `${p}.l28`,
        l27.minus(aotcFirst).clampZero(),
        `Subtract ${fmt(aotcFirst)} from line 27. If zero or less, enter -0-`,
      );
      const l29 = lines.set(
        `${p}.l29`,
        l28.times(P.aotcSecondTierRate),
        `Multiply line 28 by ${pct(P.aotcSecondTierRate)} (${P.aotcSecondTierRate})`,
      );
      const l30 = lines.set(
        `${p}.l30`,
        l28.isZero() ? l27 : aotcFirst.plus(l29),
        l28.isZero()
          ? 'Line 28 is zero: enter the amount from line 27'
          : `Add ${fmt(aotcFirst)} to the amount on line 29`,
      );
      sum30 = sum30.plus(l30);
      l30s.push(`${p}.l30`);
    } else {
      const l31 = lines.set(
        `${p}.l31`,
        st.adjustedQualifiedExpenses.clampZero(),
        `Lifetime learning credit: adjusted qualified education expenses${who}`,
      );
      sum31 = sum31.plus(l31);
      l31s.push(`${p}.l31`);
    }
  });

  // Part I
  const l1 = lines.set(
    'f8863.l1',
    barred ? Money.ZERO : sum30,
    barred
      ? 'No education credit (married filing separately, dependent of another, or nonresident alien)'
      : 'Total of all amounts from all Parts III, line 30',
  );
  const ph = phaseOut(
    lines,
    input.magi,
    mfj,
    ['f8863.l2', 'f8863.l3', 'f8863.l4', 'f8863.l5'],
    "stop; you can't take any education credit",
    P,
  );
  const l7 = lines.set('f8863.l7', l1.times(ph.ratio).via(ph.read), `Multiply line 1 by line 6 (${ph.text})`);
  const l8 = lines.set(
    'f8863.l8',
    input.refundableAotcNotAllowed === true ? Money.ZERO : l7.times(P.aotcRefundableRate),
    input.refundableAotcNotAllowed === true
      ? 'Under age 24 and the conditions in the instructions are met: no refundable American opportunity credit (box on line 7 checked)'
      : `Refundable American opportunity credit. Multiply line 7 by ${pct(P.aotcRefundableRate)} (${P.aotcRefundableRate})`,
  );
  const l9 = lines.set('f8863.l9', l7.minus(l8), 'Subtract line 8 from line 7');

  // Part II
  const l10 = lines.set(
    'f8863.l10',
    barred ? Money.ZERO : sum31,
    'Total of all amounts from all Parts III, line 31',
  );
  const l11 = lines.set(
    'f8863.l11',
    Money.min(l10, llcMax),
    `Enter the smaller of line 10 or ${fmt(llcMax)}`,
  );
  const l12 = lines.set(
    'f8863.l12',
    l11.times(P.llcRate),
    `Multiply line 11 by ${pct(P.llcRate)} (${P.llcRate})`,
  );
  const ph2 = phaseOut(
    lines,
    input.magi,
    mfj,
    ['f8863.l13', 'f8863.l14', 'f8863.l15', 'f8863.l16'],
    'skip lines 16 and 17, enter -0- on line 18',
    P,
  );
  const l18 = lines.set(
    'f8863.l18',
    l12.times(ph2.ratio).via(ph2.read),
    `Multiply line 12 by line 17 (${ph2.text})`,
  );

  // Credit Limit Worksheet
  const c1 = lines.set('f8863.clw.l1', l18, 'Enter the amount from Form 8863, line 18');
  const c2 = lines.set('f8863.clw.l2', l9, 'Enter the amount from Form 8863, line 9');
  const c3 = lines.set('f8863.clw.l3', c1.plus(c2), 'Add lines 1 and 2');
  const c6 = creditLimitLines(lines, input, [
    ['f8863.clw.l4', 'Enter the amount from Form 1040 or 1040-SR, line 18'],
    [
      'f8863.clw.l5',
      'Enter the total of your credits from Schedule 3 (Form 1040), lines 1 and 2, and Schedule R, line 22',
    ],
    [
      'f8863.clw.l6',
      "Subtract line 5 from line 4. If zero or less, you can't take any nonrefundable education credits",
    ],
  ]);
  const c7 = lines.set(
    'f8863.clw.l7',
    Money.min(c3, c6),
    'Enter the smaller of line 3 or line 6 here and on Form 8863, line 19',
  );
  const l19 = lines.set(
    'f8863.l19',
    c7,
    'Nonrefundable education credits. Enter the amount from line 7 of the Credit Limit Worksheet',
  );

  return {
    aotcAfterPhaseOut: l7,
    refundableAotc: l8,
    llcAfterPhaseOut: l18,
    nonrefundableEducationCredits: l19,
    phaseOutRatio: ph.ratio,
  };
}
