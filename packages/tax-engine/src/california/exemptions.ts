/**
 * Form 540 / 540NR lines 7-11 (exemption amounts) and the Exemption Credits Worksheet (540 line 32;
 * 540NR line 39 before proration): each credit is reduced by $6 per exemption for each $2,500
 * ($1,250 MFS) or fraction of federal AGI over the 2024 threshold.
 */
import { fmt } from '../context';
import { Money } from '../money';
import type { CaCtx } from './context';
import { tableOf } from './lines';

export interface ExemptionCounts {
  personal: number;
  blind: number;
  senior: number;
  dependents: number;
}

/** Born before `bornBefore` (65 or older at the end of the year), or flagged 65 or older. */
function isSenior(flag: boolean | undefined, dob: string | undefined, bornBefore: string): boolean {
  return !!flag || (!!dob && dob < bornBefore);
}

/** The counts of Form 540 lines 7-10 as entered, or as the federal return says. */
export function exemptionCounts(cx: CaCtx): ExemptionCounts {
  const f = cx.input.federal;
  const e = cx.input.ca540 ?? {};
  const two = cx.status === 'mfj' || cx.status === 'qss';
  const spouse = cx.status === 'mfj';
  const born = cx.params.exemption.seniorBornBefore;
  let personal = e.personal_exemptions_n ?? (two ? 2 : 1);
  if (e.personal_exemptions_n === undefined && f.claimed_as_dependent) {
    personal = 0;
    cx.warn(
      'Someone else can claim you as a dependent (Form 540 line 6): no personal exemption credit is claimed; enter it if the instructions allow one.',
    );
  }
  const blind = e.blind_exemptions_n ?? Number(!!f.taxpayer_blind) + Number(spouse && !!f.spouse_blind);
  const senior =
    e.senior_exemptions_n ??
    Number(isSenior(f.taxpayer_over_65, f.taxpayer?.date_of_birth, born)) +
      Number(spouse && isSenior(f.spouse_over_65, f.spouse?.date_of_birth, born));
  const dependents = (e.dependents ?? f.dependents ?? []).length;
  return { personal, blind, senior, dependents };
}

/** Lines 7-11 of `form` ('ca540' or 'ca540nr'); returns the counts and line 11. */
export function exemptionLines(cx: CaCtx, form: string): { n: ExemptionCounts; total: Money } {
  const L = cx.L;
  const p = cx.params.exemption;
  const n = exemptionCounts(cx);
  const T = tableOf(form);
  const k = (l: string): string => `${form}.${l}`;
  const line = (l: number, count: number, each: number): Money =>
    L.setDollars(
      T.key(l),
      Money.dollars(count * each),
      `${T.text(l)}: ${count} × ${fmt(Money.dollars(each))}`,
    );
  line(7, n.personal, p.personal);
  line(8, n.blind, p.blind);
  line(9, n.senior, p.senior);
  line(10, n.dependents, p.dependent);
  const total = L.setDollars(
    T.key(11),
    Money.sum(['l7', 'l8', 'l9', 'l10'].map((l) => L.get(k(l)))),
    T.text(11),
  );
  return { n, total };
}

/** True when federal AGI is over the phase-out threshold (the worksheet is needed). */
export function exemptionPhaseOutApplies(cx: CaCtx): boolean {
  return cx.fed('f1040.l11').gt(Money.dollars(cx.params.exemptionPhaseOut.threshold[cx.status]));
}

/**
 * The Exemption Credits Worksheet ('caWks#exemptionCredits.l1'…'l12') over lines 7-10 of `form`;
 * returns line 12, the exemption credits allowed.
 */
export function exemptionCreditsWorksheet(cx: CaCtx, form: string, n: ExemptionCounts): Money {
  const L = cx.L;
  const ph = cx.params.exemptionPhaseOut;
  const k = (l: string): string => `caWks#exemptionCredits.${l}`;
  const f = (l: string): string => `${form}.${l}`;
  const formName = form === 'ca540nr' ? 'Form 540NR' : 'Form 540';
  const l1 = L.setDollars(k('l1'), cx.fed('f1040.l11'), 'Federal AGI (Form 1040, line 11)');
  const thr = Money.dollars(ph.threshold[cx.status]);
  const l2 = L.setDollars(k('l2'), thr, `Threshold for the filing status: ${fmt(thr)}`);
  const personal = Money.sum([L.get(f('l7')), L.get(f('l8')), L.get(f('l9'))]);
  const deps = L.get(f('l10'));
  const l3 = L.setDollars(k('l3'), l1.minus(l2).clampZero(), 'Subtract line 2 from line 1');
  const step = Money.dollars(ph.step[cx.status]);
  const steps = l3.stepsOf(step, true);
  const l4 = L.set(
    k('l4'),
    Money.dollars(steps).via(l3),
    `Divide line 3 by ${fmt(step)}; a fraction is rounded up to the next whole number`,
  );
  const l5 = L.setDollars(
    k('l5'),
    l4.times(ph.reduction),
    `Multiply line 4 by ${fmt(Money.dollars(ph.reduction))}`,
  );
  const l6 = L.set(
    k('l6'),
    // The counts are the boxes of the form's lines 7-9, whose amounts they set.
    Money.dollars(n.personal + n.blind + n.senior).via(L.get(f('l7')), L.get(f('l8')), L.get(f('l9'))),
    `Add the numbers in the boxes on ${formName}, lines 7, 8 and 9`,
  );
  const l7 = L.setDollars(k('l7'), l5.times(String(l6.cents / 100n)).via(l6), 'Multiply line 5 by line 6');
  const l8 = L.setDollars(
    k('l8'),
    personal.minus(l7).clampZero(),
    `Personal, blind and senior credits (${formName}, lines 7, 8 and 9) less line 7; not less than zero`,
  );
  const l9 = L.set(
    k('l9'),
    Money.dollars(n.dependents).via(deps),
    `Number of dependents on ${formName}, line 10`,
  );
  const l10 = L.setDollars(k('l10'), l5.times(String(l9.cents / 100n)).via(l9), 'Multiply line 5 by line 9');
  const l11 = L.setDollars(
    k('l11'),
    deps.minus(l10).clampZero(),
    `Dependent credits (${formName}, line 10) less line 10; not less than zero`,
  );
  return L.setDollars(k('l12'), l8.plus(l11), 'Total exemption credits: add line 8 and line 11');
}
