/** Form 1099-R, Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans, IRAs… */
import type { DocumentDef, FieldDef } from '../define';
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

export const F1099R_MSG = {
  exceptionCode: 'Choose the exception number from the list.',
  exceptionNeedsCode: 'Choose which exception applies (Form 5329 line 2).',
  codeNeedsAmount: 'Enter the amount the exception covers, or clear the exception number.',
  exceptionTooLarge: 'The exception cannot be more than the taxable amount of this distribution.',
  notEarly: 'An exception applies only to an early distribution (box 7 code 1 or S).',
  tooMuchOut:
    'The rollover and the charitable distribution together cannot be more than the gross distribution in box 1.',
  qcdNotIra:
    'A qualified charitable distribution is paid from an IRA: check IRA/SEP/SIMPLE, or clear the amount.',
} as const;

/** Form 5329 (2024) instructions, line 2: the exception numbers (12: other, or more than one). */
export const EXCEPTION_CODES: readonly (readonly [string, string])[] = [
  ['01', 'Separation from service in or after the year you reached 55 (50 for public safety employees)'],
  ['02', 'Substantially equal periodic payments'],
  ['03', 'Total and permanent disability'],
  ['04', 'Death'],
  ['05', 'Unreimbursed medical expenses above 7.5% of AGI'],
  ['06', 'Paid to an alternate payee under a qualified domestic relations order'],
  ['07', 'IRA: health insurance premiums while unemployed'],
  ['08', 'IRA: higher education expenses'],
  ['09', 'IRA: first home (up to $10,000)'],
  ['10', 'IRS levy on the plan'],
  ['11', 'Qualified reservist distribution'],
  ['12', 'Other, or more than one exception'],
];

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
  // The amount the filer figured counts only while box 2b says the payer could not figure it.
  toEngine: (d) => ({
    ...d,
    taxable_amount_override: d.box2b_taxable_not_determined === true ? d.taxable_amount_override : undefined,
  }),
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
        ownerField(
          'Whose 1099-R',
          'On a joint return: whose plan or IRA paid it. It decides whose Form 5329 and saver’s credit (Form 8880) it counts on.',
        ),
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
    {
      legend: 'Rollovers, charity and early-distribution exceptions',
      fields: [
        money('taxable_amount_override', 'Taxable amount you figured', {
          when: (v) => v.box2b_taxable_not_determined === true,
          hint: 'Box 2b says the payer could not figure the taxable amount: enter the amount you figured (Simplified Method Worksheet or Form 8606). Blank: the whole of box 1 is taxed.',
        }),
        money('rollover_amount', 'Amount rolled over within 60 days', {
          hint: 'The part you put into another retirement plan or IRA within 60 days. It is not taxed; “ROLLOVER” is printed beside line 4b or 5b. A direct rollover (code G) needs nothing here.',
        }),
        money('qcd_amount', 'Qualified charitable distribution', {
          hint: 'The part your IRA paid straight to a charity (you were 70½ or older). It is not taxed; “QCD” is printed beside line 4b.',
        }),
        money(
          'early_distribution_exception_amount',
          'Early distribution not subject to the 10% additional tax',
          {
            when: (v) => /[1S]/.test(codesOf(v)),
            hint: 'Box 7 code 1 or S: the part of the taxable amount an exception covers (Form 5329 line 2). The rest is taxed an additional 10% (25% for code S).',
          },
        ),
        {
          name: 'early_distribution_exception_code',
          label: 'Form 5329 exception number',
          kind: 'select',
          message: F1099R_MSG.exceptionCode,
          when: (v) => /[1S]/.test(codesOf(v)),
          hint: 'The number of the exception from the Form 5329 instructions (line 2). Choose 12 when more than one applies.',
          options: EXCEPTION_CODES.map(([value, label]) => ({ value, label: `${value} ${label}` })),
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
    earlyRules(v, issue);
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
    { label: 'Taxable (flows to Form 1040)', value: taxableOf(v) },
    { label: 'Federal withholding', value: amountOf(v.box4_fed_tax_withheld) },
    { label: 'State withholding (box 14)', value: sum(rows(v).map((r) => r.box14_state_tax_withheld)) },
    { label: 'Local withholding (box 17)', value: sum(rows(v).map((r) => r.box17_local_tax_withheld)) },
  ],
};

/** The rollover, QCD and Form 5329 exception amounts against the form's own boxes. */
function earlyRules(v: Record<string, unknown>, issue: (path: string, message: string) => void) {
  if (cents(v.rollover_amount) + cents(v.qcd_amount) > cents(v.box1_gross_dist))
    issue(cents(v.qcd_amount) > 0n ? 'qcd_amount' : 'rollover_amount', F1099R_MSG.tooMuchOut);
  if (cents(v.qcd_amount) > 0n && v.ira_sep_simple !== true) issue('qcd_amount', F1099R_MSG.qcdNotIra);
  const exception = cents(v.early_distribution_exception_amount);
  const code = typeof v.early_distribution_exception_code === 'string' && v.early_distribution_exception_code;
  if (exception > 0n && !/[1S]/.test(codesOf(v)))
    issue('early_distribution_exception_amount', F1099R_MSG.notEarly);
  // A code of the wrong form already has its own message.
  else if (exception > 0n && !given(v.early_distribution_exception_code))
    issue('early_distribution_exception_code', F1099R_MSG.exceptionNeedsCode);
  if (code && exception === 0n) issue('early_distribution_exception_amount', F1099R_MSG.codeNeedsAmount);
  if (exception > 0n && exception > cents(taxableOf(v)))
    issue('early_distribution_exception_amount', F1099R_MSG.exceptionTooLarge);
}

/**
 * The taxable amount as the engine takes it (retirementTaxable): the one the filer figured (box 2b),
 * else box 2a, else box 1 unless a rollover or qualified Roth code; less what was rolled over or
 * given to charity. An amount the filer figured is taken as it is.
 */
export function taxableOf(v: Record<string, unknown>): string {
  if (v.box2b_taxable_not_determined === true && given(v.taxable_amount_override))
    return amountOf(v.taxable_amount_override);
  const base = given(v.box2a_taxable_amt)
    ? amountOf(v.box2a_taxable_amt)
    : /[GHQT]/.test(codesOf(v))
      ? '0.00'
      : amountOf(v.box1_gross_dist);
  const t = sum([base, negate(v.rollover_amount), negate(v.qcd_amount)]);
  return t.startsWith('-') ? '0.00' : t;
}
