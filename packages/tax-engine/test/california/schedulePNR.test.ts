/**
 * Schedule P (540NR) 2024 for Form 540NR line 71: AMTI from all sources (Part I as for residents),
 * the 2024 exemption worksheet ($90,048 single, less 25% of AMTI over $337,678), 7% tentative
 * minimum tax, then the California share (line 25e = AMT California AGI ÷ total AMT AGI) against the
 * CA regular tax (Form 540NR line 37).
 */
import { describe, expect, it } from 'vitest';
import { caW2, expectLines, runCa, val } from './helpers';

describe('Schedule P (540NR)', () => {
  it('nonresident with California wages and incentive stock options owes California AMT', () => {
    const r = runCa(
      {
        filing_status: 'single',
        w2s: [caW2(150000, 9000), caW2(50000, 0, { state: 'NV' })],
        amt_adjustments: { incentive_stock_options: '300000' },
      },
      { residency: 'nonresident', nr: { residency_status: 'nonresident', agi_ca: '150000' } },
    );
    // 540NR: line 19 = 200,000 − 5,540 = 194,460; tax 3,108.72 + 9.3% × 123,854 = 14,627.142 → 14,627.
    // Part IV: 150,000 ÷ 200,000 = 0.75; 5,540 × 0.75 = 4,155; CA TI 145,845.
    // Line 36 = 14,627 ÷ 194,460 = 0.07522 → 0.0752; line 37 = 145,845 × 0.0752 = 10,967.54 → 10,968.
    // Schedule P (540NR): line 1 = 5,540; line 10 = 300,000; line 14 = 305,540; line 15 = 194,460;
    // line 21 = 500,000; exemption 90,048 − 25% × 162,322 = 49,467.50 → 49,468; line 23 = 450,532;
    // line 24 = 7% × 450,532 = 31,537.24 → 31,537. Line 25c = 500,000 + 0 (standard deduction);
    // line 25d = 150,000 + 300,000 × 0.75 = 375,000; line 25e = 0.7500; line 26 = 31,537 × 0.75 =
    // 23,652.75 → 23,653; line 27 = 10,968; line 28 = 12,685 = Form 540NR line 71.
    expectLines(r, {
      'ca540nr.l35': 145845,
      'ca540nr.l37': 10968,
      'schedulePNR.l1': 5540,
      'schedulePNR.l10': 300000,
      'schedulePNR.l15': 194460,
      'schedulePNR.l21': 500000,
      'schedulePNR.l22': 49468,
      'schedulePNR.l24': 31537,
      'schedulePNR.l25c': 500000,
      'schedulePNR.l25d': 375000,
      'schedulePNR.l25e': 75,
      'schedulePNR.l26': 23653,
      'schedulePNR.l27': 10968,
      'schedulePNR.l28': 12685,
      'ca540nr.l71': 12685,
    });
    expect(r.forms).toContain('schedulePNR');
    expect(r.warnings.join(' ')).toMatch(/Schedule P \(540NR\)/);
  });

  it('part-year resident without AMT items: no AMT, no schedule', () => {
    const r = runCa(
      { filing_status: 'single', w2s: [caW2(40000, 2500), caW2(60000, 0, { state: 'NY' })] },
      {
        residency: 'part_year',
        nr: { residency_status: 'part_year', date_moved_in: '2024-07-15', agi_ca: '40000' },
      },
    );
    // AMTI 94,460 + 5,540 = 100,000; exemption 90,048; 7% × 9,952 = 696.64 → 697 × 0.4000 = 278.80 → 279,
    // under the CA regular tax (line 37) 2,131: no AMT.
    expect(val(r, 'ca540nr.l71')).toBe(0);
    expect(r.forms).not.toContain('schedulePNR');
  });
});
