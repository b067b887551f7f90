/**
 * Schedule 1-A (Form 1040), Additional Deductions — new for 2025 (P.L. 119-21): no tax on tips
 * (Part II), no tax on overtime (Part III), no tax on car loan interest (Part IV) and the enhanced
 * deduction for seniors (Part V). Line 38 goes to Form 1040 line 13b. A year whose parameter set
 * has no `schedule1A` has no such schedule.
 */
import { Ctx, fmt, m, ownerOf, pct, sumOf } from '../context';
import { Money } from '../money';
import type { PhasedDeduction } from '../params';
import { validForCtc } from '../credits/tin';
import type { Owner } from '../types';
import type { Earnings } from './f1040Income';

const FORM = 'schedule1A';
const k = (line: string) => `${FORM}.${line}`;

/** The filer (or spouse) has an SSN valid for work: the "valid SSN" of Schedule 1-A's cautions. */
function validSsn(ctx: Ctx, who: Owner): boolean {
  const person = who === 'taxpayer' ? ctx.input.taxpayer : ctx.input.spouse;
  return validForCtc(person?.tin_type);
}

/**
 * The seven lines that end each of Parts II-IV: the total (line `totalLine`) limited to the cap on
 * line `first`, then MAGI, the threshold, the excess, its count of $1,000 steps, the reduction and
 * the deduction (lines 7-13 for tips, 15-21 overtime, 24-30 car loan interest).
 */
function capAndPhaseOut(
  ctx: Ctx,
  P: PhasedDeduction,
  total: Money,
  totalLine: string,
  first: number,
  magi: Money,
  resultText: string,
): Money {
  const L = ctx.L;
  const [nCap, nMagi, nThreshold, nExcess, nSteps, nReduction, nResult] = [0, 1, 2, 3, 4, 5, 6].map((i) =>
    String(first + i),
  ) as [string, string, string, string, string, string, string];
  const cap = Money.dollars(P.cap[ctx.status]);
  const limited = L.setDollars(
    k(`l${nCap}`),
    Money.min(total, cap).via(total),
    `Enter the smaller of line ${totalLine} or ${fmt(cap)}`,
  );
  const l8 = L.setDollars(k(`l${nMagi}`), magi, 'Enter the amount from line 3');
  const threshold = Money.dollars(P.threshold[ctx.status]);
  const l9 = L.setDollars(k(`l${nThreshold}`), threshold, `Enter ${fmt(threshold)}`);
  const over = l8.minus(l9);
  if (!over.isPositive()) {
    L.setDollars(
      k(`l${nExcess}`),
      Money.ZERO.via(over, limited),
      `Subtract line ${nThreshold} from line ${nMagi}. If zero or less, enter the amount from line ${nCap} on line ${nResult}`,
    );
    return L.setDollars(k(`l${nResult}`), limited, resultText);
  }
  const l10 = L.setDollars(k(`l${nExcess}`), over, `Subtract line ${nThreshold} from line ${nMagi}`);
  const step = Money.dollars(P.step);
  const steps = l10.stepsOf(step, P.roundSteps === 'up');
  // A count of thousands, kept as a line so the reduction reads it.
  const l11 = L.set(
    k(`l${nSteps}`),
    Money.fromCents(steps * 100n).via(l10),
    `Divide line ${nExcess} by ${fmt(step)}, ${P.roundSteps === 'up' ? 'increased to the next higher' : 'decreased to the next lower'} whole number`,
  );
  const perStep = Money.dollars(P.perStep);
  const l12 = L.setDollars(
    k(`l${nReduction}`),
    Money.fromCents(steps * perStep.cents).via(l11),
    `Multiply line ${nSteps} by ${fmt(perStep)}`,
  );
  return L.setDollars(
    k(`l${nResult}`),
    limited.minus(l12).clampZero(),
    `${resultText}: subtract line ${nReduction} from line ${nCap}. If zero or less, enter -0-`,
  );
}

