/**
 * The payments and balance lines shared by Form 540 (71-78, 91-115) and Form 540NR (81-85,
 * 91-115): California withholding from the W-2s (box 17, state CA or blank) and the 1099 state
 * rows, estimated payments, use tax, the individual shared responsibility penalty, overpayment,
 * contributions, amount owed and refund.
 */
import { m, sumOf } from '../context';
import { Money } from '../money';
import type { CaCtx } from './context';

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
  L.setDollars(
    k(n.wh),
    caWithholding(cx),
    'California income tax withheld (W-2 box 17 where the state is CA, 1099 state rows, other)',
  );
  L.setDollars(k(n.est), m(e.est_payments), '2024 California estimated tax and other payments');
  L.setDollars(k(n.nr592), m(e.withholding_592b_593), 'Withholding (Form 592-B and/or 593)');
  L.setDollars(k(n.sdi), Money.ZERO, 'Excess SDI (or VPDI) withheld');
  const keys = [n.wh, n.est, n.nr592, n.sdi].map(k);
  for (const c of credits) {
    L.setDollars(c.key, c.value, c.text);
    keys.push(c.key);
  }
  return L.setDollars(k(n.total), Money.sum(keys.map((x) => L.get(x))), 'Total payments');
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
  const tax = L.get(taxKey);
  const pay = L.get(payKey);
  const use = L.setDollars(k(91), m(e.use_tax), 'Use tax');
  const isr = L.setDollars(
    k(92),
    e.full_year_health_coverage === false ? m(e.isr_penalty) : Money.ZERO,
    e.full_year_health_coverage === false
      ? 'Individual shared responsibility penalty (FTB 3853)'
      : 'Full-year health care coverage: no penalty',
  );
  const l93 = L.setDollars(
    k(93),
    pay.minus(use).clampZero(),
    `Payments balance: if line ${payKey.split('.l')[1]} is more than line 91, subtract line 91`,
  );
  const l94 = L.setDollars(
    k(94),
    use.minus(pay).clampZero(),
    'Use tax balance: if line 91 is more than the payments, subtract the payments',
  );
  const l95 = L.setDollars(
    k(95),
    l93.minus(isr).clampZero(),
    'Payments after ISR penalty: if line 93 is more than line 92, subtract line 92',
  );
  const l96 = L.setDollars(
    k(96),
    isr.minus(l93).clampZero(),
    'ISR penalty balance: if line 92 is more than line 93, subtract line 93',
  );
  const l97 = L.setDollars(
    k(97),
    l95.minus(tax).clampZero(),
    `Overpaid tax: if line 95 is more than line ${taxKey.split('.l')[1]}, subtract`,
  );
  const l98 = L.setDollars(
    k(98),
    Money.min(m(e.apply_to_next_year), l97),
    'Amount of line 97 applied to 2025 estimated tax',
  );
  const l99 = L.setDollars(
    k(99),
    l97.minus(l98),
    'Overpaid tax available this year: subtract line 98 from line 97',
  );
  const l100 = L.setDollars(
    k(100),
    tax.minus(l95).clampZero(),
    'Tax due: if line 95 is less than the total tax, subtract line 95',
  );
  const l110 = L.setDollars(k(110), m(e.contributions_total), 'Total voluntary contributions');
  const l112 = L.setDollars(
    k(112),
    Money.ZERO,
    'Interest, late return penalties, and late payment penalties',
  );
  const l113 = L.setDollars(k(113), m(e.underpayment_penalty), 'Underpayment of estimated tax (FTB 5805)');
  const net = l99.minus(Money.sum([l94, l96, l100, l110, l112, l113]));
  L.setDollars(
    k(111),
    Money.sum([l94, l96, l100, l110]).minus(l99).clampZero(),
    'Amount you owe: add lines 94, 96, 100 and 110 (less line 99)',
  );
  const l114 = L.setDollars(
    k(114),
    net.isNegative() ? net.neg() : Money.ZERO,
    'Total amount due: add lines 111, 112 and 113',
  );
  const l115 = L.setDollars(
    k(115),
    net.clampZero(),
    'Refund or no amount due: line 99 less lines 110 and 113',
  );
  return { refund: l115, owed: l114 };
}
