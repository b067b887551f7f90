/**
 * Worked 2024 returns — Form 8962, premium tax credit. 2024 instructions: federal poverty line
 * (2023 guidelines) $14,580 + $5,140 per additional person in the 48 states and DC (Table 1-1),
 * $18,210 + $6,430 Alaska, $16,770 + $5,910 Hawaii; line 5 by Worksheet 2 (decimals dropped, 401
 * over 400%); Table 2 applicable figure; Table 5 repayment limitation ($375/$750 under 200%,
 * $950/$1,900 under 300%, $1,575/$3,150 under 400%, none at 400% or more). Pub. 974 works the same
 * steps; each figure below is computed by hand beside it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applicableFigure, povertyLinePercent } from '../../src/forms/f8962';
import { Money } from '../../src/money';
import { federalParams } from '../../src/params';
import type { F1095A } from '../../src/types';
import { compute, expectForm, expectLines, line } from './helpers';

const P = federalParams(2024).f8962;
const month = (premium: number, slcsp: number, aptc: number) => ({
  enrollment_premium: String(premium),
  slcsp_premium: String(slcsp),
  advance_ptc: String(aptc),
});
const fullYear = (premium: number, slcsp: number, aptc: number): F1095A => ({
  monthly: Array.from({ length: 12 }, () => month(premium, slcsp, aptc)),
});

describe('Form 8962 tables', () => {
  it('Table 2 applicable figure: straight line in each band, four decimals', () => {
    const f = (p: number) => applicableFigure(p, P).toString(4);
    expect(f(0)).toBe('0.0000');
    expect(f(150)).toBe('0.0000');
    expect(f(151)).toBe('0.0004'); // 0.02 × 1/50
    expect(f(200)).toBe('0.0200');
    expect(f(225)).toBe('0.0300'); // 0.02 + 0.02 × 25/50
    expect(f(250)).toBe('0.0400');
    expect(f(275)).toBe('0.0500');
    expect(f(300)).toBe('0.0600');
    expect(f(301)).toBe('0.0603'); // 0.06 + 0.025/100 = 0.06025, rounded to 4 places
    expect(f(350)).toBe('0.0725');
    expect(f(399)).toBe('0.0848'); // 0.08475 rounded
    expect(f(400)).toBe('0.0850');
    expect(f(401)).toBe('0.0850'); // over 400%: 8.5% through 2025
  });

  it('Worksheet 2: the instructions’ own examples drop the decimals', () => {
    const fpl = Money.of('10000');
    // "for 0.9984, enter 99; for 1.8565, enter 185; for 3.997, enter 399"
    expect(povertyLinePercent(Money.of('9984'), fpl)).toBe(99);
    expect(povertyLinePercent(Money.of('18565'), fpl)).toBe(185);
    expect(povertyLinePercent(Money.of('39970'), fpl)).toBe(399);
    expect(povertyLinePercent(Money.of('40000'), fpl)).toBe(400); // exactly 4 × line 4 is not "more than"
    expect(povertyLinePercent(Money.of('40001'), fpl)).toBe(401);
  });
});

describe('Form 8962 worked returns', () => {
  it('P1 annual calculation: net PTC to Schedule 3 line 9', () => {
    // Single, family size 1, AGI 30,000. Line 4 14,580; line 5 = 30,000/14,580 = 2.0576 → 205.
    // Line 7 = 0.02 + 0.02 × 5/50 = 0.0220; line 8a = 30,000 × 0.022 = 660; 8b = 55.
    // 1095-A: premium 500, SLCSP 550, APTC 450 every month → line 11: 6,000 / 6,600 / 660 /
    // (d) 5,940 / (e) 5,940 / (f) 5,400. Net PTC 5,940 − 5,400 = 540.
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '30000', federal_income_tax: '1500' }],
      f1095_a: [fullYear(500, 550, 450)],
    });
    expectLines(r, {
      'f8962.l1': 1,
      'f8962.l2a': 30000,
      'f8962.l3': 30000,
      'f8962.l4': 14580,
      'f8962.l5': 205,
      'f8962.l8a': 660,
      'f8962.l8b': 55,
      'f8962.l11a': 6000,
      'f8962.l11b': 6600,
      'f8962.l11c': 660,
      'f8962.l11d': 5940,
      'f8962.l11e': 5940,
      'f8962.l11f': 5400,
      'f8962.l24': 5940,
      'f8962.l25': 5400,
      'f8962.l26': 540,
      'f8962.l29': 0,
      'schedule3.l9': 540,
      'schedule3.l15': 540,
    });
    expectForm(r, {
      'f1040.l1a': 30000,
      'f1040.l1z': 30000,
      'f1040.l9': 30000,
      'f1040.l11': 30000,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 15400,
      'f1040.l16': 1619, // Tax Table 15,400-15,450 single
      'f1040.l18': 1619,
      'f1040.l22': 1619,
      'f1040.l24': 1619,
      'f1040.l25a': 1500,
      'f1040.l25d': 1500,
      'f1040.l31': 540,
      'f1040.l32': 540,
      'f1040.l33': 2040,
      'f1040.l34': 421,
      'f1040.l35a': 421,
    });
    expect(r.forms).toEqual(['f1040', 'schedule3', 'f8962']);
  });

  it('P2 excess advance payments limited by Table 5 (300%-400%, single $1,575)', () => {
    // AGI 45,000: 45,000/14,580 = 3.0864 → 308; figure 0.06 + 0.025 × 8/100 = 0.0620;
    // 8a = 45,000 × 0.062 = 2,790. Premium = SLCSP = APTC = 500 a month (6,000 a year):
    // (d) 6,000 − 2,790 = 3,210 = (e); excess 6,000 − 3,210 = 2,790, limited to 1,575.
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '45000' }],
      f1095_a: [
        { annual_enrollment_premium: '6000', annual_slcsp_premium: '6000', annual_advance_ptc: '6000' },
      ],
    });
    expectLines(r, {
      'f8962.l5': 308,
      'f8962.l8a': 2790,
      'f8962.l11e': 3210,
      'f8962.l26': 0,
      'f8962.l27': 2790,
      'f8962.l28': 1575,
      'f8962.l29': 1575,
      'schedule2.l1a': 1575,
      'schedule2.l1z': 1575,
      'schedule2.l3': 1575,
      'f1040.l17': 1575,
    });
  });

  it('P3 monthly calculation: family of three covered January to June', () => {
    // MFJ + 1 dependent: line 4 = 14,580 + 2 × 5,140 = 24,860; AGI 60,000 → 241.35 → 241;
    // figure 0.02 + 0.02 × 41/50 = 0.0364; 8a = 2,184; 8b = 182.
    // Each covered month: (d) 1,100 − 182 = 918, (e) min(1,000, 918) = 918 → 6 × 918 = 5,508;
    // APTC 6 × 900 = 5,400; net PTC 108.
    const r = compute({
      filing_status: 'mfj',
      w2s: [{ wages: '60000' }],
      dependents: [
        { first_name: 'Kid', date_of_birth: '2015-04-01', relationship: 'son', months_lived_with: 12 },
      ],
      f1095_a: [{ monthly: Array.from({ length: 6 }, () => month(1000, 1100, 900)) }],
    });
    expectLines(r, {
      'f8962.l1': 3,
      'f8962.l4': 24860,
      'f8962.l5': 241,
      'f8962.l8a': 2184,
      'f8962.l8b': 182,
      'f8962.l12c': 182,
      'f8962.l12d': 918,
      'f8962.l12e': 918,
      'f8962.l17e': 918,
      'f8962.l18c': 0, // July: no coverage
      'f8962.l18e': 0,
      'f8962.l24': 5508,
      'f8962.l25': 5400,
      'f8962.l26': 108,
      'schedule3.l9': 108,
    });
    expect(r.lines.has('f8962.l11e')).toBe(false);
  });

  it('P4 over 400% of the poverty line: 8.5% and no repayment limitation', () => {
    // AGI 70,000 > 4 × 14,580 = 58,320 → 401; 8a = 70,000 × 0.085 = 5,950. Premium = SLCSP
    // 600 a month (7,200), APTC 250 (3,000): (d) 1,250 = (e); excess 3,000 − 1,250 = 1,750, all repaid.
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '70000' }],
      f1095_a: [fullYear(600, 600, 250)],
    });
    expectLines(r, {
      'f8962.l5': 401,
      'f8962.l8a': 5950,
      'f8962.l11e': 1250,
      'f8962.l27': 1750,
      'f8962.l28': 0,
      'f8962.l29': 1750,
      'schedule2.l1a': 1750,
    });
  });

  it('P5 household income counts tax-exempt interest, nontaxable social security and dependents’ MAGI; Alaska table', () => {
    // AGI 20,000 wages + 1,000 tax-exempt interest + 0 social security; dependents' MAGI 5,000:
    // line 3 = 26,000. Alaska, MFJ + 1: 18,210 + 2 × 6,430 = 31,070 → 83.68 → 83 (<100%, but
    // APTC was paid, so the credit is allowed); figure 0 → 8a = 0.
    const r = compute({
      filing_status: 'mfj',
      w2s: [{ wages: '20000' }],
      f1099_int: [{ box8_tax_exempt_interest: '1000' }],
      dependents: [{ first_name: 'Kid', date_of_birth: '2010-01-01' }],
      premium_tax_credit: { poverty_line_region: 'alaska', dependents_modified_agi: '5000' },
      f1095_a: [fullYear(900, 1000, 800)],
    });
    expectLines(r, {
      'f8962.l2a': 21000,
      'f8962.l2b': 5000,
      'f8962.l3': 26000,
      'f8962.l4': 31070,
      'f8962.l5': 83,
      'f8962.l8a': 0,
      'f8962.l11e': 10800, // min(premiums 10,800, SLCSP 12,000 − 0)
      'f8962.l26': 1200, // 10,800 − 9,600
    });
  });

  it('P6 married filing separately without the exception: no credit, repayment limited', () => {
    // AGI 25,000: 25,000/14,580 = 1.7146 → 171 (<200%): MFS is "any other filing status" → $750.
    const r = compute({
      filing_status: 'mfs',
      w2s: [{ wages: '25000' }],
      f1095_a: [fullYear(400, 450, 200)],
    });
    expectLines(r, {
      'f8962.l5': 171,
      'f8962.l24': 0,
      'f8962.l25': 2400,
      'f8962.l27': 2400,
      'f8962.l28': 750,
      'f8962.l29': 750,
    });
    expect(r.warnings.join(' ')).toMatch(/married filing separately: no premium tax credit/);
    const relief = compute({
      filing_status: 'mfs',
      w2s: [{ wages: '25000' }],
      premium_tax_credit: { mfs_exception: true },
      f1095_a: [fullYear(400, 450, 200)],
    });
    // Figure 0.02 × 21/50 = 0.0084; 8a = 25,000 × 0.0084 = 210; (d) 5,400 − 210 = 5,190; (e) 4,800.
    expectLines(relief, { 'f8962.l8a': 210, 'f8962.l11e': 4800, 'f8962.l26': 2400 });
  });

  it('P7 a filer who can be claimed as a dependent takes no PTC here', () => {
    const r = compute({
      filing_status: 'single',
      claimed_as_dependent: true,
      w2s: [{ wages: '12000' }],
      f1095_a: [fullYear(300, 350, 250)],
    });
    expect(r.forms).not.toContain('f8962');
    expect(r.lines.has('f8962.l26')).toBe(false);
    expect(r.warnings.join(' ')).toMatch(/can be claimed as a dependent/);
  });

  it('P8 without a Form 1095-A the entered amounts still go to Schedules 2 and 3', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '30000' }],
      other_taxes: { excess_aptc_repayment: '300' },
      other_credits: { net_premium_tax_credit: '120' },
    });
    expectLines(r, { 'schedule2.l1a': 300, 'schedule3.l9': 120 });
    expect(r.forms).not.toContain('f8962');
  });
});

describe('Form 8962 properties', () => {
  it('more household income never raises the premium tax credit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('single' as const, 'mfj' as const, 'hoh' as const),
        fc.integer({ min: 0, max: 150_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 200, max: 1_500 }),
        // With advance payments: below 100% of the poverty line without them there is no credit at
        // all, so the first dollars above it do raise the credit (the law's own step).
        fc.integer({ min: 1, max: 1_500 }),
        (status, wages, more, slcsp, aptc) => {
          const ret = (w: number) =>
            compute({
              filing_status: status,
              dependents: status === 'hoh' ? [{ first_name: 'Kid', date_of_birth: '2012-01-01' }] : [],
              w2s: [{ wages: String(w) }],
              f1095_a: [fullYear(slcsp, slcsp, aptc)],
            });
          const a = ret(wages);
          const b = ret(wages + more);
          expect(line(b, 'f8962.l24')).toBeLessThanOrEqual(line(a, 'f8962.l24'));
          // Net effect on the return: net PTC minus the repayment never rises either.
          const net = (r: typeof a) => line(r, 'f8962.l26') - line(r, 'f8962.l29');
          expect(net(b)).toBeLessThanOrEqual(net(a));
        },
      ),
      { numRuns: 150 },
    );
  });
});
