/**
 * The 2024 California Tax Table and Tax Rate Schedules X, Y, Z (2024 Form 540 booklet).
 * The expected values are recomputed here from the schedules as printed by the FTB (copied below
 * by hand, independently of params/ca2024.ts), in integer cents.
 */
import { describe, expect, it } from 'vitest';
import { Money } from '../../src/money';
import { ca2024 } from '../../src/params/ca2024';
import { caScheduleTax, caTax, caTaxFromTable, caTaxTableRow } from '../../src/california/taxTable';
import type { FilingStatus } from '../../src/types';

// [over, base in cents, rate in ten-thousandths] — 2024 California Tax Rate Schedules.
const X: [number, number, number][] = [
  [0, 0, 100],
  [10756, 10756, 200],
  [25499, 40242, 400],
  [40245, 99226, 600],
  [55866, 192952, 800],
  [70606, 310872, 930],
  [360659, 3008365, 1030],
  [432787, 3751283, 1130],
  [721314, 7011638, 1230],
];
const Y: [number, number, number][] = [
  [0, 0, 100],
  [21512, 21512, 200],
  [50998, 80484, 400],
  [80490, 198452, 600],
  [111732, 385904, 800],
  [141212, 621744, 930],
  [721318, 6016730, 1030],
  [865574, 7502567, 1130],
  [1442628, 14023277, 1230],
];
const Z: [number, number, number][] = [
  [0, 0, 100],
  [21527, 21527, 200],
  [51000, 80473, 400],
  [65744, 139449, 600],
  [81364, 233169, 800],
  [96107, 351113, 930],
  [490493, 4018903, 1030],
  [588593, 5029333, 1130],
  [980987, 9463385, 1230],
];
const SCHED: Record<FilingStatus, [number, number, number][]> = { single: X, mfs: X, mfj: Y, qss: Y, hoh: Z };

/** Rate-schedule tax in cents ×10000 on whole dollars `x`, then rounded half up to the dollar. */
function ruleDollars(status: FilingStatus, x: number): number {
  const rows = SCHED[status];
  let r = rows[0]!;
  for (const row of rows) if (x > row[0]) r = row;
  const tenThousandthsOfCents = BigInt(r[1]) * 10000n + BigInt(x - r[0]) * 100n * BigInt(r[2]);
  const cents4 = 1000000n; // one dollar in (cents × 10000)
  return Number((tenThousandthsOfCents + cents4 / 2n) / cents4);
}

const d = (n: number): Money => Money.dollars(n);
const STATUSES: FilingStatus[] = ['single', 'mfj', 'mfs', 'hoh', 'qss'];

/** 200 distinct table rows (1..1000: row i is $100i−$49 … $100i+$50; row 1000 is $99,951-$100,000). */
function sampleRows(seed: number): number[] {
  const rows = new Set<number>([1, 2, 999, 1000]);
  let s = seed;
  while (rows.size < 200) {
    s = (s * 16807) % 2147483647;
    rows.add(1 + (s % 1000));
  }
  return [...rows];
}

