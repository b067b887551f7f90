import { z } from 'zod';
import { MAX_ID, ROLES, type Role } from './constants';
import { documentKind } from './documents';

/** The audit log (issue 10): administrators see every entry; a filer sees who opened their return. */
export const AUDIT_MSG = {
  loadFailed: 'Failed to load the audit log.',
  exportFailed: 'Failed to export the audit log.',
  accessLoadFailed: 'Failed to load who accessed this return.',
  logInFirst: 'Please log in first.',
  adminOnly: 'Access denied. Please log in as an admin.',
  notFound: 'Form 1040 not found.',
  actorTooLong: 'User must be at most 100 characters.',
  badText: 'Filters must not contain control characters.',
  badAction: 'Action must be lower-case letters, digits, dots and underscores (at most 60 characters).',
  returnId: `Return must be a whole number from 1 to ${MAX_ID}.`,
  badDate: 'Dates must be YYYY-MM-DD (or a full date and time with its offset).',
  dateOrder: 'The From date must not be after the To date.',
  empty: 'No audit entries match these filters.',
  noAccess: 'Nobody other than you has opened or changed this return.',
  capped: 'More than 10,000 entries match; narrowing the user, action or dates finds older ones faster.',
} as const;

/** Rows counted at most per query, so a page stays fast over a million entries. */
export const AUDIT_COUNT_CAP = 10_000;
/** Rows a single CSV export holds at most; narrow the dates for more. */
export const AUDIT_EXPORT_CAP = 100_000;
export const AUDIT_PAGE_SIZES = [10, 25, 50, 100] as const;
export const AUDIT_CSV_HEADER = ['Time', 'Actor', 'Role', 'Action', 'Target', 'Return', 'Owner', 'Detail'];

/** The action codes written today, offered as suggestions in the filter (any valid code filters). */
export const AUDIT_ACTIONS = [
  'form1040.read',
  'form1040.update',
  'form1040.list',
  'form1040.create',
  'form1040.delete',
  'form1040.pdf',
  'form1040.xml',
  'form1040.review',
  'form1040.submit',
  'form1040.submitted',
  'form1040.reopen',
  'ca_submission.reopen',
  'form1040.override',
  'form.delete',
  'forms.list',
  'filers.list',
  'user.role',
  'user.activate',
  'user.deactivate',
  'user.delete',
  'users.list',
  'users.export',
  'tax_bracket.create',
  'tax_bracket.update',
  'audit.export',
] as const;

const FIXED_LABELS: Record<string, string> = {
  'form1040.read': 'Viewed the return',
  'form1040.update': 'Changed the return',
  'form1040.list': 'Saw the return in the returns list',
  'form1040.create': 'Created a return for the filer',
  'form1040.delete': 'Deleted the return',
  'form1040.pdf': 'Downloaded the return as PDF',
  'form1040.xml': 'Downloaded the return as XML',
  'form1040.review': 'Reviewed the return',
  'form1040.submit': 'Opened the return to submit it',
  'form1040.submitted': 'Submitted the return',
  'form1040.reopen': 'Reopened the return',
  'ca_submission.reopen': 'Reopened the accepted California return',
  'form1040.override': 'Overrode a computed line',
  'form.delete': 'Deleted a form (All Forms)',
  'forms.list': 'Listed all forms',
  'filers.list': 'Searched filers',
  'user.role': 'Changed a role',
  'user.activate': 'Activated a user',
  'user.deactivate': 'Deactivated a user',
  'user.delete': 'Deleted a user',
  'users.list': 'Listed users',
  'users.export': 'Exported users (CSV)',
  'tax_bracket.create': 'Added a tax bracket',
  'tax_bracket.update': 'Changed a tax bracket',
  'audit.export': 'Exported the audit log (CSV)',
};

const VERBS: Record<string, string> = {
  read: 'Viewed',
  create: 'Added',
  update: 'Changed',
  delete: 'Deleted',
  import: 'Imported',
  pdf: 'Downloaded',
  list: 'Listed',
};

const CA_KIND_LABELS: Record<string, string> = {
  ca540: 'CA Form 540',
  ca540_dependent: 'CA 540 dependent',
  ca540_contribution: 'CA 540 contribution',
  ca_required_info: 'CA required information',
  ca540nr: 'CA Form 540NR',
  ca_submission: 'CA submission',
  ca_schedule_ca: 'Schedule CA (540)',
  ca_form568: 'CA Form 568',
};

/** Words for an action code: "w2.update" reads "Changed W-2"; an unknown code is shown as it is. */
export function auditActionLabel(action: string): string {
  const fixed = FIXED_LABELS[action];
  if (fixed) return fixed;
  const dot = action.lastIndexOf('.');
  const kind = action.slice(0, dot);
  const verb = VERBS[action.slice(dot + 1)];
  if (dot <= 0 || !verb) return action;
  const what = CA_KIND_LABELS[kind] ?? documentKind(kind)?.short ?? kind;
  return `${verb} ${what}`;
}

/** Who a person was to a filer looking at their return's access log. */
export function accessRoleLabel(role: Role | null): string {
  if (role === 'admin') return 'Administrator';
  if (role === 'agent') return 'Preparer';
  // Only staff can open another person's return; a filer now was a preparer then (since demoted).
  if (role === 'user') return 'Former preparer';
  return 'Deleted account';
}

