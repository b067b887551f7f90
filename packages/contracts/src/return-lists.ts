/** The dashboard's query, a new return, and a preparer's override of a computed line. */
import { z } from 'zod';
import { recordId } from './constants';
import { money } from './money';
import { RETURN_STATUSES } from './returns';
import { required } from './schema-parts';

// ——— Dashboard and creation ———
export const TAX_YEAR_MSG = {
  invalid: 'Enter the tax year as 4 digits (e.g. 2025).',
  /** A year the product has no figures for: named, never silently replaced by another. */
  unsupported: (year: number, years: readonly number[]) =>
    `Tax year ${String(year)} is not available. Choose ${years.join(' or ')}.`,
  /** California is computed only for years with FTB figures. */
  noCalifornia: (year: number) =>
    `California returns for tax year ${String(year)} are not available yet. The federal return can be prepared and filed.`,
} as const;

/** POST /api/form1040: no year keeps the spec's default (TAX_YEAR); a year is checked against the engine's. */
export const createForm1040Schema = z
  .object({
    filer_id: recordId().optional(),
    /** Start from this return of the year before (issue 26): the same filer's. */
    from_return_id: recordId('Form 1040 not found.').optional(),
    tax_year: z
      .number({ message: TAX_YEAR_MSG.invalid })
      .int({ message: TAX_YEAR_MSG.invalid })
      .min(1000, { message: TAX_YEAR_MSG.invalid })
      .max(9999, { message: TAX_YEAR_MSG.invalid })
      .optional(),
  })
  .optional()
  .default({});

/** GET /api/tax-years: the years a return can be started for, latest first, and which the user still can. */
export const taxYearsResponseSchema = z.object({
  default_year: z.number(),
  years: z.array(
    z.object({
      year: z.number(),
      california: z.boolean(),
      /** False when this filer already has a return for the year (one per year). */
      can_create: z.boolean(),
      /** The filer's own return of the year before, to start this year's from (issue 26), or null. */
      start_from: z.number().nullable(),
    }),
  ),
});
export type TaxYearsResponse = z.infer<typeof taxYearsResponseSchema>;
export const DASHBOARD_SORTS = [
  'created_at',
  'submitted_at',
  'last_name',
  'first_name',
  'username',
  'filing_status',
  'taxable_income',
  'total_tax',
  'refund_amount',
  'amount_owed',
  'status',
  'tax_year',
] as const;
export const dashboardQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z
    .enum(['All', ...RETURN_STATUSES], { message: 'Status must be All, Pending, Accepted or Rejected' })
    .optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  sort: z.enum(DASHBOARD_SORTS).optional().default('created_at'),
  order: z.enum(['asc', 'desc']).optional().default('desc'),
  // Bounded so the row offset (page × page_size) always fits the database's integer.
  page: z.coerce
    .number({ message: 'Page must be a whole number from 1 to 1,000,000' })
    .int('Page must be a whole number from 1 to 1,000,000')
    .min(1, 'Page must be a whole number from 1 to 1,000,000')
    .max(1_000_000, 'Page must be a whole number from 1 to 1,000,000')
    .optional()
    .default(1),
  page_size: z.coerce.number().int().min(1).max(200).optional().default(25),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

/**
 * The lists (dashboard, All forms, users) count matching rows exactly up to this many; past it the
 * count would cost more than the page itself, so the total is this lower bound and `total_capped`
 * says so ("10,000+"). Paging goes on past it.
 */
export const LIST_COUNT_CAP = 10_000;
/** A list's total as shown: "23", or "10,000+" when counting stopped at the cap. */
export const listTotalLabel = (total: number, capped = false) =>
  capped ? `${total.toLocaleString('en-US')}+` : String(total);

/** An override without its reason is refused, in the browser and by the server alike. */
export const OVERRIDE_REASON_MSG = 'A reason is required for an override';

export const overrideSchema = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9]+\.[a-zA-Z0-9_.]+$/, 'Unknown line'),
  value: money({ allowNegative: true }).refine((v) => v !== null, 'Enter the amount to use'),
  reason: required(OVERRIDE_REASON_MSG, 500),
});
