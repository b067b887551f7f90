/**
 * Worked 2024 returns — who gets the EIC, the child tax credit and the credit for other dependents.
 *
 * Sources: Pub. 596 (2024) Rule 2 (valid SSN: not an ITIN; "Valid for work only with DHS
 * authorization" only while the authorization is valid; "Not valid for employment" is not valid when
 * issued only for a federally funded benefit — IRC §32(m)), Rule 3 (MFS: separated-spouse rule and
 * a qualifying child who lived with the filer more than half of 2024), Rule 8 (a child without a
 * valid SSN is not counted), Rule 10 (the filer is not a qualifying child of another person), the
 * residency test (lived with the filer in the United States more than half the year); Instructions
 * for Schedule 8812 (2024): CTC needs an SSN valid for employment; ODC $500 for a dependent with an
 * SSN, ITIN or ATIN who is a U.S. citizen, national or resident alien; Pub. 501 (2024): qualifying
 * relative's gross income less than $5,050 and more than half the support from the filer.
 * EIC Table (2024): one child, earned income and AGI $20,000 → $4,213 (maximum, before the
 * $22,720 phase-out).
 */
import { describe, expect, it } from 'vitest';
import type { Dependent, Return, TinType } from '../../src/types';
import { born, compute, expectLines, line } from './helpers';

const kid = (extra: Partial<Dependent> = {}): Dependent => ({
  first_name: 'Kim',
  relationship: 'daughter',
  date_of_birth: born(2015),
  months_lived_with: 12,
  qualifies_for_child_tax_credit: true,
  ...extra,
});
const eicReturn = (over: Partial<Return> = {}): Return => ({
  filing_status: 'hoh',
  taxpayer: { date_of_birth: born(1990) },
  w2s: [{ wages: '20000' }],
  dependents: [kid()],
  ...over,
});
const eic = (over: Partial<Return> = {}): number => line(compute(eicReturn(over)), 'f1040.l27');

describe('EIC: the filer’s facts', () => {
  it('E1 the filer’s identifying number (Rule 2)', () => {
    const withTin = (tin: TinType) => eic({ taxpayer: { date_of_birth: born(1990), tin_type: tin } });
    expect(withTin('ssn')).toBe(4213);
    expect(withTin('ssn_dhs')).toBe(4213);
    expect(withTin('ssn_not_valid_for_employment')).toBe(4213);
    expect(withTin('ssn_dhs_expired')).toBe(0);
    expect(withTin('ssn_benefits_only')).toBe(0);
    expect(withTin('itin')).toBe(0);
  });

  it('E2 on a joint return the spouse needs a valid SSN too', () => {
    const mfj = (tin: TinType) =>
      eic({
        filing_status: 'mfj',
        spouse: { date_of_birth: born(1991), tin_type: tin },
      });
    // MFJ, one child, $20,000 is below the joint phase-out start ($29,640) → $4,213.
    expect(mfj('ssn')).toBe(4213);
    expect(mfj('itin')).toBe(0);
  });

  it('E3 a filer who is the qualifying child of another person gets no EIC (Rule 10)', () => {
    expect(eic({ taxpayer: { date_of_birth: born(1990), qualifying_child_of_another: true } })).toBe(0);
  });

  it('E4 MFS: only under the separated-spouse rule, and only with a qualifying child (Rule 3)', () => {
    // MFS uses the single column: one child at $20,000 → $4,213.
    expect(eic({ filing_status: 'mfs', mfs_separated_spouse_rule: true })).toBe(4213);
    expect(eic({ filing_status: 'mfs' })).toBe(0);
    // The older fact "lived apart all year" also meets the rule.
    expect(eic({ filing_status: 'mfs', mfs_lived_apart_all_year: true })).toBe(4213);
    // No qualifying child: no EIC for MFS even under the rule (age 34, $10,000 would otherwise give
    // the no-child credit).
    expect(
      eic({
        filing_status: 'mfs',
        mfs_separated_spouse_rule: true,
        dependents: [],
        w2s: [{ wages: '10000' }],
      }),
    ).toBe(0);
    expect(eic({ filing_status: 'single', dependents: [], w2s: [{ wages: '10000' }] })).toBeGreaterThan(0);
  });
});

