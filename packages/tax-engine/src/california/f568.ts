/**
 * Form 568 (2024), Limited Liability Company Return of Income, for a single-member LLC: the tax and
 * fee computation (lines 1–21, spec 002 section 5), Schedule T per-member tax, Schedule L balance
 * sheet totals and Schedule M-2 members' capital. Keys 'f568#n.l7', 'f568#n.schedL.total_assets_end',
 * 'f568#n.schedM2.end_balance', 'f568#n.schedT.r1.net_tax_due'.
 * Amounts are kept exactly as entered (cents included), so the lines equal the record's fields.
 *
 * Lines 14–21 follow the printed 2024 Form 568, Side 1, which nets the payments against the use
 * tax first: 14 payments balance = line 12 − line 13 when line 12 is more; 15 use tax balance =
 * line 13 − line 12 when line 13 is more; 16 tax due = line 7 − line 14 when line 7 is more;
 * 17 overpaid tax = line 14 − line 7 when line 14 is more; 19 refund = 17 − 18; 21 total amount due
 * = 15 + 16 + 20. The spec's formulas (spec 002 §5: 14 = 7 − 12, 16 = 14 + 15, 21 = 16 + 20) count
 * the payments twice when they fall short of the use tax, and leave out the use tax when the
 * payments cover it but not line 7; the official form wins. The record's field names are unchanged.
 */
import { fmt } from '../context';
import { Money, Rate } from '../money';
import type { Amount } from '../types';
import type { Ca568Params } from '../params/ca-credits-types';
import type { CaCtx } from './context';
import { f568Text } from './lines/f568-lines';
import type { Ca568Input } from './types';

const m = (v: Amount | boolean | undefined): Money => Money.of(typeof v === 'boolean' ? 0 : v);
const given = (v: Amount): boolean => v !== undefined && v !== null && v !== '';

/** Schedule L asset lines (less-allowance lines subtract) and liability/capital lines. */
const SCHED_L_ASSETS: readonly (readonly [string, 1 | -1])[] = [
  ['cash', 1],
  ['ar', 1],
  ['ar_allow', -1],
  ['inv', 1],
];
const SCHED_L_LIAB_CAP = [
  'ap',
  'curr_debt',
  'other_curr_liab',
  'nonrecourse_loans',
  'loans_from_members',
  'long_debt',
  'other_liab',
  'members_capital',
] as const;
/** Suffixes of computed Schedule L fields: never read back as inputs. */
const COMPUTED_L = /^(total_assets|total_liab_cap|difference|balanced)_/;
/**
 * Other lines a record may carry beyond the spec's (e.g. `buildings_end`, `accum_depr_end`,
 * `retained_earnings_end`): liability/capital-like names go with the liabilities and capital, every
 * other one is an asset, subtracted when it is an allowance or accumulated depreciation/amortization.
 */
const LIAB_HINT = /(payable|liab|debt|mortgage|loans?_from|capital|equity|retained|deferred_rev)/;
const CONTRA = /(allow|accum|amort|depr)/;

/** The LLC fee for total income (Form 568 line 2 chart). */
export function llcFee(totalIncome: Money, params: Ca568Params): Money {
  let fee = Money.ZERO;
  for (const row of params.feeChart) if (totalIncome.gte(row.from)) fee = row.fee;
  // A lookup: the fee depends on the total income it was looked up by.
  return fee.via(totalIncome);
}

/** The fee chart in words, from the parameter set: "under $250,000 $0; $250,000–$499,999 $900; …". */
export function feeChartText(params: Ca568Params): string {
  const rows = params.feeChart;
  return rows
    .map((r, i) => {
      const next = rows[i + 1];
      if (i === 0 && next) return `under ${fmt(next.from)} ${fmt(r.fee)}`;
      if (next) return `${fmt(r.from)}–${fmt(next.from.minus(Money.dollars(1)))} ${fmt(r.fee)}`;
      return `${fmt(r.from)} or more ${fmt(r.fee)}`;
    })
    .join('; ');
}

