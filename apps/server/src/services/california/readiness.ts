/**
 * Is the California return ready to submit? The preflight (spec 002: codes FTB_INFO, CA540_INIT,
 * NO_CASE, SCH_CA) and the simulated FTB's checks of the return itself, which answer reject
 * reasons in the style of the FTB's e-file business rules.
 */
import {
  isValidRouting,
  missingRequiredAnswers,
  requiredInfoLabels,
  type Preflight,
  type RequiredInfo,
} from '@taxprep/contracts';
import type { CaResult } from '@taxprep/tax-engine';
import type { LoadedReturn } from '../returns/access';
import type { ItemRow } from '../returns/engine-input';
import { compute } from '../returns/store';
import { CA_KINDS, cents, documentedCaWages, engineCaWithholding } from './compute';
import { isReady, readStored, runEngine } from './schedule-ca';

type Missing = Preflight['missing'][number];

/**
 * A California case exists when something ties the return to California: a 540NR residency
 * answer, "resident all year" answered yes, a California address (on the 540 or the federal
 * return), or California wages or withholding on the documents or the 540. Without any of
 * these there is nothing to file with the FTB (NO_CASE).
 */
export function hasCaliforniaCase(ret: LoadedReturn, items: ItemRow[]): boolean {
  const first = (k: string) => items.find((i) => i.kind === k)?.data;
  const rec = first(CA_KINDS.ca540);
  const info = first(CA_KINDS.requiredInfo);
  const nr = first(CA_KINDS.nr);
  return (
    nr?.residency_status === 'nonresident' ||
    nr?.residency_status === 'part_year' ||
    info?.resident_all_year === true ||
    rec?.state === 'CA' ||
    ret.data.personal?.state === 'CA' ||
    documentedCaWages(items) > 0n ||
    engineCaWithholding(items) > 0n ||
    cents(rec?.state_wages_w2_box16) > 0n ||
    cents(rec?.ca_withholding) > 0n
  );
}

/**
 * Schedule CA is reviewed once it was saved for the federal figures it now reads and no Auto-fill
 * awaits review (its service's `ready`, see schedule-ca.ts).
 */
function scheduleCaReviewed(ret: LoadedReturn, items: ItemRow[]): boolean {
  const item = items.find((i) => i.kind === CA_KINDS.scheduleCA);
  if (!item) return false;
  const rec = readStored(item.data);
  if (rec.needs_review || rec.saved_fingerprint === null) return false;
  return isReady(rec, runEngine(ret, items, compute(ret, items), rec));
}

export function preflight(ret: LoadedReturn, items: ItemRow[]): Preflight {
  const missing: Missing[] = [];
  const first = (k: string) => items.find((i) => i.kind === k)?.data;
  const info = first(CA_KINDS.requiredInfo);
  const unanswered = info ? missingRequiredAnswers(info as Partial<RequiredInfo>) : ['all'];
  if (unanswered.length > 0)
    missing.push({
      code: 'FTB_INFO',
      label: 'FTB Required Info',
      reason: info
        ? `Answer the FTB required information: ${requiredInfoLabels(unanswered, ret.taxYear)}`
        : 'Answer the FTB required information.',
    });
  if (!first(CA_KINDS.ca540))
    missing.push({ code: 'CA540_INIT', label: 'CA Form 540', reason: 'Start the CA Form 540 and save it.' });
  if (!hasCaliforniaCase(ret, items))
    missing.push({
      code: 'NO_CASE',
      label: 'California return',
      reason:
        'Nothing ties this return to California: no California wages or withholding, no California address, and no residency answer.',
    });
  if (!scheduleCaReviewed(ret, items))
    missing.push({
      code: 'SCH_CA',
      label: 'Schedule CA (540)',
      reason: 'Review the Schedule CA adjustments.',
    });
  return { ok: missing.length === 0, missing };
}

export interface RejectReason {
  code: string;
  message: string;
}

const present = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** The simulated FTB's business rules on the 540 record (decrypted) and the computed return. */
export function rejectReasons(ret: LoadedReturn, items: ItemRow[], ca: CaResult): RejectReason[] {
  const out: RejectReason[] = [];
  const pf = preflight(ret, items);
  for (const m of pf.missing) out.push({ code: m.code, message: m.reason });
  const rec = items.find((i) => i.kind === CA_KINDS.ca540)?.data;
  if (!rec) return out;
  const joint = rec.filing_status === 'MFJ';
  if (!/^\d{9}$/.test(String(rec.ssn_itin ?? '')))
    out.push({ code: 'F540-001', message: "The primary taxpayer's SSN or ITIN is missing or not 9 digits." });
  if (!present(rec.first_name) || !present(rec.last_name))
    out.push({ code: 'F540-002', message: "The primary taxpayer's first and last name are required." });
  if (joint && !/^\d{9}$/.test(String(rec.spouse_ssn_itin ?? '')))
    out.push({
      code: 'F540-003',
      message: "Filing jointly: the spouse/RDP's SSN or ITIN is missing or not 9 digits.",
    });
  if (joint && (!present(rec.spouse_first_name) || !present(rec.spouse_last_name)))
    out.push({ code: 'F540-004', message: "Filing jointly: the spouse/RDP's name is required." });
  const foreign = present(rec.foreign_country);
  if (
    !present(rec.street) ||
    !present(rec.city) ||
    (!foreign && (!present(rec.state) || !present(rec.zip_code)))
  )
    out.push({
      code: 'F540-005',
      message: 'The mailing address is incomplete: street, city, state and ZIP code are required.',
    });
  else if (!foreign && !/^\d{5}(\d{4})?$/.test(String(rec.zip_code).replace(/-/g, '')))
    out.push({ code: 'F540-006', message: 'The ZIP code must be 5 or 9 digits.' });
  if (!ca.lines.has('ca540.l17') && !ca.lines.has('ca540nr.l17'))
    out.push({ code: 'F540-007', message: 'California adjusted gross income (line 17) is missing.' });
  for (const n of [1, 2] as const) {
    const routing = rec[`dd${n}_routing`];
    const account = rec[`dd${n}_account`];
    if (!present(routing) && !present(account)) continue;
    if (!present(routing) || !isValidRouting(String(routing)))
      out.push({
        code: `F540-DD${n}R`,
        message: `Direct deposit ${n}: the routing number is invalid (ABA checksum failed).`,
      });
    if (!present(account) || !/^\d{4,17}$/.test(String(account)))
      out.push({
        code: `F540-DD${n}A`,
        message: `Direct deposit ${n}: the account number must be 4–17 digits.`,
      });
  }
  return out;
}
