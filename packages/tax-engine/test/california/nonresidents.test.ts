/**
 * Worked 2024 Form 540NR returns (part-year residents and nonresidents), by the 2024 540NR
 * booklet: tax on all taxable income (line 31 on line 19); CA tax rate line 36 = line 31 ÷ line 19
 * (four decimals); CA tax line 37 = CA taxable income (line 35) × line 36; exemption credit
 * percentage line 38 = line 35 ÷ line 19 (four decimals, at most 1); line 39 = line 11 × line 38.
 * CA taxable income (Schedule CA (540NR) Part IV) = CA AGI − deduction × (CA AGI ÷ line 17).
 * Lines 36 and 38 are kept as percentages (0.0564 → 5.64). Payments total on line 88, the balance on
 * lines 91-125 as the 540NR numbers them (104 tax due, 124 total amount due, 125 refund).
 */
import { describe, expect, it } from 'vitest';
import { caW2, expectLines, RENTER, runCa } from './helpers';

describe('Form 540NR worked returns', () => {
  it('N1 part-year resident, moved to California in July', () => {
    const r = runCa(
      { filing_status: 'single', w2s: [caW2(40000, 2500), caW2(60000, 0, { state: 'NY' })] },
      {
        residency: 'part_year',
        nr: { residency_status: 'part_year', date_moved_in: '2024-07-15', agi_ca: '40000' },
        requiredInfo: RENTER,
      },
    );
    // line 19 = 100,000 − 5,540 = 94,460; TT 94,451-94,550: 3,108.72 + 9.3% × 23,894 = 5,330.862 → 5,331
    // Part IV: 40,000 ÷ 100,000 = 0.4000; 5,540 × 0.4 = 2,216; CA TI = 37,784
    // line 36 = 5,331 ÷ 94,460 = 0.05644 → 0.0564; line 37 = 37,784 × 0.0564 = 2,131.02 → 2,131
    // line 38 = 37,784 ÷ 94,460 = 0.4000; line 39 = 149 × 0.4 = 59.60 → 60; line 40 = 2,071
    // renter's credit: AGI (line 17) 100,000 > 52,421 → none. Withheld 2,500 → refund 429
    expectLines(r, {
      'ca540nr.l12': 40000,
      'ca540nr.l13': 100000,
      'ca540nr.l17': 100000,
      'ca540nr.l19': 94460,
      'ca540nr.l31': 5331,
      'ca540nr.l32': 40000,
      'scheduleCANR.partIV.l4': 2216,
      'ca540nr.l35': 37784,
      'ca540nr.l36': 5.64,
      'ca540nr.l37': 2131,
      'ca540nr.l38': 40,
      'ca540nr.l39': 60,
      'ca540nr.l40': 2071,
      'ca540nr.l61': 0,
      'ca540nr.l74': 2071,
      'ca540nr.l81': 2500,
      'ca540nr.l88': 2500,
      'ca540nr.l125': 429,
    });
    expect(r.forms[0]).toBe('ca540nr');
    expect(r.summary.totalTax.toNumber()).toBe(2071);
    expect(r.summary.caAgi.toNumber()).toBe(100000);
  });

  it('N2 nonresident with California wages', () => {
    const r = runCa(
      { filing_status: 'single', w2s: [caW2(30000, 1000), caW2(50000, 0, { state: 'NV' })] },
      { residency: 'nonresident', nr: { residency_status: 'nonresident', agi_ca: '30000' } },
    );
    // line 19 = 74,460; TT 74,451-74,550: 3,108.72 + 9.3% × 3,894 = 3,470.862 → 3,471
    // Part IV: 30,000 ÷ 80,000 = 0.3750; 5,540 × 0.375 = 2,077.50 → 2,078; CA TI 27,922
    // line 36: 3,471 ÷ 74,460 = 0.04662 → 0.0466; line 37: 27,922 × 0.0466 = 1,301.17 → 1,301
    // line 38: 27,922 ÷ 74,460 = 0.37499 → 0.3750; line 39: 149 × 0.375 = 55.875 → 56; line 40 = 1,245
    // withheld 1,000 → owe 245
    expectLines(r, {
      'ca540nr.l12': 30000,
      'ca540nr.l19': 74460,
      'ca540nr.l31': 3471,
      'ca540nr.l35': 27922,
      'ca540nr.l36': 4.66,
      'ca540nr.l37': 1301,
      'ca540nr.l38': 37.5,
      'ca540nr.l39': 56,
      'ca540nr.l40': 1245,
      'ca540nr.l74': 1245,
      'ca540nr.l81': 1000,
      'ca540nr.l104': 245,
      'ca540nr.l124': 245,
    });
    expect(r.lines.has('ca540.l17')).toBe(false);
  });

  it('N3 part-year renter: credit prorated by months in California; nonresident none', () => {
    const fed = {
      filing_status: 'single' as const,
      w2s: [caW2(20000, 300), caW2(20000, 0, { state: 'AZ' })],
    };
    const r = runCa(fed, {
      residency: 'part_year',
      nr: { residency_status: 'part_year', date_moved_in: '2024-04-01', agi_ca: '20000' },
      requiredInfo: RENTER,
    });
    // AGI 40,000 ≤ 52,421; resident April-December = 9 months: 60 × 9 / 12 = 45
    // line 19 = 34,460; TT 34,451-34,550: 402.42 + 4% × 9,001 = 762.46 → 762
    // Part IV: 0.5 × 5,540 = 2,770; CA TI 17,230; line 36: 762 ÷ 34,460 = 0.02211 → 0.0221;
    // line 37: 17,230 × 0.0221 = 380.78 → 381; line 38 = 0.5000; line 39 = 74.50 → 75 (half up); line 40 = 306
    // line 63 = 306 − 45 = 261
    expectLines(r, {
      'ca540nr.l31': 762,
      'ca540nr.l35': 17230,
      'ca540nr.l37': 381,
      'ca540nr.l39': 75,
      'ca540nr.l40': 306,
      'ca540nr.l61': 45,
      'ca540nr.l63': 261,
      'ca540nr.l125': 39,
    });
    const n = runCa(fed, {
      residency: 'nonresident',
      nr: { residency_status: 'nonresident', agi_ca: '20000' },
      requiredInfo: RENTER,
    });
    expectLines(n, { 'ca540nr.l61': 0 });
    expect(n.renterCredit.eligible).toBe(false);
  });

  it('N4 California taxable income entered; exemption percentage capped at 1', () => {
    const r = runCa(
      { filing_status: 'mfj', w2s: [caW2(90000, 0), caW2(30000, 0, { state: 'WA', owner: 'spouse' })] },
      { nr: { residency_status: 'part_year', agi_ca: '90000', taxable_income_ca: '120000' } },
    );
    // line 19 = 120,000 − 11,080 = 108,920; Y: 1,984.52 + 6% × 28,430 = 3,690.32 → 3,690
    // line 36 = 3,690 ÷ 108,920 = 0.03388 → 0.0339; line 37 = 120,000 × 0.0339 = 4,068
    // line 38 = 120,000 ÷ 108,920 > 1 → 1.0000; line 39 = 298
    expectLines(r, {
      'ca540nr.l31': 3690,
      'ca540nr.l35': 120000,
      'ca540nr.l36': 3.39,
      'ca540nr.l37': 4068,
      'ca540nr.l38': 100,
      'ca540nr.l39': 298,
      'ca540nr.l40': 3770,
    });
  });
});
