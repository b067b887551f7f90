/**
 * One definition per kind of document: its fields (from which the zod schema, the form, the list
 * columns and the secret list all come), its API paths, its screen route and its messages. The
 * server's route factory, the engine mapping and the web app's generic pages read only this.
 */
import { z } from 'zod';
import { recordId, STATE_CODES } from '../constants';
import { money, MONEY_MSG, normalizeAmount } from '../money';
import { boundedText, version } from '../schema-parts';

export type FieldKind =
  | 'money'
  | 'signedMoney'
  | 'text'
  | 'digits'
  | 'bool'
  | 'state'
  | 'select'
  | 'year'
  | 'int'
  | 'date'
  | 'cityStateZip'
  | 'phone'
  | 'percent'
  | 'table';

export interface FieldDef {
  name: string;
  label: string;
  kind: FieldKind;
  /** The message when the field is left blank; absent means optional. */
  required?: string;
  /** Text: maximum length; digits: the exact count (or the maximum with `upTo`). */
  max?: number;
  upTo?: boolean;
  /** Text: minimum length when given, with `minMessage`. */
  min?: number;
  minMessage?: string;
  /** The message for a value of the wrong form. */
  message?: string;
  /** Money: the message for an amount that is not a number with up to 2 decimals. */
  invalid?: string;
  /** The message for a value above `max` (text) or out of range (numbers). */
  tooLong?: string;
  options?: readonly { value: string; label: string }[];
  /** int / year: inclusive range. */
  range?: readonly [number, number];
  /** Encrypted at rest and masked in lists. */
  secret?: boolean;
  /** cityStateZip: the state must also be one of the state codes. */
  checkState?: boolean;
  hint?: string;
  /** Default value of a new record in the form. */
  initial?: string | boolean;
  /**
   * Shown only when this holds for the values being entered (the 457(b) box once code G is used);
   * the value is still sent and checked, and the kind's `toEngine` ignores it when it does not apply.
   */
  when?: (v: Record<string, unknown>) => boolean;
  /**
   * Table: a grid of rows with these cells (W-2 box 12 code + amount, a 1095-A month's three
   * columns). One row per `rowLabels` entry, as on the paper form; the value is a list of rows.
   */
  columns?: readonly FieldDef[];
  rowLabels?: readonly string[];
  /** Table: the heading over the row labels ('Month'). */
  rowHeader?: string;
  /** Table: rows whose cells are all blank or zero are dropped (box 12 keeps only what is used). */
  dropEmpty?: boolean;
  /**
   * year / date tied to the return's tax year: 'same' must be in it (the form's own tax year, a
   * blank one taking the return's; a payment date), 'notAfter' no later (a vehicle placed in
   * service), 'notBefore' no earlier (the end of a policy that covered the year).
   */
  taxYear?: 'same' | 'notAfter' | 'notBefore';
}

export interface Section {
  legend: string;
  fields: FieldDef[];
}

/** A repeated group of fields (state rows, other-expense rows). */
export interface RowsDef {
  name: string;
  legend: string;
  max: number;
  fields: FieldDef[];
  /** Rows whose values are all empty or zero are dropped before validation. */
  dropEmpty?: boolean;
  /** Renumber rows 1..n into this field. */
  indexField?: string;
  tooMany: string;
}

export interface Column {
  key: string;
  label: string;
  money?: boolean;
  /** Computed from the record (e.g. the sum of boxes 5, 6, 7 and 9). */
  value?: (r: Record<string, unknown>) => string | null;
}

export interface DocumentMessages {
  loadFailed: string;
  submitFailed: string;
  created: string;
  updated: string;
  deleted: (id: number) => string;
  editing: (id: number) => string;
}

export type Issue = { path: string; message: string };

/** What a record's rules may depend on beyond its own values: its return. */
export interface CheckContext {
  /** The return's tax year (from the return record). */
  year: number;
}

/**
 * A rule over a whole record. `refuse`: the record cannot be true, and is not saved (400 with the
 * message, which names the box); `warn`: merely unusual, saved, with the message in the answer's
 * `warnings`. `test` gives the message when the rule is broken.
 */
export interface DocumentCheck {
  level: 'refuse' | 'warn';
  field: string;
  test: (v: Record<string, unknown>, ctx: CheckContext) => string | null | undefined;
}

