import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeReturn } from '../src/index';
import { Money } from '../src/money';
import type { FilingStatus, Return } from '../src/types';
import { scheduleTax, taxOnIncome } from '../src/index';
import { w2 } from './helpers';

const status = fc.constantFrom<FilingStatus>('single', 'mfj', 'mfs', 'hoh', 'qss');

const returnArb = fc.record({
  status,
  wages: fc.integer({ min: 0, max: 600_000 }),
  interest: fc.integer({ min: 0, max: 30_000 }),
  qualified: fc.integer({ min: 0, max: 40_000 }),
  ltGain: fc.integer({ min: -20_000, max: 80_000 }),
  business: fc.integer({ min: -10_000, max: 150_000 }),
  ssa: fc.integer({ min: 0, max: 40_000 }),
  kids: fc.integer({ min: 0, max: 3 }),
  withheld: fc.integer({ min: 0, max: 100_000 }),
  estimated: fc.integer({ min: 0, max: 20_000 }),
});

type Gen = typeof returnArb extends fc.Arbitrary<infer T> ? T : never;

function build(g: Gen, extraWages = 0): Return {
  const kids = Array.from({ length: g.kids }, (_, i) => ({
    first_name: `Kid${i}`,
    relationship: 'son',
    date_of_birth: `201${i}-05-05`,
    months_lived_with: 12,
    qualifies_for_child_tax_credit: true,
  }));
  const business =
    g.business >= 0
      ? { gross_receipts: String(g.business) }
      : { gross_receipts: '0', supplies: String(-g.business) };
  return {
    filing_status: g.status,
    taxpayer: { date_of_birth: '1970-01-01' },
    dependents:
      g.status === 'hoh' || g.status === 'qss'
        ? kids.length
          ? kids
          : [{ first_name: 'Kid', relationship: 'son', date_of_birth: '2012-01-01', months_lived_with: 12 }]
        : kids,
    w2s: [w2(g.wages + extraWages, { federal_income_tax: String(g.withheld) })],
    f1099_int: [{ box1_interest_income: String(g.interest) }],
    f1099_div: [
      { box1a_ordinary_dividends: String(g.qualified), box1b_qualified_dividends: String(g.qualified) },
    ],
    f8949:
      g.ltGain === 0
        ? []
        : [
            {
              box: 'D',
              proceeds: String(Math.max(0, g.ltGain) + 10_000),
              cost: String(10_000 - Math.min(0, g.ltGain)),
            },
          ],
    schedule_c: g.business === 0 ? [] : [business],
    ssa_1099: g.ssa ? [{ box5_net_benefits: String(g.ssa) }] : [],
    payments: { estimated_payments: String(g.estimated) },
  };
}

describe('properties', () => {
  it('more wages never lower the total tax (line 24)', () => {
    fc.assert(
      fc.property(returnArb, fc.integer({ min: 1, max: 50_000 }), (g, more) => {
        const a = computeReturn(build(g)).summary.totalTax;
        const b = computeReturn(build(g, more)).summary.totalTax;
        // Up to $2 of slack: the capital gain worksheet rounds three products to whole dollars
        // (see test/worked/properties.test.ts for the case that showed it).
        expect(b.gte(a.minus(Money.dollars(2)))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('refund minus amount owed equals total payments minus total tax', () => {
    fc.assert(
      fc.property(returnArb, (g) => {
        const s = computeReturn(build(g)).summary;
        expect(s.refund.minus(s.amountOwed).eq(s.totalPayments.minus(s.totalTax))).toBe(true);
        expect(s.refundOrOwed.eq(s.totalPayments.minus(s.totalTax))).toBe(true);
        expect(s.refund.isZero() || s.amountOwed.isZero()).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('the Tax Table stays within half a row of the rate schedule, so tax is continuous across $100,000', () => {
    fc.assert(
      fc.property(status, fc.integer({ min: 9_000_000, max: 11_000_000 }), (s, cents) => {
        const x = Money.fromCents(cents);
        const table = taxOnIncome(x, s);
        const exact = scheduleTax(x, s);
        // below $100,000 the table uses the $50 row's midpoint: at most $25 × 24% + $0.50 of rounding away
        expect(table.minus(exact).abs().lte(Money.of('6.50'))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('every computed line is whole dollars and the return is deterministic', () => {
    fc.assert(
      fc.property(returnArb, (g) => {
        const r1 = computeReturn(build(g));
        const r2 = computeReturn(build(g));
        for (const l of r1.lines.all()) {
          if (
            l.key.startsWith('eic.') ||
            l.key.startsWith('schedule8812.') ||
            l.key.startsWith('f2441.') ||
            l.key.startsWith('f8863.')
          )
            continue;
          expect(l.value.cents % 100n).toBe(0n);
        }
        expect(r2.lines.all().map((l) => `${l.key}=${l.value.toString()}`)).toEqual(
          r1.lines.all().map((l) => `${l.key}=${l.value.toString()}`),
        );
      }),
      { numRuns: 50 },
    );
  });
});
