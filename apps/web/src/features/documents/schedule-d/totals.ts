import { F8949_BOXES, f8949Gain, scheduleDTotals, sumAmounts, type F8949Box } from '@taxprep/contracts';

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

/** Column (h) of the Form 8949 rows, added up per box. */
export function boxTotals(rows: readonly Values[]): BoxTotals {
  const out = {} as BoxTotals;
  for (const box of F8949_BOXES) {
    const gains = rows
      .filter((r) => r.box === box)
      .map((r) =>
        f8949Gain({
          proceeds: r.proceeds as string | null,
          cost: r.cost as string | null,
          adjustment: r.adjustment as string | null,
        }),
      );
    out[box] = sumAmounts(gains);
  }
  return out;
}

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
  return sumAmounts([saved.lt_15, own.startsWith('-') ? own.slice(1) : `-${own}`]);
}

/** Every line the screen shows as computed, from the values being typed. */
export function liveLines(v: Values, boxes: BoxTotals, distributions: string) {
  const all = withOtherForms(v, boxes, distributions);
  return { ...all, ...scheduleDTotals(all) } as Record<string, unknown>;
}
