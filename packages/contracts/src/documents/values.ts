/** What a kind's records look like outside the write schema: read back by the API, and blank in a new form. */
import { z } from 'zod';
import { fieldsOf, type DocumentDef, type FieldDef } from './define';

/** The shape a record is read back in (for the OpenAPI document and response checks). */
export function documentReadSchema(def: DocumentDef) {
  const value = (f: FieldDef): z.ZodType =>
    f.kind === 'bool'
      ? z.boolean()
      : f.kind === 'int' || f.kind === 'year'
        ? z.number().nullable()
        : f.kind === 'table'
          ? z
              .array(
                z.looseObject(
                  Object.fromEntries((f.columns ?? []).map((c) => [c.name, value(c).optional()])),
                ),
              )
              .nullable()
          : z.string().nullable();
  const shape: Record<string, z.ZodType> = {
    id: z.number().int(),
    form1040_id: z.number().int(),
    version: z.number().int(),
  };
  for (const f of fieldsOf(def)) shape[f.name] = value(f).optional();
  if (def.rows)
    shape[def.rows.name] = z
      .array(z.object(Object.fromEntries(def.rows.fields.map((f) => [f.name, value(f).optional()]))))
      .optional();
  return z.looseObject(shape);
}

/** A blank row of a table: each cell its default. */
export const blankRow = (f: FieldDef): Record<string, unknown> =>
  Object.fromEntries((f.columns ?? []).map((c) => [c.name, c.initial ?? (c.kind === 'bool' ? false : '')]));

/** Empty form values of a kind (blank text, unticked boxes, the defaults a field names, a table's rows). */
export function emptyValues(def: DocumentDef): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fieldsOf(def))
    out[f.name] =
      f.kind === 'table'
        ? (f.rowLabels ?? []).map(() => blankRow(f))
        : (f.initial ?? (f.kind === 'bool' ? false : ''));
  if (def.rows) out[def.rows.name] = [Object.fromEntries(def.rows.fields.map((f) => [f.name, '']))];
  return out;
}
