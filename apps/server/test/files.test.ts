import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { createTestApp, type TestApp } from './helpers/app';
import {
  call,
  completeSingleReturn,
  filer,
  newReturn,
  PERSONAL,
  preparer,
  type Auth,
} from './helpers/returns';
import { signAndSubmit } from './helpers/signature';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const completeReturn = (auth: Auth) => completeSingleReturn(t, auth);

describe('PDF and XML downloads', () => {
  it('the PDF is the filled official Form 1040 with a file name', async () => {
    const me = await filer(t);
    const { id, api } = await completeReturn(me.auth);
    for (const url of [`/api/api/form1040/${id}/pdf`, `/api/form1040/${id}/full-pdf`]) {
      const r = await api.get(url);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('application/pdf');
      expect(r.headers['content-disposition']).toBe(
        `attachment; filename="Form1040_2024_ONeilSons_${id}.pdf"`,
      );
      expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const doc = await PDFDocument.load(r.rawPayload);
      expect(doc.getPageCount()).toBe(2);
    }
  });

  it('the XML is MeF-shaped, escapes text and carries the computed lines', async () => {
    const me = await filer(t);
    const { id, api } = await completeReturn(me.auth);
    const r = await api.get(`/api/form1040/xml/${id}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/xml');
    expect(r.headers['content-disposition']).toContain('.xml');
    const xml = r.body;
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(xml).toContain('<IRS1040');
    expect(xml).toContain('<IRSW2');
    expect(xml).toContain('O&apos;Neil &amp; Sons');
    expect(xml).not.toContain("O'Neil & Sons");
    expect(xml).toMatch(/<AdjustedGrossIncomeAmt>52000<\/AdjustedGrossIncomeAmt>/);
    expect(xml).toMatch(/<TaxableIncomeAmt>37400<\/TaxableIncomeAmt>/);
    // Deterministic: the same return gives the same bytes.
    expect((await api.get(`/api/form1040/${id}/xml`)).body).toBe(xml);
  });

  it('someone else’s return answers 404 for PDF, XML and submit', async () => {
    const a = await filer(t);
    const b = await filer(t);
    const { id } = await completeReturn(a.auth);
    const apiB = call(t, b.auth);
    expect((await apiB.get(`/api/api/form1040/${id}/pdf`)).statusCode).toBe(404);
    expect((await apiB.get(`/api/form1040/xml/${id}`)).statusCode).toBe(404);
    expect((await apiB.post(`/api/form1040/submit/${id}`, {})).statusCode).toBe(404);
  });
});

describe('single schedules and the ZIP of all returns', () => {
  it('gives one schedule as its own PDF, and 404 for a schedule the return does not have', async () => {
    const me = await filer(t);
    const { id, api } = await completeReturn(me.auth);
    // 30,000 of itemized deductions beat the 14,600 standard deduction: Schedule A is attached.
    await api.post('/api/schedule_a', {
      form1040_id: id,
      real_estate_taxes: '9000',
      mortgage_interest_1098: '21000',
    });
    const a = await api.get(`/api/form1040/${id}/schedule_a/pdf`);
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-disposition']).toBe(
      `attachment; filename="ScheduleA_2024_ONeilSons_${id}.pdf"`,
    );
    expect((await PDFDocument.load(a.rawPayload)).getPageCount()).toBe(1);
    const c = await api.get(`/api/form1040/${id}/schedule_c/pdf`);
    expect(c.statusCode).toBe(404);
    expect(c.json().error).toBe('This return has no Schedule C.');
    // A schedule name that does not exist is a path to nothing.
    expect((await api.get(`/api/form1040/${id}/nonsense/pdf`)).statusCode).toBe(404);
  });

  it('offers an entered Schedule A marked not attached when the standard deduction is larger', async () => {
    const me = await filer(t);
    const { id, api } = await completeReturn(me.auth);
    // Itemized 4,000 + 2,500 = 6,500 < standard deduction 14,600 (single, 2024): Schedule A is not attached.
    await api.post('/api/schedule_a', {
      form1040_id: id,
      real_estate_taxes: '4000',
      mortgage_interest_1098: '2500',
    });
    const summary = (await api.get(`/api/form1040/${id}/summary`)).json();
    expect(summary.forms).not.toContain('scheduleA');
    const a = await api.get(`/api/form1040/${id}/schedule_a/pdf`);
    expect(a.statusCode).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scha-'));
    fs.writeFileSync(path.join(dir, 'a.pdf'), a.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', 'a.pdf', '-'], { cwd: dir }).toString();
    expect(text).toContain('Not attached: the standard deduction is larger');
    // Line 17, total itemized deductions: 4,000 taxes (line 5e) + 2,500 interest (line 10) = 6,500.
    expect(text).toMatch(/6,500/);
  });

  it('zips every return of the user; a filer cannot zip someone else', async () => {
    const me = await filer(t);
    const { id } = await completeReturn(me.auth);
    const api = call(t, me.auth);
    const r = await api.get(`/api/api/form1040/zip/${me.user.id}?format=xml`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/zip');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-'));
    fs.writeFileSync(path.join(dir, 'all.zip'), r.rawPayload);
    // The system unzip checks every entry's CRC: the archive is a real ZIP.
    const out = execFileSync('unzip', ['-o', 'all.zip'], { cwd: dir }).toString();
    expect(out).toContain(`Form1040_2024_ONeilSons_${id}.xml`);
    const xml = fs.readFileSync(path.join(dir, `Form1040_2024_ONeilSons_${id}.xml`), 'utf8');
    expect(xml).toBe((await api.get(`/api/form1040/xml/${id}`)).body);
    const other = await filer(t);
    expect((await call(t, other.auth).get(`/api/form1040/zip/${me.user.id}`)).statusCode).toBe(404);
    expect((await api.get(`/api/form1040/zip/${me.user.id}?format=doc`)).json().error).toBe(
      'Invalid download type.',
    );
  });
});

describe('submission to the tax agency (simulated)', () => {
  it('accepts a complete return a preparer prepared (PTIN printed with its P)', async () => {
    const f = await filer(t);
    const p = await preparer(t);
    const id = await newReturn(t, p.auth, { filer_id: f.user.id });
    const api = call(t, p.auth);
    await api.put(`/api/form1040/${id}/personal`, PERSONAL);
    await api.put(`/api/form1040/${id}/filing-status`, { filing_status: 'single' });
    await api.put(`/api/form1040/${id}/digital-assets`, { digital_assets: false });
    await api.post('/api/w2/add', {
      form1040_id: id,
      employer_name: 'Acme',
      employer_ein: '123456789',
      employee_ssn: '123456789',
      wages: '52000',
      federal_income_tax: '5000',
    });
    await api.post(`/api/form1040/${id}/refund`, {
      refund_routing_number: '011000015',
      refund_account_number: '12345678',
      refund_account_type: 'Savings',
    });
    const r = await signAndSubmit(api, id);
    expect(r.json()).toMatchObject({ status: 'Accepted', errors: [] });
    expect((await api.get(`/api/form1040/xml/${id}`)).body).toContain('P12345678');
  });

  it('rejects an incomplete return with reasons, accepts a complete one, and refuses a second submission', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const bare = await newReturn(t, me.auth);
    const rejected = await signAndSubmit(api, bare);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().status).toBe('Rejected');
    expect(rejected.json().errors.length).toBeGreaterThan(0);
    expect((await api.get(`/api/form1040/${bare}`)).json().status).toBe('Rejected');

    const other = await filer(t);
    const { id, api: api2 } = await completeReturn(other.auth);
    const ok = await signAndSubmit(api2, id);
    expect(ok.json()).toMatchObject({ status: 'Accepted', errors: [] });
    const again = await api2.post(`/api/form1040/submit/${id}`, {});
    expect(again.statusCode).toBe(409);
    const list = (await api2.get('/api/dashboard')).json().form1040_list;
    expect(list[0]).toMatchObject({ id, status: 'Accepted' });
    expect(list[0].submitted_at).not.toBeNull();
    expect((await api2.get(`/api/form1040/${id}/submissions`)).json()).toHaveLength(1);
  });
});

describe('preparer overrides', () => {
  it('a preparer overrides line 16 with a reason; later lines follow; it is flagged in the summary, PDF and XML', async () => {
    const f = await filer(t);
    const p = await preparer(t);
    const { id } = await completeReturn(f.auth);
    const api = call(t, p.auth);
    const noReason = await api.put(`/api/form1040/${id}/overrides`, { key: 'f1040.l16', value: '4000' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe('A reason is required for an override');
    const r = await api.put(`/api/form1040/${id}/overrides`, {
      key: 'f1040.l16',
      value: '4000',
      reason: 'Tax from Form 8615 computed by hand',
    });
    expect(r.statusCode).toBe(200);
    // Line 16 4,000 instead of 4,259: total tax 4,000, refund 5,000 - 4,000 = 1,000.
    expect(r.json()).toMatchObject({ total_tax: '4000.00', refund: '1000.00' });
    const s = (await api.get(`/api/form1040/${id}/summary`)).json();
    expect(s.overrides).toEqual([
      {
        key: 'f1040.l16',
        value: '4000.00',
        reason: 'Tax from Form 8615 computed by hand',
        computed: '4259.00',
      },
    ]);
    expect(s.lines.find((l: { key: string }) => l.key === 'f1040.l16').override).toMatchObject({
      computed: '4259.00',
    });
    const xml = (await api.get(`/api/form1040/xml/${id}`)).body;
    expect(xml).toContain('Tax from Form 8615 computed by hand');
    const pdf = await api.get(`/api/form1040/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);

    // The filer cannot override, and sees the preparer's override.
    const fr = await call(t, f.auth).put(`/api/form1040/${id}/overrides`, {
      key: 'f1040.l16',
      value: '1',
      reason: 'x',
    });
    expect(fr.statusCode).toBe(403);
    expect((await api.del(`/api/form1040/${id}/overrides/f1040.l16`)).statusCode).toBe(200);
    expect((await api.get(`/api/form1040/${id}/summary`)).json().total_tax).toBe('4259.00');
  });

  it('an unknown line cannot be overridden', async () => {
    const f = await filer(t);
    const p = await preparer(t);
    const { id } = await completeReturn(f.auth);
    const r = await call(t, p.auth).put(`/api/form1040/${id}/overrides`, {
      key: 'f1040.l99',
      value: '1',
      reason: 'x',
    });
    expect(r.statusCode).toBe(404);
  });
});
