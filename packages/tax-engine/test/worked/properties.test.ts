/**
 * Property tests over generated 2024 returns (fast-check):
 *  1. more wages never lowers total tax (Form 1040 line 24) beyond the worksheet's whole-dollar rounding;
 *  2. refund − amount owed = total payments − total tax (lines 34 − 37 = 33 − 24), and the
 *     refund split 35a + 36 = 34.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Dependent, FilingStatus, Return } from '../../src/types';
import { compute, line } from './helpers';

const statuses: FilingStatus[] = ['single', 'mfj', 'mfs', 'hoh', 'qss'];

const kid = (i: number, age: number): Dependent => ({
  first_name: `K${i}`,
  relationship: 'son',
  date_of_birth: `${2024 - age}-06-15`,
  months_lived_with: 12,
  ssn: `5550000${String(10 + i)}`,
  has_ssn: true,
  qualifies_for_child_tax_credit: age < 17,
  qualifies_for_other_credit: age >= 17,
});

const arbReturn = fc.record({
  status: fc.constantFrom(...statuses),
  wages: fc.integer({ min: 0, max: 600_000 }),
  withholding: fc.integer({ min: 0, max: 100_000 }),
  interest: fc.integer({ min: 0, max: 20_000 }),
  dividends: fc.integer({ min: 0, max: 30_000 }),
  qualifiedShare: fc.integer({ min: 0, max: 100 }),
  ltGain: fc.integer({ min: -20_000, max: 50_000 }),
  kids: fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 3 }),
  over65: fc.boolean(),
  estimated: fc.integer({ min: 0, max: 20_000 }),
  applied: fc.integer({ min: 0, max: 5_000 }),
});

type Gen = typeof arbReturn extends fc.Arbitrary<infer T> ? T : never;

function build(g: Gen, wages: number): Return {
  const qd = Math.floor((g.dividends * g.qualifiedShare) / 100);
  const needsKid = g.status === 'hoh' || g.status === 'qss';
  const kids = g.kids.length === 0 && needsKid ? [5] : g.kids;
  return {
    filing_status: g.status,
    taxpayer_over_65: g.over65,
    dependents: kids.map((age, i) => kid(i, age)),
    w2s: [
      {
        wages: String(wages),
        federal_income_tax: String(Math.min(g.withholding, wages)),
        social_security_wages: String(Math.min(wages, 168_600)),
        medicare_wages: String(wages),
      },
    ],
    f1099_int: g.interest ? [{ payer_name: 'Bank', box1_interest_income: String(g.interest) }] : [],
    f1099_div: g.dividends
      ? [
          {
            payer_name: 'Fund',
            box1a_ordinary_dividends: String(g.dividends),
            box1b_qualified_dividends: String(qd),
          },
        ]
      : [],
    f8949: g.ltGain
      ? [
          {
            box: 'D',
            description: 'stock',
            date_acquired: '2015-01-01',
            date_sold: '2024-06-01',
            proceeds: String(50_000 + g.ltGain),
            cost: '50000',
          },
        ]
      : [],
    payments: { estimated_payments: String(g.estimated) },
    refund: { refund_applied_to_estimated_tax: String(g.applied) },
  };
}

describe('properties', () => {
  it('P1 more wages never lowers total tax (line 24)', () => {
    fc.assert(
      fc.property(arbReturn, fc.integer({ min: 1, max: 50_000 }), (g, extra) => {
        const lo = compute(build(g, g.wages));
        const hi = compute(build(g, g.wages + extra));
        // The Qualified Dividends and Capital Gain Tax Worksheet rounds three products to whole
        // dollars (tax on line 5, 15% and 20% parts), each off by under 50 cents; when a dollar of
        // wages moves gain from the 15% to the 20% band the exact tax rises by cents, but the sum
        // of the rounded parts may fall by up to $2 (found: MFJ, wages 579,111 → 579,112).
        expect(line(hi, 'f1040.l24')).toBeGreaterThanOrEqual(line(lo, 'f1040.l24') - 2);
      }),
      { numRuns: 300 },
    );
    // 600 returns, each also run through the explanation checker: seconds on a busy machine.
  }, 30_000);

  it('P2 refund − owed = total payments − total tax; 35a + 36 = 34', () => {
    fc.assert(
      fc.property(arbReturn, (g) => {
        const r = compute(build(g, g.wages));
        const l24 = line(r, 'f1040.l24');
        const l33 = line(r, 'f1040.l33');
        const l34 = line(r, 'f1040.l34');
        const l37 = line(r, 'f1040.l37');
        expect(l34 - l37).toBe(l33 - l24);
        expect(l34 >= 0 && l37 >= 0 && (l34 === 0 || l37 === 0)).toBe(true);
        expect(line(r, 'f1040.l35a') + line(r, 'f1040.l36')).toBe(l34);
        expect(Number(r.summary.refundOrOwed.toString())).toBe(l33 - l24);
      }),
      { numRuns: 300 },
    );
    // 600 returns, each also run through the explanation checker: seconds on a busy machine.
  }, 30_000);
});
