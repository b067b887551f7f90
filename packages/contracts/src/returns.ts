import { z } from 'zod';
import { LIMITS } from './constants';
import { mfsFacts } from './eligibility';
import { MSG } from './messages';
import { money } from './money';
import { digits, optBool, optDigits, optText, required, stateCode, version } from './schema-parts';

export const FILING_STATUSES = [
  'single',
  'married filing jointly',
  'married filing separately',
  'head of household',
  'qualifying widow(er)',
] as const;
export type FilingStatusLabel = (typeof FILING_STATUSES)[number];
export const FILING_STATUS_LABELS: Record<FilingStatusLabel, string> = {
  single: 'Single',
  'married filing jointly': 'Married filing jointly',
  'married filing separately': 'Married filing separately',
  'head of household': 'Head of household',
  'qualifying widow(er)': 'Qualifying surviving spouse',
};
/** Accepts the spec's labels and common spellings (MFJ, married_filing_jointly, qualifying surviving spouse). */
export function normalizeFilingStatus(v: unknown): FilingStatusLabel | undefined {
  if (typeof v !== 'string') return undefined;
  const s = v.trim().toLowerCase().replace(/[_-]+/g, ' ');
  const map: Record<string, FilingStatusLabel> = {
    single: 'single',
    s: 'single',
    'married filing jointly': 'married filing jointly',
    mfj: 'married filing jointly',
    'married joint': 'married filing jointly',
    'married filing separately': 'married filing separately',
    mfs: 'married filing separately',
    'married separate': 'married filing separately',
    'head of household': 'head of household',
    hoh: 'head of household',
    'qualifying widow(er)': 'qualifying widow(er)',
    'qualifying widower': 'qualifying widow(er)',
    'qualifying surviving spouse': 'qualifying widow(er)',
    qss: 'qualifying widow(er)',
    'surviving spouse': 'qualifying widow(er)',
  };
  return map[s];
}
export const isMarried = (s: string | null | undefined) =>
  s === 'married filing jointly' || s === 'married filing separately';

export const RETURN_STATUSES = ['Pending', 'Accepted', 'Rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

// ——— Basic info (personal) ———
export const personalSchema = z.object({
  first_name: required(),
  last_name: required(),
  ssn: digits(LIMITS.ssnDigits, MSG.ssn),
  address: required(MSG.required, 300),
  city: required(),
  state: stateCode(),
  zip_code: digits(LIMITS.zipDigits, MSG.zip),
  presidential_fund: optBool,
  version,
});
export type PersonalInput = z.input<typeof personalSchema>;

// ——— Filing status and spouse ———
export const SPOUSE_MSG = {
  firstName: 'Spouse first name is required',
  lastName: 'Spouse last name is required',
  incomplete: 'Please complete spouse information.',
  fixBelow: 'Please fix the spouse fields highlighted below.',
  status: 'Please select a filing status.',
} as const;

/** A refused filing status answers for the spouse as a whole when a spouse field is wrong (spec 000). */
export function filingStatusIssuesMessage(issues: readonly { path: string }[]): string | undefined {
  return issues.some((i) => i.path.startsWith('spouse_')) ? SPOUSE_MSG.incomplete : undefined;
}

export const filingStatusSchema = z
  .object({
    filing_status: z
      .unknown()
      .optional()
      .transform((v, ctx) => {
        // The spec's default (married filing jointly) is the browser form's; a request without a status is incomplete.
        const s = v === undefined || v === null || v === '' ? null : normalizeFilingStatus(v);
        if (!s) {
          ctx.addIssue({ code: 'custom', message: SPOUSE_MSG.status });
          return z.NEVER;
        }
        return s;
      }),
    spouse_first_name: optText(),
    spouse_last_name: optText(),
    spouse_ssn: optDigits(LIMITS.ssnDigits, MSG.ssn),
    // Married filing separately only (eligibility.ts); false for every other status.
    ...mfsFacts,
    version,
  })
  .superRefine((v, ctx) => {
    if (!isMarried(v.filing_status)) return;
    if (!v.spouse_first_name)
      ctx.addIssue({ code: 'custom', message: SPOUSE_MSG.firstName, path: ['spouse_first_name'] });
    if (!v.spouse_last_name)
      ctx.addIssue({ code: 'custom', message: SPOUSE_MSG.lastName, path: ['spouse_last_name'] });
    // Form 1040 instructions, "Married Filing Separately": a spouse with no SSN or ITIN who need not
    // have one (a nonresident alien) is shown as "NRA".
    const nra = v.filing_status === 'married filing separately' && v.spouse_nra === true;
    if (!v.spouse_ssn && !nra) ctx.addIssue({ code: 'custom', message: MSG.ssn, path: ['spouse_ssn'] });
  });
export type FilingStatusInput = z.input<typeof filingStatusSchema>;

// ——— Identity (spec 002) ———
export const ID_TYPES = ['drivers_license', 'state_id', 'other', 'none'] as const;
const DATE_MSG = 'Enter a date as YYYY-MM-DD';
/** Accepts YYYY-MM-DD, M/D/YYYY or M-D-YYYY; gives YYYY-MM-DD or null. */
export function normalizeDate(v: unknown): string | null | undefined {
  if (v === null || v === undefined) return null;
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  if (s === '') return null;
  let y: number, m: number, d: number;
  let r = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (r) [y, m, d] = [Number(r[1]), Number(r[2]), Number(r[3])];
  else if ((r = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(s)))
    [m, d, y] = [Number(r[1]), Number(r[2]), Number(r[3])];
  else return undefined;
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== m - 1 || dt.getUTCDate() !== d) return undefined;
  return dt.toISOString().slice(0, 10);
}
const today = () => new Date().toISOString().slice(0, 10);
const date = (opts: { min?: string; notFuture?: boolean; minMsg?: string; futureMsg?: string } = {}) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      const n = normalizeDate(v);
      if (n === undefined) {
        ctx.addIssue({ code: 'custom', message: DATE_MSG });
        return z.NEVER;
      }
      if (n && opts.min && n < opts.min) {
        ctx.addIssue({ code: 'custom', message: opts.minMsg ?? `Date cannot be before ${opts.min}` });
        return z.NEVER;
      }
      if (n && opts.notFuture && n > today()) {
        ctx.addIssue({ code: 'custom', message: opts.futureMsg ?? 'Date cannot be in the future' });
        return z.NEVER;
      }
      return n;
    });
