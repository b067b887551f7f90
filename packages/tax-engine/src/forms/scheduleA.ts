/**
 * Schedule A (Form 1040) — Itemized Deductions, with the spec 000 field names.
 * Simplifications (warned): charitable limits are 60% of AGI for cash and 30% for other
 * property (Pub. 526 general rules); investment interest is limited to net investment income
 * (Form 4952 without the qualified-dividend election).
 */
import { Ctx, fmt, m, pct } from '../context';
import { Money } from '../money';

export interface ScheduleAResult {
  total: Money;
  /** Line 7 (Form 6251 line 2a when itemizing). */
  taxes: Money;
}

/**
 * Line 5e: the smaller of line 5d or the cap. From 2025 (IRC §164(b)(7); Schedule A (2025)
 * instructions, line 5e): the cap less 30% of MAGI over $500,000 ($250,000 MFS), not below $10,000
 * ($5,000), worked on the SALT Limit Worksheet. MAGI is line 2 (Form 1040 line 11b; the foreign
 * exclusions it adds are not taken by this product).
 */
function line5e(ctx: Ctx, l5d: Money, l2: Money): Money {
  const L = ctx.L;
  const A = ctx.params.scheduleA;
  const cap = Money.dollars(A.saltCap[ctx.status]);
  const mfs = ctx.status === 'mfs' ? ' (married filing separately)' : '';
  const P = A.saltPhaseDown;
  if (!P)
    return L.setDollars(
      'scheduleA.l5e',
      Money.min(l5d, cap),
      `Enter the smaller of line 5d or ${fmt(cap)}${mfs}`,
    );
  const threshold = Money.dollars(P.threshold[ctx.status]);
  // Modified AGI adds back the foreign earned income excluded on Schedule 1 line 8d (§911); the
  // Form 4563 and Puerto Rico exclusions are not taken by this product.
  const excluded = L.has('schedule1.l8d') ? L.get('schedule1.l8d').abs() : Money.ZERO;
  if (!l2.plus(excluded).gt(threshold))
    return L.setDollars(
      'scheduleA.l5e',
      Money.min(l5d, cap).via(l2),
      `Enter the smaller of line 5d or ${fmt(cap)}${mfs} (line 2 is not more than ${fmt(threshold)})`,
    );
  const w = (l: string) => `saltWks.l${l}`;
  const w1 = L.setDollars(w('1'), cap, `Enter ${fmt(cap)}${mfs}`);
  const w2 = L.setDollars(
    w('2'),
    l2.plus(excluded),
    excluded.isZero()
      ? 'Enter the amount from Schedule A, line 2 (modified adjusted gross income)'
      : 'Schedule A, line 2, plus the foreign earned income excluded on Schedule 1, line 8d (modified adjusted gross income)',
  );
  const w3 = L.setDollars(w('3'), threshold, `Enter ${fmt(threshold)}`);
  const w4 = L.setDollars(w('4'), w2.minus(w3), 'Subtract line 3 from line 2');
  const w5 = L.setDollars(w('5'), w4.times(P.rate), `Multiply line 4 by ${pct(P.rate)} (${P.rate})`);
  const w6 = L.setDollars(
    w('6'),
    w1.minus(w5).clampZero(),
    'Subtract line 5 from line 1. If zero or less, enter -0-',
  );
  const floor = Money.dollars(P.floor[ctx.status]);
  const w7 = L.setDollars(w('7'), floor, `Enter ${fmt(floor)}`);
  const w8 = L.setDollars(w('8'), Money.max(w6, w7), 'Enter the larger of line 6 or line 7');
  return L.setDollars(
    'scheduleA.l5e',
    Money.min(l5d, w8),
    'Enter the smaller of line 5d or SALT Limit Worksheet, line 8',
  );
}

