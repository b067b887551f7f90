/**
 * Schedule CA (540NR) 2024, Part II — Income Adjustment Schedule for nonresidents and part-year
 * residents. Columns A (federal), B (subtractions) and C (additions) are the resident Schedule CA
 * (540) Part I figures (scheduleCA.ts writes them under 'scheduleCA.partI.*'; the line numbers are
 * the same). This module adds, for every row:
 *  - column D, "Total amounts using California law as if you were a California resident":
 *    column A less column B plus column C;
 *  - column E, "California amounts": income earned or received while a California resident and
 *    income from California sources while a nonresident, as the filer allocates it per line
 *    (input.nr.ca_amounts). Without an entry, line 1a takes the W-2 wages of the California
 *    state rows (box 16 where box 15 is CA) and every other line zero.
 * Line 27 column E (line 10 less line 26) is the California AGI of Part IV line 1 and Form 540NR
 * line 32. Keys: 'scheduleCANR.partII.{row}.{d|e}', where {row} is the row of 'scheduleCA.partI'
 * ('l1a', 'secB.l3', 'l13' …); the filer's keys are the section letter and line ('A1a', 'B3', 'C13').
 */
import { m } from '../context';
import { Money } from '../money';
import type { CaCtx } from './context';
import { stateWages } from './f540';

import { CA_NR_ROWS, CA_NR_TOTALS, type CaNrRow } from './lines/scheduleCA-lines';

export { CA_NR_ROWS, type CaNrRow };

const P = 'scheduleCA.partI';
const NR = 'scheduleCANR.partII';
const byKey = new Map(CA_NR_ROWS.map((x) => [x.key, x]));

export interface ScheduleCANRResult {
  /** Line 27 columns D and E. */
  d: Money;
  e: Money;
}

/**
 * Part II columns D and E for every row the return has; returns line 27 D and E. `warnUnallocated`
 * is off when an entered California AGI replaces line 27 column E.
 */
export function scheduleCANRPartII(cx: CaCtx, warnUnallocated = true): ScheduleCANRResult {
  const L = cx.L;
  const entered = cx.input.nr?.ca_amounts ?? {};
  const has = (k: string): boolean => Object.prototype.hasOwnProperty.call(entered, k);
  for (const k of Object.keys(entered))
    if (!byKey.has(k))
      cx.warn(`Schedule CA (540NR): "${k}" is not a line of Part II; its amount is ignored.`);
  const caWages = stateWages(cx);
  let unallocated = false;
  for (const x of CA_NR_ROWS) {
    const base = `${P}.${x.row}`;
    const present = L.has(`${base}.a`) || L.has(`${base}.b`) || L.has(`${base}.c`);
    if (!present && !has(x.key) && !(x.key === 'A1a' && caWages.isPositive())) continue;
    const d = L.setDollars(
      `${NR}.${x.row}.d`,
      L.get(`${base}.a`)
        .minus(L.get(`${base}.b`))
        .plus(L.get(`${base}.c`)),
      'Column D: column A less column B plus column C (California law as if a full-year resident)',
    );
    if (has(x.key))
      L.setDollars(
        `${NR}.${x.row}.e`,
        m(entered[x.key]),
        'Column E: California amount entered by the filer (earned or received as a resident, or from California sources as a nonresident)',
      );
    else if (x.key === 'A1a')
      L.setDollars(
        `${NR}.${x.row}.e`,
        caWages,
        'Column E: California wages from Form(s) W-2 box 16 where box 15 is CA (change it on the 540NR screen if it differs)',
      );
    else {
      L.setDollars(`${NR}.${x.row}.e`, Money.ZERO, 'Column E: no California amount entered');
      if (!d.isZero()) unallocated = true;
    }
  }
  if (unallocated && warnUnallocated)
    cx.warn(
      'Schedule CA (540NR) column E: some income or adjustment lines have no California amount entered and count as $0 of California income; enter them on the 540NR screen.',
    );
  const total = (row: string, parts: { row: string; sign?: -1 }[]): void => {
    const t = CA_NR_TOTALS.find((x) => x.row === row)!;
    const text = t.text ?? t.label;
    for (const col of ['d', 'e'] as const) {
      let v = Money.ZERO;
      for (const p of parts) {
        const x = L.get(`${NR}.${p.row}.${col}`);
        v = p.sign === -1 ? v.minus(x) : v.plus(x);
      }
      L.setDollars(`${NR}.${row}.${col}`, v, `${text} (column ${col.toUpperCase()})`);
    }
  };
  const rows = (pred: (x: CaNrRow) => boolean) => CA_NR_ROWS.filter(pred).map((x) => ({ row: x.row }));
  total(
    'l1z',
    rows((x) => /^A1[a-h]$/.test(x.key)),
  );
  total(
    'secB.l9a',
    rows((x) => /^B8[a-z]$/.test(x.key)),
  );
  total('l10', [
    { row: 'l1z' },
    ...rows((x) => /^A(?!1)/.test(x.key)),
    ...rows((x) => /^B[1-7]/.test(x.key)),
    { row: 'secB.l9a' },
    ...rows((x) => /^B9b/.test(x.key)),
  ]);
  total(
    'l25',
    rows((x) => /^C24[a-z]$/.test(x.key)),
  );
  total('l26', [...rows((x) => /^C(1\d|19a|2[0-3])$/.test(x.key)), { row: 'l25' }]);
  total('l27', [{ row: 'l10' }, { row: 'l26', sign: -1 }]);
  return { d: L.get(`${NR}.l27.d`), e: L.get(`${NR}.l27.e`) };
}
