/**
 * Schedule CA (540) 2024, Part II — Adjustments to federal itemized deductions. Column A is the
 * federal Schedule A (as if itemized when the federal return took the standard deduction);
 * California takes out state and local income taxes (line 5a column B), does not apply the $10,000
 * SALT limit (line 5e column C: line 5d less line 5e, column A), keeps the federal mortgage-interest
 * limits unless an adjustment is entered, allows the 2% miscellaneous deductions (lines 19-25), and
 * limits itemized deductions for high federal AGI (line 29 Itemized Deductions Worksheet).
 * Keys: 'scheduleCA.partII.l{n}.{a|b|c}' for the lines with columns (1-17), 'scheduleCA.partII.l{n}'.
 */
import { fmt, m } from '../context';
import { Money } from '../money';
import type { CaCtx } from './context';
import { scheduleCaLabel } from './lines/scheduleCA-lines';
import { caRow, caTotal, enteredLine, type Cols } from './scheduleCA';

const P = 'scheduleCA.partII';
const caAmount = (c: Cols): Money => c.a.minus(c.b).plus(c.c);

/** Federal Schedule A amounts (column A) by line, read from the federal return or, when the federal return did not itemize, from its input. */
function columnA(cx: CaCtx): Record<string, { v: Money; source?: string }> {
  const out: Record<string, { v: Money; source?: string }> = {};
  const lines = [
    'l1',
    'l4',
    'l5a',
    'l5b',
    'l5c',
    'l5d',
    'l5e',
    'l6',
    'l8a',
    'l8b',
    'l8c',
    'l9',
    'l11',
    'l12',
    'l13',
    'l15',
    'l16',
  ];
  if (cx.federal.lines.has('scheduleA.l17')) {
    for (const l of lines) out[l] = { v: cx.fed(`scheduleA.${l}`) };
    return out;
  }
  const a = cx.input.federal.schedule_a ?? {};
  const inp = (l: string, v: Money): void => void (out[l] = { v });
  const medical = m(a.medical_expenses).minus(m(a.medical_reimbursement)).clampZero();
  inp('l1', medical);
  inp(
    'l4',
    medical.minus(cx.fed('f1040.l11').clampZero().times(cx.params.medicalFloor)).clampZero().roundDollars(),
  );
  // Worked here rather than read from a federal line, so the text names the AGI it reads.
  out.l4!.source = 'federal Schedule A line 4 as if itemizing: less 7.5% of federal AGI, Form 1040, line 11';
  inp('l5a', m(a.state_local_taxes));
  inp('l5b', m(a.real_estate_taxes));
  inp('l5c', m(a.personal_property_taxes));
  inp('l5d', Money.sum([out.l5a!.v, out.l5b!.v, out.l5c!.v]));
  inp('l5e', out.l5d!.v);
  inp(
    'l6',
    Money.sum([a.other_taxes_a_amount, a.other_taxes_b_amount, a.other_taxes_c_amount, a.other_taxes].map(m)),
  );
  inp('l8a', m(a.mortgage_interest_1098).plus(m(a.points_reported_1098)).plus(m(a.mortgage_interest)));
  inp('l8b', m(a.mortgage_interest_not_1098));
  inp('l8c', m(a.points_not_1098).plus(m(a.points_paid)));
  inp('l9', m(a.investment_interest));
  inp('l11', m(a.gifts_by_cash));
  inp('l12', m(a.gifts_other));
  inp('l13', m(a.carryover_contributions));
  inp('l15', m(a.casualty_loss));
  const other = [
    a.other_itemized_a_amount,
    a.other_itemized_b_amount,
    a.other_itemized_c_amount,
    a.other_itemized_d_amount,
    a.other_deductions,
  ];
  inp('l16', Money.sum(other.map(m)));
  cx.warn(
    'The federal return took the standard deduction: Schedule CA Part II column A is federal Schedule A completed as if itemizing (charitable limits not applied).',
  );
  return out;
}

