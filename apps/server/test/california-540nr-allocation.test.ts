/**
 * Schedule CA (540NR) column E through the API: `ca_amounts` saves and reloads, a bad line or amount
 * is a 400 with the contracts' message (never a 5xx), the 540NR figures follow the allocation (hand
 * computation), and the Form 540NR facsimile prints columns A, D and E and the credit lines.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CA_MSG } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { type Issues } from './helpers/returns';
import { californiaReturn } from './helpers/california';

let t: TestApp;
const dir = mkdtempSync(path.join(tmpdir(), 'ca-nr-'));
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Single Reno filer: W-2 45,000 from California (2,500 CA withheld) and 15,000 from Nevada; one son. */
async function nrReturn() {
  const r = await californiaReturn(t, { address: { city: 'Reno', state: 'NV', zip_code: '89501' } });
  const nv = await r.api.post('/api/w2/add', {
    form1040_id: r.id,
    employer_name: 'Sierra Co',
    employer_ein: '98-7654321',
    employee_ssn: '123456789',
    wages: '15000',
    federal_income_tax: '1000',
    social_security_wages: '15000',
    medicare_wages: '15000',
    state: 'NV',
    state_wages: '15000',
  });
  expect(nv.statusCode).toBeLessThan(300);
  return r;
}

describe('540NR Schedule CA (540NR) column E', () => {
  it('saves, reloads and computes from the allocation (hand computation)', async () => {
    const { id, api } = await nrReturn();
    const before = (await api.get(`/api/ca/540nr/summary?form1040_id=${id}`)).json().data;
    expect(before.allocation).toEqual([]);
    const r = await api.post('/api/ca/540nr', {
      form1040_id: id,
      residency_status: 'nonresident',
      ca_amounts: { A1a: '40,000', A2: '' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.ca_amounts).toEqual({ A1a: '40000.00' });
    expect((await api.get(`/api/ca/540nr?form1040_id=${id}`)).json().data.ca_amounts).toEqual({
      A1a: '40000.00',
    });
    // Hand computation, 2024 Form 540NR (single, one dependent, nonresident):
    //   Schedule CA (540NR) line 1a: column D 60,000 (A 60,000, no B/C); column E 40,000 as entered
    //   → line 27 E 40,000 = Part IV line 1 = line 32.
    //   line 19 = 60,000 − 5,540 = 54,460; Tax Table row at 54,500: 992.26 + 6% × 14,255 = 1,847.56 → 1,848
    //   Part IV: 40,000 ÷ 60,000 = 0.6667; 5,540 × 0.6667 = 3,693.52 → 3,694; CA TI 36,306
    //   line 36 = 1,848 ÷ 54,460 = 0.0339; line 37 = 36,306 × 0.0339 = 1,230.77 → 1,231
    //   line 38 = 36,306 ÷ 54,460 = 0.66666 → 0.6667; line 39 = (149 + 461) × 0.6667 = 406.69 → 407
    //   line 40 = 824 = line 74 (no CalEITC for a nonresident); line 88 = 2,500; refund 1,676.
    const s = r.json().summary;
    expect(s).toMatchObject({
      federal_agi: '60000.00',
      agi_ca: '40000.00',
      taxable_income_ca: '36306.00',
      ca_ratio: '0.6667',
      total_tax: '824.00',
      total_payments: '2500.00',
      refund: '1676.00',
      amount_you_owe: '0.00',
      line27_total: '60000.00',
      line27_ca: '40000.00',
      agi_ca_source: 'schedule',
      caleitc: '0.00',
    });
    expect(s.allocation).toEqual([
      {
        key: 'A1a',
        label: 'Total amount from federal Form(s) W-2, box 1',
        total: '60000.00',
        ca: '40000.00',
        entered: true,
      },
    ]);
    expect((await api.get(`/api/ca/540nr/summary?form1040_id=${id}`)).json().data).toEqual(s);
  });

  it('defaults line 1a column E to the California W-2 wages; an entered CA AGI still wins', async () => {
    const { id, api } = await nrReturn();
    const r = await api.post('/api/ca/540nr', { form1040_id: id, residency_status: 'nonresident' });
    expect(r.json().summary.allocation).toEqual([
      expect.objectContaining({ key: 'A1a', total: '60000.00', ca: '45000.00', entered: false }),
    ]);
    expect(r.json().summary.agi_ca).toBe('45000.00');
    const o = await api.post('/api/ca/540nr', {
      form1040_id: id,
      residency_status: 'nonresident',
      agi_ca: '30000',
    });
    expect(o.json().summary).toMatchObject({
      agi_ca: '30000.00',
      line27_ca: '45000.00',
      agi_ca_source: 'entered',
    });
  });

  it('answers a bad line or amount with a 400 and the message, never a 5xx', async () => {
    const { id, api } = await nrReturn();
    const post = (ca_amounts: unknown) =>
      api.post('/api/ca/540nr', { form1040_id: id, residency_status: 'nonresident', ca_amounts });
    const key = await post({ Z9: '10' });
    expect(key.statusCode).toBe(400);
    expect(key.json().error).toBe(CA_MSG.nrLineKey);
    const amount = await post({ A2: 'abc' });
    expect(amount.statusCode).toBe(400);
    expect(amount.json<Issues>().issues).toEqual([{ path: 'ca_amounts.A2', message: CA_MSG.nrNumber }]);
    expect((await post('40000')).json().error).toBe(CA_MSG.nrAmounts);
    expect((await post([1, 2])).json().error).toBe(CA_MSG.nrAmounts);
    for (const bad of [
      { 'A1a\u0000': '1' },
      { ['x'.repeat(5000)]: '1' },
      { A1a: '9'.repeat(50) },
      { A1a: { nested: true } },
      { '💥': '1' },
    ]) {
      const res = await post(bad);
      expect(res.statusCode).toBe(400);
    }
    // Nothing was stored by the refused saves.
    expect((await api.get(`/api/ca/540nr?form1040_id=${id}`)).json()).toEqual({ data: null });
  });

  it('prints Schedule CA (540NR) columns A, D and E and the credit lines on the 540NR facsimile', async () => {
    const { id, api } = await nrReturn();
    await api.post('/api/ca/540nr', {
      form1040_id: id,
      residency_status: 'nonresident',
      ca_amounts: { A1a: '40000' },
    });
    const res = await api.get(`/api/form1040/${id}/ca/540nr/pdf`);
    expect(res.statusCode).toBe(200);
    const file = path.join(dir, 'nr.pdf');
    writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text).toContain('Schedule CA (540NR)');
    expect(text).toMatch(/A Federal\s+D CA law\s+E CA amounts/);
    // Line 1a: A 60,000, D 60,000, E 40,000; line 27 the same.
    expect(text).toMatch(
      /^1a\s+Total amount from federal Form\(s\) W-2, box 1\s+60,000\s+60,000\s+40,000\s*$/m,
    );
    expect(text).toMatch(/^27\s+Total\. Subtract line 26 from line 10\s+60,000\s+60,000\s+40,000\s*$/m);
    expect(text).toContain('Earned Income Tax Credit (EITC)');
    expect(text).toMatch(/^88\s+Add line 81 through line 87.*\s88\s+2,500\s*$/m);
    expect(text).toMatch(/^125\s+REFUND OR NO AMOUNT DUE.*\s125\s+1,676\s*$/m);
  });
});
