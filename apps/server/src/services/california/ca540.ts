/**
 * The California 540 record as answered: the filer's entries (secrets masked) with every line the
 * engine computes read back from it, so the screen never shows a figure the return disagrees with.
 */
import {
  CA540_BOOL_FIELDS,
  CA540_MONEY_FIELDS,
  CA540_SECRET_FIELDS,
  CA540_TEXT_FIELDS,
  clampExemption,
  defaultPersonalExemptions,
  type CaExemptions,
  type CaFilingStatus,
  type Ca540Record,
} from '@taxprep/contracts';
import type { CaResult, Result } from '@taxprep/tax-engine';
import { maskSsn, maskTail } from '../../lib/crypto';
import type { ItemRow } from '../returns/engine-input';
import { CA_KINDS } from './compute';

/** Record field → Form 540 line of the engine. Entries the engine recomputes are read back too. */
export const CA540_LINES: Record<string, string> = {
  federal_agi: 'l13',
  ca_subtractions: 'l14',
  ca_agi_pre_additions: 'l15',
  ca_additions: 'l16',
  ca_agi: 'l17',
  line18_deductions: 'l18',
  taxable_income: 'l19',
  line31_tax: 'l31',
  line32_exemption_credits: 'l32',
  line33_tax_minus_exempt: 'l33',
  line34_other_taxes: 'l34',
  line35_total: 'l35',
  cdcc_nonrefundable: 'l40',
  renters_credit: 'l46',
  total_nonref_credits: 'l47',
  line48_tax_after_credits: 'l48',
  amt_540: 'l61',
  mental_health_tax: 'l62',
  recapture_other_taxes: 'l63',
  line64_total_tax: 'l64',
  ca_withholding: 'l71',
  est_payments: 'l72',
  withholding_592b_593: 'l73',
  ca_eitc: 'l75',
  young_child_tax_credit: 'l76',
  foster_youth_tax_credit: 'l77',
  line78_total_payments: 'l78',
  use_tax: 'l91',
  isr_penalty: 'l92',
  line93_payments_balance: 'l93',
  line94_use_tax_balance: 'l94',
  line95_payments_after_isr: 'l95',
  line96_isr_balance: 'l96',
  overpaid_tax: 'l97',
  apply_to_next_year: 'l98',
  overpaid_available: 'l99',
  tax_due: 'l100',
  contributions_total: 'l110',
  amount_you_owe: 'l111',
  underpayment_penalty: 'l113',
  total_amount_due: 'l114',
  refund_or_no_amount_due: 'l115',
};

export const SSN_FIELDS = new Set(['ssn_itin', 'spouse_ssn_itin']);
export const DOB_FIELDS = new Set(['dob', 'spouse_dob']);

// SSNs as ***-**-6789, birth dates as **/**/1985 (the year alone does not identify), bank numbers as *****6789.
export function maskSecret(field: string, v: unknown): string | null {
  if (typeof v !== 'string' || v === '') return null;
  if (SSN_FIELDS.has(field)) return maskSsn(v);
  if (DOB_FIELDS.has(field)) return `**/**/${v.slice(0, 4)}`;
  return maskTail(v);
}

/** Every field of the spec's 540 record, null when never entered. */
const ENTRY_FIELDS = [
  ...CA540_TEXT_FIELDS,
  ...CA540_BOOL_FIELDS,
  ...CA540_MONEY_FIELDS,
  'state',
  'phys_state',
  'dd1_type',
  'dd2_type',
  'line31_src',
  'interest_penalties',
] as const;

export function caStatusOf(rec: Record<string, unknown> | undefined): CaFilingStatus {
  const s = rec?.filing_status;
  return s === 'MFJ' || s === 'MFS' || s === 'HOH' || s === 'QSS' ? s : 'S';
}

