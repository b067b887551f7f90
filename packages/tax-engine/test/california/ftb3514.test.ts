import { describe, expect, it } from 'vitest';
import { Money } from '../../src/money';
import { caEitcAmount, childCreditAmount } from '../../src/california/ftb3514-amounts';
import { computeFtb3514, caWages, daysInCalifornia } from '../../src/california/ftb3514';
import { caCredits2024 } from '../../src/params/ca2024-credits';
import { ctx, kid, w2 } from './ftb3514-helpers';

const $ = (v: number | string): Money => Money.of(v);
const eitc = (earned: number, kids: number): number =>
  caEitcAmount($(earned), kids, caCredits2024.eitc).toNumber();

/**
 * CalEITC (R&TC 17052; 2024 FTB 3514 instructions, Step 6 and the California EITC table):
 * schedule = earned × rate × 85% up to the earned income amount, then less (earned − that amount)
 * × rate × 85% down to the kink credit ($244 no child, $616 with children), then a straight line
 * to $0 at $31,950. The table has $50 rows "over $X but not over $X + 50", each row figured at its
 * midpoint X + 25.50 and rounded to the dollar (50 cents up).
 */
describe('CalEITC amount by earned income and children (EITC table rows)', () => {
  it('no qualifying child: rate 7.65% × 85% = 6.5025%, EIA $4,525', () => {
    // Row $951–$1,000, midpoint 975.50 × .065025 = 63.43 → $63.
    expect(eitc(1000, 0)).toBe(63);
    // Row $4,501–$4,550, midpoint 4,525.50: 294.24 − 0.50 × .065025 = 294.21 → $294 (the published maximum).
    expect(eitc(4525, 0)).toBe(294);
    // First phase-out, midpoint 4,975.50: 294.24 − 450.50 × .065025 = 294.24 − 29.29 = 264.95 → $265.
    expect(eitc(5000, 0)).toBe(265);
    // Kink at 4,525 + (294.24 − 244) / .065025 = 5,297.63; second phase-out at midpoint 9,975.50:
    // 244 × (31,950 − 9,975.50) / (31,950 − 5,297.63) = 244 × 21,974.50 / 26,652.37 = 201.17 → $201.
    expect(eitc(10000, 0)).toBe(201);
    // Last row $31,901–$31,950, midpoint 31,925.50: 244 × 24.50 / 26,652.37 = 0.22 → $0; over $31,950: none.
    expect(eitc(31950, 0)).toBe(0);
    expect(eitc(31951, 0)).toBe(0);
  });
  it('one child: 34% × 85% = 28.9%, EIA $6,794', () => {
    expect(eitc(3000, 1)).toBe(860); // 2,975.50 × .289 = 859.92
    expect(eitc(6794, 1)).toBe(1958); // row $6,751–$6,800: 6,775.50 × .289 = 1,958.12 (published maximum $1,958)
    // 1,963.47 − (9,975.50 − 6,794) × .289 = 1,963.47 − 919.45 = 1,044.02 → $1,044.
    expect(eitc(10000, 1)).toBe(1044);
    // Kink at 6,794 + 1,347.47 / .289 = 11,456.53; 616 × 11,974.50 / 20,493.47 = 359.93 → $360.
    expect(eitc(20000, 1)).toBe(360);
    // 616 × 24.50 / 20,493.47 = 0.74 → $1 (still eligible at $31,950).
    expect(eitc(31950, 1)).toBe(1);
  });
  it('two children: 40% × 85% = 34%, EIA $9,537', () => {
    expect(eitc(5000, 2)).toBe(1692); // 4,975.50 × .34 = 1,691.67
    expect(eitc(9537, 2)).toBe(3239); // row $9,501–$9,550: 9,525.50 × .34 = 3,238.67 (published maximum $3,239)
    // 3,242.58 − 5,438.50 × .34 = 3,242.58 − 1,849.09 = 1,393.49 → $1,393.
    expect(eitc(15000, 2)).toBe(1393);
    // Kink at 9,537 + 2,626.58 / .34 = 17,262.24; 616 × 11,974.50 / 14,687.76 = 502.21 → $502.
    expect(eitc(20000, 2)).toBe(502);
  });
  it('three or more children: 45% × 85% = 38.25%, EIA $9,537', () => {
    expect(eitc(5000, 3)).toBe(1903); // 4,975.50 × .3825 = 1,903.13
    expect(eitc(9537, 3)).toBe(3644); // 9,525.50 × .3825 = 3,643.50 → $3,644 (published maximum)
    // 3,647.90 − 5,438.50 × .3825 = 3,647.90 − 2,080.23 = 1,567.67 → $1,568.
    expect(eitc(15000, 3)).toBe(1568);
    // Kink at 9,537 + 3,031.90 / .3825 = 17,463.54; 616 × 6,974.50 / 14,486.46 = 296.57 → $297.
    expect(eitc(25000, 3)).toBe(297);
    expect(eitc(25000, 5)).toBe(297); // 5 children use the 3-or-more column
  });
  it('no credit for zero or negative earned income', () => {
    expect(eitc(0, 1)).toBe(0);
    expect(eitc(-500, 1)).toBe(0);
  });
});

