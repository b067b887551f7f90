/** The engine run on a return's decrypted answers and documents: pure, so the worker thread runs it too. */
import { computeReturn, type Result } from '@taxprep/tax-engine';
import { toEngineInput, type ItemRow } from './engine-input';
import type { ReturnData } from './sections';

export function overridesOf(data: ReturnData): Record<string, string> {
  return Object.fromEntries(Object.entries(data.overrides ?? {}).map(([k, v]) => [k, v.value]));
}

/** A return's answers with the tax year they are for: all the engine needs besides the documents. */
export interface YearData {
  readonly data: ReturnData;
  readonly taxYear: number;
}

export function compute(ret: YearData, items: ItemRow[]): Result {
  return computeReturn(toEngineInput(ret.data, items, ret.taxYear), { overrides: overridesOf(ret.data) });
}
