/**
 * Helpers for the California tests: each builds the federal input, computes the federal return
 * (computeReturn), then California (computeCalifornia), and compares whole-dollar lines.
 */
import { expect } from 'vitest';
import {
  computeCalifornia,
  computeReturn,
  type CaResult,
  type CaReturn,
  type Return,
  type W2,
} from '../../src/index';
import { expectExplanationsResolve } from '../explanations';
import { caLineReferenceProblems } from './line-references';

export function runCa(
  federal: Return,
  ca: Omit<CaReturn, 'federal'> = {},
  overrides?: Record<string, string>,
): CaResult {
  const input: CaReturn = { federal, ...ca };
  const fed = computeReturn(federal);
  const r = computeCalifornia(input, fed, { overrides });
  expectExplanationsResolve(federal, fed.lines);
  expectExplanationsResolve(input, r.lines, fed.lines);
  // Every worked return: each line's text names the lines it read (line-references.ts).
  expect(caLineReferenceProblems(r.lines, fed.lines)).toEqual([]);
  return r;
}

/** A line's value in dollars as a number (0 when absent). */
export function val(r: Pick<CaResult, 'lines'>, key: string): number {
  return r.lines.get(key).toNumber();
}

export function expectLines(r: Pick<CaResult, 'lines'>, expected: Record<string, number>): void {
  const got: Record<string, number> = {};
  for (const k of Object.keys(expected)) got[k] = val(r, k);
  expect(got).toEqual(expected);
}

/** A California W-2: box 1 = box 16 = `wages`, box 17 = `caTax`. */
export function caW2(wages: number, caTax: number, extra: Partial<W2> = {}): W2 {
  return {
    wages: String(wages),
    state_wages: String(wages),
    state_income_tax: String(caTax),
    state: 'CA',
    ...extra,
  };
}

export const born = (year: number): string => `${year}-06-15`;

/** Required-information answers of a qualifying renter. */
export const RENTER = { housing: 'rent' as const, renter_paid_half_2024: true };
