/**
 * Form 540 (2024) — California Resident Income Tax Return, lines 7-115, by the 2024 Form 540
 * booklet. Reads the federal return (1040 line 11, Schedules 1 and A) through Schedule CA (540).
 */
import { fmt, m, sumOf } from '../context';
import { Money } from '../money';
import type { CaCtx } from './context';
import { exemptionCreditsWorksheet, exemptionLines, exemptionPhaseOutApplies } from './exemptions';
import { computeFtb3506 } from './ftb3506';
import { computeFtb3514 } from './ftb3514';
import { balanceLines, paymentLines, type Balance } from './payments';
import { renterCredit, type RenterCredit } from './renters';
import { scheduleCAPartI } from './scheduleCA';
import { hasItemized, scheduleCAPartII } from './scheduleCAPartII';
import { creditLimits, keepScheduleP, scheduleP } from './scheduleP';
import { F540, tableOf } from './lines';
import { caTax } from './taxTable';

const k = (l: number | string): string => F540.key(l);
const txt = (l: number | string): string => F540.text(l);

/** The California standard deduction (Form 540 line 18), with the worksheet for dependents. */
export function caStandardDeduction(cx: CaCtx): { value: Money; text: string } {
  const full = Money.dollars(cx.params.standardDeduction[cx.status]);
  if (!cx.input.federal.claimed_as_dependent)
    return { value: full, text: `California standard deduction ${fmt(full)}` };
  const d = cx.params.dependentStandardDeduction;
  const earned = cx.fed('f1040.l1z').plus(Money.dollars(d.earnedPlus));
  const v = Money.min(full, Money.max(Money.dollars(d.min), earned));
  return {
    value: v,
    text: `Standard deduction for dependents: greater of ${fmt(Money.dollars(d.min))} or earned income + ${fmt(Money.dollars(d.earnedPlus))}, not more than ${fmt(full)}`,
  };
}

/** Line 12: state wages (W-2 box 16) where the state is CA or blank. */
export function stateWages(cx: CaCtx): Money {
  return sumOf(
    cx.input.federal.w2s?.filter((w) => !w.state || w.state.trim().toUpperCase() === 'CA'),
    (w) =>
      w.state_wages === undefined || w.state_wages === null || w.state_wages === '' ? w.wages : w.state_wages,
  );
}

/** Lines 12-19 (shared with the 540NR, whose lines 12-19 are the same); returns line 18's kind. */
export function incomeLines(cx: CaCtx, form: string): { itemized: boolean } {
  const L = cx.L;
  const T = tableOf(form);
  const f = (l: number): string => T.key(l);
  L.setDollars(f(12), stateWages(cx), T.text(12));
  const l13 = L.setDollars(f(13), cx.fed('f1040.l11'), T.text(13));
  const partI = scheduleCAPartI(cx);
  cx.need('scheduleCA');
  const l14 = L.setDollars(f(14), partI.b, T.text(14));
  const l15 = L.setDollars(f(15), l13.minus(l14), T.text(15));
  const l16 = L.setDollars(f(16), partI.c, T.text(16));
  const l17 = L.setDollars(f(17), l15.plus(l16), T.text(17));
  const std = caStandardDeduction(cx);
  let l18: Money;
  let itemized = false;
  if (hasItemized(cx)) {
    const p2 = scheduleCAPartII(cx, std.value);
    itemized = p2.itemized;
    l18 = L.setDollars(f(18), p2.l30, T.text(18));
  } else {
    l18 = L.setDollars(f(18), std.value, std.text);
  }
  L.setDollars(f(19), l17.minus(l18).clampZero(), T.text(19));
  return { itemized };
}

