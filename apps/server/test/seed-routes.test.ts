/**
 * The spec's calls that answered 404 or read the wrong id (issue 22, item 22): the sidebar's
 * /ca/540nr/summary and /ca/schedule_ca/summary under the return, the downloads page's
 * /form1040/{id}/1040x/pdf, and /schedule_c/{id} by the Schedule C's own id. Each keeps the access
 * rules: another filer's id answers exactly as a missing one.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { californiaReturn } from './helpers/california';
import { call, completeSingleReturn, filer, type Auth } from './helpers/returns';

let t: TestApp;
let stranger: ReturnType<typeof call>;
beforeAll(async () => {
  t = await createTestApp();
  stranger = call(t, (await filer(t)).auth);
});
afterAll(async () => {
  await t.close();
});

const MISSING = 2_000_000_000;

/** Another filer's id answers what a missing id answers: status and body. */
async function sameAsMissing(url: (id: number) => string, id: number) {
  const theirs = await stranger.get(url(id));
  const missing = await stranger.get(url(MISSING));
  expect(theirs.statusCode).toBe(404);
  expect([theirs.statusCode, theirs.json()]).toEqual([missing.statusCode, missing.json()]);
}

function pdfText(body: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), 'seed-'));
  writeFileSync(path.join(dir, 'f.pdf'), body);
  return execFileSync('pdftotext', ['-layout', 'f.pdf', '-'], { cwd: dir }).toString();
}

describe('GET /api/form1040/{id}/ca/540nr/summary', () => {
  it('answers what /api/ca/540nr/summary?form1040_id answers, before and after a 540NR is saved', async () => {
    const { id, api } = await californiaReturn(t);
    const path540nr = `/api/form1040/${id}/ca/540nr/summary`;
    const query = `/api/ca/540nr/summary?form1040_id=${id}`;
    const before = await api.get(path540nr);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual((await api.get(query)).json());
    const saved = await api.post('/api/ca/540nr', { form1040_id: id, residency_status: 'nonresident' });
    expect(saved.statusCode).toBe(200);
    const after = await api.get(path540nr);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual((await api.get(query)).json());
    // All 45,000 of W-2 wages were earned in California (box 16): federal AGI 45,000.
    expect(after.json().data).toMatchObject({ federal_agi: '45000.00', agi_all_sources: '45000.00' });
    await sameAsMissing((n) => `/api/form1040/${n}/ca/540nr/summary`, id);
  });
});

describe('GET /api/form1040/{id}/ca/schedule_ca/summary', () => {
  it('answers the sidebar summary (exists, id, hasEdits, ready, totals) of the return’s year', async () => {
    const { id, api } = await californiaReturn(t);
    const url = `/api/form1040/${id}/ca/schedule_ca/summary`;
    expect((await api.get(url)).json()).toMatchObject({ exists: false, id: null, ready: false });
    const created = (await api.post('/api/ca/schedule_ca', { form1040_id: id, tax_year: 2024 })).json();
    const res = await api.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ exists: true, id: created.id, hasEdits: false, ready: false });
    expect(res.json()).toEqual((await api.get(`/api/ca/schedule_ca/by-form/${id}/2024`)).json());
    await api.put(`/api/ca/schedule_ca/${created.id}/lines`, {});
    expect((await api.get(url)).json().ready).toBe(true);
    await sameAsMissing((n) => `/api/form1040/${n}/ca/schedule_ca/summary`, id);
  });
});

describe('GET /api/form1040/{id}/1040x/pdf', () => {
  it('is the return’s Form 1040-X, the same file as /api/form1040x/{id}/pdf; 404 without one', async () => {
    const me = (await filer(t)).auth;
    const { id, api } = await completeSingleReturn(t, me);
    const none = await api.get(`/api/form1040/${id}/1040x/pdf`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: 'Form 1040-X not found.' });
    const x = (await api.post('/api/form1040x', { form1040_id: id, tax_year: 2024 })).json<{ id: number }>();
    const byReturn = await api.get(`/api/form1040/${id}/1040x/pdf`);
    const byItself = await api.get(`/api/form1040x/${x.id}/pdf`);
    expect(byReturn.statusCode).toBe(200);
    expect(byReturn.headers['content-type']).toBe('application/pdf');
    expect(byReturn.headers['content-disposition']).toBe(byItself.headers['content-disposition']);
    const text = pdfText(byReturn.rawPayload);
    expect(text).toContain('1040-X');
    expect(text).toBe(pdfText(byItself.rawPayload));
    await sameAsMissing((n) => `/api/form1040/${n}/1040x/pdf`, id);
  });
});

describe('GET /api/schedule_c/{id}', () => {
  async function twoBusinesses(auth: Auth) {
    const { id, api } = await completeSingleReturn(t, auth);
    const post = (name: string) =>
      api.post('/api/schedule_c', {
        form1040_id: id,
        proprietor_name: 'Jane Doe',
        ssn: '123456789',
        principal_business: 'Web design',
        business_code: '541430',
        business_name: name,
        business_address: '1 Main St',
        city_state_zip: 'Springfield, IL 62701',
        accounting_method: 'cash',
        materially_participated: true,
      });
    const first = (await post('Doe Catering')).json<{ id: number }>();
    const second = (await post('Doe Design')).json<{ id: number }>();
    return { id, api, first, second };
  }

  it('reads the Schedule C by its own id, like /api/schedule-c/{id}', async () => {
    const { id, api, first, second } = await twoBusinesses((await filer(t)).auth);
    for (const sc of [first, second]) {
      const res = await api.get(`/api/schedule_c/${sc.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual((await api.get(`/api/schedule-c/${sc.id}`)).json());
      expect(res.json()).toMatchObject({ id: sc.id, form1040_id: id });
    }
    expect((await api.get(`/api/schedule_c/${second.id}`)).json().business_name).toBe('Doe Design');
    // The screens read the return's list instead.
    const list = (await api.get(`/api/form1040/${id}/schedule_c`)).json<{ id: number }[]>();
    expect(list.map((s) => s.id)).toEqual([first.id, second.id]);
  });

  it('answers another filer exactly as a missing Schedule C', async () => {
    const { first } = await twoBusinesses((await filer(t)).auth);
    await sameAsMissing((n) => `/api/schedule_c/${n}`, first.id);
    expect((await stranger.get(`/api/schedule_c/${MISSING}`)).json()).toEqual({
      error: 'Schedule C not found.',
    });
  });
});
