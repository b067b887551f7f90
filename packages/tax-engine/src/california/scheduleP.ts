/**
 * Schedule P (540) 2024 — Alternative Minimum Tax and Credit Limitations — Residents.
 *
 * Part I (AMTI, lines 1-21) with the items the engine knows: line 1 the standard deduction, or,
 * when itemizing, lines 2 (medical: smaller of federal Schedule A line 4 or 2½% of federal AGI),
 * 3 (real and personal property taxes, California amounts of Schedule CA (540) Part II lines 5b
 * and 5c) and 5 (miscellaneous deductions, Schedule CA Part II line 25); lines 8, 10 and 13 from
 * the federal input's AMT adjustments (depreciation, incentive stock options, other); line 15
 * taxable income (Form 540 line 17 less line 18, negative when the deduction is larger); line 18
 * the itemized deductions limitation taken back out (Schedule CA Part II line 28 less line 29).
 * Not known to the engine, left blank: lines 4, 6, 7, 9, 11, 12, 16, 17 (AMTI exclusion of a
 * small business), 20, and the line 22 limit for children who file FTB 3800.
 * Part II (lines 22-26): exemption worksheet, tentative minimum tax (7%), regular tax (Form 540
 * line 31) and AMT.
 * Part III (credits that reduce tax): the credits the engine computes sit in two sections.
 * Section A1 — credits without carryover that may reduce only the excess of the tax (Form 540
 * line 35) over the tentative minimum tax: the child and dependent care expenses credit (FTB 3506,
 * code 232, Form 540 line 40). Section B — credits that may reduce tax below the tentative minimum
 * tax: the nonrefundable renter's credit (Form 540 line 46), limited only by the tax left after
 * Section A (R&TC 17039 orders them last). Exemption credits (line 32) are taken before line 35
 * and are outside Schedule P.
 */
import { fmt, m } from '../context';
import { Money } from '../money';
import type { CaCtx } from './context';

const P = 'scheduleP';
const k = (l: string): string => `${P}.${l}`;

/**
 * Part I for `form` ('ca540' or 'ca540nr', whose lines 17-19 and 31 are the same), written under
 * `prefix`; returns line 21, AMTI. Shared by Schedule P (540) and Schedule P (540NR).
 */
export function amtiLines(cx: CaCtx, form: string, prefix: string, itemized: boolean): Money {
  const L = cx.L;
  const f = (l: number): string => `${form}.l${l}`;
  const key = (l: string): string => `${prefix}.${l}`;
  const adj = cx.input.federal.amt_adjustments ?? {};
  const used: string[] = [];
  const line = (l: string, v: Money, text: string): void => {
    if (v.isZero()) return;
    L.setDollars(key(l), v, text);
    used.push(key(l));
  };
  const partII = (l: string): Money =>
    L.get(`scheduleCA.partII.${l}.a`)
      .minus(L.get(`scheduleCA.partII.${l}.b`))
      .plus(L.get(`scheduleCA.partII.${l}.c`));
  if (!itemized) {
    line('l1', L.get(f(18)), `Standard deduction (Form ${form === 'ca540' ? '540' : '540NR'}, line 18)`);
  } else {
    const agi = cx.fed('f1040.l11').clampZero();
    line(
      'l2',
      Money.min(L.get('scheduleCA.partII.l4.a'), agi.times(cx.params.amt.medicalAgiRate)),
      'Medical and dental expenses: smaller of Schedule CA (540), Part II, line 4, column A or 2½% (.025) of federal AGI (Form 1040, line 11)',
    );
    line(
      'l3',
      partII('l5b').plus(partII('l5c')),
      'Personal property taxes and real property taxes (Schedule CA (540), Part II, lines 5b and 5c, column A less column B plus column C)',
    );
    line(
      'l5',
      L.get('scheduleCA.partII.l25'),
      'Miscellaneous itemized deductions (Schedule CA (540) Part II line 25)',
    );
  }
  line('l8', m(adj.depreciation), 'Post-1986 depreciation (AMT adjustment entered)');
  line('l10', m(adj.incentive_stock_options), 'Incentive stock options (AMT adjustment entered)');
  line('l13', m(adj.other), 'Other adjustments and preferences (entered)');
  const l14 = L.setDollars(key('l14'), Money.sum(used.map((x) => L.get(x))), 'Combine lines 1 through 13');
  const l15 = L.setDollars(
    key('l15'),
    L.get(f(17)).minus(L.get(f(18))),
    `Taxable income: Form ${form === 'ca540' ? '540' : '540NR'}, line 17 less Form ${form === 'ca540' ? '540' : '540NR'}, line 18 (negative when the deduction is larger)`,
  );
  const rest = [key('l14'), key('l15')];
  if (itemized) {
    const cut = L.get('scheduleCA.partII.l28').minus(L.get('scheduleCA.partII.l29'));
    if (cut.isPositive()) {
      L.setDollars(
        key('l18'),
        cut.neg(),
        'Itemized deductions limitation: Schedule CA (540) Part II line 28 less line 29, as a negative amount',
      );
      rest.push(key('l18'));
    }
  }
  L.setDollars(key('l19'), l14.plus(l15).plus(L.get(key('l18'))), 'Combine lines 14 through 18');
  return L.setDollars(
    key('l21'),
    L.get(key('l19')),
    'Alternative minimum taxable income: line 19 less line 20 (no alternative tax net operating loss deduction)',
  );
}