const whole = (name: string, max: number) => {
  const m = `${name} must be a whole number from 1 to ${max}.`;
  return z.coerce.number({ message: m }).int(m).min(1, m).max(max, m).optional();
};

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A real calendar day, or an instant with its offset; Date.parse alone would accept "2024-02-31". */
function validDate(s: string): boolean {
  if (!DAY.test(s) && !INSTANT.test(s)) return false;
  const t = Date.parse(DAY.test(s) ? `${s}T00:00:00Z` : s);
  if (Number.isNaN(t)) return false;
  const day = new Date(Date.parse(`${s.slice(0, 10)}T00:00:00Z`));
  return day.toISOString().slice(0, 10) === s.slice(0, 10) && s.slice(0, 4) >= '1970';
}

const dateParam = z.string().trim().max(40, AUDIT_MSG.badDate).refine(validDate, AUDIT_MSG.badDate);

/**
 * When a date bound means: a plain day is a whole UTC day ("to" includes it); an instant is exact
 * ("to" excludes it), which lets the screen send the bounds of the admin's own local days.
 */
export function auditDateBounds(from?: string, to?: string): { from?: Date; to?: Date } {
  const start = (s: string) => new Date(DAY.test(s) ? `${s}T00:00:00Z` : s);
  const end = (s: string) =>
    DAY.test(s) ? new Date(Date.parse(`${s}T00:00:00Z`) + 86_400_000) : new Date(Date.parse(s));
  return { from: from ? start(from) : undefined, to: to ? end(to) : undefined };
}

/** Filters shared by the page and the CSV; the order check is applied by each (see auditQuery). */
export const auditFilters = z.object({
  actor: z
    .string()
    .trim()
    .max(100, AUDIT_MSG.actorTooLong)
    .refine((s) => !CONTROL.test(s), AUDIT_MSG.badText)
    .optional(),
  return_id: z.coerce
    .number({ message: AUDIT_MSG.returnId })
    .int(AUDIT_MSG.returnId)
    .min(1, AUDIT_MSG.returnId)
    .max(MAX_ID, AUDIT_MSG.returnId)
    .optional(),
  action: z
    .string()
    .trim()
    .regex(/^[a-z0-9_.]{1,60}$/, AUDIT_MSG.badAction)
    .optional(),
  from: dateParam.optional(),
  to: dateParam.optional(),
});
export type AuditFilters = z.infer<typeof auditFilters>;

const datesInOrder = (q: { from?: string; to?: string }) => {
  if (!q.from || !q.to) return true;
  const b = auditDateBounds(q.from, q.to);
  return b.from!.getTime() < b.to!.getTime();
};

const paging = {
  page: whole('page', 100_000),
  per_page: z.coerce
    .number({ message: 'per_page must be 10, 25, 50 or 100.' })
    .refine((n) => (AUDIT_PAGE_SIZES as readonly number[]).includes(n), 'per_page must be 10, 25, 50 or 100.')
    .optional(),
};

export const auditQuery = auditFilters
  .extend(paging)
  .refine(datesInOrder, { message: AUDIT_MSG.dateOrder, path: ['to'] });
export type AuditQuery = z.infer<typeof auditQuery>;
export const auditCsvQuery = auditFilters.refine(datesInOrder, {
  message: AUDIT_MSG.dateOrder,
  path: ['to'],
});

/** One entry as an administrator sees it; `detail` is a summary that never holds a secret. */
export const auditRow = z.object({
  id: z.number(),
  created_at: z.string(),
  actor_id: z.number().nullable(),
  /** Null once the acting account was deleted. */
  actor_username: z.string().nullable(),
  actor_role: z.enum(ROLES).nullable(),
  action: z.string(),
  action_label: z.string(),
  target: z.string().nullable(),
  target_label: z.string(),
  /** The return the entry is about, when it is about one. */
  return_id: z.number().nullable(),
  owner_username: z.string().nullable(),
  /** The user the entry is about, when it is about one (role changes, deletions …). */
  user_id: z.number().nullable(),
  user_username: z.string().nullable(),
  detail: z.string(),
});
export type AuditRow = z.infer<typeof auditRow>;

export const auditPage = z.object({
  items: z.array(auditRow),
  /** Matching entries, counted up to AUDIT_COUNT_CAP. */
  total: z.number(),
  /** True when more than AUDIT_COUNT_CAP entries match. */
  total_capped: z.boolean(),
  page: z.number(),
  per_page: z.number(),
});
export type AuditPage = z.infer<typeof auditPage>;

export const accessLogQuery = z.object(paging);

/** One time someone other than the owner read or changed a return. */
export const accessLogRow = z.object({
  id: z.number(),
  created_at: z.string(),
  username: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  /** 'Preparer', 'Administrator' (or 'Former preparer', 'Deleted account'). */
  role_label: z.string(),
  action: z.string(),
  action_label: z.string(),
});
export type AccessLogRow = z.infer<typeof accessLogRow>;

export const accessLogPage = z.object({
  items: z.array(accessLogRow),
  total: z.number(),
  total_capped: z.boolean(),
  page: z.number(),
  per_page: z.number(),
});
export type AccessLogPage = z.infer<typeof accessLogPage>;