/** YCTC/FYTC (R&TC 17052.1, 17052.2; 2024 FTB 3514 instructions): $1,154 less $21.67 per $100 or part over $26,626. */
describe('YCTC phase-out', () => {
  const y = (earned: number): number => childCreditAmount($(earned), caCredits2024.yctc).toNumber();
  it('at the phase-out start the full $1,154', () => {
    expect(y(0)).toBe(1154);
    expect(y(26626)).toBe(1154);
  });
  it('one dollar over is a whole step (fraction of $100): 1,154 − 21.67 = 1,132.33 → $1,132', () => {
    expect(y(26627)).toBe(1132);
  });
  it('middle: 29,000 − 26,626 = 2,374 → 24 steps × 21.67 = 520.08; 1,154 − 520.08 = 633.92 → $634', () => {
    expect(y(29000)).toBe(634);
  });
  it('end: 31,926 → 53 steps = 1,148.51 → $5.49 → $5; 31,927 → 54 steps = 1,170.18 → $0', () => {
    expect(y(31926)).toBe(5);
    expect(y(31927)).toBe(0);
  });
});

describe('computeFtb3514 (form lines)', () => {
  it('reads W-2 box 16 state wages when present, else box 1, and leaves out other states', () => {
    expect(
      caWages([
        w2(10000, { state_wages: '9500', state: 'CA' }),
        w2(2000),
        w2(3000, { state: 'NV' }),
      ]).toString(),
    ).toBe('11500.00');
  });

  it('MFJ, two children (one under 6), $20,000 wages: CalEITC $502, YCTC $1,154', () => {
    // CalEITC: two-children column at $20,000 = $502 (see above); AGI equals earned income.
    // YCTC: $20,000 ≤ $26,626, so the full $1,154.
    const cx = ctx({
      filing_status: 'mfj',
      w2s: [w2(20000)],
      dependents: [kid('2021-05-01'), kid('2015-02-02')],
    });
    const r = computeFtb3514(cx);
    expect(r.caleitc.toNumber()).toBe(502);
    expect(r.yctc.toNumber()).toBe(1154);
    expect(r.fytc.toNumber()).toBe(0);
    expect(cx.L.get('ftb3514.l19').toNumber()).toBe(20000);
    expect(cx.L.explain('ftb3514.l20')?.inputs).toEqual(['caEitcWks.l6']);
    expect(cx.needs('ftb3514')).toBe(true);
  });

  it('single, no child, $10,000: CalEITC $201, no YCTC', () => {
    const cx = ctx({ filing_status: 'single', w2s: [w2(10000)], taxpayer: { date_of_birth: '1990-01-01' } });
    const r = computeFtb3514(cx);
    expect([r.caleitc.toNumber(), r.yctc.toNumber()]).toEqual([201, 0]);
  });

  it('AGI higher than earned income: the smaller of the two table amounts', () => {
    // Earned 10,000 → $201 (no child); AGI 20,000 → 244 × 11,974.50 / 26,652.37 = 109.63 → $110.
    const cx = ctx({ filing_status: 'single', w2s: [w2(10000)] }, { 'f1040.l11': 20000 });
    expect(computeFtb3514(cx).caleitc.toNumber()).toBe(110);
    expect(cx.L.get('caEitcWks.l5').toNumber()).toBe(110);
  });

  it('AGI over $31,950: no CalEITC, and so no YCTC', () => {
    const cx = ctx(
      { filing_status: 'single', w2s: [w2(10000)], dependents: [kid('2022-01-01')] },
      { 'f1040.l11': 32000 },
    );
    const r = computeFtb3514(cx);
    expect([r.caleitc.toNumber(), r.yctc.toNumber()]).toEqual([0, 0]);
  });

  it('net earnings from self-employment count: Schedule SE line 3 less line 13', () => {
    // 8,000 − 565 = 7,435 plus wages 2,565 = 10,000 → $201 with no child.
    const cx = ctx(
      { filing_status: 'single', w2s: [w2(2565)] },
      { 'f1040.l11': 10000, 'scheduleSE.l3': 8000, 'scheduleSE.l13': 565 },
    );
    expect(cx && computeFtb3514(cx).caleitc.toNumber()).toBe(201);
    expect(cx.L.get('ftb3514.l18').toNumber()).toBe(7435);
  });

  it('investment income over $4,674 bars all three credits (4,674 itself is allowed)', () => {
    const base = { filing_status: 'single' as const, w2s: [w2(10000)], dependents: [kid('2022-01-01')] };
    expect(computeFtb3514(ctx(base, { 'f1040.l2b': 4674 })).caleitc.isPositive()).toBe(true);
    const cx = ctx(base, { 'f1040.l2b': 4675 });
    const r = computeFtb3514(cx);
    expect([r.caleitc.toNumber(), r.yctc.toNumber()]).toEqual([0, 0]);
    expect(cx.warnings.join(' ')).toMatch(/investment income/);
  });

  it('under 18 without a qualifying child: not eligible; with a child: eligible', () => {
    const young = { date_of_birth: '2007-06-01' }; // 17 at the end of 2024
    expect(
      computeFtb3514(ctx({ filing_status: 'single', w2s: [w2(5000)], taxpayer: young })).caleitc.toNumber(),
    ).toBe(0);
    // One child at $5,000: 4,975.50 × .289 = 1,437.92 → $1,438.
    const withKid = ctx({
      filing_status: 'hoh',
      w2s: [w2(5000)],
      taxpayer: young,
      dependents: [kid('2023-01-01')],
    });
    expect(computeFtb3514(withKid).caleitc.toNumber()).toBe(1438);
  });

  it('married filing separately is allowed in California', () => {
    expect(computeFtb3514(ctx({ filing_status: 'mfs', w2s: [w2(10000)] })).caleitc.toNumber()).toBe(201);
  });

  it('forgo_caleitc and disq_eic_california: all three credits $0 with a warning', () => {
    const f = { filing_status: 'single' as const, w2s: [w2(10000)], dependents: [kid('2022-01-01')] };
    for (const requiredInfo of [{ forgo_caleitc: true }, { disq_eic_california: true }]) {
      const cx = ctx(f, {}, { requiredInfo, ca540: { foster_youth_count: 1 } });
      const r = computeFtb3514(cx);
      expect([r.caleitc, r.yctc, r.fytc].map((x) => x.toNumber())).toEqual([0, 0, 0]);
      expect(cx.warnings.some((w) => /Form 540 lines 75–77/.test(w))).toBe(true);
    }
  });

  it('YCTC with zero earned income: net SE loss within $34,602', () => {
    // Earned income −5,000 (no wages, SE loss): no CalEITC, but YCTC $1,154 (2024 FTB 3514 Step 8).
    const f = { filing_status: 'single' as const, dependents: [kid('2020-03-03')] };
    const cx = ctx(f, { 'f1040.l11': -5000, 'f1040.l9': -5000, 'schedule1.l3': -5000 });
    const r = computeFtb3514(cx);
    expect([r.caleitc.toNumber(), r.yctc.toNumber()]).toEqual([0, 1154]);
    // A net loss over $34,602: no YCTC.
    const big = ctx(f, { 'f1040.l11': -40000, 'f1040.l9': -40000, 'schedule1.l3': -40000 });
    expect(computeFtb3514(big).yctc.toNumber()).toBe(0);
  });

  it('YCTC needs a child under 6 at the end of 2024 (born 2019 qualifies, 2018 does not)', () => {
    const at = (dob: string) =>
      computeFtb3514(ctx({ filing_status: 'single', w2s: [w2(10000)], dependents: [kid(dob)] })).yctc;
    expect(at('2019-01-01').toNumber()).toBe(1154);
    expect(at('2018-12-31').toNumber()).toBe(0);
  });

  it('YCTC at $29,000 with CalEITC: $634 (see the phase-out above)', () => {
    const r = computeFtb3514(
      ctx({ filing_status: 'single', w2s: [w2(29000)], dependents: [kid('2021-01-01')] }),
    );
    // CalEITC one child at 29,000 (midpoint 28,975.50): 616 × 2,974.50 / 20,493.47 = 89.41 → $89.
    expect([r.caleitc.toNumber(), r.yctc.toNumber()]).toEqual([89, 634]);
  });

  it('FYTC: $1,154 per eligible individual, same phase-out', () => {
    const f = { filing_status: 'mfj' as const, w2s: [w2(10000)] };
    const cx = ctx(f, {}, { ca540: { foster_youth_count: 2 } });
    expect(computeFtb3514(cx).fytc.toNumber()).toBe(2308); // 2 × 1,154
    // At 29,000: each 633.92 → $634; two → $1,268.
    const cx2 = ctx({ ...f, w2s: [w2(29000)] }, {}, { ca540: { foster_youth_count: 2 } });
    expect(computeFtb3514(cx2).fytc.toNumber()).toBe(1268);
  });

  it('no credit: the form is not needed and line 20 says why', () => {
    const cx = ctx({ filing_status: 'single', w2s: [w2(40000)] });
    expect(computeFtb3514(cx).caleitc.toNumber()).toBe(0);
    expect(cx.needs('ftb3514')).toBe(false);
    expect(cx.L.has('caEitcWks.l1')).toBe(false);
    expect(cx.L.explain('ftb3514.l20')?.formula).toMatch(/too high for a credit \(the limit is \$31,950\)/);
  });

  it('540NR residency: a nonresident cannot claim; a part-year resident needs 184 days in California (2024 is a leap year)', () => {
    const nr = ctx(
      { filing_status: 'single', w2s: [w2(10000)] },
      {},
      { nr: { residency_status: 'nonresident' } },
    );
    expect(computeFtb3514(nr).caleitc.toNumber()).toBe(0);
    const noDates = ctx(
      { filing_status: 'single', w2s: [w2(10000)] },
      {},
      { nr: { residency_status: 'part_year' } },
    );
    expect(computeFtb3514(noDates).caleitc.toNumber()).toBe(201);
    expect(noDates.warnings.join(' ')).toMatch(/at least 184 days of 2024/);
    // Moved in 2024-07-01: July 1 – December 31 = 31+31+30+31+30+31 = 184 days → qualifies.
    const in184 = ctx(
      { filing_status: 'single', w2s: [w2(10000)] },
      {},
      { nr: { residency_status: 'part_year', date_moved_in: '2024-07-01' } },
    );
    expect(computeFtb3514(in184).caleitc.toNumber()).toBe(201);
    // Moved in 2024-07-02: 183 days, short of 184 in a leap year → none.
    const in183 = ctx(
      { filing_status: 'single', w2s: [w2(10000)] },
      {},
      { nr: { residency_status: 'part_year', date_moved_in: '2024-07-02' } },
    );
    expect(computeFtb3514(in183).caleitc.toNumber()).toBe(0);
    expect(in183.warnings.join(' ')).toMatch(/give 183 days/);
  });

  it('days in California from the move dates, both days counted', () => {
    expect(daysInCalifornia('2024-07-01', null, 2024)).toBe(184);
    expect(daysInCalifornia(null, '2024-06-30', 2024)).toBe(182);
    expect(daysInCalifornia('2024-01-01', '2024-12-31', 2024)).toBe(366);
    expect(daysInCalifornia('2023-05-01', '2024-01-31', 2024)).toBe(31);
    expect(daysInCalifornia(null, null, 2024)).toBeUndefined();
  });

  it('a nonresident cannot claim', () => {
    const cx = ctx({ filing_status: 'single', w2s: [w2(10000)] }, {}, { residency: 'nonresident' });
    expect(computeFtb3514(cx).caleitc.toNumber()).toBe(0);
  });
});
