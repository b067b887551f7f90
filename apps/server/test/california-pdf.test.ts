/**
 * The California PDFs: each is a valid PDF whose text (pdftotext) carries the facsimile banner, the
 * taxpayer with a masked SSN and the engine's figures (hand computations beside them); the 540
 * lists three of four dependents while line 10 counts all four; ownership and file names.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { returnItems } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, newReturn, PERSONAL } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const dir = mkdtempSync(path.join(tmpdir(), 'ca-pdf-'));
let n = 0;
/** The answer's text as pdftotext reads it, and its page count. */
async function pdfText(body: Buffer): Promise<{ text: string; pages: number }> {
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  const pages = (await PDFDocument.load(body)).getPageCount();
  n += 1;
  const file = path.join(dir, `f${n}.pdf`);
  writeFileSync(file, body);
  return { text: execFileSync('pdftotext', ['-layout', file, '-']).toString(), pages };
}
/** The amount printed on line `n` of a single-column form ("19  Subtract … 19  55,460"). */
const amountOn = (text: string, n: string) =>
  new RegExp(`^${n}\\s+\\S.*?\\s${n}\\s+(\\S+)\\s*$`, 'm').exec(text)?.[1];
/** Columns A, B (and C) printed on a Schedule CA line with this wording. */
const columnsOn = (text: string, n: string, words: string) =>
  new RegExp(`^${n}\\s+${words}\\s+([\\d,()]+)(?:\\s+([\\d,()]+))?(?:\\s+([\\d,()]+))?\\s*$`, 'm')
    .exec(text)
    ?.slice(1)
    .filter(Boolean);

/**
 * A single California filer: W-2 wages 60,000 (CA wages 60,000, CA tax withheld 2,000), interest
 * 1,000 plus 400 of U.S. Treasury interest, unemployment 5,000, an HSA deduction of 2,000, four
 * dependents, a Schedule CA and a Form 568.
 */
async function fullReturn() {
  const auth = (await filer(t)).auth;
  const api = call(t, auth);
  const id = await newReturn(t, auth);
  await api.put(`/api/form1040/${id}/personal`, PERSONAL);
  await api.put(`/api/form1040/${id}/filing-status`, { filing_status: 'single' });
  await api.post('/api/w2/add', {
    form1040_id: id,
    employer_name: 'Acme',
    employer_ein: '12-3456789',
    employee_ssn: '123456789',
    wages: '60000',
    federal_income_tax: '6000',
    state: 'CA',
    state_wages: '60000',
    state_income_tax: '2000',
  });
  await api.post(`/api/form1040/${id}/1099int`, {
    payer_name: 'First Bank',
    recipient_name: 'Jane Doe',
    payer_tin: '361234567',
    recipient_tin: '123456789',
    box1_interest_income: '1000',
    box3_us_savings_bonds_treasury_interest: '400',
  });
  await api.post('/api/form1099g', {
    form1040_id: id,
    payer_name: 'Employment Development Department',
    payer_tin: '36-1234567',
    payer_address: '800 Capitol Mall',
    payer_city_state_zip: 'Sacramento, CA 95814',
    recipient_name: 'Jane Doe',
    recipient_tin: '123-45-6789',
    recipient_address: '1 Main St',
    recipient_city_state_zip: 'Los Angeles, CA 90001',
    unemployment_comp: '5000',
  });
  await api.post('/api/schedule1/entries', {
    form1040_id: id,
    section: 'adjustment',
    category_key: 'hsa_deduction_8889',
    amount: '2000',
  });
  for (const [first, ssn] of [
    ['Amy', '900000001'],
    ['Ben', '900000002'],
    ['Cal', '900000003'],
    ['Dot', '900000004'],
  ]) {
    const d = await api.post(`/api/form1040/${id}/dependents`, {
      first_name: first,
      last_name: 'Doe',
      ssn,
      relationship: 'daughter',
    });
    expect(d.statusCode).toBe(201);
  }
  const sca = (await api.post('/api/ca/schedule_ca', { form1040_id: id })).json<{ id: number }>();
  const f568 = (await api.post('/api/ca/form568', { form1040_id: id })).json<{ id: number }>();
  const patched = await t.app.inject({
    method: 'PATCH',
    url: `/api/ca/form568/${f568.id}`,
    headers: auth,
    payload: { llc_name: 'Sunset LLC', line1_total_income: '300000', line9_amt_paid_pte: '250' },
  });
  expect(patched.statusCode).toBe(200);
  return { id, api, auth, scheduleCaId: sca.id, f568Id: f568.id };
}

