import type { Money } from './money';

/** "$1,234" for explanations. */
export function fmt(v: Money): string {
  const neg = v.isNegative();
  const whole = v.abs().toWholeDollars();
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${neg ? '-' : ''}$${withCommas}`;
}

/** "$10,453.20" for explanations: `fmt` with the cents when the amount has any. */
export function fmtCents(v: Money): string {
  const cents = v.abs().toString().split('.')[1];
  if (!cents || cents === '00') return fmt(v);
  return `${v.isNegative() ? '-' : ''}${fmt(v.abs().floorDollars())}.${cents}`;
}

/**
 * An engine text that names the tax year by `{year}`, `{prev_year}` or `{next_year}` (as contracts'
 * yearText), filled in with the year of the return computed; a text without them is kept as is.
 */
export function withYear(text: string, year: number | undefined): string {
  if (year === undefined || !text.includes('{')) return text;
  return text
    .replace(/\{year\}/g, String(year))
    .replace(/\{prev_year\}/g, String(year - 1))
    .replace(/\{next_year\}/g, String(year + 1));
}