/** True when there is something to itemize (a federal Schedule A input or an entered Part II line). */
export function hasItemized(cx: CaCtx): boolean {
  return (
    !!cx.input.federal.schedule_a || !!cx.input.scheduleCA?.lines?.some((l) => l.group_code === 'PART_II')
  );
}

/** Part II; returns line 29 (itemized deductions after the limitation) and line 30. */
export function scheduleCAPartII(cx: CaCtx, standard: Money): { l29: Money; l30: Money; itemized: boolean } {
  const L = cx.L;
  const A = columnA(cx);
  const row = (l: string, text: string, law: Parameters<typeof caRow>[5] = {}): Cols => {
    const fa = A[`l${l}`] ?? { v: Money.ZERO };
    const e = enteredLine(cx, 'PART_II', l);
    const a =
      e?.col_a !== null && e?.col_a !== undefined
        ? { v: m(e.col_a), text: `${text} (entered by the filer)` }
        : { v: fa.v, text: `${text} (${fa.source ?? `federal Schedule A line ${l}`})` };
    return caRow(cx, `${P}.l${l}`, 'PART_II', l, a, law, true);
  };
  const k = (l: string): string => `${P}.${l}`;
  row('1', 'Medical and dental expenses');
  const fedAgi = L.setDollars(k('l2'), cx.fed('f1040.l11'), 'Federal AGI (Form 1040 line 11)');
  L.setDollars(k('l3'), fedAgi.clampZero().times(cx.params.medicalFloor), 'Multiply line 2 by 7.5% (0.075)');
  const l4 = row('4', 'Medical and dental expenses less 7.5% of AGI');
  const l5a = row('5a', 'State and local income tax or general sales taxes', {
    b: {
      v: A.l5a!.v,
      text: 'California does not allow state and local income or general sales taxes (incl. SDI): column A',
    },
  });
  row('5b', 'State and local real estate taxes');
  row('5c', 'State and local personal property taxes');
  const l5d = caTotal(
    cx,
    k('l5d'),
    ['5a', '5b', '5c'].map((l) => ({ key: k(`l${l}`) })),
    'Add lines 5a through 5c',
  );
  row('5e', 'State and local taxes, limited', {
    b: { v: l5a.b, text: 'Amount from line 5a, column B' },
    c: {
      v: l5d.a.minus(A.l5e!.v),
      text: 'California does not limit these taxes as the federal return does: line 5d, column A less federal Schedule A, line 5e',
    },
  });
  row('6', 'Other taxes');
  caTotal(
    cx,
    k('l7'),
    ['5e', '6'].map((l) => ({ key: k(`l${l}`) })),
    'Add lines 5e and 6',
  );
  for (const l of ['8a', '8b', '8c']) row(l, 'Home mortgage interest and points');
  caTotal(
    cx,
    k('l8e'),
    ['8a', '8b', '8c'].map((l) => ({ key: k(`l${l}`) })),
    'Add lines 8a through 8c',
  );
  const l9 = row('9', 'Investment interest');
  caTotal(cx, k('l10'), [{ key: k('l8e') }, { key: k('l9') }], 'Add lines 8e and 9');
  for (const l of ['11', '12', '13']) row(l, 'Gifts to charity');
  caTotal(
    cx,
    k('l14'),
    ['11', '12', '13'].map((l) => ({ key: k(`l${l}`) })),
    'Add lines 11 through 13',
  );
  const l15 = row('15', 'Casualty and theft losses');
  row('16', 'Other itemized deductions');
  caTotal(
    cx,
    k('l17'),
    ['4', '7', '10', '14', '15', '16'].map((l) => ({ key: k(`l${l}`) })),
    'Total itemized deductions. Add lines 4, 7, 10, 14, 15 and 16',
  );
  const l18 = L.setDollars(
    k('l18'),
    caAmount({ a: L.get(k('l17.a')), b: L.get(k('l17.b')), c: L.get(k('l17.c')) }),
    'Combine line 17 column A less column B plus column C',
  );
  const single = (l: string, text: string): Money => {
    const e = enteredLine(cx, 'PART_II', l);
    return L.setDollars(k(`l${l}`), m(e?.col_a ?? e?.col_c), text);
  };
  single('19', 'Unreimbursed employee expenses');
  single('20', 'Tax preparation fees');
  single('21', 'Other expenses');
  const l22 = L.setDollars(
    k('l22'),
    Money.sum(['19', '20', '21'].map((l) => L.get(k(`l${l}`)))),
    'Add lines 19 through 21',
  );
  // The form's wording (line table): federal AGI read from the federal return itself.
  const l23 = L.setDollars(k('l23'), cx.fed('f1040.l11'), scheduleCaLabel('PART_II', '23'));
  const l24 = L.setDollars(
    k('l24'),
    l23.clampZero().times(cx.params.miscFloor),
    'Multiply line 23 by 2% (0.02)',
  );
  const l25 = L.setDollars(
    k('l25'),
    l22.minus(l24).clampZero(),
    'Subtract line 24 from line 22; if zero or less, enter -0-',
  );
  const l26 = L.setDollars(k('l26'), l18.plus(l25), 'Total itemized deductions. Add line 18 and line 25');
  const l27 = single('27', 'Other adjustments (incl. California lottery losses)');
  const l28 = L.setDollars(k('l28'), l26.plus(l27), 'Combine line 26 and line 27');
  const l29 = limitation(cx, l28, caAmount(l4).plus(caAmount(l9)).plus(caAmount(l15)));
  const elect = cx.input.scheduleCA?.will_itemize_for_ca === true;
  const itemized = elect || l29.gt(standard);
  const l30 = L.setDollars(
    k('l30'),
    itemized ? l29 : standard.via(l29),
    elect
      ? 'Itemized deductions (line 29): the filer elects to itemize for California'
      : `Larger of line 29 or the standard deduction ${fmt(standard)}`,
  );
  return { l29, l30, itemized };
}

