/**
 * Schedule C (Form 1040) 2024 — Profit or Loss From Business. One instance per business:
 * the first is "scheduleC", the next "scheduleC#2", "scheduleC#3"...
 */
import { Ctx, fmt, m, ownerOf, sumOf } from '../context';
import { Money } from '../money';
import type { F1099Misc, F1099Nec, Owner, Return, ScheduleCInput } from '../types';

export interface ScheduleCResult {
  form: string;
  owner: Owner;
  input: ScheduleCInput;
  /** Line 31. */
  netProfit: Money;
  isSstb: boolean;
  w2Wages: Money;
  ubia: Money;
  /** A statutory employee's Schedule C (line 1 box checked): its profit is not self-employment income. */
  statutory: boolean;
}

const EXPENSE_LINES: ReadonlyArray<readonly [string, keyof ScheduleCInput, string]> = [
  ['l8', 'advertising', 'Advertising'],
  ['l10', 'commissions', 'Commissions and fees'],
  ['l11', 'contract_labor', 'Contract labor'],
  ['l12', 'depletion', 'Depletion'],
  ['l13', 'depreciation', 'Depreciation and section 179 expense deduction'],
  ['l14', 'employee_benefits', 'Employee benefit programs'],
  ['l15', 'insurance', 'Insurance (other than health)'],
  ['l16a', 'interest_mortgage', 'Interest: mortgage (paid to banks, etc.)'],
  ['l16b', 'interest_other', 'Interest: other'],
  ['l17', 'legal_services', 'Legal and professional services'],
  ['l18', 'office_expenses', 'Office expense'],
  ['l19', 'pension_plan', 'Pension and profit-sharing plans'],
  ['l20a', 'rent_vehicles', 'Rent or lease: vehicles, machinery, and equipment'],
  ['l20b', 'rent_property', 'Rent or lease: other business property'],
  ['l21', 'repairs', 'Repairs and maintenance'],
  ['l22', 'supplies', 'Supplies (not included in Part III)'],
  ['l23', 'taxes', 'Taxes and licenses'],
  ['l24a', 'travel', 'Travel'],
  ['l25', 'utilities', 'Utilities'],
  ['l26', 'wages', 'Wages (less employment credits)'],
  ['l27b', 'energy_efficiency_deduction', 'Energy efficient commercial bldgs deduction'],
];

function amt(sc: ScheduleCInput, k: keyof ScheduleCInput): Money {
  const v = sc[k];
  return typeof v === 'string' || typeof v === 'number' ? m(v) : Money.ZERO;
}

/**
 * The return's Schedules C in the engine's order ("scheduleC", "scheduleC#2"…): those entered, one
 * made for 1099s linked to none, and one per statutory employee W-2; with the 1099s of each.
 */
export function scheduleCInputs(input: Return, warn: (message: string) => void = () => {}) {
  const scs: ScheduleCInput[] = [...(input.schedule_c ?? [])];
  const necs = input.f1099_nec ?? [];
  const miscs = (input.f1099_misc ?? []).filter((x) => x.target === 'schedule-c');

  // Documents with no Schedule C to land on get an implicit one (nonemployee compensation is business income).
  const linkOf = (doc: { schedule_c_id?: string | number; owner?: Owner }): number => {
    if (doc.schedule_c_id !== undefined && doc.schedule_c_id !== null) {
      const i = scs.findIndex((s) => s.id !== undefined && String(s.id) === String(doc.schedule_c_id));
      if (i >= 0) return i;
    }
    const o = ownerOf(doc);
    const j = scs.findIndex((s) => ownerOf(s) === o);
    if (j >= 0) return j;
    scs.push({
      owner: o,
      business_name: 'Nonemployee compensation',
      principal_business: 'Independent contractor',
    });
    warn(
      `A 1099 for ${o} was not linked to a Schedule C; a Schedule C was created for it (add business details).`,
    );
    return scs.length - 1;
  };
  const necBy = new Map<number, F1099Nec[]>();
  for (const n of necs) {
    const i = linkOf(n);
    necBy.set(i, [...(necBy.get(i) ?? []), n]);
  }
  const miscBy = new Map<number, F1099Misc[]>();
  for (const x of miscs) {
    const i = linkOf(x);
    miscBy.set(i, [...(miscBy.get(i) ?? []), x]);
  }

  // A statutory employee's W-2 (box 13) goes on a Schedule C of its own, box 1 wages on line 1 with the
  // statutory employee box checked, not on Form 1040 line 1a; it cannot share a Schedule C with
  // self-employment income (Schedule C instructions, line 1).
  for (const w of input.w2s ?? [])
    if (w.statutory_employee === true && !m(w.wages).isZero())
      scs.push({
        owner: ownerOf(w),
        business_name: `${w.employer_name ?? 'Employer'} (statutory employee)`,
        principal_business: 'Statutory employee',
        statutory_employee_wages: w.wages,
      });
  return { scs, necBy, miscBy };
}

