import { describe, expect, it } from 'vitest';
import { ageAtYearEnd, claimWarnings, type ClaimFacts } from './claimWarnings';

const child: ClaimFacts = {
  date_of_birth: '2015-06-01',
  months_lived_with: 12,
  student: false,
  permanently_disabled: false,
  qualifies_for_child_tax_credit: true,
  qualifies_for_other_credit: false,
};

describe('dependent claim warnings', () => {
  it('accepts a child tax credit for a child under 17 who lived at home', () => {
    expect(claimWarnings(child)).toEqual([]);
  });
  it('warns when the child tax credit is claimed for someone 17 or older at the end of 2024', () => {
    expect(ageAtYearEnd('2007-12-31')).toBe(17);
    const w = claimWarnings({ ...child, date_of_birth: '2007-12-31' });
    expect(w[0]).toMatch(/17 at the end of 2024/);
  });
  it('counts ages at the end of the return’s own year: a child born in 2008 is 16 in 2024, 17 in 2025', () => {
    const ann = { ...child, date_of_birth: '2008-05-01' };
    // 2024 − 2008 = 16: under 17, no warning; 2025 − 2008 = 17: the child tax credit no longer applies.
    expect(claimWarnings(ann, 2024)).toEqual([]);
    expect(claimWarnings(ann, 2025)[0]).toMatch(
      /17 at the end of 2025; the credit is only for children under 17/,
    );
    // The missed credit names the year's amount: $2,000 for 2024, $2,200 for 2025 (P.L. 119-21).
    const odc = { ...child, qualifies_for_child_tax_credit: false, qualifies_for_other_credit: true };
    expect(claimWarnings(odc, 2024)[0]).toMatch(/\$2,000 child tax credit/);
    expect(claimWarnings(odc, 2025)[0]).toMatch(/\$2,200 child tax credit/);
  });
  it('warns about residency, both credits, and a missed child credit', () => {
    expect(claimWarnings({ ...child, months_lived_with: 3 })[0]).toMatch(/less than half of the year/);
    expect(claimWarnings({ ...child, qualifies_for_other_credit: true })[0]).toMatch(/only one credit/);
    expect(
      claimWarnings({ ...child, qualifies_for_child_tax_credit: false, qualifies_for_other_credit: true })[0],
    ).toMatch(/under 17/);
  });
  it('the child tax credit needs an SSN valid for work; no number, no credit', () => {
    expect(claimWarnings({ ...child, tin_type: 'itin' })).toEqual([
      'The child tax credit needs an SSN valid for work; with this number the $500 credit for other dependents applies instead.',
    ]);
    // "Valid for work only with DHS authorization", still authorized, is valid for work.
    expect(claimWarnings({ ...child, tin_type: 'ssn_dhs' })).toEqual([]);
    expect(claimWarnings({ ...child, tin_type: 'none' })[0]).toMatch(/Without an SSN, ITIN or ATIN/);
    // The $500 credit is the right claim for an ITIN child under 17: no "may apply instead".
    expect(
      claimWarnings({
        ...child,
        tin_type: 'itin',
        qualifies_for_child_tax_credit: false,
        qualifies_for_other_credit: true,
      }),
    ).toEqual([]);
  });
  it('warns when the citizenship test rules out the credits', () => {
    expect(claimWarnings({ ...child, citizenship: 'canada_mexico' })[0]).toMatch(
      /Canada or Mexico .* neither credit/,
    );
    expect(claimWarnings({ ...child, citizenship: 'other' })[0]).toMatch(/Only a U.S. citizen/);
    expect(claimWarnings({ ...child, citizenship: 'resident_alien' })).toEqual([]);
  });
});
