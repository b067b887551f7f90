/** The engine run on a return's decrypted answers and documents: pure, so the worker thread runs it too. */
import { computeReturn, type Result } from '@taxprep/tax-engine';
import { toEngineInput, type ItemRow } from './engine-input';
import type { ReturnData } from './sections';

export function overridesOf(data: ReturnData): Record<string, string> {
  return Object.fromEntries(Object.entries(data.overrides ?? {}).map(([k, v]) => [k, v.value]));
}

export function compute(data: ReturnData, items: ItemRow[]): Result {
  return computeReturn(toEngineInput(data, items), { overrides: overridesOf(data) });
}
