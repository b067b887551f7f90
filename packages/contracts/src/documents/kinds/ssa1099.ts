/** Form SSA-1099, Social Security Benefit Statement (the spec shows only its chooser button). */
import type { DocumentDef } from '../define';
import { amountOf, AT_LEAST_ONE, messagesFor, money, negate, sum, text } from '../parts';

/** Box 5 = box 3 − box 4; it may be negative (repayments larger than benefits). */
export const ssaNet = (v: Record<string, unknown>) =>
  sum([v.box3_benefits_paid, negate(v.box4_benefits_repaid)]);

export const ssa1099: DocumentDef = {
  kind: 'form1099_ssa',
  title: 'Form SSA-1099',
  short: 'SSA-1099',
  route: 'ssa-1099',
  checklist: 'social_security',
  routeAliases: ['1099-ssa', 'ssa1099'],
  description: 'Social security benefits (lines 6a and 6b)',
  engine: 'ssa_1099',
  toEngine: (d) => ({
    ...d,
    owner: d.recipient === 'spouse' ? 'spouse' : 'taxpayer',
    box5_net_benefits: ssaNet(d),
    box6_voluntary_tax_withheld: d.box6_voluntary_federal_withheld,
  }),
  listing: {
    order: 160,
  },
  chooser: [{ label: 'SSA-1099', path: '1099-ssa?target=1040', order: 100 }],
  listAmount: 'box3_benefits_paid',
  efile: { prefix: 'SSA1099', recipientTin: 'recipient_ssn', order: 70 },
  api: {
    list: ['/api/form1040/:id/ssa1099'],
    create: ['/api/ssa1099'],
    createUnder: ['/api/form1040/:id/ssa1099'],
    item: ['/api/ssa1099/:id'],
  },
  sections: [
    {
      legend: 'Beneficiary',
      fields: [
        {
          name: 'recipient',
          label: 'Whose benefits',
          kind: 'select',
          options: [
            { value: 'taxpayer', label: 'Taxpayer' },
            { value: 'spouse', label: 'Spouse' },
          ],
          initial: 'taxpayer',
          required: 'Choose whose benefits these are.',
          message: 'Choose whose benefits these are.',
        },
        text('payer_name', 'Payer', { initial: 'Social Security Administration', max: 200 }),
        {
          name: 'recipient_ssn',
          label: 'Box 2 Beneficiary’s social security number',
          kind: 'digits',
          max: 9,
          message: 'SSN must be 9 digits',
          secret: true,
        },
      ],
    },
    {
      legend: 'Benefits',
      fields: [
        money('box3_benefits_paid', 'Box 3 Benefits paid in {year}'),
        money('box4_benefits_repaid', 'Box 4 Benefits repaid to SSA in {year}'),
        money('box6_voluntary_federal_withheld', 'Box 6 Voluntary federal income tax withheld'),
        money('medicare_part_b_premiums', 'Medicare Part B premiums (description of amount in box 3)'),
      ],
    },
  ],
  columns: [
    { key: 'recipient', label: 'Whose' },
    { key: 'box3_benefits_paid', label: 'Paid (3)', money: true },
    { key: 'box4_benefits_repaid', label: 'Repaid (4)', money: true },
    { key: 'box5_net_benefits', label: 'Net (5)', money: true, value: ssaNet },
    { key: 'box6_voluntary_federal_withheld', label: 'Fed WH (6)', money: true },
  ],
  atLeastOne: {
    fields: ['box3_benefits_paid', 'box4_benefits_repaid', 'box6_voluntary_federal_withheld'],
    message: AT_LEAST_ONE,
  },
  messages: messagesFor('SSA-1099'),
  preview: (v) => [
    { label: 'Box 5 Net benefits (line 6a)', value: ssaNet(v) },
    { label: 'Federal withholding (line 25b)', value: amountOf(v.box6_voluntary_federal_withheld) },
  ],
};
