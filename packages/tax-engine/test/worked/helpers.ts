/**
 * Shared helpers for the worked-return suite. Each test builds a `Return`, computes it, and
 * compares the lines it lists (whole dollars) — and, for the forms passed to `expectForm`, also
 * checks that every OTHER line of that form the engine produced is zero (so an unexpected
 * non-zero Form 1040 line fails the test).
 */
import { expect } from 'vitest';
import { computeReturn, type Result } from '../../src/index';
import type { Dependent, Return } from '../../src/types';
import { expectExplanationsResolve, expectLinesNamedAsRead } from '../explanations';

type Expected = Record<string, number>;
/** What the checks read: the sheet of lines (of a return or of a Form 1040-X). */
type Sheet = Pick<Result, 'lines'>;

export function compute(input: Return): Result {
  const r = computeReturn(input);
  expectExplanationsResolve(input, r.lines);
  expectLinesNamedAsRead(r.lines);
  return r;
}

/** The value of one line in whole dollars (0 when the return does not have it). */
export function line(res: Sheet, key: string): number {
  return res.lines.get(key).toNumber();
}

/** All keys of one form the engine produced. */
export function keysOf(res: Sheet, form: string): string[] {
  return res.lines.ofForm(form).map((l) => l.key);
}

/** Checks each listed line. */
export function expectLines(res: Sheet, expected: Expected): void {
  const got: Expected = {};
  for (const k of Object.keys(expected)) got[k] = line(res, k);
  expect(got).toEqual(expected);
}

/**
 * Checks each listed line AND that every other line of `form` (default Form 1040) is zero.
 * Lines that are only informational amounts on the 1040 (2a, 3a, 4a, 5a, 6a) must be listed too.
 */
export function expectForm(res: Sheet, expected: Expected, form = 'f1040'): void {
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

/** A son who lived with the filer all year, with an SSN: a qualifying child for the CTC and EIC. */
export const child = (name: string, dob: string, ssn: string, extra: Partial<Dependent> = {}): Dependent => ({
  first_name: name,
  relationship: 'son',
  date_of_birth: dob,
  months_lived_with: 12,
  ssn,
  has_ssn: true,
  qualifies_for_child_tax_credit: true,
  ...extra,
});
