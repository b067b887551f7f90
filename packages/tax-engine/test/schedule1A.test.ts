/**
 * Schedule 1-A (2025): each Part at the edges of its cap and phase-out, the MFS and SSN rules,
 * and the flow to Form 1040 lines 13b, 14 and 15. Every figure is worked beside it from the
 * 2025 form's own lines (Schedule 1-A (2025), Form 1040 (2025) line 12e margin).
 */
import { describe, expect, it } from 'vitest';
import type { Return } from '../src/types';
import { run, v, w2 } from './helpers';

const Y = 2025;
const single = (wages: number, extra: Partial<Return> = {}, w2extra = {}): Return => ({
  tax_year: Y,
  filing_status: 'single',
  taxpayer: { first_name: 'Ana', last_name: 'Lee', date_of_birth: '1980-05-05' },
  w2s: [w2(wages, w2extra)],
  ...extra,
});

describe('Schedule 1-A Part II: qualified tips', () => {
  it('a waiter with 8,000 of qualified tips and 3,000 of overtime deducts both', () => {
    const r = run(single(60_000, {}, { qualified_tips: '8000', qualified_overtime: '3000' }));
    // Line 3 = AGI 60,000 (under 150,000): line 13 = line 7 = 8,000; line 21 = 3,000.
    expect(v(r, 'schedule1A.l3')).toBe(60_000);
    expect(v(r, 'schedule1A.l13')).toBe(8_000);
    expect(v(r, 'schedule1A.l21')).toBe(3_000);
    expect(v(r, 'schedule1A.l38')).toBe(11_000);
    // Form 1040: 13b = 11,000; 14 = 15,750 + 0 + 11,000 = 26,750; 15 = 60,000 − 26,750 = 33,250.
    expect(v(r, 'f1040.l13b')).toBe(11_000);
    expect(v(r, 'f1040.l12e')).toBe(15_750);
    expect(v(r, 'f1040.l14')).toBe(26_750);
    expect(v(r, 'f1040.l15')).toBe(33_250);
    // Tax Table row 33,250-33,300, tax at the midpoint 33,275:
    // 11,925 × 10% = 1,192.50; (33,275 − 11,925) × 12% = 2,562.00; 3,754.50 → 3,755.
    expect(v(r, 'f1040.l16')).toBe(3_755);
    expect(r.forms).toContain('schedule1A');
  });

  it('is capped at 25,000 and loses 100 per whole 1,000 of MAGI over 150,000', () => {
    // MAGI 160,500: line 10 = 10,500; line 11 = 10 (10.5 decreased); line 12 = 1,000;
    // line 7 = min(30,000, 25,000) = 25,000; line 13 = 24,000.
    const r = run(single(160_500, {}, { qualified_tips: '30000' }));
    expect(v(r, 'schedule1A.l7')).toBe(25_000);
    expect(v(r, 'schedule1A.l10')).toBe(10_500);
    expect(v(r, 'schedule1A.l11')).toBe(10);
    expect(v(r, 'schedule1A.l12')).toBe(1_000);
    expect(v(r, 'schedule1A.l13')).toBe(24_000);
  });

  it('at MAGI 150,000 nothing is lost; at 150,999 still nothing; at 151,000 one step of 100', () => {
    const at = (magi: number) => v(run(single(magi, {}, { qualified_tips: '5000' })), 'schedule1A.l13');
    expect(at(150_000)).toBe(5_000); // line 10 is 0: line 13 = line 7
    expect(at(150_999)).toBe(5_000); // 999 / 1,000 = 0.999 → 0
    expect(at(151_000)).toBe(4_900); // 1 × 100
    // Gone at 5,000 / 100 = 50 steps: MAGI 200,000 → 50 steps → 5,000 − 5,000 = 0.
    expect(at(200_000)).toBe(0);
  });

  it('tips from two employers are each employer’s amount added on line 4c', () => {
    const r = run({
      ...single(30_000, {}, { qualified_tips: '2000', employer_ein: '111111111' }),
      w2s: [
        w2(30_000, { qualified_tips: '2000', employer_ein: '111111111' }),
        w2(20_000, { qualified_tips: '1500', employer_ein: '222222222' }),
      ],
    });
    // Lines 4a and 4b are -0- with more than one employer; 4c = 2,000 + 1,500 = 3,500.
    expect(v(r, 'schedule1A.l4a')).toBe(0);
    expect(v(r, 'schedule1A.l4c')).toBe(3_500);
    expect(v(r, 'schedule1A.l13')).toBe(3_500);
  });

  it('a married filer filing separately deducts no tips or overtime, and is told why', () => {
    const r = run({
      ...single(50_000, {}, { qualified_tips: '4000', qualified_overtime: '2000' }),
      filing_status: 'mfs',
    });
    expect(v(r, 'f1040.l13b')).toBe(0);
    expect(r.forms).not.toContain('schedule1A');
    expect(r.warnings.some((w) => w.includes('must file jointly'))).toBe(true);
  });

  it('tips of a filer without an SSN valid for work do not count', () => {
    const r = run({
      ...single(40_000, {}, { qualified_tips: '4000' }),
      taxpayer: { first_name: 'Ana', last_name: 'Lee', tin_type: 'itin' },
    });
    expect(v(r, 'f1040.l13b')).toBe(0);
  });
});

