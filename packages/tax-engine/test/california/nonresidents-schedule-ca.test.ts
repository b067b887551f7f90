/**
 * Worked 2024 Form 540NR returns with Schedule CA (540NR) Part II columns D and E (no entered
 * California AGI): column D = A − B + C, column E the California amounts per line (entered, or the
 * California W-2 wages by default on line 1a); line 27 column E → Part IV line 1 → Form 540NR line 32.
 * Tax by the 2024 single Tax Table (rows $100 wide, tax at the row midpoint; rate schedule X: 1% to
 * $10,756, 2% to $25,499, 4% to $40,245, 6% to $55,866, 8% to $70,606); standard deduction $5,540;
 * personal exemption credit $149.
 */
import { describe, expect, it } from 'vitest';
import { caW2, expectLines, runCa } from './helpers';

describe('Schedule CA (540NR) columns D and E', () => {
  it('P1 part-year resident: wages by the W-2 state rows, interest allocated by the filer', () => {
    const r = runCa(
      {
        filing_status: 'single',
        w2s: [caW2(30000, 600), caW2(20000, 0, { state: 'NY' })],
        income: { taxable_interest: '1000' },
      },
      {
        residency: 'part_year',
        nr: { residency_status: 'part_year', date_moved_in: '2024-07-01', ca_amounts: { A2: '400' } },
      },
    );
    // Column D: 1a 50,000 − 0 + 0 = 50,000; 2: 1,000. Column E: 1a = CA W-2 box 16 30,000; 2 = 400 entered.
    // Line 27: D 51,000, E 30,400 → Part IV line 1 and Form 540NR line 32 = 30,400.
    // Line 19 = 51,000 − 5,540 = 45,460; row 45,451–45,550 at 45,500: 992.26 + 6% × 5,255 = 1,307.56 → 1,308.
    // Part IV: 30,400 ÷ 51,000 = 0.59608 → 0.5961; 5,540 × 0.5961 = 3,302.39 → 3,302; CA TI 27,098.
    // Line 36: 1,308 ÷ 45,460 = 0.02877 → 0.0288; line 37: 27,098 × 0.0288 = 780.42 → 780.
    // Line 38: 27,098 ÷ 45,460 = 0.59608 → 0.5961; line 39: 149 × 0.5961 = 88.82 → 89; line 40 = 691.
    // Withheld 600 (line 81 = line 88): tax due line 104 = 91 = line 124.
    expectLines(r, {
      'scheduleCANR.partII.l1a.d': 50000,
      'scheduleCANR.partII.l1a.e': 30000,
      'scheduleCANR.partII.l2.d': 1000,
      'scheduleCANR.partII.l2.e': 400,
      'scheduleCANR.partII.l27.d': 51000,
      'scheduleCANR.partII.l27.e': 30400,
      'scheduleCANR.partIV.l1': 30400,
      'ca540nr.l17': 51000,
      'ca540nr.l19': 45460,
      'ca540nr.l31': 1308,
      'ca540nr.l32': 30400,
      'scheduleCANR.partIV.l4': 3302,
      'ca540nr.l35': 27098,
      'ca540nr.l36': 2.88,
      'ca540nr.l37': 780,
      'ca540nr.l38': 59.61,
      'ca540nr.l39': 89,
      'ca540nr.l40': 691,
      'ca540nr.l74': 691,
      'ca540nr.l88': 600,
      'ca540nr.l104': 91,
      'ca540nr.l124': 91,
    });
    expect(r.summary.totalPayments.toNumber()).toBe(600);
    expect(r.summary.amountOwed.toNumber()).toBe(91);
    expect(r.explain('ca540nr.l32')?.inputs).toEqual(['scheduleCANR.partIV.l1']);
  });

  it('P2 nonresident: line 1a column E entered, dividends left at $0 with a warning', () => {
    const r = runCa(
      {
        filing_status: 'single',
        w2s: [caW2(40000, 1500), caW2(30000, 0, { state: 'NV' })],
        income: { dividends: '2000' },
      },
      { residency: 'nonresident', nr: { residency_status: 'nonresident', ca_amounts: { A1a: '38000' } } },
    );
    // Column D: 1a 70,000; 3 (dividends) 2,000; line 27 D = 72,000. Column E: 1a 38,000 (entered,
    // replacing the W-2's 40,000); 3 not entered → 0; line 27 E = 38,000.
    // Line 19 = 72,000 − 5,540 = 66,460; row at 66,500: 1,929.52 + 8% × 10,634 = 2,780.24 → 2,780.
    // Part IV: 38,000 ÷ 72,000 = 0.52778 → 0.5278; 5,540 × 0.5278 = 2,924.01 → 2,924; CA TI 35,076.
    // Line 36: 2,780 ÷ 66,460 = 0.04183 → 0.0418; line 37: 35,076 × 0.0418 = 1,466.18 → 1,466.
    // Line 38: 35,076 ÷ 66,460 = 0.52778 → 0.5278; line 39: 149 × 0.5278 = 78.64 → 79; line 40 = 1,387.
    // Withheld 1,500: overpaid line 101 = 113 = refund line 125.
    expectLines(r, {
      'scheduleCANR.partII.l1a.d': 70000,
      'scheduleCANR.partII.l1a.e': 38000,
      'scheduleCANR.partII.l3.d': 2000,
      'scheduleCANR.partII.l3.e': 0,
      'scheduleCANR.partII.l27.e': 38000,
      'ca540nr.l32': 38000,
      'ca540nr.l31': 2780,
      'ca540nr.l35': 35076,
      'ca540nr.l37': 1466,
      'ca540nr.l39': 79,
      'ca540nr.l40': 1387,
      'ca540nr.l101': 113,
      'ca540nr.l125': 113,
    });
    expect(r.warnings.join(' ')).toMatch(
      /column E: some income or adjustment lines have no California amount/,
    );
  });

  it('an entered California AGI still replaces column E (records saved before the allocation)', () => {
    const r = runCa(
      { filing_status: 'single', w2s: [caW2(30000, 0), caW2(20000, 0, { state: 'NY' })] },
      { nr: { residency_status: 'part_year', agi_ca: '25000', ca_amounts: { A1a: '30000' } } },
    );
    // Column E line 27 = 30,000, but the entered 25,000 is line 32.
    expectLines(r, { 'scheduleCANR.partII.l27.e': 30000, 'ca540nr.l32': 25000 });
    expect(r.explain('scheduleCANR.partIV.l1')?.inputs).toEqual(['input.nr.agi_ca']);
  });

  it('a key that is not a Part II line is ignored with a warning', () => {
    const r = runCa(
      { filing_status: 'single', w2s: [caW2(30000, 0)] },
      { nr: { residency_status: 'nonresident', ca_amounts: { Z9: '5' } } },
    );
    expect(r.warnings.join(' ')).toMatch(/"Z9" is not a line of Part II/);
    expectLines(r, { 'ca540nr.l32': 30000 });
  });
});