/**
 * The record's read-only fields (contracts F568_COMPUTED_LINES, SCHED_L_TOTALS, SCHED_M2_COMPUTED) as
 * "1234.00" strings, under the record's own names, so the server can merge them into the record:
 * the line fields at the top level, Schedule T by row index, Schedule L and M-2 into their objects.
 */
export interface Form568Computed {
  line7_total_tax_fee: string;
  line12_total_payments: string;
  line14_payments_balance: string;
  line15_use_tax_balance: string;
  line16_tax_fee_due: string;
  line17_overpayment: string;
  line19_refund: string;
  line21_total_amount_due: string;
  /**
   * Lines 2 and 3 as used (the entered amount, else the fee chart / the $800 tax). Kept apart: the
   * record's line2/line3 fields are inputs, blank meaning "let the engine figure it".
   */
  used: { line2_llc_fee: string; line3_annual_llc_tax: string };
  schedule_t: { total_tax_due: string; net_tax_due: string }[];
  /** total_assets_beg/_end, total_liab_cap_beg/_end, difference_beg/_end (strings); balanced_beg/_end (booleans). */
  schedule_l: {
    total_assets_beg: string;
    total_assets_end: string;
    total_liab_cap_beg: string;
    total_liab_cap_end: string;
    difference_beg: string;
    difference_end: string;
    balanced_beg: boolean;
    balanced_end: boolean;
  };
  schedule_m2: { subtotal: string; total_decreases: string; end_balance: string };
}

type LineKey =
  `l${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21}`;

type LineHook = (l: LineKey, v: Money) => Money;

interface Computed {
  v: Record<LineKey, Money>;
  t: { total: Money; net: Money }[];
  l: { assetsBeg: Money; assetsEnd: Money; liabBeg: Money; liabEnd: Money };
  m2: { subtotal: Money; decreases: Money; end: Money };
}

function schedLSide(
  sl: Record<string, Amount | boolean>,
  suffix: '_beg' | '_end',
): { assets: Money; liab: Money } {
  let assets = Money.ZERO;
  let liab = Money.ZERO;
  const known = new Set<string>([...SCHED_L_ASSETS.map(([k]) => k), ...SCHED_L_LIAB_CAP]);
  for (const [k, sign] of SCHED_L_ASSETS)
    assets = sign > 0 ? assets.plus(m(sl[k + suffix])) : assets.minus(m(sl[k + suffix]));
  for (const k of SCHED_L_LIAB_CAP) liab = liab.plus(m(sl[k + suffix]));
  for (const [key, val] of Object.entries(sl)) {
    if (!key.endsWith(suffix) || COMPUTED_L.test(key) || typeof val === 'boolean') continue;
    const base = key.slice(0, -suffix.length);
    if (known.has(base)) continue;
    if (LIAB_HINT.test(base)) liab = liab.plus(m(val));
    else assets = CONTRA.test(base) ? assets.minus(m(val)) : assets.plus(m(val));
  }
  return { assets, liab };
}

