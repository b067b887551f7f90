/**
 * FTB 3514 (2024), California Earned Income Tax Credit, with the Young Child Tax Credit and the Foster
 * Youth Tax Credit: Form 540 lines 75, 76 and 77; Form 540NR lines 85, 86 and 87 (all refundable).
 *
 * Line numbers as printed on form FTB 3514 and its instructions (FTB 3514 booklet, 2025 edition,
 * https://www.ftb.ca.gov/forms/2025/2025-3514-booklet.pdf, the one printed at hand; the 2024 parts
 * and lines are the same, with the 2024 figures of params/ca2024-credits.ts): 2 federal AGI, 3 federal
 * EIC, 4 investment income; Step 5 California earned income: 13 wages subject to California
 * withholding (W-2 box 16), 18 business income or loss (Worksheet 3), 19 California earned income;
 * 20 California EITC (California EITC worksheet 'caEitcWks.l1'–'l6'); Step 7 (Form 540NR only):
 * 21 California exemption credit percentage (Form 540NR line 38), 22 part-year resident EITC
 * (line 20 × line 21, Form 540NR line 85); 28 Young Child Tax Credit ('yctcWks.*'), 29–30 its
 * part-year amount (Form 540NR line 86); 39 Foster Youth Tax Credit ('fytcWks.*'), 40–41 its
 * part-year amount (Form 540NR line 87).
 * Who may claim on Form 540NR (Step 1 g, and "Differences in California and Federal Law"): a filer
 * who lived in California at least 183 days (184 in a leap year such as 2024); a nonresident of
 * California for half the year or more cannot.
 * Not modeled: lines 14–16 (IHSS, inmate wages, nonqualified deferred compensation), 17 (combat
 * pay), investment income beyond interest, dividends and capital gains (rents, royalties, passive
 * income) and Worksheet 4 (a part-year resident with negative total taxable income).
 */
import { fmt } from '../context';
import { Money, Rate, divRound } from '../money';
import type { Dependent, W2 } from '../types';
import { usdCents, type CaCtx } from './context';
import { caEitcAmount, childCreditAmount, childCreditSteps, eitcColumn } from './ftb3514-amounts';

/** Age on December 31 of `year` (the return's tax year) from an ISO birth date, else the age given; undefined when unknown. */
export function caAgeAtYearEnd(year: number, dob: string | undefined, age?: number): number | undefined {
  if (dob && /^\d{4}-\d{2}-\d{2}$/.test(dob)) return year - Number(dob.slice(0, 4));
  return age;
}

/** Whether `year` has 366 days (the FTB 3514 Step 1 g day count names it). */
const leap = (year: number): boolean => new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;

const amt = (v: unknown): Money => Money.of(v as string | number | null | undefined);

/** W-2 wages subject to California withholding: box 16 when present, else box 1; W-2s of another state are left out. */
export function caWages(w2s: readonly W2[] | undefined): Money {
  return Money.sum(
    (w2s ?? [])
      .filter((w) => !w.state || w.state.toUpperCase() === 'CA')
      .map((w) =>
        w.state_wages !== undefined && w.state_wages !== null && w.state_wages !== ''
          ? amt(w.state_wages)
          : amt(w.wages),
      ),
  );
}

/** A CalEITC qualifying child (FTB 3514 Step 3): relationship/residency as the federal flags say, age under 19 (24 if a student) or disabled. */
function isQualifyingChild(d: Dependent, cx: CaCtx): boolean {
  if (d.qualifying_child_for_eic === false) return false;
  if (d.qualifying_child_for_eic !== true && (d.months_lived_with ?? 12) < 7) return false;
  if (d.permanently_disabled) return true;
  const age = caAgeAtYearEnd(cx.params.taxYear, d.date_of_birth, d.age);
  if (age === undefined) return true;
  const p = cx.params.credits.eitc;
  return age < p.childAgeLimit || (d.student === true && age < p.studentAgeLimit);
}

