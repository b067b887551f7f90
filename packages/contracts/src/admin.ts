import { z } from 'zod';
import { ROLES } from './constants';

/** User management (spec 002 sections 2, 3, 4, 7, 8, 9): messages, rows, queries and answers. */
export const ADMIN_USER_MSG = {
  loadFailed: 'Failed to load users.',
  roleFailed: 'Failed to update role.',
  statusFailed: 'Failed to update user status.',
  deleteFailed: 'Failed to delete user.',
  roleUpdated: 'Role updated.',
  statusUpdated: 'User status updated.',
  userDeleted: 'User deleted.',
  notFound: 'User not found.',
  logInFirst: 'Please log in first.',
  accessDenied: 'Access denied. Please log in as an admin or agent.',
  adminUnchangeable: 'Administrators cannot be changed.',
  notYourself: 'You cannot change or delete your own account here.',
  approveAdminOnly: 'Only an administrator can approve a Tax Preparer.',
  searchTooLong: 'Search must be at most 100 characters.',
} as const;

/** User row of spec 002 section 3, plus whether a preparer waits for approval. */
export const adminUserRow = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  is_active: z.boolean(),
  pending_approval: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserRow>;

export const ADMIN_USER_SORTS = ['id', 'username', 'email', 'role', 'status', 'created_at'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export const ADMIN_USER_PAGE_SIZES = [10, 25, 50, 100] as const;

/** Query of GET /api/admin/users and /api/admin/users.csv; paging answers the paged shape. */
export const adminUsersQuery = z.object({
  q: z.string().trim().max(100, ADMIN_USER_MSG.searchTooLong).optional(),
  sort: z
    .enum(ADMIN_USER_SORTS, { message: `sort must be one of ${ADMIN_USER_SORTS.join(', ')}.` })
    .optional(),
  dir: z.enum(['asc', 'desc'], { message: 'dir must be asc or desc.' }).optional(),
  page: z.coerce
    .number({ message: 'page must be a whole number from 1 to 100000.' })
    .int('page must be a whole number from 1 to 100000.')
    .min(1, 'page must be a whole number from 1 to 100000.')
    .max(100_000, 'page must be a whole number from 1 to 100000.')
    .optional(),
  per_page: z.coerce
    .number({ message: 'per_page must be a whole number from 1 to 100.' })
    .int('per_page must be a whole number from 1 to 100.')
    .min(1, 'per_page must be a whole number from 1 to 100.')
    .max(100, 'per_page must be a whole number from 1 to 100.')
    .optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

export const adminUsersPage = z.object({
  users: z.array(adminUserRow),
  total: z.number(),
  /** True when more than LIST_COUNT_CAP users match: `total` is then that lower bound. */
  total_capped: z.boolean(),
  page: z.number(),
  per_page: z.number(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPage>;

export const userRoleBody = z.object({
  role: z.enum(['user', 'agent'], { message: 'role must be user or agent.' }),
});
export const userStatusBody = z.object({
  is_active: z.boolean({ message: 'is_active must be true or false.' }),
});

export const userActionResult = z.object({ message: z.string(), user: adminUserRow });
export type UserActionResult = z.infer<typeof userActionResult>;

/** What deleting a user takes with it, shown in the confirmation before the delete. */
export const userDeleteImpact = z.object({
  id: z.number(),
  username: z.string(),
  returns: z.number(),
  documents: z.number(),
});
export type UserDeleteImpact = z.infer<typeof userDeleteImpact>;

export const userDeleteResult = z.object({
  message: z.string(),
  returns_deleted: z.number(),
  documents_deleted: z.number(),
});
export type UserDeleteResult = z.infer<typeof userDeleteResult>;

/** Status as the list and the CSV show it. */
export function userStatusLabel(u: Pick<AdminUser, 'is_active' | 'pending_approval'>): string {
  if (!u.is_active) return 'Inactive';
  return u.pending_approval ? 'Pending approval' : 'Active';
}
