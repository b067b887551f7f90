/**
 * The rules of a record that need its return or weigh the whole record: a form of another tax
 * year, a date past the year, a taxable amount above the gross. The server runs them on every
 * write of a kind (refusing with 400 or saving with `warnings`); the web form shows both.
 */
import { yearText } from '../year-text';
import { fieldsOf, type CheckContext, type DocumentDef, type FieldDef, type Issue } from './define';

export interface CheckResult {
  /** The record with a blank tax year filled in with the return's. */
  data: Record<string, unknown>;
  refusals: Issue[];
  warnings: Issue[];
}

const yearOf = (f: FieldDef, v: unknown): number | null => {
  if (f.kind === 'year') return typeof v === 'number' ? v : null;
  return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? Number(v.slice(0, 4)) : null;
};

/** A year or date field's place against the return's year: the message when it is out of it. */
function yearIssue(def: DocumentDef, f: FieldDef, v: unknown, year: number): string | null {
  const y = yearOf(f, v);
  if (y === null || !f.taxYear) return null;
  const label = yearText(f.label, year);
  if (f.taxYear === 'same' && y !== year)
    return f.kind === 'year'
      ? `This ${def.short} is for ${y}; this return is for ${year}.`
      : `${label}: ${String(v)} is not in ${year}, the year of this return.`;
  if (f.taxYear === 'notAfter' && y > year)
    return `${label}: ${String(v)} is after ${year}, the year of this return.`;
  if (f.taxYear === 'notBefore' && y < year)
    return `${label}: ${String(v)} is before ${year}, the year of this return.`;
  return null;
}

/** Every rule of the kind that needs the return or the whole record, on values already checked field by field. */
export function checkDocument(
  def: DocumentDef,
  values: Record<string, unknown>,
  ctx: CheckContext,
): CheckResult {
  const data = { ...values };
  const refusals: Issue[] = [];
  const warnings: Issue[] = [];
  if (def.onlyWith && ctx.has && !ctx.has(def.onlyWith))
    refusals.push({ path: '', message: `${def.title} is not part of a ${String(ctx.year)} return.` });
  for (const f of fieldsOf(def)) {
    if (!f.taxYear) continue;
    if (f.taxYear === 'same' && f.kind === 'year' && (data[f.name] === null || data[f.name] === undefined))
      data[f.name] = ctx.year;
    const message = yearIssue(def, f, data[f.name], ctx.year);
    if (message) refusals.push({ path: f.name, message });
  }
  for (const c of def.checks ?? []) {
    const message = c.test(data, ctx);
    if (message) (c.level === 'refuse' ? refusals : warnings).push({ path: c.field, message });
  }
  return { data, refusals, warnings };
}
