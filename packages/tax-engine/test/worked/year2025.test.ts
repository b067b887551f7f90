/**
 * Worked 2025 returns: the rules P.L. 119-21 changed for 2025 at their edges, and whole returns
 * checked by hand from the official 2025 figures.
 *
 * Sources: P.L. 119-21 §70102 (standard deduction 15,750 / 31,500 / 23,625), §70104 (child tax
 * credit 2,200 per child; the filer's SSN), §70120 (SALT cap 40,000 / 20,000 MFS, less 30% of MAGI
 * over 500,000 / 250,000, not below 10,000 / 5,000); Rev. Proc. 2024-40 §3.01 (brackets: single 10%
 * to 11,925, 12% to 48,475, 22% to 103,350, 24% to 197,300; MFJ 10% to 23,850, 12% to 96,950),
 * §3.03 (0% capital gain rate to 48,350 single), §3.06 (EIC). Tax Table amounts are the tax on the
 * midpoint of the $50 row, rounded to the dollar.
 */
import { describe, expect, it } from 'vitest';
import type { Return } from '../../src/types';
import { child, compute, expectLines, line } from './helpers';

const Y = 2025;

describe('standard deduction 2025 (P.L. 119-21)', () => {
  it.each([
    ['single', 15_750],
    ['mfs', 15_750],
    ['mfj', 31_500],
    ['qss', 31_500],
    ['hoh', 23_625],
  ] as const)('%s: %i', (status, amount) => {
    const r = compute({ tax_year: Y, filing_status: status, w2s: [{ wages: '80000' }] });
    expect(line(r, 'f1040.l12e')).toBe(amount);
    expect(line(r, 'f1040.l12')).toBe(amount);
  });
});

describe('SALT cap 2025: 40,000, phased down over MAGI 500,000, not below 10,000', () => {
  const itemizer = (wages: number, status: Return['filing_status'] = 'single'): Return => ({
    tax_year: Y,
    filing_status: status,
    w2s: [{ wages: String(wages) }],
    // Itemizing even where the limited taxes are less than the standard deduction (600,000 and up).
    schedule_a: { state_local_taxes: '45000', real_estate_taxes: '10000', force_itemize: true },
  });
  const l5e = (wages: number, status?: Return['filing_status']) =>
    line(compute(itemizer(wages, status)), 'scheduleA.l5e');

  it('at or under the threshold the whole cap applies', () => {
    expect(l5e(400_000)).toBe(40_000); // 5d = 55,000; cap 40,000
    expect(l5e(500_000)).toBe(40_000); // line 2 is not more than 500,000
  });

  it('over it, the cap loses 30% of the excess', () => {
    // 500,002: 2 × 30% = 0.60 → 1; 40,000 − 1 = 39,999.
    expect(l5e(500_002)).toBe(39_999);
    // 520,000: 20,000 × 30% = 6,000; 34,000.
    const r = compute(itemizer(520_000));
    expectLines(r, {
      'saltWks.l4': 20_000,
      'saltWks.l5': 6_000,
      'saltWks.l6': 34_000,
      'saltWks.l8': 34_000,
      'scheduleA.l5e': 34_000,
    });
  });

  it('never below the floor: 10,000 at MAGI 600,000 and beyond', () => {
    expect(l5e(600_000)).toBe(10_000); // 40,000 − 30,000 = 10,000
    expect(l5e(700_000)).toBe(10_000); // 40,000 − 60,000 → 0; the floor 10,000
  });

  it('married filing separately: half of each amount', () => {
    expect(l5e(250_000, 'mfs')).toBe(20_000);
    expect(l5e(260_000, 'mfs')).toBe(17_000); // 20,000 − 10,000 × 30%
    expect(l5e(300_000, 'mfs')).toBe(5_000); // 20,000 − 15,000 = 5,000 = the floor
  });

  it('2024 keeps its flat 10,000 cap', () => {
    expect(line(compute({ ...itemizer(520_000), tax_year: 2024 }), 'scheduleA.l5e')).toBe(10_000);
  });
});

describe('child tax credit 2025: 2,200 per child', () => {
  const family = (wages: number, extra: Partial<Return> = {}): Return => ({
    tax_year: Y,
    filing_status: 'mfj',
    taxpayer: { first_name: 'Ana', last_name: 'Diaz', date_of_birth: '1985-01-01' },
    spouse: { first_name: 'Luis', last_name: 'Diaz', date_of_birth: '1984-01-01' },
    dependents: [child('Al', '2012-02-02', '111223333'), child('Bo', '2016-05-05', '111224444')],
    w2s: [{ wages: String(wages), federal_income_tax: '6000' }],
    ...extra,
  });

  it('MFJ, two children, wages 100,000: a worked return', () => {
    const r = compute(family(100_000));
    expectLines(r, {
      'f1040.l11a': 100_000,
      'f1040.l11b': 100_000,
      'f1040.l12e': 31_500,
      'f1040.l14': 31_500,
      'f1040.l15': 68_500, // 100,000 − 31,500
      // Tax Table MFJ 68,500-68,550 at 68,525: 23,850 × 10% = 2,385; 44,675 × 12% = 5,361.
      'f1040.l16': 7_746,
      'schedule8812.l5': 4_400, // 2 × 2,200
      'schedule8812.l14': 4_400,
      'f1040.l19': 4_400,
      'f1040.l22': 3_346, // 7,746 − 4,400
      'f1040.l33': 6_000,
      'f1040.l34': 2_654, // refund 6,000 − 3,346
    });
  });

  it('phases out by 5% of each 1,000 (or part) of MAGI over 400,000', () => {
    // 410,500: 10,500 → 11,000; × 5% = 550; 4,400 − 550 = 3,850.
    const r = compute(family(410_500));
    expectLines(r, { 'schedule8812.l10': 11_000, 'schedule8812.l11': 550, 'schedule8812.l12': 3_850 });
  });

  it('needs a filer’s SSN valid for work: with ITINs only, each child counts for 500', () => {
    const r = compute(
      family(60_000, {
        taxpayer: { first_name: 'Ana', last_name: 'Diaz', tin_type: 'itin' },
        spouse: { first_name: 'Luis', last_name: 'Diaz', tin_type: 'itin' },
      }),
    );
    // Line 4 = 0; line 6 = 2 (the children, with their SSNs, are other dependents): 2 × 500.
    expectLines(r, { 'schedule8812.l5': 0, 'schedule8812.l7': 1_000, 'schedule8812.l8': 1_000 });
    expect(r.warnings.some((w) => w.includes('social security number valid for work'))).toBe(true);
    // One spouse's SSN is enough on a joint return.
    const one = compute(
      family(60_000, { spouse: { first_name: 'Luis', last_name: 'Diaz', tin_type: 'itin' } }),
    );
    expect(line(one, 'schedule8812.l5')).toBe(4_400);
  });
});

