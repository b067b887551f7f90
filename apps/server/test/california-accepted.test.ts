/**
 * A California return accepted by the (simulated) FTB is final like an accepted federal return
 * (issue 22, item 7): every California change is 409 with the amended-return message (Form 540-X, or
 * an amended Form 568), reads still work, and only an administrator reopens it (audited). The
 * federal return's acceptance alone does not lock California.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CA_MSG } from '@taxprep/contracts';
import { auditLog } from '../src/db/schema';
import { signInAdmin } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { signCalifornia } from './helpers/signature';
import { californiaReturn, RENTER_ANSWERS } from './helpers/california';
import { call, preparer, type Auth } from './helpers/returns';
import { signAndSubmit } from './helpers/signature';

let t: TestApp;
let admin: Auth;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAdmin(t)).auth;
});
afterAll(async () => {
  await t.close();
});

type Api = ReturnType<typeof call>;
const patch = (auth: Auth, url: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url, headers: auth, payload });

/** A Sacramento renter's California return, prefilled, answered, reviewed; Form 568 opened and named. */
async function readyCaReturn() {
  const r = await californiaReturn(t);
  const { id, api } = r;
  expect((await api.post(`/api/form1040/${id}/ca/540/prefill`, {})).statusCode).toBe(200);
  expect((await api.put(`/api/form1040/${id}/ca/required-info`, RENTER_ANSWERS)).statusCode).toBe(200);
  const sca = (await api.post('/api/ca/schedule_ca', { form1040_id: id, tax_year: 2024 })).json();
  expect((await api.put(`/api/ca/schedule_ca/${sca.id}/lines`, {})).statusCode).toBe(200);
  const f568 = (await api.post('/api/ca/form568', { form1040_id: id, tax_year: 2024 })).json();
  expect((await patch(r.auth, `/api/ca/form568/${f568.id}`, { llc_name: 'Capitol LLC' })).statusCode).toBe(
    200,
  );
  const dep = (await api.get(`/api/form1040/${id}/ca/540/dependents`)).json().data[0];
  const cons = await api.post(`/api/form1040/${id}/ca/540/contributions`, { code: 400, amount: '10' });
  const conId = cons.json().data[0].id as number;
  return { ...r, scaId: sca.id as number, f568Id: f568.id as number, depId: dep.id as number, conId };
}

async function submit(api: Api, id: number) {
  const sub = (await api.post(`/api/state/ensure/ca540/${id}`, {})).json();
  await signCalifornia(api, id);
  return (await api.post(`/api/state/submit/${sub.id}`, {})).json();
}

/** Every California write of a return, with the message its refusal must carry. */
function writes(r: Awaited<ReturnType<typeof readyCaReturn>>) {
  const { id, api, auth, scaId, f568Id, depId, conId } = r;
  const ca540 = `/api/form1040/${id}/ca/540`;
  const f568 = `/api/ca/form568/${f568Id}`;
  const returnMsg = CA_MSG.acceptedLocked;
  const llcMsg = CA_MSG.f568AcceptedLocked;
  return [
    [() => api.post(ca540, { est_payments: '1' }), returnMsg],
    [() => api.post(`${ca540}/prefill`, {}), returnMsg],
    [() => api.post(`${ca540}/resync?overwrite=1`, {}), returnMsg],
    [() => api.put(`${ca540}/exemptions`, { personal_exemptions_n: 0 }), returnMsg],
    [() => api.post(`${ca540}/dependents`, { first_name: 'A', last_name: 'B' }), returnMsg],
    [() => api.del(`${ca540}/dependents/${depId}`), returnMsg],
    [() => api.post(`${ca540}/contributions`, { code: 400, amount: '1' }), returnMsg],
    [() => api.del(`${ca540}/contributions/${conId}`), returnMsg],
    [() => api.put(`/api/form1040/${id}/ca/required-info`, RENTER_ANSWERS), returnMsg],
    [() => api.post('/api/ca/540nr', { form1040_id: id, residency_status: 'nonresident' }), returnMsg],
    [() => api.put(`/api/ca/schedule_ca/${scaId}/lines`, {}), returnMsg],
    [() => api.post(`/api/ca/schedule_ca/${scaId}/autofill`, {}), returnMsg],
    [() => patch(auth, f568, { line1_total_income: '1' }), llcMsg],
    [() => api.put(`${f568}/questionnaire`, { I1: 'no' }), llcMsg],
    [() => api.put(`${f568}/sched_t`, []), llcMsg],
    [() => api.put(`${f568}/sched_l`, { cash_end: '1' }), llcMsg],
    [() => api.put(`${f568}/sched_m2`, { contrib: '1' }), llcMsg],
  ] as const;
}

