/**
 * California explanations agree with the computation. runCa (helpers.ts) runs the checker
 * (line-references.ts) over every worked California return of these tests; here, the lines the
 * issue named are checked in full on returns that reach them, and the check is shown to fail.
 */
import { describe, expect, it } from 'vitest';
import { Lines } from '../../src/lines';
import { Money } from '../../src/money';
import { lineReferenceProblems } from '../line-references';
import { caW2, runCa } from './helpers';
import { caLineReferenceProblems, NOT_YET } from './line-references';

/** The inputs a line's explanation records (none when the return has no such line). */
const inputsOf = (r: ReturnType<typeof runCa>, key: string): string[] => r.explain(key)?.inputs ?? [];

const owing = { filing_status: 'single' as const, w2s: [caW2(90000, 100)] };

describe('California explanations name the lines they read', () => {
  it('the lines the issue named are checked in full', () => {
    for (const k of [
      'ca540.l31',
      'ca540.l114',
      'ca540.l115',
      'ca540nr.l124',
      'ca540nr.l125',
      'schedulePNR.l25c',
    ])
      expect(NOT_YET.has(k)).toBe(false);
  });

  it('Form 540 line 114 (tax due) and line 31 (Tax Table) name what they read', () => {
    // Wages 90,000 with 100 withheld: the tax is more than the payments, so line 114 is positive.
    const r = runCa(owing);
    expect(r.lines.get('ca540.l114').isPositive()).toBe(true);
    const l114 = inputsOf(r, 'ca540.l114');
    for (const n of [94, 96, 99, 100, 110, 112, 113]) expect(l114).toContain(`ca540.l${n}`);
    expect(inputsOf(r, 'ca540.l31')).toEqual(['ca540.l19']);
  });

  it('Form 540NR line 124 names what it reads', () => {
    const r = runCa(owing, {
      residency: 'nonresident',
      nr: { residency_status: 'nonresident', agi_ca: '90000' },
    });
    expect(r.lines.get('ca540nr.l124').isPositive()).toBe(true);
    const l124 = inputsOf(r, 'ca540nr.l124');
    for (const n of [93, 103, 104, 120, 122, 123]) expect(l124).toContain(`ca540nr.l${n}`);
  });

  it('Schedule P (540NR) line 25c adds the lines 25a and 25b it names', () => {
    // The nonresident with incentive stock options of schedulePNR.test.ts: California AMT.
    const r = runCa(
      {
        filing_status: 'single',
        w2s: [caW2(150000, 9000), caW2(50000, 0, { state: 'NV' })],
        amt_adjustments: { incentive_stock_options: '300000' },
      },
      { residency: 'nonresident', nr: { residency_status: 'nonresident', agi_ca: '150000' } },
    );
    expect(inputsOf(r, 'schedulePNR.l25c').sort()).toEqual(['schedulePNR.l25a', 'schedulePNR.l25b']);
  });

  it('fails on a California line whose text names a line it did not read', () => {
    const L = new Lines();
    const a = L.setDollars('ca540.l111', Money.dollars(5), 'Amount you owe');
    L.setDollars('ca540.l112', Money.ZERO, 'Interest');
    L.setDollars('ca540.l114', a, 'Total amount due: add lines 111, 112 and 113');
    expect(lineReferenceProblems(L)).toEqual([
      'ca540.l114: "Total amount due: add lines 111, 112 and 113" names ca540.l112, which it did not read',
    ]);
    expect(caLineReferenceProblems(L, new Lines())).toHaveLength(1);
  });
});
