/** Sample returns for the document tests (fictitious people and numbers). */
import type { Return } from '@taxprep/tax-engine';
import type { ReturnMeta } from '../../src/services/documents/meta';

export const singleW2: Return = {
  filing_status: 'single',
  taxpayer: {
    first_name: 'Ana',
    last_name: 'Lopez',
    ssn: '400011234',
    date_of_birth: '1990-05-01',
    occupation: 'Nurse',
  },
  digital_assets: false,
  w2s: [
    {
      employer_name: 'General Hospital',
      employer_ein: '123456789',
      employee_ssn: '400011234',
      wages: '52000',
      federal_income_tax: '5200',
      social_security_wages: '52000',
      social_security_tax: '3224',
      medicare_wages: '52000',
      medicare_tax: '754',
      state: 'CA',
      state_wages: '52000',
      state_income_tax: '1800',
    },
  ],
};

export const mfjFamily: Return = {
  filing_status: 'mfj',
  taxpayer: {
    first_name: 'Tom',
    last_name: 'Baker & <Sons>',
    ssn: '400022345',
    date_of_birth: '1985-02-03',
    occupation: 'Engineer',
  },
  spouse: {
    first_name: 'Jane',
    last_name: 'Baker',
    ssn: '400033456',
    date_of_birth: '1986-07-08',
    occupation: 'Teacher',
  },
  digital_assets: false,
  dependents: [
    {
      first_name: 'Lily',
      last_name: 'Baker',
      ssn: '400044567',
      relationship: 'daughter',
      date_of_birth: '2015-04-04',
      months_lived_with: 12,
      qualifies_for_child_tax_credit: true,
    },
    {
      first_name: 'Max',
      last_name: 'Baker',
      ssn: '400055678',
      relationship: 'son',
      date_of_birth: '2018-09-09',
      months_lived_with: 12,
      qualifies_for_child_tax_credit: true,
    },
  ],
  w2s: [
    {
      owner: 'taxpayer',
      employer_name: 'Acme & Co',
      employer_ein: '987654321',
      employee_ssn: '400022345',
      wages: '85000',
      federal_income_tax: '7000',
      social_security_wages: '85000',
      social_security_tax: '5270',
      medicare_wages: '85000',
      medicare_tax: '1232.50',
    },
    {
      owner: 'spouse',
      employer_name: 'School District',
      employer_ein: '555444333',
      employee_ssn: '400033456',
      wages: '42000',
      federal_income_tax: '3000',
      social_security_wages: '42000',
      social_security_tax: '2604',
      medicare_wages: '42000',
      medicare_tax: '609',
    },
  ],
  refund: {
    refund_routing_number: '021000021',
    refund_account_number: '123456789012',
    refund_account_type: 'Checking',
  },
};

export const selfEmployed: Return = {
  filing_status: 'single',
  taxpayer: {
    first_name: 'Sam',
    last_name: 'Rivera',
    ssn: '400066789',
    date_of_birth: '1980-01-15',
    occupation: 'Designer',
  },
  digital_assets: true,
  schedule_c: [
    {
      owner: 'taxpayer',
      principal_business: 'Graphic design',
      business_code: '541430',
      business_name: 'Rivera Design',
      accounting_method: 'cash',
      materially_participated: true,
      gross_receipts: '90000',
      advertising: '1200',
      office_expenses: '2400',
      supplies: '1800',
      utilities: '900',
      other_expenses: [{ description: 'Software subscriptions', amount: '1500' }],
    },
  ],
  payments: { estimated_payments: '12000' },
};

export function metaFor(overrides: Partial<ReturnMeta> = {}): ReturnMeta {
  return {
    returnId: 42,
    taxYear: 2024,
    address: { street: '100 Main St', apt: '2B', city: 'Springfield', state: 'IL', zip: '62701' },
    phone: '2175550100',
    email: 'filer@example.com',
    presidentialFund: { taxpayer: false, spouse: false },
    ipPin: {},
    designee: null,
    bank: null,
    preparer: null,
    overrides: [],
    generatedAt: new Date('2025-02-15T10:30:00Z'),
    ...overrides,
  };
}

export const familyMeta = (): ReturnMeta =>
  metaFor({
    presidentialFund: { taxpayer: true, spouse: false },
    designee: { name: 'Pat Preparer', phone: '2175550199', pin: '12345' },
    bank: { routing: '021000021', account: '123456789012', type: 'Checking' },
    preparer: {
      name: 'Pat Preparer',
      ptin: 'P01234567',
      selfEmployed: false,
      firmName: 'Best Tax LLC',
      firmEin: '361234567',
      firmAddress: '1 Tax Way, Springfield IL 62701',
      phone: '2175550199',
    },
  });