export interface Ftb3514Result {
  caleitc: Money;
  yctc: Money;
  fytc: Money;
}

/** Whole days lived in California in `year` from the move-in / move-out dates (both days counted); undefined without dates. */
export function daysInCalifornia(
  moveIn: string | null | undefined,
  moveOut: string | null | undefined,
  year: number,
): number | undefined {
  const iso = (d: string | null | undefined): number | undefined =>
    d && /^\d{4}-\d{2}-\d{2}$/.test(d)
      ? Date.UTC(+d.slice(0, 4), +d.slice(5, 7) - 1, +d.slice(8, 10))
      : undefined;
  const a = iso(moveIn);
  const b = iso(moveOut);
  if (a === undefined && b === undefined) return undefined;
  const first = Date.UTC(year, 0, 1);
  const last = Date.UTC(year, 11, 31);
  const from = a === undefined || a < first ? first : a;
  const to = b === undefined || b > last ? last : b;
  return Math.max(0, Math.round((to - from) / 86_400_000) + 1);
}

export interface Ftb3514Options {
  /** Form 540NR filers: the California exemption credit percentage of Form 540NR line 38 (Step 7, 9, 11). */
  nrPercent?: Rate;
}

/** Form 540 lines 75 (CalEITC), 76 (YCTC) and 77 (FYTC), or Form 540NR lines 85, 86 and 87. */
export function computeFtb3514(cx: CaCtx, opts: Ftb3514Options = {}): Ftb3514Result {
  const L = cx.L;
  const p = cx.params.credits;
  const fed = cx.input.federal;
  const ri = cx.input.requiredInfo ?? {};
  const residency = cx.input.residency ?? cx.input.nr?.residency_status ?? 'resident';
  const nr = opts.nrPercent !== undefined || residency !== 'resident';
  const on = nr ? 'Form 540NR lines 85–87' : 'Form 540 lines 75–77';
  const zero = (why: string): Ftb3514Result => {
    cx.warn(why);
    L.setDollars('ftb3514.l20', Money.ZERO, `California EITC: none. ${why}`);
    L.setDollars('ftb3514.l28', Money.ZERO, `Young Child Tax Credit: none. ${why}`);
    L.setDollars('ftb3514.l39', Money.ZERO, `Foster Youth Tax Credit: none. ${why}`);
    return { caleitc: L.get('ftb3514.l20'), yctc: L.get('ftb3514.l28'), fytc: L.get('ftb3514.l39') };
  };
  if (ri.forgo_caleitc === true)
    return zero(`You chose not to claim the California EITC, so the CalEITC, YCTC and FYTC (${on}) are $0.`);
  if (ri.disq_eic_california === true)
    return zero(
      `You are disallowed from claiming the California EITC for ${cx.params.taxYear}, so the CalEITC, YCTC and FYTC (${on}) are $0.`,
    );
  if (residency === 'nonresident')
    return zero(
      `The California EITC, YCTC and FYTC are not allowed to a nonresident of California for half of ${cx.params.taxYear} or more (FTB 3514 instructions, Differences in California and Federal Law), so ${on} are $0.`,
    );
  if (residency === 'part_year') {
    const min = p.eitc.partYearMinDays;
    const days = daysInCalifornia(cx.input.nr?.date_moved_in, cx.input.nr?.date_moved_out, cx.params.taxYear);
    if (days === undefined)
      cx.warn(
        `FTB 3514: enter the dates you moved into or out of California; the credits assume you lived in California at least ${min} days of ${cx.params.taxYear}.`,
      );
    else if (days < min)
      return zero(
        `FTB 3514 Step 1 g: a Form 540NR filer must have lived in California at least ${min} days of ${cx.params.taxYear}${leap(cx.params.taxYear) ? ' (a leap year)' : ''}; your move dates give ${days} days, so ${on} are $0.`,
      );
  }

  // ---- Part I and II ----
  const l2 = L.setDollars('ftb3514.l2', cx.fed('f1040.l11'), 'Federal AGI (federal Form 1040, line 11)');
  L.setDollars('ftb3514.l3', cx.fed('f1040.l27'), 'Federal EIC (federal Form 1040, line 27)');
  const l4 = L.setDollars(
    'ftb3514.l4',
    cx
      .fed('f1040.l2a')
      .plus(cx.fed('f1040.l2b'))
      .plus(cx.fed('f1040.l3b'))
      .plus(cx.fed('f1040.l7').clampZero()),
    'Investment income (Step 2): tax-exempt and taxable interest, ordinary dividends and capital gain net income',
  );

  // ---- Part IV: California earned income ----
  const l13 = L.setDollars(
    'ftb3514.l13',
    caWages(fed.w2s),
    'Wages, salaries and tips subject to California withholding (Forms W-2, box 16; box 1 when box 16 is blank)',
  );
  const seForms = ['scheduleSE', 'scheduleSE#spouse'].filter((f) => cx.federal.lines.has(`${f}.l3`));
  const netSe = seForms.length
    ? Money.sum(seForms.map((f) => cx.fed(`${f}.l3`).minus(cx.fed(`${f}.l13`))))
    : cx.fed('schedule1.l3');
  const l18 = L.setDollars(
    'ftb3514.l18',
    netSe,
    seForms.length
      ? 'Business income or loss (Worksheet 3): net earnings from self-employment (Schedule SE line 3 less the deduction for one-half of self-employment tax, line 13)'
      : 'Business income or loss (Schedule 1, line 3)',
  );
  const l19 = L.setDollars('ftb3514.l19', l13.plus(l18), 'California earned income. Add line 13 and line 18');

  // ---- Eligibility (Steps 1–4) ----
  const kids = (fed.dependents ?? []).filter((d) => isQualifyingChild(d, cx));
  const n = Math.min(kids.length, 3);
  const why: string[] = [];
  if (l4.gt(p.eitc.investmentIncomeLimit))
    why.push(`investment income (line 4) is more than ${fmt(p.eitc.investmentIncomeLimit)}`);
  if (n === 0) {
    const ages = [caAgeAtYearEnd(cx.params.taxYear, fed.taxpayer?.date_of_birth)];
    if (cx.status === 'mfj') ages.push(caAgeAtYearEnd(cx.params.taxYear, fed.spouse?.date_of_birth));
    if (ages.every((a) => a !== undefined && a < p.eitc.minAgeWithoutChild))
      why.push(
        `without a qualifying child you (or your spouse) must be at least ${p.eitc.minAgeWithoutChild}`,
      );
    if (fed.claimed_as_dependent === true)
      why.push('without a qualifying child you cannot be claimed as a dependent');
  }
  const eligible = why.length === 0;
  if (!eligible) cx.warn(`California EITC, YCTC and FYTC: not allowed because ${why.join('; ')}.`);

  // ---- Part V: California EITC worksheet ----
  const who = `${n}${n === 3 ? ' or more' : ''} qualifying child${n === 1 ? '' : 'ren'}`;
  const w1 = L.setDollars('caEitcWks.l1', l19, 'Earned income (form FTB 3514, line 19)');
  const w2 = L.setDollars(
    'caEitcWks.l2',
    eligible ? caEitcAmount(w1, n, p.eitc).via(w1) : Money.ZERO,
    eligible
      ? `Credit for line 1 from the ${cx.params.taxYear} California EITC table (${who})`
      : `Not eligible: ${why.join('; ')}`,
  );
  const w3 = L.setDollars('caEitcWks.l3', l2, 'Federal AGI (form FTB 3514, line 2)');
  const phaseStart = eitcColumn(p.eitc, n).earnedIncomeAmount;
  let credit = w2;
  if (!(w2.isZero() || w3.eq(w1) || w3.lte(phaseStart))) {
    const w5 = L.setDollars(
      'caEitcWks.l5',
      caEitcAmount(w3, n, p.eitc).via(w3, w1),
      `Line 3 is more than ${fmt(phaseStart)} and differs from line 1: credit for line 3 from the ${cx.params.taxYear} California EITC table (${who})`,
    );
    credit = Money.min(w2, w5);
  }
  const l20 = L.setDollars(
    'ftb3514.l20',
    L.setDollars(
      'caEitcWks.l6',
      credit,
      L.has('caEitcWks.l5') ? 'Enter the smaller of line 2 or line 5' : 'Enter the amount from line 2',
    ),
    `California EITC (California EITC worksheet, line 6). ${nr ? 'Form 540NR filers: go to Step 7 (line 21)' : 'Also enter on Form 540, line 75'}`,
  );

  // YCTC and FYTC need CalEITC eligibility: a credit on line 20, or (since 2022) earned income of zero or
  // less with wages and the net loss each no more than $34,602 (2024 FTB 3514 instructions, Step 8).
  const wagesAll = Money.sum((fed.w2s ?? []).map((w) => amt(w.wages)));
  const netLoss = cx.fed('f1040.l9').isNegative() ? cx.fed('f1040.l9').neg() : Money.ZERO;
  const lim = p.yctc.zeroEarnedIncomeLimit;
  const zeroRoute = eligible && !l19.isPositive() && wagesAll.lte(lim) && netLoss.lte(lim);
  const qualifies = l20.isPositive() || zeroRoute;
  const basis = zeroRoute
    ? `earned income of zero or less, wages and net loss not over ${fmt(lim)}`
    : 'you qualify for the California EITC (line 20)';

  // ---- Part VI: Young Child Tax Credit ----
  const young = kids.filter((d) => {
    const age = caAgeAtYearEnd(cx.params.taxYear, d.date_of_birth, d.age);
    return age !== undefined && age < p.yctc.youngChildAgeLimit;
  });
  let yctc = Money.ZERO;
  if (qualifies && young.length > 0) {
    const y1 = L.setDollars(
      'yctcWks.l1',
      p.yctc.amount,
      'Young Child Tax Credit for a qualifying child under age 6',
    );
    const steps = childCreditSteps(l19, p.yctc);
    const y2 = L.setDollars(
      'yctcWks.l2',
      Money.fromCents(p.yctc.reductionPerStep.cents * steps),
      `Earned income (line 19) over ${fmt(p.yctc.phaseOutStart)}: ${usdCents(p.yctc.reductionPerStep)} for each ${fmt(p.yctc.phaseOutStep)} or fraction of ${fmt(p.yctc.phaseOutStep)} (${steps} × ${usdCents(p.yctc.reductionPerStep)})`,
    );
    yctc = L.setDollars(
      'ftb3514.l28',
      // The worksheet's lines 1 and 2, and line 20 when the CalEITC is what qualifies.
      childCreditAmount(l19, p.yctc)
        .from(undefined)
        .via(y1, y2, ...(zeroRoute ? [] : [l20])),
      `Young Child Tax Credit (${basis}): Young Child Tax Credit Worksheet, line 1 less line 2, not less than zero. ${nr ? 'Form 540NR filers: go to Step 9 (line 29)' : 'Also enter on Form 540, line 76'}`,
    );
  } else {
    yctc = L.setDollars(
      'ftb3514.l28',
      Money.ZERO,
      young.length === 0
        ? `Young Child Tax Credit: none, no qualifying child was under age 6 at the end of ${cx.params.taxYear}`
        : 'Young Child Tax Credit: none, you do not qualify for the California EITC',
    );
  }

  // ---- Part VII: Foster Youth Tax Credit ----
  const fosterCount = Math.max(
    0,
    Math.min(cx.status === 'mfj' ? 2 : 1, Math.trunc(cx.input.ca540?.foster_youth_count ?? 0)),
  );
  let fytc = Money.ZERO;
  if (fosterCount > 0 && qualifies) {
    const each = L.setDollars(
      'fytcWks.l1',
      childCreditAmount(l19, p.fytc),
      `Foster Youth Tax Credit per eligible individual: ${fmt(p.fytc.amount)} less ${usdCents(p.fytc.reductionPerStep)} for each ${fmt(p.fytc.phaseOutStep)} or fraction of earned income over ${fmt(p.fytc.phaseOutStart)}`,
    );
    fytc = L.setDollars(
      'ftb3514.l39',
      each.prorate(fosterCount, 1).via(...(zeroRoute ? [] : [l20])),
      `Foster Youth Tax Credit (${basis}): Foster Youth Tax Credit Worksheet, line 1 × ${fosterCount} eligible individual${fosterCount === 1 ? '' : 's'}. ${nr ? 'Form 540NR filers: go to Step 11 (line 40)' : 'Also enter on Form 540, line 77'}`,
    );
  } else if (fosterCount > 0) {
    fytc = L.setDollars(
      'ftb3514.l39',
      Money.ZERO,
      'Foster Youth Tax Credit: none, you do not qualify for the California EITC',
    );
  }

  if (l20.isPositive() || yctc.isPositive() || fytc.isPositive()) {
    cx.need('ftb3514');
    if (opts.nrPercent) return partYearCredits(cx, opts.nrPercent, { caleitc: l20, yctc, fytc });
    return { caleitc: l20, yctc, fytc };
  }
  // No credit: the form is not filed; keep only the zero credit lines, with the reason, for the return's credit lines.
  const reason = !eligible
    ? why.join('; ')
    : !l19.isPositive()
      ? 'no earned income (line 19)'
      : `earned income (line 19) or federal AGI (line 2) too high for a credit (the limit is ${fmt(p.eitc.maxEarnedIncome)})`;
  for (const f of ['ftb3514', 'caEitcWks', 'yctcWks', 'fytcWks']) L.dropForm(f);
  const none20 = L.setDollars('ftb3514.l20', Money.ZERO, `California EITC: none, ${reason}`);
  const none28 = L.setDollars(
    'ftb3514.l28',
    Money.ZERO,
    `Young Child Tax Credit: none, ${young.length ? reason : 'no qualifying child under age 6'}`,
  );
  const none39 =
    fosterCount > 0
      ? L.setDollars('ftb3514.l39', Money.ZERO, `Foster Youth Tax Credit: none, ${reason}`)
      : Money.ZERO;
  return { caleitc: none20, yctc: none28, fytc: none39 };
}