/** Part II lines 22-24 under `prefix`: the exemption worksheet and the tentative minimum tax. */
export function tentativeMinimumTax(cx: CaCtx, prefix: string, amti: Money): Money {
  const L = cx.L;
  const p = cx.params.amt;
  const key = (l: string): string => `${prefix}.${l}`;
  const ex = Money.dollars(p.exemption[cx.status]);
  const thr = Money.dollars(p.phaseOutThreshold[cx.status]);
  const exemption = L.setDollars(
    key('l22'),
    ex.minus(amti.minus(thr).clampZero().times(p.phaseOutRate)).clampZero(),
    `Exemption (worksheet): ${fmt(ex)} less 25% of line 21 over ${fmt(thr)}, not less than zero`,
  );
  const l23 = L.setDollars(key('l23'), amti.minus(exemption).clampZero(), 'Subtract line 22 from line 21');
  return L.setDollars(key('l24'), l23.times(p.rate), 'Tentative minimum tax: multiply line 23 by 7% (.07)');
}

export interface ScheduleP {
  tmt: Money;
  amt: Money;
}

/** Parts I and II; returns the tentative minimum tax (line 24) and the AMT (line 26 → Form 540 line 61). */
export function scheduleP(cx: CaCtx, itemized: boolean): ScheduleP {
  const L = cx.L;
  const amti = amtiLines(cx, 'ca540', P, itemized);
  const tmt = tentativeMinimumTax(cx, P, amti);
  const regular = L.setDollars(
    k('l25'),
    L.get('ca540.l31'),
    'Regular tax before credits (Form 540, line 31)',
  );
  const amt = L.setDollars(
    k('l26'),
    tmt.minus(regular).clampZero(),
    'Alternative minimum tax: subtract line 25 from line 24; if zero or less, enter -0-',
  );
  return { tmt, amt };
}

export interface CreditsUsed {
  /** FTB 3506 credit used this year (Section A1, code 232). */
  care: Money;
  renter: Money;
  /** True when the tentative minimum tax cut a credit. */
  limited: boolean;
}

/**
 * Part III for the credits the engine computes. Written only when the tentative minimum tax is
 * positive and there is a credit: otherwise the excess tax (line 3) is all of line 35 and Form 540
 * lines 40, 46 and 48 limit the credits by themselves.
 */
export function creditLimits(cx: CaCtx, tmt: Money, care: Money, renter: Money): CreditsUsed {
  const L = cx.L;
  const q = (l: string): string => k(`partIII.${l}`);
  if (!tmt.isPositive() || (care.isZero() && renter.isZero())) return { care, renter, limited: false };
  const l1 = L.setDollars(q('l1'), L.get('ca540.l35'), 'Amount from Form 540, line 35');
  const l2 = L.setDollars(q('l2'), tmt, 'Tentative minimum tax from Part II, line 24');
  const l3 = L.setDollars(
    q('l3'),
    l1.minus(l2).clampZero(),
    'Excess tax which may be offset by credits: subtract line 2 from line 1; if zero or less, enter -0-',
  );
  let careUsed = Money.ZERO;
  let balance = l3;
  if (care.isPositive()) {
    L.setDollars(
      q('l5.a'),
      care,
      'Code 232 child and dependent care expenses credit (Form FTB 3506, line 11)',
    );
    careUsed = L.setDollars(
      q('l5.b'),
      Money.min(care, l3),
      'Credit used this year: not more than column (a) (Form FTB 3506, line 11) or the excess tax on line 3 (the credit may not reduce tax below the tentative minimum tax)',
    );
    balance = L.setDollars(
      q('l5.c'),
      l3.minus(careUsed),
      'Tax balance that may be offset by credits: line 3 less line 5, column (b)',
    );
  }
  const l11 = L.setDollars(
    q('l11'),
    l3.isZero() ? l1.via(l3) : l2.plus(balance),
    l3.isZero()
      ? 'Line 3 is zero: amount from line 1'
      : care.isPositive()
        ? 'Line 2 plus the last entry in column (c) of Section A: line 5, column (c)'
        : 'Line 2 plus line 3 (no credit in Section A)',
  );
  let renterUsed = Money.ZERO;
  if (renter.isPositive()) {
    L.setDollars(
      q('renter.a'),
      renter,
      "Nonrefundable renter's credit (the renter's credit qualification record)",
    );
    renterUsed = L.setDollars(
      q('renter.b'),
      Money.min(renter, l11),
      "Credit used this year: not more than Part III, line 11 (Section B: the renter's credit may reduce tax below the tentative minimum tax)",
    );
    L.setDollars(
      q('renter.c'),
      l11.minus(renterUsed),
      'Tax balance: Part III, line 11 less the credit used (column (b))',
    );
  }
  return { care: careUsed, renter: renterUsed, limited: careUsed.lt(care) && careUsed.lt(l1) };
}

/** Keeps Schedule P when it changes the return (AMT, or a credit cut by the tentative minimum tax). */
export function keepScheduleP(cx: CaCtx, s: ScheduleP, used: CreditsUsed): void {
  if (s.amt.isPositive() || used.limited) cx.need(P);
  else cx.L.dropForm(P);
}
