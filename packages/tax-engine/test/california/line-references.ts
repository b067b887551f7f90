/**
 * The explanation checker (test/line-references.ts) over a California return: every worked return
 * of these tests (runCa in helpers.ts) must have no line whose text disagrees with its inputs.
 *
 * The checker reads the FTB's ways of writing references ("line 7 through line 10", "Schedule CA
 * (540), Part I, line 27, column B", "FTB 3514", worksheet names); every California line is
 * checked in full, columns included.
 * - NOT_YET: lines whose texts the checker may still find at odds with their inputs; empty now.
 *   A line put on it is not checked, so a line goes on it only with a reason written beside it.
 */
import type { Lines } from '../../src/lines';
import { lineReferenceProblems } from '../line-references';

export const NOT_YET = new Set<string>([]);

/** The line key a problem is about, without a Form 568's copy number ('f568#2.l7' → 'f568.l7'). */
const keyOf = (problem: string): string => problem.slice(0, problem.indexOf(': ')).replace(/#\d+(?=\.)/, '');

/** The California lines whose text names a line it did not read, or read a line it does not name. */
export function caLineReferenceProblems(lines: Lines, federal: Lines): string[] {
  return lineReferenceProblems(lines, federal).filter((p) => !NOT_YET.has(keyOf(p)));
}
