/**
 * Form 1040-X through the API (spec 001): the spec's messages, ownership, column A from the
 * accepted submission and column C from the return as it is now, the accepted return unlocked
 * while it is amended, and the facsimile PDF.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { F1040X_MSG } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { call, completeSingleReturn, filer, INTEREST, newReturn } from './helpers/returns';
import { returnItems, submissions } from '../src/db/schema';
import { signAndSubmit } from './helpers/signature';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Issues = { error: string; issues: { path: string; message: string }[] };
type View = Record<string, unknown> & { id: number; version: number };

/** A single filer's complete return (W-2 wages 52,000, 5,000 withheld) with its 1040-X started. */
async function withAmendment() {
  const me = await filer(t);
  const { id, api } = await completeSingleReturn(t, me.auth);
  const created = await api.post('/api/form1040x', { form1040_id: id, tax_year: 2024 });
  expect(created.statusCode).toBe(201);
  return { id, api, x: created.json<View>() };
}

describe('Form 1040-X validation', () => {
  it('gives the spec’s messages for the tax year, IP PINs, email and the line 21 split', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const id = await newReturn(t, me.auth);
    const noYear = await api.post('/api/form1040x', { form1040_id: id });
    expect(noYear.statusCode).toBe(400);
    expect(noYear.json<Issues>().issues).toEqual([{ path: 'tax_year', message: 'Tax year is required.' }]);
    const shortYear = await api.post('/api/form1040x', { form1040_id: id, tax_year: '24' });
    expect(shortYear.json<Issues>().issues).toEqual([
      { path: 'tax_year', message: 'Enter a 4-digit year (e.g., 2024).' },
    ]);

    const { api: own, x } = await withAmendment();
    const bad = await own.put(`/api/form1040x/${x.id}`, {
      tax_year: '',
      tp_ip_pin: '123',
      sp_ip_pin: '12345a',
      email: 'jane.example.com',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Issues>().issues).toEqual(
      expect.arrayContaining([
        { path: 'tax_year', message: 'Tax year is required.' },
        { path: 'tp_ip_pin', message: 'IP PIN must be 6 digits.' },
        { path: 'sp_ip_pin', message: 'IP PIN must be 6 digits.' },
        { path: 'email', message: 'Invalid email format.' },
      ]),
    );
    expect(bad.json<Issues>().issues).toHaveLength(4);

    // Column C: tax 4,259 on 52,000 wages, 5,000 withheld; with no line 18 the overpayment (21) is 741.
    expect(x).toMatchObject({ l11_c: '4259.00', l17_c: '5000.00', l19: '5000.00', l21: '741.00' });
    for (const body of [{ l23: '800' }, { l22: '700', l23: '100' }]) {
      const over = await own.put(`/api/form1040x/${x.id}`, { tax_year: 2024, ...body });
      expect(over.statusCode).toBe(400);
      expect(over.json<Issues>()).toEqual({
        error: 'Refund (22) + applied (23) cannot exceed line 21.',
        issues: [{ path: 'l23', message: 'Refund (22) + applied (23) cannot exceed line 21.' }],
      });
    }
    const ok = await own.put(`/api/form1040x/${x.id}`, {
      tax_year: 2024,
      l23_year: 2025,
      l23: '100',
      tp_ip_pin: '123456',
      email: 'jane@example.com',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: F1040X_MSG.saved,
      l21: '741.00',
      l22: '641.00',
      l23: '100.00',
    });
  });
});

describe('Form 1040-X ownership', () => {
  it('another filer’s 1040-X and Form 1040 are not found, to read, change, start or print', async () => {
    const { id, x } = await withAmendment();
    const other = call(t, (await filer(t)).auth);
    expect((await other.get(`/api/form1040x/${x.id}`)).statusCode).toBe(404);
    expect((await other.put(`/api/form1040x/${x.id}`, { tax_year: 2024, explanation: 'x' })).statusCode).toBe(
      404,
    );
    expect((await other.get(`/api/form1040x/${x.id}/pdf`)).statusCode).toBe(404);
    expect((await other.get(`/api/form1040/${id}/form1040x`)).statusCode).toBe(404);
    expect((await other.post('/api/form1040x', { form1040_id: id, tax_year: 2024 })).statusCode).toBe(404);
    expect((await other.get('/api/form1040x/2147483648')).statusCode).toBe(404);
  });
});

