/**
 * Every worked return checks its explanations: each line's inputs name a line the return computed
 * (for California, or a federal line) or an input that holds an entered value. The test helpers call
 * this on every return they compute, so no worked return can refer to a line that does not exist.
 */
import { expect } from 'vitest';
import { describeInput, lineName } from '../src/index';
import type { Lines } from '../src/lines';
import { lineReferenceProblems } from './line-references';

export function unresolvedReferences(input: object, sheets: Lines[]): string[] {
  const [own] = sheets;
  const bad: string[] = [];
  for (const line of own!.all()) {
    for (const ref of line.inputs) {
      const ok = ref.startsWith('input.')
        ? describeInput(input as never, ref).length > 0
        : sheets.some((s) => s.has(ref));
      if (!ok) bad.push(`${line.key} → ${ref}`);
    }
  }
  return bad;
}

/** Each federal line's text names exactly the lines its arithmetic read (line-references.ts). */
export function expectLinesNamedAsRead(lines: Lines): void {
  expect(lineReferenceProblems(lines)).toEqual([]);
}

export function expectExplanationsResolve(input: object, ...sheets: Lines[]): void {
  expect(unresolvedReferences(input, sheets)).toEqual([]);
  expect(rawKeysShown(sheets)).toEqual([]);
}

/**
 * An internal key in words a user reads: a camelCase worksheet name ("ssBenefitsWks"), a dotted
 * key ("f1040.l1a", "A.l2h"), a bare line key ("l14") or a worksheet abbreviation ("clwa").
 */
export const RAW_KEY =
  /[a-z][A-Z]|\b[a-z][A-Za-z0-9#]+\.[a-zA-Z]|#|\bl\d|\bclw[ab]?\b|\bsecB\b|\bpart(I|II|III|IV)\b|Wks\b/;

/** The words of each line's explanation (its name, its formula, its inputs' names) that show a raw key. */
export function rawKeysShown(sheets: Lines[]): string[] {
  const bad: string[] = [];
  for (const s of sheets)
    for (const line of s.all()) {
      const texts = [
        lineName(line.key),
        line.formula,
        ...line.inputs.filter((k) => !k.startsWith('input.')).map(lineName),
      ];
      for (const t of texts) if (RAW_KEY.test(t)) bad.push(`${line.key}: ${t}`);
    }
  return [...new Set(bad)];
}