/** Line 31 (540 and 540NR): manual entry, Tax Table or rate schedule on line 19. */
export function taxLine(cx: CaCtx, form: string): Money {
  const manual = cx.input.ca540?.line31_tax_manual;
  const ti = cx.L.get(`${form}.l19`);
  if (manual !== undefined && manual !== null && manual !== '')
    return cx.L.setDollars(`${form}.l31`, m(manual), tableOf(form).text(31));
  const t = caTax(cx.params, cx.status, ti);
  return cx.L.setDollars(
    `${form}.l31`,
    t.tax,
    t.source === 'table'
      ? `Tax on line 19 from the ${cx.params.taxYear} California Tax Table (filing status ${cx.status})`
      : `Tax on line 19 by the ${cx.params.taxYear} California Tax Rate Schedule for filing status ${cx.status}`,
  );
}

export interface Ca540Outcome extends Balance {
  renter: RenterCredit;
}

export function computeForm540(cx: CaCtx): Ca540Outcome {
  const L = cx.L;
  const e = cx.input.ca540 ?? {};
  cx.need('ca540');
  const ex = exemptionLines(cx, 'ca540');
  const { itemized } = incomeLines(cx, 'ca540');
  const l31 = taxLine(cx, 'ca540');
  const l32 = exemptionPhaseOutApplies(cx)
    ? L.setDollars(
        k(32),
        exemptionCreditsWorksheet(cx, 'ca540', ex.n),
        'Exemption credits (Exemption Credits Worksheet: federal AGI over the threshold)',
      )
    : L.setDollars(k(32), ex.total, txt(32));
  const l33 = L.setDollars(k(33), l31.minus(l32).clampZero(), txt(33));
  const l34 = L.setDollars(k(34), m(e.line34_other_taxes), txt(34));
  const l35 = L.setDollars(k(35), l33.plus(l34), txt(35));
  // Schedule P first: its tentative minimum tax limits the credits on lines 40-46.
  const p = scheduleP(cx, itemized);
  const care = computeFtb3506(cx);
  const renter = renterCredit(cx, L.get(k(17)));
  const used = creditLimits(cx, p.tmt, care, renter.credit);
  keepScheduleP(cx, p, used);
  const viaP = cx.needs('scheduleP') && L.has('scheduleP.partIII.l1');
  L.setDollars(
    k(40),
    viaP ? used.care : care,
    viaP && used.care.lt(care)
      ? `Nonrefundable child and dependent care expenses credit (FTB 3506 ${fmt(care)}), limited to the tax over the tentative minimum tax (Schedule P (540) Part III, column (b))`
      : txt(40),
  );
  if (care.isPositive()) cx.need('ftb3506');
  const renterText = renter.eligible
    ? `${txt(46)} (California AGI not over ${fmt(renter.agiLimit)})`
    : `${txt(46)}: none (${renter.reason})`;
  L.setDollars(
    k(46),
    viaP ? used.renter : renter.credit,
    viaP && renter.credit.isPositive()
      ? `${renterText}, credit used (Schedule P (540) Part III, column (b))`
      : renterText,
  );
  const l47 = L.setDollars(k(47), L.get(k(40)).plus(L.get(k(46))), txt(47));
  const l48 = L.setDollars(k(48), l35.minus(l47).clampZero(), txt(48));
  L.setDollars(k(61), p.amt, txt(61));
  const mh = cx.params.mentalHealth;
  L.setDollars(
    k(62),
    L.get(k(19)).minus(Money.dollars(mh.threshold)).clampZero().times(mh.rate),
    `${txt(62)} ${fmt(Money.dollars(mh.threshold))}`,
  );
  L.setDollars(k(63), m(e.recapture_other_taxes), txt(63));
  L.setDollars(k(64), Money.sum([l48, L.get(k(61)), L.get(k(62)), L.get(k(63))]), txt(64));
  const c = computeFtb3514(cx);
  if (!c.caleitc.isZero() || !c.yctc.isZero() || !c.fytc.isZero()) cx.need('ftb3514');
  paymentLines(cx, 'ca540', { wh: '71', est: '72', nr592: '73', sdi: '74', total: '78' }, [
    { key: k(75), value: c.caleitc, text: txt(75) },
    { key: k(76), value: c.yctc, text: txt(76) },
    { key: k(77), value: c.fytc, text: txt(77) },
  ]);
  return { ...balanceLines(cx, 'ca540', k(64), k(78)), renter };
}
