/**
 * California Form 568 through the API: 404 then create, every computed line by the printed 2024
 * Form 568 (hand computations beside them), an untouched record left out of the combined PDF, the questionnaire's follow-ups, Schedules T, L (balance within
 * 0.005) and M-2, the member's TIN encrypted at rest, ownership and hostile input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { returnItems } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, newReturn, PERSONAL, type Issues } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Rec = Record<string, unknown> & {
  id: number;
  schedule_t: Record<string, unknown>[];
  schedule_l: Record<string, unknown>;
  schedule_m2: Record<string, unknown>;
};

async function llcReturn() {
  const auth = (await filer(t)).auth;
  const api = call(t, auth);
  const id = await newReturn(t, auth);
  await api.put(`/api/form1040/${id}/personal`, PERSONAL);
  await api.put(`/api/form1040/${id}/filing-status`, { filing_status: 'single' });
  const patch = (url: string, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url, headers: auth, payload: payload as object });
  return { id, api, auth, patch };
}

async function created() {
  const r = await llcReturn();
  const res = await r.api.post('/api/ca/form568', { form1040_id: r.id, tax_year: 2024 });
  expect(res.statusCode).toBe(201);
  return { ...r, rec: res.json<Rec>() };
}

describe('Form 568', () => {
  it('is 404 with the spec’s message until created with only the form and year', async () => {
    const { id, api } = await llcReturn();
    const none = await api.get(`/api/form1040/${id}/ca/form568?tax_year=2024`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: 'CA Form 568 not available.' });
    expect((await api.post('/api/ca/form568', { form1040_id: id, tax_year: 2025 })).json().error).toBe(
      "Form 568 follows the return's tax year (2024).",
    );
    const res = await api.post('/api/ca/form568', { form1040_id: id });
    expect(res.statusCode).toBe(201);
    const rec = res.json<Rec>();
    // Nothing entered, so no LLC yet: no fee (chart for total income 0 is $0) and no $800 annual tax
    // (issue 22); every line 0 (form568-empty.test.ts has the rest of that rule).
    expect(rec).toMatchObject({
      form1040_id: id,
      tax_year: 2024,
      in_use: false,
      llc_name: null,
      line1_total_income: null,
      line2_llc_fee: '0.00',
      line3_annual_llc_tax: '0.00',
      line7_total_tax_fee: '0.00',
      line12_total_payments: '0.00',
      line14_payments_balance: '0.00',
      line16_tax_fee_due: '0.00',
      line17_overpayment: '0.00',
      line19_refund: '0.00',
      line21_total_amount_due: '0.00',
      filing_status_initial: false,
      schedule_t: [],
    });
    const again = await api.post('/api/ca/form568', { form1040_id: id, tax_year: 2024 });
    expect(again.statusCode).toBe(200);
    expect(again.json<Rec>().id).toBe(rec.id);
    const read = (await api.get(`/api/form1040/${id}/ca/form568`)).json<Rec>();
    expect(read).toMatchObject({ id: rec.id, line21_total_amount_due: '0.00', line19_refund: '0.00' });
  });

  it('computes lines 7, 12, 14–17, 19 and 21 by the printed 2024 Form 568 as fields change', async () => {
    const { rec, patch, api } = await created();
    const url = `/api/ca/form568/${rec.id}`;
    const income = await patch(url, {
      line1_total_income: '300000',
      llc_name: 'Sunset LLC',
      filing_status_initial: true,
    });
    expect(income.statusCode).toBe(200);
    // Total income 300,000 is in the $250,000–$499,999 row of the fee chart: fee $900.
    expect(income.json()).toMatchObject({
      llc_name: 'Sunset LLC',
      line2_llc_fee: '900.00',
      line7_total_tax_fee: '1700.00',
      filing_status_initial: true,
    });
    const owe = await patch(url, {
      line4_pte_elective_tax: '100',
      line5_noncons_nr_tax_schedT: '50',
      line6_partnership_level_tax: '25',
      line8_prior_year_overpayment: '200',
      line9_amt_paid_pte: '300',
      line10_amt_paid_form3522: '400',
      line11_amt_paid_form3536: '500',
      line13_use_tax: '60',
      line20_penalties_interest: '15',
    });
    // L7 = 900 + 800 + 100 + 50 + 25 = 1,875; L12 = 200 + 300 + 400 + 500 = 1,400;
    // L14 = 1,400 − 60 = 1,340 (line 12 more than line 13); L15 = 0; L16 = 1,875 − 1,340 = 535;
    // L17 = 0 (line 14 not more than line 7); L19 = 0 − 0 = 0; L21 = 0 + 535 + 15 = 550.
    expect(owe.json()).toMatchObject({
      line7_total_tax_fee: '1875.00',
      line12_total_payments: '1400.00',
      line14_payments_balance: '1340.00',
      line15_use_tax_balance: '0.00',
      line16_tax_fee_due: '535.00',
      line17_overpayment: '0.00',
      line19_refund: '0.00',
      line21_total_amount_due: '550.00',
    });
    const refund = await patch(url, {
      line11_amt_paid_form3536: '3000',
      line18_applied_to_next_year: '500',
      line3_annual_llc_tax: '800',
    });
    // L12 = 200 + 300 + 400 + 3,000 = 3,900; L14 = 3,900 − 60 = 3,840; L15 = 0;
    // L16 = 0 (line 7 not more than line 14); L17 = 3,840 − 1,875 = 1,965; L19 = 1,965 − 500 = 1,465; L21 = 0 + 0 + 15 = 15.
    expect(refund.json()).toMatchObject({
      line12_total_payments: '3900.00',
      line14_payments_balance: '3840.00',
      line16_tax_fee_due: '0.00',
      line17_overpayment: '1965.00',
      line18_applied_to_next_year: '500.00',
      line19_refund: '1465.00',
      line21_total_amount_due: '15.00',
    });
    // Use tax larger than the payments: L14 = 0; L15 = 5,000 − 3,900 = 1,100; L16 = 1,875 − 0 = 1,875; L17 = 0;
    // L21 = 1,100 + 1,875 + 15 = 2,990 (= tax 1,875 + use tax 5,000 − payments 3,900 + 15).
    const useTax = (await patch(url, { line13_use_tax: '5000', line18_applied_to_next_year: '0' })).json();
    expect(useTax).toMatchObject({
      line14_payments_balance: '0.00',
      line15_use_tax_balance: '1100.00',
      line16_tax_fee_due: '1875.00',
      line17_overpayment: '0.00',
      line21_total_amount_due: '2990.00',
    });
    const recomputed = await api.post(`${url}/recompute`, {});
    expect(recomputed.json()).toMatchObject({
      message: 'Totals recalculated.',
      line21_total_amount_due: '2990.00',
    });

    const unknown = await patch(url, { line99: '1' });
    expect(unknown.statusCode).toBe(400);
    const bad = await patch(url, { line9_amt_paid_pte: '1.234', state: 'XX' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Issues>().issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(['line9_amt_paid_pte', 'state']),
    );
  });

  it('questionnaire: follow-ups are cleared unless their parent is yes', async () => {
    const { rec, api } = await created();
    const url = `/api/ca/form568/${rec.id}/questionnaire`;
    expect((await api.get(url)).json()).toEqual({
      I1_RP: null,
      I2_RP: null,
      U2: null,
      U3: null,
      CC2: null,
      FF2: null,
      KK2: null,
      KK3: null,
    });
    const put = await api.put(url, {
      I1: 'no',
      I1_RP: 'yes',
      U1: 'yes',
      U2: 'yes',
      U3: 'no',
      CC1: 'yes',
      CC2: 2020,
      DD: ['1031', 'other'],
      EE: 'Sold a rental',
      KK1: 'no',
      KK2: '2024-03-01',
      KK3: '100',
    });
    expect(put.statusCode).toBe(200);
    const answers = put.json();
    expect(answers).toMatchObject({
      I1: 'no',
      I1_RP: null,
      U1: 'yes',
      U2: 'yes',
      U3: 'no',
      CC2: 2020,
      DD: '1031,other',
      EE: 'Sold a rental',
      KK1: 'no',
      KK2: null,
      KK3: null,
    });
    expect((await api.get(url)).json()).toEqual(answers);
    const wrong = await api.put(url, { DD: 'barter', I2: 'maybe', ZZ: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<Issues>().issues).toContainEqual({
      path: 'DD',
      message: 'Choose from installment, 1031, 1033, other',
    });
  });

  it('Schedule T: tax per member, the TIN encrypted at rest and masked', async () => {
    const { rec, api } = await created();
    const url = `/api/ca/form568/${rec.id}/sched_t`;
    const rate = await api.put(url, [{ member_name: 'Ann', distributive_share: '100', tax_rate: '0.12345' }]);
    expect(rate.statusCode).toBe(400);
    expect(rate.json<Issues>().issues).toContainEqual({
      path: '0.tax_rate',
      message: 'Tax rate: up to four decimals, e.g. 0.1234',
    });
    const res = await api.put(url, [
      {
        member_name: 'Ann Member',
        tin: '123-45-6789',
        distributive_share: '10000',
        tax_rate: '0.0725',
        withheld_by_llc: '300',
      },
    ]);
    expect(res.statusCode).toBe(200);
    const t1 = res.json<Rec>();
    expect(t1.message).toBe('Schedule T saved.');
    // 10,000 × 0.0725 = 725.00; less 300 withheld = 425.00.
    expect(t1.schedule_t).toEqual([
      {
        id: 1,
        member_name: 'Ann Member',
        tin: '***-**-6789',
        distributive_share: '10000.00',
        tax_rate: '0.0725',
        total_tax_due: '725.00',
        withheld_by_llc: '300.00',
        net_tax_due: '425.00',
      },
    ]);
    const [raw] = await t.db.db.select().from(returnItems).where(eq(returnItems.id, rec.id));
    expect(JSON.stringify(raw!.data)).not.toContain('123-45-6789');
    expect((raw!.data as { schedule_t: { tin: string }[] }).schedule_t[0]!.tin).toMatch(/^enc:v1:/);
    // The masked TIN sent back keeps the stored one.
    await api.put(url, [{ ...t1.schedule_t[0], distributive_share: '20000' }]);
    const [raw2] = await t.db.db.select().from(returnItems).where(eq(returnItems.id, rec.id));
    const stored = (raw2!.data as { schedule_t: { tin: string }[] }).schedule_t[0]!.tin;
    expect(stored).toMatch(/^enc:v1:/);
    // Kept as it was, not re-encrypted from the mask.
    expect(stored).toBe((raw!.data as { schedule_t: { tin: string }[] }).schedule_t[0]!.tin);
    const again = (await api.get(`/api/form1040/${rec.form1040_id}/ca/form568`)).json<Rec>();
    // 20,000 × 0.0725 = 1,450.00; less 300 = 1,150.00.
    expect(again.schedule_t[0]).toMatchObject({
      tin: '***-**-6789',
      total_tax_due: '1450.00',
      net_tax_due: '1150.00',
    });
  });

  it('Schedule L balances within 0.005, Schedule M-2 reconciles the capital accounts', async () => {
    const { rec, api } = await created();
    const l = await api.put(`/api/ca/form568/${rec.id}/sched_l`, {
      cash_beg: '1000',
      ar_beg: '500',
      ar_allow_beg: '50',
      inv_beg: '250',
      ap_beg: '700',
      members_capital_beg: '1000',
      cash_end: '2000',
      ap_end: '500',
      members_capital_end: '1499.99',
      total_assets_end: '999999',
    });
    expect(l.statusCode).toBe(200);
    // Beginning: assets 1,000 + 500 − 50 + 250 = 1,700; liabilities and capital 700 + 1,000 = 1,700: balanced.
    // End: assets 2,000; liabilities and capital 500 + 1,499.99 = 1,999.99: off by 0.01 (not under 0.005).
    expect(l.json()).toMatchObject({
      message: 'Schedule L saved.',
      total_assets_beg: '1700.00',
      total_liab_cap_beg: '1700.00',
      balanced_beg: true,
      off_by_beg: '0.00',
      total_assets_end: '2000.00',
      total_liab_cap_end: '1999.99',
      balanced_end: false,
      off_by_end: '0.01',
    });
    const got = (await api.get(`/api/ca/form568/${rec.id}/sched_l`)).json();
    expect(got).toMatchObject({ cash_beg: '1000.00', balanced_end: false, total_assets_end: '2000.00' });
    const m2 = await api.put(`/api/ca/form568/${rec.id}/sched_m2`, {
      beg_balance: '1000',
      contrib: '500',
      net_income: '2500',
      other_increases: '100',
      dist_cash: '800',
      dist_property: '200',
      other_decreases: '50',
    });
    // Subtotal 1,000 + 500 + 2,500 + 100 = 4,100; decreases 800 + 200 + 50 = 1,050; end 4,100 − 1,050 = 3,050.
    expect(m2.json()).toMatchObject({
      message: 'Schedule M-2 saved.',
      subtotal: '4100.00',
      total_decreases: '1050.00',
      end_balance: '3050.00',
    });
    expect((await api.get(`/api/ca/form568/${rec.id}/sched_m2`)).json()).toMatchObject({
      end_balance: '3050.00',
    });
    const bad = await api.put(`/api/ca/form568/${rec.id}/sched_m2`, { contrib: 'ten' });
    expect(bad.statusCode).toBe(400);
  });

  it('an untouched Form 568 is left out of ca/full-pdf until the filer enters something', async () => {
    const pages = async (api: Awaited<ReturnType<typeof llcReturn>>['api'], url: string) => {
      const res = await api.get(url);
      expect(res.statusCode).toBe(200);
      return (await PDFDocument.load(res.rawPayload)).getPageCount();
    };
    for (const touch of ['amount', 'answer'] as const) {
      const { id, api, rec, patch } = await created();
      const full = `/api/form1040/${id}/ca/full-pdf`;
      const base =
        (await pages(api, `/api/form1040/${id}/ca/540/pdf`)) +
        (await pages(api, `/api/form1040/${id}/ca/schedule_ca/pdf`));
      const own = await pages(api, `/api/ca/form568/${rec.id}/pdf`);
      // Opening the screen created the record (its own PDF still renders), but the combined file has
      // only the 540 and Schedule CA pages.
      expect(await pages(api, full)).toBe(base);
      if (touch === 'amount')
        expect((await patch(`/api/ca/form568/${rec.id}`, { line13_use_tax: '0' })).statusCode).toBe(200);
      else
        expect((await api.put(`/api/ca/form568/${rec.id}/questionnaire`, { I1: 'no' })).statusCode).toBe(200);
      // Once anything is entered (an amount, even 0, or a questionnaire answer) the Form 568 is filed.
      expect(await pages(api, full)).toBe(base + own);
    }
  });

  it('another filer gets 404 everywhere; hostile input is 400 or 404, never 5xx', async () => {
    const { id, rec, auth } = await created();
    const other = (await filer(t)).auth;
    const urls: [string, string, unknown][] = [
      ['GET', `/api/form1040/${id}/ca/form568`, undefined],
      ['POST', '/api/ca/form568', { form1040_id: id }],
      ['PATCH', `/api/ca/form568/${rec.id}`, { llc_name: 'X' }],
      ['POST', `/api/ca/form568/${rec.id}/recompute`, {}],
      ['GET', `/api/ca/form568/${rec.id}/pdf`, undefined],
      ['GET', `/api/ca/form568/${rec.id}/questionnaire`, undefined],
      ['PUT', `/api/ca/form568/${rec.id}/questionnaire`, { I1: 'yes' }],
      ['PUT', `/api/ca/form568/${rec.id}/sched_t`, []],
      ['GET', `/api/ca/form568/${rec.id}/sched_l`, undefined],
      ['PUT', `/api/ca/form568/${rec.id}/sched_l`, {}],
      ['GET', `/api/ca/form568/${rec.id}/sched_m2`, undefined],
      ['PUT', `/api/ca/form568/${rec.id}/sched_m2`, {}],
    ];
    for (const [method, url, payload] of urls) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: other,
        payload: payload as object,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const hostile: [string, string, unknown][] = [
      ['PATCH', '/api/ca/form568/99999999999', {}],
      ['PATCH', '/api/ca/form568/-1', {}],
      ['GET', '/api/ca/form568/abc/sched_l', undefined],
      ['PATCH', `/api/ca/form568/${rec.id}`, { llc_name: 'a\u0000b' }],
      ['PATCH', `/api/ca/form568/${rec.id}`, { llc_name: 'x'.repeat(5000) }],
      ['PATCH', `/api/ca/form568/${rec.id}`, { line1_total_income: '9'.repeat(40) }],
      ['PATCH', `/api/ca/form568/${rec.id}`, []],
      ['PUT', `/api/ca/form568/${rec.id}/sched_t`, Array.from({ length: 101 }, () => ({}))],
      ['PUT', `/api/ca/form568/${rec.id}/sched_t`, { rows: 1 }],
      ['PUT', `/api/ca/form568/${rec.id}/questionnaire`, { KK2: '2024-13-45x' }],
      ['GET', `/api/form1040/${id}/ca/form568?tax_year=abc`, undefined],
    ];
    for (const [method, url, payload] of hostile) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: auth,
        payload: payload as object,
      });
      expect([400, 404], `${method} ${url}`).toContain(res.statusCode);
    }
    const odd = await t.app.inject({
      method: 'PATCH',
      url: `/api/ca/form568/${rec.id}`,
      headers: auth,
      payload: { llc_name: 'Café ☕ 𝄞 LLC' },
    });
    expect(odd.json()).toMatchObject({ llc_name: 'Café ☕ 𝄞 LLC' });
  });
});