export interface DocumentDef {
  /** Storage kind and the key of the return's schedules response (`form1099_g`). */
  kind: string;
  /** The schedules response's key when it is not the kind ('dependents'). */
  schedulesKey?: string;
  title: string;
  short: string;
  /** Screen route under /form1040/{id}/ and its aliases. */
  route: string;
  routeAliases: readonly string[];
  api: {
    /** GET lists by return: `:id` is the Form 1040 id. */
    list: readonly string[];
    /** POST with `form1040_id` in the body. */
    create: readonly string[];
    /** POST under a return: `:id` is the Form 1040 id. */
    createUnder: readonly string[];
    /** GET, PUT and DELETE of one record: `:id` is the record id. */
    item: readonly string[];
    /** GET lists by return named in `?form1040_id=` (Schedule A's `/api/schedule_a`). */
    listByQuery?: readonly string[];
    /** GET lists by parent record: `:id` is the parent's id (a Schedule C). */
    byParent?: readonly string[];
    /** PUT only, or DELETE only, of one record where the spec gives those their own paths. */
    update?: readonly string[];
    remove?: readonly string[];
    /** GET, PUT and DELETE of one record under its return: `:id` the Form 1040, `:itemId` the record. */
    under?: readonly string[];
  };
  /** The message when a request names no return (`form1040_id`); default 'Form 1040 ID not found in URL.'. */
  missingReturn?: string;
  /** A record that may belong to another record of the return (a 1099-NEC to a Schedule C). */
  parent?: { field: string; kind: string; missing: string; forbidden: string; required: boolean };
  sections: readonly Section[];
  rows?: RowsDef;
  columns: readonly Column[];
  /** Fields of which at least one must be a non-zero amount. */
  atLeastOne?: { fields: readonly string[]; message: string };
  /** A hand-written write schema, when the kind's rules go beyond a field table (Form 8949 rows). */
  schema?: z.ZodType;
  /** Rules over the whole record that refuse or warn, and may need the return (its tax year). */
  checks?: readonly DocumentCheck[];
  /** Cross-field rules beyond each field's own. */
  refine?: (v: Record<string, unknown>, issue: (path: string, message: string) => void) => void;
  messages: DocumentMessages;
  /** Amounts previewed under the form, computed from the values being entered. */
  preview?: (v: Record<string, unknown>) => { label: string; value: string }[];
  /** The engine input list this kind feeds (`Return[engine]`). */
  engine: string;
  /** Field names or values that differ from the engine's input (the stored record otherwise goes as is). */
  toEngine?: (d: Record<string, unknown>) => Record<string, unknown>;
  /** What the API answers for a stored record besides its fields (a dependent's derived claim). */
  view?: (d: Record<string, unknown>) => Record<string, unknown>;
  /**
   * The engine takes one input of this kind, not a list: the return's records (as stored) merged
   * into `Return[engine]` (Schedule A's records added line by line); undefined when there are none.
   */
  engineMerge?: (records: Record<string, unknown>[]) => Record<string, unknown> | undefined;
  /** The Form 1040 line this kind mostly feeds, for the chooser and lists. */
  description: string;
  /**
   * The list call answers {items, prefill} with ?with_prefill=1: the return's filer as the
   * default recipient and the payer of the latest record (1099-R, 1099-INT).
   */
  prefill?: boolean;
  /** How the screen names several records ('W-2s'); default '{short} forms'. */
  plural?: string;
  /** The screen's save buttons when the spec names them ('Save W-2'); default Submit/Update {short}. */
  buttons?: { submit: string; update: string };
}

export const fieldsOf = (def: Pick<DocumentDef, 'sections'>): FieldDef[] =>
  def.sections.flatMap((s) => s.fields);

/** Field names stored encrypted, rows included as `rows.field`. */
export function secretFields(def: DocumentDef): string[] {
  const top = fieldsOf(def)
    .filter((f) => f.secret)
    .map((f) => f.name);
  return top;
}

