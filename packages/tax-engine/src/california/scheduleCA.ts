/**
 * Schedule CA (540) 2024, Part I — Income Adjustment Schedule. Column A is the federal return's
 * amount; column B subtractions and column C additions are filled where the law and the federal
 * return tell (2024 Schedule CA (540) instructions):
 *  - Section A line 1a: employer HSA contributions (W-2 box 12 code W) are added (column C).
 *  - Section A line 2: U.S. Treasury and savings bond interest (1099-INT box 3) is subtracted.
 *  - Section A line 6b: Social Security benefits are not taxed by California (column B = column A).
 *  - Section B line 1: state income tax refunds are subtracted; line 7: unemployment compensation.
 *  - Section C line 13: California does not allow the HSA deduction: "enter in column B the amount
 *    from federal Schedule 1, line 13" (line 27 subtracts line 26 from line 10 in every column, so
 *    an adjustment in column B adds it back to California AGI).
 * Other differences (IRA/pension basis, non-California municipal interest …) are the filer's: an
 * entered column B or C (input.scheduleCA.lines, not null) replaces the engine's.
 * Keys: Section A and C 'scheduleCA.partI.l{line}.{a|b|c}'; Section B, whose lines 1-7 repeat
 * Section A's numbers, 'scheduleCA.partI.secB.l{line}.{a|b|c}'.
 */
import { m, sumOf } from '../context';
import { Money } from '../money';
import { lineName } from '../names';
import type { CaCtx } from './context';
import { scheduleCaLabel } from './lines/scheduleCA-lines';
import type { CaLineGroup } from './types';

type Col = 'a' | 'b' | 'c';
const COLS: Col[] = ['a', 'b', 'c'];
export interface Cols {
  a: Money;
  b: Money;
  c: Money;
}
interface Amt {
  v: Money;
  text: string;
}

const SEC_A = ['1a', '1b', '1c', '1d', '1e', '1f', '1g', '1h'];
const SEC_A_REST: [string, string, string][] = [
  ['2', 'f1040.l2b', scheduleCaLabel('PART_I_SEC_A', '2')],
  ['3', 'f1040.l3b', scheduleCaLabel('PART_I_SEC_A', '3')],
  ['4b', 'f1040.l4b', 'IRA distributions, taxable amount'],
  ['5b', 'f1040.l5b', 'Pensions and annuities, taxable amount'],
  ['6b', 'f1040.l6b', 'Social security benefits, taxable amount'],
  ['7', 'f1040.l7', scheduleCaLabel('PART_I_SEC_A', '7')],
];
/** Section B lines 1-7, with the form's wording (the Schedule CA line table). */
const SEC_B: [string, string][] = ['1', '2a', '3', '4', '5', '6', '7'].map((l) => [
  l,
  scheduleCaLabel('PART_I_SEC_B', l),
]);
const CA_ONLY = ['9b1', '9b2', '9b3'];
const SEC_C = ['11', '12', '13', '14', '15', '16', '17', '18', '19a', '20', '21', '23'];

/** The filer's saved Schedule CA line, if any. */
export function enteredLine(cx: CaCtx, group: CaLineGroup, lineKey: string) {
  return cx.input.scheduleCA?.lines?.find((l) => l.group_code === group && l.line_key === lineKey);
}

/**
 * Writes one row: column A, then columns B and C from the filer's entry (not null) or the law.
 * A row whose three columns are zero is left out unless `always`.
 */
export function caRow(
  cx: CaCtx,
  base: string,
  group: CaLineGroup,
  lineKey: string,
  a: Amt,
  law: Partial<Record<'b' | 'c', Amt>> = {},
  always = false,
): Cols {
  const e = enteredLine(cx, group, lineKey);
  const pick = (col: 'b' | 'c'): Amt | undefined => {
    const v = col === 'b' ? e?.col_b : e?.col_c;
    if (v !== null && v !== undefined)
      return {
        v: m(v),
        text: `Entered by the filer (column ${col.toUpperCase()})`,
      };
    return law[col];
  };
  const b = pick('b');
  const c = pick('c');
  if (
    !always &&
    a.v.isZero() &&
    !b?.v.isPositive() &&
    !c?.v.isPositive() &&
    !b?.v.isNegative() &&
    !c?.v.isNegative()
  )
    return { a: Money.ZERO, b: Money.ZERO, c: Money.ZERO };
  const L = cx.L;
  const out = { a: L.setDollars(`${base}.a`, a.v, a.text), b: Money.ZERO, c: Money.ZERO };
  if (b && !b.v.isZero()) out.b = L.setDollars(`${base}.b`, b.v, b.text);
  if (c && !c.v.isZero()) out.c = L.setDollars(`${base}.c`, c.v, c.text);
  return out;
}

/** A total row: each column the sum (or `sign`ed combination) of other rows' columns. */
export function caTotal(
  cx: CaCtx,
  base: string,
  parts: { key: string; sign?: 1 | -1 }[],
  text: string,
): Cols {
  const out = {} as Cols;
  for (const col of COLS) {
    let v = Money.ZERO;
    for (const p of parts)
      v = p.sign === -1 ? v.minus(cx.L.get(`${p.key}.${col}`)) : v.plus(cx.L.get(`${p.key}.${col}`));
    out[col] = cx.L.setDollars(`${base}.${col}`, v, `${text} (column ${col.toUpperCase()})`);
  }
  return out;
}

const fed = (cx: CaCtx, key: string, text: string): Amt => ({
  v: cx.fed(key),
  text: `${text} (federal ${lineName(key)})`,
});
const same = (a: Amt, text: string): Amt => ({ v: a.v, text });