export function scheduleCAll(ctx: Ctx): ScheduleCResult[] {
  const { scs, necBy, miscBy } = scheduleCInputs(ctx.input, (message) => ctx.warn(message));
  return scs.map((sc, i) =>
    scheduleC(ctx, sc, i === 0 ? 'scheduleC' : `scheduleC#${i + 1}`, necBy.get(i) ?? [], miscBy.get(i) ?? []),
  );
}

function scheduleC(
  ctx: Ctx,
  sc: ScheduleCInput,
  F: string,
  necs: F1099Nec[],
  miscs: F1099Misc[],
): ScheduleCResult {
  const L = ctx.L;
  ctx.need(F);
  const k = (line: string): string => `${F}.${line}`;
  const name = sc.business_name ?? sc.principal_business ?? 'business';

  // Part I — Income
  const entered = amt(sc, 'gross_receipts');
  const nec = sumOf(necs, (n) => Money.of(n.box1_nonemployee_comp).plus(Money.of(n.box3_other_income)));
  const misc = sumOf(miscs, (x) =>
    Money.of(x.box1_rents).plus(Money.of(x.box2_royalties)).plus(Money.of(x.box3_other_income)),
  );
  const statutory = amt(sc, 'statutory_employee_wages');
  const l1 = L.setDollars(
    k('l1'),
    entered.plus(nec).plus(misc).plus(statutory),
    `Gross receipts or sales of ${name}: entered ${fmt(entered)} + Forms 1099-NEC ${fmt(nec)} + Forms 1099-MISC ${fmt(misc)}${statutory.isZero() ? '' : ` + statutory employee wages ${fmt(statutory)}`}`,
  );
  const l2 = L.setDollars(k('l2'), amt(sc, 'returns_and_allowances'), 'Returns and allowances');
  const l3 = L.setDollars(k('l3'), l1.minus(l2), 'Subtract line 2 from line 1');

  // Part III — Cost of goods sold (lines 35-42)
  const hasCogs = [
    'inventory_start',
    'purchases',
    'cost_of_labor',
    'materials_supplies',
    'other_costs',
    'inventory_end',
  ].some((f) => !amt(sc, f as keyof ScheduleCInput).isZero());
  let l4 = Money.ZERO;
  if (hasCogs) {
    const l35 = L.setDollars(k('l35'), amt(sc, 'inventory_start'), 'Inventory at beginning of year');
    const l36 = L.setDollars(
      k('l36'),
      amt(sc, 'purchases'),
      'Purchases less cost of items withdrawn for personal use',
    );
    const l37 = L.setDollars(k('l37'), amt(sc, 'cost_of_labor'), 'Cost of labor');
    const l38 = L.setDollars(k('l38'), amt(sc, 'materials_supplies'), 'Materials and supplies');
    const l39 = L.setDollars(k('l39'), amt(sc, 'other_costs'), 'Other costs');
    const l40 = L.setDollars(k('l40'), Money.sum([l35, l36, l37, l38, l39]), 'Add lines 35 through 39');
    const l41 = L.setDollars(k('l41'), amt(sc, 'inventory_end'), 'Inventory at end of year');
    l4 = L.setDollars(k('l42'), l40.minus(l41), 'Cost of goods sold. Subtract line 41 from line 40');
  }
  l4 = L.setDollars(k('l4'), l4, 'Cost of goods sold (from line 42)');
  const l5 = L.setDollars(k('l5'), l3.minus(l4), 'Gross profit. Subtract line 4 from line 3');
  const l6 = L.setDollars(
    k('l6'),
    amt(sc, 'other_income'),
    'Other income, including federal and state gasoline or fuel tax credit or refund',
  );
  const l7 = L.setDollars(k('l7'), l5.plus(l6), 'Gross income. Add lines 5 and 6');

  // Part II — Expenses
  const expenseKeys: string[] = [];
  const expenses: Money[] = [];
  const push = (line: string, v: Money, formula: string): void => {
    expenses.push(L.setDollars(k(line), v, formula));
    expenseKeys.push(k(line));
  };
  // Line 9: car and truck expenses — standard mileage rate when chosen or when only miles are given.
  const carAndTruck = (): void => {
    const miles = sc.miles_business ?? 0;
    const useStd = sc.use_standard_mileage === true || (sc.car_truck_expenses === undefined && miles > 0);
    if (useStd) {
      const std = Money.fromCents(
        BigInt(Math.round(miles)) * BigInt(ctx.params.scheduleC.businessMileageCents),
      ).plus(amt(sc, 'parking_tolls'));
      push(
        'l9',
        std,
        `Car and truck expenses: ${miles} business miles × ${ctx.params.scheduleC.businessMileageCents}¢ ({year} standard mileage rate) + parking and tolls`,
      );
    } else {
      push('l9', amt(sc, 'car_truck_expenses'), 'Car and truck expenses (actual)');
    }
  };
  for (const [line, field, label] of EXPENSE_LINES) {
    if (line === 'l10') {
      carAndTruck();
    }
    if (line === 'l24a') {
      push(line, amt(sc, field), label);
      const meals = amt(sc, 'meals').plus(
        amt(sc, 'meals_at_100_percent').times(ctx.params.scheduleC.mealsLimit),
      );
      push('l24b', meals, 'Deductible meals (50% of business meals)');
      continue;
    }
    push(line, amt(sc, field), label);
  }
  const other = sumOf(sc.other_expenses, (e) => e.amount);
  if ((sc.other_expenses ?? []).length > 8)
    ctx.warn(`${F}: more than 8 other-expense rows (the screen allows 8); all are counted.`);
  const l48 = L.setDollars(k('l48'), other, 'Total other expenses (Part V)');
  push('l27a', l48, 'Other expenses (from line 48)');
  const l28 = L.setDollars(
    k('l28'),
    Money.sum(expenses),
    'Total expenses before expenses for business use of home. Add lines 8 through 27b',
  );
  const l29 = L.setDollars(
    k('l29'),
    l7.minus(l28),
    'Tentative profit or (loss). Subtract line 28 from line 7',
  );

  // Line 30 — business use of home
  let l30 = Money.ZERO;
  if (sc.simplified_method_used) {
    const sqft = Math.min(
      Math.max(0, Math.floor(sc.sqft_business ?? 0)),
      ctx.params.scheduleC.homeOfficeSimplified.maxSqft,
    );
    const months = Math.min(12, Math.max(0, sc.home_office_months ?? 12));
    const full = Money.dollars(sqft * ctx.params.scheduleC.homeOfficeSimplified.ratePerSqft).prorate(
      months,
      12,
    );
    // Simplified Method Worksheet: limited to the gross income from the business use (line 29 when positive).
    l30 = Money.min(full, l29.clampZero());
    // Line 31 subtracts the unrounded amount (as before); it names line 30 all the same.
    l30 = l30.via(
      L.setDollars(
        k('l30'),
        l30,
        `Expenses for business use of your home, simplified method: ${sqft} sq ft (max ${ctx.params.scheduleC.homeOfficeSimplified.maxSqft}) × $${ctx.params.scheduleC.homeOfficeSimplified.ratePerSqft}${months < 12 ? ` × ${months}/12` : ''} = ${fmt(full)}, limited to line 29 profit`,
      ),
    );
  } else if (!amt(sc, 'form8829_amount').isZero()) {
    l30 = L.setDollars(
      k('l30'),
      amt(sc, 'form8829_amount'),
      'Expenses for business use of your home (Form 8829, line 36)',
    );
  } else {
    l30 = L.setDollars(k('l30'), Money.ZERO, 'Expenses for business use of your home (none claimed)');
  }
  const l31 = L.setDollars(k('l31'), l29.minus(l30), 'Net profit or (loss). Subtract line 30 from line 29');
  if (l31.isNegative() && sc.all_investment_at_risk === false) {
    ctx.warn(
      `${F}: loss with some investment not at risk (line 32b) — Form 6198 is not computed; the whole loss was allowed.`,
    );
  }
  if (l31.isNegative() && sc.materially_participated === false) {
    ctx.warn(
      `${F}: loss from a business without material participation is passive — Form 8582 limits for Schedule C are not applied.`,
    );
  }
  return {
    form: F,
    owner: ownerOf(sc),
    input: sc,
    netProfit: l31,
    isSstb: sc.is_sstb === true,
    w2Wages: amt(sc, 'qbi_w2_wages'),
    ubia: amt(sc, 'qbi_ubia'),
    statutory: !amt(sc, 'statutory_employee_wages').isZero(),
  };
}
