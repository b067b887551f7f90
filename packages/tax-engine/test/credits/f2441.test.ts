import { describe, expect, it } from 'vitest';
import { Money } from '../../src/money';
import { Lines } from '../../src/lines';
import {
  form2441 as form2441Of,
  form2441PartIII as form2441PartIIIOf,
  form2441Percentage as form2441PercentageOf,
  type Form2441BenefitsInput,
  type Form2441Input,
} from '../../src/credits';
import { federalParams } from '../../src/params';

const P = federalParams(2024);
const form2441 = (input: Form2441Input, lines: Lines) => form2441Of(input, lines, P);
const form2441PartIII = (input: Form2441BenefitsInput, lines: Lines) => form2441PartIIIOf(input, lines, P);
const form2441Percentage = (agi: Money) => form2441PercentageOf(agi, P);

const $ = (v: string | number): Money => Money.of(v);
const base = (over: Partial<Form2441Input> = {}): Form2441Input => ({
  filingStatus: 'single',
  qualifyingPersons: [{ expenses: $(4000) }],
  earnedIncome: $(30000),
  agi: $(30000),
  tax: $(5000),
  creditsReducingLimit: Money.ZERO,
  ...over,
});

describe('Form 2441 line 8 decimal', () => {
  it('35% through $15,000, down one point per $2,000 or part, 20% over $43,000', () => {
    const pct = (agi: string) => form2441Percentage($(agi)).toString(2);
    expect(pct('0')).toBe('0.35');
    expect(pct('15000')).toBe('0.35');
    expect(pct('15000.01')).toBe('0.34'); // any part of $2,000 over
    expect(pct('17000')).toBe('0.34');
    expect(pct('17000.01')).toBe('0.33');
    expect(pct('30000')).toBe('0.27'); // 15,000 over = 7.5 steps → 8
    expect(pct('41000.01')).toBe('0.21');
    expect(pct('43000')).toBe('0.21'); // 14 steps
    expect(pct('43000.01')).toBe('0.20');
    expect(pct('250000')).toBe('0.20');
  });
});

describe('Form 2441 Part II', () => {
  it('one person: $3,000 cap × 27% at AGI $30,000', () => {
    const lines = new Lines();
    const r = form2441(base(), lines);
    expect(r.qualifiedExpenses.toString()).toBe('3000.00'); // 4,000 capped at 3,000
    expect(lines.get('f2441.l6').toString()).toBe('3000.00');
    expect(r.credit.toString()).toBe('810.00'); // 3,000 × 0.27
  });

  it('limited by the lower-earning spouse (MFJ, two persons)', () => {
    const r = form2441(
      base({
        filingStatus: 'mfj',
        qualifyingPersons: [{ expenses: $(3500) }, { expenses: $(3500) }],
        earnedIncome: $(50000),
        spouseEarnedIncome: $(4000),
        agi: $(54000),
      }),
      new Lines(),
    );
    // line 3 = min(7,000, 6,000) = 6,000; line 6 = min(6,000, 50,000, 4,000) = 4,000; × 0.20 = 800
    expect(r.credit.toString()).toBe('800.00');
  });

  it('student spouse deemed $500 a month with two persons', () => {
    const lines = new Lines();
    const r = form2441(
      base({
        filingStatus: 'mfj',
        qualifyingPersons: [{ expenses: $(4000) }, { expenses: $(4000) }],
        earnedIncome: $(60000),
        spouseEarnedIncome: Money.ZERO,
        studentOrDisabled: { who: 'spouse', months: 9 },
        agi: $(60000),
      }),
      lines,
    );
    expect(lines.get('f2441.l5').toString()).toBe('4500.00'); // 9 × 500
    expect(r.credit.toString()).toBe('900.00'); // 4,500 × 0.20
  });

  it('student spouse deemed $250 a month with one person; actual earnings in those months replaced only when lower', () => {
    const lines = new Lines();
    form2441(
      base({
        filingStatus: 'mfj',
        spouseEarnedIncome: $(2000),
        studentOrDisabled: { who: 'spouse', months: 10, earnedInThoseMonths: $(1000) },
      }),
      lines,
    );
    // 2,000 − 1,000 + max(1,000, 10 × 250) = 3,500
    expect(lines.get('f2441.l5').toString()).toBe('3500.00');
  });

  it('limited by tax (Credit Limit Worksheet)', () => {
    const lines = new Lines();
    const r = form2441(base({ tax: $(700), creditsReducingLimit: $(200) }), lines);
    expect(r.creditLimit.toString()).toBe('500.00');
    expect(r.credit.toString()).toBe('500.00'); // min(810, 500)
  });

  it('married filing separately without box A: no credit', () => {
    const r = form2441(base({ filingStatus: 'mfs', spouseEarnedIncome: $(30000) }), new Lines());
    expect(r.creditAllowed).toBe(false);
    expect(r.credit.toString()).toBe('0.00');
    const apart = form2441(base({ filingStatus: 'mfs', mfsLivedApart: true }), new Lines());
    expect(apart.credit.toString()).toBe('810.00');
  });
});

