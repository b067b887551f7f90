/** Form 8949 rows, Sales and Other Dispositions of Capital Assets (beyond spec 001; see issue 8). */
import { F8949_BOXES, f8949Gain, f8949RowSchema } from '../../f8949';
import type { DocumentDef } from '../define';
import { money, signed, text } from '../parts';

export const form8949: DocumentDef = {
  kind: 'f8949',
  title: 'Form 8949',
  short: '8949',
  plural: 'Form 8949 rows',
  buttons: { submit: 'Add row', update: 'Update row' },
  route: 'f8949',
  checklist: 'investments',
  routeAliases: [],
  description: 'Each sale of a capital asset (Schedule D lines 1b–3 and 8b–10)',
  engine: 'f8949',
  schema: f8949RowSchema,
  listing: {
    label: 'Form 8949',
    order: 60,
  },
  listAmount: 'proceeds',
  api: {
    list: ['/api/form1040/:id/f8949'],
    create: [],
    createUnder: ['/api/form1040/:id/f8949'],
    item: ['/api/f8949/:id'],
  },
  sections: [
    {
      legend: 'Sale',
      fields: [
        {
          name: 'box',
          label: 'Box',
          kind: 'select',
          required: 'Choose box A, B, C, D, E or F.',
          options: F8949_BOXES.map((b) => ({
            value: b,
            label: `${b}: ${'ABC'.includes(b) ? 'short-term' : 'long-term'}, ${'AD'.includes(b) ? 'basis reported to the IRS' : 'BE'.includes(b) ? 'basis not reported' : 'no Form 1099-B'}`,
          })),
        },
        text('description', '(a) Description of property', { required: 'Description is required' }),
        text('date_acquired', '(b) Date acquired', {
          hint: 'YYYY-MM-DD, VARIOUS or INHERITED',
          taxYear: 'notAfter',
        }),
        text('date_sold', '(c) Date sold or disposed of', { hint: 'YYYY-MM-DD', taxYear: 'same' }),
        money('proceeds', '(d) Proceeds (sales price)'),
        money('cost', '(e) Cost or other basis'),
        text('adjustment_code', '(f) Code(s)', { max: 18 }),
        signed('adjustment', '(g) Amount of adjustment'),
      ],
    },
  ],
  columns: [
    { key: 'box', label: 'Box' },
    { key: 'description', label: 'Description' },
    { key: 'date_sold', label: 'Sold' },
    { key: 'proceeds', label: 'Proceeds', money: true },
    { key: 'cost', label: 'Cost', money: true },
    {
      key: 'gain',
      label: 'Gain or (loss)',
      money: true,
      value: (r) =>
        f8949Gain({
          proceeds: r.proceeds as string,
          cost: r.cost as string,
          adjustment: r.adjustment as string,
        }),
    },
  ],
  messages: {
    loadFailed: 'Failed to load Form 8949 rows.',
    submitFailed: 'Failed to save the Form 8949 row.',
    created: 'Form 8949 row added.',
    updated: 'Form 8949 row updated.',
    deleted: (id) => `Deleted Form 8949 row #${id}.`,
    editing: (id) => `Editing Form 8949 row #${id}`,
  },
};
