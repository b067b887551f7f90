/**
 * Schedule E (Form 1040) 2024 — Supplemental Income and Loss, with the passive activity loss
 * limitation of Form 8582 (rental real estate special allowance of $25,000 phased out between
 * $100,000 and $150,000 of modified AGI) and the vacation-home rules of Pub. 527.
 * Property columns are keyed by their label: "scheduleE.l3.A", "scheduleE.l21.B"...
 */
import { Ctx, m, sumOf } from '../context';
import { Money } from '../money';
import type { Amount, ScheduleEProperty } from '../types';
import { form8582, type PropCalc } from './f8582';

export interface ScheduleEResult {
  /** Line 41 → Schedule 1 line 5. */
  total: Money;
  /** Line 26 (rental real estate and royalties). */
  line26: Money;
  /** Line 32 (partnerships and S corporations). */
  line32: Money;
  line37: Money;
  line39: Money;
  /** Nonpassive partnership income minus losses (Form 8960 line 4b adjustment: trade or business income not NII). */
  nonpassiveK1: Money;
}

const EXPENSES: ReadonlyArray<
  readonly [string, keyof ScheduleEProperty, string, 'interestTax' | 'operating' | 'depreciation']
> = [
  ['l5', 'advertising', 'Advertising', 'operating'],
  ['l6', 'auto_travel', 'Auto and travel', 'operating'],
  ['l7', 'cleaning_maint', 'Cleaning and maintenance', 'operating'],
  ['l8', 'commissions', 'Commissions', 'operating'],
  ['l9', 'insurance', 'Insurance', 'operating'],
  ['l10', 'legal_prof', 'Legal and other professional fees', 'operating'],
  ['l11', 'management_fees', 'Management fees', 'operating'],
  ['l12', 'mortgage_interest', 'Mortgage interest paid to banks, etc.', 'interestTax'],
  ['l13', 'other_interest', 'Other interest', 'interestTax'],
  ['l14', 'repairs', 'Repairs', 'operating'],
  ['l15', 'supplies', 'Supplies', 'operating'],
  ['l16', 'taxes', 'Taxes', 'interestTax'],
  ['l17', 'utilities', 'Utilities', 'operating'],
  ['l18', 'depreciation', 'Depreciation expense or depletion', 'depreciation'],
  ['l19', 'other_expenses', 'Other', 'operating'],
];

function amt(v: Amount | unknown): Money {
  return typeof v === 'string' || typeof v === 'number' ? m(v) : Money.ZERO;
}

