/**
 * Form 568 (single-member LLC): the stored record (return_items kind 'ca_form568') and its answer.
 * Entered fields are stored as sent; every computed figure (lines 2–3 as used, 7, 12, 14–17, 19,
 * 21, Schedule T tax, Schedule L totals, Schedule M-2 balances) is read from the engine's lines of
 * this Form 568 ('f568#n.…', n its position among the return's Form 568s, as compute.ts builds them).
 *
 * Members' TINs on Schedule T may be SSNs: they are encrypted here (the kind has no ITEM_SECRETS
 * entry) and answered masked; a masked TIN sent back keeps the stored one.
 */
import {
  F568_COMPUTED_LINES,
  F568_FLAGS,
  F568_FOLLOW_UPS,
  F568_INPUT_LINES,
  F568_TEXT_FIELDS,
  SCHED_L_INPUTS,
  SCHED_L_TOLERANCE,
  SCHED_M2_INPUTS,
  type F568Record,
} from '@taxprep/contracts';
import type { CaResult } from '@taxprep/tax-engine';
import type { FieldCipher } from '../../lib/crypto';
import type { ItemRow } from '../returns/engine-input';
import { CA_KINDS } from './kinds';

export const FORM568_KIND = CA_KINDS.form568;
type Obj = Record<string, unknown>;

const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** A new record: only the form and the year (spec 002 section 4). */
export function blankForm568(taxYear: number): Obj {
  return { tax_year: taxYear, schedule_t: [], schedule_l: {}, schedule_m2: {}, questionnaire: {} };
}

/** The engine's prefix of this record's lines: 'f568#n'. */
export function enginePrefix(items: ItemRow[], id: number): string {
  const n = items.filter((i) => i.kind === FORM568_KIND).findIndex((i) => i.id === id) + 1;
  return `f568#${n}`;
}

function maskTin(tin: string | null): string | null {
  if (!tin) return null;
  const digits = tin.replace(/\D/g, '');
  return digits.length === 9 && !/^\d{2}-/.test(tin)
    ? `***-**-${digits.slice(-4)}`
    : `*****${digits.slice(-4)}`;
}

/** Schedule T rows as stored: TIN encrypted, a masked TIN replaced by the stored one of the same row. */
export function sealScheduleT(cipher: FieldCipher, rows: Obj[], stored: Obj[]): Obj[] {
  return rows.map((r, i) => {
    const prev = stored.find((s) => r.id !== undefined && s.id === r.id) ?? stored[i];
    const tin = text(r.tin);
    const kept = tin && tin.includes('*') ? text(prev?.tin) : cipher.encrypt(tin);
    return {
      id: i + 1,
      member_name: r.member_name ?? null,
      tin: kept ?? null,
      distributive_share: r.distributive_share ?? null,
      tax_rate: r.tax_rate ?? null,
      withheld_by_llc: r.withheld_by_llc ?? null,
    };
  });
}

/** Clears follow-up answers whose parent is not yes (spec 002 section 3). */
export function cleanQuestionnaire(q: Obj): Obj {
  const out: Obj = {};
  for (const [k, v] of Object.entries(q)) if (v !== undefined) out[k] = v;
  for (const [child, parent] of Object.entries(F568_FOLLOW_UPS)) if (out[parent] !== 'yes') out[child] = null;
  return out;
}

export function scheduleLView(stored: Obj, ca: CaResult, prefix: string): Obj {
  const out: Obj = {};
  for (const [k] of SCHED_L_INPUTS)
    for (const s of ['_beg', '_end']) out[`${k}${s}`] = (stored[`${k}${s}`] as string | null) ?? null;
  for (const side of ['beg', 'end'] as const) {
    const assets = ca.lines.get(`${prefix}.schedL.total_assets_${side}`);
    const liab = ca.lines.get(`${prefix}.schedL.total_liab_cap_${side}`);
    const diff = assets.minus(liab);
    out[`total_assets_${side}`] = assets.toString();
    out[`total_liab_cap_${side}`] = liab.toString();
    // Balanced when |assets − (liabilities + capital)| < 0.005 (amounts are exact cents, so the
    // number compare is exact here).
    out[`balanced_${side}`] = diff.abs().toNumber() < SCHED_L_TOLERANCE;
    out[`off_by_${side}`] = diff.abs().toString();
  }
  return out;
}

export function scheduleM2View(stored: Obj, ca: CaResult, prefix: string): Obj {
  const out: Obj = {};
  for (const [k] of SCHED_M2_INPUTS) out[k] = (stored[k] as string | null) ?? null;
  out.subtotal = ca.lines.get(`${prefix}.schedM2.subtotal`).toString();
  out.total_decreases = ca.lines.get(`${prefix}.schedM2.total_decreases`).toString();
  out.end_balance = ca.lines.get(`${prefix}.schedM2.end_balance`).toString();
  return out;
}

/** The answer: entered fields, the engine's computed lines and the three schedules. */
export function form568View(
  item: ItemRow,
  form1040Id: number,
  ca: CaResult,
  items: ItemRow[],
  cipher: FieldCipher,
): F568Record {
  const d = item.data;
  const p = enginePrefix(items, item.id);
  const line = (l: string) => ca.lines.get(`${p}.${l}`).toString();
  const out: F568Record = {
    id: item.id,
    form1040_id: form1040Id,
    tax_year: Number(d.tax_year),
    schedule_t: [],
    schedule_l: {},
    schedule_m2: {},
  };
  // False for the empty record the screen creates on first open: it owes nothing and is not filed.
  out.in_use = ca.forms.includes(p);
  for (const k of F568_TEXT_FIELDS) out[k] = text(d[k]);
  out.state = text(d.state);
  for (const k of F568_FLAGS) out[k] = d[k] === true;
  for (const [k] of F568_INPUT_LINES) out[k] = (d[k] as string | null | undefined) ?? null;
  // Lines 2 and 3 as used: the fee chart and the $800 annual tax when not entered.
  out.line2_llc_fee = line('l2');
  out.line3_annual_llc_tax = line('l3');
  for (const [k] of F568_COMPUTED_LINES) {
    const n = /^line(\d+)_/.exec(k)![1];
    out[k] = line(`l${n}`);
  }
  const rows = Array.isArray(d.schedule_t) ? (d.schedule_t as unknown[]).map(obj) : [];
  out.schedule_t = rows.map((r, i) => ({
    id: typeof r.id === 'number' ? r.id : i + 1,
    member_name: text(r.member_name),
    tin: maskTin(cipher.decrypt(text(r.tin))),
    distributive_share: text(r.distributive_share),
    tax_rate: text(r.tax_rate),
    total_tax_due: line(`schedT.r${i + 1}.total_tax_due`),
    withheld_by_llc: text(r.withheld_by_llc),
    net_tax_due: line(`schedT.r${i + 1}.net_tax_due`),
  }));
  out.schedule_l = scheduleLView(obj(d.schedule_l), ca, p) as F568Record['schedule_l'];
  out.schedule_m2 = scheduleM2View(obj(d.schedule_m2), ca, p) as F568Record['schedule_m2'];
  out.questionnaire = cleanQuestionnaire(obj(d.questionnaire));
  return out;
}
