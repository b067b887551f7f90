/**
 * Worked 2024 returns — Schedule A: medical over 7.5% of AGI, SALT cap ($10,000; $5,000 MFS —
 * IRC §164(b)(6), Schedule A line 5e), mortgage interest, gifts; standard vs itemized.
 * Tax at or above $100,000 uses the 2024 Tax Computation Worksheet (2024 Form 1040 instructions;
 * single 24% row: taxable x 24% − $6,957.50).
 */
import { describe, it } from 'vitest';
import { compute, expectForm, expectLines } from './helpers';

describe('itemized deductions', () => {
  it('T1 single itemizer over the SALT cap, taxable income over $100,000', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '150000', federal_income_tax: '25000' }],
      schedule_a: {
        state_local_taxes: '9000',
        real_estate_taxes: '6000',
        mortgage_interest_1098: '12000',
        gifts_by_cash: '3000',
      },
    });
    expectLines(r, {
      'scheduleA.l5a': 9000,
      'scheduleA.l5b': 6000,
      'scheduleA.l5d': 15000,
      'scheduleA.l5e': 10000, // SALT cap
      'scheduleA.l7': 10000,
      'scheduleA.l8a': 12000,
      'scheduleA.l8e': 12000,
      'scheduleA.l10': 12000,
      'scheduleA.l11': 3000,
      'scheduleA.l14': 3000,
      'scheduleA.l17': 25000, // 10,000 + 12,000 + 3,000
    });
    expectForm(r, {
      'f1040.l1a': 150000,
      'f1040.l1z': 150000,
      'f1040.l9': 150000,
      'f1040.l11': 150000,
      'f1040.l12': 25000, // itemized (> 14,600)
      'f1040.l14': 25000,
      'f1040.l15': 125000,
      // Tax Computation Worksheet, single, 100,525-191,950 row: 125,000 x 24% − 6,957.50 = 23,042.50 → 23,043
      // (Form 6251: AMTI 125,000 + 10,000 = 135,000 − 85,700 = 49,300 x 26% = 12,818 < 23,043: no AMT)
      'f1040.l16': 23043,
      'f1040.l18': 23043,
      'f1040.l22': 23043,
      'f1040.l24': 23043,
      'f1040.l25a': 25000,
      'f1040.l25d': 25000,
      'f1040.l33': 25000,
      'f1040.l34': 1957,
      'f1040.l35a': 1957,
    });
  });

  it('T2 married filing separately itemizer: $5,000 SALT cap', () => {
    const r = compute({
      filing_status: 'mfs',
      w2s: [{ wages: '90000', federal_income_tax: '11000' }],
      schedule_a: {
        state_local_taxes: '6000',
        real_estate_taxes: '2000',
        mortgage_interest_1098: '10000',
        gifts_by_cash: '1000',
      },
    });
    expectLines(r, {
      'scheduleA.l5d': 8000,
      'scheduleA.l5e': 5000, // MFS cap $5,000
      'scheduleA.l7': 5000,
      'scheduleA.l17': 16000, // 5,000 + 10,000 + 1,000
    });
    expectForm(r, {
      'f1040.l1a': 90000,
      'f1040.l1z': 90000,
      'f1040.l9': 90000,
      'f1040.l11': 90000,
      'f1040.l12': 16000,
      'f1040.l14': 16000,
      'f1040.l15': 74000,
      'f1040.l16': 11339, // TT 74,000-74,050 MFS = 11,339 (5,426 + 22% x 26,875 = 11,338.50 → 11,339)
      'f1040.l18': 11339,
      'f1040.l22': 11339,
      'f1040.l24': 11339,
      'f1040.l25a': 11000,
      'f1040.l25d': 11000,
      'f1040.l33': 11000,
      'f1040.l37': 339,
    });
  });

  it('T3 MFJ with medical expenses over 7.5% of AGI', () => {
    const r = compute({
      filing_status: 'mfj',
      w2s: [
        { owner: 'taxpayer', wages: '50000', federal_income_tax: '3000' },
        { owner: 'spouse', wages: '30000', federal_income_tax: '2000' },
      ],
      schedule_a: {
        medical_expenses: '12000',
        medical_reimbursement: '1000',
        state_local_taxes: '4000',
        real_estate_taxes: '3000',
        mortgage_interest_1098: '15000',
        gifts_by_cash: '5000',
        gifts_other: '500',
      },
    });
    expectLines(r, {
      'scheduleA.l1': 11000, // 12,000 - 1,000 reimbursed
      'scheduleA.l2': 80000,
      'scheduleA.l3': 6000, // 7.5% x 80,000
      'scheduleA.l4': 5000,
      'scheduleA.l5d': 7000,
      'scheduleA.l5e': 7000, // under the cap
      'scheduleA.l7': 7000,
      'scheduleA.l10': 15000,
      'scheduleA.l11': 5000,
      'scheduleA.l12': 500,
      'scheduleA.l14': 5500,
      'scheduleA.l17': 32500, // 5,000 + 7,000 + 15,000 + 5,500
    });
    expectForm(r, {
      'f1040.l1a': 80000,
      'f1040.l1z': 80000,
      'f1040.l9': 80000,
      'f1040.l11': 80000,
      'f1040.l12': 32500,
      'f1040.l14': 32500,
      'f1040.l15': 47500,
      'f1040.l16': 5239, // TT 47,500-47,550 MFJ = 5,239 (2,320 + 12% x 24,325 = 5,239)
      'f1040.l18': 5239,
      'f1040.l22': 5239,
      'f1040.l24': 5239,
      'f1040.l25a': 5000,
      'f1040.l25d': 5000,
      'f1040.l33': 5000,
      'f1040.l37': 239,
    });
  });

  it('T4 itemized deductions smaller than the standard deduction: standard deduction is used', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '50000', federal_income_tax: '4500' }],
      schedule_a: { state_local_taxes: '3000', gifts_by_cash: '2000' },
    });
    expectForm(r, {
      'f1040.l1a': 50000,
      'f1040.l1z': 50000,
      'f1040.l9': 50000,
      'f1040.l11': 50000,
      'f1040.l12': 14600, // 14,600 > itemized 5,000
      'f1040.l14': 14600,
      'f1040.l15': 35400,
      'f1040.l16': 4019, // TT 35,400-35,450 single = 4,019
      'f1040.l18': 4019,
      'f1040.l22': 4019,
      'f1040.l24': 4019,
      'f1040.l25a': 4500,
      'f1040.l25d': 4500,
      'f1040.l33': 4500,
      'f1040.l34': 481,
      'f1040.l35a': 481,
    });
  });
});
