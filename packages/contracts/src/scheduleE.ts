/**
 * Schedule E (Form 1040), Supplemental Income and Loss (spec 001): one record per return with
 * four lists — rental and royalty properties A–C, partnerships and S corporations, estates and
 * trusts, REMICs. The field tables drive both the server's schema and the screen.
 */
import { z } from 'zod';
import { recordId } from './constants';
import { normalizeAmount } from './money';
import { version } from './schema-parts';

export const SCHEDULE_E_MSG = {
  title: 'Schedule E — Supplemental Income and Loss',
  bRequired: 'Required if payments requiring Forms 1099 (A) is Yes.',
  bNotWithoutA: 'Cannot be Yes unless A is Yes.',
  propertyType: 'Select a valid property type (1–8).',
  days: 'Enter 0–366.',
  daysSum: 'Rental days + personal use days must be ≤ 366.',
  money: 'Use numbers with up to 2 decimals.',
  addressRequired: 'Required when amounts are entered.',
  otherDesc: 'Describe “Other (19)” when an amount is entered.',
  nameRequired: 'Name is required when amounts are entered.',
  entityType: 'Entity type must be P (partnership) or S (S corporation).',
  ein: 'EIN must be 9 digits.',
  fix: (n: number) => `Please fix ${n} issue(s) before saving.`,
  tooManyProperties: 'Only A, B, C supported on page 1',
  tooManyPartnerships: 'Only A, B, C, D supported on line 28',
  tooManyEstates: 'Only A, B supported on line 33',
  tooManyRemics: 'Only one REMIC row is supported on line 38',
  duplicateLabel: 'Each property needs its own label (A, B or C).',
  priorLoss: 'Enter the prior years’ unallowed loss as a positive amount.',
  notFound: 'No Schedule E yet. Fill in the form and click Save to create it.',
  saved: 'Schedule E saved.',
} as const;

export const PROPERTY_LABELS = ['A', 'B', 'C'] as const;

/** Line 1b property types 1–8. */
export const PROPERTY_TYPES = [
  { value: '1', label: '1 Single family residence' },
  { value: '2', label: '2 Multi-family residence' },
  { value: '3', label: '3 Vacation/short-term rental' },
  { value: '4', label: '4 Commercial' },
  { value: '5', label: '5 Land' },
  { value: '6', label: '6 Royalties' },
  { value: '7', label: '7 Self-rental' },
  { value: '8', label: '8 Other' },
] as const;

/** Property amounts with their Schedule E line numbers. */
export const PROPERTY_AMOUNTS: readonly (readonly [string, string])[] = [
  ['rents_received', '3 Rents received'],
  ['royalties_received', '4 Royalties received'],
  ['advertising', '5 Advertising'],
  ['auto_travel', '6 Auto and travel'],
  ['cleaning_maint', '7 Cleaning and maintenance'],
  ['commissions', '8 Commissions'],
  ['insurance', '9 Insurance'],
  ['legal_prof', '10 Legal and other professional fees'],
  ['management_fees', '11 Management fees'],
  ['mortgage_interest', '12 Mortgage interest paid to banks, etc.'],
  ['other_interest', '13 Other interest'],
  ['repairs', '14 Repairs'],
  ['supplies', '15 Supplies'],
  ['taxes', '16 Taxes'],
  ['utilities', '17 Utilities'],
  ['depreciation', '18 Depreciation expense or depletion'],
  ['other_expenses', '19 Other'],
];

export const PARTNERSHIP_AMOUNTS: readonly (readonly [string, string])[] = [
  ['col_g_passive_loss', '(g) Passive loss allowed'],
  ['col_h_passive_income', '(h) Passive income from Schedule K-1'],
  ['col_i_nonpassive_loss', '(i) Nonpassive loss allowed'],
  ['col_j_sec179', '(j) Section 179 expense deduction'],
  ['col_k_nonpassive_income', '(k) Nonpassive income from Schedule K-1'],
];

export const ESTATE_AMOUNTS: readonly (readonly [string, string])[] = [
  ['col_c_passive_ded_loss', '(c) Passive deduction or loss allowed'],
  ['col_d_passive_income', '(d) Passive income from Schedule K-1'],
  ['col_e_ded_or_loss', '(e) Deduction or loss from Schedule K-1'],
  ['col_f_other_income', '(f) Other income from Schedule K-1'],
];

