/**
 * Tax year 2025: the rules that changed from 2024, each at its edges, and two complete returns.
 *
 * Sources: Rev. Proc. 2024-40 §3.01 (brackets), §3.03 (0%/15% capital gain breakpoints 48,350 /
 * 533,400 single, 96,700 / 600,050 MFJ), §3.06 (EIC: one child 34% of 12,730 = 4,328, phase-out from
 * 23,350 (30,470 MFJ) at 15.98%), §3.05 (refundable CTC 1,700); P.L. 119-21 §70102 (standard
 * deduction 15,750 / 31,500 / 23,625), §70104 (CTC 2,200; the filer's SSN valid for work),
 * §70120 (SALT cap 40,000 / 20,000 MFS, less 30% of MAGI over 500,000 / 250,000 MFS, not below
 * 10,000 / 5,000); Instructions for Form 1040 (2025): the Tax Table figures tax on the midpoint of
 * its $50 band below 100,000 and the Tax Computation Worksheet above; Schedule 8812 line 10 rounds
 * the excess up to a whole 1,000.
 */
import { describe, expect, it } from 'vitest';
import type { Dependent, Return } from '../src/types';
import { schedule8812 } from '../src/credits';
import { Lines } from '../src/lines';
import { Money } from '../src/money';
import { federalParams } from '../src/params';
import { compute, expectForm, expectLines, line } from './worked/helpers';

const y25 = (r: Omit<Return, 'tax_year'>): Return => ({ tax_year: 2025, ...r }) as Return;

const child = (name: string, dob: string, ssn: string): Dependent => ({
  first_name: name,
  relationship: 'son',
  date_of_birth: dob,
  months_lived_with: 12,
  ssn,
  has_ssn: true,
  qualifies_for_child_tax_credit: true,
});

/**
 * A filer with wages and 50,000 of state income tax (so line 5e is the cap), and 20,000 of mortgage
 * interest so itemizing beats the 15,750 standard deduction even at the floor.
 */
const saltReturn = (status: 'single' | 'mfs', wages: string): Return =>
  y25({
    filing_status: status,
    w2s: [{ wages }],
    schedule_a: { state_local_taxes: '50000', mortgage_interest_1098: '20000' },
  });

