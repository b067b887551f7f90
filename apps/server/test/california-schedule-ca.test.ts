/**
 * Schedule CA (540) through the API: 404 then create with the defaults, save with totals, Auto-fill
 * from a federal return with U.S. Treasury interest, unemployment and an HSA deduction (hand
 * computation below), the sidebar summary (hasEdits, ready), ownership and hostile input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CA_DEFAULT_LINES, CA_LINE_GROUPS, CA_MSG } from '@taxprep/contracts';
import { returnItems } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, newReturn, PERSONAL, preparer, type Auth, type Issues } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Line = {
  group_code: string;
  line_key: string;
  col_a: string | null;
  col_b: string | null;
  col_c: string | null;
};
type Rec = {
  id: number;
  lines: Line[];
  totals: Record<'part_i' | 'section_c' | 'part_ii', { a: string; b: string; c: string }>;
  deductions: { ca_itemized: string; ca_standard: string; used: string };
  hasEdits: boolean;
  ready: boolean;
  [k: string]: unknown;
};
const lineOf = (r: Rec, group: string, key: string) =>
  r.lines.find((l) => l.group_code === group && l.line_key === key)!;

/** A single filer in California: W-2 wages 60,000. */
async function caReturn(auth?: Auth) {
  const me = auth ?? (await filer(t)).auth;
  const api = call(t, me);
  const id = await newReturn(t, me);
  await api.put(`/api/form1040/${id}/personal`, PERSONAL);
  await api.put(`/api/form1040/${id}/filing-status`, { filing_status: 'single' });
  const w2 = await api.post('/api/w2/add', {
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
  expect(w2.statusCode).toBe(201);
  return { id, api, auth: me };
}

/** Interest 1,000 plus 400 of U.S. Treasury interest, unemployment 5,000 and an HSA deduction of 2,000. */
async function addFederalDifferences(api: ReturnType<typeof call>, id: number) {
  const int = await api.post(`/api/form1040/${id}/1099int`, {
    payer_name: 'First Bank',
    recipient_name: 'Jane Doe',
    payer_tin: '361234567',
    recipient_tin: '123456789',
    box1_interest_income: '1000',
    box3_us_savings_bonds_treasury_interest: '400',
  });
  expect(int.statusCode).toBe(201);
  const g = await api.post('/api/form1099g', {
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
  expect(g.statusCode).toBe(201);
  const hsa = await api.post('/api/schedule1/entries', {
    form1040_id: id,
    section: 'adjustment',
    category_key: 'hsa_deduction_8889',
    amount: '2000',
  });
  expect(hsa.statusCode).toBe(201);
}

const DEFAULT_COUNT = CA_LINE_GROUPS.reduce((n, g) => n + CA_DEFAULT_LINES[g].length, 0);

describe('Schedule CA (540)', () => {
  it('is 404 with the spec’s message until created, then created with the defaults', async () => {
    const { id, api } = await caReturn();
    const none = await api.get(`/api/form1040/${id}/ca/schedule_ca?tax_year=2024`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: 'Schedule CA (540) not available.' });
    const summary = await api.get(`/api/ca/schedule_ca/by-form/${id}/2024`);
    expect(summary.json()).toEqual({
      exists: false,
      id: null,
      hasEdits: false,
      ready: false,
      totals: {
        part_i: { b: '0.00', c: '0.00' },
        section_c: { b: '0.00', c: '0.00' },
        part_ii: { b: '0.00', c: '0.00' },
      },
    });
    // The return is a 2024 return: another year is refused, never the calendar year by default.
    const wrongYear = await api.post('/api/ca/schedule_ca', { form1040_id: id, tax_year: 2023 });
    expect(wrongYear.statusCode).toBe(400);
    expect(wrongYear.json().error).toBe("Schedule CA (540) follows the return's tax year (2024).");

    const created = await api.post('/api/ca/schedule_ca', { form1040_id: id });
    expect(created.statusCode).toBe(201);
    const rec = created.json<Rec>();
    expect(rec).toMatchObject({
      form1040_id: id,
      tax_year: 2024,
      filing_status: 'S',
      will_itemize_for_ca: false,
      hasEdits: false,
      ready: false,
    });
    expect(rec.lines).toHaveLength(DEFAULT_COUNT);
    // Column A is the federal return's: W-2 box 1 wages 60,000 on line 1a and 1z.
    expect(lineOf(rec, 'PART_I_SEC_A', '1a')).toMatchObject({ col_a: '60000.00', col_b: null, col_c: null });
    expect(lineOf(rec, 'PART_I_SEC_A', '1z').col_a).toBe('60000.00');
    // Single, no itemized deductions: the 2024 California standard deduction of $5,540 is used.
    expect(rec.deductions).toEqual({ ca_itemized: '0.00', ca_standard: '5540.00', used: '5540.00' });

    const again = await api.post('/api/ca/schedule_ca', { form1040_id: id, tax_year: 2024 });
    expect(again.statusCode).toBe(200);
    expect(again.json<Rec>().id).toBe(rec.id);
    expect((await api.get(`/api/form1040/${id}/ca/schedule_ca`)).json<Rec>().id).toBe(rec.id);
    expect((await api.get(`/api/form1040/${id}/ca/schedule_ca?tax_year=2023`)).statusCode).toBe(404);
  });

  it('auto-fills from the federal return and totals columns A, B and C (hand computation)', async () => {
    const { id, api } = await caReturn();
    const rec = (await api.post('/api/ca/schedule_ca', { form1040_id: id })).json<Rec>();
    await addFederalDifferences(api, id);
    const filled = await api.post(`/api/ca/schedule_ca/${rec.id}/autofill`, {});
    expect(filled.statusCode).toBe(200);
    const r = filled.json<Rec>();
    expect(r.message).toBe('Auto-filled from Federal (using 2024)');
    expect(r.__fed_year_used).toBe(2024);
    // Federal taxable interest (1040 line 2b) = box 1 1,000 + box 3 400 = 1,400; California does not
    // tax U.S. Treasury interest: column B 400 (Schedule CA instructions, line 2).
    expect(lineOf(r, 'PART_I_SEC_A', '2')).toMatchObject({ col_a: '1400.00', col_b: '400.00', col_c: null });
    // Unemployment compensation is not taxed by California: Section B line 7, column B = column A.
    expect(lineOf(r, 'PART_I_SEC_B', '7')).toMatchObject({ col_a: '5000.00', col_b: '5000.00' });
    // Line 10: A = 60,000 + 1,400 + 5,000 = 66,400; B = 400 + 5,000 = 5,400.
    expect(lineOf(r, 'PART_I_SEC_B', '10')).toMatchObject({
      col_a: '66400.00',
      col_b: '5400.00',
      col_c: null,
    });
    // California does not allow the HSA deduction: line 13 column B = federal Schedule 1 line 13, 2,000,
    // which line 27 (line 10 less line 26) turns into an addition to income.
    expect(lineOf(r, 'SECTION_C', '13')).toMatchObject({ col_a: '2000.00', col_b: '2000.00' });
    // Line 27: A = 66,400 − 2,000 = 64,400 (federal AGI); B = 5,400 − 2,000 = 3,400; C = 0.
    expect(r.totals.part_i).toEqual({ a: '64400.00', b: '3400.00', c: '0.00' });
    expect(r.totals.section_c).toEqual({ a: '2000.00', b: '2000.00', c: '0.00' });
    expect(r.totals.part_ii).toEqual({ a: '0.00', b: '0.00', c: '0.00' });
    // Auto-fill asks for a review: not ready until saved.
    expect(r.ready).toBe(false);
    expect(r.hasEdits).toBe(false);

    // The filer adds 200 of other non-California interest (B 600) and 250 of California-only income (C).
    const saved = await api.put(`/api/ca/schedule_ca/${rec.id}/lines`, {
      filing_status: 'S',
      will_itemize_for_ca: false,
      lines: [
        { ...lineOf(r, 'PART_I_SEC_A', '2'), col_b: '600' },
        { group_code: 'PART_I_SEC_B', line_key: '8z', col_c: '250', notes: 'Prize from a CA lottery' },
        // Sent back as read: the engine's own amounts are not edits.
        lineOf(r, 'PART_I_SEC_B', '7'),
        lineOf(r, 'SECTION_C', '13'),
      ],
    });
    expect(saved.statusCode).toBe(200);
    const s = saved.json<Rec>();
    expect(s.message).toBe('Saved & recalculated totals');
    // Line 27: B = 600 + 5,000 − 2,000 = 3,600; C = 250 (line 8z → 9a → 10 → 27); A unchanged 64,400.
    expect(s.totals.part_i).toEqual({ a: '64400.00', b: '3600.00', c: '250.00' });
    expect(lineOf(s, 'PART_I_SEC_B', '8z')).toMatchObject({ col_c: '250.00' });
    expect(s.hasEdits).toBe(true);
    expect(s.ready).toBe(true);
    const side = (await api.get(`/api/ca/schedule_ca/by-form/${id}/2024`)).json();
    expect(side).toEqual({
      exists: true,
      id: rec.id,
      hasEdits: true,
      ready: true,
      totals: {
        part_i: { b: '3600.00', c: '250.00' },
        section_c: { b: '2000.00', c: '0.00' },
        part_ii: { b: '0.00', c: '0.00' },
      },
    });

    // A federal change (a second W-2 of 10,000) makes the saved schedule stale: not ready.
    await api.post('/api/w2/add', {
      form1040_id: id,
      employer_name: 'Beta',
      wages: '10000',
      federal_income_tax: '1000',
    });
    const stale = (await api.get(`/api/form1040/${id}/ca/schedule_ca`)).json<Rec>();
    expect(lineOf(stale, 'PART_I_SEC_A', '1a').col_a).toBe('70000.00');
    expect(stale.ready).toBe(false);
    // Auto-fill keeps the filer's column B/C edits; saving again makes it ready.
    const refill = (await api.post(`/api/ca/schedule_ca/${rec.id}/autofill`, {})).json<Rec>();
    expect(lineOf(refill, 'PART_I_SEC_A', '2').col_b).toBe('600.00');
    expect(refill.hasEdits).toBe(true);
    const resaved = await api.put(`/api/ca/schedule_ca/${rec.id}/lines`, {
      lines: [{ group_code: 'PART_I_SEC_A', line_key: '2', col_b: '400.00' }],
    });
    // Back to the law's 400: only the 250 of column C remains an edit; A = 64,400 + 10,000 = 74,400.
    const back = resaved.json<Rec>();
    expect(back.totals.part_i).toEqual({ a: '74400.00', b: '3400.00', c: '250.00' });
    expect(back.ready).toBe(true);
    expect(back.hasEdits).toBe(true);
  });

  it('validates lines with clear messages and never answers 5xx for hostile input', async () => {
    const { id, api, auth } = await caReturn();
    const rec = (await api.post('/api/ca/schedule_ca', { form1040_id: id })).json<Rec>();
    const put = (body: unknown) => api.put(`/api/ca/schedule_ca/${rec.id}/lines`, body);
    const group = await put({ lines: [{ group_code: 'PART_9', line_key: '1' }] });
    expect(group.statusCode).toBe(400);
    expect(group.json<Issues>().issues).toContainEqual({
      path: 'lines.0.group_code',
      message: 'Unknown line group',
    });
    const money = await put({ lines: [{ group_code: 'PART_I_SEC_A', line_key: '2', col_b: '12.345' }] });
    expect(money.statusCode).toBe(400);
    expect(money.json<Issues>().issues[0]!.path).toBe('lines.0.col_b');
    const unknown = await put({ lines: [{ group_code: 'PART_II', line_key: '99' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Schedule CA has no line 99 in PART_II.');
    const status = await put({ filing_status: 'X' });
    expect(status.json<Issues>().issues).toContainEqual({
      path: 'filing_status',
      message: 'Choose a filing status',
    });
    const hostile: [string, string, unknown][] = [
      ['PUT', `/api/ca/schedule_ca/99999999999/lines`, {}],
      ['PUT', `/api/ca/schedule_ca/abc/lines`, {}],
      ['POST', `/api/ca/schedule_ca/0/autofill`, {}],
      ['GET', `/api/form1040/${id}/ca/schedule_ca?tax_year=%00`, undefined],
      ['GET', `/api/ca/schedule_ca/by-form/${id}/99999999999999`, undefined],
      ['POST', '/api/ca/schedule_ca', { form1040_id: '1e400' }],
      ['POST', '/api/ca/schedule_ca', { form1040_id: 99999999999 }],
      [
        'PUT',
        `/api/ca/schedule_ca/${rec.id}/lines`,
        { lines: [{ group_code: 'PART_II', line_key: '1', notes: 'a\u0000b' }] },
      ],
      [
        'PUT',
        `/api/ca/schedule_ca/${rec.id}/lines`,
        { lines: [{ group_code: 'PART_II', line_key: '1', label: 'x'.repeat(301) }] },
      ],
      [
        'PUT',
        `/api/ca/schedule_ca/${rec.id}/lines`,
        { lines: [{ group_code: 'PART_II', line_key: 'x'.repeat(9) }] },
      ],
      [
        'PUT',
        `/api/ca/schedule_ca/${rec.id}/lines`,
        { lines: Array.from({ length: 401 }, () => ({ group_code: 'PART_II', line_key: '1' })) },
      ],
      [
        'PUT',
        `/api/ca/schedule_ca/${rec.id}/lines`,
        { lines: [{ group_code: 'PART_II', line_key: '1', col_a: '9'.repeat(30) }] },
      ],
      ['PUT', `/api/ca/schedule_ca/${rec.id}/lines`, { lines: 'all' }],
    ];
    for (const [method, url, payload] of hostile) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: auth,
        payload: payload as object,
      });
      expect([400, 404]).toContain(res.statusCode);
    }
    // Odd Unicode in a note is kept as text.
    const odd = await put({ lines: [{ group_code: 'PART_II', line_key: '16', notes: 'Ünïcödé ✓ 𝄞 — ok' }] });
    expect(odd.statusCode).toBe(200);
    expect(lineOf(odd.json<Rec>(), 'PART_II', '16')).toMatchObject({ notes: 'Ünïcödé ✓ 𝄞 — ok' });
  });

  it('Part II: California takes out state income tax and the $10,000 limit (hand computation)', async () => {
    const { id, api } = await caReturn();
    const a = await api.post('/api/schedule_a', {
      form1040_id: id,
      state_local_taxes: '12000',
      real_estate_taxes: '6000',
      mortgage_interest_1098: '15000',
      gifts_by_cash: '2000',
    });
    expect(a.statusCode).toBe(201);
    const r = (await api.post('/api/ca/schedule_ca', { form1040_id: id })).json<Rec>();
    // Federal Schedule A: taxes 12,000 + 6,000 = 18,000, limited to 10,000 (line 5e).
    // Line 5a column B: California does not allow state income tax, 12,000.
    expect(lineOf(r, 'PART_II', '5a')).toMatchObject({ col_a: '12000.00', col_b: '12000.00' });
    // Line 5e: column B = line 5a column B, 12,000; column C = 5d − 5e (column A) = 18,000 − 10,000 = 8,000.
    expect(lineOf(r, 'PART_II', '5e')).toMatchObject({
      col_a: '10000.00',
      col_b: '12000.00',
      col_c: '8000.00',
    });
    // Line 17: A = taxes 10,000 + interest 15,000 + gifts 2,000 = 27,000; B 12,000; C 8,000.
    expect(r.totals.part_ii).toEqual({ a: '27000.00', b: '12000.00', c: '8000.00' });
    // Line 18 = 27,000 − 12,000 + 8,000 = 23,000; no 2% items, no limitation at federal AGI 60,000:
    // line 29 = 23,000, more than the 5,540 standard deduction, so line 30 (Form 540 line 18) = 23,000.
    expect(lineOf(r, 'PART_II', '18').col_a).toBe('23000.00');
    expect(r.deductions).toEqual({ ca_itemized: '23000.00', ca_standard: '5540.00', used: '23000.00' });
    // A tax preparation fee of 1,500 (line 20) is over 2% of AGI (60,000 × 2% = 1,200) by 300: line 25 = 300,
    // line 26 = 23,000 + 300 = 23,300.
    const fee = await api.put(`/api/ca/schedule_ca/${r.id}/lines`, {
      lines: [{ group_code: 'PART_II', line_key: '20', col_a: '1500' }],
    });
    const f = fee.json<Rec>();
    expect(lineOf(f, 'PART_II', '24').col_a).toBe('1200.00');
    expect(lineOf(f, 'PART_II', '25').col_a).toBe('300.00');
    expect(f.deductions.used).toBe('23300.00');
    // Column A entries are not column B/C edits.
    expect(f.hasEdits).toBe(false);
  });

  it('an approved preparer works on a filer’s Schedule CA', async () => {
    const { id, api } = await caReturn();
    const rec = (await api.post('/api/ca/schedule_ca', { form1040_id: id })).json<Rec>();
    const prep = call(t, (await preparer(t)).auth);
    expect((await prep.get(`/api/form1040/${id}/ca/schedule_ca`)).json<Rec>().id).toBe(rec.id);
    const saved = await prep.put(`/api/ca/schedule_ca/${rec.id}/lines`, { will_itemize_for_ca: true });
    expect(saved.statusCode).toBe(200);
    expect((await api.get(`/api/form1040/${id}/ca/schedule_ca`)).json<Rec>().will_itemize_for_ca).toBe(true);
  });

  it('an accepted California submission makes Schedule CA and Form 568 read-only', async () => {
    const { id, api, auth } = await caReturn();
    const rec = (await api.post('/api/ca/schedule_ca', { form1040_id: id })).json<Rec>();
    const llc = (await api.post('/api/ca/form568', { form1040_id: id })).json<{ id: number }>();
    // What the simulated FTB acknowledgement stores (another plugin's route).
    await t.db.db
      .insert(returnItems)
      .values({ form1040Id: id, kind: 'ca_submission', data: { status: 'Accepted' } });
    const locked = [
      await api.put(`/api/ca/schedule_ca/${rec.id}/lines`, { will_itemize_for_ca: true }),
      await api.post(`/api/ca/schedule_ca/${rec.id}/autofill`, {}),
      await t.app.inject({
        method: 'PATCH',
        url: `/api/ca/form568/${llc.id}`,
        headers: auth,
        payload: { llc_name: 'X' },
      }),
      await api.put(`/api/ca/form568/${llc.id}/sched_m2`, { contrib: '1' }),
    ];
    // 409 like an accepted federal return, with the amended-return form to file instead.
    const messages = [
      CA_MSG.acceptedLocked,
      CA_MSG.acceptedLocked,
      CA_MSG.f568AcceptedLocked,
      CA_MSG.f568AcceptedLocked,
    ];
    expect(locked.map((r) => [r.statusCode, r.json().error])).toEqual(messages.map((m) => [409, m]));
    // Reading still works.
    expect((await api.get(`/api/form1040/${id}/ca/schedule_ca`)).statusCode).toBe(200);
  });

  it('another filer sees none of it: 404 on every call', async () => {
    const { id, api } = await caReturn();
    const rec = (await api.post('/api/ca/schedule_ca', { form1040_id: id })).json<Rec>();
    const other = call(t, (await filer(t)).auth);
    const answers = await Promise.all([
      other.get(`/api/form1040/${id}/ca/schedule_ca`),
      other.post('/api/ca/schedule_ca', { form1040_id: id }),
      other.put(`/api/ca/schedule_ca/${rec.id}/lines`, { will_itemize_for_ca: true }),
      other.post(`/api/ca/schedule_ca/${rec.id}/autofill`, {}),
      other.get(`/api/ca/schedule_ca/by-form/${id}/2024`),
      other.get(`/api/ca/schedule_ca/${rec.id}/pdf`),
      other.get(`/api/form1040/${id}/ca/schedule_ca/pdf`),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    // The owner's record is unchanged.
    expect((await api.get(`/api/form1040/${id}/ca/schedule_ca`)).json<Rec>().will_itemize_for_ca).toBe(false);
  });
});
