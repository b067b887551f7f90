/**
 * Explanations are recorded by the computation (provenance.ts), not written by hand: a line names
 * the lines and entered inputs its value was computed from. The worked returns all check that
 * every name resolves (test helpers call expectExplanationsResolve); these tests pin the rules.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeReturn, Lines, Money, type Return } from '../src/index';
import { flattenSources } from '../src/provenance';
import { expectLinesNamedAsRead, unresolvedReferences } from './explanations';
import { w2 } from './helpers';

const example = (name: string): Return =>
  JSON.parse(readFileSync(new URL(`../examples/${name}`, import.meta.url), 'utf8')) as Return;
const inputsOf = (input: Return, key: string): string[] => computeReturn(input).explain(key)!.inputs;

describe('sources travel with the arithmetic', () => {
  it('a sum names both operands; a line read back names only itself', () => {
    const L = new Lines();
    const a = L.set('x.a', Money.of('10'), 'a');
    const b = L.set('x.b', Money.of('5'), 'b');
    const c = L.set('x.c', a.plus(b).times('0.5'), 'half of a and b');
    expect(c.toString()).toBe('7.50');
    expect(L.explain('x.c')!.inputs).toEqual(['x.a', 'x.b']);
    const d = L.set('x.d', c.minus(Money.dollars(1)), 'c less a constant');
    // x.d read x.c, not the lines upstream of it; a constant is no source.
    expect(L.explain('x.d')!.inputs).toEqual(['x.c']);
    expect(d.toString()).toBe('6.50');
  });

  it('the larger or smaller of two amounts depends on both', () => {
    const L = new Lines();
    const a = L.set('x.a', Money.of('10'), 'a');
    const b = L.set('x.b', Money.of('5'), 'b');
    L.set('x.min', Money.min(a, b), 'smaller of a or b');
    L.set('x.clamp', b.minus(a).clampZero(), 'b less a, not below zero');
    expect(L.explain('x.min')!.inputs).toEqual(['x.a', 'x.b']);
    expect(L.explain('x.clamp')!.inputs).toEqual(['x.b', 'x.a']);
  });

  it('sources never change a value or equality', () => {
    const L = new Lines();
    const a = L.set('x.a', Money.of('10'), 'a');
    expect(a).toEqual(Money.of('10'));
    expect(a.eq(Money.dollars(10))).toBe(true);
    expect(flattenSources(a.src)).toEqual(['x.a']);
  });

  it('a line that is never computed is no source: reading it gives an untagged zero', () => {
    const L = new Lines();
    const missing = L.get('x.never');
    expect(missing.src).toBeUndefined();
    L.set('x.y', missing.plus(Money.of('3')), 'y');
    expect(L.explain('x.y')!.inputs).toEqual([]);
  });
});

describe('lines name what they read', () => {
  it('line 11 is line 9 less line 10, and line 1a names each W-2 by its index', () => {
    const input: Return = {
      filing_status: 'single',
      w2s: [w2(40000, { employer_name: 'A' }), w2(2000, { employer_name: 'B' })],
    };
    expect(inputsOf(input, 'f1040.l11')).toEqual(['f1040.l9', 'f1040.l10']);
    expect(inputsOf(input, 'f1040.l1a')).toEqual(['input.w2s.0.wages', 'input.w2s.1.wages']);
  });

  it('Schedule A line 6 names each of its four entered amounts (it used to name one)', () => {
    const input: Return = {
      filing_status: 'single',
      w2s: [w2(90000)],
      itemize: true,
      schedule_a: {
        state_local_taxes: '8000',
        mortgage_interest_1098: '12000',
        other_taxes_a_amount: '100',
        other_taxes_b_amount: '200',
        other_taxes_c_amount: '300',
        other_taxes: '400',
      },
    } as Return;
    const r = computeReturn(input);
    // 100 + 200 + 300 + 400 = 1,000.
    expect(r.lines.get('scheduleA.l6').toNumber()).toBe(1000);
    expect(r.explain('scheduleA.l6')!.inputs).toEqual([
      'input.schedule_a.other_taxes_a_amount',
      'input.schedule_a.other_taxes_b_amount',
      'input.schedule_a.other_taxes_c_amount',
      'input.schedule_a.other_taxes',
    ]);
  });

  it('Form 4952 line 6 names the income it is computed from, and line 8 the lines 3 and 6 it compares', () => {
    const input: Return = {
      filing_status: 'single',
      w2s: [w2(90000)],
      itemize: true,
      f1099_int: [{ payer_name: 'Bank', box1_interest_income: '1500' }],
      schedule_a: { state_local_taxes: '9000', mortgage_interest_1098: '9000', investment_interest: '2500' },
    } as Return;
    const r = computeReturn(input);
    // Interest of $1,500 is the whole net investment income: the deduction is limited to it.
    expect(r.lines.get('f4952.l6').toNumber()).toBe(1500);
    expect(r.lines.get('f4952.l8').toNumber()).toBe(1500);
    expect(r.explain('f4952.l6')!.inputs.length).toBeGreaterThan(0);
    expect(r.explain('f4952.l8')!.inputs).toEqual(['f4952.l3', 'f4952.l6']);
    expect(unresolvedReferences(input, [r.lines])).toEqual([]);
  });

  it('the Form 8582 MAGI names every income line it adds, not just line 1z', () => {
    const magi = inputsOf(example('complex-mfj.json'), 'f8582.magi');
    for (const k of ['f1040.l1z', 'f1040.l2b', 'f1040.l3b', 'f1040.l7', 'scheduleC.l31'])
      expect(magi).toContain(k);
  });

  it('a preparer override keeps the inputs of the computed line', () => {
    const input: Return = { filing_status: 'single', w2s: [w2(40000)] };
    const r = computeReturn(input, { overrides: { 'f1040.l10': '500' } });
    expect(r.explain('f1040.l11')!.inputs).toEqual(['f1040.l9', 'f1040.l10']);
    expect(r.lines.get('f1040.l11').toNumber()).toBe(39500);
  });
});

describe('the worked examples', () => {
  for (const name of ['single-w2.json', 'complex-mfj.json']) {
    it(`${name}: every line and input an explanation names exists on the return`, () => {
      const input = example(name);
      const r = computeReturn(input);
      expect(unresolvedReferences(input, [r.lines])).toEqual([]);
      expectLinesNamedAsRead(r.lines);
      // Each Form 1040 line that adds or subtracts other lines names them.
      for (const key of ['f1040.l9', 'f1040.l11', 'f1040.l15', 'f1040.l24', 'f1040.l33'])
        expect(r.explain(key)!.inputs.length).toBeGreaterThan(0);
    });
  }
});
