/**
 * Issue 24: the California Review and FTB e-file signature. Unsigned or changed since signing, the
 * California return is not submitted (409 with the message); signing it leaves the federal
 * signature current and the other way round; PINs are never answered in the clear.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_MSG } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { californiaReturn, RENTER_ANSWERS } from './helpers/california';
import { call, filer } from './helpers/returns';
import { signCalifornia, signReturn } from './helpers/signature';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Review = {
  kind: string;
  groups: { title: string; lines: { key: string; label: string; value: string }[] }[];
  refund: string;
  errors: { code: string }[];
  changes: { key: string }[];
  signature: { signed: boolean; current: boolean; primary_pin: string | null };
  declaration: string;
};

describe('the California Review and signature', () => {
  it('shows the 540 by form, refuses an unsigned or stale submission, and signs without staling the federal signature', async () => {
    const { id, api } = await californiaReturn(t);
    await api.post(`/api/form1040/${id}/ca/540/prefill`, {});
    await api.put(`/api/form1040/${id}/ca/required-info`, RENTER_ANSWERS);
    const r = (await api.get(`/api/form1040/${id}/ca/review`)).json<Review>();
    expect(r.kind).toBe('ca540');
    expect(r.declaration).toBe(SIGN_MSG.caDeclaration);
    const form540 = r.groups.find((g) => g.title === 'Form 540')!;
    // CA AGI: the W-2's 45,000 of California wages (the helper's return), Form 540 line 17.
    expect(form540.lines).toContainEqual({ key: 'ca540.l17', label: 'Form 540 line 17', value: '45000.00' });
    expect(r.signature).toMatchObject({ signed: false, current: false });

    const sub = (await api.post(`/api/state/ensure/ca540/${id}`, {})).json<{ id: number }>();
    const unsigned = await api.post(`/api/state/submit/${sub.id}`, {});
    expect(unsigned.statusCode).toBe(409);
    expect(unsigned.json().error).toBe(SIGN_MSG.caUnsigned);

    await signReturn(api, id);
    await signCalifornia(api, id);
    const signed = (await api.get(`/api/form1040/${id}/ca/review`)).json<Review>();
    expect(signed.signature).toMatchObject({ signed: true, current: true, primary_pin: '•••••' });
    // Both signatures stand: neither signing moved the other's return version.
    expect((await api.get(`/api/form1040/${id}/signature`)).json()).toMatchObject({ current: true });
    // The PIN is encrypted at rest.
    const row = await t.db.db.execute(`select data::text as d from form1040s where id = ${id}`);
    expect(JSON.stringify(row)).not.toContain('"primary_pin":"12345"');

    // A change after signing: the California signature is stale and the submission refused.
    await api.put(`/api/form1040/${id}/ca/540/exemptions`, { personal_exemptions_n: 1 });
    const stale = await api.post(`/api/state/submit/${sub.id}`, {});
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(SIGN_MSG.caStale);
    expect((await api.get(`/api/form1040/${id}/ca/review`)).json<Review>().signature.current).toBe(false);
  });

  it('refuses a bad PIN with the product’s message and is 404 for another filer', async () => {
    const { id, api } = await californiaReturn(t);
    const bad = await api.put(`/api/form1040/${id}/ca/signature`, {
      declaration_accepted: true,
      primary_pin: '00000',
      primary_prior_year_agi: '0',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(SIGN_MSG.pin);
    const other = call(t, (await filer(t)).auth);
    expect((await other.get(`/api/form1040/${id}/ca/review`)).statusCode).toBe(404);
    const theirs = { declaration_accepted: true, primary_pin: '12345', primary_prior_year_agi: '0' };
    expect((await other.put(`/api/form1040/${id}/ca/signature`, theirs)).statusCode).toBe(404);
  });
});