describe('EIC: the child’s facts', () => {
  it('C1 a child who lived in the United States 6 months or less is not a qualifying child', () => {
    // $20,000 with no qualifying child is over the $18,591 completed phase-out → $0.
    expect(eic({ dependents: [kid({ months_in_us: 5 })] })).toBe(0);
    expect(eic({ dependents: [kid({ months_in_us: 7 })] })).toBe(4213);
  });

  it('C2 a child with an ITIN is not counted; an SSN "not valid for employment" is (Rule 8, IRC §32(m))', () => {
    expect(eic({ dependents: [kid({ tin_type: 'itin' })] })).toBe(0);
    expect(eic({ dependents: [kid({ tin_type: 'ssn_not_valid_for_employment' })] })).toBe(4213);
  });

  it('C3 without a countable child the filer may still get the no-child credit', () => {
    // Wages 10,000, child with an ITIN → column 0: EIC Table 10,000–10,050 → $632 (maximum row).
    expect(eic({ w2s: [{ wages: '10000' }], dependents: [kid({ tin_type: 'itin' })] })).toBe(632);
  });
});

describe('Child tax credit and credit for other dependents', () => {
  const family = (dependents: Dependent[]): Return => ({
    filing_status: 'single',
    taxpayer: { date_of_birth: born(1980) },
    w2s: [{ wages: '40000' }],
    dependents,
  });
  const credits = (d: Dependent) => {
    const r = compute(family([d]));
    return { ctc: line(r, 'schedule8812.l5'), odc: line(r, 'schedule8812.l7'), warnings: r.warnings };
  };

  it('D1 the child’s number decides CTC or ODC', () => {
    expect(credits(kid({ tin_type: 'ssn' }))).toMatchObject({ ctc: 2000, odc: 0 });
    expect(credits(kid({ tin_type: 'ssn_dhs' }))).toMatchObject({ ctc: 2000, odc: 0 });
    for (const tin of ['itin', 'atin', 'ssn_not_valid_for_employment', 'ssn_dhs_expired'] as TinType[])
      expect(credits(kid({ tin_type: tin }))).toMatchObject({ ctc: 0, odc: 500 });
    expect(credits(kid({ tin_type: 'none' }))).toMatchObject({ ctc: 0, odc: 0 });
    expect(credits(kid({ tin_type: 'itin' })).warnings).toContain(
      'Kim has an ITIN: the child tax credit needs an SSN valid for work, so Kim is counted for the credit for other dependents.',
    );
  });

  it('D2 the older has_ssn flag still works (false → the credit for other dependents)', () => {
    expect(credits(kid({ has_ssn: false }))).toMatchObject({ ctc: 0, odc: 500 });
  });

  it('D3 citizenship or residency', () => {
    expect(credits(kid({ citizenship: 'resident_alien' }))).toMatchObject({ ctc: 2000 });
    const cm = credits(kid({ citizenship: 'canada_mexico' }));
    expect(cm).toMatchObject({ ctc: 0, odc: 0 });
    expect(cm.warnings.some((w) => w.includes('resident of Canada or Mexico'))).toBe(true);
    expect(credits(kid({ citizenship: 'other' }))).toMatchObject({ ctc: 0, odc: 0 });
  });

  it('D4 qualifying relative: gross income less than $5,050 and over half the support', () => {
    const parent = (extra: Partial<Dependent>): Dependent => ({
      first_name: 'Pat',
      relationship: 'parent',
      date_of_birth: born(1950),
      months_lived_with: 0,
      qualifies_for_child_tax_credit: false,
      qualifies_for_other_credit: true,
      ...extra,
    });
    expect(credits(parent({ gross_income: '5049' }))).toMatchObject({ odc: 500 });
    const over = credits(parent({ gross_income: '5050' }));
    expect(over.odc).toBe(0);
    expect(over.warnings.some((w) => w.startsWith('Pat is not your dependent') && w.includes('$5,050'))).toBe(
      true,
    );
    expect(credits(parent({ filer_provided_over_half_support: false }))).toMatchObject({ odc: 0 });
    expect(credits(parent({ qualifying_child_of_another_taxpayer: true }))).toMatchObject({ odc: 0 });
  });

  it('D5 a child who provided over half of their own support or filed jointly is not a qualifying child', () => {
    // Own support: not a qualifying child; still a qualifying relative (related, income not given) → ODC.
    expect(credits(kid({ provided_over_half_own_support: true }))).toMatchObject({ ctc: 0, odc: 500 });
    // A joint return bars being anyone's dependent.
    expect(credits(kid({ filed_joint_return: true }))).toMatchObject({ ctc: 0, odc: 0 });
  });

  it('D6 a qualifying child’s own income does not matter (no gross income test)', () => {
    expect(expectLinesOf(family([kid({ gross_income: '9000' })]))).toBe(2000);
  });
});

function expectLinesOf(input: Return): number {
  const r = compute(input);
  expectLines(r, { 'schedule8812.l7': 0 });
  return line(r, 'schedule8812.l5');
}
