/**
 * One definition per kind of document: its fields (from which the zod schema, the form, the list
 * columns and the secret list all come), its API paths, its screen route and its messages. The
 * server's route factory, the engine mapping and the web app's generic pages read only this.
 */
import type { z } from 'zod';

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
  /**
   * Asked only on a joint return (whose document: taxpayer or spouse). Screens hide it otherwise;
   * the engine mapping reads it only on a joint return (engine-input.ts).
   */
  jointOnly?: boolean;
  /**
   * Asked only for a tax year whose federal figures include this part of the law (Schedule 1-A's
   * tips and overtime, from 2025): screens hide it for other years and the engine ignores it there.
   */
  onlyWith?: 'schedule1A';
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
  /** Whether that year's federal figures include a part of the law (the server asks the engine). */
  has?: (law: 'schedule1A') => boolean;
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

/** A kind's group in the return's sidebar and on its details page (the schedules answer's key). */
export interface ListingDef {
  /** The group's name; default the kind's `short`. */
  label?: string;
  /** Where a listed record leads: a screen under /form1040/{id}/ (default `route`), or an absolute path. */
  path?: string;
  /** Its place among the groups, lower first. */
  order: number;
  /** One per return: the group's name names the record (Schedule D). */
  single?: boolean;
  /** The details page's columns (fields of the schedules answer); default the kind's list `columns`. */
  details?: readonly Column[];
}

/** A button of the document chooser (Add Supporting Documents). */
export interface ChooserEntry {
  label: string;
  /** Under /form1040/{id}/, with its query ('1099-g?target=1040'). */
  path: string;
  /** Its place among the buttons, lower first. */
  order: number;
  /** Offered only for a tax year whose figures include this part of the law (FieldDef.onlyWith). */
  onlyWith?: 'schedule1A';
}

/**
 * The simulated MeF checks of a kind's TINs (efile-docs.ts): `prefix` starts its reject codes; the
 * payer's TIN, when checked, is an EIN (`ein`) or may be an individual's SSN (`einOrSsn`).
 */
export interface EfileDef {
  prefix: string;
  payerTin?: 'ein' | 'einOrSsn';
  /** A missing payer TIN is an error (the IRS1099R / IRS1099G documents carry a PayerEIN). */
  payerRequired?: boolean;
  /** The engine input's field holding the recipient's SSN. */
  recipientTin: string;
  /** Its place among the kinds' checks (the order of the errors), lower first. */
  order: number;
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
  /** Offered only for a tax year whose federal figures include this part of the law (as FieldDef.onlyWith). */
  onlyWith?: 'schedule1A';
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
  /** Its group in the sidebar and on the details page; absent: not listed on its own (household facts). */
  listing?: ListingDef;
  /** Its buttons in the document chooser; absent: reached from another screen (1099-NEC from Schedule C). */
  chooser?: readonly ChooserEntry[];
  /**
   * The field the All forms list shows as a record's amount (SQL `form_list_doc_amount`, which a
   * test holds equal to these); absent: no amount (Schedule C's net profit is computed, not stored).
   */
  listAmount?: string;
  /** The e-file checks of its records' TINs; absent: none here (W-2s and dependents: efile.ts). */
  efile?: EfileDef;
  /** The Form 1040 line this kind mostly feeds, for the chooser and lists. */
  description: string;
  /**
   * The list call answers {items, prefill} with ?with_prefill=1: the return's filer as the
   * default recipient and the payer of the latest record (1099-R, 1099-INT).
   */
  prefill?: boolean;
  /** How the screen names several records ('W-2s'); default '{short} forms'. */
  plural?: string;
  /**
   * The topic of the "What happened in {year}?" checklist this kind's records answer (checklist.ts):
   * a record of the kind puts the topic on the filer's to-do list and counts towards its state.
   */
  checklist?: string;
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
