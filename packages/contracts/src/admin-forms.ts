import { z } from 'zod';
import { FORM_TYPES } from './form-types';

/** All forms (spec 002 sections 2, 3, 7, 8): every return and document of every user. */
export const ADMIN_FORM_MSG = {
  loadFailed: 'Failed to load forms.',
  deleteFailed: 'Error deleting form.',
  deleted: 'Form deleted.',
  notFound: 'Form not found.',
  accessDenied: 'Access denied. Please log in as an admin or agent.',
  adminOnly: 'Only an administrator can delete forms.',
  accepted:
    'This return was accepted by the IRS and cannot be deleted. To change it, file an amended return (Form 1040-X).',
  searchTooLong: 'Search must be at most 100 characters.',
  badText: 'Search must not contain control characters.',
  badType: 'type must be form1040 or a document kind (lower-case letters, digits, underscores).',
  unknownType: 'Choose a form type from the list.',
} as const;

export const ADMIN_FORM_STATUSES = ['Pending', 'Accepted', 'Rejected'] as const;
export const ADMIN_FORM_SORTS = [
  'type',
  'id',
  'username',
  'name',
  'amount',
  'tax',
  'status',
  'created_at',
] as const;
export type AdminFormSort = (typeof ADMIN_FORM_SORTS)[number];
export const ADMIN_FORM_PAGE_SIZES = [10, 25, 50] as const;
/** The type filter's values: every form type there is (see FORM_TYPES), so none can be missing. */
export const ADMIN_FORM_TYPES: readonly string[] = FORM_TYPES.map((t) => t.value);

const typeName = z.string().regex(/^[a-z0-9_]{1,40}$/, ADMIN_FORM_MSG.badType);

const whole = (name: string, max: number) => {
  const m = `${name} must be a whole number from 1 to ${max}.`;
  return z.coerce.number({ message: m }).int(m).min(1, m).max(max, m).optional();
};

export const adminFormsQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100, ADMIN_FORM_MSG.searchTooLong)
    // The database refuses NUL in text, and no name holds control characters.
    // eslint-disable-next-line no-control-regex
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), ADMIN_FORM_MSG.badText)
    .optional(),
  type: z
    .string()
    .max(40, ADMIN_FORM_MSG.unknownType)
    .refine((t) => ADMIN_FORM_TYPES.includes(t), ADMIN_FORM_MSG.unknownType)
    .optional(),
  status: z
    .enum(ADMIN_FORM_STATUSES, { message: 'status must be Pending, Accepted or Rejected.' })
    .optional(),
  sort: z
    .enum(ADMIN_FORM_SORTS, { message: `sort must be one of ${ADMIN_FORM_SORTS.join(', ')}.` })
    .optional(),
  dir: z.enum(['asc', 'desc'], { message: 'dir must be asc or desc.' }).optional(),
  page: whole('page', 100_000),
  per_page: whole('per_page', 100),
});
export type AdminFormsQuery = z.infer<typeof adminFormsQuery>;

/** One row: a Form 1040 (amount = refund, or minus the amount owed) or a document of a return. */
export const adminFormRow = z.object({
  type: z.string(),
  id: z.number(),
  /** The return the form belongs to (its own id for a Form 1040). */
  form1040_id: z.number(),
  user_id: z.number(),
  username: z.string(),
  name: z.string(),
  amount: z.string().nullable(),
  tax: z.string().nullable(),
  status: z.enum(ADMIN_FORM_STATUSES),
  created_at: z.string(),
});
export type AdminFormRow = z.infer<typeof adminFormRow>;

export const adminFormsPage = z.object({
  items: z.array(adminFormRow),
  total: z.number(),
  /** True when more than LIST_COUNT_CAP forms match: `total` is then that lower bound. */
  total_capped: z.boolean(),
  page: z.number(),
  per_page: z.number(),
});
export type AdminFormsPage = z.infer<typeof adminFormsPage>;

export const adminFormParams = z.object({ type: typeName, id: z.string() });
export const adminFormDeleteResult = z.object({ message: z.string() });
