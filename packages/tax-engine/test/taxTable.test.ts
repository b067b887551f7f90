import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Money } from '../src/money';
import type { FilingStatus } from '../src/types';
import { scheduleTax, taxFromTable, taxOnIncome } from '../src/index';

const rows = readFileSync(join(__dirname, 'fixtures', 'irs-2024-tax-table.csv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((l) => l.split(',').map(Number));

const COLUMNS: [FilingStatus, number][] = [
  ['single', 2],
  ['mfj', 3],
  ['mfs', 4],
  ['hoh', 5],
  ['qss', 3], // qualifying surviving spouse uses the MFJ column
];

describe('2024 Tax Table (every row, every filing status)', () => {
  it('has the 2,062 rows below $100,000', () => {
    expect(rows.length).toBe(2062);
  });
  for (const [status, col] of COLUMNS) {
    it(`matches the IRS table for ${status} at the bottom, middle and top of each row`, () => {
      const bad: string[] = [];
      for (const r of rows) {
        const lo = r[0] ?? 0;
        const hi = r[1] ?? 0;
        const want = r[col] ?? -1;
        for (const cents of [BigInt(lo) * 100n, BigInt(lo + hi) * 50n, BigInt(hi) * 100n - 1n]) {
          const got = taxFromTable(Money.fromCents(cents), status);
          if (got.toNumber() !== want) bad.push(`${status} ${cents}c: ${got.toString()} ≠ ${want}`);
        }
        expect(taxOnIncome(Money.dollars(lo), status).toNumber()).toBe(lo === 0 ? 0 : want);
      }
      expect(bad).toEqual([]);
    });
  }
});

describe('Tax Computation Worksheet (rate schedules) at $100,000 and above', () => {
  it('single $100,000: 100,000 × 22% − 4,947 = 17,053 (Tax Computation Worksheet, section A)', () => {
    // slices: 11,600 × 10% = 1,160; 35,550 × 12% = 4,266; 52,850 × 22% = 11,627 → 17,053
    expect(taxOnIncome(Money.dollars(100000), 'single').toString()).toBe('17053.00');
  });
  it('MFJ $250,000: 250,000 × 24% − 13,915 = 46,085 (section B)', () => {
    // slices: 23,200 × 10% = 2,320; 71,100 × 12% = 8,532; 106,750 × 22% = 23,485; 48,950 × 24% = 11,748 → 46,085
    expect(taxOnIncome(Money.dollars(250000), 'mfj').toString()).toBe('46085.00');
  });
  it('HOH $700,000 (37% bracket): 700,000 × 37% − 43,505 = 215,495 (section D)', () => {
    // slices: 16,550 × 10% = 1,655; 46,550 × 12% = 5,586; 37,400 × 22% = 8,228; 91,450 × 24% = 21,948;
    // 51,750 × 32% = 16,560; 365,650 × 35% = 127,977.50; 90,650 × 37% = 33,540.50 → 215,495
    expect(taxOnIncome(Money.dollars(700000), 'hoh').toString()).toBe('215495.00');
  });
  it('MFS top bracket starts at $365,600', () => {
    // 1,160 + 4,266 + 11,742.50 + 21,942 + 16,568 + 121,875 × 35% (42,656.25) = 98,334.75 at 365,600
    expect(scheduleTax(Money.dollars(365600), 'mfs').toString()).toBe('98334.75');
  });
  it('is continuous at the $100,000 table boundary (within the table half-row)', () => {
    for (const s of ['single', 'mfj', 'mfs', 'hoh', 'qss'] as FilingStatus[]) {
      const below = taxOnIncome(Money.dollars(99999), s);
      const at = taxOnIncome(Money.dollars(100000), s);
      expect(at.minus(below).abs().lte(Money.dollars(10))).toBe(true);
    }
  });
});
