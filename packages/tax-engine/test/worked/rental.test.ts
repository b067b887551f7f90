/**
 * Worked 2024 returns — Schedule E rental real estate and Form 8582: the $25,000 special allowance
 * for active participation, reduced by 50% of modified AGI over $100,000 (IRC §469(i); 2024
 * Instructions for Form 8582, lines 1-11), prior-year unallowed losses.
 */
import { describe, it } from 'vitest';
import { compute, expectForm, expectLines } from './helpers';

describe('rental real estate', () => {
  it('E1 rental loss fully allowed (MAGI under $100,000)', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '70000', federal_income_tax: '6000' }],
      schedule_e: {
        properties: [
          {
            label: 'A',
            address: '1 Elm St',
            property_type: 1,
            fair_rental_days: 365,
            rents_received: '18000',
            mortgage_interest: '9000',
            taxes: '3000',
            insurance: '1200',
            repairs: '2800',
            depreciation: '7000',
            active_participation: true,
          },
        ],
      },
    });
    expectLines(r, {
      'scheduleE.l3.A': 18000,
      'scheduleE.l20.A': 23000, // 9,000 + 3,000 + 1,200 + 2,800 + 7,000
      'scheduleE.l21.A': -5000,
      'scheduleE.l22.A': -5000, // allowed in full: 5,000 ≤ 25,000 allowance
      'scheduleE.l26': -5000,
      'scheduleE.l41': -5000,
      'schedule1.l5': -5000,
      'schedule1.l10': -5000,
    });
    expectForm(r, {
      'f1040.l1a': 70000,
      'f1040.l1z': 70000,
      'f1040.l8': -5000,
      'f1040.l9': 65000,
      'f1040.l11': 65000,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 50400,
      'f1040.l16': 6147, // TT 50,400-50,450 single = 6,147 (5,426 + 22% x 3,275 = 6,146.50 → 6,147)
      'f1040.l18': 6147,
      'f1040.l22': 6147,
      'f1040.l24': 6147,
      'f1040.l25a': 6000,
      'f1040.l25d': 6000,
      'f1040.l33': 6000,
      'f1040.l37': 147,
    });
  });

  it('E2 rental loss with the special allowance partly phased out (MAGI $120,000)', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '120000', federal_income_tax: '16000' }],
      schedule_e: {
        properties: [
          {
            label: 'A',
            address: '2 Oak St',
            property_type: 1,
            fair_rental_days: 365,
            rents_received: '12000',
            mortgage_interest: '15000',
            taxes: '4000',
            insurance: '2000',
            repairs: '3000',
            depreciation: '8000',
            active_participation: true,
          },
        ],
      },
    });
    expectLines(r, {
      'scheduleE.l21.A': -20000, // 12,000 - 32,000
      'f8582.l1b': -20000,
      'f8582.l1d': -20000,
      'f8582.l3': -20000,
      'f8582.l4': 20000,
      'f8582.l5': 150000,
      'f8582.l6': 120000, // MAGI: wages, no rental loss
      'f8582.l7': 30000,
      'f8582.l8': 15000, // 50% x 30,000 (≤ 25,000)
      'f8582.l9': 15000, // min(20,000, 15,000)
      'f8582.l11': 15000,
      'scheduleE.l22.A': -15000,
      'scheduleE.l26': -15000,
      'scheduleE.l41': -15000,
      'schedule1.l5': -15000,
    });
    expectForm(r, {
      'f1040.l1a': 120000,
      'f1040.l1z': 120000,
      'f1040.l8': -15000,
      'f1040.l9': 105000,
      'f1040.l11': 105000,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 90400,
      'f1040.l16': 14947, // TT 90,400-90,450 single = 14,947 (5,426 + 22% x 43,275 = 14,946.50 → 14,947)
      'f1040.l18': 14947,
      'f1040.l22': 14947,
      'f1040.l24': 14947,
      'f1040.l25a': 16000,
      'f1040.l25d': 16000,
      'f1040.l33': 16000,
      'f1040.l34': 1053,
      'f1040.l35a': 1053,
    });
  });

  it('E3 rental loss fully suspended at MAGI of $150,000 or more (MFJ)', () => {
    const r = compute({
      filing_status: 'mfj',
      w2s: [{ owner: 'taxpayer', wages: '160000', federal_income_tax: '19000' }],
      schedule_e: {
        properties: [
          {
            label: 'A',
            address: '3 Pine St',
            property_type: 1,
            fair_rental_days: 365,
            rents_received: '10000',
            mortgage_interest: '9000',
            taxes: '2500',
            insurance: '1000',
            depreciation: '5500',
            active_participation: true,
          },
        ],
      },
    });
    expectLines(r, {
      'scheduleE.l21.A': -8000, // 10,000 - 18,000
      'f8582.l6': 160000,
      'f8582.l7': 0, // 150,000 - 160,000 → 0
      'f8582.l9': 0,
      'f8582.l11': 0,
      'scheduleE.l22.A': 0,
      'scheduleE.l41': 0,
    });
    expectForm(r, {
      'f1040.l1a': 160000,
      'f1040.l1z': 160000,
      'f1040.l9': 160000,
      'f1040.l11': 160000,
      'f1040.l12': 29200,
      'f1040.l14': 29200,
      'f1040.l15': 130800,
      // Tax Computation Worksheet MFJ 94,300-201,050 row: 130,800 x 22% − 9,894 = 18,882
      'f1040.l16': 18882,
      'f1040.l18': 18882,
      'f1040.l22': 18882,
      'f1040.l24': 18882,
      'f1040.l25a': 19000,
      'f1040.l25d': 19000,
      'f1040.l33': 19000,
      'f1040.l34': 118,
      'f1040.l35a': 118,
    });
  });

  it('E4 rental income absorbs a prior-year unallowed loss', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '50000', federal_income_tax: '4600' }],
      schedule_e: {
        properties: [
          {
            label: 'A',
            address: '4 Birch St',
            property_type: 2,
            fair_rental_days: 365,
            rents_received: '20000',
            mortgage_interest: '6000',
            taxes: '3000',
            repairs: '1000',
            depreciation: '4000',
            active_participation: true,
            prior_year_unallowed_loss: '2000',
          },
        ],
      },
    });
    expectLines(r, {
      'scheduleE.l21.A': 6000, // 20,000 - 14,000
      'f8582.l1a': 6000,
      'f8582.l1c': -2000,
      'f8582.l1d': 4000,
      'f8582.l3': 4000, // zero or more: all losses allowed
      'scheduleE.l26': 4000, // 6,000 income - 2,000 prior-year loss allowed
      'scheduleE.l41': 4000,
      'schedule1.l5': 4000,
    });
    expectForm(r, {
      'f1040.l1a': 50000,
      'f1040.l1z': 50000,
      'f1040.l8': 4000,
      'f1040.l9': 54000,
      'f1040.l11': 54000,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 39400,
      'f1040.l16': 4499, // TT 39,400-39,450 single = 4,499 (1,160 + 12% x 27,825 = 4,499)
      'f1040.l18': 4499,
      'f1040.l22': 4499,
      'f1040.l24': 4499,
      'f1040.l25a': 4600,
      'f1040.l25d': 4600,
      'f1040.l33': 4600,
      'f1040.l34': 101,
      'f1040.l35a': 101,
    });
  });
});
