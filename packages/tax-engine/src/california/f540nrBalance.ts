/**
 * Form 540NR (2024) lines 91-125: the individual shared responsibility penalty, overpaid tax or tax
 * due, voluntary contributions, amount you owe and refund, numbered as printed on the 540NR (the
 * resident 540 numbers the same steps 92-115 and has a use tax line the 540NR does not):
 * 91 ISR penalty, 92 payments after the penalty (line 88 less 91), 93 penalty balance (91 less 88),
 * 101 overpaid tax (92 less 74), 102 applied to 2025 estimated tax, 103 overpaid tax available,
 * 104 tax due (74 less 92), 120 contributions, 121 amount you owe (93 + 104 + 120),
 * 122 interest and penalties, 123 underpayment of estimated tax, 124 total amount due, 125 refund.
 */
import { m } from '../context';
import { Money } from '../money';
import type { CaCtx } from './context';
import { F540NR } from './lines/f540nr-lines';
import type { Balance } from './payments';

const k = (l: number): string => F540NR.key(l);
const t = (l: number): string => F540NR.text(l);

export function balanceLines540NR(cx: CaCtx): Balance {
  const L = cx.L;
  const e = cx.input.ca540 ?? {};
  const tax = L.get(k(74));
  const pay = L.get(k(88));
  if (m(e.use_tax).isPositive())
    cx.warn(
      'Form 540NR has no use tax line: the use tax entered is not added to this return (report it to the California Department of Tax and Fee Administration).',
    );
  const isr = L.setDollars(
    k(91),
    e.full_year_health_coverage === false ? m(e.isr_penalty) : Money.ZERO,
    e.full_year_health_coverage === false ? t(91) : 'Full-year health care coverage: no penalty',
  );
  const l92 = L.setDollars(k(92), pay.minus(isr).clampZero(), t(92));
  const l93 = L.setDollars(k(93), isr.minus(pay).clampZero(), t(93));
  const l101 = L.setDollars(k(101), l92.minus(tax).clampZero(), t(101));
  const l102 = L.setDollars(k(102), Money.min(m(e.apply_to_next_year), l101), t(102));
  const l103 = L.setDollars(k(103), l101.minus(l102), t(103));
  const l104 = L.setDollars(k(104), tax.minus(l92).clampZero(), t(104));
  const l120 = L.setDollars(k(120), m(e.contributions_total), t(120));
  const l122 = L.setDollars(k(122), Money.ZERO, t(122));
  const l123 = L.setDollars(k(123), m(e.underpayment_penalty), t(123));
  L.setDollars(k(121), Money.sum([l93, l104, l120]).minus(l103).clampZero(), t(121));
  const net = l103.minus(Money.sum([l93, l104, l120, l122, l123]));
  const owed = L.setDollars(k(124), net.neg().clampZero(), t(124));
  const refund = L.setDollars(k(125), net.clampZero(), t(125));
  return { refund, owed };
}
