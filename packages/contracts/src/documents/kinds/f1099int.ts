/** Form 1099-INT, Interest Income (spec 001: flat write shape, nested read shape, two state rows). */
import { TAX_YEAR } from '../../constants';
import type { DocumentDef } from '../define';
import {
  amountOf,
  AT_LEAST_ONE,
  cents,
  flag,
  messagesFor,
  money,
  ownerField,
  party,
  stateRows,
  sum,
  text,
} from '../parts';

export const INT_BOXES = [
  'box1_interest_income',
  'box2_early_withdrawal_penalty',
  'box3_us_savings_bonds_treasury_interest',
  'box4_federal_income_tax_withheld',
  'box5_investment_expenses',
  'box6_foreign_tax_paid',
  'box7_foreign_country_territory',
  'box8_tax_exempt_interest',
  'box9_private_activity_bond_interest',
  'box10_market_discount',
  'box11_bond_premium',
  'box12_bond_premium_treasury',
  'box13_bond_premium_tax_exempt',
  'box14_tax_exempt_cusip',
] as const;

export const form1099Int: DocumentDef = {
  kind: 'form1099_int',
  title: 'Form 1099-INT',
  short: '1099-INT',
  route: '1099-int',
  checklist: 'interest',
  prefill: true,
  routeAliases: ['1099int'],
  description: 'Interest income (lines 2a and 2b, Schedule B)',
  engine: 'f1099_int',
  listing: {
    order: 140,
  },
  chooser: [{ label: '1099-INT', path: '1099-int?target=1040', order: 80 }],
  listAmount: 'box1_interest_income',
  efile: { prefix: 'F1099INT', payerTin: 'einOrSsn', recipientTin: 'recipient_tin', order: 10 },
  api: {
    list: ['/api/form1040/:id/1099int'],
    create: ['/api/1099int'],
    createUnder: ['/api/form1040/:id/1099int'],
    item: ['/api/1099int/:id'],
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
        flag('is_corrected', 'Corrected'),
        flag('is_void', 'Void'),
        ...party('payer', {
          address: 'street',
          addressMin: 3,
          addressMessage: 'Street seems too short',
          phone: true,
          country: true,
          rtn: true,
        }),
      ],
    },
    {
      legend: 'Recipient',
      fields: [
        ownerField('Whose 1099-INT', 'On a joint return: whose account paid this interest.'),
        ...party('recipient', {
          address: 'street',
          addressMin: 3,
          addressMessage: 'Street seems too short',
          country: true,
        }),
        flag('fatca_filing_requirement', 'FATCA filing requirement'),
        flag('second_tin_not', '2nd TIN not.'),
        text('account_number', 'Account number', { max: 40, secret: true }),
      ],
    },
    {
      legend: 'Amounts',
      fields: [
        money('box1_interest_income', 'Box 1 Interest income'),
        money('box2_early_withdrawal_penalty', 'Box 2 Early withdrawal penalty'),
        money(
          'box3_us_savings_bonds_treasury_interest',
          'Box 3 Interest on U.S. Savings Bonds and Treasury obligations',
        ),
        money('box4_federal_income_tax_withheld', 'Box 4 Federal income tax withheld'),
        money('box5_investment_expenses', 'Box 5 Investment expenses'),
        money('box6_foreign_tax_paid', 'Box 6 Foreign tax paid'),
        text('box7_foreign_country_territory', 'Box 7 Foreign country or U.S. territory', { max: 60 }),
        money('box8_tax_exempt_interest', 'Box 8 Tax-exempt interest'),
        money('box9_private_activity_bond_interest', 'Box 9 Specified private activity bond interest'),
        money('box10_market_discount', 'Box 10 Market discount'),
        money('box11_bond_premium', 'Box 11 Bond premium'),
        money('box12_bond_premium_treasury', 'Box 12 Bond premium on Treasury obligations'),
        money('box13_bond_premium_tax_exempt', 'Box 13 Bond premium on tax-exempt bond'),
        text('box14_tax_exempt_cusip', 'Box 14 Tax-exempt and tax credit bond CUSIP no.', { max: 40 }),
      ],
    },
  ],
  rows: stateRows(['Box 15', 'Box 16', 'Box 17']),
  columns: [
    { key: 'id', label: 'ID' },
    { key: 'payer_name', label: 'Payer' },
    { key: 'recipient_name', label: 'Recipient' },
    { key: 'box1_interest_income', label: 'Box 1 Interest', money: true },
    { key: 'box4_federal_income_tax_withheld', label: 'Fed WH', money: true },
    {
      key: 'state_wh',
      label: 'State WH',
      money: true,
      value: (r) =>
        sum(((r.states as Record<string, unknown>[] | undefined) ?? []).map((s) => s.state_tax_withheld)),
    },
  ],
  atLeastOne: {
    fields: [
      'box1_interest_income',
      'box2_early_withdrawal_penalty',
      'box3_us_savings_bonds_treasury_interest',
      'box4_federal_income_tax_withheld',
      'box5_investment_expenses',
      'box6_foreign_tax_paid',
      'box8_tax_exempt_interest',
      'box9_private_activity_bond_interest',
      'box10_market_discount',
      'box11_bond_premium',
      'box12_bond_premium_treasury',
      'box13_bond_premium_tax_exempt',
    ],
    message: AT_LEAST_ONE,
  },
  refine: (v, issue) => {
    if (cents(v.box9_private_activity_bond_interest) > cents(v.box8_tax_exempt_interest))
      issue('box9_private_activity_bond_interest', 'Box 9 cannot exceed Box 8');
  },
  messages: messagesFor('1099-INT', 'Failed to submit 1099-INT.'),
  preview: (v) => [
    { label: 'Interest', value: amountOf(v.box1_interest_income) },
    { label: 'Fed WH', value: amountOf(v.box4_federal_income_tax_withheld) },
    {
      label: 'State WH',
      value: sum(
        ((v.states as Record<string, unknown>[] | undefined) ?? []).map((s) => s?.state_tax_withheld),
      ),
    },
  ],
};

/** The spec's nested read shape: payer, recipient and boxes keyed by box number. */
export function nested1099Int(r: Record<string, unknown>): Record<string, unknown> {
  const boxes: Record<string, unknown> = {};
  for (const k of INT_BOXES) boxes[/^box(\d+)/.exec(k)![1]!] = r[k] ?? null;
  const pick = (who: string, keys: string[]) =>
    Object.fromEntries(keys.map((k) => [k, r[`${who}_${k}`] ?? null]));
  return {
    is_corrected: r.is_corrected ?? false,
    is_void: r.is_void ?? false,
    payer: pick('payer', ['name', 'street', 'city_state_zip', 'country', 'phone', 'tin', 'rtn']),
    recipient: pick('recipient', ['name', 'street', 'city_state_zip', 'country', 'tin']),
    boxes,
  };
}
