import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Money } from '../../src/money';
import { Lines } from '../../src/lines';
import { form8880, form8880Rate, type Form8880Input, type Form8880Person } from '../../src/credits';
import { federalParams } from '../../src/params';

const P = federalParams(2024);
const $ = (v: string | number): Money => Money.of(v);
const person = (ira: number, deferrals: number, distributions = 0, over: Partial<Form8880Person> = {}) => ({
  iraAndAbleContributions: $(ira),
  electiveDeferrals: $(deferrals),
  distributions: $(distributions),
  ...over,
});
const base = (over: Partial<Form8880Input> = {}): Form8880Input => ({
  filingStatus: 'single',
  agi: $(20000),
  taxpayer: person(1000, 0),
  tax: $(10000),
  creditsReducingLimit: Money.ZERO,
  ...over,
});
const run = (input: Form8880Input) => {
  const lines = new Lines();
  const r = form8880(input, lines, P);
  return { r, v: (l: string): number => lines.get(`f8880.${l}`).toNumber() };
};

describe('Form 8880 line 9 table (2024)', () => {
  it('uses "over X but not over Y" for each filing status', () => {
    const rate = (agi: number, fs: Form8880Input['filingStatus']) => form8880Rate($(agi), fs, P);
    // Form 8880 (2024) line 9 table.
    expect([23000, 23001, 25000, 25001, 38250, 38251].map((a) => rate(a, 'single'))).toEqual([
      '0.5',
      '0.2',
      '0.2',
      '0.1',
      '0.1',
      '0',
    ]);
    expect([34500, 34501, 37500, 37501, 57375, 57376].map((a) => rate(a, 'hoh'))).toEqual([
      '0.5',
      '0.2',
      '0.2',
      '0.1',
      '0.1',
      '0',
    ]);
    expect([46000, 46001, 50000, 50001, 76500, 76501].map((a) => rate(a, 'mfj'))).toEqual([
      '0.5',
      '0.2',
      '0.2',
      '0.1',
      '0.1',
      '0',
    ]);
    expect(rate(30000, 'mfs')).toBe('0.1');
    expect(rate(30000, 'qss')).toBe('0.1');
  });
});

describe('Form 8880', () => {
  it('MFJ: both spouses’ distributions go in both columns; $2,000 cap per person', () => {
    // (a) IRA 1,500 + 401(k) 1,000 = 2,500; (b) 401(k) 800. Distributions: taxpayer 400 → line 4
    // is 400 in both columns (joint return). Line 5: 2,100 / 400; line 6: 2,000 / 400; line 7 2,400.
    // AGI 45,000 ≤ 46,000 → 0.5; line 10 1,200. Limit: tax 2,000 − credits 300 = 1,700 → 1,200.
    const { r, v } = run(
      base({
        filingStatus: 'mfj',
        agi: $(45000),
        taxpayer: person(1500, 1000, 400),
        spouse: person(0, 800),
        tax: $(2000),
        creditsReducingLimit: $(300),
      }),
    );
    expect(
      ['l3a', 'l3b', 'l4a', 'l4b', 'l5a', 'l5b', 'l6a', 'l6b', 'l7', 'l8', 'l10', 'l11', 'l12'].map(v),
    ).toEqual([2500, 800, 400, 400, 2100, 400, 2000, 400, 2400, 45000, 1200, 1700, 1200]);
    expect(r.rate).toBe('0.5');
  });

  it('limited by tax less Schedule 3 lines 1, 2, 3 and 6d (Credit Limit Worksheet)', () => {
    // 2,000 × 0.5 = 1,000; tax 700 − 650 = 50 → credit 50.
    const { v } = run(base({ taxpayer: person(3000, 0), tax: $(700), creditsReducingLimit: $(650) }));
    expect(['l6a', 'l10', 'clw.l3', 'l12'].map(v)).toEqual([2000, 1000, 50, 50]);
  });

  it('a student, a dependent or a person born after January 1, 2007 counts nothing', () => {
    const { r, v } = run(
      base({
        filingStatus: 'mfj',
        agi: $(30000),
        taxpayer: person(2000, 0, 0, { ineligible: ['student'] }),
        spouse: person(500, 0),
      }),
    );
    // Only the spouse's 500 counts: 500 × 0.5 = 250.
    expect(['l6a', 'l6b', 'l7', 'l12'].map(v)).toEqual([0, 500, 500, 250]);
    expect(r.credit.toString()).toBe('250.00');
    expect(run(base({ taxpayer: person(2000, 0, 0, { ineligible: ['dependent'] }) })).r.credit.isZero()).toBe(
      true,
    );
  });

  it('distributions larger than contributions leave nothing; AGI over the limit gives zero', () => {
    expect(run(base({ taxpayer: person(1000, 0, 1500) })).v('l7')).toBe(0);
    expect(run(base({ agi: $(38251) })).r.credit.isZero()).toBe(true);
  });

  it('more AGI never raises the credit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('single', 'mfj', 'mfs', 'hoh', 'qss') as fc.Arbitrary<Form8880Input['filingStatus']>,
        fc.integer({ min: 0, max: 90000 }),
        fc.integer({ min: 0, max: 20000 }),
        fc.integer({ min: 0, max: 4000 }),
        fc.integer({ min: 0, max: 4000 }),
        fc.integer({ min: 0, max: 3000 }),
        (status, agi, more, c1, c2, tax) => {
          const input = (a: number) =>
            base({
              filingStatus: status,
              agi: $(a),
              taxpayer: person(c1, 0),
              spouse: status === 'mfj' ? person(0, c2) : undefined,
              tax: $(tax),
            });
          const low = form8880(input(agi), new Lines(), P).credit;
          const high = form8880(input(agi + more), new Lines(), P).credit;
          expect(high.lte(low)).toBe(true);
        },
      ),
    );
  });
});
