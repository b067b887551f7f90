/**
 * Where each Form 1040 income line's document amounts come from, form by form, for the Income
 * step: the engine adds what the filer types on that step to these (line 2b is every 1099-INT's
 * boxes 1 and 3 plus the typed "other taxable interest"), so the step shows them beside the entry
 * and labels the entry as additional. The formulas are the ones the lines use (scheduleB.ts,
 * f1040Income.ts, f1040Adjustments.ts, scheduleD.ts); incomeSources.test.ts checks they agree.
 */
import { m, sumOf } from '../context';
import type { Money } from '../money';
import type { Amount, Return } from '../types';
import { partlyTaxable, retirementTaxable } from './f5329';

/** The Income step's entry each line's document amounts add to (wages: line 1a, no entry). */
export type IncomeSourceField =
  | 'wages'
  | 'tax_exempt_interest'
  | 'taxable_interest'
  | 'qualified_dividends'
  | 'dividends'
  | 'ira_total'
  | 'ira_distributions'
  | 'pension_total'
  | 'pensions'
  | 'ssa_total'
  | 'capital_gain'
  | 'other_income';

export interface IncomeSource {
  field: IncomeSourceField;
  /** The Form 1040 line ('2b'). */
  line: string;
  /** The document, as its form names it ('1099-INT'). */
  form: string;
  /** Who issued it ('First Bank'); '' when the record names no one. */
  payer: string;
  /** Which boxes ('box 1 + box 3'). */
  boxes: string;
  amount: string;
}

const who = (x: { payer_name?: string; employer_name?: string }) =>
  (x.payer_name ?? x.employer_name ?? '').trim();

/** Every non-zero document amount of the Income step's lines, in line order. */
export function incomeSources(input: Return): IncomeSource[] {
  const out: IncomeSource[] = [];
  const add = <T extends { payer_name?: string; employer_name?: string }>(
    field: IncomeSourceField,
    line: string,
    form: string,
    boxes: string,
    list: readonly T[] | undefined,
    amount: (x: T) => Amount | Money,
  ) => {
    for (const x of list ?? []) {
      const v = sumOf([x], amount);
      if (!v.isZero()) out.push({ field, line, form, payer: who(x), boxes, amount: v.toString() });
    }
  };
  const ints = input.f1099_int;
  const divs = input.f1099_div;
  const iras = input.f1099_r?.filter((r) => r.ira_sep_simple);
  const pens = input.f1099_r?.filter((r) => !r.ira_sep_simple);
  add('wages', '1a', 'W-2', 'box 1', input.w2s, (w) => w.wages);
  add('tax_exempt_interest', '2a', '1099-INT', 'box 8 − box 13', ints, (x) =>
    m(x.box8_tax_exempt_interest).minus(m(x.box13_bond_premium_tax_exempt)),
  );
  add('tax_exempt_interest', '2a', '1099-DIV', 'box 12', divs, (d) => d.box12_exempt_interest_dividends);
  add('taxable_interest', '2b', '1099-INT', 'box 1 + box 3', ints, (x) =>
    m(x.box1_interest_income).plus(m(x.box3_us_savings_bonds_treasury_interest)),
  );
  add('qualified_dividends', '3a', '1099-DIV', 'box 1b', divs, (d) => d.box1b_qualified_dividends);
  add('dividends', '3b', '1099-DIV', 'box 1a', divs, (d) => d.box1a_ordinary_dividends);
  add('ira_total', '4a', '1099-R', 'box 1', iras?.filter(partlyTaxable), (r) => r.box1_gross_dist);
  add('ira_distributions', '4b', '1099-R', 'taxable amount', iras, retirementTaxable);
  add('pension_total', '5a', '1099-R', 'box 1', pens?.filter(partlyTaxable), (r) => r.box1_gross_dist);
  add('pensions', '5b', '1099-R', 'taxable amount', pens, retirementTaxable);
  const ssa = input.ssa_1099?.map((s) => ({ ...s, payer_name: 'Social Security Administration' }));
  add('ssa_total', '6a', 'SSA-1099', 'box 5', ssa, (s) =>
    s.box5_net_benefits !== undefined && s.box5_net_benefits !== null && s.box5_net_benefits !== ''
      ? m(s.box5_net_benefits)
      : m(s.box3_benefits_paid).minus(m(s.box4_benefits_repaid)),
  );
  add('capital_gain', '7', '1099-DIV', 'box 2a', divs, (d) => d.box2a_total_capital_gain);
  add('other_income', '8', '1099-G', 'boxes 5, 6, 7, 9', input.f1099_g, (g) =>
    m(g.rtaa_payments).plus(m(g.taxable_grants)).plus(m(g.agriculture_payments)).plus(m(g.market_gain)),
  );
  add(
    'other_income',
    '8',
    '1099-MISC',
    'box 3',
    input.f1099_misc?.filter((x) => x.target === '1040'),
    (x) => x.box3_other_income,
  );
  add('other_income', '8', '1099', 'amount', input.f1099_simple, (x) => x.amount);
  return out;
}
