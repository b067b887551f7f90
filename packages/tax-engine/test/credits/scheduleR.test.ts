import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Money } from '../../src/money';
import { Lines } from '../../src/lines';
import { scheduleR, scheduleRBox, type ScheduleRInput, type ScheduleRPerson } from '../../src/credits';
import { federalParams } from '../../src/params';

const P = federalParams(2024);
const $ = (v: string | number): Money => Money.of(v);
const old: ScheduleRPerson = { age65: true, retiredOnDisability: false, taxableDisabilityIncome: Money.ZERO };
const young: ScheduleRPerson = {
  age65: false,
  retiredOnDisability: false,
  taxableDisabilityIncome: Money.ZERO,
};
const disabled = (income: number): ScheduleRPerson => ({
  age65: false,
  retiredOnDisability: true,
  taxableDisabilityIncome: $(income),
});
const base = (over: Partial<ScheduleRInput> = {}): ScheduleRInput => ({
  filingStatus: 'single',
  taxpayer: old,
  nontaxableSocialSecurity: Money.ZERO,
  nontaxablePensions: Money.ZERO,
  agi: $(10000),
  tax: $(5000),
  creditsReducingLimit: Money.ZERO,
  ...over,
});
const run = (input: ScheduleRInput) => {
  const lines = new Lines();
  const r = scheduleR(input, lines, P);
  const v = (l: string): number => lines.get(`scheduleR.${l}`).toNumber();
  return { r, lines, v };
};

describe('Schedule R Part I box', () => {
  it('follows the filing status, the ages and the disability retirements', () => {
    expect(scheduleRBox(base())).toBe(1);
    expect(scheduleRBox(base({ filingStatus: 'hoh', taxpayer: disabled(1) }))).toBe(2);
    expect(scheduleRBox(base({ filingStatus: 'qss', taxpayer: young }))).toBeNull();
    expect(scheduleRBox(base({ filingStatus: 'mfj', spouse: old }))).toBe(3);
    expect(scheduleRBox(base({ filingStatus: 'mfj', taxpayer: young, spouse: disabled(1) }))).toBe(4);
    expect(scheduleRBox(base({ filingStatus: 'mfj', taxpayer: disabled(1), spouse: disabled(1) }))).toBe(5);
    expect(scheduleRBox(base({ filingStatus: 'mfj', spouse: disabled(1) }))).toBe(6);
    expect(scheduleRBox(base({ filingStatus: 'mfj', spouse: young }))).toBe(7);
    expect(scheduleRBox(base({ filingStatus: 'mfj', taxpayer: young, spouse: young }))).toBeNull();
    expect(scheduleRBox(base({ filingStatus: 'mfs', livedApartAllYear: true }))).toBe(8);
    expect(scheduleRBox(base({ filingStatus: 'mfs', livedApartAllYear: true, taxpayer: disabled(1) }))).toBe(
      9,
    );
    // Married filing separately and living together at any time in 2024: no box, no credit.
    expect(scheduleRBox(base({ filingStatus: 'mfs' }))).toBeNull();
  });
});

