/**
 * Form 2441 line 2 entered person by person (each qualifying person's expenses in column (d)).
 * I2441 (2024): line 3 is the smaller of line 2 column (d) and $3,000 (one person) or $6,000 (two
 * or more); line 8 is 20% for AGI over $43,000.
 */
import { describe, expect, it } from 'vitest';
import { born, compute, expectLines } from './helpers';

const kid = (id: number, year: number) => ({
  id,
  first_name: `Kid${id}`,
  relationship: 'son',
  date_of_birth: `${year}-03-01`,
  months_lived_with: 12,
});

describe('Form 2441: qualifying persons entered one by one', () => {
  it('two children, $4,000 and $3,000: line 2 adds up to 7,000, line 3 is the $6,000 limit', () => {
    // MFJ, wages 30,000 + 30,000 (AGI 60,000 > 43,000 → 20%). 6,000 × 20% = 1,200.
    // Tax on 60,000 − 29,200 = 30,800 (Tax Table, MFJ) is 3,232 (2,320 + 12% × 7,600) ≥ 1,200: line 11 = 1,200.
    const r = compute({
      filing_status: 'mfj',
      taxpayer: { date_of_birth: born(1985) },
      spouse: { date_of_birth: born(1986) },
      dependents: [kid(1, 2018), kid(2, 2020)],
      w2s: [{ wages: '30000' }, { owner: 'spouse', wages: '30000' }],
      dependent_care: {
        persons: [
          { dependent_id: 1, expenses: '4000' },
          { dependent_id: 2, expenses: '3000' },
        ],
      },
    });
    expectLines(r, { 'f2441.l3': 6000, 'f2441.l9a': 1200, 'f2441.l11': 1200, 'schedule3.l2': 1200 });
  });

  it('one person entered though two dependents are under 13: the $3,000 limit of one person', () => {
    const r = compute({
      filing_status: 'mfj',
      taxpayer: { date_of_birth: born(1985) },
      spouse: { date_of_birth: born(1986) },
      dependents: [kid(1, 2018), kid(2, 2020)],
      w2s: [{ wages: '30000' }, { owner: 'spouse', wages: '30000' }],
      dependent_care: { persons: [{ dependent_id: 2, expenses: '5000' }] },
    });
    expectLines(r, { 'f2441.l3': 3000, 'f2441.l11': 600 });
    expect(r.lines.get('schedule3.l2').toString()).toBe('600.00');
  });
});