/** Line 29: Itemized Deductions Worksheet when federal AGI is over the threshold. */
function limitation(cx: CaCtx, l28: Money, excluded: Money): Money {
  const L = cx.L;
  const p = cx.params.itemizedLimitation;
  const thr = Money.dollars(p.threshold[cx.status]);
  const agi = cx.fed('f1040.l11');
  const k29 = `${P}.l29`;
  if (!agi.gt(thr))
    return L.setDollars(k29, l28, `Federal AGI is not more than ${fmt(thr)}: amount from line 28`);
  const w = (l: string): string => `caWks#itemizedLimit.${l}`;
  const w1 = L.setDollars(w('l1'), l28, 'Schedule CA (540) Part II, line 28');
  const w2 = L.setDollars(
    w('l2'),
    excluded,
    'Using California amounts (column A less column B plus column C), add Schedule CA (540), Part II, lines 4, 9 and 15, and any gambling losses included on line 16',
  );
  const w3 = L.setDollars(w('l3'), w1.minus(w2).clampZero(), 'Subtract line 2 from line 1');
  if (w3.isZero())
    return L.setDollars(
      k29,
      l28.via(w3),
      'California Itemized Deductions Worksheet, line 3 is zero: amount from line 28',
    );
  const w4 = L.setDollars(w('l4'), w3.times(p.deductionRate), 'Multiply line 3 by 80% (0.80)');
  const w5 = L.setDollars(w('l5'), agi, 'Federal AGI (Form 1040, line 11)');
  const w6 = L.setDollars(w('l6'), thr, `Threshold for the filing status: ${fmt(thr)}`);
  const w7 = L.setDollars(w('l7'), w5.minus(w6), 'Subtract line 6 from line 5');
  const w8 = L.setDollars(w('l8'), w7.times(p.agiRate), 'Multiply line 7 by 6% (0.06)');
  const w9 = L.setDollars(w('l9'), Money.min(w4, w8), 'Enter the smaller of line 4 or line 8');
  return L.setDollars(
    k29,
    w1.minus(w9),
    'Total itemized deductions: California Itemized Deductions Worksheet, line 1 less line 9',
  );
}