export const REMIC_AMOUNTS: readonly (readonly [string, string])[] = [
  ['excess_inclusion_2c', '(c) Excess inclusion from Schedules Q, line 2c'],
  ['taxable_income_1b', '(d) Taxable income (net loss) from Schedules Q, line 1b'],
  ['income_3b', '(e) Income from Schedules Q, line 3b'],
];

/** Optional minus, up to 15 integer digits and 2 decimals; blank is null. */
export const eMoney = z
  .union([z.string(), z.number(), z.null()], { message: SCHEDULE_E_MSG.money })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
    const s = typeof v === 'number' ? String(v) : v.trim().replace(/,/g, '');
    if (!/^-?\d{1,15}(\.\d{1,2})?$/.test(s)) {
      ctx.addIssue({ code: 'custom', message: SCHEDULE_E_MSG.money });
      return z.NEVER;
    }
    return normalizeAmount(s) ?? null;
  });

const text = (max: number) =>
  z
    .union([z.string(), z.null()], { message: 'Must be text' })
    .optional()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
    .pipe(z.string().max(max, `At most ${max} characters`).nullable());

const flag = z.boolean({ message: 'Must be true or false' }).optional().default(false);
const tri = z.boolean({ message: 'Must be true or false' }).nullable().optional().default(null);
const days = z
  .union([z.number(), z.string(), z.null()], { message: SCHEDULE_E_MSG.days })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return null;
    const n = typeof v === 'number' ? v : /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(n) || n < 0 || n > 366) {
      ctx.addIssue({ code: 'custom', message: SCHEDULE_E_MSG.days });
      return z.NEVER;
    }
    return n;
  });
const ein = z
  .union([z.string(), z.null()], { message: SCHEDULE_E_MSG.ein })
  .optional()
  .transform((v) => (v == null ? null : v.replace(/[\s-]/g, '') || null));

const amounts = (list: readonly (readonly [string, string])[]) =>
  Object.fromEntries(list.map(([k]) => [k, eMoney]));

const propertySchema = z.object({
  label: z.enum(PROPERTY_LABELS, { message: SCHEDULE_E_MSG.tooManyProperties }),
  address: text(200),
  city_state_zip: text(120),
  property_type: z
    .union([z.string(), z.number(), z.null()], { message: SCHEDULE_E_MSG.propertyType })
    .optional()
    .transform((v) => (v == null || v === '' ? '1' : String(v)))
    .pipe(z.enum(['1', '2', '3', '4', '5', '6', '7', '8'], { message: SCHEDULE_E_MSG.propertyType })),
  fair_rental_days: days,
  personal_use_days: days,
  qjv: flag,
  ...amounts(PROPERTY_AMOUNTS),
  other_expenses_desc: text(120),
  /** Form 8582: no active participation in this rental (no $25,000 special allowance). */
  no_active_participation: flag,
  /** Form 8582: this activity's unallowed passive loss carried from earlier years (positive). */
  prior_year_unallowed_loss: eMoney.refine((v) => v === null || !v.startsWith('-'), {
    message: SCHEDULE_E_MSG.priorLoss,
  }),
});

const partnershipSchema = z.object({
  name: text(120),
  entity_type: z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim().toUpperCase())),
  foreign: flag,
  ein,
  basis_required: flag,
  not_at_risk: flag,
  ...amounts(PARTNERSHIP_AMOUNTS),
});
const estateSchema = z.object({ name: text(120), ein, ...amounts(ESTATE_AMOUNTS) });
const remicSchema = z.object({ name: text(120), ein, ...amounts(REMIC_AMOUNTS) });

export type ScheduleEProperty = z.output<typeof propertySchema>;

const hasAmount = (row: Record<string, unknown>, list: readonly (readonly [string, string])[]) =>
  list.some(([k]) => typeof row[k] === 'string' && Number(row[k]) !== 0);

