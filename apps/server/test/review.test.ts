import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { call, completeSingleReturn, filer, newReturn, PERSONAL } from './helpers/returns';
import { signAndSubmit } from './helpers/signature';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('pre-submit review (GET /api/form1040/:id/efile-check)', () => {
  it('names what the e-file would reject, with the step to fix it, and submits nothing', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const id = await newReturn(t, me.auth);
    await api.put(`/api/form1040/${id}/personal`, { ...PERSONAL, ssn: '' });
    await api.post('/api/w2/add', { form1040_id: id, employer_name: 'Acme', wages: '1000' });

    const r = await api.get(`/api/form1040/${id}/efile-check`);
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.will_be_accepted).toBe(false);
    expect(body.errors).toContainEqual(
      expect.objectContaining({ code: 'R0000-504-02', field: 'taxpayer.ssn', step: 'basic' }),
    );
    expect(body.errors).toContainEqual(expect.objectContaining({ code: 'FW2-502', step: 'w2' }));
    expect(body.warnings).toContainEqual({
      message: 'The digital assets question is not answered.',
      step: 'digital-assets',
    });
    // Reviewing is not submitting.
    expect((await api.get(`/api/form1040/${id}/submissions`)).json()).toEqual([]);
    expect((await api.get(`/api/form1040/${id}`)).json().status).toBe('Pending');
  });

  it('agrees with the submission: a clean return is ready and then accepted', async () => {
    const me = await filer(t);
    const { id, api } = await completeSingleReturn(t, me.auth);
    const review = (await api.get(`/api/form1040/${id}/efile-check`)).json();
    expect(review).toMatchObject({ will_be_accepted: true, errors: [] });
    expect((await signAndSubmit(api, id)).json().status).toBe('Accepted');
  });

  it("another filer's return is not found", async () => {
    const a = await filer(t);
    const b = await filer(t);
    const id = await newReturn(t, a.auth);
    expect((await call(t, b.auth).get(`/api/form1040/${id}/efile-check`)).statusCode).toBe(404);
  });
});
