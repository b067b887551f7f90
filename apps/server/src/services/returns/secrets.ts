import type { FieldCipher } from '../../lib/crypto';
import { ITEM_SECRETS, SECRET_FIELDS, type ReturnData } from './sections';

type Obj = Record<string, unknown>;

function mapFields(
  obj: Obj | undefined,
  fields: string[],
  fn: (v: string | null) => string | null,
): Obj | undefined {
  if (!obj) return obj;
  const out: Obj = { ...obj };
  for (const f of fields) {
    // "dependents[].ssn": the field of every element of a list (a 1040-X's Part I dependents).
    const [list, inner] = f.split('[].');
    if (inner !== undefined) {
      const rows = out[list!];
      if (Array.isArray(rows))
        out[list!] = rows.map((r) => (r && typeof r === 'object' ? mapFields(r as Obj, [inner], fn) : r));
      continue;
    }
    if (typeof out[f] === 'string' || out[f] === null) out[f] = fn(out[f] as string | null);
  }
  return out;
}

export function sealReturnData(c: FieldCipher, data: ReturnData): ReturnData {
  const out: Obj = { ...data };
  for (const [section, fields] of Object.entries(SECRET_FIELDS)) {
    out[section] = mapFields(out[section] as Obj | undefined, fields, (v) => c.encrypt(v));
  }
  return out as ReturnData;
}

export function openReturnData(c: FieldCipher, data: ReturnData): ReturnData {
  const out: Obj = { ...data };
  for (const [section, fields] of Object.entries(SECRET_FIELDS)) {
    out[section] = mapFields(out[section] as Obj | undefined, fields, (v) => c.decrypt(v));
  }
  return out as ReturnData;
}

export function sealItem(c: FieldCipher, kind: string, data: Obj): Obj {
  return mapFields(data, ITEM_SECRETS[kind] ?? [], (v) => c.encrypt(v)) ?? {};
}

export function openItem(c: FieldCipher, kind: string, data: Obj): Obj {
  return mapFields(data, ITEM_SECRETS[kind] ?? [], (v) => c.decrypt(v)) ?? {};
}

/** The answers with every secret left out (a return file exported without them). */
export function blankReturnSecrets(data: ReturnData): ReturnData {
  const out: Obj = { ...data };
  for (const [section, fields] of Object.entries(SECRET_FIELDS)) {
    out[section] = mapFields(out[section] as Obj | undefined, fields, () => null);
  }
  return out as ReturnData;
}

/** A document with its secrets left out. */
export function blankItemSecrets(kind: string, data: Obj): Obj {
  return mapFields(data, ITEM_SECRETS[kind] ?? [], () => null) ?? {};
}
