/**
 * Worked 2024 returns — interest, dividends, capital gains: Schedule B, Qualified Dividends and
 * Capital Gain Tax Worksheet (2024 Form 1040 instructions, line 16; 0% up to $47,025 single,
 * $63,000 HOH, $94,050 MFJ; 15% up to $518,900 / $551,350 / $583,750 — Rev. Proc. 2023-34 §3.03).
 */
import { describe, it } from 'vitest';
import { compute, expectForm, expectLines } from './helpers';

describe('investment income', () => {
  it('I1 HOH with qualified dividends, capital gain distribution and a long-term sale (QDCGT worksheet)', () => {
    const r = compute({
      filing_status: 'hoh',
      dependents: [
        {
          first_name: 'Jo',
          relationship: 'daughter',
          date_of_birth: '2011-08-08',
          months_lived_with: 12,
          ssn: '666778888',
          has_ssn: true,
          qualifies_for_child_tax_credit: true,
        },
      ],
      w2s: [{ wages: '75000', federal_income_tax: '7000' }],
      f1099_div: [
        {
          payer_name: 'Fund',
          box1a_ordinary_dividends: '6000',
          box1b_qualified_dividends: '5000',
          box2a_total_capital_gain: '1000',
        },
      ],
      f8949: [
        {
          box: 'D',
          description: '100 sh XYZ',
          date_acquired: '2019-01-10',
          date_sold: '2024-06-10',
          proceeds: '20000',
          cost: '12000',
        },
      ],
    });
    expectLines(r, {
      'scheduleD.l8a': 8000, // box D with no adjustments, totalled on line 8a: 20,000 - 12,000
      'scheduleD.l13': 1000, // capital gain distributions
      'scheduleD.l15': 9000,
      'scheduleD.l16': 9000,
      'qdcgtWks.l1': 68100,
      'qdcgtWks.l2': 5000,
      'qdcgtWks.l3': 9000, // Schedule D line 15/16 smaller (both 9,000)
      'qdcgtWks.l4': 14000,
      'qdcgtWks.l5': 54100, // 68,100 - 14,000
      'qdcgtWks.l6': 63000, // HOH 0% top
      'qdcgtWks.l7': 63000, // min(68,100, 63,000)
      'qdcgtWks.l8': 54100, // min(54,100, 63,000)
      'qdcgtWks.l9': 8900, // taxed at 0%
      'qdcgtWks.l10': 14000,
      'qdcgtWks.l11': 8900,
      'qdcgtWks.l12': 5100,
      'qdcgtWks.l13': 551350,
      'qdcgtWks.l14': 68100,
      'qdcgtWks.l15': 63000, // 54,100 + 8,900
      'qdcgtWks.l16': 5100,
      'qdcgtWks.l17': 5100,
      'qdcgtWks.l18': 765, // 15% x 5,100
      'qdcgtWks.l19': 14000,
      'qdcgtWks.l20': 0,
      'qdcgtWks.l21': 0,
      'qdcgtWks.l22': 6164, // TT 54,100-54,150 HOH = 6,164 (1,655 + 12% x 37,575 = 6,164)
      'qdcgtWks.l23': 6929, // 765 + 0 + 6,164
      'qdcgtWks.l24': 8347, // TT 68,100-68,150 HOH = 8,347 (7,241 + 22% x 5,025 = 8,346.50 → 8,347)
      'qdcgtWks.l25': 6929,
    });
    expectForm(r, {
      'f1040.l1a': 75000,
      'f1040.l1z': 75000,
      'f1040.l3a': 5000,
      'f1040.l3b': 6000, // Schedule B Part II (over $1,500)
      'f1040.l7': 9000, // Schedule D line 16
      'f1040.l9': 90000, // 75,000 + 6,000 + 9,000
      'f1040.l11': 90000,
      'f1040.l12': 21900,
      'f1040.l14': 21900,
      'f1040.l15': 68100,
      'f1040.l16': 6929, // QDCGT line 25
      'f1040.l18': 6929,
      'f1040.l19': 2000, // 1 child
      'f1040.l21': 2000,
      'f1040.l22': 4929,
      'f1040.l24': 4929,
      'f1040.l25a': 7000,
      'f1040.l25d': 7000,
      'f1040.l33': 7000,
      'f1040.l34': 2071,
      'f1040.l35a': 2071,
    });
  });

  it('I2 Schedule B over $1,500 with savings bond interest and an early withdrawal penalty', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '48000', federal_income_tax: '4500' }],
      f1099_int: [
        { payer_name: 'Bank A', box1_interest_income: '800', box2_early_withdrawal_penalty: '50' },
        { payer_name: 'Bank B', box1_interest_income: '900' },
        {
          payer_name: 'Treasury',
          box1_interest_income: '400',
          box3_us_savings_bonds_treasury_interest: '300',
        },
      ],
    });
    expectLines(r, {
      'scheduleB.l2': 2400, // 800 + 900 + (400 + 300)
      'scheduleB.l4': 2400, // no Form 8815 exclusion
      'schedule1.l18': 50, // penalty on early withdrawal of savings
    });
    expectForm(r, {
      'f1040.l1a': 48000,
      'f1040.l1z': 48000,
      'f1040.l2b': 2400,
      'f1040.l9': 50400,
      'f1040.l10': 50,
      'f1040.l11': 50350,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 35750,
      'f1040.l16': 4061, // TT 35,750-35,800 single = 4,061 (1,160 + 12% x 24,175 = 4,061)
      'f1040.l18': 4061,
      'f1040.l22': 4061,
      'f1040.l24': 4061,
      'f1040.l25a': 4500,
      'f1040.l25d': 4500,
      'f1040.l33': 4500,
      'f1040.l34': 439,
      'f1040.l35a': 439,
    });
  });

  it('I3 single with qualified dividends entirely in the 0% bracket', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '30000', federal_income_tax: '2000' }],
      f1099_div: [
        { payer_name: 'Broker', box1a_ordinary_dividends: '10000', box1b_qualified_dividends: '10000' },
      ],
    });
    expectLines(r, {
      'qdcgtWks.l4': 10000,
      'qdcgtWks.l5': 15400, // 25,400 - 10,000
      'qdcgtWks.l9': 10000, // min(25,400, 47,025) - min(15,400, 25,400) = 10,000 at 0%
      'qdcgtWks.l22': 1619, // TT 15,400-15,450 single = 1,619 (1,160 + 12% x 3,825 = 1,619)
      'qdcgtWks.l24': 2819, // TT 25,400-25,450 single = 2,819
      'qdcgtWks.l25': 1619,
    });
    expectForm(r, {
      'f1040.l1a': 30000,
      'f1040.l1z': 30000,
      'f1040.l3a': 10000,
      'f1040.l3b': 10000,
      'f1040.l9': 40000,
      'f1040.l11': 40000,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 25400,
      'f1040.l16': 1619,
      'f1040.l18': 1619,
      'f1040.l22': 1619,
      'f1040.l24': 1619,
      'f1040.l25a': 2000,
      'f1040.l25d': 2000,
      'f1040.l33': 2000,
      'f1040.l34': 381,
      'f1040.l35a': 381,
    });
  });

  it('I4 MFJ with capital gain distributions only (line 7 without Schedule D)', () => {
    const r = compute({
      filing_status: 'mfj',
      w2s: [{ wages: '100000', federal_income_tax: '9000' }],
      f1099_div: [
        {
          payer_name: 'Fund',
          box1a_ordinary_dividends: '3000',
          box1b_qualified_dividends: '2000',
          box2a_total_capital_gain: '1500',
        },
      ],
    });
    expectLines(r, {
      'qdcgtWks.l3': 1500, // 1040 line 7 (box checked, no Schedule D)
      'qdcgtWks.l4': 3500,
      'qdcgtWks.l5': 71800,
      'qdcgtWks.l9': 3500, // all at 0% (75,300 < 94,050)
      'qdcgtWks.l22': 8155, // TT 71,800-71,850 MFJ = 8,155 (2,320 + 12% x 48,625 = 8,155)
      'qdcgtWks.l24': 8575, // TT 75,300-75,350 MFJ = 8,575
      'qdcgtWks.l25': 8155,
    });
    expectForm(r, {
      'f1040.l1a': 100000,
      'f1040.l1z': 100000,
      'f1040.l3a': 2000,
      'f1040.l3b': 3000, // Schedule B (over $1,500)
      'f1040.l7': 1500,
      'f1040.l9': 104500,
      'f1040.l11': 104500,
      'f1040.l12': 29200,
      'f1040.l14': 29200,
      'f1040.l15': 75300,
      'f1040.l16': 8155,
      'f1040.l18': 8155,
      'f1040.l22': 8155,
      'f1040.l24': 8155,
      'f1040.l25a': 9000,
      'f1040.l25d': 9000,
      'f1040.l33': 9000,
      'f1040.l34': 845,
      'f1040.l35a': 845,
    });
  });
});