describe('2024 California Tax Table, 200 rows per filing status', () => {
  for (const [i, status] of STATUSES.entries()) {
    it(`${status}: every sampled row's first and last dollar give the midpoint's tax`, () => {
      for (const row of sampleRows(17 + i)) {
        const low = row === 1000 ? 99951 : 100 * row - 49;
        const high = row === 1000 ? 100000 : 100 * row + 50;
        const mid = row === 1000 ? 99975 : 100 * row;
        const want = ruleDollars(status, mid);
        expect([row, caTaxFromTable(ca2024, status, d(low)).toNumber()]).toEqual([row, want]);
        expect([row, caTaxFromTable(ca2024, status, d(high)).toNumber()]).toEqual([row, want]);
        expect(caTaxTableRow(ca2024, d(low + 1)).mid.toNumber()).toBe(mid);
      }
    });
  }

  it('first row $1-$50 is $0; row edges', () => {
    expect(caTaxFromTable(ca2024, 'single', d(1)).toNumber()).toBe(0);
    expect(caTaxFromTable(ca2024, 'single', d(50)).toNumber()).toBe(0);
    // $51-$150 row: 1% of $100 = $1.
    expect(caTaxFromTable(ca2024, 'single', d(51)).toNumber()).toBe(1);
    const r = caTaxTableRow(ca2024, d(37784));
    expect([r.low.toNumber(), r.high.toNumber(), r.mid.toNumber()]).toEqual([37751, 37850, 37800]);
  });

  it('hand-checked rows', () => {
    // single 46,460: row 46,451-46,550, 992.26 + 6% × (46,500 − 40,245) = 1,367.56 → 1,368
    expect(caTax(ca2024, 'single', d(46460)).tax.toNumber()).toBe(1368);
    // MFJ 38,920: row 38,851-38,950, 215.12 + 2% × (38,900 − 21,512) = 562.88 → 563
    expect(caTax(ca2024, 'mfj', d(38920)).tax.toNumber()).toBe(563);
    // HOH 48,920: 215.27 + 2% × (48,900 − 21,527) = 762.73 → 763
    expect(caTax(ca2024, 'hoh', d(48920)).tax.toNumber()).toBe(763);
    // single 100,000 (last row, midpoint 99,975): 3,108.72 + 9.3% × 29,369 = 5,840.037 → 5,840
    expect(caTax(ca2024, 'single', d(100000))).toEqual({ tax: d(5840), source: 'table' });
    // single 100,001: schedule, 3,108.72 + 9.3% × 29,395 = 5,842.455 → 5,842
    expect(caTax(ca2024, 'single', d(100001))).toEqual({ tax: d(5842), source: 'schedule' });
  });
});

describe('2024 California Tax Rate Schedules: every bracket edge', () => {
  for (const [name, status] of [
    ['X', 'single'],
    ['Y', 'mfj'],
    ['Z', 'hoh'],
  ] as const) {
    it(`Schedule ${name}`, () => {
      const rows = SCHED[status];
      for (const [j, [over, baseCents, rate]] of rows.entries()) {
        // At the edge the tax is the printed base of the next bracket (continuity of the schedule).
        expect([over, caScheduleTax(ca2024, status, d(over)).cents]).toEqual([over, BigInt(baseCents)]);
        if (j > 0) {
          const [pOver, pBase, pRate] = rows[j - 1]!;
          // The previous bracket's formula reaches the printed base to within half a cent.
          const prev = pBase * 100 + (over - pOver) * pRate; // hundredths of cents
          expect(Math.abs(prev - baseCents * 100)).toBeLessThanOrEqual(50);
        }
        // One hundred dollars over the edge: base + rate × $100.
        expect(caScheduleTax(ca2024, status, d(over + 100)).cents).toBe(BigInt(baseCents + rate));
        // One dollar under the edge is taxed at the lower bracket's rate.
        if (j > 0) {
          const [pOver, pBase, pRate] = rows[j - 1]!;
          const h = pBase * 100 + (over - 1 - pOver) * pRate; // hundredths of cents
          expect(caScheduleTax(ca2024, status, d(over - 1)).cents).toBe(BigInt(Math.floor((h + 50) / 100)));
        }
      }
    });
  }

  it('MFS uses X, QSS uses Y', () => {
    expect(caScheduleTax(ca2024, 'mfs', d(500000)).eq(caScheduleTax(ca2024, 'single', d(500000)))).toBe(true);
    expect(caScheduleTax(ca2024, 'qss', d(500000)).eq(caScheduleTax(ca2024, 'mfj', d(500000)))).toBe(true);
    // single 500,000: 37,512.83 + 11.3% × 67,213 = 45,107.899 → 45,107.90
    expect(caScheduleTax(ca2024, 'single', d(500000)).toString()).toBe('45107.90');
  });
});