describe('Form 2441 Part III (dependent care benefits)', () => {
  it('$5,000 excluded benefits reduce the $6,000 limit to $1,000', () => {
    const lines = new Lines();
    const r = form2441(
      base({
        filingStatus: 'mfj',
        qualifyingPersons: [{ expenses: $(4000) }, { expenses: $(4000) }],
        dependentCareBenefits: $(5000),
        earnedIncome: $(60000),
        spouseEarnedIncome: $(40000),
        agi: $(100000),
      }),
      lines,
    );
    // 15 = 5,000; 16 = 8,000; 17 = 5,000; 20 = 5,000; 21 = 5,000; 25 = 5,000; 26 = 0
    expect(r.excludedBenefits.toString()).toBe('5000.00');
    expect(r.taxableBenefits.toString()).toBe('0.00');
    // 27 = 6,000; 28 = 5,000; 29 = 1,000; 30 = 8,000 − 5,000 = 3,000; 31 = 1,000 → line 3
    expect(lines.get('f2441.l29').toString()).toBe('1000.00');
    expect(r.qualifiedExpenses.toString()).toBe('1000.00');
    expect(r.credit.toString()).toBe('200.00'); // 1,000 × 0.20
  });

  it('benefits over $5,000 are taxable and leave no credit', () => {
    const lines = new Lines();
    const r = form2441(
      base({
        qualifyingPersons: [{ expenses: $(7000) }],
        dependentCareBenefits: $(6000),
        earnedIncome: $(50000),
        agi: $(50000),
      }),
      lines,
    );
    // 17 = min(6,000, 7,000); 20 = 6,000; 21 = 5,000; 25 = 5,000; 26 = 6,000 − 5,000 = 1,000
    expect(r.taxableBenefits.toString()).toBe('1000.00');
    // 27 = 3,000; 28 = 5,000; 29 = 0 → no credit
    expect(r.credit.toString()).toBe('0.00');
  });

  it('MFS (not living apart): exclusion limited to $2,500', () => {
    const r = form2441PartIII(
      {
        filingStatus: 'mfs',
        qualifyingPersonCount: 1,
        dependentCareBenefits: $(4000),
        qualifiedExpensesIncurred: $(6000),
        earnedIncome: $(40000),
        spouseEarnedIncome: $(40000),
      },
      new Lines(),
    );
    expect(r.excludedBenefits.toString()).toBe('2500.00');
    expect(r.taxableBenefits.toString()).toBe('1500.00'); // 4,000 − 2,500
  });

  it('benefits from own business: deductible part (line 24) is not excluded', () => {
    const r = form2441PartIII(
      {
        filingStatus: 'single',
        qualifyingPersonCount: 1,
        dependentCareBenefits: $(4000),
        benefitsFromOwnBusiness: $(1000),
        qualifiedExpensesIncurred: $(6000),
        earnedIncome: $(40000),
      },
      new Lines(),
    );
    // 20 = 4,000; 21 = 5,000; 22 = 1,000; 23 = 3,000; 24 = 1,000; 25 = 4,000 − 1,000 = 3,000; 26 = 0
    expect(r.deductibleBenefits.toString()).toBe('1000.00');
    expect(r.excludedBenefits.toString()).toBe('3000.00');
    expect(r.taxableBenefits.toString()).toBe('0.00');
  });
});
