/**
 * The payments and balance lines shared by Form 540 (71-78, 91-115) and Form 540NR (81-85,
 * 91-115): California withholding from the W-2s (box 17, state CA or blank) and the 1099 state
 * rows, estimated payments, use tax, the individual shared responsibility penalty, overpayment,
 * contributions, amount owed and refund.
 */
import { m, sumOf } from '../context';
import { Money } from '../money';
import type { CaCtx } from './context';
import { tableOf } from './lines';

const isCa = (s: string | null | undefined): boolean => !s || s.trim().toUpperCase() === 'CA';

/** California income tax withheld (540 line 71 / 540NR line 81). */
export function caWithholding(cx: CaCtx): Money {
  const f = cx.input.federal;
  return Money.sum([
    sumOf(
      f.w2s?.filter((w) => isCa(w.state)),
      (w) => w.state_income_tax,
    ),
    sumOf(
      f.f1099_g?.filter((g) => isCa(g.state)),
      (g) => g.state_tax_withheld,
    ),
    sumOf(
      f.f1099_nec?.filter((n) => !n.box6_state_number || /^CA/i.test(n.box6_state_number)),
      (n) => n.box5_state_tax_withheld,
    ),
    m(cx.input.ca540?.other_withholding),
  ]);
}

/** Payments lines; returns the total (540 line 78 / 540NR line 85). */
export function paymentLines(
  cx: CaCtx,
  form: string,
  n: { wh: string; est: string; nr592: string; sdi: string; total: string },
  credits: { key: string; value: Money; text: string }[],
): Money {
  const L = cx.L;
  const e = cx.input.ca540 ?? {};
  const k = (l: string): string => `${form}.l${l}`;
  const T = tableOf(form);
  L.setDollars(k(n.wh), caWithholding(cx), T.text(n.wh));
  L.setDollars(k(n.est), m(e.est_payments), T.text(n.est));
  L.setDollars(k(n.nr592), m(e.withholding_592b_593), T.text(n.nr592));
  L.setDollars(k(n.sdi), Money.ZERO, T.text(n.sdi));
  const keys = [n.wh, n.est, n.nr592, n.sdi].map(k);
  for (const c of credits) {
    L.setDollars(c.key, c.value, c.text);
    keys.push(c.key);
  }
  return L.setDollars(k(n.total), Money.sum(keys.map((x) => L.get(x))), T.text(n.total));
}

export interface Balance {
  refund: Money;
  owed: Money;
}

/** Lines 91-115 of `form` against total tax `taxKey` and total payments `payKey`. */
export function balanceLines(cx: CaCtx, form: string, taxKey: string, payKey: string): Balance {
  const L = cx.L;
  const e = cx.input.ca540 ?? {};
  const k = (l: number): string => `${form}.l${l}`;
  const t = (l: number): string => tableOf(form).text(l);
  const tax = L.get(taxKey);
  const pay = L.get(payKey);
  const use = L.setDollars(k(91), m(e.use_tax), t(91));
  const isr = L.setDollars(
    k(92),
    e.full_year_health_coverage === false ? m(e.isr_penalty) : Money.ZERO,
    e.full_year_health_coverage === false ? t(92) : 'Full-year health care coverage: no penalty',
  );
  const l93 = L.setDollars(k(93), pay.minus(use).clampZero(), t(93));
  const l94 = L.setDollars(k(94), use.minus(pay).clampZero(), t(94));
  const l95 = L.setDollars(k(95), l93.minus(isr).clampZero(), t(95));
  const l96 = L.setDollars(k(96), isr.minus(l93).clampZero(), t(96));
  const l97 = L.setDollars(k(97), l95.minus(tax).clampZero(), t(97));
  const l98 = L.setDollars(k(98), Money.min(m(e.apply_to_next_year), l97), t(98));
  const l99 = L.setDollars(k(99), l97.minus(l98), t(99));
  const l100 = L.setDollars(k(100), tax.minus(l95).clampZero(), t(100));
  const l110 = L.setDollars(k(110), m(e.contributions_total), t(110));
  const l112 = L.setDollars(k(112), Money.ZERO, t(112));
  const l113 = L.setDollars(k(113), m(e.underpayment_penalty), t(113));
  const net = l99.minus(Money.sum([l94, l96, l100, l110, l112, l113]));
  L.setDollars(k(111), Money.sum([l94, l96, l100, l110]).minus(l99).clampZero(), t(111));
  const l114 = L.setDollars(k(114), net.neg().clampZero(), t(114));
  const l115 = L.setDollars(k(115), net.clampZero(), t(115));
  return { refund: l115, owed: l114 };
}
