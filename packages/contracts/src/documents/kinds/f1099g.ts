/** Form 1099-G, Certain Government Payments (spec 001: 1099-G screen and rules). */
import { TAX_YEAR } from '../../constants';
import type { DocumentDef } from '../define';
import {
  amountOf,
  AT_LEAST_ONE,
  cents,
  flag,
  messagesFor,
  money,
  negate,
  ownerField,
  party,
  sum,
  text,
} from '../parts';

const OTHER = ['rtaa_payments', 'taxable_grants', 'agriculture_payments', 'market_gain'];
const other = (v: Record<string, unknown>) => sum(OTHER.map((k) => v[k]));

export const form1099G: DocumentDef = {
  kind: 'form1099_g',
  title: 'Form 1099-G',
  short: '1099-G',
  route: '1099-g',
  checklist: 'unemployment',
  routeAliases: ['1099g'],
  description: 'Unemployment and state tax refunds (Schedule 1 lines 1 and 7)',
  engine: 'f1099_g',
  listing: {
    order: 120,
    details: [
      { key: 'payer_name', label: 'Payer' },
      { key: 'unemployment_comp', label: 'Unemployment compensation', money: true },
      { key: 'taxable_refund_amount', label: 'State or local refund', money: true },
      { key: 'fed_tax_withheld', label: 'Federal tax withheld', money: true },
    ],
  },
  chooser: [{ label: '1099-G', path: '1099-g?target=1040', order: 60 }],
  listAmount: 'unemployment_comp',
  efile: { prefix: 'F1099G', payerTin: 'ein', payerRequired: true, recipientTin: 'recipient_tin', order: 30 },
  api: {
    list: ['/api/form1040/:id/form1099g', '/api/form1040/:id/1099g'],
    create: ['/api/form1099g'],
    createUnder: [],
    item: ['/api/form1099g/:id'],
  },
  sections: [
    {
      legend: 'Payer & Recipient',
      fields: [
        ownerField('Whose 1099-G', 'On a joint return: who received these payments.'),
        {
          name: 'tax_year',
          label: 'Tax year',
          kind: 'year',
          range: [1900, 2100],
          message: 'Enter a valid 4-digit year',
          // The return is for 2024, so a new form is a 2024 form (the spec says "the current year").
          initial: String(TAX_YEAR),
          taxYear: 'same',
        },
        ...party('payer', {
          address: 'address',
          addressMin: 5,
          addressMessage: 'Address seems too short',
          checkState: true,
          phone: true,
          tinMessage: () => 'TIN must be 9 digits',
        }),
        ...party('recipient', {
          address: 'address',
          addressMin: 5,
          addressMessage: 'Address seems too short',
          checkState: true,
          tinMessage: () => 'TIN must be 9 digits',
        }),
        text('account_number', 'Account number', { max: 40, secret: true }),
      ],
    },
    {
      legend: 'Amounts & State Info',
      fields: [
        money('unemployment_comp', 'Box 1 Unemployment compensation'),
        money('repaid_in_2024', 'Part of box 1 you repaid in {year}', {
          hint: 'Unemployment paid back in {year} for an overpayment made in {year} is subtracted on Schedule 1 line 7 (“Repaid” is written beside it). A repayment of an earlier year’s benefits is not entered here.',
        }),
        money('state_tax_refund', 'Box 2 State or local income tax refunds, credits, or offsets'),
        {
          name: 'box2_tax_year',
          label: 'Box 3 Tax year of the box 2 refund',
          kind: 'year',
          message: 'Enter the tax year for Box 2',
          taxYear: 'notAfter',
        },
        money('taxable_refund_amount', 'Taxable part of box 2 (Schedule 1 line 1)', {
          hint: 'Only the part of the refund that lowered your tax when you itemized; 0 if you took the standard deduction.',
        }),
        money('fed_tax_withheld', 'Box 4 Federal income tax withheld'),
        money('rtaa_payments', 'Box 5 RTAA payments'),
        money('taxable_grants', 'Box 6 Taxable grants'),
        money('agriculture_payments', 'Box 7 Agriculture payments'),
        flag('trade_or_business_income', 'Box 8 Box 2 is trade or business income'),
        money('market_gain', 'Box 9 Market gain'),
        { name: 'state', label: 'Box 10a State', kind: 'state', message: 'Invalid state code' },
        text('state_id_no', 'Box 10b State identification no.', { max: 30 }),
        money('state_tax_withheld', 'Box 11 State income tax withheld'),
      ],
    },
  ],
  columns: [
    { key: 'tax_year', label: 'Year' },
    { key: 'payer_name', label: 'Payer' },
    { key: 'recipient_name', label: 'Recipient' },
    { key: 'unemployment_comp', label: 'Unemployment (1)', money: true },
    { key: 'state_tax_refund', label: 'Refund (2)', money: true },
    { key: 'fed_tax_withheld', label: 'Fed WH (4)', money: true },
    { key: 'other', label: 'Other (5/6/7/9)', money: true, value: other },
  ],
  atLeastOne: {
    fields: [
      'unemployment_comp',
      'state_tax_refund',
      'fed_tax_withheld',
      ...OTHER,
      'state_tax_withheld',
      'taxable_refund_amount',
    ],
    message: AT_LEAST_ONE,
  },
  refine: (v, issue) => {
    if ((v.state_id_no || amountOf(v.state_tax_withheld) !== '0.00') && !v.state)
      issue('state', 'State is required when Box 10b or 11 is filled');
    if (amountOf(v.state_tax_refund) !== '0.00' && !v.box2_tax_year)
      issue('box2_tax_year', 'Enter the tax year for Box 2');
    if (cents(v.repaid_in_2024) > cents(v.unemployment_comp))
      issue('repaid_in_2024', 'The amount repaid cannot exceed the box 1 unemployment compensation.');
    if (cents(v.taxable_refund_amount) > cents(v.state_tax_refund))
      issue('taxable_refund_amount', 'The taxable part cannot exceed the box 2 refund.');
  },
  messages: messagesFor('1099-G'),
  preview: (v) => [
    { label: 'Other income (boxes 5+6+7+9)', value: other(v) },
    {
      label: 'Schedule 1 income',
      value: sum([v.unemployment_comp, negate(v.repaid_in_2024), v.taxable_refund_amount, other(v)]),
    },
    { label: 'Federal withholding (Form 1040 line 25b)', value: amountOf(v.fed_tax_withheld) },
  ],
};
