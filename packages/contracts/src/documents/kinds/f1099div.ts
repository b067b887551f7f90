/** Form 1099-DIV, Dividends and Distributions (boxes named in the 1099-INT style). */
import { TAX_YEAR } from '../../constants';
import type { DocumentDef } from '../define';
import {
  amountOf,
  AT_LEAST_ONE,
  cents,
  messagesFor,
  money,
  ownerField,
  party,
  stateRows,
  text,
} from '../parts';

export const form1099Div: DocumentDef = {
  kind: 'form1099_div',
  title: 'Form 1099-DIV',
  short: '1099-DIV',
  route: '1099-div',
  checklist: 'dividends',
  routeAliases: ['1099div'],
  description: 'Dividends and capital gain distributions (lines 3a, 3b and 7)',
  engine: 'f1099_div',
  toEngine: (d) => ({
    ...d,
    box2b_unrecaptured_1250_gain: d.box2b_unrecap_1250_gain,
    box2d_collectibles_28_gain: d.box2d_collectibles_gain,
  }),
  listing: {
    order: 130,
  },
  chooser: [{ label: '1099-DIV', path: '1099-div?target=1040', order: 90 }],
  listAmount: 'box1a_ordinary_dividends',
  efile: { prefix: 'F1099DIV', payerTin: 'ein', recipientTin: 'recipient_tin', order: 20 },
  api: {
    list: ['/api/form1040/:id/1099div'],
    create: ['/api/1099div'],
    createUnder: ['/api/form1040/:id/1099div'],
    item: ['/api/1099div/:id'],
  },
  sections: [
    {
      legend: 'Payer',
      fields: [
        {
          name: 'tax_year',
          label: 'Tax year',
          kind: 'year',
          message: 'Enter a 4-digit year',
          initial: String(TAX_YEAR),
          taxYear: 'same',
        },
        ...party('payer', {
          address: 'street',
          addressMin: 3,
          addressMessage: 'Street seems too short',
          phone: true,
          country: true,
        }),
      ],
    },
    {
      legend: 'Recipient',
      fields: [
        ownerField('Whose 1099-DIV', 'On a joint return: whose account paid these dividends.'),
        ...party('recipient', {
          address: 'street',
          addressMin: 3,
          addressMessage: 'Street seems too short',
          country: true,
        }),
        text('account_number', 'Account number', { max: 40, secret: true }),
      ],
    },
    {
      legend: 'Amounts',
      fields: [
        money('box1a_ordinary_dividends', 'Box 1a Total ordinary dividends'),
        money('box1b_qualified_dividends', 'Box 1b Qualified dividends'),
        money('box2a_total_capital_gain', 'Box 2a Total capital gain distr.'),
        money('box2b_unrecap_1250_gain', 'Box 2b Unrecap. Sec. 1250 gain'),
        money('box2c_section_1202_gain', 'Box 2c Section 1202 gain'),
        money('box2d_collectibles_gain', 'Box 2d Collectibles (28%) gain'),
        money('box2e_section_897_ordinary', 'Box 2e Section 897 ordinary dividends'),
        money('box2f_section_897_capital_gain', 'Box 2f Section 897 capital gain'),
        money('box3_nondividend_distributions', 'Box 3 Nondividend distributions'),
        money('box4_federal_income_tax_withheld', 'Box 4 Federal income tax withheld'),
        money('box5_section_199a_dividends', 'Box 5 Section 199A dividends'),
        money('box6_investment_expenses', 'Box 6 Investment expenses'),
        money('box7_foreign_tax_paid', 'Box 7 Foreign tax paid'),
        text('box8_foreign_country', 'Box 8 Foreign country or U.S. possession', { max: 60 }),
        money('box12_exempt_interest_dividends', 'Box 12 Exempt-interest dividends'),
        money(
          'box13_private_activity_bond_dividends',
          'Box 13 Specified private activity bond interest dividends',
        ),
      ],
    },
  ],
  rows: stateRows(['Box 14', 'Box 15', 'Box 16']),
  columns: [
    { key: 'id', label: 'ID' },
    { key: 'payer_name', label: 'Payer' },
    { key: 'box1a_ordinary_dividends', label: 'Ordinary (1a)', money: true },
    { key: 'box1b_qualified_dividends', label: 'Qualified (1b)', money: true },
    { key: 'box2a_total_capital_gain', label: 'Cap. gain (2a)', money: true },
    { key: 'box4_federal_income_tax_withheld', label: 'Fed WH (4)', money: true },
  ],
  atLeastOne: {
    fields: [
      'box1a_ordinary_dividends',
      'box2a_total_capital_gain',
      'box3_nondividend_distributions',
      'box4_federal_income_tax_withheld',
      'box5_section_199a_dividends',
      'box7_foreign_tax_paid',
      'box12_exempt_interest_dividends',
    ],
    message: AT_LEAST_ONE,
  },
  refine: (v, issue) => {
    if (cents(v.box1b_qualified_dividends) > cents(v.box1a_ordinary_dividends))
      issue('box1b_qualified_dividends', 'Box 1b cannot exceed Box 1a');
    for (const k of ['box2b_unrecap_1250_gain', 'box2c_section_1202_gain', 'box2d_collectibles_gain'])
      if (cents(v[k]) > cents(v.box2a_total_capital_gain)) issue(k, 'Cannot exceed Box 2a');
    if (cents(v.box5_section_199a_dividends) > cents(v.box1a_ordinary_dividends))
      issue('box5_section_199a_dividends', 'Box 5 cannot exceed Box 1a');
    if (cents(v.box13_private_activity_bond_dividends) > cents(v.box12_exempt_interest_dividends))
      issue('box13_private_activity_bond_dividends', 'Box 13 cannot exceed Box 12');
  },
  messages: messagesFor('1099-DIV', 'Failed to submit 1099-DIV.'),
  preview: (v) => [
    { label: 'Ordinary dividends (line 3b)', value: amountOf(v.box1a_ordinary_dividends) },
    { label: 'Qualified dividends (line 3a)', value: amountOf(v.box1b_qualified_dividends) },
    { label: 'Capital gain distributions', value: amountOf(v.box2a_total_capital_gain) },
    { label: 'Fed WH', value: amountOf(v.box4_federal_income_tax_withheld) },
  ],
};