const CSZ = /^[^,]+,\s*([A-Za-z]{2})\s+\d{5}(-\d{4})?$/;
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The zod type of one field: input as the browser or an API client sends it, output canonical. */
export function fieldSchema(f: FieldDef): z.ZodType {
  const req = f.required;
  const opt = (inner: z.ZodType) =>
    z
      .any()
      .optional()
      .transform((v: unknown, ctx) => {
        if (blank(v)) {
          if (req) ctx.addIssue({ code: 'custom', message: req });
          // A blank field takes its default (a 1099's tax year: the return's, filled in by checkDocument).
          // The form's own tax year is the return's when blank (checkDocument fills it in).
          if (typeof f.initial === 'string' && f.taxYear !== 'same') return inner.parse(f.initial) as unknown;
          return null;
        }
        const r = inner.safeParse(typeof v === 'string' ? v.trim() : v);
        if (!r.success) {
          for (const i of r.error.issues) ctx.addIssue({ code: 'custom', message: i.message });
          return z.NEVER;
        }
        return r.data;
      });
  const msg = f.message ?? 'Invalid value';
  switch (f.kind) {
    case 'money':
    case 'signedMoney':
    case 'percent': {
      const m = money({
        message: f.message ?? MONEY_MSG.nonNegative,
        invalid: f.invalid,
        allowNegative: f.kind === 'signedMoney',
        capped: true,
        box: /^(Box|Line) \w+/.exec(f.label)?.[0],
      });
      const inner =
        f.kind === 'percent' ? m.refine((v) => v === null || Number(v) <= 100, f.tooLong ?? msg) : m;
      return req ? inner.refine((v) => v !== null, req) : inner;
    }
    case 'text':
      return opt(
        z
          .string({ message: msg })
          .min(f.min ?? 0, f.minMessage ?? msg)
          .max(f.max ?? 200, f.tooLong ?? `At most ${f.max ?? 200} characters`),
      );
    case 'digits': {
      const n = f.max ?? 9;
      const re = f.upTo ? new RegExp(`^\\d{1,${n}}$`) : new RegExp(`^\\d{${n}}$`);
      return opt(
        boundedText(n + 20, msg)
          .transform((s) => s.replace(/[\s-]/g, ''))
          .pipe(z.string().regex(re, msg)),
      );
    }
    case 'phone':
      return opt(
        boundedText(40, msg)
          .transform((s) => s.replace(/\D/g, ''))
          .pipe(z.string().regex(/^\d{10,15}$/, msg)),
      );
    case 'bool':
      return z
        .union([z.boolean(), z.null()], { message: 'Must be true or false' })
        .optional()
        .transform((v) => (typeof v === 'boolean' ? v : ((f.initial as boolean | undefined) ?? false)));
    case 'state':
      return opt(
        z
          .string({ message: msg })
          .transform((s) => s.toUpperCase())
          .pipe(z.enum(STATE_CODES, { message: msg })),
      );
    case 'select':
      return opt(
        z
          .union([z.string(), z.number()], { message: msg })
          .transform((v) => String(v))
          .pipe(z.enum((f.options ?? []).map((o) => o.value) as [string, ...string[]], { message: msg })),
      );
    case 'year':
    case 'int': {
      const [lo, hi] = f.range ?? (f.kind === 'year' ? [1000, 9999] : [0, 2_147_483_647]);
      return opt(
        z
          .union([boundedText(20, msg), z.number()], { message: msg })
          .transform((v) => (typeof v === 'number' ? v : /^-?\d+$/.test(v) ? Number(v) : NaN))
          .pipe(
            z
              .number({ message: msg })
              .int(msg)
              .min(lo, f.tooLong ?? msg)
              .max(hi, f.tooLong ?? msg),
          ),
      );
    }
    case 'date':
      return opt(
        boundedText(10, msg)
          .regex(/^\d{4}-\d{2}-\d{2}$/, msg)
          .refine(realDate, msg),
      );
    case 'table':
      return tableSchema(f);
    case 'cityStateZip':
      return opt(
        boundedText(200, msg)
          .regex(CSZ, msg)
          .refine(
            (s) =>
              !f.checkState ||
              (STATE_CODES as readonly string[]).includes(CSZ.exec(s)?.[1]?.toUpperCase() ?? ''),
            msg,
          ),
      );
  }
}

/**
 * A table's rows: at most one per row label. With `dropEmpty` the blank rows are left out of the
 * value, so a cell's `required` message speaks only of a row that was started; a cell's message
 * keeps the row's place as entered (`box12.1.amount` is 12b even when 12a is blank).
 */
