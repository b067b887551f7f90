/**
 * Form 540NR (2024) — California Nonresident or Part-Year Resident Income Tax Return. The tax is
 * figured on all income as if a resident (line 31 on line 19), then prorated: CA tax rate = line 31
 * ÷ line 19 (line 36, four decimals), CA tax = CA taxable income × that rate (line 37); exemption
 * credits are prorated by CA taxable income ÷ total taxable income (line 38, four decimals, not
 * more than 1). California AGI (line 32) is Schedule CA (540NR) Part IV line 1, the Part II line 27
 * column E total (scheduleCANR.ts), unless the filer enters it (agi_ca, kept for records saved before
 * the per-line allocation). California taxable income is Part IV: CA AGI less the deduction
 * prorated by CA AGI ÷ AGI from all sources, unless entered.
 * Credits: line 50 FTB 3506 with California-source earned income; line 61 renter's credit. Payments:
 * lines 81-84, the FTB 3514 credits prorated by line 38 on lines 85 (CalEITC), 86 (YCTC) and 87 (FYTC),
 * total line 88; lines 91-125 in f540nrBalance.ts.
 */
import { fmt, m } from '../context';
import { Money, Rate, divRound } from '../money';
import { computeFtb3506, type CaEarnedShare } from './ftb3506';
import { computeFtb3514 } from './ftb3514';
import { balanceLines540NR } from './f540nrBalance';
import { scheduleCANRPartII } from './scheduleCANR';
import type { CaCtx } from './context';
import { F540NR } from './lines/f540nr-lines';
import { CA_NR_PART_IV as P4 } from './lines/scheduleCA-lines';
import { exemptionCreditsWorksheet, exemptionLines, exemptionPhaseOutApplies } from './exemptions';
import { incomeLines, taxLine } from './f540';
import { paymentLines, type Balance } from './payments';
import { renterCredit, type RenterCredit } from './renters';
import { schedulePNR } from './schedulePNR';

const k = (l: number | string): string => F540NR.key(l);
const txt = (l: number | string): string => F540NR.text(l);
const ONE = Rate.ONE;

/** Whole months in California from the move-in / move-out dates (part-year residents). */
export function monthsResident(
  year: number,
  moveIn?: string | null,
  moveOut?: string | null,
): number | undefined {
  if (!moveIn && !moveOut) return undefined;
  const month = (d: string): number => Number(d.slice(5, 7));
  const from = moveIn && moveIn.startsWith(String(year)) ? month(moveIn) : 1;
  const to = moveOut && moveOut.startsWith(String(year)) ? month(moveOut) : 12;
  return Math.max(0, Math.min(12, to - from + 1));
}

/** A four-decimal ratio kept on a line as a percentage with two decimals (0.6123 → 61.23). */
/** A ratio kept as a percentage line; it depends on the amounts it divides (`from`, else the ratio's own). */
const pctLine = (r: Rate, ...from: Money[]): Money =>
  Money.fromCents(divRound(r.num * 10000n, r.den)).via(r, ...from);

/** a ÷ b to four decimals, not more than 1 when `cap`. Zero when b is zero. */
function ratio4(a: Money, b: Money, cap: boolean): Rate {
  if (!b.isPositive()) return Rate.ZERO;
  const r = a.clampZero().ratio(b).round(4);
  return cap && ONE.lt(r) ? ONE : r;
}

/**
 * Lines 85-87 name FTB 3514's part-year line (22, 30, 41); without one (no credit, so no Step 7, 9
 * or 11), the credit is the zero of the full-year line (20, 28, 39), and the text names that.
 */
function creditText(cx: CaCtx, line: number, partYear: number, full: number): string {
  const t = txt(line);
  return cx.L.has(`ftb3514.l${partYear}`) ? t : t.replace(`line ${partYear}`, `line ${full}`);
}

export interface Ca540NrOutcome extends Balance {
  renter: RenterCredit;
}

