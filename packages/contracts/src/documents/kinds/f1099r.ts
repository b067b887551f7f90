/** Form 1099-R, Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans, IRAs… */
import type { DocumentDef, FieldDef } from '../define';
import { amountOf, AT_LEAST_ONE, cents, flag, messagesFor, money, party, sum, text } from '../parts';

/** Box 7 codes of the 2024 Instructions for Forms 1099-R and 5498 (Guide to Distribution Codes). */
export const F1099R_CODES = '123456789ABCDEFGHJKLMNPQRSTUW';
const given = (v: unknown) => v !== null && v !== undefined && v !== '';
const codesOf = (v: Record<string, unknown>) =>
  typeof v.box7_distribution_codes === 'string' ? v.box7_distribution_codes.toUpperCase() : '';

const states: FieldDef[] = [
  { name: 'row_index', label: 'Row', kind: 'int' },
  money('box14_state_tax_withheld', 'Box 14 State tax withheld'),
  text('box15_state_payer_no', 'Box 15 State/Payer’s state no.', { max: 40 }),
  money('box16_state_distribution', 'Box 16 State distribution'),
  money('box17_local_tax_withheld', 'Box 17 Local tax withheld'),
  text('box18_locality_name', 'Box 18 Name of locality', { max: 60 }),
  money('box19_local_distribution', 'Box 19 Local distribution'),
];
const rows = (v: Record<string, unknown>) =>
  Array.isArray(v.states) ? (v.states as Record<string, unknown>[]) : [];

