import type { Money } from './money';

/** "$1,234" for explanations. */
export function fmt(v: Money): string {
  const neg = v.isNegative();
  const whole = v.abs().toWholeDollars();
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${neg ? '-' : ''}$${withCommas}`;
}
