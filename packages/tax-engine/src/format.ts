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