describe('2025 standard deduction and tax', () => {
  it('standard deduction per filing status (P.L. 119-21) and the Tax Table midpoint', () => {
    // Single: 60,000 − 15,750 = 44,250; band 44,250-44,300, midpoint 44,275:
    // 10% × 11,925 = 1,192.50 + 12% × (44,275 − 11,925 = 32,350) = 3,882 → 5,074.50 → 5,075
    const single = compute(y25({ filing_status: 'single', w2s: [{ wages: '60000' }] }));
    expectLines(single, { 'f1040.l12': 15750, 'f1040.l15': 44250, 'f1040.l16': 5075 });
    // MFS: the same figures as single for this income
    const mfs = compute(y25({ filing_status: 'mfs', w2s: [{ wages: '60000' }] }));
    expectLines(mfs, { 'f1040.l12': 15750, 'f1040.l15': 44250, 'f1040.l16': 5075 });
    // MFJ: 80,000 − 31,500 = 48,500; band 48,500-48,550, midpoint 48,525:
    // 10% × 23,850 = 2,385 + 12% × (48,525 − 23,850 = 24,675) = 2,961 → 5,346
    const mfj = compute(y25({ filing_status: 'mfj', w2s: [{ wages: '80000' }] }));
    expectLines(mfj, { 'f1040.l12': 31500, 'f1040.l15': 48500, 'f1040.l16': 5346 });
    // HOH (one child): 60,000 − 23,625 = 36,375; band 36,350-36,400, midpoint 36,375:
    // 10% × 17,000 = 1,700 + 12% × (36,375 − 17,000 = 19,375) = 2,325 → 4,025
    const hoh = compute(
      y25({
        filing_status: 'hoh',
        w2s: [{ wages: '60000' }],
        dependents: [child('Al', '2015-03-03', '111223333')],
      }),
    );
    expectLines(hoh, { 'f1040.l12': 23625, 'f1040.l15': 36375, 'f1040.l16': 4025 });
  });

  it('over 100,000: the Tax Computation Worksheet on the exact taxable income', () => {
    // Single: 200,000 − 15,750 = 184,250. 1,192.50 + 12% × 36,550 (4,386) + 22% × 54,875 (12,072.50)
    // = 17,651 + 24% × (184,250 − 103,350 = 80,900) = 19,416 → 37,067
    const r = compute(y25({ filing_status: 'single', w2s: [{ wages: '200000' }] }));
    expectLines(r, { 'f1040.l15': 184250, 'f1040.l16': 37067 });
  });

  it('QDCGT worksheet: the 0% breakpoint 48,350 and the 15% breakpoint 533,400 (single)', () => {
    // Qualified dividends 64,100 − 15,750 = 48,350 taxable, all at 0% (line 6 = 48,350)
    const at = compute(
      y25({
        filing_status: 'single',
        f1099_div: [
          { payer_name: 'B', box1a_ordinary_dividends: '64100', box1b_qualified_dividends: '64100' },
        ],
      }),
    );
    expectLines(at, { 'f1040.l15': 48350, 'qdcgtWks.l6': 48350, 'qdcgtWks.l13': 533400, 'f1040.l16': 0 });
    // 64,200 → 48,450 taxable: 100 over the breakpoint at 15% = 15
    const over = compute(
      y25({
        filing_status: 'single',
        f1099_div: [
          { payer_name: 'B', box1a_ordinary_dividends: '64200', box1b_qualified_dividends: '64200' },
        ],
      }),
    );
    expectLines(over, { 'f1040.l15': 48450, 'f1040.l16': 15 });
    // 549,250 − 15,750 = 533,500 taxable, all qualified: 15% × (533,400 − 48,350 = 485,050)
    // = 72,757.50 + 20% × 100 = 20 → 72,777.50 → 72,778
    const top = compute(
      y25({
        filing_status: 'single',
        f1099_div: [
          { payer_name: 'B', box1a_ordinary_dividends: '549250', box1b_qualified_dividends: '549250' },
        ],
      }),
    );
    expectLines(top, { 'f1040.l15': 533500, 'f1040.l16': 72778 });
  });
});

describe('2025 Form 6251 lines 1a and 1b', () => {
  it('line 1a is Form 1040 line 14 (no senior deduction), line 1b is line 11 less line 1a', () => {
    // Single, wages 200,000, ISO bargain element 300,000 (line 2i).
    const r = compute(
      y25({
        filing_status: 'single',
        w2s: [{ wages: '200000' }],
        amt_adjustments: { incentive_stock_options: '300000' },
      }),
    );
    expectLines(r, {
      'f6251.l1a': 15750, // Form 1040 line 14 − Schedule 1-A line 37 (none) = 15,750
      'f6251.l1b': 184250, // 200,000 − 15,750
      'f6251.l2a': 15750, // standard deduction, Form 1040 line 12e
      'f6251.l2i': 300000,
      'f6251.l4': 500000, // 184,250 + 15,750 + 300,000
      'f6251.l5': 88100, // 500,000 < 626,350: no phase-out (RP 2024-40 §3.11)
      'f6251.l6': 411900, // 500,000 − 88,100
      'f6251.l7': 110550, // 28% × 411,900 = 115,332 − 4,782 = 110,550
      'f6251.l10': 37067, // regular tax (the Tax Computation Worksheet case above)
      'f6251.l11': 73483, // 110,550 − 37,067
    });
  });
});