export const form1099R: DocumentDef = {
  kind: 'form1099_r',
  title: 'Form 1099-R',
  short: '1099-R',
  route: '1099-r',
  checklist: 'retirement',
  prefill: true,
  routeAliases: ['1099r'],
  description: 'Pensions, annuities and IRA distributions (lines 4 and 5)',
  engine: 'f1099_r',
  listing: {
    order: 150,
  },
  chooser: [{ label: '1099-R', path: '1099-r?target=1040', order: 70 }],
  listAmount: 'box1_gross_dist',
  efile: { prefix: 'F1099R', payerTin: 'ein', payerRequired: true, recipientTin: 'recipient_tin', order: 40 },
  api: {
    list: ['/api/form1040/:id/1099r'],
    create: ['/api/1099r'],
    createUnder: ['/api/form1040/:id/1099r'],
    item: ['/api/1099r/:id'],
  },
  sections: [
    {
      legend: 'Payer (Issuer)',
      fields: [
        flag('corrected', 'Corrected'),
        flag('void', 'Void'),
        ...party('payer', {
          address: 'address',
          addressMin: 5,
          addressMessage: 'Address seems too short',
          phone: true,
          country: true,
        }),
      ],
    },
    {
      legend: 'Recipient',
      fields: [
        ...party('recipient', {
          address: 'address',
          addressMin: 5,
          addressMessage: 'Address seems too short',
          country: true,
        }),
        text('account_number', 'Account number', { max: 40, secret: true }),
      ],
    },
    {
      legend: 'Amounts',
      fields: [
        money('box1_gross_dist', 'Box 1 Gross distribution'),
        money('box2a_taxable_amt', 'Box 2a Taxable amount'),
        flag('box2b_taxable_not_determined', 'Box 2b Taxable amount not determined'),
        flag('box2b_total_distribution', 'Box 2b Total distribution'),
        money('box3_capital_gain', 'Box 3 Capital gain (included in box 2a)'),
        money('box4_fed_tax_withheld', 'Box 4 Federal income tax withheld'),
        money(
          'box5_emp_contrib_or_roth_or_premiums',
          'Box 5 Employee contributions / Roth contributions / insurance premiums',
        ),
        money('box6_nua_employer_securities', 'Box 6 Net unrealized appreciation in employer’s securities'),
        text('box7_distribution_codes', 'Box 7 Distribution code(s)', {
          required: 'Distribution code(s) required (Box 7)',
          max: 10,
          tooLong: 'Max 10 characters',
          hint: 'For example 7 (normal distribution) or 1 (early, no known exception)',
        }),
        flag('ira_sep_simple', 'IRA/SEP/SIMPLE'),
        flag(
          'military_retirement_plan',
          'Paid from a military retirement plan (not the Thrift Savings Plan)',
          {
            hint: 'Asked for the saver’s credit (Form 8880 line 4): military retirement pay is not a distribution that reduces it.',
          },
        ),
        flag(
          'inherited_ira_nonspouse',
          'Paid from an IRA you inherited from someone other than your spouse',
          {
            hint: 'Asked for the saver’s credit (Form 8880 line 4): such a distribution does not reduce it.',
          },
        ),
        money('box8_other', 'Box 8 Other'),
        {
          name: 'box9a_your_pct_total_dist',
          label: 'Box 9a Your percentage of total distribution',
          kind: 'percent',
          message: 'Percentage must be 0–100',
          tooLong: 'Percentage must be 0–100',
        },
        money('box9b_total_employee_contrib', 'Box 9b Total employee contributions'),
        money('box10_amount_allocable_irr', 'Box 10 Amount allocable to IRR within 5 years'),
        {
          name: 'box11_first_year_roth',
          label: 'Box 11 1st year of designated Roth contributions',
          kind: 'year',
          message: 'Enter a 4-digit year',
          taxYear: 'notAfter',
        },
        flag('box12_fatca', 'Box 12 FATCA filing requirement'),
        {
          name: 'box13_date_of_payment',
          label: 'Box 13 Date of payment',
          kind: 'date',
          message: 'Use YYYY-MM-DD.',
          taxYear: 'same',
        },
      ],
    },
  ],
  rows: {
    name: 'states',
    legend: 'State/Local',
    max: 2,
    dropEmpty: true,
    indexField: 'row_index',
    tooMany: 'At most 2 state/local rows.',
    fields: states,
  },
  columns: [
    { key: 'payer_name', label: 'Payer' },
    { key: 'recipient_name', label: 'Recipient' },
    { key: 'box1_gross_dist', label: 'Gross (1)', money: true },
    { key: 'box2a_taxable_amt', label: 'Taxable (2a)', money: true },
    { key: 'box7_distribution_codes', label: 'Codes (7)' },
    { key: 'box4_fed_tax_withheld', label: 'Fed WH (4)', money: true },
  ],
  atLeastOne: {
    fields: [
      'box1_gross_dist',
      'box2a_taxable_amt',
      'box4_fed_tax_withheld',
      'box5_emp_contrib_or_roth_or_premiums',
      'box8_other',
    ],
    message: AT_LEAST_ONE,
  },
  refine: (v, issue) => {
    const codes = codesOf(v);
    if (typeof v.box7_distribution_codes === 'string' && !/^[0-9A-Za-z]+$/.test(v.box7_distribution_codes))
      issue('box7_distribution_codes', 'Use the letters and digits of box 7 only.');
    else if ([...codes].some((c) => !F1099R_CODES.includes(c)))
      issue(
        'box7_distribution_codes',
        `Box 7: ${codes} is not a distribution code of the Form 1099-R instructions (1–9, A–H, J–N, P–U or W).`,
      );
    else if (codes.length > 2)
      issue('box7_distribution_codes', 'Box 7: a Form 1099-R has at most two distribution codes.');
    if (given(v.box2a_taxable_amt) && cents(v.box2a_taxable_amt) > cents(v.box1_gross_dist))
      issue(
        'box2a_taxable_amt',
        'Box 2a: the taxable amount cannot be more than the gross distribution in box 1.',
      );
    if (given(v.box3_capital_gain) && cents(v.box3_capital_gain) > cents(v.box2a_taxable_amt))
      issue('box3_capital_gain', 'Box 3: the capital gain is part of box 2a and cannot be more than it.');
  },
  checks: [
    {
      level: 'warn',
      field: 'box2a_taxable_amt',
      // A rollover (G, H) or a qualified Roth distribution (Q, T) is not taxed when box 2a is blank.
      test: (v) =>
        !given(v.box2a_taxable_amt) &&
        cents(v.box1_gross_dist) > 0n &&
        v.box2b_taxable_not_determined !== true &&
        !/[GHQT]/.test(codesOf(v))
          ? 'Box 2a is blank: the whole gross distribution in box 1 is taxed. Enter box 2a as the form shows it.'
          : null,
    },
    {
      level: 'warn',
      field: 'box4_fed_tax_withheld',
      test: (v) =>
        cents(v.box4_fed_tax_withheld) > cents(v.box1_gross_dist)
          ? 'Box 4: the federal income tax withheld is more than the gross distribution in box 1.'
          : null,
    },
  ],
  messages: messagesFor('1099-R'),
  preview: (v) => [
    { label: 'Gross distribution', value: amountOf(v.box1_gross_dist) },
    { label: 'Taxable (flows to Form 1040)', value: amountOf(v.box2a_taxable_amt) },
    { label: 'Federal withholding', value: amountOf(v.box4_fed_tax_withheld) },
    { label: 'State withholding (box 14)', value: sum(rows(v).map((r) => r.box14_state_tax_withheld)) },
    { label: 'Local withholding (box 17)', value: sum(rows(v).map((r) => r.box17_local_tax_withheld)) },
  ],
};
