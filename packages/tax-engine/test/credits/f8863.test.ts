import { describe, expect, it } from 'vitest';
import { Money } from '../../src/money';
import { Lines } from '../../src/lines';
import { form8863 as form8863Of, type Form8863Input, type Form8863Student } from '../../src/credits';
import { federalParams } from '../../src/params';

const P = federalParams(2024);
const form8863 = (input: Form8863Input, lines: Lines) => form8863Of(input, lines, P);

const $ = (v: string | number): Money => Money.of(v);
const student = (exp: number, over: Partial<Form8863Student> = {}): Form8863Student => ({
  adjustedQualifiedExpenses: $(exp),
  enrolledAtLeastHalfTime: true,
  ...over,
});
const base = (over: Partial<Form8863Input> = {}): Form8863Input => ({
  filingStatus: 'single',
  magi: $(50000),
  students: [student(5000)],
  tax: $(5000),
  creditsReducingLimit: Money.ZERO,
  ...over,
});

describe('Form 8863 American opportunity credit', () => {
  it('100% of the first $2,000 + 25% of the next $2,000; 40% refundable', () => {
    const lines = new Lines();
    const r = form8863(base(), lines);
    expect(lines.get('f8863.student1.l27').toString()).toBe('4000.00'); // 5,000 capped at 4,000
    expect(lines.get('f8863.student1.l28').toString()).toBe('2000.00');
    expect(lines.get('f8863.student1.l29').toString()).toBe('500.00');
    expect(lines.get('f8863.student1.l30').toString()).toBe('2500.00'); // 2,000 + 500
    expect(r.aotcAfterPhaseOut.toString()).toBe('2500.00'); // line 4 = 40,000 ≥ 10,000 → 1.000
    expect(r.refundableAotc.toString()).toBe('1000.00'); // 2,500 × 40%
    expect(lines.get('f8863.l9').toString()).toBe('1500.00');
    expect(r.nonrefundableEducationCredits.toString()).toBe('1500.00');
  });

  it('expenses under $2,000: line 30 = line 27', () => {
    const lines = new Lines();
    form8863(base({ students: [student(1500)] }), lines);
    expect(lines.get('f8863.student1.l30').toString()).toBe('1500.00');
  });

  it('under-24 rule: no refundable part, all of line 7 goes to line 9', () => {
    const r = form8863(base({ refundableAotcNotAllowed: true }), new Lines());
    expect(r.refundableAotc.toString()).toBe('0.00');
    expect(r.nonrefundableEducationCredits.toString()).toBe('2500.00');
  });

  it('phase-out $80,000–$90,000 single', () => {
    const at = (magi: string) => form8863(base({ magi: $(magi) }), new Lines());
    expect(at('80000').aotcAfterPhaseOut.toString()).toBe('2500.00'); // 10,000 / 10,000 → 1.000
    const mid = at('85000'); // 5,000 / 10,000 = 0.500
    expect(mid.aotcAfterPhaseOut.toString()).toBe('1250.00');
    expect(mid.refundableAotc.toString()).toBe('500.00');
    expect(at('90000').aotcAfterPhaseOut.toString()).toBe('0.00'); // line 4 = 0: stop
  });

  it('ratio rounded to three places (MFJ $160,000–$180,000)', () => {
    // line 4 = 180,000 − 173,333 = 6,667; 6,667 / 20,000 = 0.33335 → 0.333
    // line 7 = 2,500 × 0.333 = 832.50 (unrounded ratio would give 833.38); line 8 = 333.00
    const r = form8863(base({ filingStatus: 'mfj', magi: $(173333) }), new Lines());
    expect(r.phaseOutRatio.toString(3)).toBe('0.333');
    expect(r.aotcAfterPhaseOut.toString()).toBe('832.50');
    expect(r.refundableAotc.toString()).toBe('333.00');
  });

  it('students failing lines 23–26 go to the lifetime learning credit', () => {
    const lines = new Lines();
    const r = form8863(
      base({
        students: [
          student(3000, { aotcClaimedFourPriorYears: true }),
          student(3000, { enrolledAtLeastHalfTime: false }),
        ],
      }),
      lines,
    );
    expect(r.aotcAfterPhaseOut.toString()).toBe('0.00');
    expect(lines.get('f8863.l10').toString()).toBe('6000.00');
    expect(r.llcAfterPhaseOut.toString()).toBe('1200.00'); // 6,000 × 20%
  });
});

describe('Form 8863 lifetime learning credit and limits', () => {
  it('20% of up to $10,000 per return, limited by the Credit Limit Worksheet', () => {
    const lines = new Lines();
    const r = form8863(
      base({
        students: [
          student(7000, { electLifetimeLearning: true }),
          student(6000, { electLifetimeLearning: true }),
        ],
        tax: $(2500),
        creditsReducingLimit: $(1000),
      }),
      lines,
    );
    expect(lines.get('f8863.l11').toString()).toBe('10000.00'); // 13,000 capped
    expect(lines.get('f8863.l12').toString()).toBe('2000.00');
    expect(r.llcAfterPhaseOut.toString()).toBe('2000.00');
    expect(lines.get('f8863.clw.l6').toString()).toBe('1500.00'); // 2,500 − 1,000
    expect(r.nonrefundableEducationCredits.toString()).toBe('1500.00'); // min(2,000, 1,500)
  });

  it('AOTC and LLC together: CLW line 3 = line 18 + line 9', () => {
    const lines = new Lines();
    const r = form8863(
      base({
        students: [student(4000), student(5000, { completedFirstFourYears: true })],
        magi: $(87000),
        tax: $(10000),
      }),
      lines,
    );
    // ratio (90,000 − 87,000)/10,000 = 0.300; AOTC 2,500 × 0.3 = 750; line 8 = 300; line 9 = 450
    // LLC 5,000 × 20% = 1,000 × 0.3 = 300; CLW line 3 = 750
    expect(r.refundableAotc.toString()).toBe('300.00');
    expect(lines.get('f8863.clw.l3').toString()).toBe('750.00');
    expect(r.nonrefundableEducationCredits.toString()).toBe('750.00');
  });

  it('married filing separately: no education credit', () => {
    const r = form8863(base({ filingStatus: 'mfs' }), new Lines());
    expect(r.refundableAotc.toString()).toBe('0.00');
    expect(r.nonrefundableEducationCredits.toString()).toBe('0.00');
  });
});