describe('an accepted return that added a forgotten 1099-INT', () => {
  it('column A is the accepted figures, column C the return with the interest, line 20 the extra tax', async () => {
    const me = await filer(t);
    const { id, api } = await completeSingleReturn(t, me.auth);
    expect((await signAndSubmit(api, id)).json()).toMatchObject({ status: 'Accepted' });
    const [sub] = await t.db.db.select().from(submissions).where(eq(submissions.form1040Id, id));
    expect(sub!.figures).toMatchObject({
      l01: '52000.00',
      l06: '4259.00',
      l12: '5000.00',
      overpaid: '741.00',
    });

    // Locked until the amendment is started.
    expect((await api.post(`/api/form1040/${id}/1099int`, INTEREST)).statusCode).toBe(409);
    expect((await api.get(`/api/form1040/${id}/form1040x`)).json()).toEqual([]);
    const created = await api.post('/api/form1040x', { form1040_id: id, tax_year: 2024 });
    expect(created.statusCode).toBe(201);
    const x = created.json<View>();
    // Column A: AGI 52,000; standard deduction 14,600; taxable income 37,400; Tax Table 37,400–37,450
    // single: 10% × 11,600 + 12% × (37,425 − 11,600) = 1,160 + 3,099 = 4,259; withheld 5,000; the
    // original overpayment of 741 is line 18.
    expect(x).toMatchObject({
      column_a_source: 'accepted',
      filing_status: 'Single',
      tax_year: 2024,
      l01_a: '52000.00',
      l02_a: '14600.00',
      l03_a: '37400.00',
      l05_a: '37400.00',
      l06_a: '4259.00',
      l11_a: '4259.00',
      l12_a: '5000.00',
      l18: '741.00',
      l01_b: '0.00',
      l20: '0.00',
      l21: '0.00',
    });
    const again = await api.post('/api/form1040x', { form1040_id: id, tax_year: 2024 });
    expect(again.statusCode).toBe(200);
    expect(again.json<View>().id).toBe(x.id);

    const int = await api.post(`/api/form1040/${id}/1099int`, INTEREST);
    expect(int.statusCode).toBe(201);

    const list = (await api.get(`/api/form1040/${id}/form1040x`)).json<View[]>();
    expect(list).toHaveLength(1);
    const after = (await api.get(`/api/form1040x/${list[0]!.id}`)).json<View>();
    // Column C: AGI 53,000 and taxable income 38,400 (both 1,000 higher). Tax Table 38,400–38,450
    // single: 1,160 + 12% × (38,425 − 11,600) = 1,160 + 3,219 = 4,379, which is 120 more.
    // Line 17 = 5,000; line 19 = 5,000 − 741 = 4,259; line 20 = 4,379 − 4,259 = 120 owed.
    expect(after).toMatchObject({
      l01_a: '52000.00',
      l01_b: '1000.00',
      l01_c: '53000.00',
      l05_a: '37400.00',
      l05_b: '1000.00',
      l05_c: '38400.00',
      l06_a: '4259.00',
      l06_b: '120.00',
      l06_c: '4379.00',
      l11_c: '4379.00',
      l17_c: '5000.00',
      l19: '4259.00',
      l20: '120.00',
      l21: '0.00',
    });
    expect(Number(after.l20)).toBe(Number(after.l06_c) - Number(after.l06_a));

    // Column A from the accepted submission is not the filer's to change; column C is the return's.
    // PUT is the full form: line 18 is sent as the screen shows it.
    const put = await api.put(`/api/form1040x/${x.id}`, {
      tax_year: 2024,
      l18: after.l18,
      l01_a: '1',
      l01_c: '999999',
      explanation: 'Forgot a 1099-INT from First Bank.',
      version: after.version,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ l01_a: '52000.00', l01_c: '53000.00', l20: '120.00' });
    // The history of what the IRS accepted stays, and the e-filed return is not sent again.
    expect(await t.db.db.select().from(submissions).where(eq(submissions.form1040Id, id))).toHaveLength(1);
    expect((await api.post(`/api/form1040/submit/${id}`, {})).statusCode).toBe(409);
    expect((await api.get(`/api/form1040/${id}`)).json()).toMatchObject({ status: 'Accepted' });
  });
});