export const dateOfBirth = () =>
  date({
    min: '1900-01-01',
    notFuture: true,
    minMsg: 'Date of birth cannot be before 1900-01-01',
    futureMsg: 'Date of birth cannot be in the future',
  });
export const DEATH_MSG = {
  beforeYear: (year: number) =>
    `A person who died before ${String(year)} is not on a ${String(year)} return: check the date of death.`,
  future: 'Date of death cannot be in the future',
  beforeBirth: 'Date of death cannot be before the date of birth',
  dependentAfterYear: (year: number) =>
    `Enter a date of death only if the dependent died in ${String(year)}; one who died later counts as alive all of ${String(year)}.`,
} as const;
/** A date of death: a real day, not in the future. Its place against the return's year: deathYearIssue. */
export const dateOfDeath = () => date({ notFuture: true, futureMsg: DEATH_MSG.future });

/**
 * A date of death against the return's tax year: a filer's in the year or later (a return is filed
 * for someone who died before filing it), a dependent's in the year (one who died later was alive
 * all of it). Checked where the return is known (the server, and the form with the return's year).
 */
export function deathYearIssue(
  died: string | null | undefined,
  year: number,
  who: 'filer' | 'dependent',
): string | null {
  if (typeof died !== 'string' || !/^\d{4}-/.test(died)) return null;
  const y = Number(died.slice(0, 4));
  if (y < year) return DEATH_MSG.beforeYear(year);
  if (who === 'dependent' && y > year) return DEATH_MSG.dependentAfterYear(year);
  return null;
}
const idFields = {
  id_type: z
    .union([z.enum(ID_TYPES, { message: 'Choose an ID type' }), z.literal(''), z.null()], {
      message: 'Choose an ID type',
    })
    .optional()
    .transform((v) => (v ? v : null)),
  id_number: optText(40),
  id_state: z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim().toUpperCase().slice(0, 2)))
    .pipe(stateCode().nullable()),
  id_issue_date: date({ notFuture: true, futureMsg: 'Issue date cannot be in the future' }),
  id_expiration_date: date(),
  id_no_expire: optBool,
  ip_pin: optText(6, 'IP PIN must be 6 digits').pipe(
    z
      .string()
      .regex(/^\d{6}$/, 'IP PIN must be 6 digits')
      .nullable(),
  ),
};
export const ID_DATES_MSG = 'Issue date cannot be after the expiration date';
export const identitySchema = z
  .object({
    dob: dateOfBirth(),
    ...idFields,
    spouse_dob: dateOfBirth(),
    spouse_id_type: idFields.id_type,
    spouse_id_number: idFields.id_number,
    spouse_id_state: idFields.id_state,
    spouse_id_issue_date: idFields.id_issue_date,
    spouse_id_expiration_date: idFields.id_expiration_date,
    spouse_id_no_expire: optBool,
    spouse_ip_pin: idFields.ip_pin,
    date_of_death: dateOfDeath(),
    spouse_date_of_death: dateOfDeath(),
    version,
  })
  .superRefine((v, ctx) => {
    if (v.dob && v.date_of_death && v.date_of_death < v.dob)
      ctx.addIssue({ code: 'custom', path: ['date_of_death'], message: DEATH_MSG.beforeBirth });
    if (v.spouse_dob && v.spouse_date_of_death && v.spouse_date_of_death < v.spouse_dob)
      ctx.addIssue({ code: 'custom', path: ['spouse_date_of_death'], message: DEATH_MSG.beforeBirth });
    // An ID cannot be issued after it expires (the dates are already YYYY-MM-DD, so text order is date order).
    for (const p of ['', 'spouse_'] as const) {
      const issued = v[`${p}id_issue_date`];
      const expires = v[`${p}id_expiration_date`];
      if (issued && expires && !v[`${p}id_no_expire`] && issued > expires)
        ctx.addIssue({ code: 'custom', path: [`${p}id_issue_date`], message: ID_DATES_MSG });
    }
  });
