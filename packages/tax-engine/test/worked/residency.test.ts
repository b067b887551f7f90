/**
 * Worked 2024 returns — the residency test of a child born during the year, the claim flags derived
 * when the filer gives none, and the Form 8962 tax family.
 *
 * Sources: Pub. 501 (2024), "Residency Test", "Death or birth of child": a child born during the
 * year is treated as having lived with you more than half the year if your home was the child's
 * home more than half the time the child was alive during the year. 2024 Instructions for Form
 * 8962, "Tax family": you, your spouse if filing jointly, and the dependents you claim; line 1 is
 * their number. Table 1-1: $14,580 for the first person plus $5,140 for each additional one.
 */
import { describe, expect, it } from 'vitest';
import { dependentClaim } from '../../src/dependentClaim';
import { federalParams } from '../../src/params';
import { livedOverHalfTheYear } from '../../src/relationships';
import type { Dependent } from '../../src/types';
import { compute, expectLines } from './helpers';

const P = federalParams(2024);
const baby = (dob: string, months: number, extra: Partial<Dependent> = {}): Dependent => ({
  first_name: 'Newborn',
  relationship: 'daughter',
  date_of_birth: dob,
  months_lived_with: months,
  ssn: '111223333',
  ...extra,
});

describe('residency test of a child born in 2024 (Pub. 501)', () => {
  it('counts the time alive, not any month lived', () => {
    // Born Nov 15, 2024: alive 47 days (Nov 15-30 = 16, Dec = 31). 1 month = 366/12 = 30.5 days
    // with the filer, more than 47 / 2 = 23.5: qualifies.
    expect(livedOverHalfTheYear(1, '2024-11-15', 2024)).toBe(true);
    // Born Mar 1, 2024: alive 306 days (366 − 31 − 29). 2 months = 61 days, not more than 153.
    // The old rule ("any month") said yes.
    expect(livedOverHalfTheYear(2, '2024-03-01', 2024)).toBe(false);
    // 6 months = 183 days, more than 153: qualifies.
    expect(livedOverHalfTheYear(6, '2024-03-01', 2024)).toBe(true);
    // Born Jan 1: alive all 366 days; 6 months is exactly half, not more than half.
    expect(livedOverHalfTheYear(6, '2024-01-01', 2024)).toBe(false);
    // Born before 2024: the ordinary rule, 7 months or more.
    expect(livedOverHalfTheYear(6, '2020-06-01', 2024)).toBe(false);
    expect(livedOverHalfTheYear(7, '2020-06-01', 2024)).toBe(true);
    // No birth date: no time alive to measure, the ordinary rule.
    expect(livedOverHalfTheYear(3, undefined, 2024)).toBe(false);
  });

  it('R1 a child born March 1 who lived with the filer 2 months gives no child tax credit', () => {
    // Single, wages 50,000. Line 15 = 50,000 − 14,600 = 35,400; Tax Table 35,400–35,450 single:
    // 1,160 + 12% × (35,425 − 11,600) = 4,019.
    // The child is not a qualifying child (residency), so no $2,000; a daughter is a qualifying
    // relative without living with the filer (Pub. 501, relationship test; no gross income), so
    // the $500 credit for other dependents: line 19 = 500 (it was 2,000 under "any month").
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '50000', federal_income_tax: '5000' }],
      dependents: [baby('2024-03-01', 2)],
    });
    expectLines(r, { 'f1040.l15': 35400, 'f1040.l16': 4019, 'schedule8812.l5': 0, 'f1040.l19': 500 });
  });

  it('R2 a child born November 15 who lived with the filer 1 month gives the $2,000 credit', () => {
    // Same return; the child meets the residency test (47 days alive, 1 month with the filer),
    // under 17, SSN: Schedule 8812 line 4 = 1, line 5 = 2,000; tax 4,019 absorbs it: line 19 = 2,000.
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '50000', federal_income_tax: '5000' }],
      dependents: [baby('2024-11-15', 1)],
    });
    expectLines(r, { 'schedule8812.l5': 2000 });
    expectLines(r, { 'f1040.l16': 4019, 'f1040.l19': 2000 });
  });
});

describe('claim flags derived when the filer gives none', () => {
  it('a child under 17 who lived with the filer all year: child tax credit, with the reason', () => {
    const c = dependentClaim(baby('2015-06-01', 12, { relationship: 'son' }), P);
    expect(c).toMatchObject({
      qualifies_for_child_tax_credit: true,
      qualifies_for_other_credit: false,
      chosen: false,
      reason: 'under 17 at the end of 2024, lived with you 12 months',
    });
  });

  it('a parent: the credit for other dependents; an explicit choice is kept as it is', () => {
    const parent: Dependent = { first_name: 'Ma', relationship: 'parent', date_of_birth: '1950-01-01' };
    expect(dependentClaim(parent, P)).toMatchObject({
      qualifies_for_child_tax_credit: false,
      qualifies_for_other_credit: true,
      chosen: false,
    });
    expect(
      dependentClaim(
        { ...parent, qualifies_for_child_tax_credit: false, qualifies_for_other_credit: false },
        P,
      ),
    ).toMatchObject({ qualifies_for_other_credit: false, chosen: true, dependent: false });
  });
});

describe('Form 8962 line 1: the tax family is the people claimed', () => {
  it('P-fam MFJ with one claimed child and one listed but not claimed: family size 3', () => {
    // Line 1 = you + spouse + 1 claimed dependent = 3 (the nephew is listed with both credits
    // unticked: not claimed). Line 4 = 14,580 + 2 × 5,140 = 24,860. Counting every listed person
    // would give 4 and 30,000.
    const r = compute({
      filing_status: 'mfj',
      w2s: [{ wages: '40000', federal_income_tax: '2000' }],
      dependents: [
        baby('2015-06-01', 12, { relationship: 'son' }),
        {
          first_name: 'Nephew',
          relationship: 'nephew',
          date_of_birth: '2000-01-01',
          months_lived_with: 2,
          qualifies_for_child_tax_credit: false,
          qualifies_for_other_credit: false,
        },
      ],
      f1095_a: [
        {
          monthly: Array.from({ length: 12 }, () => ({
            enrollment_premium: '800',
            slcsp_premium: '900',
            advance_ptc: '600',
          })),
        },
      ],
    });
    expectLines(r, { 'f8962.l1': 3, 'f8962.l4': 24860 });
  });
});
