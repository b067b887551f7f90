import { describe, expect, it } from 'vitest';
import { incomeSources } from '../src/index';
import type { Return } from '../src/types';
import { run, v, w2 } from './helpers';

// The Income step shows these sources beside each entry (issue 22, item 13): they must be exactly
// what the engine adds the entry to, line by line.
const input: Return = {
  tax_year: 2024,
  filing_status: 'single',
  taxpayer: { first_name: 'Ada', last_name: 'Doe' },
  w2s: [w2(40000, { employer_name: 'Acme' })],
  f1099_int: [
    { payer_name: 'First Bank', box1_interest_income: '1250', box8_tax_exempt_interest: '300' },
    {
      payer_name: 'Treasury Direct',
      box1_interest_income: '100',
      box3_us_savings_bonds_treasury_interest: '50',
    },
  ],
  f1099_div: [
    {
      payer_name: 'Big Fund',
      box1a_ordinary_dividends: '900',
      box1b_qualified_dividends: '600',
      box2a_total_capital_gain: '200',
      box12_exempt_interest_dividends: '40',
    },
  ],
  f1099_r: [
    // Partly taxable IRA distribution: box 1 on 4a, the taxable part on 4b.
    {
      payer_name: 'IRA Co',
      ira_sep_simple: true,
      box1_gross_dist: '5000',
      box2a_taxable_amt: '3000',
      box7_distribution_codes: '7',
    },
    // A fully taxable pension goes on 5b only.
    {
      payer_name: 'Pension Plan',
      box1_gross_dist: '8000',
      box2a_taxable_amt: '8000',
      box7_distribution_codes: '7',
    },
  ],
  ssa_1099: [{ box3_benefits_paid: '12000', box4_benefits_repaid: '1000' }],
  income: {
    taxable_interest: '1250',
    dividends: '100',
    qualified_dividends: '50',
    ira_total: '10',
    ssa_total: '500',
  },
};

describe('incomeSources', () => {
  const sources = incomeSources(input);
  const total = (line: string) =>
    sources.filter((s) => s.line === line).reduce((a, s) => a + Number(s.amount), 0);

  it('names each document amount with its payer and boxes', () => {
    expect(sources).toContainEqual({
      field: 'taxable_interest',
      line: '2b',
      form: '1099-INT',
      payer: 'First Bank',
      boxes: 'box 1 + box 3',
      amount: '1250.00',
    });
    expect(sources.filter((s) => s.line === '5a')).toEqual([]); // fully taxable: 5b only
    expect(sources.find((s) => s.line === '6a')).toMatchObject({ form: 'SSA-1099', amount: '11000.00' });
  });

  it('plus the Income step entries equals each line the engine computes', () => {
    const r = run(input);
    const entered = (k: keyof NonNullable<Return['income']>) => Number(input.income?.[k] ?? 0);
    // 1a: 40,000 (W-2)
    expect(v(r, 'f1040.l1a')).toBe(total('1a'));
    // 2a: 300 (1099-INT box 8) + 40 (1099-DIV box 12) = 340
    expect(v(r, 'f1040.l2a')).toBe(total('2a'));
    // 2b: 1,250 + 100 + 50 from the 1099-INTs, plus 1,250 typed = 2,650 (the double count the step warns of)
    expect(v(r, 'f1040.l2b')).toBe(total('2b') + entered('taxable_interest'));
    expect(v(r, 'f1040.l2b')).toBe(2650);
    expect(v(r, 'f1040.l3a')).toBe(total('3a') + entered('qualified_dividends'));
    expect(v(r, 'f1040.l3b')).toBe(total('3b') + entered('dividends'));
    expect(v(r, 'f1040.l4a')).toBe(total('4a') + entered('ira_total'));
    expect(v(r, 'f1040.l4b')).toBe(total('4b'));
    expect(v(r, 'f1040.l5a')).toBe(total('5a'));
    expect(v(r, 'f1040.l5b')).toBe(total('5b'));
    expect(v(r, 'f1040.l6a')).toBe(total('6a') + entered('ssa_total'));
  });
});
