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

  it('premium tax credit repayment limit, and both spouses sharing an HSA family limit', () => {
    checked(
      {
        filing_status: 'single',
        w2s: [{ wages: '30000', federal_income_tax: '0' }],
        f1095_a: [
          {
            marketplace_policy_number: '1',
            annual_enrollment_premium: '6000',
            annual_slcsp_premium: '6000',
            annual_advance_ptc: '5900',
          },
        ],
      },
      ['f8962.l28'],
    );
    const couple = (allocation?: string): Return => ({
      filing_status: 'mfj',
      w2s: [
        { wages: '90000', federal_income_tax: '0' },
        { wages: '50000', owner: 'spouse' },
      ],
      hsas: [
        { owner: 'taxpayer', coverage: 'family', contributions: '3000', family_limit_allocation: allocation },
        { owner: 'spouse', coverage: 'family', contributions: '2000' },
      ],
    });
    checked(couple(), ['f8889.l6', 'f8889#spouse.l6']);
    checked(couple('4000'), ['f8889.l6', 'f8889#spouse.l6']);
  });

  it('little earned income for the additional child tax credit, a phased-out education credit, a spouse who cannot take the savers credit', () => {
    checked(
      {
        filing_status: 'single',
        w2s: [{ wages: '2000', federal_income_tax: '0' }],
        dependents: [
          { first_name: 'K', date_of_birth: '2015-01-01', relationship: 'son', ssn: '123-45-6789' },
        ],
      },
      ['schedule8812.l19'],
    );
    checked(
      {
        filing_status: 'single',
        w2s: [{ wages: '84000', federal_income_tax: '0' }],
        education: [{ name: 'T', qualified_expenses: '4000' }],
        schedule_c: [{ business_name: 'B', gross_receipts: '300' }],
        adjustments: { self_employed_health_insurance: '500', student_loan_interest_paid: '2500' },
      },
      ['f8863.l7', 'scheduleSE.l13', 'studentLoanWks.l8'],
    );
    checked(
      {
        filing_status: 'mfj',
        w2s: [
          { wages: '30000', federal_income_tax: '0', box12: { D: '2000' } },
          { wages: '10000', owner: 'spouse', box12: { D: '500' } },
        ],
        spouse: { full_time_student: true },
      },
      ['f8880.l6b', 'f8880.l7'],
    );
  });
});
