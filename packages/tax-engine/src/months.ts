/**
 * The months of the year, January first. The engine names them in explanations (Form 8962's monthly
 * lines); contracts writes the same list for its forms' rows and checks it against `Months` by type,
 * since contracts reads only the engine's types (see docs/decisions/006-dependency-direction.md).
 */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export type Months = typeof MONTHS;
