import { computeReturn, type Result } from '../src/index';
import type { Return, W2 } from '../src/types';
import { expectExplanationsResolve, expectLinesNamedAsRead } from './explanations';

export function run(input: Return): Result {
  const r = computeReturn(input);
  expectExplanationsResolve(input, r.lines);
  expectLinesNamedAsRead(r.lines);
  return r;
}

/** A line's value in whole dollars as a number (lines are whole dollars). */
export function v(r: Result, key: string): number {
  return r.lines.get(key).toNumber();
}

export function w2(wages: number, extra: Partial<W2> = {}): W2 {
  const ss = Math.min(wages, 168600);
  return {
    employer_name: 'Employer',
    wages: String(wages),
    federal_income_tax: '0',
    social_security_wages: String(ss),
    social_security_tax: (ss * 0.062).toFixed(2),
    medicare_wages: String(wages),
    medicare_tax: (wages * 0.0145).toFixed(2),
    ...extra,
  };
}
