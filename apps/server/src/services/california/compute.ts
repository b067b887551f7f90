/**
 * The California computation of a return: the federal return is computed first (the 540 starts
 * from federal AGI), then the engine's CaReturn is built from the return's California records
 * (return_items of the kinds below) and computeCalifornia runs on both.
 */
import type { FastifyInstance } from 'fastify';
import { form568Touched, type CaFilingStatus } from '@taxprep/contracts';
import {
  computeCalifornia,
  type Amount,
  type Ca540Input,
  type Ca540NrInput,
  type Ca568Input,
  type CaDependent,
  type CaLineGroup,
  type CaRequiredInfo,
  type CaResult,
  type CaReturn,
  type CaScheduleInput,
  type FilingStatus,
  type Result,
} from '@taxprep/tax-engine';
import type { LoadedReturn } from '../returns/access';
import { toEngineInput, type ItemRow } from '../returns/engine-input';
import { compute, loadItems } from '../returns/store';
import { CA_KINDS } from './kinds';

export { CA_KINDS };

const TO_ENGINE: Record<CaFilingStatus, FilingStatus> = {
  S: 'single',
  MFJ: 'mfj',
  MFS: 'mfs',
  HOH: 'hoh',
  QSS: 'qss',
};
const FROM_ENGINE: Record<FilingStatus, CaFilingStatus> = {
  single: 'S',
  mfj: 'MFJ',
  mfs: 'MFS',
  hoh: 'HOH',
  qss: 'QSS',
};
export const caToEngineStatus = (s: unknown): FilingStatus | undefined =>
  typeof s === 'string' && s in TO_ENGINE ? TO_ENGINE[s as CaFilingStatus] : undefined;
