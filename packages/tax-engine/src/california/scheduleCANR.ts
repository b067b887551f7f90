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

export interface CaNrRow {
  /** The filer's key: section letter and line number ('A1a', 'B8z', 'C24a'). */
  key: string;
  /** The row of Schedule CA (540) Part I this line shares its columns A–C with. */
  row: string;
  label: string;
}

const r = (key: string, row: string, label: string): CaNrRow => ({ key, row, label });
const letters = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let c = from.charCodeAt(0); c <= to.charCodeAt(0); c++) out.push(String.fromCharCode(c));
  return out;
};

/** Every line of Part II that takes an amount (totals excluded), in the form's order. */
export const CA_NR_ROWS: readonly CaNrRow[] = [
  r('A1a', 'l1a', 'Total amount from federal Form(s) W-2, box 1'),
  r('A1b', 'l1b', 'Household employee wages not reported on Form(s) W-2'),
  r('A1c', 'l1c', 'Tip income not reported on line 1a'),
  r('A1d', 'l1d', 'Medicaid waiver payments not reported on Form(s) W-2'),
  r('A1e', 'l1e', 'Taxable dependent care benefits'),
  r('A1f', 'l1f', 'Employer-provided adoption benefits'),
  r('A1g', 'l1g', 'Wages from federal Form 8919'),
  r('A1h', 'l1h', 'Other earned income'),
  r('A2', 'l2', 'Taxable interest'),
  r('A3', 'l3', 'Ordinary dividends'),
  r('A4b', 'l4b', 'IRA distributions'),
  r('A5b', 'l5b', 'Pensions and annuities'),
  r('A6b', 'l6b', 'Social security benefits'),
  r('A7', 'l7', 'Capital gain or (loss)'),
  r('B1', 'secB.l1', 'Taxable refunds of state and local income taxes'),
  r('B2a', 'secB.l2a', 'Alimony received'),
  r('B3', 'secB.l3', 'Business income or (loss)'),
  r('B4', 'secB.l4', 'Other gains or (losses)'),
  r('B5', 'secB.l5', 'Rental real estate, royalties, partnerships, S corporations, trusts'),
  r('B6', 'secB.l6', 'Farm income or (loss)'),
  r('B7', 'secB.l7', 'Unemployment compensation'),
  ...letters('a', 'z').map((c) => r(`B8${c}`, `secB.l8${c}`, `Other income, line 8${c}`)),
  r('B9b1', 'secB.l9b1', 'Disaster loss deduction (FTB 3805V)'),
  r('B9b2', 'secB.l9b2', 'NOL deduction (FTB 3805V)'),
  r('B9b3', 'secB.l9b3', 'NOL deduction (FTB 3805Z, 3807 or 3809)'),
  r('C11', 'l11', 'Educator expenses'),
  r('C12', 'l12', 'Business expenses of reservists, performing artists, fee-basis officials'),
  r('C13', 'l13', 'Health savings account deduction'),
  r('C14', 'l14', 'Moving expenses'),
  r('C15', 'l15', 'Deductible part of self-employment tax'),
  r('C16', 'l16', 'Self-employed SEP, SIMPLE, and qualified plans'),
  r('C17', 'l17', 'Self-employed health insurance deduction'),
  r('C18', 'l18', 'Penalty on early withdrawal of savings'),
  r('C19a', 'l19a', 'Alimony paid'),
  r('C20', 'l20', 'IRA deduction'),
  r('C21', 'l21', 'Student loan interest deduction'),
  r('C23', 'l23', 'Archer MSA deduction'),
  ...letters('a', 'z').map((c) => r(`C24${c}`, `l24${c}`, `Other adjustments, line 24${c}`)),
];

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
  const total = (row: string, parts: { row: string; sign?: -1 }[], text: string): void => {
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
    'Add line 1a through line 1h',
  );
  total(
    'secB.l9a',
    rows((x) => /^B8[a-z]$/.test(x.key)),
    'Total other income. Add line 8a through line 8z',
  );
  total(
    'l10',
    [
      { row: 'l1z' },
      ...rows((x) => /^A(?!1)/.test(x.key)),
      ...rows((x) => /^B[1-7]/.test(x.key)),
      { row: 'secB.l9a' },
      ...rows((x) => /^B9b/.test(x.key)),
    ],
    'Combine line 1z through line 7 in Section A and line 1 through line 9b in Section B',
  );
  total(
    'l25',
    rows((x) => /^C24[a-z]$/.test(x.key)),
    'Total other adjustments. Add line 24a through line 24z',
  );
  total(
    'l26',
    [...rows((x) => /^C(1\d|19a|2[0-3])$/.test(x.key)), { row: 'l25' }],
    'Add line 11 through line 23 and line 25',
  );
  total('l27', [{ row: 'l10' }, { row: 'l26', sign: -1 }], 'Total. Subtract line 26 from line 10');
  return { d: L.get(`${NR}.l27.d`), e: L.get(`${NR}.l27.e`) };
}
