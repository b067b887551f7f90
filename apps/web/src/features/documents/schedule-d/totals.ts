import { F8949_BOXES, f8949Gain, scheduleDTotals, sumAmounts, type F8949Box } from '@taxprep/contracts';
import { onScheduleDDirectly, type F8949Row } from '@taxprep/tax-engine';

type Values = Record<string, unknown>;
export type BoxTotals = Record<F8949Box, string>;

/** The Schedule D line each Form 8949 box adds to (column h). */
export const BOX_LINE: Record<F8949Box, { field: string; line: string }> = {
  A: { field: 'st_1b_h', line: '1b' },
  B: { field: 'st_2_h', line: '2' },
  C: { field: 'st_3_h', line: '3' },
  D: { field: 'lt_8b_h', line: '8b' },
  E: { field: 'lt_9_h', line: '9' },
  F: { field: 'lt_10_h', line: '10' },
};

const gainOf = (r: Values) =>
  f8949Gain({
    proceeds: r.proceeds as string | null,
    cost: r.cost as string | null,
    adjustment: r.adjustment as string | null,
  });

/** Column (h) of the Form 8949 rows, added up per box. */
export function boxTotals(rows: readonly Values[]): BoxTotals {
  const out = {} as BoxTotals;
  for (const box of F8949_BOXES) out[box] = sumAmounts(rows.filter((r) => r.box === box).map(gainOf));
  return out;
}

/** Column (h) of the box A and D rows the engine totals on line 1a / 8a (no Form 8949, Exception 1). */
export type DirectTotals = { A: string; D: string };
export function directTotals(rows: readonly Values[]): DirectTotals {
  const direct = rows.filter((r) => onScheduleDDirectly(r as unknown as F8949Row));
  const of = (box: string) => sumAmounts(direct.filter((r) => r.box === box).map(gainOf));
  return { A: of('A'), D: of('D') };
}

const negate = (a: string) => (a.startsWith('-') ? a.slice(1) : `-${a}`);

/**
 * The screen's entries as the engine sees them: each box's Form 8949 rows added to its line, and
 * line 13 with the capital gain distributions of other forms (Forms 1099-DIV box 2a), which the
 * screen does not list but the server's line 15 includes.
 */
export function withOtherForms(v: Values, boxes: BoxTotals, distributions: string): Values {
  const out: Values = { ...v, lt_13: sumAmounts([v.lt_13, distributions]) };
  for (const box of F8949_BOXES) {
    const { field } = BOX_LINE[box];
    out[field] = sumAmounts([v[field], boxes[box]]);
  }
  return out;
}

/**
 * What the server's line 15 holds beyond the saved entries and the rows: the distributions of
 * Forms 1099-DIV. Worked out from the last save so the live figures match the server's after it.
 */
export function distributionsOf(saved: Values, boxes: BoxTotals): string {
  const own = scheduleDTotals(withOtherForms(saved, boxes, '0')).lt_15;
  return sumAmounts([saved.lt_15, negate(own)]);
}

/**
 * Every line the screen shows as computed, from the values being typed. The box A/D rows without
 * adjustments show on line 1a/8a, as the engine and the PDF put them; the totals are the same.
 */
export function liveLines(v: Values, boxes: BoxTotals, distributions: string, direct?: DirectTotals) {
  const all = withOtherForms(v, boxes, distributions);
  const out = { ...all, ...scheduleDTotals(all) } as Record<string, unknown>;
  if (direct) {
    out.st_1a_h = sumAmounts([out.st_1a_h, direct.A]);
    out.st_1b_h = sumAmounts([out.st_1b_h, negate(direct.A)]);
    out.lt_8a_h = sumAmounts([out.lt_8a_h, direct.D]);
    out.lt_8b_h = sumAmounts([out.lt_8b_h, negate(direct.D)]);
  }
  return out;
}
