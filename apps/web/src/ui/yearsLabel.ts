import { TAX_YEARS } from '@taxprep/tax-engine';

/** The tax years the product prepares, for the public pages: "2025 and 2024" (latest first). */
export function yearsLabel(years: readonly number[] = TAX_YEARS): string {
  const y = years.map(String);
  return y.length <= 1 ? (y[0] ?? '') : `${y.slice(0, -1).join(', ')} and ${y[y.length - 1]!}`;
}