/** Part II: qualified tips (lines 4a-13). */
function tips(ctx: Ctx, e: Earnings, magi: Money, P: PhasedDeduction): Money {
  const L = ctx.L;
  const inp = ctx.input;
  const owners = ctx.persons().filter((who) => validSsn(ctx, who));
  const w2 = (inp.w2s ?? []).filter((w) => owners.includes(ownerOf(w)) && m(w.qualified_tips).isPositive());
  const employers = new Set(w2.map((w) => w.employer_ein ?? w.employer_name ?? ''));
  const w2Tips = sumOf(w2, (w) => w.qualified_tips);
  // One employer: line 4a is the W-2's; several: 4a and 4b are -0- and line 4c adds each employer's.
  const one = employers.size <= 1;
  const l4a = L.setDollars(
    k('l4a'),
    one ? w2Tips : Money.ZERO,
    one
      ? 'Qualified tips included on Form W-2, box 7'
      : 'Tips from more than one employer: -0- (each employer’s qualified tips are added below)',
  );
  const l4b = L.setDollars(k('l4b'), Money.ZERO, 'Qualified tips included on Form 4137 (not filed): -0-');
  const l4c = L.setDollars(
    k('l4c'),
    one ? Money.max(l4a, l4b) : w2Tips,
    one ? 'The larger of line 4a or line 4b' : 'Each employer’s qualified tips (Form W-2), added',
  );
  // Line 5: tips of a trade or business, not more than its net profit.
  let l5raw = Money.ZERO;
  for (const who of owners) {
    const reported = sumOf(
      [...(inp.f1099_nec ?? []), ...(inp.f1099_misc ?? [])].filter((d) => ownerOf(d) === who),
      (d) => d.qualified_tips,
    );
    if (!reported.isPositive()) continue;
    const profit = Money.sum(e.businesses.filter((b) => b.owner === who).map((b) => b.netProfit)).clampZero();
    l5raw = l5raw.plus(Money.min(reported, profit));
  }
  const l5 = L.setDollars(
    k('l5'),
    l5raw,
    'Qualified tips included in Form 1099-NEC box 1 or Form 1099-MISC box 3, not more than the net profit of the business (Schedule C line 31)',
  );
  const l6 = L.setDollars(k('l6'), l4c.plus(l5), 'Add lines 4c and 5');
  return capAndPhaseOut(ctx, P, l6, '6', 7, magi, 'Qualified tips deduction');
}

/** Part III: qualified overtime compensation (lines 14a-21). */
function overtime(ctx: Ctx, magi: Money, P: PhasedDeduction): Money {
  const L = ctx.L;
  const inp = ctx.input;
  const owners = ctx.persons().filter((who) => validSsn(ctx, who));
  const mine = <T extends { owner?: Owner }>(xs: readonly T[] | undefined) =>
    (xs ?? []).filter((x) => owners.includes(ownerOf(x)));
  const l14a = L.setDollars(
    k('l14a'),
    sumOf(mine(inp.w2s), (w) => w.qualified_overtime),
    'Qualified overtime compensation included in Form W-2, box 1',
  );
  const l14b = L.setDollars(
    k('l14b'),
    sumOf([...mine(inp.f1099_nec), ...mine(inp.f1099_misc)], (d) => d.qualified_overtime),
    'Qualified overtime compensation included in Form 1099-NEC box 1 or Form 1099-MISC box 3',
  );
  const l14c = L.setDollars(k('l14c'), l14a.plus(l14b), 'Add lines 14a and 14b');
  return capAndPhaseOut(ctx, P, l14c, '14c', 15, magi, 'Qualified overtime compensation deduction');
}

/** Part IV: qualified passenger vehicle loan interest (lines 22-30). */
function carLoanInterest(ctx: Ctx, magi: Money, P: PhasedDeduction): Money {
  const L = ctx.L;
  // Rows 22a, 22b, … (the form prints two; more loans continue the letters): column (iii) is the
  // line's amount, column (ii) the part deducted on Schedule C, E or F.
  const loans = (ctx.input.schedule_1a?.vehicle_loans ?? []).slice(0, 26);
  const letters = loans.map((_, i) => String.fromCharCode(97 + i));
  const rows = loans.map((loan, i) => {
    L.setDollars(
      k(`l22${letters[i]!}_ii`),
      m(loan.deducted_elsewhere),
      'Interest deducted on Schedule C, E or F',
    );
    return L.setDollars(
      k(`l22${letters[i]!}`),
      m(loan.interest).minus(m(loan.deducted_elsewhere)).clampZero(),
      `Interest paid on the loan for vehicle ${loan.vin?.trim() || String(i + 1)}, less the part deducted on Schedule C, E or F`,
    );
  });
  const last = letters[letters.length - 1] ?? 'a';
  const l23 = L.setDollars(
    k('l23'),
    Money.sum(rows),
    letters.length <= 1
      ? 'The amount on line 22a'
      : letters.length === 2
        ? 'Add lines 22a and 22b'
        : `Add lines 22a through 22${last}`,
  );
  return capAndPhaseOut(ctx, P, l23, '23', 24, magi, 'Qualified passenger vehicle loan interest deduction');
}