describe('2025 SALT cap phase-down (Schedule A line 5e)', () => {
  it('single: full cap up to MAGI 500,000, reduced by 30% over it, never below 10,000', () => {
    // 500,000 is not over 500,000: cap 40,000
    expect(line(compute(saltReturn('single', '500000')), 'scheduleA.l5e')).toBe(40000);
    // 500,001: 40,000 − 30% × 1 = 39,999.70 → 40,000 in whole dollars
    expect(line(compute(saltReturn('single', '500001')), 'scheduleA.l5e')).toBe(40000);
    // 500,010: 40,000 − 30% × 10 = 39,997
    expect(line(compute(saltReturn('single', '500010')), 'scheduleA.l5e')).toBe(39997);
    // 600,000: 40,000 − 30% × 100,000 = 10,000, exactly the floor
    const atFloor = compute(saltReturn('single', '600000'));
    expect(line(atFloor, 'scheduleA.l5e')).toBe(10000);
    // 700,000: 40,000 − 60,000 < 10,000: the floor
    const beyond = compute(saltReturn('single', '700000'));
    expect(line(beyond, 'scheduleA.l5e')).toBe(10000);
    // Its worksheet shows each step: 700,000 − 500,000 = 200,000; × 30% = 60,000; 40,000 − 60,000
    // → 0; the larger of 0 and the floor 10,000.
    expect(beyond.lines.explain('scheduleA.l5e')?.formula).toContain('SALT Limit Worksheet, line 8');
    for (const [key, value] of [
      ['saltWks.l1', 40000],
      ['saltWks.l2', 700000],
      ['saltWks.l4', 200000],
      ['saltWks.l5', 60000],
      ['saltWks.l6', 0],
      ['saltWks.l8', 10000],
    ] as const)
      expect(line(beyond, key), key).toBe(value);
    expect(beyond.lines.explain('saltWks.l5')?.formula).toContain('30%');
  });

  it('modified AGI adds back the Form 2555 exclusion (IRC §164(b)(7)(B), §911)', () => {
    // Wages 600,000 − exclusion 100,000 (Schedule 1 line 8d) = AGI 500,000; MAGI 500,000 + 100,000
    // = 600,000: 40,000 − 30% × 100,000 = 10,000
    const r = compute(
      y25({
        filing_status: 'single',
        w2s: [{ wages: '600000' }],
        schedule_1: {
          entries: [
            {
              section: 'additional_income',
              category_key: 'foreign_earned_income_exclusion_2555',
              amount: '100000',
            },
          ],
        },
        schedule_a: { state_local_taxes: '50000', mortgage_interest_1098: '20000' },
      }),
    );
    expectLines(r, { 'f1040.l11': 500000, 'schedule1.l8d': -100000, 'scheduleA.l5e': 10000 });
  });

  it('married filing separately: half the cap, threshold and floor', () => {
    // 250,000: cap 20,000
    expect(line(compute(saltReturn('mfs', '250000')), 'scheduleA.l5e')).toBe(20000);
    // 260,000: 20,000 − 30% × 10,000 = 17,000
    expect(line(compute(saltReturn('mfs', '260000')), 'scheduleA.l5e')).toBe(17000);
    // 300,000: 20,000 − 15,000 = 5,000, the floor; 400,000: 20,000 − 45,000 → 5,000
    expect(line(compute(saltReturn('mfs', '300000')), 'scheduleA.l5e')).toBe(5000);
    expect(line(compute(saltReturn('mfs', '400000')), 'scheduleA.l5e')).toBe(5000);
  });
});

