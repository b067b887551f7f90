/**
 * Worked Form 1040-X (Rev. 2024) cases: column A (original), B (net change = C − A), C (correct),
 * lines 16-23 per the 2024 Instructions for Form 1040-X and spec 001 section 5:
 * l03 = l01 − l02; l05 = l03 − l04b; l08 = l06 − l07; l11 = l08 + l10; l17 = l12 + l13 + l14 + l15 + l16;
 * l19 = l17 − l18; l20 = l11 − l19 if positive; l21 = l19 − l11 if positive; l22 = l21 − l23.
 * Column mapping from Form 1040 (1040-X instructions): 1 = 1040 l11; 2 = l12; 4b = l13; 6 = l18;
 * 7 = l21; 10 = l23; 12 = l25d; 13 = l26; 14 = l27; 15 = l28 + l29 + l31.
 */
import { describe, expect, it } from 'vitest';
import { compute1040X } from '../../src/index';
import { compute, expectLines } from './helpers';

describe('Form 1040-X', () => {
  it('X1 omitted interest income: amended return shows additional tax owed', () => {
    const base = { filing_status: 'single' as const, w2s: [{ wages: '52000', federal_income_tax: '4800' }] };
    const original = compute(base);
    const amended = compute({ ...base, f1099_int: [{ payer_name: 'Bank', box1_interest_income: '2000' }] });
    // original: AGI 52,000, TI 37,400, tax TT 37,400-37,450 single 4,259, refund 541 (see wages W1)
    // amended: AGI 54,000, TI 39,400, tax TT 39,400-39,450 single 4,499
    const x = compute1040X(original, amended, { l18: '541' });
    expectLines(x, {
      'f1040x.l01.a': 52000,
      'f1040x.l01.b': 2000,
      'f1040x.l01.c': 54000,
      'f1040x.l02.a': 14600,
      'f1040x.l02.b': 0,
      'f1040x.l02.c': 14600,
      'f1040x.l03.a': 37400,
      'f1040x.l03.b': 2000,
      'f1040x.l03.c': 39400,
      'f1040x.l05.a': 37400,
      'f1040x.l05.b': 2000,
      'f1040x.l05.c': 39400,
      'f1040x.l06.a': 4259,
      'f1040x.l06.b': 240,
      'f1040x.l06.c': 4499,
      'f1040x.l08.a': 4259,
      'f1040x.l08.b': 240,
      'f1040x.l08.c': 4499,
      'f1040x.l11.a': 4259,
      'f1040x.l11.b': 240,
      'f1040x.l11.c': 4499,
      'f1040x.l12.a': 4800,
      'f1040x.l12.b': 0,
      'f1040x.l12.c': 4800,
      'f1040x.l16': 0,
      'f1040x.l17': 4800, // 4,800 + 0
      'f1040x.l18': 541, // overpayment refunded on the original
      'f1040x.l19': 4259, // 4,800 - 541
      'f1040x.l20': 240, // 4,499 - 4,259
      'f1040x.l21': 0,
      'f1040x.l22': 0,
    });
    expect(x.amountOwed.toString()).toBe('240.00');
  });

  it('X2 newly claimed adjustments: overpayment, part applied to estimated tax', () => {
    const base = { filing_status: 'single' as const, w2s: [{ wages: '85000', federal_income_tax: '9000' }] };
    const original = compute(base); // wages W2: tax 10,547, owed 1,547 paid with the return
    const amended = compute({
      ...base,
      adjustments: { educator_expenses_taxpayer: '300', hsa_deduction: '2000' },
    });
    // amended: AGI 85,000 - 2,300 = 82,700; TI 68,100; TT 68,100-68,150 single = 10,041 (5,426 + 22% x 20,975 = 10,040.50 → 10,041)
    const x = compute1040X(original, amended, { l16: '1547', l23: '100' });
    expectLines(x, {
      'f1040x.l01.a': 85000,
      'f1040x.l01.b': -2300,
      'f1040x.l01.c': 82700,
      'f1040x.l03.a': 70400,
      'f1040x.l03.b': -2300,
      'f1040x.l03.c': 68100,
      'f1040x.l05.a': 70400,
      'f1040x.l05.b': -2300,
      'f1040x.l05.c': 68100,
      'f1040x.l06.a': 10547,
      'f1040x.l06.b': -506,
      'f1040x.l06.c': 10041,
      'f1040x.l11.a': 10547,
      'f1040x.l11.b': -506,
      'f1040x.l11.c': 10041,
      'f1040x.l12.c': 9000,
      'f1040x.l16': 1547, // paid with the original return
      'f1040x.l17': 10547, // 9,000 + 1,547
      'f1040x.l18': 0,
      'f1040x.l19': 10547,
      'f1040x.l20': 0,
      'f1040x.l21': 506, // 10,547 - 10,041
      'f1040x.l22': 406, // 506 - 100
      'f1040x.l23': 100,
    });
    expect(x.refund.toString()).toBe('406.00');
  });

  it('X3 entered columns (spec 001 screen) with QBI, credits, other taxes and refundable credits', () => {
    const x = compute1040X(
      {
        l01: '60000',
        l02: '14600',
        l04b: '1000',
        l06: '5000',
        l07: '2000',
        l10: '1500',
        l12: '3000',
        l13: '1000',
        l14: '0',
        l15: '500',
      },
      {
        l01: '64000.40',
        l02: '14600',
        l04b: '1200',
        l06: '5600',
        l07: '2000',
        l10: '1700',
        l12: '3000',
        l13: '1000',
        l14: '0',
        l15: '500',
      },
      { l16: '0', l18: '0' },
    );
    expectLines(x, {
      'f1040x.l01.c': 64000, // 64,000.40 rounds to 64,000
      'f1040x.l03.a': 45400, // 60,000 - 14,600
      'f1040x.l03.c': 49400, // 64,000 - 14,600
      'f1040x.l05.a': 44400, // 45,400 - 1,000
      'f1040x.l05.b': 3800,
      'f1040x.l05.c': 48200, // 49,400 - 1,200
      'f1040x.l08.a': 3000, // 5,000 - 2,000
      'f1040x.l08.c': 3600,
      'f1040x.l11.a': 4500, // 3,000 + 1,500
      'f1040x.l11.b': 800,
      'f1040x.l11.c': 5300, // 3,600 + 1,700
      'f1040x.l17': 4500, // 3,000 + 1,000 + 0 + 500 + 0
      'f1040x.l19': 4500,
      'f1040x.l20': 800, // 5,300 - 4,500
      'f1040x.l21': 0,
    });
  });
});
