/**
 * Returns that reach branches no worked return reaches, run through the explanation checker
 * (line-references.ts): each line's text names exactly the lines its arithmetic read. Each case
 * first shows that its branch ran (the line exists), then that the checker finds nothing.
 */
import { describe, expect, it } from 'vitest';
import { computeReturn, type Return } from '../src/index';
import { lineReferenceProblems } from './line-references';

function checked(input: Return, mustHave: string[]) {
  const r = computeReturn(input);
  for (const key of mustHave) expect(r.lines.has(key), key).toBe(true);
  expect(lineReferenceProblems(r.lines)).toEqual([]);
  return r;
}

describe('explanations in branches the worked returns do not reach', () => {
  it('Schedule R after Form 2441: the care credit limit subtracts Schedule 3 line 1 only', () => {
    // Single, 65, AGI a little over the standard deduction: a small tax (line 18); a $100 care
    // expense takes part of it and Schedule R part of the rest, so both credits are on Schedule 3.
    const r = checked(
      {
        filing_status: 'single',
        taxpayer: { date_of_birth: '1950-01-01' },
        w2s: [{ wages: '17200', federal_income_tax: '0' }],
        dependents: [
          { first_name: 'A', date_of_birth: '2019-01-01', relationship: 'son', ssn: '123-45-6789' },
        ],
        dependent_care: { expenses_total: '100' },
        education: [{ name: 'T', qualified_expenses: '500', claim_aotc: false }],
        f1099_int: [{ box1_interest_income: '100', box6_foreign_tax_paid: '3.40' }],
      },
      ['f2441.clw.l2', 'scheduleR.l22', 'schedule3.l6d'],
    );
    expect(r.explain('f2441.clw.l2')!.inputs).toEqual(['schedule3.l1']);
  });

  it('IRA phase-out with no reduction, and the 28% and unrecaptured section 1250 gain worksheets', () => {
    checked(
      {
        filing_status: 'single',
        w2s: [{ wages: '60000', federal_income_tax: '0' }],
        f8949: [
          { description: 'Coin', proceeds: '9000', cost: '2000', box: 'D', collectibles_28_gain: '7000' },
          {
            description: 'Bldg',
            proceeds: '50000',
            cost: '20000',
            box: 'E',
            unrecaptured_1250_gain: '10000',
          },
          { description: 'S', proceeds: '1000', cost: '12000', box: 'A' },
        ],
        schedule_d: { lt_14_loss_carry: '1500.25' },
        adjustments: { ira_contribution_taxpayer: '7000', taxpayer_covered_by_retirement_plan: true },
      },
      ['iraDeductionWks.l8', 'rate28Wks.l7', 'unrecap1250Wks.l17', 'scheduleDTaxWks.l35'],
    );
  });
});