describe('2025 child tax credit', () => {
  it('2,200 per child with the phase-out (5% of the excess rounded up to 1,000)', () => {
    // MFJ 450,000, two children: 4,400 − 5% × (450,000 − 400,000 = 50,000) = 2,500 → 1,900
    const mfj = compute(
      y25({
        filing_status: 'mfj',
        w2s: [{ wages: '450000' }],
        dependents: [child('Al', '2012-02-02', '111223333'), child('Bo', '2016-05-05', '111224444')],
      }),
    );
    expectLines(mfj, { 'schedule8812.l5': 4400, 'schedule8812.l10': 50000, 'schedule8812.l12': 1900 });
    // HOH 210,500, one child: excess 10,500 → 11,000; 5% = 550; 2,200 − 550 = 1,650
    const hoh = compute(
      y25({
        filing_status: 'hoh',
        w2s: [{ wages: '210500' }],
        dependents: [child('Al', '2015-03-03', '111223333')],
      }),
    );
    expectLines(hoh, { 'schedule8812.l5': 2200, 'schedule8812.l10': 11000, 'schedule8812.l12': 1650 });
  });

  it('a filer with an ITIN: no CTC or ACTC, the child counts for the 500 credit for other dependents', () => {
    // HOH 40,000: 40,000 − 23,625 = 16,375; band midpoint 16,375 × 10% = 1,637.50 → 1,638
    const r = compute(
      y25({
        filing_status: 'hoh',
        taxpayer: { first_name: 'Ana', tin_type: 'itin' },
        w2s: [{ wages: '40000' }],
        dependents: [child('Al', '2015-03-03', '111223333')],
      }),
    );
    expectLines(r, {
      'f1040.l16': 1638,
      'schedule8812.l5': 0, // line 4: no child (the filer lacks an SSN valid for work)
      'schedule8812.l7': 500, // line 6: the child, 1 × 500
      'schedule8812.l12': 500,
      'schedule8812.l14': 500, // 500 < tax 1,638
      'schedule8812.l27': 0, // no ACTC
      'f1040.l19': 500,
    });
    expect(r.warnings.some((w) => w.includes('social security number valid for work'))).toBe(true);
  });

  it('a joint return where one spouse has an SSN valid for work keeps the CTC', () => {
    // MFJ 100,000: CTC 2,200 (no phase-out below 400,000)
    const r = compute(
      y25({
        filing_status: 'mfj',
        taxpayer: { first_name: 'Ana', tin_type: 'itin' },
        spouse: { first_name: 'Ben', tin_type: 'ssn' },
        w2s: [{ wages: '100000' }],
        dependents: [child('Al', '2015-03-03', '111223333')],
      }),
    );
    expectLines(r, { 'schedule8812.l5': 2200, 'schedule8812.l7': 0 });
  });
});

describe('2025 Schedule 8812 line 15', () => {
  it('line 15 is reserved in 2025: declining the ACTC is no longer possible', () => {
    // One child, tax 500: line 16a = 2,200 − 500 = 1,700; 16b = 1,700; earned 20,000 − 2,500 = 17,500
    // × 15% = 2,625; line 27 = min(1,700, 2,625) = 1,700
    const r = schedule8812(
      {
        filingStatus: 'single',
        agi: Money.of(20000),
        dependents: [
          {
            ageAtEndOfYear: 8,
            isQualifyingChild: true,
            hasRequiredSsn: true,
            isUsCitizenNationalOrResident: true,
          },
        ],
        tax: Money.of(500),
        creditsReducingLimit: Money.ZERO,
        earnedIncome: Money.of(20000),
        declineAdditionalChildTaxCredit: true,
      },
      new Lines(),
      federalParams(2025),
    );
    expect(r.additionalChildTaxCredit.toString()).toBe('1700.00');
  });
});

