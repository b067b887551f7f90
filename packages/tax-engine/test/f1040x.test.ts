import { describe, expect, it } from 'vitest';
import { compute1040X, computeReturn } from '../src/index';
import { w2 } from './helpers';

describe('Form 1040-X', () => {
  it('columns A, B, C from two computed returns', () => {
    const original = computeReturn({
      filing_status: 'single',
      w2s: [w2(62000, { federal_income_tax: '6200' })],
    });
    const amended = computeReturn({
      filing_status: 'single',
      w2s: [w2(62000, { federal_income_tax: '6200' })],
      f1099_int: [{ box1_interest_income: '1000' }],
    });
    // original: AGI 62,000, taxable 47,400 (tax 5,487: row 47,400–47,450 mid 47,425: 5,426 + 275 × 22% = 5,486.50 → 5,487)
    // amended: AGI 63,000, taxable 48,400 (tax 5,707: mid 48,425: 5,426 + 1,275 × 22% = 5,706.50 → 5,707)
    const x = compute1040X(original, amended, { l18: original.summary.refund.toString() });
    expect(x.lines.get('f1040x.l01.a').toNumber()).toBe(62000);
    expect(x.lines.get('f1040x.l01.c').toNumber()).toBe(63000);
    expect(x.lines.get('f1040x.l01.b').toNumber()).toBe(1000);
    expect(x.lines.get('f1040x.l05.c').toNumber()).toBe(48400);
    expect(x.lines.get('f1040x.l11.a').toNumber()).toBe(5487);
    expect(x.lines.get('f1040x.l11.c').toNumber()).toBe(5707);
    // l17 = 6,200; l18 = original overpayment 713; l19 = 5,487; l20 = 5,707 − 5,487 = 220 owed
    expect(x.lines.get('f1040x.l18').toNumber()).toBe(713);
    expect(x.lines.get('f1040x.l19').toNumber()).toBe(5487);
    expect(x.amountOwed.toNumber()).toBe(220);
    expect(x.overpaid.toNumber()).toBe(0);
  });
  it('entered columns (spec 001 arithmetic) with a refund split', () => {
    const x = compute1040X(
      { l01: '50000', l02: '14600', l06: '4000', l07: '0', l10: '0', l12: '4500' },
      { l01: '48000', l02: '14600', l06: '3700', l07: '0', l10: '0', l12: '4500' },
      { l18: '500', l23: '100' },
    );
    // C: l03 = 33,400; l05 = 33,400; l08 = 3,700; l11 = 3,700; l17 = 4,500; l19 = 4,000; l21 = 300; l22 = 200
    expect(x.lines.get('f1040x.l03.c').toNumber()).toBe(33400);
    expect(x.lines.get('f1040x.l11.b').toNumber()).toBe(-300);
    expect(x.overpaid.toNumber()).toBe(300);
    expect(x.refund.toNumber()).toBe(200);
    expect(x.lines.get('f1040x.l23').toNumber()).toBe(100);
  });
});
