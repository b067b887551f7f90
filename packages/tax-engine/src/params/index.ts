/**
 * The parameter sets, one per tax year and jurisdiction. The only place (with the package's
 * index.ts) that imports a year module; everything else receives a set through the computation
 * context.
 */
import type { FederalParams } from './federal-types';
import { federal2024 } from './federal2024';

export type { FederalParams, ByStatus, EicColumnParams } from './federal-types';

const FEDERAL: Readonly<Record<number, FederalParams>> = { 2024: federal2024 };

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