export function computeForm540NR(cx: CaCtx): Ca540NrOutcome {
  const L = cx.L;
  const e = cx.input.ca540 ?? {};
  const nr = cx.input.nr ?? {
    residency_status: cx.input.residency === 'part_year' ? 'part_year' : 'nonresident',
  };
  cx.need('ca540nr');
  const ex = exemptionLines(cx, 'ca540nr');
  incomeLines(cx, 'ca540nr');
  const l19 = L.get(k(19));
  const l31 = taxLine(cx, 'ca540nr');
  // Schedule CA (540NR) Part IV — California taxable income.
  const p4 = (l: number): string => P4.key(l);
  const override = nr.agi_ca !== undefined && nr.agi_ca !== null && nr.agi_ca !== '';
  const partII = scheduleCANRPartII(cx, !override);
  const p4l1 = L.setDollars(
    p4(1),
    override ? m(nr.agi_ca) : partII.e,
    override
      ? 'CA adjusted gross income entered by the filer, in place of the Part II column E total'
      : P4.text(1),
  );
  L.setDollars(k(32), p4l1, txt(32));
  let caTi: Money;
  if (nr.taxable_income_ca !== undefined && nr.taxable_income_ca !== null && nr.taxable_income_ca !== '') {
    caTi = L.setDollars(k(35), m(nr.taxable_income_ca), txt(35));
  } else {
    const p4l2 = L.setDollars(p4(2), L.get(k(18)), P4.text(2));
    const pct = ratio4(p4l1, L.get(k(17)), true);
    const p4l3 = L.set(
      p4(3),
      pctLine(pct, p4l1, L.get(k(17))),
      `${P4.text(3)} = ${pct.toString(4)} (not more than 1.0000)`,
    );
    // Line 4 reads lines 2 and 3 (the percentage line, not the ratio's own amounts).
    const ded = L.setDollars(
      p4(4),
      p4l2.times(pct).from(undefined).via(p4l2, p4l3),
      `${P4.text(4)} (${pct.toString(4)})`,
    );
    L.setDollars(p4(5), p4l1.minus(ded).clampZero(), P4.text(5));
    caTi = L.setDollars(
      k(35),
      p4l1.minus(ded).clampZero(),
      'CA taxable income (Schedule CA (540NR), Part IV: line 1 less line 4)',
    );
  }
  const rate = ratio4(l31, l19, false);
  L.set(k(36), pctLine(rate, l31, l19), `${txt(36)} = ${rate.toString(4)}`);
  const l37 = L.setDollars(k(37), caTi.times(rate), `${txt(37)} ${rate.toString(4)}`);
  const pct = ratio4(caTi, l19, true);
  L.set(k(38), pctLine(pct, caTi, l19), `${txt(38)} = ${pct.toString(4)} (not more than 1.0000)`);
  const credits = exemptionPhaseOutApplies(cx) ? exemptionCreditsWorksheet(cx, 'ca540nr', ex.n) : ex.total;
  const l39 = L.setDollars(
    k(39),
    credits.times(pct).via(caTi, l19),
    `${txt(39)}: ${exemptionPhaseOutApplies(cx) ? 'exemption credits after the phase-out worksheet' : 'line 11'} × line 35 ÷ line 19 (${pct.toString(4)})`,
  );
  const l40 = L.setDollars(k(40), l37.minus(l39).clampZero(), txt(40));
  const l41 = L.setDollars(k(41), m(e.line34_other_taxes), txt(41));
  const l42 = L.setDollars(k(42), l40.plus(l41), txt(42));
  const renter = nrRenterCredit(cx, nr.residency_status, nr.date_moved_in, nr.date_moved_out);
  const entered = nr.nonref_renters_credit;
  const l61 = L.setDollars(
    k(61),
    entered !== undefined && entered !== null && entered !== '' ? m(entered) : renter.credit,
    entered !== undefined && entered !== null && entered !== ''
      ? `${txt(61)} (entered)`
      : `${txt(61)}${renter.eligible ? '' : `: none (${renter.reason})`}`,
  );
  const l50 = L.setDollars(k(50), computeFtb3506(cx, caEarnedShare(cx)), txt(50));
  if (l50.isPositive()) cx.need('ftb3506');
  const l62 = L.setDollars(k(62), l50.plus(l61), txt(62));
  const l63 = L.setDollars(k(63), l42.minus(l62).clampZero(), txt(63));
  L.setDollars(k(71), schedulePNR(cx), txt(71));
  const mh = cx.params.mentalHealth;
  L.setDollars(
    k(72),
    l19.minus(Money.dollars(mh.threshold)).clampZero().times(mh.rate).times(pct).via(caTi),
    `${txt(72)} ${fmt(Money.dollars(mh.threshold))}, × line 35 ÷ line 19`,
  );
  L.setDollars(k(73), m(e.recapture_other_taxes), txt(73));
  L.setDollars(k(74), Money.sum([l63, L.get(k(71)), L.get(k(72)), L.get(k(73))]), txt(74));
  const c = computeFtb3514(cx, { nrPercent: pct });
  paymentLines(cx, 'ca540nr', { wh: '81', est: '82', nr592: '83', sdi: '84', total: '88' }, [
    { key: k(85), value: c.caleitc, text: creditText(cx, 85, 22, 20) },
    { key: k(86), value: c.yctc, text: creditText(cx, 86, 30, 28) },
    { key: k(87), value: c.fytc, text: creditText(cx, 87, 41, 39) },
  ]);
  return { ...balanceLines540NR(cx), renter };
}

/**
 * FTB 3506 lines 4 and 5 on the 540NR: the part of wages and of self-employment earnings that is
 * California earned income, as the filer allocated it on Schedule CA (540NR) (column E ÷ column D of
 * line 1z and of Section B line 3, each between 0 and 1); wages by the W-2 state rows when the filer
 * kept line 1a column E at its default.
 */
function caEarnedShare(cx: CaCtx): CaEarnedShare {
  const share = (row: string): Rate => {
    const d = cx.L.get(`scheduleCANR.partII.${row}.d`);
    const e = cx.L.get(`scheduleCANR.partII.${row}.e`);
    return d.isPositive() ? ratio4(e, d, true) : Rate.ZERO;
  };
  const entered = cx.input.nr?.ca_amounts ?? {};
  const a1aEntered = Object.prototype.hasOwnProperty.call(entered, 'A1a');
  return { wages: a1aEntered ? share('l1z') : undefined, se: share('secB.l3') };
}

/** Renter's credit of a 540NR filer: none for a nonresident; prorated by months in California for a part-year resident. */
function nrRenterCredit(
  cx: CaCtx,
  status: string,
  moveIn?: string | null,
  moveOut?: string | null,
): RenterCredit {
  const r = renterCredit(cx, cx.L.get(k(17)));
  if (status === 'nonresident')
    return {
      ...r,
      eligible: false,
      credit: Money.ZERO,
      reason: r.reason ? `${r.reason}; a nonresident` : 'a nonresident',
    };
  const months = monthsResident(cx.params.taxYear, moveIn, moveOut);
  if (months === undefined || !r.eligible) return r;
  return { ...r, credit: r.credit.prorate(months, 12).roundDollars() };
}
