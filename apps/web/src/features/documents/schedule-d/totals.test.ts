import { describe, expect, it } from 'vitest';
import { boxTotals, directTotals, distributionsOf, liveLines } from './totals';

const rows = [
  { box: 'A', proceeds: '5000.00', cost: '4000.00', adjustment: null },
  { box: 'A', proceeds: '100.00', cost: '300.00', adjustment: '50.00' },
  { box: 'D', proceeds: '2500.00', cost: '4000.00', adjustment: null },
];

describe('Schedule D screen totals', () => {
  it('adds column (h) of the Form 8949 rows per box', () => {
    // A: (5,000 − 4,000) + (100 − 300 + 50) = 1,000 − 150 = 850; D: 2,500 − 4,000 = −1,500.
    expect(boxTotals(rows)).toEqual({
      A: '850.00',
      B: '0.00',
      C: '0.00',
      D: '-1500.00',
      E: '0.00',
      F: '0.00',
    });
  });

  it('puts the rows on lines 1b and 8b and limits the loss', () => {
    const v = { filing_status: 'single', st_1b_h: '150', lt_8a_d: '1000', lt_8a_e: '6000' };
    const l = liveLines(v, boxTotals(rows), '0');
    // 1b: 150 typed + 850 rows = 1,000 = line 7. 8a: 1,000 − 6,000 = −5,000; 8b −1,500 → line 15 −6,500.
    // Line 16: 1,000 − 6,500 = −5,500; line 21: the smaller of 5,500 and 3,000.
    expect(l).toMatchObject({
      st_1b_h: '1000.00',
      st_7: '1000.00',
      lt_8b_h: '-1500.00',
      lt_15: '-6500.00',
      p3_16: '-5500.00',
      p3_21_allowed_loss: '3000.00',
    });
    expect(
      liveLines({ ...v, filing_status: 'married_filing_separately' }, boxTotals(rows), '0'),
    ).toMatchObject({ p3_21_allowed_loss: '1500.00' });
  });

  it('finds the 1099-DIV distributions in the server’s line 15 and keeps them on line 13', () => {
    // Saved: line 13 typed 200, rows D −1,500 → own line 15 = −1,300; the server says −1,000,
    // so 300 comes from Forms 1099-DIV box 2a.
    const saved = { lt_13: '200.00', lt_15: '-1000.00' };
    const boxes = boxTotals(rows);
    const d = distributionsOf(saved, boxes);
    expect(d).toBe('300.00');
    expect(liveLines(saved, boxes, d)).toMatchObject({ lt_13: '500.00', lt_15: '-1000.00' });
    expect(distributionsOf({ lt_15: '-1500.00' }, boxes)).toBe('0.00');
  });

  it('shows box A/D rows without adjustments on lines 1a/8a, as the engine files them', () => {
    const v = { filing_status: 'single', st_1b_h: '150', lt_8a_d: '1000', lt_8a_e: '6000' };
    // Direct: the first A row (5,000 − 4,000 = 1,000; the second has an adjustment without a code,
    // so it stays on Form 8949) and the D row (−1,500).
    expect(directTotals(rows)).toEqual({ A: '1000.00', D: '-1500.00' });
    const l = liveLines(v, boxTotals(rows), '0', directTotals(rows));
    // 1a: 0 entered + 1,000; 1b: 150 typed − 150 (second A row) = 0; line 7 still 1,000.
    // 8a: 1,000 − 6,000 − 1,500 = −6,500; 8b: 0; line 15 still −6,500.
    expect(l).toMatchObject({
      st_1a_h: '1000.00',
      st_1b_h: '0.00',
      st_7: '1000.00',
      lt_8a_h: '-6500.00',
      lt_8b_h: '0.00',
      lt_15: '-6500.00',
    });
  });
});
