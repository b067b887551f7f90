/** Form 1099-NEC, Nonemployee Compensation, tied to a Schedule C (spec 001). */
import type { DocumentDef, FieldDef } from '../define';
import {
  amountOf,
  flag,
  messagesFor,
  money,
  ownerField,
  schedule1AIssues,
  schedule1ASection,
  text,
} from '../parts';

const NEC_CSZ = 'Format must be "City, ST 12345" (ZIP+4 allowed)';
const who = (w: 'payer' | 'recipient', W: string): FieldDef[] => [
  text(`${w}_name`, `${W} name`, { required: `${W} name is required`, max: 200 }),
  {
    name: `${w}_tin`,
    label: `${W} TIN`,
    kind: 'digits',
    max: 9,
    message: 'TIN must be exactly 9 digits',
    required: 'TIN must be exactly 9 digits',
    secret: w === 'recipient',
  },
  text(`${w}_street`, `${W} street`, { required: `${W} street is required`, max: 300 }),
  {
    name: `${w}_city_state_zip`,
    label: `${W} city/state/ZIP`,
    kind: 'cityStateZip',
    required: `${W} city/state/ZIP is required`,
    message: NEC_CSZ,
    hint: 'City, ST 12345',
  },
];
const BOX1 = 'Box 1: enter a valid amount (up to 2 decimals)';

export const NEC_MSG = {
  noScheduleC: 'No Schedule C found. Open or create a Schedule C first.',
  forbidden: 'Unauthorized for this Schedule C.',
} as const;

export const form1099Nec: DocumentDef = {
  kind: 'form1099_nec',
  title: 'Form 1099-NEC',
  short: '1099-NEC',
  route: 'schedule-c/:scheduleCId/1099-nec',
  checklist: 'self_employment',
  routeAliases: ['1099-nec'],
  description: 'Nonemployee compensation (Schedule C line 1)',
  engine: 'f1099_nec',
  parent: {
    field: 'schedule_c_id',
    kind: 'schedule_c',
    missing: NEC_MSG.noScheduleC,
    forbidden: NEC_MSG.forbidden,
    required: true,
  },
  listing: {
    path: 'schedule-c',
    order: 100,
    details: [
      { key: 'payer_name', label: 'Payer' },
      { key: 'box1_nonemployee_comp', label: 'Nonemployee compensation', money: true },
      { key: 'box4_federal_tax_withheld', label: 'Federal tax withheld', money: true },
    ],
  },
  listAmount: 'box1_nonemployee_comp',
  efile: { prefix: 'F1099NEC', payerTin: 'einOrSsn', recipientTin: 'recipient_tin', order: 60 },
  api: {
    list: ['/api/1099-nec/by-form1040/:id', '/api/form1040/:id/1099nec'],
    byParent: ['/api/1099-nec/by-schedule/:id', '/api/schedule_c/:id/1099-nec'],
    create: ['/api/1099-nec'],
    createUnder: [],
    item: ['/api/1099-nec/:id'],
  },
  sections: [
    { legend: 'Payer', fields: who('payer', 'Payer') },
    {
      legend: 'Recipient',
      fields: [
        ownerField(
          'Whose 1099-NEC',
          'On a joint return: who did the work. It must be the owner of the Schedule C it is entered under; self-employment tax goes on that person’s Schedule SE.',
        ),
        ...who('recipient', 'Recipient'),
      ],
    },
    {
      legend: 'Boxes 1-7',
      fields: [
        money('box1_nonemployee_comp', 'Box 1 Nonemployee compensation', {
          required: BOX1,
          message: BOX1,
          invalid: BOX1,
        }),
        flag('box2_direct_sales', 'Direct sales ≥ $5,000'),
        money('box3_other_income', 'Box 3 Excess golden parachute payments'),
        money('box4_federal_tax_withheld', 'Box 4 Federal income tax withheld'),
        money('box5_state_tax_withheld', 'Box 5 State tax withheld'),
        text('box6_state_number', 'Box 6 State/Payer’s state no.', {
          max: 30,
          tooLong: 'State number is too long (max 30 chars)',
        }),
        money('box7_state_income', 'Box 7 State income'),
      ],
    },
    schedule1ASection('box 1'),
  ],
  columns: [
    { key: 'id', label: 'ID' },
    { key: 'payer_name', label: 'Payer' },
    { key: 'recipient_name', label: 'Recipient' },
    { key: 'box1_nonemployee_comp', label: 'Nonemployee Comp', money: true },
  ],
  refine: (v, issue) => {
    schedule1AIssues(v, v.box1_nonemployee_comp, 'box 1', issue);
    if (
      (amountOf(v.box5_state_tax_withheld) !== '0.00' || amountOf(v.box7_state_income) !== '0.00') &&
      !v.box6_state_number
    )
      issue('box6_state_number', 'State/Payer’s State No. is required when Box 5 or Box 7 has an amount');
  },
  messages: {
    ...messagesFor('1099-NEC', 'Submission failed.'),
    loadFailed: 'Failed to load 1099‑NEC list. Please refresh or check your network.',
  },
};