describe('California PDFs', () => {
  it('Form 540, Schedule CA, Form 568 and the combined file carry the engine’s figures', async () => {
    const { id, api, scheduleCaId, f568Id } = await fullReturn();

    const f540 = await api.get(`/api/form1040/${id}/ca/540/pdf`);
    expect(f540.statusCode).toBe(200);
    expect(f540.headers['content-type']).toBe('application/pdf');
    expect(f540.headers['content-disposition']).toBe('attachment; filename="CA540.pdf"');
    const { text } = await pdfText(f540.rawPayload);
    expect(text).toContain('FACSIMILE');
    expect(text).toContain('not the official FTB form');
    expect(text).toContain('2024 California Form 540');
    expect(text).toContain('Jane Doe');
    expect(text).toContain('***-**-6789');
    expect(text).not.toContain('123-45-6789');
    // Federal AGI (line 13): 60,000 + 1,400 interest + 5,000 unemployment − 2,000 HSA = 64,400.
    // Line 14: Schedule CA line 27 column B = 400 + 5,000 − 2,000 = 3,400; line 15 = 61,000; line 17 = 61,000.
    // Line 18: the single standard deduction 5,540; line 19 = 61,000 − 5,540 = 55,460.
    const lines540 = Object.fromEntries(
      [
        '7',
        '10',
        '11',
        '12',
        '13',
        '14',
        '15',
        '16',
        '17',
        '18',
        '19',
        '31',
        '32',
        '33',
        '64',
        '71',
        '78',
        '97',
        '115',
      ].map((l) => [l, amountOn(text, l)]),
    );
    expect(lines540).toMatchObject({
      '12': '60,000',
      '13': '64,400',
      '14': '3,400',
      '15': '61,000',
      '16': '0',
    });
    expect(lines540).toMatchObject({ '17': '61,000', '18': '5,540', '19': '55,460' });
    // Exemptions: personal 1 × 149 = 149; dependents 4 × 461 = 1,844 (all four); line 11 = 149 + 1,844 = 1,993.
    expect(lines540).toMatchObject({ '7': '149', '10': '1,844', '11': '1,993', '32': '1,993' });
    // Line 31, 2024 Tax Table, single, row 55,451–55,550 taxed at its midpoint 55,500 by Schedule X:
    // 1% × 10,756 = 107.56; 2% × (25,499 − 10,756) = 294.86; 4% × (40,245 − 25,499) = 589.84;
    // 6% × (55,500 − 40,245) = 915.30; total 1,907.56 → 1,908. Line 33 = 1,908 − 1,993 < 0 → 0; line 64 = 0.
    expect(lines540).toMatchObject({ '31': '1,908', '33': '0', '64': '0' });
    // Line 71 CA withholding (W-2 box 17) 2,000 = line 78; overpaid (97) and refund (115) 2,000.
    expect(lines540).toMatchObject({ '71': '2,000', '78': '2,000', '97': '2,000', '115': '2,000' });
    // Three dependents listed, the fourth only counted.
    for (const name of ['Amy Doe', 'Ben Doe', 'Cal Doe']) expect(text).toContain(name);
    expect(text).not.toContain('Dot Doe');
    expect(text).toContain('1 more dependent(s) not listed; line 10 counts all 4.');
    expect(text).toContain('***-**-0001');

    for (const url of [`/api/ca/schedule_ca/${scheduleCaId}/pdf`, `/api/form1040/${id}/ca/schedule_ca/pdf`]) {
      const sca = await api.get(url);
      expect(sca.headers['content-disposition']).toBe('attachment; filename="ScheduleCA540.pdf"');
      const s = (await pdfText(sca.rawPayload)).text;
      expect(s).toContain('2024 California Schedule CA (540)');
      expect(s).toContain('FACSIMILE');
      // Line 2: A 1,400 (box 1 + box 3), B 400 (Treasury interest); line 13 HSA: A and B 2,000;
      // line 10: A 66,400, B 5,400; line 27: A 64,400, B 3,400 (line 10 less line 26).
      expect(columnsOn(s, '2', 'Taxable interest')).toEqual(['1,400', '400']);
      expect(columnsOn(s, '13', 'Health savings account deduction')).toEqual(['2,000', '2,000']);
      expect(columnsOn(s, '27', 'Total. Subtract line 26 from line 10')).toEqual(['64,400', '3,400']);
      expect(columnsOn(s, '30', 'Enter the larger of line 29 or your standard deduction')).toEqual(['5,540']);
    }

    const f568 = await api.get(`/api/ca/form568/${f568Id}/pdf`);
    expect(f568.headers['content-disposition']).toBe('attachment; filename="Form568.pdf"');
    const l = (await pdfText(f568.rawPayload)).text;
    expect(l).toContain('2024 California Form 568');
    expect(l).toContain('Sunset LLC');
    // Line 2: fee 900 for total income 300,000; line 7 = 900 + 800 = 1,700; line 12 = 250 paid;
    // printed 2024 Form 568: line 14 = 250 − 0 use tax = 250; line 16 = 1,700 − 250 = 1,450 = line 21.
    const lines568 = Object.fromEntries(
      ['1', '2', '3', '7', '12', '14', '16', '17', '19', '21'].map((x) => [x, amountOn(l, x)]),
    );
    expect(lines568).toEqual({
      '1': '300,000',
      '2': '900',
      '3': '800',
      '7': '1,700',
      '12': '250',
      '14': '250',
      '16': '1,450',
      '17': '0',
      '19': '0',
      '21': '1,450',
    });
    expect(l).toContain('Total amount due. Add line 15, line 16 and line 20');

    const all = await api.get(`/api/form1040/${id}/ca/full-pdf`);
    expect(all.headers['content-disposition']).toBe('attachment; filename="CA_Combined.pdf"');
    const combined = await pdfText(all.rawPayload);
    const pagesOf = async (url: string) => (await pdfText((await api.get(url)).rawPayload)).pages;
    const expected =
      (await pagesOf(`/api/form1040/${id}/ca/540/pdf`)) +
      (await pagesOf(`/api/form1040/${id}/ca/schedule_ca/pdf`)) +
      (await pagesOf(`/api/ca/form568/${f568Id}/pdf`));
    expect(combined.pages).toBe(expected);
    for (const title of ['California Form 540', 'California Schedule CA (540)', 'California Form 568'])
      expect(combined.text).toContain(title);

    // A resident has no 540NR.
    const nr = await api.get(`/api/form1040/${id}/ca/540nr/pdf`);
    expect(nr.statusCode).toBe(404);
    expect(nr.json().error).toBe(
      'This return has no California Form 540NR: it is filed as a resident on Form 540.',
    );
  });

  it('Form 540NR for a nonresident, and 404 for the resident form', async () => {
    const auth = (await filer(t)).auth;
    const api = call(t, auth);
    const id = await newReturn(t, auth);
    await api.put(`/api/form1040/${id}/personal`, PERSONAL);
    await api.put(`/api/form1040/${id}/filing-status`, { filing_status: 'single' });
    await api.post('/api/w2/add', {
      form1040_id: id,
      employer_name: 'Acme',
      wages: '50000',
      federal_income_tax: '5000',
    });
    // The 540NR record as its own screen stores it (another plugin's route): nonresident, CA AGI 20,000.
    await t.db.db.insert(returnItems).values({
      form1040Id: id,
      kind: 'ca540nr',
      data: { residency_status: 'nonresident', agi_ca: '20000' },
    });
    const res = await api.get(`/api/form1040/${id}/ca/540nr/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="CA540NR.pdf"');
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('2024 California Form 540NR');
    expect(text).toContain('FACSIMILE');
    // Line 13 federal AGI 50,000; line 17 = 50,000 (no adjustments); line 32 CA AGI 20,000 as entered.
    expect(amountOn(text, '13')).toBe('50,000');
    expect(amountOn(text, '17')).toBe('50,000');
    expect(amountOn(text, '32')).toBe('20,000');
    expect(text).toContain('CA Tax Rate');
    expect((await api.get(`/api/form1040/${id}/ca/540/pdf`)).statusCode).toBe(404);
    const all = await api.get(`/api/form1040/${id}/ca/full-pdf`);
    expect((await pdfText(all.rawPayload)).text).toContain('California Form 540NR');
  });

  it('another filer gets 404 for every California PDF; bad ids are 404, never 5xx', async () => {
    const { id, scheduleCaId, f568Id } = await fullReturn();
    const other = call(t, (await filer(t)).auth);
    const urls = [
      `/api/form1040/${id}/ca/540/pdf`,
      `/api/form1040/${id}/ca/540nr/pdf`,
      `/api/form1040/${id}/ca/schedule_ca/pdf`,
      `/api/ca/schedule_ca/${scheduleCaId}/pdf`,
      `/api/ca/form568/${f568Id}/pdf`,
      `/api/form1040/${id}/ca/full-pdf`,
    ];
    for (const url of urls) expect((await other.get(url)).statusCode, url).toBe(404);
    for (const url of [
      '/api/form1040/99999999999/ca/540/pdf',
      '/api/ca/schedule_ca/0/pdf',
      '/api/ca/form568/abc/pdf',
      `/api/ca/form568/${scheduleCaId}/pdf`,
      `/api/ca/schedule_ca/${f568Id}/pdf`,
    ])
      expect((await other.get(url)).statusCode, url).toBe(404);
  });
});
