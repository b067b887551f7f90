/**
 * The e-file signature of a return (issue 24): kept in the return's data (sections.ts, its PINs
 * encrypted like SSNs), pinned to the return as signed by the return's version and a digest of its
 * documents' ids and versions, so that any later write (an answer, a document) leaves it stale.
 */
import { createHash } from 'node:crypto';
import {
  priorAgiIssue,
  priorPinIssue,
  SIGN_MSG,
  type SignatureInput,
  type SignatureView,
} from '@taxprep/contracts';
import type { Result } from '@taxprep/tax-engine';
import { HttpError } from '../../lib/errors';
import type { ReturnData, SignatureData } from './sections';

export type SignatureSection = 'signature' | 'amendment_signature' | 'ca_signature';

/** The documents of the return as they are: a created, changed or deleted one changes it. */
export function itemsDigest(items: { id: number; version: number; kind?: string }[]): string {
  // A California submission record says where the state filing stands, not what the return holds.
  const text = items
    .filter((i) => i.kind !== 'ca_submission')
    .map((i) => `${i.id}:${i.version}`)
    .sort()
    .join(',');
  return createHash('sha256').update(text).digest('hex');
}

export const isJoint = (d: ReturnData) => d.filing?.filing_status === 'married filing jointly';

/** Signed, and nothing of the return moved since. */
export function signatureIsCurrent(
  sig: SignatureData | undefined,
  ret: { version: number },
  items: { id: number; version: number; kind?: string }[],
): boolean {
  return !!sig && sig.version === ret.version && sig.items === itemsDigest(items);
}

const mask = (pin: string | null | undefined) => (pin ? '•••••' : null);
const identity = (agi: string | null, pin: string | null) => (pin ? 'pin' : agi ? 'agi' : null);

/** The signature as answered: never a PIN in the clear. */
export function signatureView(
  sig: SignatureData | undefined,
  ret: { version: number; data: ReturnData },
  items: { id: number; version: number; kind?: string }[],
): SignatureView {
  return {
    signed: !!sig,
    current: signatureIsCurrent(sig, ret, items),
    signed_on: sig?.signed_on ?? null,
    primary_pin: mask(sig?.primary_pin),
    spouse_pin: mask(sig?.spouse_pin),
    primary_identity: sig ? identity(sig.primary_prior_year_agi, sig.primary_prior_year_pin) : null,
    spouse_identity: sig ? identity(sig.spouse_prior_year_agi, sig.spouse_prior_year_pin) : null,
    preparer_ptin: sig?.preparer_ptin ?? null,
    filer_consent: sig?.filer_consent ?? false,
    joint: isJoint(ret.data),
  };
}

function refuse(path: string, message: string): never {
  throw new HttpError(400, message, { issues: [{ path, message }] });
}

const blank = (v: string | null | undefined) => (v ?? '').trim() === '';

/**
 * The rules beyond each field's shape: each filer gives last year's AGI or last year's PIN; a joint
 * return needs the spouse's PIN too; a preparer signs with a PTIN and the filer's consent.
 */
export function buildSignature(
  body: SignatureInput,
  opts: {
    joint: boolean;
    actorId: number;
    preparerPtin: string | null;
    byPreparer: boolean;
    version: number;
    items: string;
    today: string;
  },
): SignatureData {
  const agi = body.primary_prior_year_agi ?? null;
  const prior = body.primary_prior_year_pin ?? null;
  if (priorAgiIssue(agi)) refuse('primary_prior_year_agi', SIGN_MSG.priorAgi);
  if (priorPinIssue(prior)) refuse('primary_prior_year_pin', SIGN_MSG.priorPin);
  if (blank(agi) && blank(prior)) refuse('primary_prior_year_agi', SIGN_MSG.priorYear);
  let spouse: Pick<SignatureData, 'spouse_pin' | 'spouse_prior_year_agi' | 'spouse_prior_year_pin'> = {
    spouse_pin: null,
    spouse_prior_year_agi: null,
    spouse_prior_year_pin: null,
  };
  if (opts.joint) {
    const pin = body.spouse_pin ?? null;
    if (blank(pin)) refuse('spouse_pin', SIGN_MSG.spousePinRequired);
    if (!/^\d{5}$/.test(pin!) || pin === '00000') refuse('spouse_pin', SIGN_MSG.spousePin);
    const sAgi = body.spouse_prior_year_agi ?? null;
    const sPrior = body.spouse_prior_year_pin ?? null;
    if (priorAgiIssue(sAgi)) refuse('spouse_prior_year_agi', SIGN_MSG.priorAgi);
    if (priorPinIssue(sPrior)) refuse('spouse_prior_year_pin', SIGN_MSG.priorPin);
    if (blank(sAgi) && blank(sPrior)) refuse('spouse_prior_year_agi', SIGN_MSG.spousePriorYear);
    spouse = {
      spouse_pin: pin,
      spouse_prior_year_agi: blank(sAgi) ? null : sAgi!.trim().replace(/,/g, ''),
      spouse_prior_year_pin: blank(sPrior) ? null : sPrior,
    };
  }
  if (opts.byPreparer) {
    if (!opts.preparerPtin) refuse('preparer_ptin', SIGN_MSG.ptinRequired);
    if (body.filer_consent !== true) refuse('filer_consent', SIGN_MSG.consentRequired);
  }
  return {
    declaration_accepted: true,
    primary_pin: body.primary_pin,
    primary_prior_year_agi: blank(agi) ? null : agi!.trim().replace(/,/g, ''),
    primary_prior_year_pin: blank(prior) ? null : prior,
    ...spouse,
    signed_on: body.signed_on ?? opts.today,
    signed_by: opts.actorId,
    preparer_ptin: opts.byPreparer ? opts.preparerPtin : null,
    filer_consent: opts.byPreparer ? true : (body.filer_consent ?? false),
    version: opts.version,
    items: opts.items,
  };
}

/** The figures the filer reviews: every non-zero line of the computed return, by key. */
export function figuresOf(result: Result): Record<string, string> {
  const out: Record<string, string> = {};
  for (const l of result.lines.all()) if (!l.value.isZero()) out[l.key] = l.value.toString();
  return out;
}
