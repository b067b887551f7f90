/**
 * Form 568 arithmetic in whole cents (BigInt: amounts reach 15 integer digits, beyond a double's
 * exact range). The screen shows these as the user types; the server's Recalculate is the record.
 */
import { formatUsd, normalizeAmount } from '@taxprep/contracts';

/** "12.34" → 1234n; blank or not an amount → 0n. */
export function cents(v: unknown): bigint {
  const n = normalizeAmount(typeof v === 'string' || typeof v === 'number' ? v : null);
  if (!n) return 0n;
  const neg = n.startsWith('-');
  const [w, f] = (neg ? n.slice(1) : n).split('.');
  const c = BigInt(w!) * 100n + BigInt(f!);
  return neg ? -c : c;
}

/** 1234n → "12.34". */
export function fromCents(c: bigint): string {
  const neg = c < 0n;
  const a = neg ? -c : c;
  const frac = (a % 100n).toString().padStart(2, '0');
  return `${neg ? '-' : ''}${a / 100n}.${frac}`;
}

const sum = (vals: Record<string, unknown>, keys: string[]) => keys.reduce((s, k) => s + cents(vals[k]), 0n);
const max0 = (c: bigint) => (c > 0n ? c : 0n);

/** Part I computed lines (spec 002 §5): L7, L12, L14–L17, L19, L21. */
export function f568Computed(v: Record<string, unknown>): Record<string, string> {
  const l7 = sum(v, [
    'line2_llc_fee',
    'line3_annual_llc_tax',
    'line4_pte_elective_tax',
    'line5_noncons_nr_tax_schedT',
    'line6_partnership_level_tax',
  ]);
  const l12 = sum(v, [
    'line8_prior_year_overpayment',
    'line9_amt_paid_pte',
    'line10_amt_paid_form3522',
    'line11_amt_paid_form3536',
  ]);
  const l13 = cents(v.line13_use_tax);
  const l14 = max0(l7 - l12);
  const l15 = max0(l13 - l12);
  const l16 = l14 + l15;
  const l17 = max0(l12 - l7 - l13);
  const l19 = l17 - cents(v.line18_applied_to_next_year);
  const l21 = l16 + cents(v.line20_penalties_interest);
  return {
    line7_total_tax_fee: fromCents(l7),
    line12_total_payments: fromCents(l12),
    line14_payments_balance: fromCents(l14),
    line15_use_tax_balance: fromCents(l15),
    line16_tax_fee_due: fromCents(l16),
    line17_overpayment: fromCents(l17),
    line19_refund: fromCents(l19),
    line21_total_amount_due: fromCents(l21),
  };
}

const ASSETS_PLUS = ['cash', 'ar', 'inv'];
const LIAB_CAP = [
  'ap',
  'curr_debt',
  'other_curr_liab',
  'nonrecourse_loans',
  'loans_from_members',
  'long_debt',
  'other_liab',
  'members_capital',
];

export interface LBalance {
  total_assets: string;
  total_liab_cap: string;
  /** 'Balanced' or 'Off by $x' (spec 002 §4, tolerance 0.005). */
  status: string;
  balanced: boolean;
}

/** Schedule L totals of one column ('beg' or 'end'): assets less the bad-debt allowance. */
export function schedLBalance(v: Record<string, unknown>, col: 'beg' | 'end'): LBalance {
  const assets = ASSETS_PLUS.reduce((s, k) => s + cents(v[`${k}_${col}`]), 0n) - cents(v[`ar_allow_${col}`]);
  const liab = LIAB_CAP.reduce((s, k) => s + cents(v[`${k}_${col}`]), 0n);
  const diff = assets - liab;
  // Whole cents: |difference| < 0.005 means exactly zero cents.
  const balanced = diff === 0n;
  return {
    total_assets: fromCents(assets),
    total_liab_cap: fromCents(liab),
    balanced,
    status: balanced ? 'Balanced' : `Off by ${formatUsd(fromCents(diff < 0n ? -diff : diff))}`,
  };
}

/** Schedule M-2: subtotal (lines 1–4), total decreases (6–7) and the end balance. */
export function schedM2Computed(v: Record<string, unknown>): Record<string, string> {
  const subtotal = sum(v, ['beg_balance', 'contrib', 'net_income', 'other_increases']);
  const decreases = sum(v, ['dist_cash', 'dist_property', 'other_decreases']);
  return {
    subtotal: fromCents(subtotal),
    total_decreases: fromCents(decreases),
    end_balance: fromCents(subtotal - decreases),
  };
}

/** Schedule T: tax due = share × rate (rounded half up to the cent); net = due − withheld. */
export function schedTRow(share: unknown, rate: unknown, withheld: unknown) {
  const r =
    typeof rate === 'string' && /^(0(\.\d{1,4})?|1(\.0{1,4})?)$/.test(rate.trim()) ? rate.trim() : '0';
  const [w, f = ''] = r.split('.');
  const rate4 = BigInt(w!) * 10000n + BigInt((f + '0000').slice(0, 4));
  const product = cents(share) * rate4;
  const due = product >= 0n ? (product + 5000n) / 10000n : -((-product + 5000n) / 10000n);
  return { total_tax_due: fromCents(due), net_tax_due: fromCents(due - cents(withheld)) };
}
