import { describe, expect, it } from 'vitest';
import { creditFields } from './CreditsPage';

const base = {
  version: 1,
  earned_income_credit: '0.00',
  child_tax_credit: '0.00',
  american_opportunity_credit: '0.00',
  additional_child_tax_credit: '0.00',
};
const names = (d: Parameters<typeof creditFields>[0]) => creditFields(d).map((f) => f.name);

describe('the credits step’s questions', () => {
  it('asks your Form 8880 amounts, the spouse’s only on a joint return', () => {
    expect(names(base)).toEqual([
      'other_schedule_3_amount',
      'roth_ira_contribution_taxpayer',
      'able_contribution_taxpayer',
      'other_deferrals_taxpayer',
      'other_distributions_taxpayer',
    ]);
    expect(names({ ...base, joint: true })).toEqual(
      expect.arrayContaining([
        'roth_ira_contribution_spouse',
        'able_contribution_spouse',
        'other_deferrals_spouse',
        'other_distributions_spouse',
      ]),
    );
  });
  it('asks the nontaxable pensions only when Schedule R may apply, and says why', () => {
    expect(names(base)).not.toContain('nontaxable_pensions');
    const pensions = creditFields({ ...base, asks_elderly_disabled: true }).find(
      (f) => f.name === 'nontaxable_pensions',
    );
    expect(pensions?.description).toMatch(/credit for the elderly or the disabled \(Schedule R, line 13b\)/);
    expect(creditFields(base).every((f) => f.name === 'other_schedule_3_amount' || f.description)).toBe(true);
  });
});