function tableSchema(f: FieldDef): z.ZodType {
  const cols = f.columns ?? [];
  const rows = f.rowLabels?.length ?? 0;
  const row = z.object(Object.fromEntries(cols.map((c) => [c.name, fieldSchema(c)])));
  return z
    .union([z.array(z.unknown()), z.null()], { message: f.message ?? 'Must be a list' })
    .optional()
    .transform((list, ctx) => {
      const out: Record<string, unknown>[] = [];
      (list ?? []).forEach((x, i) => {
        const cells = x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : null;
        if (!cells) {
          ctx.addIssue({ code: 'custom', path: [i], message: f.message ?? 'Each row must be an object' });
          if (!f.dropEmpty) out.push({});
          return;
        }
        if (f.dropEmpty && cols.every((c) => isZero(cells[c.name]))) return;
        const r = row.safeParse(cells);
        if (r.success) return void out.push(r.data);
        for (const issue of r.error.issues)
          ctx.addIssue({ code: 'custom', path: [i, ...issue.path], message: issue.message });
        // The kind's own rules still run: a kept row keeps its place for their messages.
        if (!f.dropEmpty) out.push({});
      });
      if (out.length > rows || (list ?? []).length > Math.max(rows, 100))
        ctx.addIssue({ code: 'custom', message: f.tooLong ?? `At most ${rows} rows` });
      return out;
    });
}

function realDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

const isZero = (v: unknown) =>
  v === null || v === undefined || v === '' || v === false || normalizeAmount(v) === '0.00';

/** Drops empty rows, keeps at most `max`, and numbers them 1..n. */
function rowsSchema(r: RowsDef) {
  const row = z.object(Object.fromEntries(r.fields.map((f) => [f.name, fieldSchema(f)])));
  return z
    .union([z.array(z.record(z.string(), z.unknown())), z.null()], { message: 'Must be a list' })
    .optional()
    .transform((rows) =>
      (rows ?? []).filter(
        (x) => !r.dropEmpty || r.fields.some((f) => f.name !== r.indexField && !isZero(x[f.name])),
      ),
    )
    .pipe(z.array(row).max(r.max, r.tooMany))
    .transform((rows) => (r.indexField ? rows.map((x, i) => ({ ...x, [r.indexField!]: i + 1 })) : rows));
}

/** The write schema of a kind: every field, its rows, the at-least-one rule and the kind's own rules. */
export function documentSchema(def: DocumentDef): z.ZodType<Record<string, unknown>> {
  if (def.schema) return def.schema as z.ZodType<Record<string, unknown>>;
  const shape: Record<string, z.ZodType> = {
    form1040_id: recordId('Form 1040 ID not found in URL.').optional(),
    version,
  };
  for (const f of fieldsOf(def)) shape[f.name] = fieldSchema(f);
  if (def.rows) shape[def.rows.name] = rowsSchema(def.rows);
  // The kind's own rules run even when a field failed, so every message shows at once; they see
  // only the fields that passed their own checks (a number sent where rows belong is not given to
  // a rule that reads rows), and nothing at all when the body is not an object.
  return z.object(shape).check(
    z.superRefine(
      (sent: Record<string, unknown>, ctx) => {
        if (!sent || typeof sent !== 'object' || Array.isArray(sent)) return;
        // A field of the wrong type (not one of its rows or cells) still holds whatever was sent.
        const failed = new Set(
          ctx.issues
            .filter((i) => i.path?.length === 1 && (i.code === 'invalid_type' || i.code === 'invalid_union'))
            .map((i) => i.path![0]),
        );
        const v = Object.fromEntries(Object.entries(sent).filter(([k]) => !failed.has(k)));
        const issue = (path: string, message: string) =>
          ctx.addIssue({ code: 'custom', path: path.split('.'), message });
        // A box that failed its own check was not left blank: no "at least one" message besides its own.
        if (def.atLeastOne && def.atLeastOne.fields.every((k) => !failed.has(k) && isZero(v[k])))
          ctx.addIssue({ code: 'custom', path: [], message: def.atLeastOne.message });
        def.refine?.(v, issue);
      },
      { when: () => true },
    ),
  );
}
