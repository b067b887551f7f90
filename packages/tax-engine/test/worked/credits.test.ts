/**
 * Worked 2024 returns — education credits (Form 8863, 2024): AOTC 100% of the first $2,000 +
 * 25% of the next $2,000, 40% refundable (line 8 → 1040 line 29); LLC 20% of up to $10,000;
 * MAGI phase-out $80,000-$90,000 ($160,000-$180,000 MFJ), ratio rounded to 3 places;
 * Credit Limit Worksheet. Credit for other dependents $500 (Schedule 8812 line 7).
 */
import { describe, expect, it } from 'vitest';
import { isQualifyingChildRelationship, relationshipFromText } from '../../src/relationships';
import { born, compute, expectForm, expectLines } from './helpers';

describe('education and other credits', () => {
  it('K1 AOTC for the taxpayer: nonrefundable 60% and refundable 40%', () => {
    const r = compute({
      filing_status: 'single',
      taxpayer: { date_of_birth: '1994-02-02' },
      w2s: [{ wages: '30000', federal_income_tax: '1500' }],
      education: [
        { student: 'taxpayer', qualified_expenses: '4000', claim_aotc: true, half_time_student: true },
      ],
    });
    expectLines(r, {
      'f8863.student1.l27': 4000,
      'f8863.student1.l28': 2000,
      'f8863.student1.l29': 500, // 25% x 2,000
      'f8863.student1.l30': 2500,
      'f8863.l1': 2500,
      'f8863.l7': 2500, // MAGI 30,000: 90,000 - 30,000 ≥ 10,000 → 1.000
      'f8863.l8': 1000, // 40% refundable
      'f8863.l9': 1500,
      'f8863.l19': 1500, // CLW: min(1,500, tax 1,619)
      'schedule3.l3': 1500,
      'schedule3.l8': 1500,
    });
    expectForm(r, {
      'f1040.l1a': 30000,
      'f1040.l1z': 30000,
      'f1040.l9': 30000,
      'f1040.l11': 30000,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 15400,
      'f1040.l16': 1619, // TT 15,400-15,450 single = 1,619
      'f1040.l18': 1619,
      'f1040.l20': 1500,
      'f1040.l21': 1500,
      'f1040.l22': 119,
      'f1040.l24': 119,
      'f1040.l25a': 1500,
      'f1040.l25d': 1500,
      'f1040.l29': 1000, // refundable AOTC
      'f1040.l32': 1000,
      'f1040.l33': 2500,
      'f1040.l34': 2381,
      'f1040.l35a': 2381,
    });
  });

  it('K2 MFJ: AOTC for a dependent college student in the phase-out range, plus ODC', () => {
    const r = compute({
      filing_status: 'mfj',
      dependents: [
        {
          id: 'kid',
          first_name: 'Lee',
          relationship: 'son',
          date_of_birth: '2005-03-03',
          months_lived_with: 12,
          student: true,
          ssn: '777889999',
          has_ssn: true,
          qualifies_for_other_credit: true,
        },
      ],
      w2s: [
        { owner: 'taxpayer', wages: '100000', federal_income_tax: '12000' },
        { owner: 'spouse', wages: '70000', federal_income_tax: '8000' },
      ],
      education: [{ student: 'kid', qualified_expenses: '5000', claim_aotc: true, half_time_student: true }],
    });
    expectLines(r, {
      'f8863.student1.l27': 4000, // capped at 4,000
      'f8863.student1.l30': 2500,
      'f8863.l2': 180000,
      'f8863.l3': 170000,
      'f8863.l4': 10000,
      'f8863.l5': 20000,
      'f8863.l7': 1250, // 2,500 x 0.500
      'f8863.l8': 500, // 40% x 1,250
      'f8863.l9': 750,
      'f8863.l19': 750,
      'schedule8812.l7': 500, // one other dependent (age 19)
      'schedule8812.l14': 500,
    });
    expectForm(r, {
      'f1040.l1a': 170000,
      'f1040.l1z': 170000,
      'f1040.l9': 170000,
      'f1040.l11': 170000,
      'f1040.l12': 29200,
      'f1040.l14': 29200,
      'f1040.l15': 140800,
      'f1040.l16': 21082, // Tax Computation Worksheet MFJ 22% row: 140,800 x 22% − 9,894 = 21,082
      'f1040.l18': 21082,
      'f1040.l19': 500, // ODC
      'f1040.l20': 750, // Schedule 3 line 8 (education)
      'f1040.l21': 1250,
      'f1040.l22': 19832,
      'f1040.l24': 19832,
      'f1040.l25a': 20000,
      'f1040.l25d': 20000,
      'f1040.l29': 500,
      'f1040.l32': 500,
      'f1040.l33': 20500,
      'f1040.l34': 668,
      'f1040.l35a': 668,
    });
  });

  it('K3 lifetime learning credit, half phased out', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '85000', federal_income_tax: '10000' }],
      education: [{ student: 'taxpayer', qualified_expenses: '6000', claim_aotc: false }],
    });
    expectLines(r, {
      'f8863.l10': 6000,
      'f8863.l11': 6000,
      'f8863.l12': 1200, // 20%
      'f8863.l18': 600, // (90,000 - 85,000) / 10,000 = 0.500
      'f8863.l19': 600,
      'schedule3.l3': 600,
    });
    expectForm(r, {
      'f1040.l1a': 85000,
      'f1040.l1z': 85000,
      'f1040.l9': 85000,
      'f1040.l11': 85000,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 70400,
      'f1040.l16': 10547, // TT 70,400-70,450 single = 10,547
      'f1040.l18': 10547,
      'f1040.l20': 600,
      'f1040.l21': 600,
      'f1040.l22': 9947,
      'f1040.l24': 9947,
      'f1040.l25a': 10000,
      'f1040.l25d': 10000,
      'f1040.l33': 10000,
      'f1040.l34': 53,
      'f1040.l35a': 53,
    });
  });
});

