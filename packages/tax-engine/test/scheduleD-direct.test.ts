/**
 * Box A and box D sales with basis reported to the IRS and no adjustments go on Schedule D lines 1a
 * and 8a as totals, without Form 8949 (2024 Instructions for Form 8949, Exception 1; Schedule D
 * instructions, lines 1a and 8a). The other sales stay on Form 8949; every total is unchanged.
 */
import { describe, expect, it } from 'vitest';
import { form8949Rows } from '../src';
import type { F8949Row } from '../src/types';
import { run, v, w2 } from './helpers';

const rows: F8949Row[] = [
  { box: 'A', description: 'A1', proceeds: '1000', cost: '600' },
  { box: 'A', description: 'A2', proceeds: '2500', cost: '3000' },
  {
    box: 'A',
    description: 'A3 wash',
    proceeds: '800',
    cost: '1200',
    adjustment_code: 'W',
    adjustment: '100',
  },
  { box: 'B', description: 'B1', proceeds: '500', cost: '200' },
  { box: 'D', description: 'D1', proceeds: '10000', cost: '4000' },
];

describe('Schedule D lines 1a and 8a (Form 8949 Exception 1)', () => {
  it('totals box A/D sales without adjustments on 1a/8a, adding the entered line 1a', () => {
    const r = run({
      filing_status: 'single',
      w2s: [w2(50000)],
      schedule_d: { st_1a_d: '2000', st_1a_e: '1500' },
      f8949: rows,
    });
    // Line 1a: (d) 1,000 + 2,500 + 2,000 entered = 5,500; (e) 600 + 3,000 + 1,500 = 5,100; (h) 400.
    expect(v(r, 'scheduleD.l1a_d')).toBe(5500);
    expect(v(r, 'scheduleD.l1a_e')).toBe(5100);
    expect(v(r, 'scheduleD.l1a')).toBe(400);
    // Line 1b: only A3 on Form 8949 box A: 800 − 1,200 + 100 = −300. Line 2 (box B): 500 − 200 = 300.
    expect(v(r, 'f8949.A.l2d')).toBe(800);
    expect(v(r, 'scheduleD.l1b')).toBe(-300);
    expect(v(r, 'scheduleD.l2')).toBe(300);
    // Line 7 = 400 − 300 + 300 = 400: what it was with every sale on Form 8949 (1,000 − 600 +
    // 2,500 − 3,000 + 2,000 − 1,500 − 300 + 300 = 400).
    expect(v(r, 'scheduleD.l7')).toBe(400);
    // Line 8a: 10,000 − 4,000 = 6,000 = line 15; line 16 = 6,400 = Form 1040 line 7.
    expect(v(r, 'scheduleD.l8a_d')).toBe(10000);
    expect(v(r, 'scheduleD.l8a_e')).toBe(4000);
    expect(v(r, 'scheduleD.l8a')).toBe(6000);
    expect(v(r, 'scheduleD.l8b')).toBe(0);
    expect(v(r, 'scheduleD.l15')).toBe(6000);
    expect(v(r, 'f1040.l7')).toBe(6400);
    expect(r.lines.has('f8949.D.l2h')).toBe(false);
    expect(form8949Rows(rows).map((x) => x.description)).toEqual(['A3 wash', 'B1']);
  });

  it('files no Form 8949 when every sale qualifies', () => {
    const r = run({ filing_status: 'single', w2s: [w2(50000)], f8949: [rows[0]!, rows[4]!] });
    // 1,000 − 600 = 400 on line 1a; 6,000 on line 8a; line 16 = 6,400.
    expect(v(r, 'scheduleD.l1a')).toBe(400);
    expect(v(r, 'scheduleD.l8a')).toBe(6000);
    expect(v(r, 'scheduleD.l16')).toBe(6400);
    expect(r.forms).toContain('scheduleD');
    expect(r.forms).not.toContain('f8949');
  });
});
