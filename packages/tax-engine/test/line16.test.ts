/**
 * Form 1040 line 16 names the tax computation it came from and line 15 (issue 22 item 21): the
 * explanation is recorded by the arithmetic (taxOnIncome reads line 15), never "entered".
 *
 * Figures (2024 Instructions for Form 1040): Tax Table row 35,400–35,450, Single column:
 * 1,160 + 12% × (35,425 − 11,600) = 4,019. Tax Computation Worksheet, Section A (Single), taxable
 * income 150,000: 24% bracket (100,525–191,950): 150,000 × 24% − 6,957.50 = 29,042.50, rounded
 * 29,043 (the subtraction: 0.24 × 100,525 − 17,168.50 = 6,957.50).
 */
import { describe, expect, it } from 'vitest';
import { computeReturn, type Return } from '../src/index';

const single = (wages: string, extra: Partial<Return> = {}): Return => ({
  filing_status: 'single',
  w2s: [{ wages, federal_income_tax: '0' }],
  ...extra,
});

describe('Form 1040 line 16 explanation', () => {
  it('Tax Table: names the row, the column and line 15', () => {
    const r = computeReturn(single('50000'));
    const l16 = r.explain('f1040.l16')!;
    expect(l16.value.toString()).toBe('4019.00');
    expect(l16.inputs).toEqual(['f1040.l15']);
    expect(l16.formula).toBe(
      'Tax on line 15 ($35,400): Tax Table, row "at least $35,400 but less than $35,450", Single column',
    );
  });

  it('Tax Computation Worksheet: names the section, the rate and the subtraction', () => {
    // 164,600 wages − 14,600 standard deduction = 150,000.
    const r = computeReturn(single('164600'));
    const l16 = r.explain('f1040.l16')!;
    expect(l16.value.toString()).toBe('29043.00');
    expect(l16.inputs).toEqual(['f1040.l15']);
    expect(l16.formula).toBe(
      'Tax on line 15 ($150,000): Tax Computation Worksheet, Section A (Single): $150,000 × 24% minus $6,957.50',
    );
  });

  it('with qualified dividends: the worksheet line and line 15', () => {
    const r = computeReturn(
      single('50000', {
        f1099_div: [{ box1a_ordinary_dividends: '1000', box1b_qualified_dividends: '1000' }],
      }),
    );
    const l16 = r.explain('f1040.l16')!;
    expect(l16.inputs).toEqual(expect.arrayContaining(['qdcgtWks.l25', 'f1040.l15']));
    expect(l16.formula).toMatch(
      /^Tax on line 15 from the Qualified Dividends and Capital Gain Tax Worksheet, line 25/,
    );
  });
});
