import { describe, expect, it } from 'vitest';
import { computeReturn, describeInput } from '../src/index';
import type { Return } from '../src/types';

const input: Return = {
  filing_status: 'single',
  w2s: [
    { employer_name: 'Acme Corp', wages: '52345', federal_income_tax: '5000' },
    { employer_name: 'Beta LLC', wages: '1000.50', owner: 'spouse' },
  ],
  f1099_r: [{ payer_name: 'Fund Co', box1_gross_dist: '900', box2a_taxable_amt: '900' }],
  income: { taxable_interest: '12.34' },
};

describe('entered inputs of an explanation', () => {
  it('line 1a names each W-2 with its box 1 amount, read from what the line declares it reads', () => {
    const r = computeReturn(input);
    const l1a = r.explain('f1040.l1a')!;
    const entered = l1a.inputs.filter((k) => k.startsWith('input.')).flatMap((k) => describeInput(input, k));
    expect(entered).toEqual([
      { label: 'W-2 from Acme Corp, box 1', amount: '52345.00' },
      { label: 'W-2 from Beta LLC (spouse), box 1', amount: '1000.50' },
    ]);
    // 52,345 + 1,000.50 rounds to 53,346 on the line (whole dollars).
    expect(l1a.value.toString()).toBe('53346.00');
  });

  it('screens and boxes are named plainly; empty inputs give nothing', () => {
    expect(describeInput(input, 'input.income.taxable_interest')).toEqual([
      { label: 'Income screen, taxable interest', amount: '12.34' },
    ]);
    expect(describeInput(input, 'input.f1099_r.box2a_taxable_amt')).toEqual([
      { label: '1099-R from Fund Co, box 2a', amount: '900.00' },
    ]);
    expect(describeInput(input, 'input.w2s.medicare_wages')).toEqual([]);
    expect(describeInput(input, 'input.f1099_int.box1_interest_income')).toEqual([]);
  });
});