export type IdentityInput = z.input<typeof identitySchema>;

// ——— Standard deduction flags, digital assets ———
export const standardDeductionSchema = z.object({
  claimed_as_dependent: optBool,
  spouse_claimed_as_dependent: optBool,
  taxpayer_over_65: optBool,
  taxpayer_blind: optBool,
  spouse_over_65: optBool,
  spouse_blind: optBool,
  version,
});
export const DIGITAL_ASSETS_MSG = 'Please select Yes or No.';
export const digitalAssetsSchema = z.object({
  digital_assets: z.boolean({ message: DIGITAL_ASSETS_MSG }),
  version,
});

// ——— Refund and bank ———
export const REFUND_MSG = {
  negative: 'Cannot be negative',
  exceeds: 'Cannot exceed total refund amount',
  routingRequired: 'Routing number required',
  routing: 'Enter a valid 9-digit routing number',
  accountRequired: 'Account number required',
  account: 'Account number must be 4–17 digits',
} as const;
/** ABA routing checksum: weights 3, 7, 1 repeating; the sum is a multiple of 10. */
export function isValidRouting(r: string): boolean {
  if (!/^\d{9}$/.test(r)) return false;
  const w = [3, 7, 1];
  const sum = [...r].reduce((acc, ch, i) => acc + Number(ch) * w[i % 3]!, 0);
  return sum % 10 === 0;
}
export const refundSchema = z.object({
  refund_applied_to_estimated_tax: money({ message: REFUND_MSG.negative }),
  refund_routing_number: optText(9, REFUND_MSG.routing).pipe(
    z
      .string()
      .regex(/^\d{1,9}$/, REFUND_MSG.routing)
      .nullable(),
  ),
  refund_account_number: optText(17, REFUND_MSG.account).pipe(
    z
      .string()
      .regex(/^\d{1,17}$/, REFUND_MSG.account)
      .nullable(),
  ),
  refund_account_type: z
    .union([z.enum(['Checking', 'Savings', 'checking', 'savings']), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? ((v[0]!.toUpperCase() + v.slice(1)) as 'Checking' | 'Savings') : null)),
  form_8888_attached: optBool,
  version,
});
export type RefundInput = z.input<typeof refundSchema>;

/** The refund rules that depend on the computed overpayment (line 34). */
export function refundIssues(
  v: {
    refund_applied_to_estimated_tax: string | null;
    refund_routing_number: string | null;
    refund_account_number: string | null;
  },
  overpaid: string,
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const applied = Number(v.refund_applied_to_estimated_tax ?? 0);
  const over = Number(overpaid);
  if (applied * 100 > Math.round(over * 100))
    issues.push({ path: 'refund_applied_to_estimated_tax', message: REFUND_MSG.exceeds });
  const refunded = Math.max(0, Math.round(over * 100) - Math.round(applied * 100));
  if (refunded > 0) {
    if (!v.refund_routing_number)
      issues.push({ path: 'refund_routing_number', message: REFUND_MSG.routingRequired });
    else if (!isValidRouting(v.refund_routing_number))
      issues.push({ path: 'refund_routing_number', message: REFUND_MSG.routing });
    if (!v.refund_account_number)
      issues.push({ path: 'refund_account_number', message: REFUND_MSG.accountRequired });
    else if (!/^\d{4,17}$/.test(v.refund_account_number))
      issues.push({ path: 'refund_account_number', message: REFUND_MSG.account });
  } else if (v.refund_routing_number && !isValidRouting(v.refund_routing_number)) {
    issues.push({ path: 'refund_routing_number', message: REFUND_MSG.routing });
  }
  return issues;
}

// ——— Third-party designee ———
export const DESIGNEE_MSG = {
  name: 'Name is required',
  phone: 'Phone must be 10 digits',
  pin: 'PIN must be 5 digits',
} as const;
export const designeeSchema = z
  .object({
    third_party_designee: optBool,
    designee_name: optText(100),
    designee_phone: optText(20, DESIGNEE_MSG.phone).transform((v) =>
      v == null ? null : v.replace(/\D/g, ''),
    ),
    designee_pin: optText(5, DESIGNEE_MSG.pin),
    version,
  })
  .superRefine((v, ctx) => {
    if (!v.third_party_designee) return;
    if (!v.designee_name)
      ctx.addIssue({ code: 'custom', message: DESIGNEE_MSG.name, path: ['designee_name'] });
    if (!/^\d{10}$/.test(v.designee_phone ?? ''))
      ctx.addIssue({ code: 'custom', message: DESIGNEE_MSG.phone, path: ['designee_phone'] });
    if (!/^\d{5}$/.test(v.designee_pin ?? ''))
      ctx.addIssue({ code: 'custom', message: DESIGNEE_MSG.pin, path: ['designee_pin'] });
  })
  .transform((v) =>
    v.third_party_designee ? v : { ...v, designee_name: null, designee_phone: null, designee_pin: null },
  );