/** @param magi Form 8582 modified AGI (AGI without passive losses, taxable SS, IRA, half SE tax, student loan interest). */
export function scheduleE(ctx: Ctx, magi: Money): ScheduleEResult | null {
  const L = ctx.L;
  const se = ctx.input.schedule_e ?? {};
  // The entered properties themselves (their reads are the explanation's inputs); 1099-MISC rents
  // and royalties are added beside them, never written into the input.
  const props: ScheduleEProperty[] = [...(se.properties ?? [])];
  const misc = new Map<ScheduleEProperty, { rents: Money; roy: Money }>();
  // 1099-MISC rents and royalties owned by the 1040 land on Schedule E.
  for (const x of (ctx.input.f1099_misc ?? []).filter((y) => y.target === '1040')) {
    const rents = m(x.box1_rents);
    const roy = m(x.box2_royalties);
    if (rents.isZero() && roy.isZero()) continue;
    let p = props.find((q) => x.schedule_e_property !== undefined && q.label === x.schedule_e_property);
    if (!p) {
      p = {
        label: '',
        address: x.payer_name ?? '1099-MISC',
        property_type: roy.isZero() ? 8 : 6,
        fair_rental_days: 365,
        rents_received: 0,
        royalties_received: 0,
      };
      props.push(p);
    }
    const had = misc.get(p) ?? { rents: Money.ZERO, roy: Money.ZERO };
    misc.set(p, { rents: had.rents.plus(rents), roy: had.roy.plus(roy) });
  }
  const partnerships = se.partnerships ?? [];
  const estates = se.estates_trusts ?? [];
  const remics = se.remics ?? [];
  if (
    props.length === 0 &&
    partnerships.length === 0 &&
    estates.length === 0 &&
    remics.length === 0 &&
    amt(se.line40_form4835).isZero()
  )
    return null;
  ctx.need('scheduleE');
  const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const used = new Set(props.map((p) => p.label).filter((x): x is string => !!x));
  for (const p of props) {
    if (!p.label) {
      const free = [...LETTERS].find((c) => !used.has(c)) ?? 'Z';
      p.label = free;
      used.add(free);
    }
  }
  if (props.length > 3)
    ctx.warn(
      'Schedule E: more than three properties; the product prints A, B, C on page 1 (additional columns are computed).',
    );

  // Part I — each property
  const calcs: PropCalc[] = [];
  for (const p of props) {
    const c = p.label ?? 'A';
    const k = (l: string): string => `scheduleE.${l}.${c}`;
    const type = p.property_type ?? 1;
    const rentalDays = p.fair_rental_days ?? 365;
    const personalDays = p.personal_use_days ?? 0;
    const rents = L.setDollars(
      k('l3'),
      amt(p.rents_received).plus(misc.get(p)?.rents ?? Money.ZERO),
      `Rents received (${p.address ?? 'property ' + c})`,
    );
    const roy = L.setDollars(
      k('l4'),
      amt(p.royalties_received).plus(misc.get(p)?.roy ?? Money.ZERO),
      'Royalties received',
    );
    // Pub. 527: rented fewer than 15 days and used as a home — not reported.
    if (rentalDays < 15 && personalDays > 0 && type !== 6) {
      ctx.warn(
        `Schedule E property ${c}: rented fewer than 15 days — rent is not income and rental expenses are not deductible (Pub. 527); the property was left out.`,
      );
      L.setDollars(
        k('l21'),
        Money.ZERO,
        'Rented fewer than 15 days and used as a home: not reported (Pub. 527)',
      );
      continue;
    }
    const usedAsHome = personalDays > Math.max(14, Math.floor(rentalDays / 10)) && type !== 6;
    const totalDays = rentalDays + personalDays;
    const share = (v: Money): Money =>
      personalDays > 0 && totalDays > 0 ? v.prorate(rentalDays, totalDays) : v;
    const groups = { interestTax: Money.ZERO, operating: Money.ZERO, depreciation: Money.ZERO };
    const raw = EXPENSES.map(([line, field, label, group]) => {
      const v = share(amt(p[field]));
      groups[group] = groups[group].plus(v);
      return { line, label, group, v };
    });
    // Dwelling used as a home: expenses limited to rental income (Pub. 527 Worksheet 5-1 order).
    let scale = { interestTax: [1n, 1n], operating: [1n, 1n], depreciation: [1n, 1n] } as Record<
      'interestTax' | 'operating' | 'depreciation',
      [bigint, bigint]
    >;
    if (usedAsHome) {
      let room = rents.plus(roy).clampZero();
      for (const g of ['interestTax', 'operating', 'depreciation'] as const) {
        const total = groups[g];
        const allowed = Money.min(total, room);
        room = room.minus(allowed);
        scale[g] = total.isZero() ? [1n, 1n] : [allowed.cents, total.cents];
      }
      ctx.warn(
        `Schedule E property ${c}: personal use of ${personalDays} days makes it a home (Pub. 527) — expenses allocated ${rentalDays}/${totalDays} and limited to rental income; the excess carries to {next_year}.`,
      );
    } else {
      scale = { interestTax: [1n, 1n], operating: [1n, 1n], depreciation: [1n, 1n] };
    }
    const expKeys: string[] = [];
    const exp: Money[] = [];
    for (const r of raw) {
      const [n, d] = scale[r.group];
      const v = r.v.prorate(n, d);
      exp.push(
        L.setDollars(
          k(r.line),
          v,
          `${r.label}${personalDays > 0 ? ` (rental share ${rentalDays}/${totalDays} days)` : ''}`,
        ),
      );
      expKeys.push(k(r.line));
    }
    const l20 = L.setDollars(k('l20'), Money.sum(exp), 'Total expenses. Add lines 5 through 19');
    const l21 = L.setDollars(
      k('l21'),
      rents.plus(roy).minus(l20),
      'Subtract line 20 from line 3 (rents) and/or 4 (royalties). If the result is a (loss), see instructions to find out if you must file Form 6198',
    );
    const isRoyalty = type === 6;
    const passive = !isRoyalty && !usedAsHome && !se.real_estate_professional;
    calcs.push({
      label: c,
      net: l21,
      passiveRentalActive: passive && p.active_participation !== false,
      passiveOther: passive && p.active_participation === false,
      priorUnallowed: amt(p.prior_year_unallowed_loss),
    });
  }

  const { activeAllowedFrac, otherAllowedFrac } = form8582(ctx, magi, calcs, partnerships, estates);

  // Line 22 per property, lines 23-26
  const incomeKeys: string[] = [];
  const lossKeys: string[] = [];
  let income = Money.ZERO;
  let losses = Money.ZERO;
  for (const c of calcs) {
    const k22 = `scheduleE.l22.${c.label}`;
    let v = c.net;
    const frac = c.passiveRentalActive ? activeAllowedFrac : c.passiveOther ? otherAllowedFrac : null;
    if (frac && (c.net.isNegative() || c.priorUnallowed.isPositive())) {
      const totalLoss = (c.net.isNegative() ? c.net.abs() : Money.ZERO).plus(c.priorUnallowed);
      const allowed = totalLoss.prorate(frac[0], frac[1]);
      // A property with income and a prior-year loss shows its income on line 21 and the allowed prior loss on line 22.
      v = allowed.neg();
      if (c.net.isPositive()) {
        income = income.plus(c.net);
        incomeKeys.push(`scheduleE.l21.${c.label}`);
      }
      L.setDollars(k22, v, 'Deductible rental real estate loss after limitation, if any, on Form 8582');
      losses = losses.plus(L.get(k22));
      lossKeys.push(k22);
      continue;
    }
    if (v.isNegative()) {
      L.setDollars(k22, v, 'Deductible rental real estate loss (not limited)');
      losses = losses.plus(L.get(k22));
      lossKeys.push(k22);
    } else {
      income = income.plus(L.get(`scheduleE.l21.${c.label}`));
      incomeKeys.push(`scheduleE.l21.${c.label}`);
    }
  }
  const col = (l: string): Money => Money.sum(calcs.map((c) => L.get(`scheduleE.${l}.${c.label}`)));
  L.setDollars(
    'scheduleE.l23a',
    col('l3'),
    'Total of all amounts reported on line 3 for all rental properties',
  );
  L.setDollars(
    'scheduleE.l23b',
    col('l4'),
    'Total of all amounts reported on line 4 for all royalty properties',
  );
  L.setDollars('scheduleE.l23c', col('l12'), 'Total of all amounts reported on line 12 for all properties');
  L.setDollars('scheduleE.l23d', col('l18'), 'Total of all amounts reported on line 18 for all properties');
  L.setDollars('scheduleE.l23e', col('l20'), 'Total of all amounts reported on line 20 for all properties');
  // Lines 24 and 25 look at every property's line 21 to keep its income or its loss.
  const line21s = calcs.map((c) => c.net);
  const l24 = L.setDollars(
    'scheduleE.l24',
    income.via(...line21s),
    'Income. Add positive amounts shown on line 21. Do not include any losses',
  );
  const l25 = L.setDollars(
    'scheduleE.l25',
    losses.via(...line21s),
    'Losses. Add royalty losses from line 21 and rental real estate losses from line 22',
  );
  const l26 = L.setDollars(
    'scheduleE.l26',
    l24.plus(l25),
    'Total rental real estate and royalty income or (loss). Combine lines 24 and 25',
  );

  // Part II — partnerships and S corporations
  let l32 = Money.ZERO;
  let nonpassiveK1 = Money.ZERO;
  if (partnerships.length > 0) {
    const g = Money.sum(partnerships.map((q) => amt(q.col_g_passive_loss))).prorate(
      otherAllowedFrac[0],
      otherAllowedFrac[1],
    );
    const h = sumOf(partnerships, (q) => q.col_h_passive_income);
    const i = sumOf(partnerships, (q) => q.col_i_nonpassive_loss);
    const j = sumOf(partnerships, (q) => q.col_j_sec179);
    const kk = sumOf(partnerships, (q) => q.col_k_nonpassive_income);
    partnerships.forEach((q, n) => {
      L.setDollars(
        `scheduleE.l28.${n + 1}`,
        amt(q.col_h_passive_income)
          .plus(amt(q.col_k_nonpassive_income))
          .minus(amt(q.col_i_nonpassive_loss))
          .minus(amt(q.col_j_sec179))
          .minus(amt(q.col_g_passive_loss)),
        `${q.name ?? 'Partnership'} (${q.entity_type ?? 'P'}): (h) + (k) − (g) − (i) − (j) before the passive limit`,
      );
    });
    const l29a = L.setDollars(
      'scheduleE.l29a',
      h.plus(kk),
      'Totals: passive income (h) + nonpassive income (k)',
    );
    const l29b = L.setDollars(
      'scheduleE.l29b',
      g.plus(i).plus(j),
      `Totals: passive loss allowed (g)${otherAllowedFrac[0] !== otherAllowedFrac[1] ? ' (Form 8582 limited)' : ''} + nonpassive loss (i) + section 179 (j)`,
    );
    const l30 = L.setDollars('scheduleE.l30', l29a, 'Add columns (h) and (k) of line 29a');
    const l31 = L.setDollars('scheduleE.l31', l29b, 'Add columns (g), (i), and (j) of line 29b');
    l32 = L.setDollars(
      'scheduleE.l32',
      l30.minus(l31),
      'Total partnership and S corporation income or (loss). Combine lines 30 and 31',
    );
    nonpassiveK1 = kk.minus(i).minus(j);
  }
  // Part III — estates and trusts
  let l37 = Money.ZERO;
  if (estates.length > 0) {
    const c = Money.sum(estates.map((q) => amt(q.col_c_passive_ded_loss))).prorate(
      otherAllowedFrac[0],
      otherAllowedFrac[1],
    );
    const d = sumOf(estates, (q) => q.col_d_passive_income);
    const e = sumOf(estates, (q) => q.col_e_ded_or_loss);
    const f = sumOf(estates, (q) => q.col_f_other_income);
    const l35 = L.setDollars('scheduleE.l35', d.plus(f), 'Add columns (d) and (f) of line 34a');
    const l36 = L.setDollars('scheduleE.l36', c.plus(e), 'Add columns (c) and (e) of line 34b');
    l37 = L.setDollars(
      'scheduleE.l37',
      l35.minus(l36),
      'Total estate and trust income or (loss). Combine lines 35 and 36',
    );
  }
  // Part IV — REMICs
  let l39 = Money.ZERO;
  if (remics.length > 0) {
    l39 = L.setDollars(
      'scheduleE.l39',
      sumOf(remics, (q) => amt(q.taxable_income_1b).plus(amt(q.income_3b))),
      'Combine columns (d) and (e) only. Enter the result here and include in the total on line 41',
    );
  }
  const l40 = L.setDollars(
    'scheduleE.l40',
    amt(se.line40_form4835),
    'Net farm rental income or (loss) from Form 4835',
  );
  const l41 = L.setDollars(
    'scheduleE.l41',
    Money.sum([l26, l32, l37, l39, l40]),
    'Total income or (loss). Combine lines 26, 32, 37, 39, and 40. Enter the result here and on Schedule 1 (Form 1040), line 5',
  );
  return { total: l41, line26: l26, line32: l32, line37: l37, line39: l39, nonpassiveK1 };
}