describe('a 1040-X of a return filed elsewhere', () => {
  it('takes column A by hand, keeps the counts of Part I and the dependents, and ignores a sent column C', async () => {
    const { api, x } = await withAmendment();
    expect(x).toMatchObject({ column_a_source: 'manual', l01_a: null, l06_a: null, l18: null });
    const put = await api.put(`/api/form1040x/${x.id}`, {
      tax_year: '2024',
      l01_a: '50000',
      l02_a: '14600',
      l06_a: '4019',
      l12_a: '5000',
      l01_c: '1',
      l18: '981',
      p1_25_a: '0',
      p1_25_c: 1,
      dependents: [
        {
          first_name: 'Kim',
          last_name: 'Doe',
          ssn: '987-65-4321',
          relationship: 'daughter',
          qualifies_ctc: true,
        },
      ],
      version: x.version,
    });
    expect(put.statusCode).toBe(200);
    // A: 50,000 − 14,600 = 35,400; C (the return): 52,000 − 14,600 = 37,400; B = 2,000.
    expect(put.json()).toMatchObject({
      l01_a: '50000.00',
      l01_b: '2000.00',
      l01_c: '52000.00',
      l05_a: '35400.00',
      l05_c: '37400.00',
      l06_b: '240.00',
      l19: '4019.00',
      l20: '240.00',
      p1_25_b: 1,
      dependents: [
        {
          first_name: 'Kim',
          last_name: 'Doe',
          ssn: '987654321',
          relationship: 'daughter',
          qualifies_ctc: true,
          qualifies_other: false,
        },
      ],
    });
    const stale = await api.put(`/api/form1040x/${x.id}`, { tax_year: 2024, version: x.version });
    expect(stale.statusCode).toBe(409);
  });

  it('keeps its IP PINs and SSNs encrypted at rest', async () => {
    const { api, x } = await withAmendment();
    await api.put(`/api/form1040x/${x.id}`, {
      tax_year: 2024,
      tp_ip_pin: '654321',
      ssn: '123456789',
      dependents: [{ first_name: 'Kim', last_name: 'Doe', ssn: '987654320', relationship: 'daughter' }],
    });
    const [row] = await t.db.db.select().from(returnItems).where(eq(returnItems.id, x.id));
    const stored = JSON.stringify(row!.data);
    expect(stored).not.toContain('654321');
    expect(stored).not.toContain('123456789');
    // Part I dependents' SSNs too, inside their list.
    expect(stored).not.toContain('987654320');
    expect(stored).toContain('Kim');
    expect((await api.get(`/api/form1040x/${x.id}`)).json()).toMatchObject({
      tp_ip_pin: '654321',
      dependents: [{ first_name: 'Kim', ssn: '987654320' }],
    });
  });
});

describe('Form 1040-X Part I', () => {
  it('starts from the dependents of the return', async () => {
    const me = await filer(t);
    const { id, api } = await completeSingleReturn(t, me.auth);
    await api.post(`/api/form1040/${id}/dependents`, {
      first_name: 'Kim',
      last_name: 'Doe',
      ssn: '987-65-4321',
      relationship: 'daughter',
      date_of_birth: '2015-03-02',
      months_lived_with: 12,
      qualifies_for_child_tax_credit: true,
    });
    const x = await api.post('/api/form1040x', { form1040_id: id, tax_year: 2024 });
    expect(x.statusCode).toBe(201);
    expect(x.json().dependents).toEqual([
      expect.objectContaining({
        first_name: 'Kim',
        last_name: 'Doe',
        ssn: '987654321',
        relationship: 'daughter',
        qualifies_ctc: true,
        qualifies_other: false,
      }),
    ]);
  });
});

describe('Form 1040-X PDF', () => {
  it('downloads a labelled facsimile with the lines filled', async () => {
    const { api, x } = await withAmendment();
    await api.put(`/api/form1040x/${x.id}`, { tax_year: 2024, explanation: 'Adding interest income.' });
    const r = await api.get(`/api/form1040x/${x.id}/pdf`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="Form1040X_2024_.+\.pdf"$/);
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'f1040x-'));
    fs.writeFileSync(path.join(dir, 'x.pdf'), r.rawPayload);
    const text = execFileSync('/usr/bin/pdftotext', ['x.pdf', '-'], { cwd: dir }).toString();
    expect(text).toContain(
      'Facsimile of Form 1040-X (Rev. February 2024) — prepared by taxprep, not the official IRS form',
    );
    expect(text).toContain('Amended U.S. Individual Income Tax Return');
    expect(text).toContain('Adding interest income.');
    // Line 1, column C: the return's AGI of 52,000.
    expect(text).toContain('52,000');
  });
});
