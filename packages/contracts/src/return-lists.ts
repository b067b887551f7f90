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
  page: z.coerce.number().int().min(1).optional().default(1),
  page_size: z.coerce.number().int().min(1).max(200).optional().default(25),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

export const overrideSchema = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9]+\.[a-zA-Z0-9_.]+$/, 'Unknown line'),
  value: money({ allowNegative: true }).refine((v) => v !== null, 'Enter the amount to use'),
  reason: required('A reason is required for an override', 500),
});