/** The Schedule E write shape with every rule of spec 001 section 5 (all messages at once). */
export const scheduleESchema = z
  .object({
    form1040_id: recordId('Form 1040 ID not found in URL.'),
    version,
    paid_1099_required: flag,
    filed_1099: tri,
    line40_form4835: eMoney,
    properties: z.array(propertySchema).max(3, SCHEDULE_E_MSG.tooManyProperties).optional().default([]),
    partnerships: z
      .array(partnershipSchema)
      .max(4, SCHEDULE_E_MSG.tooManyPartnerships)
      .optional()
      .default([]),
    estates_trusts: z.array(estateSchema).max(2, SCHEDULE_E_MSG.tooManyEstates).optional().default([]),
    remics: z.array(remicSchema).max(1, SCHEDULE_E_MSG.tooManyRemics).optional().default([]),
  })
  // Cross-field rules run even when a field failed, so every message shows at once.
  .check(
    z.superRefine(
      (input, ctx) => {
        const issue = (path: (string | number)[], message: string) =>
          ctx.addIssue({ code: 'custom', path, message });
        const arr = <T>(x: T[] | undefined): T[] =>
          Array.isArray(x) ? x.filter((r) => r && typeof r === 'object') : [];
        const v = {
          ...input,
          properties: arr(input.properties),
          partnerships: arr(input.partnerships),
          estates_trusts: arr(input.estates_trusts),
          remics: arr(input.remics),
        };
        if (v.paid_1099_required && v.filed_1099 === null) issue(['filed_1099'], SCHEDULE_E_MSG.bRequired);
        if (!v.paid_1099_required && v.filed_1099 === true)
          issue(['filed_1099'], SCHEDULE_E_MSG.bNotWithoutA);
        const seen = new Set<string>();
        v.properties.forEach((p, i) => {
          if (seen.has(p.label)) issue(['properties', i, 'label'], SCHEDULE_E_MSG.duplicateLabel);
          seen.add(p.label);
          if ((p.fair_rental_days ?? 0) + (p.personal_use_days ?? 0) > 366)
            issue(['properties', i, 'personal_use_days'], SCHEDULE_E_MSG.daysSum);
          const row = p as Record<string, unknown>;
          if (hasAmount(row, PROPERTY_AMOUNTS)) {
            if (!p.address) issue(['properties', i, 'address'], SCHEDULE_E_MSG.addressRequired);
            if (!p.city_state_zip) issue(['properties', i, 'city_state_zip'], SCHEDULE_E_MSG.addressRequired);
          }
          if (
            typeof row.other_expenses === 'string' &&
            Number(row.other_expenses) !== 0 &&
            !p.other_expenses_desc
          )
            issue(['properties', i, 'other_expenses_desc'], SCHEDULE_E_MSG.otherDesc);
        });
        const entities = (
          list: 'partnerships' | 'estates_trusts' | 'remics',
          rows: { name: string | null; ein: string | null }[],
          amountList: readonly (readonly [string, string])[],
        ) =>
          rows.forEach((r, i) => {
            const withAmount = hasAmount(r as Record<string, unknown>, amountList);
            if (withAmount && !r.name) issue([list, i, 'name'], SCHEDULE_E_MSG.nameRequired);
            if ((r.name || withAmount) && !/^\d{9}$/.test(r.ein ?? ''))
              issue([list, i, 'ein'], SCHEDULE_E_MSG.ein);
          });
        entities('partnerships', v.partnerships, PARTNERSHIP_AMOUNTS);
        v.partnerships.forEach((p, i) => {
          if (p.name && p.entity_type !== 'P' && p.entity_type !== 'S')
            issue(['partnerships', i, 'entity_type'], SCHEDULE_E_MSG.entityType);
        });
        entities('estates_trusts', v.estates_trusts, ESTATE_AMOUNTS);
        entities('remics', v.remics, REMIC_AMOUNTS);
      },
      { when: () => true },
    ),
  );

export type ScheduleEInput = z.input<typeof scheduleESchema>;
export type ScheduleEData = z.output<typeof scheduleESchema>;

/** The first label among A, B, C that no property uses (a new property takes it), or null. */
export function nextPropertyLabel(used: readonly string[]): (typeof PROPERTY_LABELS)[number] | null {
  return PROPERTY_LABELS.find((l) => !used.includes(l)) ?? null;
}
