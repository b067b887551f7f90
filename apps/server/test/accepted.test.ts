import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { signInAdmin } from './helpers/accounts';
import {
  call,
  completeSingleReturn,
  filer,
  newReturn,
  PERSONAL,
  preparer,
  W2,
  type Auth,
} from './helpers/returns';
import { auditLog, form1040s } from '../src/db/schema';
import { signAndSubmit } from './helpers/signature';

let t: TestApp;
let admin: Auth;
beforeAll(async () => {
  t = await createTestApp({ AGENT_APPROVAL: 'off' });
  admin = (await signInAdmin(t)).auth;
});
afterAll(async () => {
  await t.close();
});

/** A complete single return submitted through the simulated e-file and accepted, with a dependent. */
async function acceptedReturn(auth: Auth) {
  const { id, api } = await completeSingleReturn(t, auth);
  const w2 = (await api.get(`/api/w2/list/${id}`)).json<{ id: number }[]>()[0]!;
  const dep = await api.post(`/api/form1040/${id}/dependents`, {
    first_name: 'Kim',
    last_name: 'Doe',
    ssn: '987654321',
    relationship: 'daughter',
  });
  const sub = await signAndSubmit(api, id);
  expect(sub.json()).toMatchObject({ status: 'Accepted' });
  return { id, w2Id: w2.id, depId: dep.json<{ id: number }>().id };
}

