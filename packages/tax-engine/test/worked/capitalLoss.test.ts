/**
 * Worked 2024 returns — capital losses: Schedule D line 21 limit ($3,000; $1,500 MFS — IRC §1211(b)),
 * Capital Loss Carryover Worksheet (2024 Instructions for Schedule D), and 2023 carryovers.
 */
import { describe, it } from 'vitest';
import { compute, expectForm, expectLines } from './helpers';

describe('capital losses', () => {
  it('C1 single, net loss over $3,000: line 21 limit and 2025 carryovers', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '60000', federal_income_tax: '6000' }],
      f8949: [
        {
          box: 'A',
          description: 'ST stock',
          date_acquired: '2024-02-01',
          date_sold: '2024-09-01',
          proceeds: '5000',
          cost: '9000',
        },
        {
          box: 'D',
          description: 'LT stock',
          date_acquired: '2018-02-01',
          date_sold: '2024-09-01',
          proceeds: '10000',
          cost: '16000',
        },
      ],
    });
    expectLines(r, {
      // Box A and D sales with basis reported and no adjustments: totalled on lines 1a and 8a
      // without Form 8949 (2024 Form 8949 instructions, Exception 1).
      'scheduleD.l1a': -4000,
      'scheduleD.l1b': 0,
      'scheduleD.l7': -4000,
      'scheduleD.l8a': -6000,
      'scheduleD.l8b': 0,
      'scheduleD.l15': -6000,
      'scheduleD.l16': -10000,
      'scheduleD.l21': -3000, // smaller of the loss or (3,000)
      // Capital Loss Carryover Worksheet: l1 = 57,000 - 14,600 = 42,400; l2 = 3,000; l3 = 45,400; l4 = 3,000;
      // l5 = 4,000; l6 = 0; l7 = 3,000; l8 = 1,000 (ST carryover);
      // l9 = 6,000; l10 = 0; l11 = max(0, 3,000 - 4,000) = 0; l12 = 0; l13 = 6,000 (LT carryover)
      'capitalLossCarryoverWks.l8': 1000,
      'capitalLossCarryoverWks.l13': 6000,
    });
    expectForm(r, {
      'f1040.l1a': 60000,
      'f1040.l1z': 60000,
      'f1040.l7': -3000,
      'f1040.l9': 57000,
      'f1040.l11': 57000,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 42400,
      'f1040.l16': 4859, // TT 42,400-42,450 single = 4,859 (1,160 + 12% x 30,825 = 4,859)
      'f1040.l18': 4859,
      'f1040.l22': 4859,
      'f1040.l24': 4859,
      'f1040.l25a': 6000,
      'f1040.l25d': 6000,
      'f1040.l33': 6000,
      'f1040.l34': 1141,
      'f1040.l35a': 1141,
    });
  });

  it('C2 married filing separately: $1,500 loss limit', () => {
    const r = compute({
      filing_status: 'mfs',
      w2s: [{ wages: '50000', federal_income_tax: '4000' }],
      f8949: [
        {
          box: 'D',
          description: 'LT fund',
          date_acquired: '2015-01-01',
          date_sold: '2024-03-01',
          proceeds: '5000',
          cost: '10000',
        },
      ],
    });
    expectLines(r, {
      'scheduleD.l15': -5000,
      'scheduleD.l16': -5000,
      'scheduleD.l21': -1500, // MFS limit
      // carryover: l1 = 48,500 - 14,600 = 33,900; l4 = 1,500; LT: l9 5,000 - l12 1,500 = 3,500
      'capitalLossCarryoverWks.l13': 3500,
    });
    expectForm(r, {
      'f1040.l1a': 50000,
      'f1040.l1z': 50000,
      'f1040.l7': -1500,
      'f1040.l9': 48500,
      'f1040.l11': 48500,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 33900,
      'f1040.l16': 3839, // TT 33,900-33,950 MFS = 3,839 (1,160 + 12% x 22,325 = 3,839)
      'f1040.l18': 3839,
      'f1040.l22': 3839,
      'f1040.l24': 3839,
      'f1040.l25a': 4000,
      'f1040.l25d': 4000,
      'f1040.l33': 4000,
      'f1040.l34': 161,
      'f1040.l35a': 161,
    });
  });

  it('C3 2023 carryovers absorbed by a 2024 long-term gain', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '40000', federal_income_tax: '3000' }],
      schedule_d: { st_6_loss_carry: '2000', lt_14_loss_carry: '5000' },
      f8949: [
        {
          box: 'D',
          description: 'LT stock',
          date_acquired: '2010-01-01',
          date_sold: '2024-05-01',
          proceeds: '25000',
          cost: '15000',
        },
      ],
    });
    expectLines(r, {
      'scheduleD.l6': -2000,
      'scheduleD.l7': -2000,
      'scheduleD.l8a': 10000, // box D, no adjustments: line 8a (Form 8949 instructions, Exception 1)
      'scheduleD.l14': -5000,
      'scheduleD.l15': 5000, // 10,000 - 5,000
      'scheduleD.l16': 3000, // -2,000 + 5,000
      'qdcgtWks.l3': 3000, // smaller of Schedule D line 15 (5,000) or 16 (3,000)
      'qdcgtWks.l5': 25400,
      'qdcgtWks.l9': 3000, // 0%: 28,400 < 47,025
      'qdcgtWks.l22': 2819, // TT 25,400-25,450 single = 2,819
      'qdcgtWks.l24': 3179, // TT 28,400-28,450 single = 3,179
      'qdcgtWks.l25': 2819,
    });
    expectForm(r, {
      'f1040.l1a': 40000,
      'f1040.l1z': 40000,
      'f1040.l7': 3000,
      'f1040.l9': 43000,
      'f1040.l11': 43000,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 28400,
      'f1040.l16': 2819,
      'f1040.l18': 2819,
      'f1040.l22': 2819,
      'f1040.l24': 2819,
      'f1040.l25a': 3000,
      'f1040.l25d': 3000,
      'f1040.l33': 3000,
      'f1040.l34': 181,
      'f1040.l35a': 181,
    });
  });
});
