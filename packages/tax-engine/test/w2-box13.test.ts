/**
 * W-2 box 13 "Statutory employee" (issue 22 item 15): box 1 goes on a Schedule C of its own, line 1
 * with the statutory employee box checked, not on Form 1040 line 1a, and owes no self-employment tax
 * (2024 Schedule C instructions, line 1; Schedule SE instructions, line 2). It is still earned income
 * and qualified business income (Reg. 1.199A-5(d)(1) excepts statutory employees).
 */
import { describe, expect, it } from 'vitest';
import { run, v, w2 } from './helpers';

describe('statutory employee W-2', () => {
  it('box 1 on Schedule C line 1, not line 1a; no Schedule SE', () => {
    const r = run({
      filing_status: 'single',
      taxpayer: { date_of_birth: '1985-01-01' },
      w2s: [
        w2(40000, { federal_income_tax: '4000' }),
        w2(20000, { employer_name: 'Insure Co', statutory_employee: true }),
      ],
    });
    expect(v(r, 'f1040.l1a')).toBe(40000);
    expect(v(r, 'scheduleC.l1')).toBe(20000);
    expect(v(r, 'scheduleC.l31')).toBe(20000);
    expect(v(r, 'schedule1.l3')).toBe(20000);
    expect(r.forms.some((f) => f.startsWith('scheduleSE'))).toBe(false);
    // AGI 40,000 + 20,000 = 60,000; − 14,600 = 45,400 before QBI.
    // QBI 20% × 20,000 = 4,000 (less than 20% × 45,400 = 9,080): taxable 41,400.
    // Tax Table 41,400–41,450, midpoint 41,425: 1,160 + 12% × (41,425 − 11,600) = 4,739.
    expect(v(r, 'f1040.l11')).toBe(60000);
    expect(v(r, 'f1040.l13')).toBe(4000);
    expect(v(r, 'f1040.l15')).toBe(41400);
    expect(v(r, 'f1040.l16')).toBe(4739);
    // Withholding of both W-2s still on line 25a.
    expect(v(r, 'f1040.l25a')).toBe(4000);
  });

  it('a statutory W-2 beside a self-employed business: two Schedules C, SE tax on the business only', () => {
    const r = run({
      filing_status: 'single',
      taxpayer: { date_of_birth: '1985-01-01' },
      w2s: [w2(20000, { statutory_employee: true })],
      schedule_c: [{ business_name: 'Design', gross_receipts: '10000' }],
    });
    expect(v(r, 'scheduleC.l31')).toBe(10000);
    expect(v(r, 'scheduleC#2.l1')).toBe(20000);
    // Schedule SE: 10,000 × 92.35% = 9,235; × 15.3% = 1,412.955 → 1,413 (the statutory 20,000 is not in it).
    expect(v(r, 'scheduleSE.l4a')).toBe(9235);
    expect(v(r, 'scheduleSE.l12')).toBe(1413);
  });
});
