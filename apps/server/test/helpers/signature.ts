/**
 * Signing in tests (issue 24): a return is submitted only once signed as it is, so tests that
 * submit sign first. The PINs are the filers' Self-Select PINs; the prior-year AGI is the IRS's
 * answer for a filer who did not file last year (0). The spouse's fields count on a joint return only.
 */
import type { call } from './returns';

type Api = ReturnType<typeof call>;

export const SIGNATURE = {
  declaration_accepted: true,
  primary_pin: '12345',
  primary_prior_year_agi: '0',
  spouse_pin: '54321',
  spouse_prior_year_agi: '0',
  // A preparer signs only with the filer's consent; a filer's own signature keeps it too.
  filer_consent: true,
};

/** Signs the return as it is now; throws when the signature is refused. */
export async function signReturn(api: Api, id: number, over: Record<string, unknown> = {}) {
  const r = await api.put(`/api/form1040/${id}/signature`, { ...SIGNATURE, ...over });
  if (r.statusCode !== 200) throw new Error(`sign failed: ${r.statusCode} ${r.body}`);
  return r.json();
}

/** Signs, then submits (simulated e-file): the answer of the submission. */
export async function signAndSubmit(api: Api, id: number) {
  await signReturn(api, id);
  return api.post(`/api/form1040/submit/${id}`, {});
}

/** Signs the Form 1040-X (its record id). */
export async function signAmendment(api: Api, xid: number, over: Record<string, unknown> = {}) {
  const r = await api.put(`/api/form1040x/${xid}/signature`, { ...SIGNATURE, ...over });
  if (r.statusCode !== 200) throw new Error(`sign 1040-X failed: ${r.statusCode} ${r.body}`);
  return r.json();
}

/** Signs the California return as it is now (California Review); throws when refused. */
export async function signCalifornia(api: Api, id: number, over: Record<string, unknown> = {}) {
  const r = await api.put(`/api/form1040/${id}/ca/signature`, { ...SIGNATURE, ...over });
  if (r.statusCode !== 200) throw new Error(`sign California failed: ${r.statusCode} ${r.body}`);
  return r.json();
}