describe('a single filer over the Tax Table: the Tax Computation Worksheet, 2025 brackets', () => {
  it('wages 150,000', () => {
    const r = compute({ tax_year: Y, filing_status: 'single', w2s: [{ wages: '150000' }] });
    // Taxable 150,000 − 15,750 = 134,250. Worksheet, 24% row: 134,250 × 24% = 32,220 less 7,153
    // (103,350 × 24% = 24,804 less the tax up to 103,350: 1,192.50 + 4,386.00 + 12,072.50 = 17,651)
    // = 25,067. In full: 11,925 × 10% + 36,550 × 12% + 54,875 × 22% + 30,900 × 24% = 25,067.00.
    expect(line(r, 'f1040.l15')).toBe(134_250);
    expect(line(r, 'f1040.l16')).toBe(25_067);
  });

  it('qualified dividends inside the 0% band: taxable 40,000 of which 5,000 dividends', () => {
    const r = compute({
      tax_year: Y,
      filing_status: 'single',
      w2s: [{ wages: '50750' }],
      f1099_div: [
        { payer_name: 'Fund', box1a_ordinary_dividends: '5000', box1b_qualified_dividends: '5000' },
      ],
    });
    // AGI 55,750; taxable 40,000 ≤ 48,350: the dividends are taxed at 0%. Ordinary 35,000 from
    // the Tax Table row 35,000-35,050 at 35,025: 1,192.50 + 23,100 × 12% (2,772) = 3,964.50 → 3,965.
    expect(line(r, 'f1040.l15')).toBe(40_000);
    expect(line(r, 'f1040.l16')).toBe(3_965);
  });
});

describe('explanations name the return’s year', () => {
  it('a 2025 capital loss carryover comes from the 2024 worksheet and carries to 2026', () => {
    const r = compute({
      tax_year: Y,
      filing_status: 'single',
      w2s: [{ wages: '40000' }],
      schedule_d: { st_6_loss_carry: '5000' },
    });
    // Line 6: 5,000 from 2024; line 21: the 3,000 limit; 2,000 carries to 2026.
    expect(r.lines.explain('scheduleD.l6')?.formula).toContain('2024 Capital Loss Carryover Worksheet');
    expect(line(r, 'scheduleD.l21')).toBe(-3_000);
    const to = r.lines.all().find((l) => l.formula.includes('Short-term capital loss carryover to'));
    expect(to?.formula).toContain('carryover to 2026');
    expect(to?.value.toNumber()).toBe(2_000);
  });
});

describe('Form 6251 (2025): the senior deduction is added back', () => {
  it('a retiree of 70 with incentive stock options', () => {
    const r = compute({
      tax_year: Y,
      filing_status: 'single',
      taxpayer: { first_name: 'Ann', last_name: 'Old', date_of_birth: '1955-03-01' },
      w2s: [{ wages: '70000' }],
      amt_adjustments: { incentive_stock_options: '200000' },
    });
    expectLines(r, {
      // Schedule 1-A: MAGI 70,000 is under 75,000: the whole 6,000.
      'schedule1A.l37': 6_000,
      // Line 12e 15,750 + 2,000 (65 or older) = 17,750; line 14 = 17,750 + 6,000 = 23,750.
      'f1040.l14': 23_750,
      'f1040.l15': 46_250,
      // Tax Table 46,250-46,300 at 46,275: 1,192.50 + 34,350 × 12% (4,122) = 5,314.50 → 5,315.
      'f1040.l16': 5_315,
      'f6251.l1a': 17_750, // 23,750 − 6,000
      'f6251.l1b': 52_250, // 70,000 − 17,750
      'f6251.l2a': 17_750, // the standard deduction, line 12e
      'f6251.l4': 270_000, // 52,250 + 17,750 + 200,000
      'f6251.l5': 88_100, // line 4 is under 626,350: the whole exemption
      'f6251.l6': 181_900,
      'f6251.l7': 47_294, // 181,900 × 26%
      'f6251.l11': 41_979, // 47,294 − 5,315
    });
    expect(r.lines.has('f6251.l1')).toBe(false);
  });
});
