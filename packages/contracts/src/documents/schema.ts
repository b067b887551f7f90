/** The zod schemas built from a kind's field table: each field's, a table's, the rows' and the whole record's. */
import { z } from 'zod';
import { recordId, STATE_CODES } from '../constants';
import { money, MONEY_MSG, normalizeAmount } from '../money';
import { boundedText, version } from '../schema-parts';
import { fieldsOf, type DocumentDef, type FieldDef, type RowsDef } from './define';

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