/** Part V: the enhanced deduction for seniors (lines 31-37). */
function senior(ctx: Ctx, magi: Money, P: NonNullable<Ctx['params']['schedule1A']>['senior']): Money {
  const L = ctx.L;
  const l31 = L.setDollars(k('l31'), magi, 'Enter the amount from line 3');
  const threshold = Money.dollars(P.threshold[ctx.status]);
  const l32 = L.setDollars(k('l32'), threshold, `Enter ${fmt(threshold)}`);
  const amount = Money.dollars(P.amount);
  const l33 = L.setDollars(
    k('l33'),
    l31.minus(l32).clampZero(),
    'Subtract line 32 from line 31. If zero or less, enter -0-',
  );
  const l34 = L.setDollars(k('l34'), l33.times(P.rate), `Multiply line 33 by ${pct(P.rate)} (${P.rate})`);
  const l35 = L.setDollars(
    k('l35'),
    amount.minus(l34).clampZero(),
    `Subtract line 34 from ${fmt(amount)}. If zero or less, enter -0-`,
  );
  const qualifies = (who: Owner) => validSsn(ctx, who) && ctx.is65(who);
  const l36a = L.setDollars(
    k('l36a'),
    qualifies('taxpayer') ? l35 : Money.ZERO,
    qualifies('taxpayer')
      ? 'You have a valid social security number and were born before the year’s 65 date: the amount from line 35'
      : 'You were not 65 or older at the end of the year, or have no valid social security number: -0-',
  );
  const l36b = L.setDollars(
    k('l36b'),
    ctx.joint && qualifies('spouse') ? l35 : Money.ZERO,
    ctx.joint && qualifies('spouse')
      ? 'Your spouse has a valid social security number and was born before the year’s 65 date: the amount from line 35'
      : 'No spouse on a joint return who is 65 or older with a valid social security number: -0-',
  );
  return L.setDollars(k('l37'), l36a.plus(l36b), 'Enhanced deduction for seniors. Add lines 36a and 36b');
}

/** What would make a Part worth filling: an amount entered, or a person 65 or older. */
function wanted(ctx: Ctx) {
  const inp = ctx.input;
  const docs = [...(inp.w2s ?? []), ...(inp.f1099_nec ?? []), ...(inp.f1099_misc ?? [])];
  return {
    tips: docs.some((d) => m(d.qualified_tips).isPositive()),
    overtime: docs.some((d) => m(d.qualified_overtime).isPositive()),
    car: (inp.schedule_1a?.vehicle_loans ?? []).some((l) => m(l.interest).isPositive()),
    senior: ctx.persons().some((who) => ctx.is65(who)),
  };
}

/**
 * Schedule 1-A of the return (Form 1040 line 13b), or zero when the year has none or nothing
 * on the return calls for it. `agi` is Form 1040 line 11 (11b on the 2025 form).
 */
export function schedule1A(ctx: Ctx, e: Earnings, agi: Money): Money {
  const P = ctx.params.schedule1A;
  if (!P) return Money.ZERO;
  const want = wanted(ctx);
  if (!want.tips && !want.overtime && !want.car && !want.senior) return Money.ZERO;
  const L = ctx.L;
  // Married filing separately: tips, overtime and the senior deduction need a joint return.
  const mfs = ctx.status === 'mfs';
  if (mfs && (want.tips || want.overtime))
    ctx.warn(
      'Schedule 1-A: a married person must file jointly to deduct qualified tips or overtime; they were not deducted on this separate return.',
    );
  const joint = { tips: want.tips && !mfs, overtime: want.overtime && !mfs, senior: want.senior && !mfs };
  if (!joint.tips && !joint.overtime && !want.car && !joint.senior) return Money.ZERO;
  const l1 = L.setDollars(k('l1'), agi, `Enter the amount from Form 1040, line ${ctx.no('f1040.l11')}`);
  // Lines 2a-2d (excluded Puerto Rico, foreign and possession income) are not taken by this product.
  const l3 = L.setDollars(k('l3'), l1, 'Add lines 1 and 2e (modified adjusted gross income)');
  const parts = [
    joint.tips ? tips(ctx, e, l3, P.tips) : Money.ZERO,
    joint.overtime ? overtime(ctx, l3, P.overtime) : Money.ZERO,
    want.car ? carLoanInterest(ctx, l3, P.carLoanInterest) : Money.ZERO,
    joint.senior ? senior(ctx, l3, P.senior) : Money.ZERO,
  ];
  const l38 = L.setDollars(
    k('l38'),
    Money.sum(parts),
    'Add lines 13, 21, 30, and 37. Enter here and on Form 1040, line 13b',
  );
  // Nothing to deduct (over the phase-outs, or no valid SSN): the schedule is not attached.
  if (l38.isZero()) {
    L.dropForm(FORM);
    return Money.ZERO;
  }
  ctx.need(FORM);
  return l38;
}
