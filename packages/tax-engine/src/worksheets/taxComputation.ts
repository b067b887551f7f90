/**
 * The regular income tax on an amount of taxable income (Form 1040 line 16 "Tax"):
 * the 2024 Tax Table below $100,000 and the Tax Computation Worksheet (rate schedules) at or
 * above it. 2024 Instructions for Form 1040, "2024 Tax Table" and "2024 Tax Computation Worksheet".
 */
import { Money, Rate } from '../money';
import type { FilingStatus } from '../types';
import type { FederalParams } from '../params';

interface Bracket {
  lowerCents: bigint;
  upperCents: bigint | null;
  rate: Rate;
}

const SCHEDULES = new WeakMap<FederalParams, Record<FilingStatus, Bracket[]>>();

/** The year's rate schedules as brackets with exact rates (built once per parameter set). */
function schedules(params: FederalParams): Record<FilingStatus, Bracket[]> {
  const cached = SCHEDULES.get(params);
  if (cached) return cached;
  const out = {} as Record<FilingStatus, Bracket[]>;
  const brackets = params.tax.brackets;
  for (const status of Object.keys(brackets) as FilingStatus[]) {
    let lower = 0n;
    out[status] = brackets[status].map(([upper, rate]) => {
      const b: Bracket = {
        lowerCents: lower,
        upperCents: upper === null ? null : BigInt(upper) * 100n,
        rate: Rate.of(rate),
      };
      if (upper !== null) lower = BigInt(upper) * 100n;
      return b;
    });
  }
  SCHEDULES.set(params, out);
  return out;
}

/** Tax by the rate schedules, exact to the cent (each bracket's slice times its rate, summed, rounded once). */
export function scheduleTax(taxable: Money, status: FilingStatus, params: FederalParams): Money {
  if (taxable.cents <= 0n) return Money.ZERO;
  // Sum of slice × rate as an exact rational with denominator 100 (all rates are whole percents).
  let hundredthsOfCents = 0n;
  for (const b of schedules(params)[status]) {
    if (taxable.cents <= b.lowerCents) break;
    const top = b.upperCents === null || taxable.cents < b.upperCents ? taxable.cents : b.upperCents;
    const slice = top - b.lowerCents;
    hundredthsOfCents += (slice * b.rate.num * 100n) / b.rate.den;
  }
  return Money.fromCents(hundredthsOfCents).prorate(1, 100);
}

/** The marginal rate and its bracket for a taxable amount (for explanations). */
export function marginalRate(taxable: Money, status: FilingStatus, params: FederalParams): Rate {
  for (const b of schedules(params)[status]) {
    if (b.upperCents === null || taxable.cents < b.upperCents) return b.rate;
  }
  const top = params.tax.brackets[status].at(-1);
  return Rate.of(top ? top[1] : '0');
}

/**
 * The Tax Table row containing `taxable` (below $100,000): [at least, less than].
 * Rows are $5/$10 wide below $25 (0-5, 5-15, 15-25), $25 wide below $3,000, $50 wide from $3,000.
 */
export function taxTableRow(taxable: Money): [Money, Money] {
  const c = taxable.cents;
  if (c < 500n) return [Money.ZERO, Money.dollars(5)];
  if (c < 1500n) return [Money.dollars(5), Money.dollars(15)];
  if (c < 2500n) return [Money.dollars(15), Money.dollars(25)];
  const width = c < 300_000n ? 2_500n : 5_000n;
  const lo = (c / width) * width;
  return [Money.fromCents(lo), Money.fromCents(lo + width)];
}

/**
 * The Tax Table: the rate-schedule tax on the midpoint of the row, rounded to whole dollars.
 * Only for taxable income below $100,000 (throws otherwise).
 */
export function taxFromTable(taxable: Money, status: FilingStatus, params: FederalParams): Money {
  if (taxable.cents < 0n) return Money.ZERO;
  const limit = Money.dollars(params.tax.tableLimit);
  if (taxable.gte(limit)) throw new RangeError(`the Tax Table stops at ${fmtLimit(limit)}`);
  const [lo, hi] = taxTableRow(taxable);
  const mid = Money.fromCents((lo.cents + hi.cents) / 2n);
  return scheduleTax(mid, status, params).roundDollars();
}

/**
 * Form 1040 line 16 rule for ordinary income: Tax Table below $100,000, otherwise the
 * Tax Computation Worksheet (rate schedule), rounded to whole dollars.
 */
export function taxOnIncome(taxable: Money, status: FilingStatus, params: FederalParams): Money {
  // The tax is read from the taxable income: its explanation names that line.
  if (taxable.cents <= 0n) return Money.ZERO.via(taxable);
  if (taxable.lt(Money.dollars(params.tax.tableLimit)))
    return taxFromTable(taxable, status, params).via(taxable);
  return scheduleTax(taxable, status, params).roundDollars().via(taxable);
}

/** The Tax Table's column and the Tax Computation Worksheet's section of each filing status. */
const COLUMN: Record<FilingStatus, [string, string]> = {
  single: ['Single', 'A'],
  mfj: ['Married filing jointly', 'B'],
  qss: ['Married filing jointly', 'B'],
  mfs: ['Married filing separately', 'C'],
  hoh: ['Head of a household', 'D'],
};

/**
 * Where `taxOnIncome` found the tax, in the instructions' words: the Tax Table row and column, or
 * the Tax Computation Worksheet section with its rate and subtraction amount.
 */
export function taxComputationText(taxable: Money, status: FilingStatus, params: FederalParams): string {
  const [column, section] = COLUMN[status];
  if (taxable.cents <= 0n) return 'no tax on zero taxable income';
  if (taxable.lt(Money.dollars(params.tax.tableLimit))) {
    const [lo, hi] = taxTableRow(taxable);
    return `Tax Table, row "at least ${usd(lo)} but less than ${usd(hi)}", ${column} column`;
  }
  const rate = marginalRate(taxable, status, params);
  const subtraction = taxable.times(rate).minus(scheduleTax(taxable, status, params));
  const percent = Number((rate.num * 10000n) / rate.den) / 100;
  return `Tax Computation Worksheet, Section ${section} (${column}): ${usd(taxable)} × ${percent}% minus ${usd(subtraction)}`;
}

/** "$35,400" or "$35,400.50". */
function usd(v: Money): string {
  const [whole = '0', cents] = v.toString().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${grouped}${cents && cents !== '00' ? `.${cents}` : ''}`;
}

/** Words for explanations: which method `taxOnIncome` used. */
export function taxMethod(taxable: Money, params: FederalParams): string {
  return taxable.lt(Money.dollars(params.tax.tableLimit)) ? 'Tax Table' : 'Tax Computation Worksheet';
}

/** "$100,000" for the Tax Table error message. */
function fmtLimit(v: Money): string {
  return `$${v.toWholeDollars().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
