/**
 * A Form 568 nobody has filled in (issue 22, item 19): the screen creates it on first open (spec 002),
 * but it owes nothing and shows nowhere (the record's lines, its PDF, All forms) until the filer says
 * the LLC exists: its name, its Secretary of State file number or any amount. Then the 2024 annual
 * LLC tax of $800 (Form 568 instructions, line 3; R&TC 17941) is due.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, newReturn, PERSONAL, type Auth } from './helpers/returns';

let t: TestApp;
let admin: Auth;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAdmin(t)).auth;
});
afterAll(async () => {
  await t.close();
});

/** A Colorado filer with no LLC who opens the Form 568 screen: 404, then the screen creates it. */
async function openedForm568() {
  const auth = (await filer(t)).auth;
  const api = call(t, auth);
  const id = await newReturn(t, auth);
  await api.put(`/api/form1040/${id}/personal`, {
    ...PERSONAL,
    city: 'Denver',
    state: 'CO',
    zip_code: '80202',
  });
  await api.put(`/api/form1040/${id}/filing-status`, { filing_status: 'single' });
  expect((await api.get(`/api/form1040/${id}/ca/form568?tax_year=2024`)).statusCode).toBe(404);
  const res = await api.post('/api/ca/form568', { form1040_id: id, tax_year: 2024 });
  expect(res.statusCode).toBe(201);
  const patch = (body: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/ca/form568/${res.json().id}`, headers: auth, payload: body });
  return { id, api, rec: res.json<{ id: number } & Record<string, unknown>>(), patch };
}

const EMPTY = {
  in_use: false,
  line3_annual_llc_tax: '0.00',
  line7_total_tax_fee: '0.00',
  line16_tax_fee_due: '0.00',
  line21_total_amount_due: '0.00',
};
/** Nothing else entered: L7 = L2 0 (fee chart, total income 0) + L3 800 = 800 = L16 = L21. */
const DUE_800 = {
  in_use: true,
  line3_annual_llc_tax: '800.00',
  line7_total_tax_fee: '800.00',
  line16_tax_fee_due: '800.00',
  line21_total_amount_due: '800.00',
};

async function listedForms(form1040Id: number) {
  const r = await call(t, admin).get('/api/admin/forms?type=ca_form568&per_page=100&sort=created_at');
  expect(r.statusCode).toBe(200);
  return r.json<{ items: { form1040_id: number }[] }>().items.filter((i) => i.form1040_id === form1040Id);
}

async function pdfText(api: ReturnType<typeof call>, url: string) {
  const res = await api.get(url);
  expect(res.statusCode).toBe(200);
  const dir = mkdtempSync(path.join(tmpdir(), 'f568-'));
  writeFileSync(path.join(dir, 'f.pdf'), res.rawPayload);
  return execFileSync('pdftotext', ['-layout', 'f.pdf', '-'], { cwd: dir }).toString();
}

describe('an empty Form 568', () => {
  it('owes nothing: not on the record, its PDF or All forms', async () => {
    const { id, api, rec } = await openedForm568();
    expect(rec).toMatchObject(EMPTY);
    expect((await api.get(`/api/form1040/${id}/ca/form568?tax_year=2024`)).json()).toMatchObject(EMPTY);
    expect((await api.post(`/api/ca/form568/${rec.id}/recompute`, {})).json()).toMatchObject(EMPTY);
    expect(await pdfText(api, `/api/ca/form568/${rec.id}/pdf`)).not.toContain('800');
    expect(await listedForms(id)).toEqual([]);
  });

  for (const [what, body] of [
    ['its name', { llc_name: 'Mesa Ventures LLC' }],
    ['its Secretary of State file number', { sos_file_number: '202412345678' }],
    ['an amount, even 0', { line13_use_tax: '0' }],
  ] as const) {
    it(`owes the $800 annual tax once the filer enters ${what}`, async () => {
      const { id, patch } = await openedForm568();
      const res = await patch(body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject(DUE_800);
      expect(await listedForms(id)).toHaveLength(1);
    });
  }

  it('is empty again when what was entered is cleared', async () => {
    const { id, patch } = await openedForm568();
    expect((await patch({ llc_name: 'Mesa Ventures LLC' })).json()).toMatchObject(DUE_800);
    expect((await patch({ llc_name: null })).json()).toMatchObject(EMPTY);
    expect(await listedForms(id)).toEqual([]);
  });
});