describe('2025 worked returns', () => {
  it('W1 HOH, one child, wages 30,000: CTC limited by tax, ACTC, EIC', () => {
    const r = compute(
      y25({
        filing_status: 'hoh',
        w2s: [{ wages: '30000', federal_income_tax: '1000' }],
        dependents: [child('Al', '2015-03-03', '111223333')],
      }),
    );
    expectLines(r, {
      'schedule8812.l5': 2200, // 1 × 2,200
      'schedule8812.l12': 2200, // AGI 30,000 < 200,000
      'schedule8812.l13': 638, // Credit Limit Worksheet A: line 18 tax
      'schedule8812.l14': 638,
      'schedule8812.l16a': 1562, // 2,200 − 638
      'schedule8812.l16b': 1700, // 1 × 1,700
      'schedule8812.l17': 1562,
      'schedule8812.l19': 27500, // 30,000 − 2,500
      'schedule8812.l20': 4125, // 15% × 27,500
      'schedule8812.l27': 1562,
    });
    expectForm(r, {
      'f1040.l1a': 30000,
      'f1040.l1z': 30000,
      'f1040.l9': 30000,
      'f1040.l11': 30000,
      'f1040.l11a': 30000, // the 2025 form's lines 11a and 11b carry the AGI
      'f1040.l11b': 30000,
      'f1040.l12': 23625, // HOH standard deduction
      'f1040.l12e': 23625,
      'f1040.l14': 23625,
      'f1040.l15': 6375, // 30,000 − 23,625
      'f1040.l16': 638, // band 6,350-6,400, midpoint 6,375 × 10% = 637.50 → 638
      'f1040.l18': 638,
      'f1040.l19': 638,
      'f1040.l21': 638,
      'f1040.l25a': 1000,
      'f1040.l25d': 1000,
      // EIC, one child: band 30,000-30,050, midpoint 30,025; 4,328 − 15.98% × (30,025 − 23,350 = 6,675)
      // = 4,328 − 1,066.67 = 3,261.33 → 3,261
      'f1040.l27': 3261,
      'f1040.l27a': 3261,
      'f1040.l28': 1562,
      'f1040.l32': 4823, // 3,261 + 1,562
      'f1040.l33': 5823, // 1,000 + 4,823
      'f1040.l34': 5823,
      'f1040.l35a': 5823,
    });
  });

  it('W2 MFJ itemizing, MAGI 520,000: SALT cap reduced to 34,000, Additional Medicare Tax', () => {
    const r = compute(
      y25({
        filing_status: 'mfj',
        w2s: [
          // box 6: 1.45% × 300,000 = 4,350 + 0.9% × (300,000 − 200,000) = 900 → 5,250
          {
            owner: 'taxpayer',
            wages: '300000',
            federal_income_tax: '60000',
            medicare_wages: '300000',
            medicare_tax: '5250',
          },
          // box 6: 1.45% × 220,000 = 3,190 + 0.9% × 20,000 = 180 → 3,370
          {
            owner: 'spouse',
            wages: '220000',
            federal_income_tax: '40000',
            medicare_wages: '220000',
            medicare_tax: '3370',
          },
        ],
        schedule_a: {
          state_local_taxes: '45000',
          real_estate_taxes: '10000',
          mortgage_interest_1098: '20000',
        },
      }),
    );
    expectLines(r, {
      'scheduleA.l5d': 55000, // 45,000 + 10,000
      'scheduleA.l5e': 34000, // 40,000 − 30% × (520,000 − 500,000) = 34,000
      'scheduleA.l8a': 20000,
      'scheduleA.l17': 54000, // 34,000 + 20,000
      'f8959.l6': 270000, // 520,000 − 250,000
      'f8959.l7': 2430, // 0.9% × 270,000
      'f8959.l19': 8620, // 5,250 + 3,370
      'f8959.l21': 7540, // 1.45% × 520,000
      'f8959.l24': 1080, // 8,620 − 7,540
      'schedule2.l21': 2430,
    });
    expectForm(r, {
      'f1040.l1a': 520000,
      'f1040.l1z': 520000,
      'f1040.l9': 520000,
      'f1040.l11': 520000,
      'f1040.l11a': 520000,
      'f1040.l11b': 520000,
      'f1040.l12': 54000, // itemized 54,000 > standard 31,500
      'f1040.l12e': 54000,
      'f1040.l14': 54000,
      'f1040.l15': 466000, // 520,000 − 54,000
      // MFJ: 2,385 + 12% × 73,100 (8,772) + 22% × 109,750 (24,145) + 24% × 187,900 (45,096)
      // = 80,398 + 32% × (466,000 − 394,600 = 71,400) = 22,848 → 103,246.
      // Form 6251: AMTI 466,000 + 34,000 = 500,000 − 137,000 = 363,000; 26% × 239,100 (62,166)
      // + 28% × 123,900 (34,692) = 96,858 < 103,246: no AMT.
      'f1040.l16': 103246,
      'f1040.l18': 103246,
      'f1040.l22': 103246,
      'f1040.l23': 2430,
      'f1040.l24': 105676, // 103,246 + 2,430
      'f1040.l25a': 100000,
      'f1040.l25c': 1080,
      'f1040.l25d': 101080,
      'f1040.l33': 101080,
      'f1040.l37': 4596, // 105,676 − 101,080
    });
  });
});