/** Lines 1-21 and the schedules; `at` sees each line as it is reached (the sheet writes it there). */
function compute(llc: Ca568Input, params: Ca568Params, at: LineHook = (_, v) => v): Computed {
  const l1 = at('l1', m(llc.line1_total_income));
  const l2 = at('l2', given(llc.line2_llc_fee) ? m(llc.line2_llc_fee) : llcFee(l1, params));
  const l3 = at('l3', given(llc.line3_annual_llc_tax) ? m(llc.line3_annual_llc_tax) : params.annualTax);
  const l4 = at('l4', m(llc.line4_pte_elective_tax));
  const l5 = at('l5', m(llc.line5_noncons_nr_tax_schedT));
  const l6 = at('l6', m(llc.line6_partnership_level_tax));
  const l7 = at('l7', Money.sum([l2, l3, l4, l5, l6]));
  const l8 = at('l8', m(llc.line8_prior_year_overpayment));
  const l9 = at('l9', m(llc.line9_amt_paid_pte));
  const l10 = at('l10', m(llc.line10_amt_paid_form3522));
  const l11 = at('l11', m(llc.line11_amt_paid_form3536));
  const l12 = at('l12', Money.sum([l8, l9, l10, l11]));
  const l13 = at('l13', m(llc.line13_use_tax));
  const l14 = at('l14', l12.minus(l13).clampZero());
  const l15 = at('l15', l13.minus(l12).clampZero());
  const l16 = at('l16', l7.minus(l14).clampZero());
  const l17 = at('l17', l14.minus(l7).clampZero());
  const l18 = at('l18', m(llc.line18_applied_to_next_year).via(l17));
  const l19 = at('l19', l17.minus(l18));
  const l20 = at('l20', m(llc.line20_penalties_interest));
  const l21 = at('l21', Money.sum([l15, l16, l20]));
  const t = (llc.schedule_t ?? []).map((row) => {
    const rate = given(row.tax_rate) ? Rate.of(String(row.tax_rate).trim()).round(4) : Rate.ZERO;
    const total = m(row.distributive_share).times(rate);
    return { total, net: total.minus(m(row.withheld_by_llc)) };
  });
  const sl = (llc.schedule_l ?? {}) as Record<string, Amount | boolean>;
  const beg = schedLSide(sl, '_beg');
  const end = schedLSide(sl, '_end');
  const s = (llc.schedule_m2 ?? {}) as Record<string, Amount>;
  const subtotal = Money.sum(['beg_balance', 'contrib', 'net_income', 'other_increases'].map((k) => m(s[k])));
  const decreases = Money.sum(['dist_cash', 'dist_property', 'other_decreases'].map((k) => m(s[k])));
  return {
    v: { l1, l2, l3, l4, l5, l6, l7, l8, l9, l10, l11, l12, l13, l14, l15, l16, l17, l18, l19, l20, l21 },
    t,
    l: { assetsBeg: beg.assets, assetsEnd: end.assets, liabBeg: beg.liab, liabEnd: end.liab },
    m2: { subtotal, decreases, end: subtotal.minus(decreases) },
  };
}

/** Balanced when |difference| < 0.005 (spec 002 §4): amounts are exact cents, so when the difference is zero cents. */
const balanced = (a: Money, b: Money): boolean => a.minus(b).abs().cents * 1000n < 5n;

/** The record's read-only fields, computed from its entered ones (the server fills them). */
export function form568Lines(llc: Ca568Input, params: Ca568Params): Form568Computed {
  const c = compute(llc, paramsFor(llc, params));
  const v = c.v;
  const s = (x: Money): string => x.toString();
  return {
    line7_total_tax_fee: s(v.l7),
    line12_total_payments: s(v.l12),
    line14_payments_balance: s(v.l14),
    line15_use_tax_balance: s(v.l15),
    line16_tax_fee_due: s(v.l16),
    line17_overpayment: s(v.l17),
    line19_refund: s(v.l19),
    line21_total_amount_due: s(v.l21),
    used: { line2_llc_fee: s(v.l2), line3_annual_llc_tax: s(v.l3) },
    schedule_t: c.t.map((r) => ({ total_tax_due: s(r.total), net_tax_due: s(r.net) })),
    schedule_l: {
      total_assets_beg: s(c.l.assetsBeg),
      total_assets_end: s(c.l.assetsEnd),
      total_liab_cap_beg: s(c.l.liabBeg),
      total_liab_cap_end: s(c.l.liabEnd),
      difference_beg: s(c.l.assetsBeg.minus(c.l.liabBeg)),
      difference_end: s(c.l.assetsEnd.minus(c.l.liabEnd)),
      balanced_beg: balanced(c.l.assetsBeg, c.l.liabBeg),
      balanced_end: balanced(c.l.assetsEnd, c.l.liabEnd),
    },
    schedule_m2: { subtotal: s(c.m2.subtotal), total_decreases: s(c.m2.decreases), end_balance: s(c.m2.end) },
  };
}

const SCHEDULES = new Set(['schedule_t', 'schedule_l', 'schedule_m2', 'in_use']);
const enteredIn = (o: Record<string, unknown> | undefined, skip: (k: string) => boolean): boolean =>
  Object.entries(o ?? {}).some(([k, v]) => !skip(k) && typeof v !== 'boolean' && given(v as Amount));

