/**
 * The parameter sets, one per tax year and jurisdiction. The only place (with the package's
 * index.ts) that imports a year module; everything else receives a set through the computation
 * context.
 */
import type { FederalParams } from './federal-types';
import { federal2024 } from './federal2024';
import { federal2025 } from './federal2025';

export type { FederalParams, ByStatus, EicColumnParams, PhasedDeduction } from './federal-types';

const FEDERAL: Readonly<Record<number, FederalParams>> = { 2024: federal2024, 2025: federal2025 };

/** The federal figures for `taxYear`; a RangeError for a year the engine does not have. */
export function federalParams(taxYear: number): FederalParams {
  const p = Object.prototype.hasOwnProperty.call(FEDERAL, taxYear) ? FEDERAL[taxYear] : undefined;
  if (!p) throw new RangeError(`no federal parameters for tax year ${String(taxYear)}`);
  return p;
}

/** The tax years the engine can compute a federal return for, latest first. */
export const TAX_YEARS: readonly number[] = Object.keys(FEDERAL)
  .map(Number)
  .sort((a, b) => b - a);

/** The year of a return that names none (spec 000 creates 2024 returns). */
export const DEFAULT_TAX_YEAR = 2024;
