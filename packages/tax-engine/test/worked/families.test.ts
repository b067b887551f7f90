/**
 * Worked 2024 returns — families: child tax credit / ACTC (Schedule 8812), EIC, Form 2441.
 *
 * Sources: 2024 Instructions for Schedule 8812 ($2,000 per child under 17, $1,700 refundable
 * maximum, 15% of earned income over $2,500, phase-out $400,000 MFJ / $200,000 others);
 * Rev. Proc. 2023-34 §3.06 and Pub. 596 (2024) EIC: 1 child max 4,213, phase-out from 22,720
 * (29,640 MFJ) at 15.98%; 2 children max 6,960 from earned income 17,400, phase-out at 21.06%.
 * EIC Table amounts are the credit figured on the midpoint of the $50 row, rounded to the dollar.
 * Form 2441 (2024): 20% for AGI over $43,000; $6,000 limit for two or more persons.
 */
import { describe, it } from 'vitest';
import { child, compute, expectForm, expectLines } from './helpers';

describe('families', () => {
  it('F1 MFJ with two children: CTC fully absorbed by tax', () => {
    const r = compute({
      filing_status: 'mfj',
      dependents: [
        child('Al', '2012-02-02', '111223333'),
        child('Bo', '2016-05-05', '111224444', { relationship: 'daughter' }),
      ],
      w2s: [
        { owner: 'taxpayer', wages: '70000', federal_income_tax: '4000' },
        { owner: 'spouse', wages: '50000', federal_income_tax: '3000' },
      ],
    });
    expectLines(r, {
      'schedule8812.l5': 4000, // 2 x 2,000
      'schedule8812.l8': 4000,
      'schedule8812.l12': 4000, // AGI 120,000 < 400,000: no phase-out
      'schedule8812.l13': 10435, // Credit Limit Worksheet A: line 18 tax, no other credits
      'schedule8812.l14': 4000,
      'schedule8812.l27': 0, // 16a = 12 - 14 = 0
    });
    expectForm(r, {
      'f1040.l1a': 120000,
      'f1040.l1z': 120000,
      'f1040.l9': 120000,
      'f1040.l11': 120000,
      'f1040.l12': 29200,
      'f1040.l14': 29200,
      'f1040.l15': 90800, // 120,000 - 29,200
      'f1040.l16': 10435, // TT 90,800-90,850 MFJ = 10,435 (2,320 + 12% x 67,625 = 10,435)
      'f1040.l18': 10435,
      'f1040.l19': 4000,
      'f1040.l21': 4000,
      'f1040.l22': 6435,
      'f1040.l24': 6435,
      'f1040.l25a': 7000,
      'f1040.l25d': 7000,
      'f1040.l33': 7000,
      'f1040.l34': 565, // 7,000 - 6,435
      'f1040.l35a': 565,
    });
  });

  it('F2 MFJ with two children, modest wages: CTC limited by tax, ACTC, and EIC', () => {
    const r = compute({
      filing_status: 'mfj',
      dependents: [
        child('Cy', '2015-01-01', '222334444'),
        child('Di', '2019-09-09', '222335555', { relationship: 'daughter' }),
      ],
      w2s: [
        {
          owner: 'taxpayer',
          wages: '45000',
          federal_income_tax: '1200',
          social_security_wages: '45000',
          social_security_tax: '2790',
          medicare_wages: '45000',
          medicare_tax: '652.50',
        },
      ],
    });
    expectLines(r, {
      'schedule8812.l12': 4000,
      'schedule8812.l13': 1583, // CLW A: line 18 = 1,583
      'schedule8812.l14': 1583, // min(4,000, 1,583)
      'schedule8812.l16a': 2417, // 4,000 - 1,583
      'schedule8812.l16b': 3400, // 2 x 1,700
      'schedule8812.l17': 2417,
      'schedule8812.l18a': 45000,
      'schedule8812.l19': 42500, // 45,000 - 2,500
      'schedule8812.l20': 6375, // 15% x 42,500
      'schedule8812.l27': 2417, // 16b < 5,100: min(17, 20)
      // EIC, MFJ, 2 children: earned income = AGI = 45,000 ≥ 29,640 → row 45,000-45,050:
      // 6,960 - 21.06% x (45,025 - 29,640) = 6,960 - 3,240.08 = 3,719.92 → 3,720
      'eic.credit': 3720,
    });
    expectForm(r, {
      'f1040.l1a': 45000,
      'f1040.l1z': 45000,
      'f1040.l9': 45000,
      'f1040.l11': 45000,
      'f1040.l12': 29200,
      'f1040.l14': 29200,
      'f1040.l15': 15800,
      'f1040.l16': 1583, // TT 15,800-15,850 MFJ = 1,583 (10% x 15,825 = 1,582.50 → 1,583)
      'f1040.l18': 1583,
      'f1040.l19': 1583,
      'f1040.l21': 1583,
      'f1040.l25a': 1200,
      'f1040.l25d': 1200,
      'f1040.l27': 3720, // EIC
      'f1040.l28': 2417, // ACTC
      'f1040.l32': 6137, // 3,720 + 2,417
      'f1040.l33': 7337, // 1,200 + 6,137
      'f1040.l34': 7337, // line 24 = 0
      'f1040.l35a': 7337,
    });
  });

  it('F3 low-income HOH with two children: maximum EIC, ACTC at 15% of earned income', () => {
    const r = compute({
      filing_status: 'hoh',
      dependents: [
        child('Ed', '2017-03-03', '333445555'),
        child('Flo', '2020-07-07', '333446666', { relationship: 'daughter' }),
      ],
      w2s: [{ wages: '20000', federal_income_tax: '500' }],
    });
    expectLines(r, {
      'schedule8812.l12': 4000,
      'schedule8812.l13': 0, // tax is zero
      'schedule8812.l14': 0,
      'schedule8812.l16a': 4000,
      'schedule8812.l16b': 3400,
      'schedule8812.l17': 3400,
      'schedule8812.l19': 17500, // 20,000 - 2,500
      'schedule8812.l20': 2625, // 15% x 17,500
      'schedule8812.l27': 2625, // min(3,400, 2,625)
      // EIC: 2 children, earned income 20,000 ≥ 17,400 and AGI 20,000 < 22,720 → maximum 6,960
      'eic.credit': 6960,
    });
    expectForm(r, {
      'f1040.l1a': 20000,
      'f1040.l1z': 20000,
      'f1040.l9': 20000,
      'f1040.l11': 20000,
      'f1040.l12': 21900, // HOH std ded
      'f1040.l14': 21900,
      // 15 = max(0, 20,000 - 21,900) = 0
      'f1040.l25a': 500,
      'f1040.l25d': 500,
      'f1040.l27': 6960,
      'f1040.l28': 2625,
      'f1040.l32': 9585, // 6,960 + 2,625
      'f1040.l33': 10085, // 500 + 9,585
      'f1040.l34': 10085,
      'f1040.l35a': 10085,
    });
  });

  it('F4 HOH with one child in the EIC phase-out range', () => {
    const r = compute({
      filing_status: 'hoh',
      dependents: [child('Gus', '2013-10-10', '444556666')],
      w2s: [{ wages: '30000', federal_income_tax: '1000' }],
    });
    expectLines(r, {
      'schedule8812.l14': 813, // min(2,000, tax 813)
      'schedule8812.l16a': 1187, // 2,000 - 813
      'schedule8812.l16b': 1700,
      'schedule8812.l17': 1187,
      'schedule8812.l20': 4125, // 15% x (30,000 - 2,500)
      'schedule8812.l27': 1187,
      // EIC 1 child: row 30,000-30,050: 4,213 - 15.98% x (30,025 - 22,720) = 4,213 - 1,167.34 = 3,045.66 → 3,046
      'eic.credit': 3046,
    });
    expectForm(r, {
      'f1040.l1a': 30000,
      'f1040.l1z': 30000,
      'f1040.l9': 30000,
      'f1040.l11': 30000,
      'f1040.l12': 21900,
      'f1040.l14': 21900,
      'f1040.l15': 8100,
      'f1040.l16': 813, // TT 8,100-8,150 HOH = 813 (10% x 8,125 = 812.50 → 813)
      'f1040.l18': 813,
      'f1040.l19': 813,
      'f1040.l21': 813,
      'f1040.l25a': 1000,
      'f1040.l25d': 1000,
      'f1040.l27': 3046,
      'f1040.l28': 1187,
      'f1040.l32': 4233, // 3,046 + 1,187
      'f1040.l33': 5233,
      'f1040.l34': 5233,
      'f1040.l35a': 5233,
    });
  });

  it('F5 MFJ two children with Form 2441 dependent care credit and CTC', () => {
    const r = compute({
      filing_status: 'mfj',
      dependents: [
        child('Hal', '2020-01-15', '555667777'),
        child('Ivy', '2017-06-30', '555668888', { relationship: 'daughter' }),
      ],
      w2s: [
        { owner: 'taxpayer', wages: '60000', federal_income_tax: '2000' },
        { owner: 'spouse', wages: '40000', federal_income_tax: '2000' },
      ],
      dependent_care: {
        expenses_total: '8000',
        qualifying_persons: 2,
        providers: [{ name: 'Daycare', tin: '123456789', amount_paid: '8000' }],
      },
    });
    expectLines(r, {
      'f2441.l3': 6000, // 8,000 limited to 6,000 (two qualifying persons)
      'f2441.l4': 60000, // your earned income
      'f2441.l5': 40000, // spouse's earned income
      'f2441.l6': 6000, // smallest of 3, 4, 5
      'f2441.l9a': 1200, // AGI 100,000 > 43,000 → 0.20; 6,000 x 0.20
      'f2441.l11': 1200, // limit = line 18 tax 8,035
      'schedule3.l2': 1200,
      'schedule3.l8': 1200,
      'schedule8812.l14': 4000, // CLW A: 8,035 - 1,200 = 6,835 ≥ 4,000
    });
    expectForm(r, {
      'f1040.l1a': 100000,
      'f1040.l1z': 100000,
      'f1040.l9': 100000,
      'f1040.l11': 100000,
      'f1040.l12': 29200,
      'f1040.l14': 29200,
      'f1040.l15': 70800,
      'f1040.l16': 8035, // TT 70,800-70,850 MFJ = 8,035 (2,320 + 12% x 47,625 = 8,035)
      'f1040.l18': 8035,
      'f1040.l19': 4000,
      'f1040.l20': 1200, // Schedule 3 line 8
      'f1040.l21': 5200,
      'f1040.l22': 2835, // 8,035 - 5,200
      'f1040.l24': 2835,
      'f1040.l25a': 4000,
      'f1040.l25d': 4000,
      'f1040.l33': 4000,
      'f1040.l34': 1165,
      'f1040.l35a': 1165,
    });
  });
});