describe('Schedule R Part III', () => {
  it('Pub. 524 example: one spouse 65+, the other under 65 and retired on disability (box 6), limited by tax', () => {
    // Pub. 524 (2024), "Figuring the Credit Yourself" filled-in Schedule R page 2:
    // box 6 → line 10 $7,500; line 11 $5,000 + $2,900 taxable disability income = $7,900;
    // line 12 smaller = 7,500; 13a 2,000; line 14 AGI 20,800; line 15 10,000; line 16 10,800;
    // line 17 5,400; line 18 2,000 + 5,400 = 7,400; line 19 7,500 − 7,400 = 100;
    // line 20 15% × 100 = 15; line 21 (Credit Limit Worksheet) 11; line 22 = 11.
    const { r, v } = run(
      base({
        filingStatus: 'mfj',
        taxpayer: old,
        spouse: disabled(2900),
        nontaxableSocialSecurity: $(2000),
        agi: $(20800),
        tax: $(11),
      }),
    );
    expect(r.box).toBe(6);
    expect(
      [
        'l10',
        'l11',
        'l12',
        'l13a',
        'l13c',
        'l14',
        'l15',
        'l16',
        'l17',
        'l18',
        'l19',
        'l20',
        'l21',
        'l22',
      ].map(v),
    ).toEqual([7500, 7900, 7500, 2000, 2000, 20800, 10000, 10800, 5400, 7400, 100, 15, 11, 11]);
    expect(r.credit.toString()).toBe('11.00');
  });

  it('Pub. 524 five-step example: 66 and 64 (box 7), nontaxable social security too high → no credit', () => {
    // Pub. 524: initial amount $5,000; nontaxable social security $3,200; excess AGI
    // ($14,630 − $10,000) ÷ 2 = $2,315; 3,200 + 2,315 = 5,515 is more than 5,000 → no credit.
    const { r, v } = run(
      base({ filingStatus: 'mfj', spouse: young, nontaxableSocialSecurity: $(3200), agi: $(14630) }),
    );
    expect(r.box).toBe(7);
    expect(['l10', 'l12', 'l13c', 'l16', 'l17', 'l18', 'l19', 'l22'].map(v)).toEqual([
      5000, 5000, 3200, 4630, 2315, 5515, 0, 0,
    ]);
    expect(r.credit.isZero()).toBe(true);
  });

  it('under 65 and disabled: the initial amount is limited to the taxable disability income (box 2)', () => {
    // line 10 $5,000; line 11 $3,000 → line 12 3,000; AGI 8,000 − 7,500 = 500, half 250;
    // line 19 3,000 − 250 = 2,750; 15% = 412.50 → 413 (whole dollars, half up); tax limit 1,000 → 413.
    const { v } = run(base({ taxpayer: disabled(3000), agi: $(8000), tax: $(1000) }));
    expect(['l10', 'l11', 'l12', 'l17', 'l19', 'l20', 'l22'].map(v)).toEqual([
      5000, 3000, 3000, 250, 2750, 413, 413,
    ]);
  });

  it('MFS living apart all year (box 8): $3,750 and $5,000; the limit subtracts Schedule 3 lines 1 and 2', () => {
    // line 10 3,750; AGI 6,000 − 5,000 = 1,000, half 500; 13b nontaxable pension 250;
    // line 18 750; line 19 3,000; line 20 450; limit 600 − 200 = 400 → credit 400.
    const { v } = run(
      base({
        filingStatus: 'mfs',
        livedApartAllYear: true,
        nontaxablePensions: $(250),
        agi: $(6000),
        tax: $(600),
        creditsReducingLimit: $(200),
      }),
    );
    expect(['l10', 'l13b', 'l15', 'l18', 'l19', 'l20', 'clw.l3', 'l22'].map(v)).toEqual([
      3750, 250, 5000, 750, 3000, 450, 400, 400,
    ]);
  });

  it('writes no line when no box applies', () => {
    const { r, lines } = run(base({ taxpayer: young }));
    expect(r.box).toBeNull();
    expect(lines.ofForm('scheduleR')).toEqual([]);
  });

  it('more AGI never raises the credit', () => {
    const person = fc.constantFrom(old, young, disabled(2500), disabled(9000));
    fc.assert(
      fc.property(
        fc.constantFrom('single', 'mfj', 'mfs', 'hoh', 'qss') as fc.Arbitrary<ScheduleRInput['filingStatus']>,
        person,
        person,
        fc.integer({ min: 0, max: 30000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 30000 }),
        fc.integer({ min: 0, max: 3000 }),
        (status, tp, sp, agi, more, ss, tax) => {
          const input = (a: number) =>
            base({
              filingStatus: status,
              livedApartAllYear: true,
              taxpayer: tp,
              spouse: status === 'mfj' ? sp : undefined,
              nontaxableSocialSecurity: $(ss),
              agi: $(a),
              tax: $(tax),
            });
          const low = scheduleR(input(agi), new Lines(), P).credit;
          const high = scheduleR(input(agi + more), new Lines(), P).credit;
          expect(high.lte(low)).toBe(true);
        },
      ),
    );
  });
});
