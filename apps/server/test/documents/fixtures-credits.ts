/**
 * Returns for the Schedule R / Form 8880 / 8889 / 8962 document tests (fictitious people). Each is
 * a worked return of packages/tax-engine/test/worked with names and SSNs added; the figures the
 * tests check by hand are computed beside them there and repeated in the test's comments.
 */
import type { Return } from '@taxprep/tax-engine';

/** Schedule R box 1 (engine R1): single, 70, pension $17,000. */
export const elderly: Return = {
  filing_status: 'single',
  taxpayer: {
    first_name: 'Rose',
    last_name: 'Elder',
    ssn: '400070001',
    date_of_birth: '1954-03-10',
    occupation: 'Retired',
  },
  digital_assets: false,
  f1099_r: [
    {
      payer_name: 'State Pension Fund',
      box1_gross_dist: '17000',
      box2a_taxable_amt: '17000',
      box7_distribution_codes: '7',
    },
  ],
};

/** Form 8880 both columns: joint, deferrals on both W-2s (box 12 D), a Roth IRA for the spouse. */
export const savers: Return = {
  filing_status: 'mfj',
  taxpayer: {
    first_name: 'Leo',
    last_name: 'Saver',
    ssn: '400070002',
    date_of_birth: '1990-06-01',
    occupation: 'Cook',
  },
  spouse: {
    first_name: 'Mia',
    last_name: 'Saver',
    ssn: '400070003',
    date_of_birth: '1991-08-15',
    occupation: 'Clerk',
  },
  digital_assets: false,
  w2s: [
    {
      owner: 'taxpayer',
      employer_name: 'Diner Inc',
      employer_ein: '111222333',
      wages: '26000',
      federal_income_tax: '900',
      box12: { D: '1500' },
    },
    {
      owner: 'spouse',
      employer_name: 'Market LLC',
      employer_ein: '444555666',
      wages: '18000',
      federal_income_tax: '600',
      box12: { D: '400' },
    },
  ],
  retirement_savings: { roth_ira_contribution_spouse: '1000' },
};

/**
 * Two Forms 8889 (Pub. 969 "Mr. and Mrs. Auburn", engine H1) with more: employer money on the
 * taxpayer's W-2 (code W), a taxpayer testing-period failure (Part III) and a spouse's taxable
 * distribution (Part II).
 */
export const hsaCouple: Return = {
  filing_status: 'mfj',
  taxpayer: {
    first_name: 'Al',
    last_name: 'Auburn',
    ssn: '400070004',
    date_of_birth: '1966-02-02',
    occupation: 'Manager',
  },
  spouse: {
    first_name: 'Bea',
    last_name: 'Auburn',
    ssn: '400070005',
    date_of_birth: '1971-04-04',
    occupation: 'Nurse',
  },
  digital_assets: false,
  w2s: [
    {
      owner: 'taxpayer',
      employer_name: 'Auburn Works',
      employer_ein: '777888999',
      wages: '90000',
      federal_income_tax: '9000',
      box12: { W: '500' },
    },
  ],
  hsas: [
    {
      owner: 'taxpayer',
      coverage: 'family',
      contributions: '4650',
      family_limit_allocation: '4150',
      last_month_rule_failure_income: '1200',
    },
    {
      owner: 'spouse',
      coverage: 'family',
      contributions: '4150',
      family_limit_allocation: '4150',
      distributions: '3000',
      qualified_medical_expenses: '2000',
    },
  ],
};

/** Form 8962, annual calculation (engine P1): single, wages $30,000, a full-year 1095-A. */
export const ptcAnnual: Return = {
  filing_status: 'single',
  taxpayer: {
    first_name: 'Ida',
    last_name: 'Market',
    ssn: '400070006',
    date_of_birth: '1985-01-01',
    occupation: 'Barista',
  },
  digital_assets: false,
  w2s: [{ employer_name: 'Cafe Co', employer_ein: '121212121', wages: '30000', federal_income_tax: '1500' }],
  f1095_a: [
    {
      monthly: Array.from({ length: 12 }, () => ({
        enrollment_premium: '500',
        slcsp_premium: '550',
        advance_ptc: '450',
      })),
    },
  ],
};

/**
 * Form 8962, monthly calculation with a repayment (Hawaii table): joint with one child, covered
 * January to June with advance payments larger than the credit.
 */
export const ptcMonthly: Return = {
  filing_status: 'mfj',
  taxpayer: {
    first_name: 'Kai',
    last_name: 'Nalu',
    ssn: '400070007',
    date_of_birth: '1980-05-05',
    occupation: 'Guide',
  },
  spouse: {
    first_name: 'Lea',
    last_name: 'Nalu',
    ssn: '400070008',
    date_of_birth: '1982-07-07',
    occupation: 'Teacher',
  },
  digital_assets: false,
  dependents: [
    {
      first_name: 'Keo',
      last_name: 'Nalu',
      ssn: '400070009',
      relationship: 'son',
      date_of_birth: '2015-04-01',
      months_lived_with: 12,
      qualifies_for_child_tax_credit: true,
    },
  ],
  w2s: [
    { employer_name: 'Island Tours', employer_ein: '343434343', wages: '60000', federal_income_tax: '3000' },
  ],
  premium_tax_credit: { poverty_line_region: 'hawaii' },
  f1095_a: [
    {
      monthly: Array.from({ length: 6 }, () => ({
        enrollment_premium: '1000',
        slcsp_premium: '1100',
        advance_ptc: '1000',
      })),
    },
  ],
};
