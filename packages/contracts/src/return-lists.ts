/** The dashboard's query, a new return, and a preparer's override of a computed line. */
import { z } from 'zod';
import { recordId } from './constants';
import { money } from './money';
import { RETURN_STATUSES } from './returns';
import { required } from './schema-parts';

// ——— Dashboard and creation ———
export const createForm1040Schema = z.object({ filer_id: recordId().optional() }).optional().default({});
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
