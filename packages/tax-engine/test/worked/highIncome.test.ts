/**
 * Worked 2024 returns — high income: Form 8959 (0.9% over $200,000 / $250,000 MFJ), Form 8960
 * (3.8% of the smaller of NII or MAGI over the threshold), Form 6251 (2024: exemption $85,700
 * single / $133,300 MFJ, 26% up to $232,600, 28% above less $4,652), Tax Computation Worksheet.
 */
import { describe, expect, it } from 'vitest';
import { compute, expectForm, expectLines } from './helpers';

describe('high income', () => {
  it('H1 single: Additional Medicare Tax withheld, NIIT, 15% capital gain rate', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [
        {
          wages: '260000',
          federal_income_tax: '65000',
          social_security_wages: '168600',
          social_security_tax: '10453.20',
          medicare_wages: '260000',
          medicare_tax: '4310',
        },
      ],
      f1099_int: [{ payer_name: 'Bank', box1_interest_income: '10000' }],
      f1099_div: [
        { payer_name: 'Broker', box1a_ordinary_dividends: '20000', box1b_qualified_dividends: '20000' },
      ],
      f8949: [
        {
          box: 'D',
          description: 'LT stock',
          date_acquired: '2015-01-01',
          date_sold: '2024-10-01',
          proceeds: '80000',
          cost: '50000',
        },
      ],
    });
    expectLines(r, {
      'qdcgtWks.l4': 50000, // 20,000 + 30,000
      'qdcgtWks.l5': 255400,
      'qdcgtWks.l9': 0, // 47,025 - min(255,400, 47,025) = 0
      'qdcgtWks.l17': 50000,
      'qdcgtWks.l18': 7500, // 15% x 50,000
      'qdcgtWks.l22': 59765, // TCW single 35% row: 255,400 x 35% − 29,625.25 = 59,764.75 → 59,765
      'qdcgtWks.l23': 67265,
      'qdcgtWks.l24': 77265, // 305,400 x 35% − 29,625.25 = 77,264.75 → 77,265
      'qdcgtWks.l25': 67265,
      // Form 8959 Part I: 260,000 - 200,000 = 60,000 x 0.9% = 540; Part V: 4,310 - 1.45% x 260,000 (3,770) = 540
      'f8959.l1': 260000,
      'f8959.l6': 60000,
      'f8959.l7': 540,
      'f8959.l18': 540,
      'f8959.l19': 4310,
      'f8959.l21': 3770,
      'f8959.l22': 540,
      'f8959.l24': 540,
      // Form 8960: NII = 10,000 + 20,000 + 30,000 = 60,000; MAGI 320,000 - 200,000 = 120,000; 3.8% x 60,000 = 2,280
      'f8960.l8': 60000,
      'f8960.l12': 60000,
      'f8960.l13': 320000,
      'f8960.l14': 200000,
      'f8960.l15': 120000,
      'f8960.l16': 60000,
      'f8960.l17': 2280,
      'schedule2.l11': 540,
      'schedule2.l12': 2280,
      'schedule2.l21': 2820,
      // Form 6251: AMTI 305,400 + 14,600 = 320,000 - 85,700 = 234,300; Part III: 26% x 184,300 (47,918) + 15% x 50,000 (7,500)
      // = 55,418 < 28% x 234,300 − 4,652 = 60,952 → TMT 55,418 < regular tax 67,265: no AMT
      'schedule2.l2': 0,
    });
    expectForm(r, {
      'f1040.l1a': 260000,
      'f1040.l1z': 260000,
      'f1040.l2b': 10000,
      'f1040.l3a': 20000,
      'f1040.l3b': 20000,
      'f1040.l7': 30000,
      'f1040.l9': 320000,
      'f1040.l11': 320000,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 305400,
      'f1040.l16': 67265,
      'f1040.l18': 67265,
      'f1040.l22': 67265,
      'f1040.l23': 2820,
      'f1040.l24': 70085,
      'f1040.l25a': 65000,
      'f1040.l25c': 540, // Form 8959 line 24
      'f1040.l25d': 65540,
      'f1040.l33': 65540,
      'f1040.l37': 4545,
    });
  });

  it('H2 MFJ, each spouse under $200,000 of wages: Additional Medicare Tax not withheld, small NIIT', () => {
    const r = compute({
      filing_status: 'mfj',
      w2s: [
        {
          owner: 'taxpayer',
          wages: '200000',
          federal_income_tax: '40000',
          medicare_wages: '200000',
          medicare_tax: '2900',
        },
        {
          owner: 'spouse',
          wages: '150000',
          federal_income_tax: '26000',
          medicare_wages: '150000',
          medicare_tax: '2175',
        },
      ],
      f1099_int: [{ payer_name: 'Bank', box1_interest_income: '5000' }],
    });
    expectLines(r, {
      'f8959.l1': 350000,
      'f8959.l5': 250000,
      'f8959.l6': 100000,
      'f8959.l7': 900,
      'f8959.l18': 900,
      // Part V reads only W-2s with box 5 over $200,000 (I8959 Part V): neither qualifies.
      'f8959.l19': 0,
      'f8959.l21': 0,
      'f8959.l22': 0,
      'f8959.l24': 0,
      'f8960.l8': 5000,
      'f8960.l15': 105000, // 355,000 - 250,000
      'f8960.l16': 5000,
      'f8960.l17': 190, // 3.8% x 5,000
      'schedule2.l11': 900,
      'schedule2.l12': 190,
      'schedule2.l21': 1090,
    });
    expectForm(r, {
      'f1040.l1a': 350000,
      'f1040.l1z': 350000,
      'f1040.l2b': 5000,
      'f1040.l9': 355000,
      'f1040.l11': 355000,
      'f1040.l12': 29200,
      'f1040.l14': 29200,
      'f1040.l15': 325800,
      // TCW MFJ 24% row: 325,800 x 24% − 13,915 = 64,277
      // (Form 6251: 355,000 - 133,300 = 221,700 x 26% = 57,642 < 64,277: no AMT)
      'f1040.l16': 64277,
      'f1040.l18': 64277,
      'f1040.l22': 64277,
      'f1040.l23': 1090,
      'f1040.l24': 65367,
      'f1040.l25a': 66000,
      'f1040.l25d': 66000,
      'f1040.l33': 66000,
      'f1040.l34': 633,
      'f1040.l35a': 633,
    });
  });

  it('H3 AMT triggered by an incentive stock option exercise (Form 6251)', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '150000', federal_income_tax: '40000' }],
      amt_adjustments: { incentive_stock_options: '100000' },
    });
    expectLines(r, {
      'f6251.l1': 135400,
      'f6251.l2a': 14600, // standard deduction added back
      'f6251.l2i': 100000,
      'f6251.l4': 250000,
      'f6251.l5': 85700, // no phase-out (250,000 < 609,350)
      'f6251.l6': 164300,
      'f6251.l7': 42718, // 26% x 164,300
      'f6251.l9': 42718,
      'f6251.l10': 25539,
      'f6251.l11': 17179, // 42,718 - 25,539
      'schedule2.l2': 17179,
      'schedule2.l3': 17179,
    });
    expectForm(r, {
      'f1040.l1a': 150000,
      'f1040.l1z': 150000,
      'f1040.l9': 150000,
      'f1040.l11': 150000,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 135400,
      'f1040.l16': 25539, // TCW single 24% row: 135,400 x 24% − 6,957.50 = 25,538.50 → 25,539
      'f1040.l17': 17179, // Schedule 2 line 3
      'f1040.l18': 42718,
      'f1040.l22': 42718,
      'f1040.l24': 42718,
      'f1040.l25a': 40000,
      'f1040.l25d': 40000,
      'f1040.l33': 40000,
      'f1040.l37': 2718,
    });
  });
  it('H4 AMT with a long-term gain: Form 6251 Part III keeps the 15% rate', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '100000', federal_income_tax: '45000' }],
      f8949: [
        {
          box: 'D',
          description: 'LT stock',
          date_acquired: '2016-01-01',
          date_sold: '2024-08-01',
          proceeds: '90000',
          cost: '40000',
        },
      ],
      amt_adjustments: { incentive_stock_options: '150000' },
    });
    // Regular: TI 135,400; QDCGT l4 50,000; l5 85,400; l9 0; l17 50,000; l18 7,500;
    // l22 TT 85,400-85,450 single = 13,847 (5,426 + 22% x 38,275 = 13,846.50 → 13,847); l23 21,347; l24 25,539 → 21,347.
    // Form 6251: l1 135,400 + l2a 14,600 + l2i 150,000 = l4 300,000; l5 85,700; l6 214,300;
    // Part III: l12 214,300; l13 50,000; l16 50,000; l17 164,300; l18 26% = 42,718; l19 47,025; l20 85,400; l21 0;
    // l22 50,000; l23 0; l24 50,000; l25 518,900; l26 0; l27 85,400; l28 85,400; l29 433,500; l30 50,000; l31 7,500;
    // l32 50,000; l33 0; l34 0; l35 214,300; l36 0; l38 42,718 + 7,500 = 50,218; l39 26% x 214,300 = 55,718; l40 50,218.
    // l7 50,218; l10 21,347; l11 = 28,871
    expectLines(r, {
      'qdcgtWks.l25': 21347,
      'f6251.l4': 300000,
      'f6251.l6': 214300,
      'f6251.l18': 42718,
      'f6251.l31': 7500,
      'f6251.l38': 50218,
      'f6251.l39': 55718,
      'f6251.l40': 50218,
      'f6251.l7': 50218,
      'f6251.l10': 21347,
      'f6251.l11': 28871,
      'schedule2.l2': 28871,
    });
    expectForm(r, {
      'f1040.l1a': 100000,
      'f1040.l1z': 100000,
      'f1040.l7': 50000,
      'f1040.l9': 150000,
      'f1040.l11': 150000,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 135400,
      'f1040.l16': 21347,
      'f1040.l17': 28871,
      'f1040.l18': 50218,
      'f1040.l22': 50218,
      'f1040.l24': 50218,
      'f1040.l25a': 45000,
      'f1040.l25d': 45000,
      'f1040.l33': 45000,
      'f1040.l37': 5218,
    });
  });

  it('H5 excess Medicare tax on a W-2 of $200,000 or less is not Additional Medicare Tax withholding', () => {
    // Box 6 15,000 vs 1.45% x 70,000 = 1,015: the 13,985 excess is the employer's over-withholding
    // (I8959 Part V: withheld only on wages over $200,000), recovered from the employer — 25c stays 0.
    const r = compute({
      filing_status: 'single',
      w2s: [
        {
          employer_name: 'Acme Corp',
          wages: '70000',
          federal_income_tax: '8000',
          medicare_wages: '70000',
          medicare_tax: '15000',
        },
      ],
    });
    expectLines(r, { 'f1040.l25a': 8000, 'f1040.l25c': 0, 'f8959.l24': 0 });
    expect(r.forms).not.toContain('f8959');
    expect(
      r.warnings.some((w) => w.startsWith('W-2 from Acme Corp: box 6 Medicare tax is $13,985 more')),
    ).toBe(true);
  });

  it('H6 a W-2 over $200,000 still counts, the other W-2 does not', () => {
    // W-2 A: box 5 250,000, box 6 4,075 = 1.45% x 250,000 (3,625) + 0.9% x 50,000 (450).
    // W-2 B: box 5 50,000, box 6 900 (175 over 1.45% x 50,000 = 725): over-withholding, not 25c.
    const r = compute({
      filing_status: 'single',
      w2s: [
        { employer_name: 'Big Co', wages: '250000', medicare_wages: '250000', medicare_tax: '4075' },
        { employer_name: 'Small Co', wages: '50000', medicare_wages: '50000', medicare_tax: '900' },
      ],
    });
    expectLines(r, {
      'f8959.l1': 300000,
      'f8959.l7': 900, // (300,000 - 200,000) x 0.9%
      'f8959.l19': 4075,
      'f8959.l20': 250000,
      'f8959.l21': 3625,
      'f8959.l22': 450,
      'f8959.l24': 450,
      'f1040.l25c': 450,
    });
    expect(r.warnings.some((w) => w.startsWith('W-2 from Small Co:'))).toBe(true);
  });
});