/**
 * Steps 7, 9 and 11 (Form 540NR filers): each credit times the California exemption credit
 * percentage of Form 540NR line 38 (lines 21–22, 29–30, 40–41). The percentage lines are kept ×100
 * like Form 540NR line 38 (0.6123 → 61.23).
 */
function partYearCredits(cx: CaCtx, pct: Rate, full: Ftb3514Result): Ftb3514Result {
  const L = cx.L;
  const shown = Money.fromCents(divRound(pct.num * 10000n, pct.den));
  const step = (pctLine: number, line: number, of: number, value: Money, name: string, on: number): Money => {
    // The percentage is Form 540NR line 38's, read back from that line.
    const r = L.set(
      `ftb3514.l${pctLine}`,
      shown.from(undefined).via(L.get('ca540nr.l38')),
      `CA exemption credit percentage (shown ×100): Form 540NR line 38 = ${pct.toString(4)}`,
    );
    return L.setDollars(
      `ftb3514.l${line}`,
      value.times(pct).from(undefined).via(value, r),
      `Part-year resident ${name}: multiply line ${of} by line ${pctLine} (${pct.toString(4)}). Also enter on Form 540NR, line ${on}`,
    );
  };
  return {
    caleitc: step(21, 22, 20, full.caleitc, 'EITC', 85),
    yctc: full.yctc.isPositive() ? step(29, 30, 28, full.yctc, 'YCTC', 86) : Money.ZERO,
    fytc: full.fytc.isPositive() ? step(40, 41, 39, full.fytc, 'FYTC', 87) : Money.ZERO,
  };
}