describe('an accepted California return', () => {
  it('refuses every California change with 409 and the amended-return message; reads still work', async () => {
    const r = await readyCaReturn();
    expect((await submit(r.api, r.id)).status).toBe('Accepted');
    for (const [write, message] of writes(r)) {
      const res = await write();
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({ error: message });
    }
    // A preparer cannot change it either.
    const prep = (await preparer(t)).auth;
    const byPreparer = await call(t, prep).post(`/api/form1040/${r.id}/ca/540`, { est_payments: '1' });
    expect(byPreparer.statusCode).toBe(409);
    for (const read of [
      `/api/form1040/${r.id}/ca/540`,
      `/api/form1040/${r.id}/ca/540/summary`,
      `/api/form1040/${r.id}/ca/schedule_ca`,
      `/api/ca/form568/${r.f568Id}/questionnaire`,
    ])
      expect((await r.api.get(read)).statusCode).toBe(200);
    // Nothing changed: the named Form 568 still owes the $800 annual tax, the 540 its one contribution.
    expect((await r.api.get(`/api/form1040/${r.id}/ca/form568`)).json().line1_total_income).toBeNull();
    expect((await r.api.get(`/api/form1040/${r.id}/ca/540/contributions`)).json().data).toHaveLength(1);
  });

  it('is reopened by an administrator only (audited), then changes and is accepted again', async () => {
    const r = await readyCaReturn();
    const first = await submit(r.api, r.id);
    expect(first.status).toBe('Accepted');
    const reopen = `/api/form1040/${r.id}/ca/reopen`;
    expect((await r.api.post(reopen, {})).statusCode).toBe(403);
    expect((await call(t, (await preparer(t)).auth).post(reopen, {})).statusCode).toBe(403);

    const res = await call(t, admin).post(reopen, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CA_MSG.reopened, status: 'Pending' });
    const audits = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `form1040:${r.id}`), eq(auditLog.action, 'ca_submission.reopen')));
    expect(audits).toHaveLength(1);
    const again = await call(t, admin).post(reopen, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(CA_MSG.onlyAcceptedReopens);
    expect((await r.api.get(`/api/form1040/${r.id}/ca/540/summary`)).json().efileStatus).toBe('Pending');

    const edit = await r.api.post(`/api/form1040/${r.id}/ca/540`, { est_payments: '100' });
    expect(edit.statusCode).toBe(200);
    const second = await submit(r.api, r.id);
    expect(second.status).toBe('Accepted');
    expect(second.submission.id).toBe(first.submission.id);
    expect(second.submission.ack_id).not.toBe(first.submission.ack_id);
  });

  it('is 404 to reopen for a missing return, and answers 409 when nothing was accepted', async () => {
    expect((await call(t, admin).post('/api/form1040/999999999/ca/reopen', {})).statusCode).toBe(404);
    const r = await californiaReturn(t);
    const res = await call(t, admin).post(`/api/form1040/${r.id}/ca/reopen`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(CA_MSG.onlyAcceptedReopens);
  });
});

describe('federal acceptance alone', () => {
  it('does not lock California: the 540, Schedule CA and Form 568 still change', async () => {
    const r = await readyCaReturn();
    await r.api.put(`/api/form1040/${r.id}/digital-assets`, { digital_assets: false });
    const fed = await signAndSubmit(r.api, r.id);
    expect(fed.json(), fed.body).toMatchObject({ status: 'Accepted' });
    // The federal return itself is locked …
    const fedEdit = await r.api.put(`/api/form1040/${r.id}/digital-assets`, { digital_assets: false });
    expect(fedEdit.statusCode).toBe(409);
    // … California is not, until the FTB accepts it.
    for (const [write] of writes(r)) {
      const res = await write();
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
  });
});
