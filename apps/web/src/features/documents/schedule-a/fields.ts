import type { SCHEDULE_A_AMOUNTS, SCHEDULE_A_TEXTS } from '@taxprep/contracts';

type Amount = (typeof SCHEDULE_A_AMOUNTS)[number];
type TextKey = (typeof SCHEDULE_A_TEXTS)[number];
export type Entry =
  { kind: 'amount'; name: Amount; label: string } | { kind: 'text'; name: TextKey; label: string };

const a = (name: Amount, label: string): Entry => ({ kind: 'amount', name, label });
const t = (name: TextKey, label: string): Entry => ({ kind: 'text', name, label });

/** Schedule A's lines in form order, grouped as on the form. The legacy names are not shown. */
export const SECTIONS: { legend: string; entries: Entry[] }[] = [
  {
    legend: 'Medical and dental expenses',
    entries: [
      a('medical_expenses', '1 Medical and dental expenses'),
      a('medical_reimbursement', 'Reimbursements received'),
    ],
  },
  {
    legend: 'Taxes you paid',
    entries: [
      a('state_local_taxes', '5a State and local income (or sales) taxes'),
      a('real_estate_taxes', '5b State and local real estate taxes'),
      a('personal_property_taxes', '5c State and local personal property taxes'),
      t('other_taxes_a_desc', '6 Other taxes (a): type'),
      a('other_taxes_a_amount', '6 Other taxes (a): amount'),
      t('other_taxes_b_desc', '6 Other taxes (b): type'),
      a('other_taxes_b_amount', '6 Other taxes (b): amount'),
      t('other_taxes_c_desc', '6 Other taxes (c): type'),
      a('other_taxes_c_amount', '6 Other taxes (c): amount'),
    ],
  },
  {
    legend: 'Interest you paid',
    entries: [
      a('mortgage_interest_1098', '8a Home mortgage interest on Form 1098'),
      a('mortgage_interest_not_1098', '8b Home mortgage interest not on Form 1098'),
      t('mortg_b_name', '8b Paid to: name'),
      t('mortg_b_id', '8b Paid to: SSN or EIN'),
      t('mortg_b_addr', '8b Paid to: address'),
      a('points_not_1098', '8c Points not on Form 1098'),
      a('points_reported_1098', 'Points on Form 1098'),
      a('investment_interest', '9 Investment interest'),
    ],
  },
  {
    legend: 'Gifts to charity',
    entries: [
      a('gifts_by_cash', '11 Gifts by cash or check'),
      a('gifts_other', '12 Other than by cash or check'),
      a('carryover_contributions', '13 Carryover from prior year'),
    ],
  },
  {
    legend: 'Casualty and other itemized deductions',
    entries: [
      a('casualty_loss', '15 Casualty and theft loss (federally declared disasters)'),
      t('other_itemized_a_desc', '16 Other (a): type'),
      a('other_itemized_a_amount', '16 Other (a): amount'),
      t('other_itemized_b_desc', '16 Other (b): type'),
      a('other_itemized_b_amount', '16 Other (b): amount'),
      t('other_itemized_c_desc', '16 Other (c): type'),
      a('other_itemized_c_amount', '16 Other (c): amount'),
      t('other_itemized_d_desc', '16 Other (d): type'),
      a('other_itemized_d_amount', '16 Other (d): amount'),
    ],
  },
];
