/**
 * Every worked return checks its explanations: each line's inputs name a line the return computed
 * (for California, or a federal line) or an input that holds an entered value. The test helpers call
 * this on every return they compute, so no worked return can refer to a line that does not exist.
 */
import { expect } from 'vitest';
import { describeInput } from '../src/index';
import type { Lines } from '../src/lines';

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

export function expectExplanationsResolve(input: object, ...sheets: Lines[]): void {
  expect(unresolvedReferences(input, sheets)).toEqual([]);
}