describe('Schedule 1-A Part III: qualified overtime', () => {
  it('joint cap 25,000 and threshold 300,000', () => {
    const r = run({
      tax_year: Y,
      filing_status: 'mfj',
      taxpayer: { first_name: 'A', last_name: 'B', date_of_birth: '1980-01-01' },
      spouse: { first_name: 'C', last_name: 'B', date_of_birth: '1981-01-01' },
      w2s: [
        w2(180_000, { qualified_overtime: '16000' }),
        w2(132_400, { qualified_overtime: '14000', owner: 'spouse' }),
      ],
    });
    // 14c = 30,000; line 15 = min(30,000, 25,000) = 25,000; MAGI 312,400: line 18 = 12,400;
    // line 19 = 12; line 20 = 1,200; line 21 = 23,800.
    expect(v(r, 'schedule1A.l14c')).toBe(30_000);
    expect(v(r, 'schedule1A.l15')).toBe(25_000);
    expect(v(r, 'schedule1A.l19')).toBe(12);
    expect(v(r, 'schedule1A.l21')).toBe(23_800);
  });

  it('single cap 12,500', () => {
    const r = run(single(90_000, {}, { qualified_overtime: '14000' }));
    expect(v(r, 'schedule1A.l15')).toBe(12_500);
    expect(v(r, 'schedule1A.l21')).toBe(12_500);
  });
});

describe('Schedule 1-A Part IV: car loan interest', () => {
  const car = (magi: number, interest: string, status: Return['filing_status'] = 'single') =>
    run({
      ...single(magi),
      filing_status: status,
      schedule_1a: { vehicle_loans: [{ vin: '1HGCM82633A004352', interest }] },
    });

  it('is capped at 10,000 and loses 200 per 1,000 or part of MAGI over 100,000', () => {
    expect(v(car(100_000, '12000'), 'schedule1A.l30')).toBe(10_000); // line 27 is 0
    // MAGI 100,001: line 27 = 1; line 28 = 1 (0.001 increased); line 29 = 200; 10,000 − 200.
    const r = car(100_001, '12000');
    expect(v(r, 'schedule1A.l28')).toBe(1);
    expect(v(r, 'schedule1A.l30')).toBe(9_800);
    // MAGI 112,500: 12,500 / 1,000 = 12.5 → 13; 13 × 200 = 2,600; 4,000 − 2,600 = 1,400.
    expect(v(car(112_500, '4000'), 'schedule1A.l30')).toBe(1_400);
  });

  it('is allowed on a separate return of a married filer', () => {
    // MFS keeps the 100,000 threshold: MAGI 60,000 → the whole 3,000.
    expect(v(car(60_000, '3000', 'mfs'), 'f1040.l13b')).toBe(3_000);
  });

  it('the part deducted on Schedule C is left out (column ii)', () => {
    const r = run({
      ...single(50_000),
      schedule_1a: {
        vehicle_loans: [{ vin: '1HGCM82633A004352', interest: '3000', deducted_elsewhere: '1200' }],
      },
    });
    expect(v(r, 'schedule1A.l22a')).toBe(1_800);
    expect(v(r, 'schedule1A.l30')).toBe(1_800);
  });
});

describe('Schedule 1-A Part V: enhanced deduction for seniors', () => {
  const senior = { first_name: 'Al', last_name: 'Old', date_of_birth: '1955-03-01' };

  it('6,000 less 6% of MAGI over 75,000', () => {
    const r = run({ ...single(80_000), taxpayer: senior });
    // Line 33 = 80,000 − 75,000 = 5,000; line 34 = 300; line 35 = 5,700; 36a = 5,700.
    expect(v(r, 'schedule1A.l34')).toBe(300);
    expect(v(r, 'schedule1A.l37')).toBe(5_700);
    // Line 12e: 15,750 + 2,000 (65 or older, unmarried) = 17,750; 14 = 17,750 + 5,700 = 23,450.
    expect(v(r, 'f1040.l12e')).toBe(17_750);
    expect(v(r, 'f1040.l14')).toBe(23_450);
  });

  it('born January 2, 1961 is not 65 at the end of 2025; January 1, 1961 is', () => {
    const at = (dob: string) =>
      v(run({ ...single(40_000), taxpayer: { ...senior, date_of_birth: dob } }), 'f1040.l13b');
    expect(at('1961-01-02')).toBe(0);
    expect(at('1961-01-01')).toBe(6_000);
  });

  it('a joint return: each spouse 65 or older; gone at MAGI 250,000', () => {
    const couple = (wages: number) =>
      run({
        tax_year: Y,
        filing_status: 'mfj',
        taxpayer: senior,
        spouse: { ...senior, first_name: 'Bea' },
        w2s: [w2(wages)],
      });
    // MAGI 200,000: (200,000 − 150,000) × 6% = 3,000; 3,000 each: 6,000.
    expect(v(couple(200_000), 'schedule1A.l37')).toBe(6_000);
    // MAGI 250,000: 100,000 × 6% = 6,000: line 35 is 0, nothing attached.
    const r = couple(250_000);
    expect(v(r, 'f1040.l13b')).toBe(0);
    expect(r.forms).not.toContain('schedule1A');
  });

  it('not on a separate return, and not without a valid SSN', () => {
    expect(v(run({ ...single(40_000), filing_status: 'mfs', taxpayer: senior }), 'f1040.l13b')).toBe(0);
    expect(v(run({ ...single(40_000), taxpayer: { ...senior, tin_type: 'itin' } }), 'f1040.l13b')).toBe(0);
  });
});

describe('a 2024 return has no Schedule 1-A', () => {
  it('tips entered on a 2024 W-2 change nothing', () => {
    const r = run({ ...single(60_000, {}, { qualified_tips: '8000' }), tax_year: 2024 });
    expect(r.lines.has('f1040.l13b')).toBe(false);
    // 2024: 60,000 − 14,600 = 45,400.
    expect(v(r, 'f1040.l15')).toBe(45_400);
  });
});
