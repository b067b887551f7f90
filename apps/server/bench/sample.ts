/** The answers and documents the benchmarks seed: one realistic set, reused for every row. */
import type { FieldCipher } from '../src/lib/crypto';
import { sealReturnData } from '../src/services/returns/secrets';

/** Every seeded account's password. */
export const PASSWORD = 'benchpass1';

/** A married couple's basic answers (the SSNs are sealed before they are stored). */
export const ANSWERS = {
  personal: {
    first_name: 'Pat',
    last_name: 'Lee',
    ssn: '123456789',
    address: '1 Main St',
    city: 'Fresno',
    state: 'CA',
    zip_code: '93650',
    presidential_fund: false,
  },
  filing: {
    filing_status: 'married filing jointly',
    spouse_first_name: 'Sam',
    spouse_last_name: 'Lee',
    spouse_ssn: '987654321',
  },
  digital_assets: false,
};

/** ANSWERS with estimated payments, sealed as the app stores them. */
export const sealedAnswersWithPayments = (cipher: FieldCipher) =>
  sealReturnData(cipher, {
    ...ANSWERS,
    payments: { federal_other_tax_withheld: null, estimated_payments: '1200.00' },
  });

/** The last names the seeded returns take in turn. */
export const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Garcia',
  'Nguyen',
  'Brown',
  'Lee',
  'Patel',
  'Kim',
  'Lopez',
  'Wilson',
];

export const ACME_W2 = {
  employer_name: 'Acme',
  employee_ssn: '123456789',
  wages: '85000.00',
  federal_income_tax: '6000.00',
  owner: 'taxpayer',
};

export type Doc = [kind: string, data: Record<string, unknown>];
const times = (n: number, f: (i: number) => Doc): Doc[] => Array.from({ length: n }, (_, i) => f(i));

/** A busy return's 50 documents of mixed kinds, for the summary's latency goal. */
export const BUSY: Doc[] = [
  ...times(8, (i) => [
    'w2',
    {
      employer_name: `Employer ${i}`,
      employee_ssn: '123456789',
      wages: '12000.00',
      federal_income_tax: '900.00',
      owner: 'taxpayer',
    },
  ]),
  ...times(10, (i) => [
    'form1099_int',
    { payer_name: `Bank ${i}`, box1_interest_income: '250.00', box4_fed_tax_withheld: '0.00' },
  ]),
  ...times(8, (i) => [
    'form1099_div',
    {
      payer_name: `Fund ${i}`,
      box1a_ordinary_dividends: '400.00',
      box1b_qualified_dividends: '300.00',
      box2a_total_capital_gain: '100.00',
    },
  ]),
  ...times(4, (i) => [
    'form1099_r',
    {
      payer_name: `Plan ${i}`,
      box1_gross_dist: '5000.00',
      box2a_taxable_amt: '5000.00',
      box7_distribution_codes: '7',
    },
  ]),
  ...times(4, (i) => [
    'form1099_g',
    { payer_name: `State ${i}`, unemployment_comp: '1000.00', fed_tax_withheld: '100.00' },
  ]),
  ...times(2, (i) => [
    'schedule_c',
    {
      business_name: `Shop ${i}`,
      business_code: '541400',
      gross_receipts: '30000.00',
      supplies: '4000.00',
      accounting_method: 'cash',
      materially_participated: true,
    },
  ]),
  ...times(10, (i) => [
    'f8949',
    {
      box: i % 2 ? 'A' : 'D',
      description: `${i + 1} sh XYZ`,
      date_acquired: '2020-01-02',
      date_sold: '2024-05-01',
      proceeds: '2000.00',
      cost: '1500.00',
    },
  ]),
  ['schedule_d', { filing_status: 'married_filing_jointly', lt_14_loss_carry: '500.00' }],
  [
    'schedule_e',
    {
      paid_1099_required: false,
      filed_1099: null,
      properties: [
        {
          label: 'A',
          address: '1 Elm St',
          city_state_zip: 'Fresno, CA 93650',
          property_type: '1',
          fair_rental_days: 365,
          rents_received: '18000.00',
          mortgage_interest: '7000.00',
          depreciation: '6000.00',
        },
      ],
      partnerships: [],
      estates_trusts: [],
      remics: [],
    },
  ],
  ['schedule_1', { section: 'additional_income', category_key: 'gambling_income', amount: '500.00' }],
  ['schedule_1', { section: 'adjustment', category_key: 'educator_expenses', amount: '250.00' }],
];
if (BUSY.length !== 50) throw new Error(`the busy return has ${BUSY.length} documents, not 50`);
