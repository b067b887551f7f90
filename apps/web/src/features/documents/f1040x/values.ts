import { compute1040X, type Form1040XColumns } from '@taxprep/tax-engine';
import {
  F1040X_ENTERED,
  F1040X_LINES,
  F1040X_MSG,
  F1040X_PART1,
  F1040X_RFC,
  normalizeAmount,
  type F1040XLine,
  type Form1040XData,
  type Form1040XView,
} from '@taxprep/contracts';
import type { Control } from 'react-hook-form';
import { ApiError } from '../../../api/client';
import { moneyText } from '../../../ui/money';

export interface DependentRow {
  first_name: string;
  last_name: string;
  ssn: string;
  relationship: string;
  qualifies_ctc: boolean;
  qualifies_other: boolean;
}
export const EMPTY_ROW: DependentRow = {
  first_name: '',
  last_name: '',
  ssn: '',
  relationship: '',
  qualifies_ctc: false,
  qualifies_other: false,
};

/** What the form edits: text for every box, booleans for the check boxes, rows for Part I. */
export type Values = Record<string, string | boolean | DependentRow[]> & { dependents: DependentRow[] };

const TEXTS = [
  'filing_status',
  'hoh_qss_child_name',
  'ssn',
  'spouse_ssn',
  'address_line1',
  'state',
  'zip_code',
  'tax_method',
  'rfc_other_text',
  'explanation',
  'tp_occupation',
  'sp_occupation',
  'tp_ip_pin',
  'sp_ip_pin',
  'phone',
  'email',
] as const;
const FLAGS = ['pecf_you', 'pecf_spouse', 'nol_included', 'gbc_included', ...F1040X_RFC.map(([k]) => k)];
const AMOUNTS = [...F1040X_ENTERED.map((k) => `${k}_a`), 'l16', 'l18', 'l23'];

export function toValues(x: Form1040XView): Values {
  const r = x as unknown as Record<string, unknown>;
  const v: Values = { dependents: x.dependents.map((d) => ({ ...EMPTY_ROW, ...clean(d) })) };
  v.tax_year = String(x.tax_year);
  v.l23_year = x.l23_year === null ? '' : String(x.l23_year);
  for (const k of TEXTS) v[k] = (r[k] as string | null) ?? '';
  for (const k of FLAGS) v[k] = r[k] === true;
  for (const k of AMOUNTS) v[k] = moneyText(r[k] as string | null);
  for (const k of F1040X_PART1)
    for (const c of ['a', 'c']) v[`${k}_${c}`] = r[`${k}_${c}`] == null ? '' : String(r[`${k}_${c}`]);
  return v;
}

function clean(d: Form1040XView['dependents'][number]): Partial<DependentRow> {
  return Object.fromEntries(Object.entries(d).map(([k, val]) => [k, val ?? ''])) as Partial<DependentRow>;
}

/** The form's control: text values in, the contract's parsed form out. */
export type XControl = Control<Values, unknown, Form1040XData>;

/** A row with nothing typed in is not a dependent: it is dropped before saving. */
export const isBlankRow = (d: DependentRow) =>
  !d.first_name.trim() && !d.last_name.trim() && !d.ssn.trim() && !d.relationship.trim();

export interface Live {
  a: Record<F1040XLine, string>;
  b: Record<F1040XLine, string>;
  c: Record<F1040XLine, string>;
  l17: string;
  l19: string;
  l20: string;
  l21: string;
  l22: string;
}

/**
 * Columns A/B/C and lines 17-22 as the filer types: the engine's Form 1040-X computation on the
 * entered column A and the server's column C (the return as it is now).
 */
export function liveLines(x: Form1040XView, v: Partial<Values>): Live {
  const r = x as unknown as Record<string, string | null>;
  // Half-typed amounts ('-', '12.') count as blank until they are numbers.
  const safe = (k: string) => (typeof v[k] === 'string' ? (normalizeAmount(v[k]) ?? null) : null);
  const a = Object.fromEntries(F1040X_ENTERED.map((k) => [k, safe(`${k}_a`)])) as Form1040XColumns;
  const c = Object.fromEntries(F1040X_ENTERED.map((k) => [k, r[`${k}_c`]])) as Form1040XColumns;
  const out = compute1040X(a, c, { l16: safe('l16'), l18: safe('l18'), l23: safe('l23') });
  const get = (key: string) => out.lines.get(key).toString();
  const col = (s: 'a' | 'b' | 'c') =>
    Object.fromEntries(F1040X_LINES.map((k) => [k, get(`f1040x.${k}.${s}`)])) as Record<F1040XLine, string>;
  return {
    a: col('a'),
    b: col('b'),
    c: col('c'),
    l17: get('f1040x.l17'),
    l19: get('f1040x.l19'),
    l20: get('f1040x.l20'),
    l21: get('f1040x.l21'),
    l22: get('f1040x.l22'),
  };
}

/** 'Load failed: …' / 'Save failed: …' with the server's words (never a status code), or the plain fallback. */
export function failText(kind: 'load' | 'save', err: unknown): string {
  if (err instanceof ApiError && err.status > 0)
    return `${kind === 'load' ? 'Load' : 'Save'} failed: ${err.message}`;
  return kind === 'load' ? F1040X_MSG.loadFailed : F1040X_MSG.saveFailed;
}
