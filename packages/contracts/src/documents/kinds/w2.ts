/**
 * Form W-2 and the spec-000 "1099 simple form": their own spec paths and hand-written schemas
 * (spec 000), defined here like every other kind so routes, secrets, the engine input, the
 * schedules response and the screen come from one place.
 */
import { form1099SimpleSchema, W2_MSG, w2Schema } from '../../return-documents';
import { box12Field, box12ToEngine, nongovernmental457bField, usesCodeG } from '../box12';
import type { DocumentDef } from '../define';
import { cents, flag, money, schedule1ASection, text } from '../parts';

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

export const w2: DocumentDef = {
  kind: 'w2',
  title: 'W-2 Wage and Tax Statements',
  short: 'W-2',
  plural: 'W-2s',
  route: 'w2',
  checklist: 'job',
  routeAliases: [],
  description: 'Enter each W-2 exactly as your employer issued it.',
  engine: 'w2s',
  listing: {
    order: 10,
    details: [
      { key: 'employer_name', label: 'Employer' },
      { key: 'employer_ein', label: 'EIN' },
      { key: 'wages', label: 'Wages', money: true },
      { key: 'federal_income_tax', label: 'Federal tax withheld', money: true },
    ],
  },
  chooser: [{ label: 'W-2', path: 'w2', order: 10 }],
  listAmount: 'wages',
  api: {
    list: ['/api/w2/list/:id'],
    create: ['/api/w2/add'],
    createUnder: [],
    item: [],
    update: ['/api/w2/edit/:id'],
    remove: ['/api/w2/:id'],
  },
  schema: w2Schema,
  buttons: { submit: 'Save W-2', update: 'Update W-2' },
  checks: [
    {
      level: 'warn',
      field: 'federal_income_tax',
      test: (v) =>
        cents(v.federal_income_tax) > cents(v.wages)
          ? 'Box 2: the federal income tax withheld is more than the wages in box 1. Check both boxes.'
          : null,
    },
    {
      level: 'warn',
      field: 'qualified_tips',
      test: (v) =>
        cents(v.qualified_tips) > cents(v.social_security_tips) && cents(v.social_security_tips) > 0n
          ? 'Qualified tips are usually part of box 7 (social security tips). Check both amounts.'
          : null,
    },
  ],
  sections: [
    {
      legend: 'Employer and employee',
      fields: [
        text('employer_name', 'Employer name', { required: W2_MSG.employer, max: 200 }),
        {
          name: 'employer_ein',
          label: 'Employer EIN (box b)',
          kind: 'digits',
          max: 9,
          message: W2_MSG.ein,
          hint: '9 digits',
        },
        text('employer_address', 'Employer address', { max: 300 }),
        {
          name: 'employee_ssn',
          label: 'Employee SSN (box a)',
          kind: 'digits',
          max: 9,
          message: W2_MSG.ssn,
          hint: '9 digits',
          secret: true,
        },
        {
          name: 'owner',
          label: 'Whose W-2',
          kind: 'select',
          initial: 'taxpayer',
          options: [
            { value: 'taxpayer', label: 'Taxpayer' },
            { value: 'spouse', label: 'Spouse' },
          ],
        },
      ],
    },
    {
      legend: 'Amounts',
      fields: [
        money('wages', 'Box 1 Wages, tips, other compensation'),
        money('federal_income_tax', 'Box 2 Federal income tax withheld'),
        money('social_security_wages', 'Box 3 Social security wages'),
        money('social_security_tax', 'Box 4 Social security tax withheld'),
        money('medicare_wages', 'Box 5 Medicare wages and tips'),
        money('medicare_tax', 'Box 6 Medicare tax withheld'),
        money('social_security_tips', 'Box 7 Social security tips'),
        money('dependent_care_benefits', 'Box 10 Dependent care benefits'),
        { name: 'state', label: 'Box 15 State', kind: 'state', message: W2_MSG.state },
        money('state_wages', 'Box 16 State wages'),
        money('state_income_tax', 'Box 17 State income tax'),
      ],
    },
    { legend: 'Box 12', fields: [box12Field, nongovernmental457bField] },
    schedule1ASection('box 1'),
    {
      legend: 'Box 13',
      fields: [
        flag('statutory_employee', 'Statutory employee', {
          hint: 'Box 1 wages go on a Schedule C of their own (line 1), not Form 1040 line 1a; no self-employment tax.',
        }),
        flag('retirement_plan', 'Retirement plan', {
          hint: 'Covered by a workplace plan: the traditional IRA deduction phases out with income.',
        }),
        flag('third_party_sick_pay', 'Third-party sick pay'),
      ],
    },
  ],
  columns: [
    { key: 'employer_name', label: 'Employer' },
    { key: 'employer_ein', label: 'EIN' },
    { key: 'wages', label: 'Wages (box 1)', money: true },
    { key: 'federal_income_tax', label: 'Federal tax withheld (box 2)', money: true },
  ],
  messages: {
    loadFailed: 'Failed to load W-2s.',
    submitFailed: 'Failed to submit W-2. Please try again.',
    created: 'W-2 saved.',
    updated: 'W-2 updated.',
    deleted: () => 'W-2 deleted.',
    editing: (id) => `Editing W-2 #${id}`,
  },
  toEngine: (d) => ({
    ...d,
    owner: d.owner === 'spouse' ? 'spouse' : 'taxpayer',
    state: str(d.state) ?? null,
    box12: box12ToEngine(d.box12),
    // The question is asked only beside code G; a stale tick without it means nothing.
    nongovernmental_457b: usesCodeG(d) && d.nongovernmental_457b === true,
  }),
};

