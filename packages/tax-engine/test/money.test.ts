import { describe, expect, it } from 'vitest';
import { Money, Rate, divRound } from '../src/money';

describe('Money', () => {
  it('adds decimal amounts exactly (0.1 + 0.2 = 0.30)', () => {
    expect(Money.of('0.10').plus(Money.of('0.20')).toString()).toBe('0.30');
    expect(Money.of(0.1).plus(Money.of(0.2)).eq(Money.of('0.3'))).toBe(true);
  });
  it('round-trips 15 integer digits and 2 decimals', () => {
    const s = '999999999999999.99';
    expect(Money.of(s).toString()).toBe(s);
    expect(Money.of('-123456789012345.67').toString()).toBe('-123456789012345.67');
    // one cent more than 15 nines stays exact (a double would not)
    expect(Money.of(s).plus(Money.of('0.01')).toString()).toBe('1000000000000000.00');
  });
  it('parses commas, signs, blanks; rejects more than two decimals', () => {
    expect(Money.of('1,234.5').toString()).toBe('1234.50');
    expect(Money.of('-0.07').cents).toBe(-7n);
    expect(Money.of('').isZero()).toBe(true);
    expect(Money.of(null).isZero()).toBe(true);
    expect(() => Money.of('1.234')).toThrow(RangeError);
    expect(() => Money.of(1.234)).toThrow(RangeError);
    expect(() => Money.of('abc')).toThrow(RangeError);
  });
  it('rounds to whole dollars half away from zero', () => {
    expect(Money.of('10.49').roundDollars().toString()).toBe('10.00');
    expect(Money.of('10.50').roundDollars().toString()).toBe('11.00');
    expect(Money.of('-10.50').roundDollars().toString()).toBe('-11.00');
    expect(Money.of('-10.49').roundDollars().toString()).toBe('-10.00');
    expect(Money.of('10.99').floorDollars().toString()).toBe('10.00');
    expect(Money.of('-10.01').floorDollars().toString()).toBe('-11.00');
    expect(Money.of('1234.50').toWholeDollars()).toBe('1235');
  });
  it('multiplies by exact rates, rounding once to the cent', () => {
    // 50,000 × 0.9235 = 46,175.00
    expect(Money.dollars(50000).times('0.9235').toString()).toBe('46175.00');
    // 0.05 × 0.5 = 0.025 → 0.03 (half away from zero)
    expect(Money.of('0.05').times('0.5').toString()).toBe('0.03');
    expect(Money.of('-0.05').times('0.5').toString()).toBe('-0.03');
    // 1/3 of $100 = 33.33
    expect(Money.dollars(100).times(Rate.fraction(1, 3)).toString()).toBe('33.33');
    expect(Money.dollars(100).prorate(2, 3).toString()).toBe('66.67');
  });
  it('Rate arithmetic and rounding', () => {
    expect(Rate.of('0.153').times('2').toString(3)).toBe('0.306');
    expect(Rate.fraction(2, 3).round(3).toString(3)).toBe('0.667');
    expect(Rate.of('0.25').oneMinus().eq(Rate.of('0.75'))).toBe(true);
    expect(Rate.of('1.5').clamp(0, 1).eq(Rate.ONE)).toBe(true);
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(-5n, 2n)).toBe(-3n);
    expect(divRound(7n, -2n)).toBe(-4n);
  });
  it('steps, min/max, sums', () => {
    expect(Money.dollars(2001).stepsOf(Money.dollars(1000))).toBe(3n);
    expect(Money.dollars(2000).stepsOf(Money.dollars(1000))).toBe(2n);
    expect(Money.max(Money.dollars(1), Money.dollars(3), Money.dollars(2)).toString()).toBe('3.00');
    expect(Money.sum([Money.of('1.10'), Money.of('2.20')]).toString()).toBe('3.30');
  });
});
