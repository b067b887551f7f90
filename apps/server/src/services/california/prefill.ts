/**
 * Prefill of the 540 from the federal return (spec 002 section 4): names, SSNs, birth dates,
 * address, filing status, W-2 state wages, federal AGI, California withholding, the refund's bank
 * account, and the federal dependents. Refill fills only what is blank; overwrite replaces what
 * differs from the federal return.
 */
import type { Result } from '@taxprep/tax-engine';
import type { LoadedReturn } from '../returns/access';
import type { ItemRow } from '../returns/engine-input';
import { federalCaStatus } from './load';
import { documentedCaWages, documentedCaWithholding, fromCents } from './compute';

const digits = (v: unknown): string | null => {
  const s = typeof v === 'string' ? v.replace(/\D/g, '') : '';
  return s === '' ? null : s;
};
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The 540 fields the federal return can supply (null where it has nothing). */
export function federalFields(ret: LoadedReturn, items: ItemRow[], federal: Result): Record<string, unknown> {
  const d = ret.data;
  const p = d.personal;
  const f = d.filing;
  const id = d.identity ?? {};
  const married =
    f?.filing_status === 'married filing jointly' || f?.filing_status === 'married filing separately';
  const wages = documentedCaWages(items);
  const withholding = documentedCaWithholding(items);
  const routing = digits(d.refund?.refund_routing_number);
  return {
    filing_status: federalCaStatus(f?.filing_status),
    first_name: text(p?.first_name),
    last_name: text(p?.last_name),
    ssn_itin: digits(p?.ssn),
    dob: text(id.dob),
    spouse_first_name: married ? text(f?.spouse_first_name) : null,
    spouse_last_name: married ? text(f?.spouse_last_name) : null,
    spouse_ssn_itin: married ? digits(f?.spouse_ssn) : null,
    spouse_dob: married ? text(id.spouse_dob) : null,
    street: text(p?.address),
    city: text(p?.city),
    state: text(p?.state),
    zip_code: digits(p?.zip_code),
    physical_addr_same_as_mailing: p ? true : null,
    state_wages_w2_box16: wages > 0n ? fromCents(wages) : null,
    federal_agi: federal.summary.agi.toString(),
    ca_withholding: withholding > 0n ? fromCents(withholding) : null,
    dd1_routing: routing,
    dd1_account: routing ? digits(d.refund?.refund_account_number) : null,
    dd1_type: routing ? (d.refund?.refund_account_type ?? null) : null,
    third_party_designee_name: d.designee?.third_party_designee ? text(d.designee.designee_name) : null,
    third_party_designee_phone: d.designee?.third_party_designee ? text(d.designee.designee_phone) : null,
  };
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The record after a refill: blanks get the federal value; with `overwrite` every field the
 * federal return supplies replaces the entry. Answers the fields that changed.
 */
export function refill(
  current: Record<string, unknown>,
  federal: Record<string, unknown>,
  overwrite: boolean,
): { next: Record<string, unknown>; changed: string[] } {
  const next = { ...current };
  const changed: string[] = [];
  for (const [k, v] of Object.entries(federal)) {
    if (blank(v)) continue;
    if (blank(next[k]) || (overwrite && next[k] !== v)) {
      next[k] = v;
      changed.push(k);
    }
  }
  return { next, changed };
}

export interface DependentFields {
  first_name: string;
  last_name: string;
  ssn_itin: string | null;
  relationship: string | null;
}

/** The federal dependents as 540 dependents (line 10). */
export function federalDependents(items: ItemRow[]): DependentFields[] {
  return items
    .filter((i) => i.kind === 'dependent')
    .map((i) => ({
      first_name: text(i.data.first_name) ?? '',
      last_name: text(i.data.last_name) ?? '',
      ssn_itin: digits(i.data.ssn),
      relationship: text(i.data.relationship),
    }))
    .filter((x) => x.first_name !== '' || x.last_name !== '');
}

/** The same person: same SSN/ITIN when both have one, else the same name. */
export function sameDependent(a: Partial<DependentFields>, b: Partial<DependentFields>): boolean {
  if (a.ssn_itin && b.ssn_itin) return a.ssn_itin === b.ssn_itin;
  const n = (x: Partial<DependentFields>) =>
    `${x.first_name ?? ''} ${x.last_name ?? ''}`.trim().toLowerCase();
  return n(a) === n(b);
}
