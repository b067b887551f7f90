/** Form 1099-MISC, owned by the Form 1040 (non-business) or by a Schedule C (business). */
import { TAX_YEAR } from '../../constants';
import type { DocumentDef } from '../define';
import {
  amountOf,
  AT_LEAST_ONE,
  money,
  ownerField,
  schedule1AIssues,
  schedule1ASection,
  text,
} from '../parts';

export const MISC_MSG = {
  noScheduleC: 'No Schedule C found for this return. Create one first, then add 1099‑MISC (Business).',
  noScheduleCAssign: 'No Schedule C found for this return. Create one first to reassign to business.',
  reassigned: '1099‑MISC reassigned.',
  assignFailed: 'Failed to reassign 1099‑MISC.',
} as const;

export const form1099Misc: DocumentDef = {
  kind: 'form1099_misc',
  title: 'Form 1099-MISC',
  short: '1099-MISC',
  route: '1099-misc',
  checklist: 'self_employment',
  routeAliases: ['1099misc'],
  description: 'Rents, royalties and other income (Schedules C, E or 1)',
  engine: 'f1099_misc',
  toEngine: (d) => ({ ...d, target: d.schedule_c_id ? 'schedule-c' : '1040' }),
  parent: {
    field: 'schedule_c_id',
    kind: 'schedule_c',
    missing: MISC_MSG.noScheduleC,
    forbidden: 'Unauthorized for this Schedule C.',
    required: false,
  },
  listing: {
    order: 110,
    details: [
      { key: 'payer_name', label: 'Payer' },
      { key: 'box1_rents', label: 'Rents', money: true },
      { key: 'box2_royalties', label: 'Royalties', money: true },
      { key: 'box3_other_income', label: 'Other income', money: true },
      { key: 'box4_federal_tax_withheld', label: 'Federal tax withheld', money: true },
    ],
  },
  chooser: [
    { label: '1099-MISC (Schedule C)', path: '1099-misc?target=schedule-c', order: 40 },
    { label: '1099-MISC (Form 1040)', path: '1099-misc?target=1040', order: 50 },
  ],
  listAmount: 'box1_rents',
  efile: { prefix: 'F1099MISC', payerTin: 'einOrSsn', recipientTin: 'recipient_tin', order: 50 },
  api: {
    list: ['/api/1099-misc/by-form1040/:id', '/api/1099_misc/by-form1040/:id', '/api/form1040/:id/1099misc'],
    byParent: ['/api/1099-misc/by-schedule/:id', '/api/1099_misc/by-schedule/:id'],
    create: ['/api/1099-misc', '/api/1099_misc'],
    createUnder: [],
    item: ['/api/1099-misc/:id', '/api/1099_misc/:id'],
  },
  sections: [
    {
      legend: 'Payer & Recipient',
      fields: [
        ownerField(
          'Whose 1099-MISC',
          'On a joint return: who received this income. Business income goes on that person’s Schedule C and Schedule SE.',
        ),
        {
          name: 'tax_year',
          label: 'Tax year',
          kind: 'year',
          message: 'Tax year is 4 digits',
          initial: String(TAX_YEAR),
          taxYear: 'same',
        },
        text('payer_name', 'Payer name', { required: 'Payer name is required', max: 200 }),
        {
          name: 'payer_tin',
          label: 'Payer TIN',
          kind: 'digits',
          max: 9,
          upTo: true,
          message: 'TIN is digits only, at most 9',
        },
        text('payer_street', 'Payer street', { max: 300 }),
        {
          name: 'payer_city_state_zip',
          label: 'Payer city, state and ZIP',
          kind: 'cityStateZip',
          message: 'Use “City, ST 12345” format',
          hint: 'City, ST 12345',
        },
        text('recipient_name', 'Recipient name', { max: 200 }),
        {
          name: 'recipient_tin',
          label: 'Recipient TIN',
          kind: 'digits',
          max: 9,
          upTo: true,
          message: 'TIN is digits only, at most 9',
          secret: true,
        },
        text('recipient_street', 'Recipient street', { max: 300 }),
        {
          name: 'recipient_city_state_zip',
          label: 'Recipient city, state and ZIP',
          kind: 'cityStateZip',
          message: 'Use “City, ST 12345” format',
          hint: 'City, ST 12345',
        },
      ],
    },
    {
      legend: 'Amounts',
      fields: [
        money('box1_rents', 'Box 1 Rents'),
        money('box2_royalties', 'Box 2 Royalties'),
        money('box3_other_income', 'Box 3 Other income'),
        money('box4_federal_tax_withheld', 'Box 4 Federal income tax withheld'),
      ],
    },
    schedule1ASection('box 3'),
  ],
  refine: (v, issue) => schedule1AIssues(v, v.box3_other_income, 'box 3', issue),
  columns: [
    { key: 'id', label: 'ID' },
    { key: 'payer_name', label: 'Payer' },
    { key: 'owner', label: 'Assigned to', value: (r) => (r.schedule_c_id ? 'Schedule C' : 'Form 1040') },
    { key: 'box1_rents', label: 'Rents (1)', money: true },
    { key: 'box3_other_income', label: 'Other (3)', money: true },
    { key: 'box4_federal_tax_withheld', label: 'Fed WH (4)', money: true },
  ],
  atLeastOne: {
    fields: ['box1_rents', 'box2_royalties', 'box3_other_income', 'box4_federal_tax_withheld'],
    message: AT_LEAST_ONE,
  },
  messages: {
    loadFailed: 'Failed to load 1099‑MISC forms.',
    submitFailed: 'Save failed.',
    created: '1099‑MISC created.',
    updated: '1099‑MISC updated.',
    deleted: (id) => `Deleted 1099‑MISC #${id}.`,
    editing: (id) => `Editing 1099‑MISC #${id}`,
  },
  preview: (v) => [{ label: 'Federal withholding (line 25b)', value: amountOf(v.box4_federal_tax_withheld) }],
};