describe('dependent relationships come from the fixed list', () => {
  // 2024 EIC, one qualifying child: $4,213 for earned income from $12,390 to $22,720 (single)
  // (Rev. Proc. 2023-34 §3.06; EIC Table). No qualifying child: the $632 credit phases out
  // completely at $18,591, so at $20,000 of wages it is 0.
  const withDependent = (relationship: string) =>
    compute({
      filing_status: 'single',
      taxpayer: { date_of_birth: born(1990) },
      w2s: [{ wages: '20000', federal_income_tax: '0' }],
      dependents: [
        {
          first_name: 'Pat',
          relationship,
          date_of_birth: '1944-02-02',
          permanently_disabled: true,
          months_lived_with: 12,
          qualifies_for_child_tax_credit: false,
          qualifies_for_other_credit: true,
        },
      ],
    });

  it('a disabled grandparent is not a qualifying child: no EIC at $20,000 (was $4,213 by pattern match)', () => {
    expectLines(withDependent('grandparent'), { 'f1040.l27': 0 });
    expectLines(withDependent('Grandmother'), { 'f1040.l27': 0 });
  });

  it('a disabled grandchild is: $4,213', () => {
    expectLines(withDependent('grandchild'), { 'f1040.l27': 4213 });
    expectLines(withDependent('Grand-son'), { 'f1040.l27': 4213 });
  });

  it('an unlisted free-text relationship is not guessed, and says so', () => {
    const r = withDependent('child');
    expectLines(r, { 'f1040.l27': 0 });
    expect(
      r.warnings.some((w) => w.startsWith('Pat: the relationship "child" is not one of the listed')),
    ).toBe(true);
  });

  it('maps the former free-text words, and never by pattern', () => {
    expect(relationshipFromText('Step-Daughter')).toBe('stepchild');
    expect(relationshipFromText('HALF SISTER')).toBe('half sister');
    expect(relationshipFromText('grandparent')).toBe('grandparent');
    expect(relationshipFromText('other')).toBe('other relative');
    expect(relationshipFromText('sonny')).toBeNull();
    expect(isQualifyingChildRelationship('grandparent')).toBe(false);
    expect(isQualifyingChildRelationship('nephew')).toBe(true);
    expect(isQualifyingChildRelationship('parent')).toBe(false);
  });
});
