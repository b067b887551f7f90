/** Selects one tax year's California figures. Only src/california/index.ts calls this. */
import type { CaParams } from './ca-types';
import { ca2024 } from './ca2024';
import { ca2025 } from './ca2025';

const BY_YEAR: Record<number, CaParams> = { 2024: ca2024, 2025: ca2025 };

/** The FTB figures of `year`; throws RangeError for a year the engine does not know. */
export function caParams(year: number): CaParams {
  const p = BY_YEAR[year];
  if (!p) throw new RangeError(`no California figures for tax year ${year}`);
  return p;
}

/** Whether the engine has California figures for `year`. */
export function hasCaParams(year: number): boolean {
  return Object.prototype.hasOwnProperty.call(BY_YEAR, year);
}
