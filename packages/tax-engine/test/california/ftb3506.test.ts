import { describe, expect, it } from 'vitest';
import { Money } from '../../src/money';
import { computeFtb3506, californiaCareDecimal, federalCareDecimal } from '../../src/california/ftb3506';
import { caCredits2024 } from '../../src/params/ca2024-credits';
import type { Return } from '../../src/types';
import { ctx, kid, w2 } from './ftb3514-helpers';

const p = caCredits2024.cdcc;
/** One child under 13, $3,000 of care paid, $50,000 of wages; federal AGI as given. */
const family = (over: Partial<Return> = {}): Return => ({
  filing_status: 'single',
  w2s: [w2(50000)],
  dependents: [kid('2018-01-01')],
  dependent_care: { expenses_total: '3000' },
  ...over,
});
const credit = (agi: number, over: Partial<Return> = {}): number =>
  computeFtb3506(ctx(family(over), { 'f1040.l11': agi })).toNumber();

describe('FTB 3506 decimals (2024 FTB 3506 instructions, lines 8 and 10)', () => {
  it('federal decimal: 35% to $15,000, one point less per $2,000 or part, 20% from $43,001', () => {
    expect(federalCareDecimal(Money.dollars(15000), p).toString(2)).toBe('0.35');
    expect(federalCareDecimal(Money.dollars(15001), p).toString(2)).toBe('0.34');
    expect(federalCareDecimal(Money.dollars(40000), p).toString(2)).toBe('0.22'); // 25,000 / 2,000 = 12.5 → 13 steps
    expect(federalCareDecimal(Money.dollars(43001), p).toString(2)).toBe('0.20');
  });
  it('California decimal: .50 to $40,000, .43 to $70,000, .34 to $100,000, none above', () => {
    const cd = (n: number) => californiaCareDecimal(Money.dollars(n), p).toString(2);
    expect([cd(40000), cd(40001), cd(70000), cd(70001), cd(100000), cd(100001)]).toEqual([
      '0.50',
      '0.43',
      '0.43',
      '0.34',
      '0.34',
      '0.00',
    ]);
  });
});

describe('computeFtb3506 at each AGI band (Form 540 line 40, nonrefundable in 2024)', () => {
  it('AGI $15,000: 3,000 × .35 = 1,050; × .50 = $525', () => expect(credit(15000)).toBe(525));
  it('AGI $40,000: 3,000 × .22 = 660; × .50 = $330', () => expect(credit(40000)).toBe(330));
  it('AGI $40,001: 660 × .43 = 283.80 → $284', () => expect(credit(40001)).toBe(284));
  it('AGI $70,000: 3,000 × .20 = 600; × .43 = $258', () => expect(credit(70000)).toBe(258));
  it('AGI $70,001: 600 × .34 = $204', () => expect(credit(70001)).toBe(204));
  it('AGI $100,000: 600 × .34 = $204', () => expect(credit(100000)).toBe(204));
  it('AGI $100,001: no credit, with a warning', () => {
    const cx = ctx(family(), { 'f1040.l11': 100001 });
    expect(computeFtb3506(cx).toNumber()).toBe(0);
    expect(cx.warnings.join(' ')).toMatch(/over \$100,000/);
  });

  it('expenses capped at $3,000 for one person, $6,000 for two', () => {
    // 9,000 paid, one child: 3,000 × .20 × .43 = 258 at AGI 50,000.
    expect(credit(50000, { dependent_care: { expenses_total: '9000' } })).toBe(258);
    // Two children: 6,000 × .20 × .43 = 516.
    expect(
      credit(50000, {
        dependent_care: { expenses_total: '9000' },
        dependents: [kid('2018-01-01'), kid('2020-01-01')],
      }),
    ).toBe(516);
  });

  it('earned income limits the expenses (MFJ: the lower spouse)', () => {
    // Spouse earns 1,000: line 6 = 1,000; × .35 × .50 = 175 at AGI 15,000.
    const f = family({ filing_status: 'mfj', w2s: [w2(14000), w2(1000, { owner: 'spouse' })] });
    const cx = ctx(f, { 'f1040.l11': 15000 });
    expect(computeFtb3506(cx).toNumber()).toBe(175);
    expect(cx.L.get('ftb3506.l6').toNumber()).toBe(1000);
  });

  it('reads federal Form 2441 lines 3-5 when the federal return has them', () => {
    const cx = ctx(family(), { 'f1040.l11': 30000, 'f2441.l3': 2000, 'f2441.l4': 30000, 'f2441.l5': 30000 });
    // 2,000 × .27 (15,000 / 2,000 = 7.5 → 8 steps) = 540; × .50 = 270.
    expect(computeFtb3506(cx).toNumber()).toBe(270);
    expect(cx.L.explain('ftb3506.l3')?.inputs).toEqual(['f2441.l3']);
  });

  it('California expenses entered on the 540 replace the federal ones', () => {
    expect(credit(15000, {}) /* 525 */).toBe(525);
    const cx = ctx(family(), { 'f1040.l11': 15000 }, { ca540: { dependent_care_expenses: '1000' } });
    expect(computeFtb3506(cx).toNumber()).toBe(175); // 1,000 × .35 × .50
  });

  it('MFS living with the spouse: no credit', () => {
    expect(credit(15000, { filing_status: 'mfs' })).toBe(0);
    expect(credit(15000, { filing_status: 'mfs', mfs_lived_apart_all_year: true })).toBe(525);
  });

  it('no expenses: no credit and no form', () => {
    const cx = ctx(family({ dependent_care: undefined }), { 'f1040.l11': 15000 });
    expect(computeFtb3506(cx).toNumber()).toBe(0);
    expect(cx.needs('ftb3506')).toBe(false);
  });
});
