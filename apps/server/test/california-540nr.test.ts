/**
 * California 540NR through the API: the form's rules and messages, nonresident clearing the move
 * fields, bank numbers encrypted and masked, the 540NR figures against a hand computation,
 * ownership and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CA_MSG } from '@taxprep/contracts';
import { returnItems } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, type Issues } from './helpers/returns';
import { californiaReturn } from './helpers/california';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Single Reno filer, W-2 wages 45,000 with 2,500 California withholding, one son (federal dependent). */
const nrReturn = () => californiaReturn(t, { address: { city: 'Reno', state: 'NV', zip_code: '89501' } });

const PART_YEAR = {
  residency_status: 'part_year',
  date_moved_in: '3/1/2024',
  date_moved_out: '2024-12-31',
  prior_state: 'nv',
};

describe('540NR rules', () => {
  it('answers {data: null} before a save', async () => {
    const { id, api } = await nrReturn();
    expect((await api.get(`/api/ca/540nr?form1040_id=${id}`)).json()).toEqual({ data: null });
    const s = (await api.get(`/api/ca/540nr/summary?form1040_id=${id}`)).json();
    expect(s.data.federal_agi).toBe('45000.00');
    expect(s.data.total_tax).toBe('0.00');
  });

  it('answers the spec messages', async () => {
    const { id, api } = await nrReturn();
    const post = (b: object) => api.post('/api/ca/540nr', { form1040_id: id, ...b });
    const noDates = await post({ residency_status: 'part_year' });
    expect(noDates.statusCode).toBe(400);
    expect(noDates.json<Issues>().issues.map((i) => i.message)).toEqual([
      CA_MSG.nrMovedIn,
      CA_MSG.nrMovedOut,
      CA_MSG.nrPriorState,
    ]);
    const order = await post({ ...PART_YEAR, date_moved_in: '2024-09-01', date_moved_out: '2024-02-01' });
    expect(order.json().error).toBe(CA_MSG.nrDates);
    expect((await post({ ...PART_YEAR, prior_state: 'XX' })).json().error).toBe(CA_MSG.nrPriorState);
    expect((await post({ residency_status: 'nonresident', agi_ca: 'abc' })).json().error).toBe(
      CA_MSG.nrNumber,
    );
    const routing = await post({ residency_status: 'nonresident', bank_routing_number: '123456789' });
    expect(routing.json().error).toBe(CA_MSG.nrRouting);
    // Using the federal banking disables the bank fields, so their check too.
    const fed = await post({
      residency_status: 'nonresident',
      use_federal_banking: true,
      bank_routing_number: '123456789',
    });
    expect(fed.statusCode).toBe(200);
    expect((await post({ residency_status: 'visitor' })).statusCode).toBe(400);
    expect((await api.post('/api/ca/540nr', { residency_status: 'nonresident' })).statusCode).toBe(400);
    const huge = await api.post('/api/ca/540nr', {
      form1040_id: 99999999999,
      residency_status: 'nonresident',
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error).toBe('Form 1040 not found.');
  });

  it('saves a part-year resident, then nonresident clears the move dates and prior state', async () => {
    const { id, api } = await nrReturn();
    const py = await api.post('/api/ca/540nr', { form1040_id: id, ...PART_YEAR });
    expect(py.statusCode).toBe(200);
    expect(py.json().message).toBe(CA_MSG.nrSaved);
    expect(py.json().data).toMatchObject({
      residency_status: 'part_year',
      date_moved_in: '2024-03-01',
      date_moved_out: '2024-12-31',
      prior_state: 'NV',
    });
    const nr = await api.post('/api/ca/540nr', {
      form1040_id: id,
      ...PART_YEAR,
      residency_status: 'nonresident',
    });
    expect(nr.json().data).toMatchObject({
      residency_status: 'nonresident',
      date_moved_in: null,
      date_moved_out: null,
      prior_state: null,
    });
  });

  it('encrypts the bank numbers, masks them, and keeps them when sent back masked', async () => {
    const { id, api } = await nrReturn();
    const r = await api.post('/api/ca/540nr', {
      form1040_id: id,
      residency_status: 'nonresident',
      bank_routing_number: '011000015',
      bank_account_number: '99887766',
      bank_account_type: 'savings',
    });
    expect(r.json().data.bank_routing_number).toBe('*****0015');
    expect(r.json().data.bank_account_number).toBe('****7766');
    const [row] = await t.db.db
      .select()
      .from(returnItems)
      .where(and(eq(returnItems.form1040Id, id), eq(returnItems.kind, 'ca540nr')));
    const raw = JSON.stringify(row!.data);
    expect(raw).not.toContain('011000015');
    expect(raw).not.toContain('99887766');
    const back = (await api.get(`/api/ca/540nr?form1040_id=${id}`)).json().data;
    const again = await api.post('/api/ca/540nr', { ...back, form1040_id: id, agi_ca: '100' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.bank_account_number).toBe('****7766');
  });
});

describe('540NR figures', () => {
  it('prorates the tax by California taxable income (hand computation)', async () => {
    const { id, api } = await nrReturn();
    const r = await api.post('/api/ca/540nr', {
      form1040_id: id,
      residency_status: 'nonresident',
      agi_ca: '22500',
      taxable_income_ca: '19730',
    });
    expect(r.statusCode).toBe(200);
    // Hand computation, 2024 Form 540NR (single, one dependent):
    //   line 17 AGI from all sources 45,000; line 18 standard deduction 5,540; line 19 39,460
    //   line 31 tax on 39,460: Tax Table midpoint 39,500, 402.42 + 4% × 14,001 = 962.46 → 962
    //   line 32 CA AGI 22,500 (entered); line 35 CA taxable income 19,730 (entered)
    //   line 36 CA tax rate 962 ÷ 39,460 = 0.02438 → 0.0244; line 37 19,730 × 0.0244 = 481.41 → 481
    //   line 38 19,730 ÷ 39,460 = 0.5000; line 39 exemption credits (149 + 461) × 0.5 = 305
    //   line 40 481 − 305 = 176; no renter's credit for a nonresident; line 74 total tax 176
    //   line 81 withholding 2,500 (W-2 box 17, CA); line 88 total payments 2,500; refund 2,500 − 176 = 2,324
    expect(r.json().summary).toMatchObject({
      federal_agi: '45000.00',
      agi_all_sources: '45000.00',
      agi_ca: '22500.00',
      taxable_income_ca: '19730.00',
      ca_ratio: '0.5000',
      total_tax: '176.00',
      total_payments: '2500.00',
      refund: '2324.00',
      amount_you_owe: '0.00',
      agi_ca_source: 'entered',
    });
    expect((await api.get(`/api/ca/540nr/summary?form1040_id=${id}`)).json().data).toEqual(r.json().summary);
  });

  it('is 404 for another filer and never 5xx on bad input', async () => {
    const { id, api } = await nrReturn();
    const other = call(t, (await filer(t)).auth);
    expect((await other.get(`/api/ca/540nr?form1040_id=${id}`)).statusCode).toBe(404);
    expect((await other.get(`/api/ca/540nr/summary?form1040_id=${id}`)).statusCode).toBe(404);
    expect(
      (await other.post('/api/ca/540nr', { form1040_id: id, residency_status: 'nonresident' })).statusCode,
    ).toBe(404);
    for (const r of [
      await api.get('/api/ca/540nr?form1040_id=99999999999999999999'),
      await api.get('/api/ca/540nr?form1040_id=abc'),
      await api.get('/api/ca/540nr'),
      await api.post('/api/ca/540nr', {
        form1040_id: id,
        residency_status: 'nonresident',
        prior_state: 'N\u0000V',
      }),
      await api.post('/api/ca/540nr', {
        form1040_id: id,
        ...PART_YEAR,
        date_moved_in: '2024-02-30',
      }),
      await api.post('/api/ca/540nr', {
        form1040_id: id,
        residency_status: 'nonresident',
        agi_ca: '9'.repeat(50),
      }),
      await api.post('/api/ca/540nr', {
        form1040_id: id,
        residency_status: 'nonresident',
        bank_account_number: '1'.repeat(5000),
      }),
    ]) {
      expect(r.statusCode).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
    }
  });
});
