/**
 * Schedule A (Form 1040), Itemized Deductions: the spec-000 hand-written schema and paths, defined
 * here like every other kind. A return may hold several Schedule A records; the engine sees one
 * schedule, their lines added together (`engineMerge`).
 */
import {
  SCHEDULE_A_AMOUNTS,
  SCHEDULE_A_MISSING_ID,
  SCHEDULE_A_TEXTS,
  scheduleASchema,
} from '../../return-documents';
import type { DocumentDef } from '../define';
import { flag, money, sum, text } from '../parts';

type Amount = (typeof SCHEDULE_A_AMOUNTS)[number];
type Text = (typeof SCHEDULE_A_TEXTS)[number];
const a = (name: Amount, label: string) => money(name, label);
const t = (name: Text, label: string) => text(name, label, { max: 300 });

/** Spec-000 amounts an API client may still send: kept in the record, added into lines 6, 8a, 8c, 16. */
export const SCHEDULE_A_LEGACY: readonly Amount[] = [
  'other_taxes',
  'mortgage_interest',
  'points_paid',
  'other_deductions',
];
const FLAGS = ['elect_general_sales_tax', 'mortgage_use_checkbox', 'force_itemize'] as const;

/**
 * Several Schedule A records on one return are added together line by line (nothing entered is
 * lost); a checkbox counts when any record ticks it; texts come from the first record that has them.
 */
export function mergeScheduleA(records: Record<string, unknown>[]): Record<string, unknown> | undefined {
  if (records.length === 0) return undefined;
  const out: Record<string, unknown> = {};
  for (const k of SCHEDULE_A_AMOUNTS) {
    const vals = records.map((r) => r[k]).filter((v): v is string => typeof v === 'string');
    if (vals.length) out[k] = sum(vals);
  }
  for (const k of SCHEDULE_A_TEXTS)
    out[k] = records.map((r) => r[k]).find((v) => typeof v === 'string' && v !== '');
  for (const k of FLAGS) out[k] = records.some((r) => r[k] === true);
  return out;
}

export const scheduleA: DocumentDef = {
  kind: 'schedule_a',
  title: 'Schedule A (Itemized Deductions)',
  short: 'Schedule A',
  plural: 'Schedule A records',
  route: 'schedule-a',
  routeAliases: [],
  description: 'Several records are added together line by line.',
  engine: 'schedule_a',
  engineMerge: mergeScheduleA,
  missingReturn: SCHEDULE_A_MISSING_ID,
  listing: {
    order: 30,
    details: [{ key: 'total_deductions', label: 'Total deductions', money: true }],
  },
  chooser: [{ label: 'Schedule A', path: 'schedule-a', order: 20 }],
  api: {
    list: ['/api/schedule_a/by-form/:id'],
    listByQuery: ['/api/schedule_a'],
    create: ['/api/schedule_a'],
    createUnder: [],
    item: [],
    update: ['/api/schedule_a/:id'],
    remove: ['/api/schedule_a/:id'],
  },
  schema: scheduleASchema,
  buttons: { submit: 'Save Schedule A', update: 'Update Schedule A' },
  // Schedule A's lines in form order, grouped as on the form.
  sections: [
    {
      legend: 'Medical and dental expenses',
      fields: [
        a('medical_expenses', '1 Medical and dental expenses'),
        a('medical_reimbursement', 'Reimbursements received'),
      ],
    },
    {
      legend: 'Taxes you paid',
      fields: [
        a('state_local_taxes', '5a State and local income (or sales) taxes'),
        a('real_estate_taxes', '5b State and local real estate taxes'),
        a('personal_property_taxes', '5c State and local personal property taxes'),
        t('other_taxes_a_desc', '6 Other taxes (a): type'),
        a('other_taxes_a_amount', '6 Other taxes (a): amount'),
        t('other_taxes_b_desc', '6 Other taxes (b): type'),
        a('other_taxes_b_amount', '6 Other taxes (b): amount'),
        t('other_taxes_c_desc', '6 Other taxes (c): type'),
        a('other_taxes_c_amount', '6 Other taxes (c): amount'),
        a('other_taxes', '6 Other taxes (spec 000)'),
      ],
    },
    {
      legend: 'Interest you paid',
      fields: [
        a('mortgage_interest_1098', '8a Home mortgage interest on Form 1098'),
        a('mortgage_interest_not_1098', '8b Home mortgage interest not on Form 1098'),
        t('mortg_b_name', '8b Paid to: name'),
        t('mortg_b_id', '8b Paid to: SSN or EIN'),
        t('mortg_b_addr', '8b Paid to: address'),
        a('points_not_1098', '8c Points not on Form 1098'),
        a('points_reported_1098', 'Points on Form 1098'),
        a('investment_interest', '9 Investment interest'),
        a('mortgage_interest', '8a Home mortgage interest (spec 000)'),
        a('points_paid', '8c Points (spec 000)'),
      ],
    },
    {
      legend: 'Gifts to charity',
      fields: [
        a('gifts_by_cash', '11 Gifts by cash or check'),
        a('gifts_other', '12 Other than by cash or check'),
        a('carryover_contributions', '13 Carryover from prior year'),
      ],
    },
    {
      legend: 'Casualty and other itemized deductions',
      fields: [
        a('casualty_loss', '15 Casualty and theft loss (federally declared disasters)'),
        t('other_itemized_a_desc', '16 Other (a): type'),
        a('other_itemized_a_amount', '16 Other (a): amount'),
        t('other_itemized_b_desc', '16 Other (b): type'),
        a('other_itemized_b_amount', '16 Other (b): amount'),
        t('other_itemized_c_desc', '16 Other (c): type'),
        a('other_itemized_c_amount', '16 Other (c): amount'),
        t('other_itemized_d_desc', '16 Other (d): type'),
        a('other_itemized_d_amount', '16 Other (d): amount'),
        a('other_deductions', '16 Other itemized deductions (spec 000)'),
      ],
    },
    {
      legend: 'Choices',
      fields: [
        flag('elect_general_sales_tax', 'Line 5a: deduct general sales taxes instead of income taxes'),
        flag(
          'mortgage_use_checkbox',
          'Line 8: mortgage proceeds not all used to buy, build or improve the home',
        ),
        flag('force_itemize', 'Itemize even if smaller than the standard deduction'),
      ],
    },
  ],
  columns: [
    { key: 'id', label: 'Record', value: (r) => `Schedule A #${String(r.id)}` },
    { key: 'medical_expenses', label: 'Medical', money: true },
    { key: 'gifts_by_cash', label: 'Gifts by cash', money: true },
    { key: 'mortgage_interest_1098', label: 'Mortgage interest (1098)', money: true },
  ],
  messages: {
    loadFailed: 'Failed to load Schedule A records.',
    submitFailed: 'Failed to submit Schedule A. Please try again.',
    created: 'Schedule A saved.',
    updated: 'Schedule A updated.',
    deleted: (id) => `Schedule A #${id} deleted.`,
    editing: (id) => `Editing Schedule A #${id}`,
  },
};