/** The answered record: entries, masked secrets, engine lines (on a 540NR return the 540 lines are absent: entries stay). */
export function ca540Record(
  item: ItemRow,
  form1040Id: number,
  taxYear: number,
  ca: CaResult,
  federal: Result,
): Ca540Record {
  const d = item.data;
  const out: Record<string, string | number | boolean | null> = {};
  for (const f of ENTRY_FIELDS) {
    const v = d[f];
    out[f] = typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null;
  }
  for (const f of CA540_SECRET_FIELDS) out[f] = maskSecret(f, d[f]);
  const entries = new Set<string>(CA540_MONEY_FIELDS);
  for (const [field, line] of Object.entries(CA540_LINES)) {
    const key = `ca540.${line}`;
    // On a 540NR return the 540 lines are not computed: entries stay as entered, derived lines read 0.
    if (ca.lines.has(key) || !entries.has(field)) out[field] = ca.lines.get(key).toString();
  }
  out.line31_src = typeof d.line31_src === 'string' ? d.line31_src : 'AUTO';
  const status = caStatusOf(d);
  const ex = exemptionCounts(d, status);
  Object.assign(out, ex);
  out.federal_agi_1040 = federal.summary.agi.toString();
  return {
    ...out,
    id: item.id,
    form1040_id: form1040Id,
    tax_year: typeof d.tax_year === 'number' ? d.tax_year : taxYear,
    filing_status: status,
    version: item.version,
  } as Ca540Record;
}

/** Stored counts, or the form's defaults (personal 2 for MFJ/QSS, else 1; blind and senior 0). */
export function exemptionCounts(d: Record<string, unknown>, status: CaFilingStatus) {
  const n = (k: string, dflt: number) =>
    clampExemption(typeof d[k] === 'number' ? (d[k] as number) : dflt, status);
  return {
    personal_exemptions_n: n('personal_exemptions_n', defaultPersonalExemptions(status)),
    blind_exemptions_n: n('blind_exemptions_n', 0),
    senior_exemptions_n: n('senior_exemptions_n', 0),
  };
}

/** Lines 7-11: the counts as saved times the engine's rates; dependents from the 540's dependents. */
export function exemptionsView(d: Record<string, unknown>, items: ItemRow[], ca: CaResult): CaExemptions {
  const status = caStatusOf(d);
  const c = exemptionCounts(d, status);
  const r = ca.exemptionRates;
  const deps = items.filter((i) => i.kind === CA_KINDS.dependent).length;
  const amt = (n: number, rate: typeof r.personal) => rate.times(n).toString();
  const personal = r.personal.times(c.personal_exemptions_n);
  const blind = r.blind.times(c.blind_exemptions_n);
  const senior = r.senior.times(c.senior_exemptions_n);
  const dependents = r.dependent.times(deps);
  return {
    ...c,
    personal_exemptions_amt: amt(c.personal_exemptions_n, r.personal),
    blind_exemptions_amt: amt(c.blind_exemptions_n, r.blind),
    senior_exemptions_amt: amt(c.senior_exemptions_n, r.senior),
    dependents_total_n: deps,
    dependents_total_amt: dependents.toString(),
    exemptions_total_amt: personal.plus(blind).plus(senior).plus(dependents).toString(),
    rates: {
      personal: r.personal.toString(),
      blind: r.blind.toString(),
      senior: r.senior.toString(),
      dependent: r.dependent.toString(),
    },
  };
}

/** The filer's entries with a saved subset applied; secrets sent back masked keep the stored value. */
export function mergeEntries(
  current: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const next = { ...current };
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) continue;
    next[k] = v;
  }
  // Same as mailing: the physical address is the mailing one (spec 002 section 4).
  if (next.physical_addr_same_as_mailing === true) {
    next.phys_street = next.street ?? null;
    next.phys_apt_ste = next.apt_ste ?? null;
    next.phys_city = next.city ?? null;
    next.phys_state = next.state ?? null;
    next.phys_zip_code = next.zip_code ?? null;
  }
  const status = caStatusOf(next);
  // A status change may lower the limit (1 unless MFJ or MFS): counts saved before are re-clamped.
  for (const k of ['personal_exemptions_n', 'blind_exemptions_n', 'senior_exemptions_n'])
    if (typeof next[k] === 'number') next[k] = clampExemption(next[k] as number, status);
  return next;
}
