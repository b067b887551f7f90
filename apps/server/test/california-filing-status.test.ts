/**
 * Schedule CA (540) and Form 540 take the filing status from the return (issue 22, item 20): the
 * screen creates Schedule CA with "S", yet a head-of-household filer's schedule reads HOH.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, newReturn, PERSONAL } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const SPOUSE = { spouse_first_name: 'John', spouse_last_name: 'Doe', spouse_ssn: '234567890' };
const CASES = [
  ['single', {}, 'S'],
  ['married filing jointly', SPOUSE, 'MFJ'],
  ['married filing separately', SPOUSE, 'MFS'],
  ['head of household', {}, 'HOH'],
  ['qualifying widow(er)', {}, 'QSS'],
] as const;

async function returnWithStatus(status: string, extra: object) {
  const { auth } = await filer(t);
  const api = call(t, auth);
  const id = await newReturn(t, auth);
  await api.put(`/api/form1040/${id}/personal`, PERSONAL);
  const fs = await api.put(`/api/form1040/${id}/filing-status`, { filing_status: status, ...extra });
  expect(fs.statusCode).toBe(200);
  return { api, id };
}

describe('the California filing status comes from the return', () => {
  it.each(CASES)(
    'federal %s: Schedule CA created by the screen (with "S") reads its code',
    async (status, extra, code) => {
      const { api, id } = await returnWithStatus(status, extra);
      const created = await api.post('/api/ca/schedule_ca', {
        form1040_id: id,
        tax_year: 2024,
        filing_status: 'S',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().filing_status).toBe(code);
      const read = await api.get(`/api/form1040/${id}/ca/schedule_ca?tax_year=2024`);
      expect(read.json().filing_status).toBe(code);
      // A Form 540 saved without a status takes the federal one too.
      const ca540 = await api.post(`/api/form1040/${id}/ca/540`, { est_payments: '1' });
      expect(ca540.statusCode).toBe(200);
      expect(ca540.json().data.filing_status).toBe(code);
    },
  );

  it('follows a later change of the return, and a save cannot set another status', async () => {
    const { api, id } = await returnWithStatus('single', {});
    const rec = (await api.post('/api/ca/schedule_ca', { form1040_id: id, tax_year: 2024 })).json();
    expect(rec.filing_status).toBe('S');
    await api.put(`/api/form1040/${id}/filing-status`, { filing_status: 'head of household' });
    expect((await api.get(`/api/form1040/${id}/ca/schedule_ca`)).json().filing_status).toBe('HOH');
    const saved = await api.put(`/api/ca/schedule_ca/${rec.id}/lines`, { filing_status: 'MFJ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().filing_status).toBe('HOH');
    // The 540's own status (a registered domestic partner may file MFJ in California) wins.
    await api.post(`/api/form1040/${id}/ca/540`, { filing_status: 'MFJ' });
    expect((await api.get(`/api/form1040/${id}/ca/schedule_ca`)).json().filing_status).toBe('MFJ');
  });
});
