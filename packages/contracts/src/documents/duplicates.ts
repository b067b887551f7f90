/**
 * A document entered twice: the same payer (or employer) and the same amounts as a record already on
 * the return. Saving it counts every amount twice, yet two such forms can be real (two accounts at
 * one bank paying the same interest), so it is a warning to confirm, never a refusal. The server
 * answers it in `warnings`; the screen asks before saving. Secrets take no part: the screen only
 * sees them masked.
 */
import { normalizeAmount } from '../money';
import { fieldsOf, type DocumentDef, type FieldDef } from './define';

/** Who issued the form and for whom: names, TINs and EINs, and choices such as whose form it is. */
const isIdentity = (f: FieldDef) =>
  !f.secret &&
  (f.kind === 'select' || ((f.kind === 'text' || f.kind === 'digits') && /(_name|_tin|_ein)$/.test(f.name)));
const ISSUER = /^(payer|employer|issuer)_(name|tin|ein)$/;
const isAmount = (f: FieldDef) => !f.secret && (f.kind === 'money' || f.kind === 'signedMoney');

/** The fields two records of a kind must share to be the same form; none for kinds without both. */
export function duplicateFields(def: DocumentDef): string[] {
  const fields = fieldsOf(def);
  const identity = fields.filter(isIdentity).map((f) => f.name);
  const amounts = fields.filter(isAmount).map((f) => f.name);
  // Only forms someone issued (a payer, an employer, a marketplace) can arrive twice.
  const issued = identity.some((n) => ISSUER.test(n));
  return issued && amounts.length ? [...identity, ...amounts] : [];
}

const same = (f: FieldDef, a: unknown, b: unknown) => {
  if (isAmount(f)) return (normalizeAmount(a) ?? '0.00') === (normalizeAmount(b) ?? '0.00');
  const t = (v: unknown) => (v == null ? '' : String(v).trim().replace(/\s+/g, ' ').toUpperCase());
  return t(a) === t(b);
};

/** The first record of `existing` that is the same form as `data`, if any. */
export function findDuplicateDocument<T extends Record<string, unknown>>(
  def: DocumentDef,
  data: Record<string, unknown>,
  existing: readonly T[],
): T | undefined {
  const names = new Set(duplicateFields(def));
  if (names.size === 0) return undefined;
  const fields = fieldsOf(def).filter((f) => names.has(f.name));
  return existing.find((r) => fields.every((f) => same(f, data[f.name], r[f.name])));
}

/** The warning for a duplicate: which form it repeats, in the filer's words. */
export function duplicateDocumentMessage(def: DocumentDef, existing: Record<string, unknown>): string {
  const who = [existing.payer_name, existing.employer_name, existing.issuer_name].find(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  return (
    `This ${def.short} has the same ${who ? `payer (${who})` : 'payer'} and amounts as one already on this ` +
    'return. Saved twice, its amounts are counted twice.'
  );
}