describe('an accepted return is final', () => {
  it('refuses every write to the return and its documents with 409 and the amended-return message', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const { id, w2Id, depId } = await acceptedReturn(me.auth);
    const before = (await api.get(`/api/form1040/${id}/summary`)).json();

    const writes: [string, string, unknown][] = [
      ['PUT', `/api/form1040/${id}/personal`, { ...PERSONAL, first_name: 'Changed' }],
      ['PUT', `/api/form1040/${id}/filing-status`, { filing_status: 'head of household' }],
      ['DELETE', `/api/form1040/${id}/spouse`, undefined],
      ['PUT', `/api/form1040/${id}/standard-deduction`, { taxpayer_blind: true }],
      ['PUT', `/api/form1040/${id}/digital-assets`, { digital_assets: true }],
      ['PUT', `/api/form1040/${id}/income`, { taxable_interest: '100' }],
      ['PUT', `/api/form1040/${id}/adjustments`, { adjustments_to_income: '0' }],
      ['PUT', `/api/form1040/${id}/deductions`, { charitable_donations: '10' }],
      ['PUT', `/api/form1040/${id}/payments`, { estimated_payments: '100' }],
      [
        'POST',
        `/api/form1040/${id}/refund`,
        {
          refund_routing_number: '011000015',
          refund_account_number: '87654321',
          refund_account_type: 'Savings',
        },
      ],
      ['POST', `/api/form1040/${id}/third-party`, { third_party_designee: false }],
      ['POST', '/api/w2/add', { form1040_id: id, ...W2, employer_name: 'Second Job' }],
      ['PUT', `/api/w2/edit/${w2Id}`, { form1040_id: id, ...W2, wages: '1' }],
      ['DELETE', `/api/w2/${w2Id}`, undefined],
      [
        'POST',
        `/api/form1040/${id}/dependents`,
        { first_name: 'A', last_name: 'B', ssn: '987654322', relationship: 'son' },
      ],
      [
        'PUT',
        `/api/form1040/${id}/dependents/${depId}`,
        { first_name: 'K', last_name: 'D', ssn: '987654321', relationship: 'son' },
      ],
      ['DELETE', `/api/form1040/${id}/dependents/${depId}`, undefined],
      ['POST', '/api/schedule_a', { form1040_id: id, medical_expenses: '100' }],
      [
        'POST',
        '/api/form1099',
        { form1040_id: id, payer_name: 'P', recipient_name: 'R', tin: '123456789', amount: '500' },
      ],
    ];
    for (const [method, url, payload] of writes) {
      const r = await t.app.inject({
        method: method as 'PUT',
        url,
        headers: me.auth,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect({ url, method, status: r.statusCode, error: r.json().error }).toEqual({
        url,
        method,
        status: 409,
        error: MSG.acceptedReadOnly,
      });
    }
    const after = (await api.get(`/api/form1040/${id}/summary`)).json();
    expect(after.total_tax).toBe(before.total_tax);
    expect(after.refund).toBe(before.refund);
    expect((await api.get(`/api/w2/list/${id}`)).json()).toHaveLength(1);
    // Reading stays possible.
    expect((await api.get(`/api/form1040/${id}`)).json()).toMatchObject({ status: 'Accepted' });
  });

  it('a preparer cannot override a line and an admin cannot delete it without reopening', async () => {
    const me = await filer(t);
    const { id } = await acceptedReturn(me.auth);
    const prep = await preparer(t);
    await call(t, prep.auth).post('/api/api/admin/preparer-profile', {
      ptin: '12345678',
      self_employed: true,
      phone: '555 123 4567',
    });
    const o = await call(t, prep.auth).put(`/api/form1040/${id}/overrides`, {
      key: 'f1040.l16',
      value: '1',
      reason: 'test',
    });
    expect(o.statusCode).toBe(409);
    const del = await call(t, admin).del(`/api/form1040/${id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error).toBe(MSG.acceptedReadOnly);
  });

  it('an admin reopens it deliberately (audited); then it can change and be submitted again', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const { id } = await acceptedReturn(me.auth);

    const byFiler = await api.post(`/api/form1040/${id}/reopen`, {});
    expect(byFiler.statusCode).toBe(403);

    const r = await call(t, admin).post(`/api/form1040/${id}/reopen`, {});
    expect(r.statusCode).toBe(200);
    expect(r.json().status).toBe('Pending');
    const audits = await t.db.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `form1040:${id}`));
    expect(audits.map((a) => a.action)).toContain('form1040.reopen');

    const again = await call(t, admin).post(`/api/form1040/${id}/reopen`, {});
    expect(again.statusCode).toBe(409);

    const edit = await api.post(`/api/form1040/${id}/third-party`, { third_party_designee: false });
    expect(edit.statusCode).toBe(200);
    expect((await signAndSubmit(api, id)).json().status).toBe('Accepted');
  });

  it('opens again for the amendment once a Form 1040-X is started, keeping what was submitted', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const { id } = await acceptedReturn(me.auth);
    const int = {
      payer_name: 'First Bank',
      recipient_name: 'Jane Doe',
      payer_tin: '361234567',
      recipient_tin: '123456789',
      box1_interest_income: '1000',
    };
    expect((await api.post(`/api/form1040/${id}/1099int`, int)).statusCode).toBe(409);
    const x = await api.post('/api/form1040x', { form1040_id: id, tax_year: 2024 });
    expect(x.statusCode).toBe(201);
    expect((await api.post(`/api/form1040/${id}/1099int`, int)).statusCode).toBe(201);
    expect((await api.put(`/api/form1040/${id}/digital-assets`, { digital_assets: true })).statusCode).toBe(
      200,
    );
    const [row] = await t.db.db.select().from(form1040s).where(eq(form1040s.id, id));
    expect(row!.status).toBe('Accepted');
    const subs = (await api.get(`/api/form1040/${id}/submissions`)).json<{ status: string }[]>();
    expect(subs.map((s) => s.status)).toEqual(['Accepted']);
    // Amending does not make the accepted return deletable.
    const del = await call(t, admin).del(`/api/form1040/${id}`);
    expect(del.statusCode).toBe(409);
  });

  it('a save that read the return before it was accepted cannot land after', async () => {
    const me = await filer(t);
    const { id } = await acceptedReturn(me.auth);
    // Simulate the race: the row is Accepted at write time although the request loaded it as Pending.
    const [row] = await t.db.db.select().from(form1040s).where(eq(form1040s.id, id));
    expect(row!.status).toBe('Accepted');
    const stale = await call(t, me.auth).put(`/api/form1040/${id}/digital-assets`, {
      digital_assets: true,
      version: row!.version,
    });
    expect(stale.statusCode).toBe(409);
  });
});

describe('one return per tax year for an individual', () => {
  it('holds when a preparer starts the second return', async () => {
    const me = await filer(t);
    await newReturn(t, me.auth);
    const prep = await preparer(t);
    await call(t, prep.auth).post('/api/api/admin/preparer-profile', {
      ptin: '12345678',
      self_employed: true,
      phone: '555 123 4567',
    });
    const second = await call(t, prep.auth).post('/api/form1040', { filer_id: me.user.id });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('You have already filed your tax for this year.');
    const own = await call(t, me.auth).post('/api/form1040', {});
    expect(own.statusCode).toBe(409);
  });

  it('holds when the preparer started the first one', async () => {
    const me = await filer(t);
    const prep = await preparer(t);
    await call(t, prep.auth).post('/api/api/admin/preparer-profile', {
      ptin: '12345678',
      self_employed: true,
      phone: '555 123 4567',
    });
    expect((await call(t, prep.auth).post('/api/form1040', { filer_id: me.user.id })).statusCode).toBe(201);
    expect((await call(t, me.auth).post('/api/form1040', {})).statusCode).toBe(409);
    // Once the filer has a return of every year the engine computes, none can be started.
    expect((await call(t, me.auth).post('/api/form1040', { tax_year: 2025 })).statusCode).toBe(201);
    expect((await call(t, me.auth).post('/api/form1040', { tax_year: 2025 })).statusCode).toBe(409);
    const dash = (await call(t, me.auth).get('/api/dashboard')).json();
    expect(dash.can_create).toBe(false);
  });
});

describe('POST /api/form1040 as the spec browser sends it', () => {
  it('with no body at all, a filer creates their own return', async () => {
    const me = await filer(t);
    const r = await t.app.inject({ method: 'POST', url: '/api/form1040', headers: me.auth });
    expect(r.statusCode).toBe(201);
    const [row] = await t.db.db.select().from(form1040s).where(eq(form1040s.id, r.json().id));
    expect(row!.userId).toBe(me.user.id);
  });

  it('with an empty JSON body or null, likewise', async () => {
    for (const payload of ['', 'null']) {
      const me = await filer(t);
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/form1040',
        headers: { ...me.auth, 'content-type': 'application/json' },
        payload,
      });
      expect({ payload, status: r.statusCode }).toEqual({ payload, status: 201 });
    }
  });
});
