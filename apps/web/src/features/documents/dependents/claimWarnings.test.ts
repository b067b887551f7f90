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
  it('warns about residency, both credits, and a missed child credit', () => {
    expect(claimWarnings({ ...child, months_lived_with: 3 })[0]).toMatch(/less than half of the year/);
    expect(claimWarnings({ ...child, qualifies_for_other_credit: true })[0]).toMatch(/only one credit/);
    expect(
      claimWarnings({ ...child, qualifies_for_child_tax_credit: false, qualifies_for_other_credit: true })[0],
    ).toMatch(/under 17/);
  });
});