/** @param netInvestmentIncome Form 4952 line 6 (investment income less investment expenses). */
export function scheduleA(ctx: Ctx, agi: Money, netInvestmentIncome: Money): ScheduleAResult {
  const L = ctx.L;
  const a = ctx.input.schedule_a ?? {};
  const k = (l: string): string => `scheduleA.${l}`;
  const medical = m(a.medical_expenses).minus(m(a.medical_reimbursement)).clampZero();
  const l1 = L.setDollars(k('l1'), medical, 'Medical and dental expenses, less reimbursements');
  const l2 = L.setDollars(k('l2'), agi, `Amount from Form 1040, line ${ctx.no('f1040.l11')}`);
  const l3 = L.setDollars(
    k('l3'),
    l2.clampZero().times(ctx.params.scheduleA.medicalAgiFloor),
    'Multiply line 2 by 7.5% (0.075)',
  );
  const l4 = L.setDollars(
    k('l4'),
    l1.minus(l3).clampZero(),
    'Subtract line 3 from line 1. If line 3 is more than line 1, enter -0-',
  );

  const l5a = L.setDollars(
    k('l5a'),
    m(a.state_local_taxes),
    a.elect_general_sales_tax
      ? 'State and local general sales taxes (box checked)'
      : 'State and local income taxes',
  );
  const l5b = L.setDollars(k('l5b'), m(a.real_estate_taxes), 'State and local real estate taxes');
  const l5c = L.setDollars(k('l5c'), m(a.personal_property_taxes), 'State and local personal property taxes');
  const l5d = L.setDollars(k('l5d'), l5a.plus(l5b).plus(l5c), 'Add lines 5a through 5c');
  const l5e = line5e(ctx, l5d, l2);
  const otherTaxes = m(a.other_taxes_a_amount)
    .plus(m(a.other_taxes_b_amount))
    .plus(m(a.other_taxes_c_amount))
    .plus(m(a.other_taxes));
  const l6 = L.setDollars(
    k('l6'),
    otherTaxes,
    `Other taxes${[a.other_taxes_a_desc, a.other_taxes_b_desc, a.other_taxes_c_desc].filter(Boolean).length ? ': ' + [a.other_taxes_a_desc, a.other_taxes_b_desc, a.other_taxes_c_desc].filter(Boolean).join(', ') : ''}`,
  );
  const l7 = L.setDollars(k('l7'), l5e.plus(l6), 'Add lines 5e and 6');

  const l8a = L.setDollars(
    k('l8a'),
    m(a.mortgage_interest_1098).plus(m(a.points_reported_1098)).plus(m(a.mortgage_interest)),
    'Home mortgage interest and points reported to you on Form 1098',
  );
  const l8b = L.setDollars(
    k('l8b'),
    m(a.mortgage_interest_not_1098),
    `Home mortgage interest not reported to you on Form 1098${a.mortg_b_name ? ` (paid to ${a.mortg_b_name})` : ''}`,
  );
  const l8c = L.setDollars(
    k('l8c'),
    m(a.points_not_1098).plus(m(a.points_paid)),
    'Points not reported to you on Form 1098',
  );
  const l8e = L.setDollars(k('l8e'), l8a.plus(l8b).plus(l8c), 'Add lines 8a through 8c');
  const invInt = m(a.investment_interest).plus(m(ctx.input.investment_interest_carryforward));
  let l9 = invInt;
  if (invInt.isPositive()) {
    ctx.need('f4952');
    const f4952l3 = L.setDollars(
      'f4952.l3',
      invInt,
      'Total investment interest expense ({year} plus {prev_year} carryforward)',
    );
    const f4952l6 = L.setDollars(
      'f4952.l6',
      netInvestmentIncome.clampZero(),
      'Net investment income (taxable interest, nonqualified dividends, royalties; qualified dividends and net capital gain not elected)',
    );
    l9 = L.setDollars(
      'f4952.l8',
      Money.min(f4952l3, f4952l6),
      'Investment interest expense deduction. Enter the smaller of line 3 or line 6',
    );
    if (l9.lt(f4952l3))
      L.setDollars(
        'f4952.l7',
        f4952l3.minus(l9),
        'Disallowed investment interest expense to be carried forward to {next_year}',
      );
  }
  const l9Line = L.setDollars(k('l9'), l9, 'Investment interest (Form 4952)');
  const l10 = L.setDollars(k('l10'), l8e.plus(l9Line), 'Add lines 8e and 9');

  // Gifts to charity (Pub. 526 limits, simplified)
  const cash = m(a.gifts_by_cash);
  const other = m(a.gifts_other);
  const carry = m(a.carryover_contributions);
  const agi0 = agi.clampZero();
  const cashAllowed = Money.min(cash, agi0.times(ctx.params.scheduleA.charityCashLimit));
  const otherAllowed = Money.min(
    other,
    agi0.times(ctx.params.scheduleA.charityNoncashLimit),
    agi0.times(ctx.params.scheduleA.charityCashLimit).minus(cashAllowed).clampZero(),
  );
  const carryAllowed = Money.min(
    carry,
    agi0.times(ctx.params.scheduleA.charityCashLimit).minus(cashAllowed).minus(otherAllowed).clampZero(),
  );
  const l11 = L.setDollars(
    k('l11'),
    cashAllowed,
    `Gifts by cash or check${cashAllowed.lt(cash) ? ' (limited to 60% of AGI)' : ''}`,
  );
  const l12 = L.setDollars(
    k('l12'),
    otherAllowed,
    `Other than by cash or check${otherAllowed.lt(other) ? ' (limited to 30% of AGI)' : ''}`,
  );
  const l13 = L.setDollars(k('l13'), carryAllowed, 'Carryover from prior year');
  const l14 = L.setDollars(k('l14'), l11.plus(l12).plus(l13), 'Add lines 11 through 13');
  const excess = cash.plus(other).plus(carry).minus(l14);
  if (excess.isPositive()) {
    L.setDollars(
      'scheduleA.charityCarryover',
      excess,
      'Charitable contributions over the AGI limits, carried forward to {next_year} (Pub. 526)',
    );
    ctx.warn(
      `Charitable contributions of ${fmt(excess)} exceed the AGI limits and carry forward to {next_year}.`,
    );
  }
  const l15 = L.setDollars(
    k('l15'),
    m(a.casualty_loss),
    'Casualty and theft loss(es) from a federally declared disaster (Form 4684)',
  );
  const otherItemized = m(a.other_itemized_a_amount)
    .plus(m(a.other_itemized_b_amount))
    .plus(m(a.other_itemized_c_amount))
    .plus(m(a.other_itemized_d_amount))
    .plus(m(a.other_deductions));
  const l16 = L.setDollars(k('l16'), otherItemized, 'Other itemized deductions');
  const l17 = L.setDollars(
    k('l17'),
    Money.sum([l4, l7, l10, l14, l15, l16]),
    'Add the amounts in the far right column for lines 4 through 16. Also enter this amount on Form 1040, line 12',
  );
  return { total: l17, taxes: l7 };
}