/**
 * The spec-000 1099 simple form: its routes span every return of a user (GET /api/form1099) and
 * only administrators delete, so they stay in the server's documents plugin; the amount is other
 * income (Schedule 1 line 8z) and the withholding goes to line 25b.
 */
export const form1099Simple: DocumentDef = {
  kind: 'form1099',
  title: 'Form 1099',
  short: '1099',
  route: '/form1099',
  routeAliases: [],
  description: 'Record a Form 1099 you received and link it to one of your Form 1040 returns.',
  engine: 'f1099_simple',
  listing: {
    label: 'Form 1099',
    path: '/form1099/list',
    order: 90,
    details: [
      { key: 'payer_name', label: 'Payer' },
      { key: 'amount', label: 'Amount', money: true },
    ],
  },
  listAmount: 'amount',
  api: { list: [], create: [], createUnder: [], item: [] },
  schema: form1099SimpleSchema,
  sections: [
    {
      legend: 'Form 1099',
      fields: [
        text('payer_name', 'Payer name', { required: 'Payer name is required' }),
        text('recipient_name', 'Recipient name', { required: 'Recipient name is required' }),
        {
          name: 'tin',
          label: 'Recipient TIN',
          kind: 'digits',
          max: 9,
          message: 'TIN must be 9 digits',
          secret: true,
        },
        money('amount', 'Amount'),
        money('federal_tax_withheld', 'Federal tax withheld'),
        text('notes', 'Notes', { max: 1000 }),
      ],
    },
  ],
  columns: [
    { key: 'payer_name', label: 'Payer' },
    { key: 'amount', label: 'Amount', money: true },
  ],
  messages: {
    loadFailed: 'Failed to load 1099 forms.',
    submitFailed: 'Failed to submit Form 1099.',
    created: 'Form 1099 submitted!',
    updated: 'Form 1099 updated.',
    deleted: () => 'Form 1099 deleted.',
    editing: (id) => `Editing Form 1099 #${id}`,
  },
  toEngine: (d) => ({
    payer_name: str(d.payer_name),
    amount: d.amount ?? undefined,
    federal_tax_withheld: d.federal_tax_withheld ?? undefined,
    notes: str(d.notes),
  }),
};