/**
 * True when the filer entered something on the Form 568: an amount, a Schedule T row, a Schedule L
 * or M-2 amount, or (`in_use`, set by the caller) an answer the engine does not read. The screen
 * creates the record when it first opens (spec 002 §4), so an untouched record is not a return the
 * LLC files: it counts for nothing (not in the forms, not in the amount due), though its lines are
 * still computed for the screen.
 */
export function form568Used(llc: Ca568Input): boolean {
  if (llc.in_use === true || (llc.schedule_t?.length ?? 0) > 0) return true;
  return (
    enteredIn(llc as Record<string, unknown>, (k) => SCHEDULES.has(k)) ||
    enteredIn(llc.schedule_l, (k) => COMPUTED_L.test(k)) ||
    enteredIn(llc.schedule_m2, () => false)
  );
}

/**
 * The $800 annual tax is owed once the filer says the LLC exists (a name, a Secretary of State file
 * number, any amount or answer): the record the screen creates on first open owes nothing.
 */
function paramsFor(llc: Ca568Input, params: Ca568Params): Ca568Params {
  return form568Used(llc) ? params : { ...params, annualTax: Money.ZERO };
}

/**
 * Form 568 number `n` (1-based): writes its lines and returns line 21, the total amount due (paid by
 * the LLC); zero, and not among the forms, when the record is untouched (form568Used).
 */
export function computeForm568(cx: CaCtx, llc: Ca568Input, n: number): Money {
  const L = cx.L;
  const F = `f568#${n}`;
  const used = form568Used(llc);
  const params = paramsFor(llc, cx.params.llc);
  const k = (l: string): string => `${F}.${l}`;
  const text = (l: LineKey): string => {
    if (l === 'l2')
      return given(llc.line2_llc_fee)
        ? 'Limited liability company fee, as entered'
        : `Limited liability company fee by total income (line 1) from the fee chart: ${feeChartText(params)}`;
    if (l === 'l3') {
      if (given(llc.line3_annual_llc_tax)) return 'Annual limited liability company tax, as entered';
      return used
        ? `Annual limited liability company tax (${fmt(params.annualTax)})`
        : 'Annual limited liability company tax: none until the LLC is entered (its name, Secretary of State file number or an amount)';
    }
    return f568Text(l.slice(1));
  };
  const c = compute(llc, params, (l, v) => L.set(k(l), v, text(l)));
  const l21 = c.v.l21;

  c.t.forEach((r, i) => {
    const row = `schedT.r${i + 1}`;
    L.set(k(`${row}.total_tax_due`), r.total, 'Distributive share × tax rate (four decimals)');
    L.set(k(`${row}.net_tax_due`), r.net, 'Total tax due less the amount withheld by the LLC');
  });
  for (const side of ['beg', 'end'] as const) {
    const assets = side === 'beg' ? c.l.assetsBeg : c.l.assetsEnd;
    const liab = side === 'beg' ? c.l.liabBeg : c.l.liabEnd;
    L.set(
      k(`schedL.total_assets_${side}`),
      assets,
      'Total assets: cash, receivables less allowance for bad debts, inventories and other assets',
    );
    L.set(k(`schedL.total_liab_cap_${side}`), liab, "Total liabilities and members' capital");
    if (!balanced(assets, liab))
      cx.warn(
        `Form 568 #${n} Schedule L does not balance at the ${side === 'beg' ? 'beginning' : 'end'} of the year: total assets ${assets.toString()} vs. liabilities and capital ${liab.toString()}.`,
      );
  }
  L.set(
    k('schedM2.subtotal'),
    c.m2.subtotal,
    'Add lines 1 through 4 (beginning balance, capital contributed, net income, other increases)',
  );
  L.set(
    k('schedM2.total_decreases'),
    c.m2.decreases,
    'Add lines 6a, 6b and 7 (distributions of cash and property, other decreases)',
  );
  L.set(k('schedM2.end_balance'), c.m2.end, 'Balance at end of year. Subtract line 8 from line 5');
  if (!used) return Money.ZERO;
  cx.need(F);
  return l21;
}
