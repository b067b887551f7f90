import { z } from 'zod';
import { form1099Misc, form1099Nec, form1099Simple } from './documents';
import { OTHER_KINDS, REGISTRY, registryKind } from './form-types';
import { personalSchema } from './returns';
import { version } from './schema-parts';
import { ADMIN_FORM_STATUSES } from './admin-forms';

/**
 * The admin form pages (spec 000/002: /admin/form/{type}/{id}, /edit, /add-federal): one form of
 * any user, its owner, its return, its figures and its fields; basic info of a return edited here.
 */
export const ADMIN_FORM_DETAIL_MSG = {
  loadFailed: 'Failed to load the form.',
  saved: 'Basic info saved.',
  saveFailed: 'Failed to save basic info.',
  notFound: 'Form not found.',
} as const;

const positiveId = (v: unknown) =>
  (typeof v === 'number' || typeof v === 'string') && /^[1-9][0-9]{0,9}$/.test(String(v)) ? String(v) : null;

/**
 * The screen of the app where a form is edited: a return's summary, or the document's screen on
 * its return (a 1099-NEC under its Schedule C, a 1099-MISC for the Schedule C or the 1040).
 */
export function formScreen(
  type: string,
  id: number,
  form1040Id: number,
  data: Record<string, unknown> = {},
): string {
  const base = `/form1040/${form1040Id}`;
  if (type === 'form1040') return base;
  if (type === form1099Simple.kind) return '/form1099/list';
  const sc = positiveId(data.schedule_c_id);
  if (type === form1099Nec.kind) return sc ? `${base}/schedule-c/${sc}/1099-nec` : `${base}/schedule-c`;
  if (type === form1099Misc.kind) return `${base}/1099-misc?target=${sc ? 'schedule-c' : '1040'}`;
  if (type === 'schedule_1') return `${base}/schedule-1/${id}`;
  const def = registryKind(type);
  if (def) return `${base}/${def.route}`;
  const other = OTHER_KINDS[type];
  return other ? `${base}/${other.screen}` : base;
}

export interface FederalKind {
  kind: string;
  title: string;
  description: string;
  /** The add screen, under /form1040/{id}/ (or an absolute path). */
  path: string;
}

/** The federal documents a return can take, in the chooser's order, each with its add screen. */
export const FEDERAL_KINDS: readonly FederalKind[] = [
  ...REGISTRY.filter((d) => d.kind !== form1099Simple.kind).map((d) => ({
    kind: d.kind,
    title: d.title,
    description: d.description,
    path:
      d.kind === form1099Nec.kind
        ? 'schedule-c'
        : d.kind === form1099Misc.kind
          ? '1099-misc?target=1040'
          : d.route,
  })),
  {
    kind: 'schedule_e',
    title: 'Schedule E',
    description: 'Supplemental income and loss: rentals, royalties (Schedule 1 line 5)',
    path: 'schedule-e',
  },
  {
    kind: 'schedule_1',
    title: 'Schedule 1',
    description: 'Additional income and adjustments to income (Form 1040 lines 8 and 10)',
    path: 'schedule-1',
  },
  {
    kind: 'form1040x',
    title: 'Form 1040-X',
    description: 'Amended return, for a return the IRS already accepted',
    path: '1040x',
  },
  {
    kind: form1099Simple.kind,
    title: form1099Simple.title,
    description: form1099Simple.description,
    path: '/form1099',
  },
];

/** The add screen of a federal kind for a return. */
export const federalAddPath = (k: FederalKind, form1040Id: number | string) =>
  k.path.startsWith('/') ? k.path : `/form1040/${form1040Id}/${k.path}`;

// ——— Read ———

export const adminFormField = z.object({
  name: z.string(),
  label: z.string(),
  /** As stored, or masked for secrets; lists and nested records are summarised. */
  value: z.string().nullable(),
  masked: z.boolean(),
  money: z.boolean(),
});
export type AdminFormField = z.infer<typeof adminFormField>;

export const adminFormDetail = z.object({
  type: z.string(),
  id: z.number(),
  title: z.string(),
  form1040_id: z.number(),
  status: z.enum(ADMIN_FORM_STATUSES),
  tax_year: z.number(),
  /** The return's filer as on the return, '' before basic info is entered. */
  return_name: z.string(),
  owner: z.object({ id: z.number(), username: z.string(), email: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
  /** Where the form is edited in the app. */
  screen: z.string(),
  /** Main amounts: a return's AGI, tax, payments, refund or amount owed; a document's money columns. */
  figures: z.array(z.object({ label: z.string(), value: z.string().nullable() })),
  sections: z.array(z.object({ legend: z.string(), fields: z.array(adminFormField) })),
  /** A return's documents (empty for a document). */
  documents: z.array(z.object({ type: z.string(), id: z.number(), title: z.string(), name: z.string() })),
  /** A return's basic info as the edit form starts from it (null for a document); the SSN stays masked. */
  basic: z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      ssn_masked: z.string().nullable(),
      address: z.string(),
      city: z.string(),
      state: z.string(),
      zip_code: z.string(),
    })
    .nullable(),
});
export type AdminFormDetail = z.infer<typeof adminFormDetail>;

// ——— Edit basic info of a return ———

/** Name and home address of the filer, with the Personal Info step's own rules and messages. */
export const adminBasicInfoSchema = personalSchema
  .pick({ first_name: true, last_name: true, address: true, city: true, state: true, zip_code: true })
  .extend({ version });
export type AdminBasicInfoInput = z.input<typeof adminBasicInfoSchema>;
export type AdminBasicInfo = z.output<typeof adminBasicInfoSchema>;
export const ADMIN_BASIC_FIELDS = [
  'first_name',
  'last_name',
  'address',
  'city',
  'state',
  'zip_code',
] as const;

export const adminBasicInfoResult = z.object({ message: z.string(), version: z.number() });
