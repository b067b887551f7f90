/**
 * Worked 2024 returns — less common paths: excess social security withholding (Schedule 3 line 11),
 * SE tax above the wage base and Form 8959 Part II, CTC phase-out, EIC investment-income limit,
 * Schedule 8812 Part II-B, Schedule D Tax Worksheet (unrecaptured §1250 gain), Form 2441 Part III,
 * MFS social security, foreign tax credit without Form 1116, extension payment, AMT exemption
 * phase-out, capital loss with negative taxable income.
 */
import { describe, it } from 'vitest';
import { child as kid, compute, expectForm, expectLines } from './helpers';

describe('special cases', () => {
  it('G1 two employers: excess social security tax withheld (Schedule 3 line 11)', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [
        {
          wages: '100000',
          federal_income_tax: '20000',
          social_security_wages: '100000',
          social_security_tax: '6200',
          medicare_wages: '100000',
          medicare_tax: '1450',
        },
        {
          wages: '90000',
          federal_income_tax: '15000',
          social_security_wages: '90000',
          social_security_tax: '5580',
          medicare_wages: '90000',
          medicare_tax: '1305',
        },
      ],
    });
    // 6,200 + 5,580 = 11,780 − 10,453.20 (6.2% x 168,600) = 1,326.80 → 1,327
    expectLines(r, { 'schedule3.l11': 1327, 'schedule3.l15': 1327 });
    expectForm(r, {
      'f1040.l1a': 190000,
      'f1040.l1z': 190000,
      'f1040.l9': 190000,
      'f1040.l11': 190000,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 175400,
      'f1040.l16': 35139, // TCW single 24% row: 175,400 x 24% − 6,957.50 = 35,138.50 → 35,139
      'f1040.l18': 35139,
      'f1040.l22': 35139,
      'f1040.l24': 35139,
      'f1040.l25a': 35000,
      'f1040.l25d': 35000,
      'f1040.l31': 1327, // Schedule 3 line 15
      'f1040.l32': 1327,
      'f1040.l33': 36327,
      'f1040.l34': 1188,
      'f1040.l35a': 1188,
    });
  });

  it('G2 MFJ: W-2 over the SS wage base plus Schedule C; Form 8959 Part II on SE income', () => {
    const r = compute({
      filing_status: 'mfj',
      w2s: [
        {
          owner: 'taxpayer',
          wages: '240000',
          federal_income_tax: '42000',
          social_security_wages: '168600',
          social_security_tax: '10453.20',
          medicare_wages: '240000',
          medicare_tax: '3840',
        },
      ],
      schedule_c: [{ owner: 'taxpayer', business_name: 'Side gig', gross_receipts: '20000' }],
    });
    expectLines(r, {
      'scheduleSE.l4a': 18470, // 20,000 x 0.9235
      'scheduleSE.l8a': 168600,
      'scheduleSE.l9': 0, // 168,600 − 168,600
      'scheduleSE.l10': 0,
      'scheduleSE.l11': 536, // 18,470 x 2.9% = 535.63
      'scheduleSE.l12': 536,
      'scheduleSE.l13': 268,
      // Form 8959: Part I 240,000 < 250,000 → 0; Part II: l9 250,000 − l10 240,000 = 10,000; l12 = 18,470 − 10,000 = 8,470;
      // l13 = 0.9% x 8,470 = 76.23 → 76. Part V: 3,840 − 1.45% x 240,000 (3,480) = 360
      'f8959.l7': 0,
      'f8959.l8': 18470,
      'f8959.l11': 10000,
      'f8959.l12': 8470,
      'f8959.l13': 76,
      'f8959.l18': 76,
      'f8959.l22': 360,
      'f8959.l24': 360,
      'schedule2.l4': 536,
      'schedule2.l11': 76,
      'schedule2.l21': 612,
      // QBI 20,000 − 268 = 19,732 x 20% = 3,946.40 → 3,946 (TI before QBI 230,532 < 383,900 threshold)
      'f8995.l15': 3946,
    });
    expectForm(r, {
      'f1040.l1a': 240000,
      'f1040.l1z': 240000,
      'f1040.l8': 20000,
      'f1040.l9': 260000,
      'f1040.l10': 268,
      'f1040.l11': 259732,
      'f1040.l12': 29200,
      'f1040.l13': 3946,
      'f1040.l14': 33146,
      'f1040.l15': 226586,
      'f1040.l16': 40466, // TCW MFJ 24% row: 226,586 x 24% − 13,915 = 40,465.64 → 40,466
      'f1040.l18': 40466,
      'f1040.l22': 40466,
      'f1040.l23': 612,
      'f1040.l24': 41078,
      'f1040.l25a': 42000,
      'f1040.l25c': 360,
      'f1040.l25d': 42360,
      'f1040.l33': 42360,
      'f1040.l34': 1282,
      'f1040.l35a': 1282,
    });
  });

  it('G3 MFJ high income: child tax credit phase-out ($50 per $1,000 or part over $400,000)', () => {
    const r = compute({
      filing_status: 'mfj',
      dependents: [kid('Max', '2012-12-12', '888990000'), kid('Nia', '2015-05-15', '888991111')],
      w2s: [
        {
          owner: 'taxpayer',
          wages: '430500',
          federal_income_tax: '90000',
          social_security_wages: '168600',
          social_security_tax: '10453.20',
          medicare_wages: '430500',
          medicare_tax: '8316.75',
        },
      ],
    });
    expectLines(r, {
      'schedule8812.l8': 4000,
      'schedule8812.l10': 31000, // 430,500 − 400,000 = 30,500 → next multiple of 1,000
      'schedule8812.l11': 1550, // 5%
      'schedule8812.l12': 2450,
      'schedule8812.l14': 2450,
      // Form 8959: (430,500 − 250,000) x 0.9% = 1,624.50 → 1,625; withheld 8,316.75 − 6,242.25 = 2,074.50 → 25c 2,075 (lines rounded: 8,317 − 6,242)
      'f8959.l7': 1625,
      'f8959.l24': 2075,
    });
    expectForm(r, {
      'f1040.l1a': 430500,
      'f1040.l1z': 430500,
      'f1040.l9': 430500,
      'f1040.l11': 430500,
      'f1040.l12': 29200,
      'f1040.l14': 29200,
      'f1040.l15': 401300,
      // TCW MFJ 32% row: 401,300 x 32% − 44,627 = 83,789 (Form 6251: 430,500 − 133,300 = 297,200 x 28% − 4,652 = 78,564 < 83,789)
      'f1040.l16': 83789,
      'f1040.l18': 83789,
      'f1040.l19': 2450,
      'f1040.l21': 2450,
      'f1040.l22': 81339,
      'f1040.l23': 1625,
      'f1040.l24': 82964,
      'f1040.l25a': 90000,
      'f1040.l25c': 2075,
      'f1040.l25d': 92075,
      'f1040.l33': 92075,
      'f1040.l34': 9111,
      'f1040.l35a': 9111,
    });
  });

  it('G4 HOH: investment income over $11,600 bars the EIC; CTC and ACTC still allowed', () => {
    const r = compute({
      filing_status: 'hoh',
      dependents: [kid('Oz', '2016-06-06', '999001111')],
      w2s: [{ wages: '25000', federal_income_tax: '1000' }],
      f1099_int: [{ payer_name: 'Bank', box1_interest_income: '12000' }],
    });
    expectLines(r, {
      'eic.credit': 0, // investment income 12,000 > 11,600 (Pub. 596 Rule 6)
      'schedule8812.l14': 1513,
      'schedule8812.l16a': 487, // 2,000 − 1,513
      'schedule8812.l20': 3375, // 15% x (25,000 − 2,500)
      'schedule8812.l27': 487,
    });
    expectForm(r, {
      'f1040.l1a': 25000,
      'f1040.l1z': 25000,
      'f1040.l2b': 12000,
      'f1040.l9': 37000,
      'f1040.l11': 37000,
      'f1040.l12': 21900,
      'f1040.l14': 21900,
      'f1040.l15': 15100,
      'f1040.l16': 1513, // TT 15,100-15,150 HOH = 1,513 (10% x 15,125 = 1,512.50 → 1,513)
      'f1040.l18': 1513,
      'f1040.l19': 1513,
      'f1040.l21': 1513,
      'f1040.l25a': 1000,
      'f1040.l25d': 1000,
      'f1040.l28': 487,
      'f1040.l32': 487,
      'f1040.l33': 1487,
      'f1040.l34': 1487,
      'f1040.l35a': 1487,
    });
  });

  it('G5 MFJ with three children: Schedule 8812 Part II-B and EIC', () => {
    const r = compute({
      filing_status: 'mfj',
      dependents: [
        kid('Pia', '2010-01-01', '100112222'),
        kid('Quin', '2013-02-02', '100113333'),
        kid('Rae', '2018-03-03', '100114444'),
      ],
      w2s: [
        {
          owner: 'taxpayer',
          wages: '30000',
          federal_income_tax: '0',
          social_security_wages: '30000',
          social_security_tax: '1860',
          medicare_wages: '30000',
          medicare_tax: '435',
        },
      ],
    });
    expectLines(r, {
      'schedule8812.l12': 6000,
      'schedule8812.l14': 81,
      'schedule8812.l16a': 5919,
      'schedule8812.l16b': 5100, // 3 x 1,700 → Part II-B applies
      'schedule8812.l17': 5100,
      'schedule8812.l20': 4125, // 15% x 27,500 < 5,100
      'schedule8812.l21': 2295, // 1,860 + 435
      'schedule8812.l23': 2295,
      'schedule8812.l24': 7749, // EIC
      'schedule8812.l25': 0,
      'schedule8812.l26': 4125,
      'schedule8812.l27': 4125,
      // EIC MFJ 3 children, row 30,000-30,050: 7,830 − 21.06% x (30,025 − 29,640) = 7,830 − 81.08 = 7,748.92 → 7,749
      'eic.credit': 7749,
    });
    expectForm(r, {
      'f1040.l1a': 30000,
      'f1040.l1z': 30000,
      'f1040.l9': 30000,
      'f1040.l11': 30000,
      'f1040.l12': 29200,
      'f1040.l14': 29200,
      'f1040.l15': 800,
      'f1040.l16': 81, // TT 800-825 MFJ = 81 (10% x 812.50 = 81.25)
      'f1040.l18': 81,
      'f1040.l19': 81,
      'f1040.l21': 81,
      'f1040.l27': 7749,
      'f1040.l28': 4125,
      'f1040.l32': 11874,
      'f1040.l33': 11874,
      'f1040.l34': 11874,
      'f1040.l35a': 11874,
    });
  });

  it('G6 unrecaptured section 1250 gain in the 22% bracket: Schedule D Tax Worksheet taxes it at 22%, not 25%', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '80000', federal_income_tax: '11000' }],
      f1099_div: [
        { payer_name: 'REIT', box2a_total_capital_gain: '10000', box2b_unrecaptured_1250_gain: '4000' },
      ],
    });
    // 2024 Schedule D Tax Worksheet (Instructions for Schedule D, 47 lines):
    // l1 75,400; l2 0; l6 0; l7 min(15,16) 10,000; l9 10,000; l10 10,000; l11 0 + 4,000 = 4,000; l12 4,000; l13 6,000;
    // l14 69,400; l15 47,025; l16 47,025; l17 47,025; l18 65,400; l19 min(75,400, 191,950) = 75,400; l20 min(69,400, 75,400) = 69,400;
    // l21 max(65,400, 69,400) = 69,400; l22 0; l23 6,000; l24 0; l25 6,000; l26 518,900; l27 75,400; l28 69,400; l29 6,000;
    // l30 6,000; l31 900; l32 6,000; l33 0; l34 0; l35 min(10,000, 4,000) = 4,000; l36 10,000 + 69,400 = 79,400; l37 75,400;
    // l38 4,000; l39 0; l40 0; l44 tax on 69,400 = TT 69,400-69,450 single 10,327; l45 900 + 10,327 = 11,227;
    // l46 tax on 75,400 = 11,647; l47 = 11,227.
    expectLines(r, {
      'scheduleD.l13': 10000,
      'scheduleD.l15': 10000,
      'scheduleD.l16': 10000,
      'scheduleD.l19': 4000,
    });
    expectForm(r, {
      'f1040.l1a': 80000,
      'f1040.l1z': 80000,
      'f1040.l7': 10000,
      'f1040.l9': 90000,
      'f1040.l11': 90000,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 75400,
      'f1040.l16': 11227,
      'f1040.l18': 11227,
      'f1040.l22': 11227,
      'f1040.l24': 11227,
      'f1040.l25a': 11000,
      'f1040.l25d': 11000,
      'f1040.l33': 11000,
      'f1040.l37': 227,
    });
  });

  it('G7 Form 2441 with employer dependent care benefits (Part III) and two children', () => {
    const r = compute({
      filing_status: 'mfj',
      dependents: [kid('Sam', '2019-04-04', '200113333'), kid('Tia', '2021-05-05', '200114444')],
      w2s: [
        { owner: 'taxpayer', wages: '70000', federal_income_tax: '5000', dependent_care_benefits: '5000' },
        { owner: 'spouse', wages: '40000', federal_income_tax: '3000' },
      ],
      dependent_care: { expenses_total: '9000', qualifying_persons: 2 },
    });
    expectLines(r, {
      'f2441.l12': 5000,
      'f2441.l15': 5000,
      'f2441.l16': 9000,
      'f2441.l17': 5000,
      'f2441.l20': 5000,
      'f2441.l21': 5000, // $5,000 exclusion limit
      'f2441.l25': 5000, // excluded benefits
      'f2441.l26': 0, // taxable benefits
      'f2441.l27': 6000,
      'f2441.l28': 5000,
      'f2441.l29': 1000,
      'f2441.l30': 4000, // 9,000 − 5,000
      'f2441.l31': 1000,
      'f2441.l3': 1000,
      'f2441.l6': 1000,
      'f2441.l9a': 200, // 20% (AGI over 43,000)
      'f2441.l11': 200,
      'schedule3.l2': 200,
    });
    expectForm(r, {
      'f1040.l1a': 110000,
      'f1040.l1z': 110000,
      'f1040.l9': 110000,
      'f1040.l11': 110000,
      'f1040.l12': 29200,
      'f1040.l14': 29200,
      'f1040.l15': 80800,
      'f1040.l16': 9235, // TT 80,800-80,850 MFJ = 9,235 (2,320 + 12% x 57,625 = 9,235)
      'f1040.l18': 9235,
      'f1040.l19': 4000,
      'f1040.l20': 200,
      'f1040.l21': 4200,
      'f1040.l22': 5035,
      'f1040.l24': 5035,
      'f1040.l25a': 8000,
      'f1040.l25d': 8000,
      'f1040.l33': 8000,
      'f1040.l34': 2965,
      'f1040.l35a': 2965,
    });
  });

  it('G8 married filing separately, lived with spouse: 85% of social security benefits rule', () => {
    const r = compute({
      filing_status: 'mfs',
      taxpayer: { date_of_birth: '1964-01-01' },
      ssa_1099: [{ box5_net_benefits: '20000' }],
      f1099_r: [
        {
          payer_name: 'Pension',
          box1_gross_dist: '10000',
          box2a_taxable_amt: '10000',
          box4_fed_tax_withheld: '1500',
          box7_distribution_codes: '7',
          ira_sep_simple: false,
        },
      ],
    });
    // worksheet: l1 20,000; l2 10,000; l3 10,000; l5 20,000; l7 20,000; MFS lived with spouse: l16 = 85% x 20,000 = 17,000;
    // l17 = 85% x 20,000 = 17,000; l18 = 17,000
    expectLines(r, { 'ssBenefitsWks.l7': 20000, 'ssBenefitsWks.l16': 17000, 'ssBenefitsWks.l18': 17000 });
    expectForm(r, {
      // Fully taxable pension: line 5b only (Form 1040 instructions, line 5).
      'f1040.l5b': 10000,
      'f1040.l6a': 20000,
      'f1040.l6b': 17000,
      'f1040.l9': 27000,
      'f1040.l11': 27000,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 12400,
      'f1040.l16': 1259, // TT 12,400-12,450 MFS = 1,259 (1,160 + 12% x 825 = 1,259)
      'f1040.l18': 1259,
      'f1040.l22': 1259,
      'f1040.l24': 1259,
      'f1040.l25b': 1500,
      'f1040.l25d': 1500,
      'f1040.l33': 1500,
      'f1040.l34': 241,
      'f1040.l35a': 241,
    });
  });

  it('G9 foreign tax on a 1099-DIV under $300: credit without Form 1116 (Schedule 3 line 1)', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '60000', federal_income_tax: '6000' }],
      f1099_div: [
        {
          payer_name: 'Intl fund',
          box1a_ordinary_dividends: '2000',
          box1b_qualified_dividends: '2000',
          box7_foreign_tax_paid: '150',
        },
      ],
    });
    expectLines(r, {
      'qdcgtWks.l9': 1625, // 47,025 − 45,400 at 0%
      'qdcgtWks.l17': 375,
      'qdcgtWks.l18': 56, // 15% x 375 = 56.25
      'qdcgtWks.l22': 5219, // TT 45,400-45,450 single
      'qdcgtWks.l25': 5275, // 56 + 5,219 (< 5,487 on 47,400)
      'schedule3.l1': 150,
      'schedule3.l8': 150,
    });
    expectForm(r, {
      'f1040.l1a': 60000,
      'f1040.l1z': 60000,
      'f1040.l3a': 2000,
      'f1040.l3b': 2000,
      'f1040.l9': 62000,
      'f1040.l11': 62000,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 47400,
      'f1040.l16': 5275,
      'f1040.l18': 5275,
      'f1040.l20': 150,
      'f1040.l21': 150,
      'f1040.l22': 5125,
      'f1040.l24': 5125,
      'f1040.l25a': 6000,
      'f1040.l25d': 6000,
      'f1040.l33': 6000,
      'f1040.l34': 875,
      'f1040.l35a': 875,
    });
  });

  it('G10 payment with Form 4868 extension (Schedule 3 line 10 → 1040 line 31)', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '85000', federal_income_tax: '9000' }],
      payments: { amount_paid_with_extension: '2000' },
    });
    expectLines(r, { 'schedule3.l10': 2000, 'schedule3.l15': 2000 });
    expectForm(r, {
      'f1040.l1a': 85000,
      'f1040.l1z': 85000,
      'f1040.l9': 85000,
      'f1040.l11': 85000,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 70400,
      'f1040.l16': 10547, // TT 70,400-70,450 single
      'f1040.l18': 10547,
      'f1040.l22': 10547,
      'f1040.l24': 10547,
      'f1040.l25a': 9000,
      'f1040.l25d': 9000,
      'f1040.l31': 2000,
      'f1040.l32': 2000,
      'f1040.l33': 11000,
      'f1040.l34': 453,
      'f1040.l35a': 453,
    });
  });

  it('G11 AMT with the exemption fully phased out, plus Additional Medicare Tax', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [
        {
          wages: '700000',
          federal_income_tax: '250000',
          social_security_wages: '168600',
          social_security_tax: '10453.20',
          medicare_wages: '700000',
          medicare_tax: '14650',
        },
      ],
      amt_adjustments: { incentive_stock_options: '300002' },
    });
    expectLines(r, {
      'f6251.l1': 685400,
      'f6251.l2a': 14600,
      'f6251.l2i': 300002,
      'f6251.l4': 1000002,
      'f6251.l5': 0, // 85,700 − 25% x (1,000,002 − 609,350 = 390,652) = 85,700 − 97,663 < 0 → 0
      'f6251.l6': 1000002,
      'f6251.l7': 275349, // 28% x 1,000,002 = 280,000.56 − 4,652 = 275,348.56 → 275,349
      'f6251.l9': 275349,
      'f6251.l10': 211786,
      'f6251.l11': 63563,
      'schedule2.l2': 63563,
      'f8959.l7': 4500, // (700,000 − 200,000) x 0.9%
      'f8959.l24': 4500, // 14,650 − 10,150
      'schedule2.l11': 4500,
    });
    expectForm(r, {
      'f1040.l1a': 700000,
      'f1040.l1z': 700000,
      'f1040.l9': 700000,
      'f1040.l11': 700000,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 685400,
      'f1040.l16': 211786, // TCW single 37% row: 685,400 x 37% − 41,812.25 = 211,785.75 → 211,786
      'f1040.l17': 63563,
      'f1040.l18': 275349,
      'f1040.l22': 275349,
      'f1040.l23': 4500,
      'f1040.l24': 279849,
      'f1040.l25a': 250000,
      'f1040.l25c': 4500,
      'f1040.l25d': 254500,
      'f1040.l33': 254500,
      'f1040.l37': 25349,
    });
  });

  it('G12 capital loss with negative taxable income: the whole loss carries over; no EIC under age 25', () => {
    const r = compute({
      filing_status: 'single',
      taxpayer: { date_of_birth: '2002-01-01' },
      w2s: [{ wages: '10000', federal_income_tax: '300' }],
      f8949: [
        {
          box: 'A',
          description: 'ST stock',
          date_acquired: '2024-01-05',
          date_sold: '2024-11-05',
          proceeds: '2000',
          cost: '10000',
        },
      ],
    });
    expectLines(r, {
      'scheduleD.l7': -8000,
      'scheduleD.l16': -8000,
      'scheduleD.l21': -3000,
      // Capital Loss Carryover Worksheet: l1 = 7,000 − 14,600 = −7,600; l2 3,000; l3 max(0, −4,600) = 0; l4 0;
      // l5 8,000; l6 0; l7 0; l8 = 8,000
      'capitalLossCarryoverWks.l4': 0,
      'capitalLossCarryoverWks.l8': 8000,
      'eic.credit': 0, // no qualifying child and under 25
    });
    expectForm(r, {
      'f1040.l1a': 10000,
      'f1040.l1z': 10000,
      'f1040.l7': -3000,
      'f1040.l9': 7000,
      'f1040.l11': 7000,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l25a': 300,
      'f1040.l25d': 300,
      'f1040.l33': 300,
      'f1040.l34': 300,
      'f1040.l35a': 300,
    });
  });
});