/** Letter lines of the federal form present (8a-8z, 24a-24z) plus those the filer entered. */
function letterLines(cx: CaCtx, fedPrefix: string, num: string, group: CaLineGroup): string[] {
  const re = new RegExp(`^${fedPrefix.replace('.', '\\.')}l${num}([a-z])$`);
  const set = new Set<string>();
  for (const l of cx.federal.lines.all()) {
    const hit = re.exec(l.key);
    if (hit) set.add(`${num}${hit[1]}`);
  }
  for (const l of cx.input.scheduleCA?.lines ?? [])
    if (l.group_code === group && new RegExp(`^${num}[a-z]$`).test(l.line_key)) set.add(l.line_key);
  return [...set].sort();
}

/** Part I; returns line 27 (A, B, C): B goes to Form 540 line 14, C to line 16. */
export function scheduleCAPartI(cx: CaCtx): Cols {
  const P = 'scheduleCA.partI';
  const f = cx.input.federal;
  const A: CaLineGroup = 'PART_I_SEC_A';
  const B: CaLineGroup = 'PART_I_SEC_B';
  const C: CaLineGroup = 'SECTION_C';
  // Section A
  const hsaW = sumOf(f.w2s, (w) => w.box12?.W ?? w.box12?.w);
  for (const l of SEC_A) {
    const law: Partial<Record<'b' | 'c', Amt>> = {};
    if (l === '1a' && hsaW.isPositive())
      law.c = {
        v: hsaW,
        text: 'Employer HSA contributions (W-2 box 12, code W) are taxable in California',
      };
    caRow(cx, `${P}.l${l}`, A, l, fed(cx, `f1040.l${l}`, `Form 1040 line ${l}`), law);
  }
  caTotal(
    cx,
    `${P}.l1z`,
    SEC_A.map((l) => ({ key: `${P}.l${l}` })),
    scheduleCaLabel('PART_I_SEC_A', '1z'),
  );
  for (const [l, key, text] of SEC_A_REST) {
    const a = fed(cx, key, text);
    const law: Partial<Record<'b' | 'c', Amt>> = {};
    if (l === '2') {
      const treasury = sumOf(f.f1099_int, (x) => x.box3_us_savings_bonds_treasury_interest);
      if (treasury.isPositive())
        law.b = {
          v: Money.min(treasury, a.v.clampZero()),
          text: 'U.S. savings bond and Treasury interest (Forms 1099-INT box 3), not taxed by California',
        };
    }
    if (l === '6b')
      law.b = same(a, 'Social security benefits are not taxable by California: column A amount');
    caRow(cx, `${P}.l${l}`, A, l, a, law);
  }
  // Section B
  const S = `${P}.secB`;
  for (const [l, text] of SEC_B) {
    const a = fed(cx, `schedule1.l${l}`, text);
    const law: Partial<Record<'b' | 'c', Amt>> = {};
    if (l === '1') law.b = same(a, 'State income tax refunds are not taxable by California: column A amount');
    if (l === '7') law.b = same(a, 'Unemployment compensation is not taxable by California: column A amount');
    caRow(cx, `${S}.l${l}`, B, l, a, law);
  }
  const eights = letterLines(cx, 'schedule1.', '8', B);
  for (const l of eights) caRow(cx, `${S}.l${l}`, B, l, fed(cx, `schedule1.l${l}`, 'Other income'));
  caTotal(
    cx,
    `${S}.l9a`,
    eights.map((l) => ({ key: `${S}.l${l}` })),
    scheduleCaLabel('PART_I_SEC_B', '9a'),
  );
  // Lines 9b1-9b3: California-only adjustments, entered by the filer in column B or C.
  for (const l of CA_ONLY) caRow(cx, `${S}.l${l}`, B, l, { v: Money.ZERO, text: 'No federal amount' });
  caTotal(
    cx,
    `${P}.l10`,
    [
      ...['1z', ...SEC_A_REST.map((r) => r[0])].map((l) => ({ key: `${P}.l${l}` })),
      ...[...SEC_B.map((r) => r[0]), '9a', ...CA_ONLY].map((l) => ({ key: `${S}.l${l}` })),
    ],
    // The form's "lines 1 through 9b in Section B": lines 8a-8z come in through their total, 9a.
    'Combine lines 1z through 7 in Section A and lines 1 through 7, 9a and 9b in Section B',
  );
  // Section C
  for (const l of SEC_C) {
    const a = fed(cx, `schedule1.l${l}`, `Schedule 1 line ${l}`);
    const law: Partial<Record<'b' | 'c', Amt>> = {};
    if (l === '13')
      law.b = same(a, 'California does not allow the HSA deduction: federal Schedule 1 line 13');
    caRow(cx, `${P}.l${l}`, C, l, a, law);
  }
  const twentyFours = letterLines(cx, 'schedule1.', '24', C);
  for (const l of twentyFours) caRow(cx, `${P}.l${l}`, C, l, fed(cx, `schedule1.l${l}`, 'Other adjustment'));
  caTotal(
    cx,
    `${P}.l25`,
    twentyFours.map((l) => ({ key: `${P}.l${l}` })),
    scheduleCaLabel('SECTION_C', '25'),
  );
  caTotal(
    cx,
    `${P}.l26`,
    [...SEC_C, '25'].map((l) => ({ key: `${P}.l${l}` })),
    scheduleCaLabel('SECTION_C', '26'),
  );
  return caTotal(
    cx,
    `${P}.l27`,
    [{ key: `${P}.l10` }, { key: `${P}.l26`, sign: -1 }],
    scheduleCaLabel('SECTION_C', '27'),
  );
}
