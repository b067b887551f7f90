/**
 * Worked 2024 returns — Form 8962 Part IV, allocation of policy amounts shared with another
 * taxpayer. 2024 Instructions for Form 8962, Part IV and line 34: multiply the Form 1095-A amounts
 * by the allocation percentages in the allocation months, add the policy's other months and the
 * other policies in full, and enter each month's totals on lines 12-23 (a), (b) and (f); then
 * figure (c)-(e) as usual. Part I is the one of P1 (ptc.test.ts): single, AGI 30,000, line 5 205,
 * line 7 0.0220, line 8a 660, line 8b 55. Each figure below is computed by hand beside it.
 */
import { describe, expect, it } from 'vitest';
import { allocationOf } from '../../src/forms/f8962-policies';
import type { F1095A, PolicyAllocation } from '../../src/types';
import { compute, expectLines } from './helpers';

const month = (premium: number, slcsp: number, aptc: number) => ({
  enrollment_premium: String(premium),
  slcsp_premium: String(slcsp),
  advance_ptc: String(aptc),
});
const single = (f1095_a: F1095A[]) =>
  compute({ filing_status: 'single', w2s: [{ wages: '30000', federal_income_tax: '1500' }], f1095_a });

describe('Form 8962 Part IV: shared policy allocation', () => {
  it('A1 divorce in June: half of January-June, all of July-December', () => {
    // Policy POL-1: premium 1,000, SLCSP 900, APTC 700 every month; lines 30 allocation: the
    // other taxpayer's SSN, January to June, 50% / 50% / 50%.
    // January-June: (a) 500, (b) 450, (c) 55, (d) 450 − 55 = 395, (e) min(500, 395) = 395, (f) 350.
    // July-December (not allocated): (a) 1,000, (b) 900, (d) 845, (e) 845, (f) 700.
    // Line 24 = 6 × 395 + 6 × 845 = 2,370 + 5,070 = 7,440; line 25 = 6 × 350 + 6 × 700 = 6,300;
    // line 26 = 7,440 − 6,300 = 1,140 → Schedule 3 line 9.
    const r = single([
      {
        marketplace_policy_number: 'POL-1',
        monthly: Array.from({ length: 12 }, () => month(1000, 900, 700)),
        allocation: {
          other_ssn: '400551234',
          start_month: 1,
          stop_month: 6,
          premium_percent: '50',
          slcsp_percent: '50',
          aptc_percent: '50',
        },
      },
    ]);
    expectLines(r, {
      'f8962.l8b': 55,
      'f8962.l12a': 500,
      'f8962.l12b': 450,
      'f8962.l12c': 55,
      'f8962.l12d': 395,
      'f8962.l12e': 395,
      'f8962.l12f': 350,
      'f8962.l17a': 500, // June, the last allocated month
      'f8962.l18a': 1000, // July
      'f8962.l18d': 845,
      'f8962.l18e': 845,
      'f8962.l18f': 700,
      'f8962.l24': 7440,
      'f8962.l25': 6300,
      'f8962.l26': 1140,
      'f8962.l29': 0,
      'schedule3.l9': 1140,
    });
    // Same premiums every month, but line 34 sends the allocated amounts to lines 12-23.
    expect(r.lines.has('f8962.l11a')).toBe(false);
    expect(r.warnings.filter((w) => w.includes('Part IV'))).toEqual([]);
  });

  it('A2 annual totals, a third for the whole year: each month rounded once; the excess repaid up to Table 5', () => {
    // Line 33: 6,000 / 6,600 / 5,400 → 500 / 550 / 450 a month. 33.33% of each, to whole dollars:
    // (a) 500 × 0.3333 = 166.65 → 167; (b) 550 × 0.3333 = 183.315 → 183; (f) 450 × 0.3333 = 149.985 → 150.
    // (d) 183 − 55 = 128; (e) min(167, 128) = 128. Line 24 = 12 × 128 = 1,536; line 25 = 12 × 150 =
    // 1,800; line 27 = 264; line 5 = 205 (under 300%, single): limit 950; line 29 = 264.
    const r = single([
      {
        annual_enrollment_premium: '6000',
        annual_slcsp_premium: '6600',
        annual_advance_ptc: '5400',
        allocation: {
          start_month: 1,
          stop_month: 12,
          premium_percent: '33.33',
          slcsp_percent: '33.33',
          aptc_percent: '33.33',
        },
      },
    ]);
    expectLines(r, {
      'f8962.l12a': 167,
      'f8962.l12b': 183,
      'f8962.l12e': 128,
      'f8962.l12f': 150,
      'f8962.l23a': 167,
      'f8962.l24': 1536,
      'f8962.l25': 1800,
      'f8962.l26': 0,
      'f8962.l27': 264,
      'f8962.l28': 950,
      'f8962.l29': 264,
      'schedule2.l1a': 264,
    });
  });

  it('A3 a shared policy and one of the filer’s own add month by month', () => {
    // POL-1 (shared, March-April, 25% / 40% / 25%): 800 / 1,000 / 600 a month in January-April.
    // POL-2 (own, not allocated): 200 / 0 / 100 a month in March-April.
    // January: (a) 800, (b) 1,000, (f) 600; March: (a) 25% × 800 + 200 = 400, (b) 40% × 1,000 = 400,
    // (f) 25% × 600 + 100 = 250; (d) 400 − 55 = 345, (e) min(400, 345) = 345.
    // January (d) 1,000 − 55 = 945, (e) 800. Line 24 = 2 × 800 + 2 × 345 = 2,290; line 25 =
    // 2 × 600 + 2 × 250 = 1,700; line 26 = 590.
    const r = single([
      {
        marketplace_policy_number: 'POL-1',
        monthly: Array.from({ length: 4 }, () => month(800, 1000, 600)),
        allocation: {
          start_month: 3,
          stop_month: 4,
          premium_percent: '25',
          slcsp_percent: '40',
          aptc_percent: '25',
        },
      },
      {
        marketplace_policy_number: 'POL-2',
        monthly: [month(0, 0, 0), month(0, 0, 0), month(200, 0, 100), month(200, 0, 100)],
      },
    ]);
    expectLines(r, {
      'f8962.l12a': 800,
      'f8962.l12e': 800,
      'f8962.l14a': 400,
      'f8962.l14b': 400,
      'f8962.l14d': 345,
      'f8962.l14e': 345,
      'f8962.l14f': 250,
      'f8962.l16a': 0, // May: no coverage
      'f8962.l24': 2290,
      'f8962.l25': 1700,
      'f8962.l26': 590,
    });
  });

  it('an incomplete allocation counts the policy in full, with a warning; line 9 alone warns too', () => {
    // As P1: 500 / 550 / 450 every month, line 11 (annual): (e) 5,940, net PTC 540.
    const year = Array.from({ length: 12 }, () => month(500, 550, 450));
    const bad = single([
      { monthly: year, allocation: { start_month: 7, stop_month: 3, premium_percent: '50' } },
    ]);
    expectLines(bad, { 'f8962.l11e': 5940, 'f8962.l26': 540 });
    expect(
      bad.warnings.some((w) => w.startsWith('Form 8962 Part IV: the allocation of policy (no number)')),
    ).toBe(true);
    const flagOnly = compute({
      filing_status: 'single',
      w2s: [{ wages: '30000' }],
      premium_tax_credit: { allocating_policy_amounts: true },
      f1095_a: [{ monthly: year }],
    });
    expectLines(flagOnly, { 'f8962.l26': 540 });
    expect(flagOnly.warnings.some((w) => w.includes('no Form 1095-A gives its allocation (Part IV)'))).toBe(
      true,
    );
  });

  it('reads lines 30-33 only when whole', () => {
    const ok: PolicyAllocation = {
      start_month: 2,
      stop_month: 2,
      premium_percent: '100',
      slcsp_percent: '0',
      aptc_percent: 12.5,
    };
    expect(allocationOf(ok)).toMatchObject({ from: 1, to: 1 });
    expect(allocationOf(ok)!.aptc.toString(4)).toBe('0.1250');
    expect(allocationOf({ ...ok, premium_percent: '100.01' })).toBeNull();
    expect(allocationOf({ ...ok, slcsp_percent: '-1' })).toBeNull();
    expect(allocationOf({ ...ok, start_month: 0 })).toBeNull();
    expect(allocationOf({ ...ok, stop_month: 13 })).toBeNull();
    expect(allocationOf({ ...ok, aptc_percent: 'half' })).toBeNull();
    expect(allocationOf(undefined)).toBeNull();
  });
});
