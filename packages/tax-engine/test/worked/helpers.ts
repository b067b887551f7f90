/**
 * Shared helpers for the worked-return suite. Each test builds a `Return`, computes it, and
 * compares the lines it lists (whole dollars) — and, for the forms passed to `expectForm`, also
 * checks that every OTHER line of that form the engine produced is zero (so an unexpected
 * non-zero Form 1040 line fails the test).
 */
import { expect } from 'vitest';
import * as engine from '../../src/index';
import type { Return } from '../../src/types';

type Expected = Record<string, number>;

// The engine's public API: computeReturn(input) → Result with a sheet of lines.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyResult = any;

export function compute(input: Return): AnyResult {
  return (engine as unknown as { computeReturn: (r: Return) => AnyResult }).computeReturn(input);
}

function asNumber(v: unknown): number {
  if (v === undefined || v === null) return 0;
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return Number(v.replace(/,/g, ''));
  if (typeof v === 'object') {
    const o = v as { value?: unknown; toNumber?: () => number; cents?: bigint };
    if (typeof o.toNumber === 'function') return o.toNumber();
    if ('value' in o) return asNumber(o.value);
  }
  throw new Error(`cannot read a line value from ${String(v)}`);
}

/** The value of one line in whole dollars (0 when the return does not have it). */
export function line(res: AnyResult, key: string): number {
  const L = res.lines;
  if (L && typeof L.get === 'function') return asNumber(L.get(key));
  if (L && typeof L === 'object') return asNumber(L[key]);
  throw new Error('result has no lines');
}

/** All keys of one form the engine produced. */
export function keysOf(res: AnyResult, form: string): string[] {
  const L = res.lines;
  if (L && typeof L.ofForm === 'function') return (L.ofForm(form) as { key: string }[]).map((l) => l.key);
  if (L && typeof L.all === 'function')
    return (L.all() as { key: string }[]).map((l) => l.key).filter((k) => k.startsWith(`${form}.`));
  return Object.keys(L as object).filter((k) => k.startsWith(`${form}.`));
}

/** Checks each listed line. */
export function expectLines(res: AnyResult, expected: Expected): void {
  const got: Expected = {};
  for (const k of Object.keys(expected)) got[k] = line(res, k);
  expect(got).toEqual(expected);
}

/**
 * Checks each listed line AND that every other line of `form` (default Form 1040) is zero.
 * Lines that are only informational amounts on the 1040 (2a, 3a, 4a, 5a, 6a) must be listed too.
 */
export function expectForm(res: AnyResult, expected: Expected, form = 'f1040'): void {
  const got: Expected = {};
  for (const k of Object.keys(expected)) got[k] = line(res, k);
  for (const k of keysOf(res, form)) {
    if (!(k in expected)) {
      const v = line(res, k);
      if (v !== 0) got[k] = v;
    }
  }
  expect(got).toEqual(expected);
}

/** A person born in the given year (mid-year). */
export const born = (year: number): string => `${year}-06-15`;