export const engineToCaStatus = (s: FilingStatus): CaFilingStatus => FROM_ENGINE[s];

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
/** An entered amount ("1234.56" or a number); blanks are omitted so the engine uses its default. */
const amt = (v: unknown): Amount =>
  (typeof v === 'string' && v.trim() !== '') || (typeof v === 'number' && Number.isFinite(v))
    ? (v as string | number)
    : undefined;
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);
const tri = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Cents of an amount, for sums done here (withholding found on the documents). */
export function cents(v: unknown): bigint {
  const s = typeof v === 'number' ? v.toFixed(2) : typeof v === 'string' ? v.trim() : '';
  const m = /^(-)?(\d*)(?:\.(\d{0,2}))?$/.exec(s);
  if (!m || (m[2] === '' && !m[3])) return 0n;
  const c = BigInt(m[2] || '0') * 100n + BigInt((m[3] ?? '').padEnd(2, '0') || '0');
  return m[1] ? -c : c;
}
export function fromCents(c: bigint): string {
  const neg = c < 0n;
  const a = neg ? -c : c;
  return `${neg ? '-' : ''}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
}

const isCa = (s: unknown) =>
  s == null || (typeof s === 'string' && ['', 'CA'].includes(s.trim().toUpperCase()));

/**
 * California withholding the engine reads itself for line 71 (its payments.ts): W-2 box 17 and
 * 1099-G box 11 with the state CA or blank, 1099-NEC box 5 with no state number or one starting "CA".
 */
export function engineCaWithholding(items: ItemRow[]): bigint {
  let total = 0n;
  for (const i of items) {
    const d = i.data;
    if (i.kind === 'w2' && isCa(d.state)) total += cents(d.state_income_tax);
    else if (i.kind === 'form1099_g' && isCa(d.state)) total += cents(d.state_tax_withheld);
    else if (i.kind === 'form1099_nec' && (!d.box6_state_number || /^CA/i.test(String(d.box6_state_number))))
      total += cents(d.box5_state_tax_withheld);
  }
  return total;
}

/**
 * What prefill puts on line 71: the engine's documents plus the CA state rows of the 1099-INT and
 * 1099-DIV (which the engine does not read, so they reach it as other withholding).
 */
export function documentedCaWithholding(items: ItemRow[]): bigint {
  let total = engineCaWithholding(items);
  for (const i of items) {
    if (i.kind !== 'form1099_int' && i.kind !== 'form1099_div') continue;
    const rows = Array.isArray(i.data.states) ? (i.data.states as Record<string, unknown>[]) : [];
    for (const r of rows) if (r && r.state_name === 'CA') total += cents(r.state_tax_withheld);
  }
  return total;
}

/** W-2 box 16 state wages for California. */
export function documentedCaWages(items: ItemRow[]): bigint {
  let total = 0n;
  for (const i of items) if (i.kind === 'w2' && isCa(i.data.state)) total += cents(i.data.state_wages);
  return total;
}

function ca540Input(
  rec: Record<string, unknown> | undefined,
  deps: ItemRow[],
  contributions: ItemRow[],
  items: ItemRow[],
): Ca540Input | undefined {
  if (!rec) return undefined;
  const entered = cents(rec.ca_withholding);
  const documented = engineCaWithholding(items);
  const contributionsTotal = contributions.reduce((s, c) => s + cents(c.data.amount), 0n);
  const dependents: CaDependent[] = deps.map((d) => ({
    first_name: str(d.data.first_name),
    last_name: str(d.data.last_name),
    ssn_itin: str(d.data.ssn_itin),
    relationship: str(d.data.relationship),
  }));
  return {
    filing_status: caToEngineStatus(rec.filing_status),
    personal_exemptions_n: num(rec.personal_exemptions_n),
    blind_exemptions_n: num(rec.blind_exemptions_n),
    senior_exemptions_n: num(rec.senior_exemptions_n),
    // The 540's dependents are its own list (prefilled from the federal ones): once the 540 exists
    // an empty list means none, so the exemption screen and the engine agree.
    dependents,
    line31_tax_manual: rec.line31_src === 'MANUAL' ? amt(rec.line31_tax) : undefined,
    line34_other_taxes: amt(rec.line34_other_taxes),
    recapture_other_taxes: amt(rec.recapture_other_taxes),
    // Line 71 is read by the engine from the W-2/1099 state rows; what the filer enters above
    // that is extra withholding (an edit below it cannot remove a document's withholding).
    other_withholding:
      rec.ca_withholding != null && entered > documented ? fromCents(entered - documented) : undefined,
    est_payments: amt(rec.est_payments),
    withholding_592b_593: amt(rec.withholding_592b_593),
    use_tax: rec.use_tax_no_owed === true ? '0' : amt(rec.use_tax),
    full_year_health_coverage: bool(rec.full_year_health_coverage),
    isr_penalty: amt(rec.isr_penalty),
    apply_to_next_year: amt(rec.apply_to_next_year),
    contributions_total: fromCents(contributionsTotal),
    underpayment_penalty: amt(rec.underpayment_penalty),
    foster_youth_count: num(rec.foster_youth_count),
  };
}

const GROUPS = new Set<CaLineGroup>(['PART_I_SEC_A', 'PART_I_SEC_B', 'SECTION_C', 'PART_II']);

function scheduleCaInput(rec: Record<string, unknown> | undefined): CaScheduleInput | undefined {
  if (!rec) return undefined;
  const lines = Array.isArray(rec.lines) ? (rec.lines as unknown[]) : [];
  return {
    will_itemize_for_ca: rec.will_itemize_for_ca === true,
    lines: lines
      .map(obj)
      .filter((l) => GROUPS.has(l.group_code as CaLineGroup) && typeof l.line_key === 'string')
      .map((l) => ({
        group_code: l.group_code as CaLineGroup,
        line_key: l.line_key as string,
        col_a: l.col_a == null ? null : amt(l.col_a),
        col_b: l.col_b == null ? null : amt(l.col_b),
        col_c: l.col_c == null ? null : amt(l.col_c),
      })),
  };
}

function requiredInfoInput(rec: Record<string, unknown> | undefined): CaRequiredInfo | undefined {
  if (!rec) return undefined;
  const housing = rec.housing;
  return {
    housing: housing === 'rent' || housing === 'own' || housing === 'neither' ? housing : null,
    renter_paid_half_2024: tri(rec.renter_paid_half_2024),
    renter_property_tax_exempt_2024: tri(rec.renter_property_tax_exempt_2024),
    homeowner_exemption_2024: tri(rec.homeowner_exemption_2024),
    forgo_caleitc: tri(rec.forgo_caleitc),
    disq_eic_california: tri(rec.disq_eic_california),
  };
}

function nrInput(rec: Record<string, unknown> | undefined): Ca540NrInput | undefined {
  const status = rec?.residency_status;
  if (!rec || (status !== 'nonresident' && status !== 'part_year')) return undefined;
  return {
    residency_status: status,
    date_moved_in: str(rec.date_moved_in) ?? null,
    date_moved_out: str(rec.date_moved_out) ?? null,
    agi_ca: amt(rec.agi_ca),
    ca_amounts: amounts(rec.ca_amounts),
    taxable_income_ca: amt(rec.taxable_income_ca),
    nonref_renters_credit: amt(rec.nonref_renters_credit),
  };
}

const F568_LINES = [
  'line1_total_income',
  'line2_llc_fee',
  'line3_annual_llc_tax',
  'line4_pte_elective_tax',
  'line5_noncons_nr_tax_schedT',
  'line6_partnership_level_tax',
  'line8_prior_year_overpayment',
  'line9_amt_paid_pte',
  'line10_amt_paid_form3522',
  'line11_amt_paid_form3536',
  'line13_use_tax',
  'line18_applied_to_next_year',
  'line20_penalties_interest',
] as const;

/** Amount entries of an embedded schedule (Schedule L, M-2); computed or text entries are dropped. */
function amounts(v: unknown): Record<string, Amount> {
  const out: Record<string, Amount> = {};
  for (const [k, x] of Object.entries(obj(v))) {
    const a = amt(x);
    if (a !== undefined) out[k] = a;
  }
  return out;
}

function form568Input(rec: Record<string, unknown>): Ca568Input {
  const out: Record<string, unknown> = {};
  for (const k of F568_LINES) {
    const a = amt(rec[k]);
    if (a !== undefined) out[k] = a;
  }
  const t = Array.isArray(rec.schedule_t) ? (rec.schedule_t as unknown[]).map(obj) : [];
  return {
    ...(out as Ca568Input),
    schedule_t: t.map((r) => ({
      distributive_share: amt(r.distributive_share),
      tax_rate: amt(r.tax_rate),
      withheld_by_llc: amt(r.withheld_by_llc),
    })),
    schedule_l: amounts(rec.schedule_l),
    schedule_m2: amounts(rec.schedule_m2),
  };
}

/** The engine's California input from the return and its items (decrypted). */
export function buildCaReturn(ret: LoadedReturn, items: ItemRow[]): CaReturn {
  const of = (kind: string) => items.filter((i) => i.kind === kind);
  const first = (kind: string) => of(kind)[0]?.data;
  const nr = nrInput(first(CA_KINDS.nr));
  return {
    federal: toEngineInput(ret.data, items, ret.taxYear),
    residency: nr ? nr.residency_status : 'resident',
    ca540: ca540Input(first(CA_KINDS.ca540), of(CA_KINDS.dependent), of(CA_KINDS.contribution), items),
    scheduleCA: scheduleCaInput(first(CA_KINDS.scheduleCA)),
    requiredInfo: requiredInfoInput(first(CA_KINDS.requiredInfo)),
    nr,
    form568: of(CA_KINDS.form568).map((i) => ({ ...form568Input(i.data), in_use: form568Touched(i.data) })),
  };
}

/** Computes the federal and California returns from the stored records. */
export async function computeCaForReturn(
  app: FastifyInstance,
  ret: LoadedReturn,
): Promise<{ federal: Result; ca: CaResult; items: ItemRow[] }> {
  const items = await loadItems(app, ret.id);
  return { ...computeCaFrom(ret, items), items };
}

/** The same on items already loaded. */
export function computeCaFrom(ret: LoadedReturn, items: ItemRow[]): { federal: Result; ca: CaResult } {
  const federal = compute(ret, items);
  const ca = computeCalifornia(buildCaReturn(ret, items), federal);
  return { federal, ca };
}
