/**
 * The residency test of a child who died during the year (issue 24).
 *
 * Source: Pub. 501 (2024), "Residency Test", "Death or birth of child": "A child who was born or
 * died during the year is treated as having lived with you more than half of the year if your home
 * was the child's home more than half of the time he or she was alive during the year." The same
 * rule is in the 2024 Form 1040 instructions for Schedule EIC line 6.
 */
import { describe, expect, it } from 'vitest';
import { dependentClaim } from '../../src/dependentClaim';
import { federalParams } from '../../src/params';
import { livedOverHalfTheYear } from '../../src/relationships';
import type { Dependent } from '../../src/types';
import { compute, expectLines } from './helpers';

const P = federalParams(2024);
const child = (months: number, died?: string): Dependent => ({
  first_name: 'Child',
  relationship: 'son',
  date_of_birth: '2016-05-10',
  months_lived_with: months,
  ssn: '111223344',
  date_of_death: died,
});

describe('residency test of a child who died in 2024 (Pub. 501)', () => {
  it('counts the time alive up to the day of death', () => {
    // Died March 31, 2024: alive Jan 1 – Mar 31 = 31 + 29 + 31 = 91 days. 3 months with the
    // filer = 3 × 366 / 12 = 91.5 days, more than 91 / 2 = 45.5: qualifies.
    expect(livedOverHalfTheYear(3, '2016-05-10', 2024, '2024-03-31')).toBe(true);
    // 1 month = 30.5 days, not more than 45.5: does not.
    expect(livedOverHalfTheYear(1, '2016-05-10', 2024, '2024-03-31')).toBe(false);
    // Without the date of death the ordinary rule asks more than half of 2024 (7 months).
    expect(livedOverHalfTheYear(3, '2016-05-10', 2024)).toBe(false);
    // Born Feb 1 and died Feb 29, 2024: alive 29 days; 1 month (30.5 days) is more than 14.5.
    expect(livedOverHalfTheYear(1, '2024-02-01', 2024, '2024-02-29')).toBe(true);
    // A date of death outside the tax year changes nothing.
    expect(livedOverHalfTheYear(3, '2016-05-10', 2024, '2025-02-01')).toBe(false);
  });

  it('the claim derived from the facts names the death', () => {
    const c = dependentClaim(child(3, '2024-03-31'), P);
    expect(c).toMatchObject({ qualifies_for_child_tax_credit: true, chosen: false });
    expect(c.reason).toBe(
      'under 17 at the end of 2024, died in 2024, lived with you 3 months, more than half the time alive',
    );
  });

  it('D1 a son who died March 31 after living with the filer 3 months gives the $2,000 credit', () => {
    // Single, wages 50,000: line 15 = 50,000 − 14,600 = 35,400; Tax Table 35,400–35,450 single:
    // 1,160 + 12% × (35,425 − 11,600) = 4,019. The son is a qualifying child (residency met by
    // the time alive), under 17, SSN: Schedule 8812 line 5 = 2,000; line 19 = 2,000.
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '50000', federal_income_tax: '5000' }],
      dependents: [child(3, '2024-03-31')],
    });
    expectLines(r, { 'f1040.l16': 4019, 'schedule8812.l5': 2000, 'f1040.l19': 2000 });
    // The same facts without the date of death: 3 months is not more than half of 2024, so a
    // son who is not a qualifying child is a qualifying relative: the $500 credit only.
    const alive = compute({
      filing_status: 'single',
      w2s: [{ wages: '50000', federal_income_tax: '5000' }],
      dependents: [child(3)],
    });
    expectLines(alive, { 'schedule8812.l5': 0, 'f1040.l19': 500 });
  });
});
