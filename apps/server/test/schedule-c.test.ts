/**
 * Schedule C, its 1099-NECs and 1099-MISC through the API (spec 001), with a sole proprietor's
 * return computed by hand from the 2024 Schedule C, SE and Form 8995 instructions.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import {
  BUSINESS,
  call,
  filer,
  lineOf,
  singleReturn as newSingleReturn,
  type Issues,
} from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const singleReturn = () => newSingleReturn(t);
const NEC = {
  payer_name: 'Big Client LLC',
  payer_tin: '361234567',
  payer_street: '9 Market St',
  payer_city_state_zip: 'Chicago, IL 60601',
  recipient_name: 'Jane Doe',
  recipient_tin: '123456789',
  recipient_street: '1 Main St',
  recipient_city_state_zip: 'Springfield, IL 62701',
};
const line = lineOf;

describe('Schedule C', () => {
  it('gives the spec’s messages and reads [] before one exists', async () => {
    const { id, api } = await singleReturn();
    expect((await api.get(`/api/schedule_c/${id}`)).json()).toEqual([]);
    const r = await api.post('/api/schedule_c', {
      form1040_id: id,
      ssn: '12',
      city: 'Springfield',
      state: 'XX',
      zip: '123',
      accounting_method: 'other',
      inventory_method: 'other',
      vehicle_service_year: '24',
      advertising: '-1',
    });
    expect(r.statusCode).toBe(400);
    const issues = Object.fromEntries(r.json<Issues>().issues.map((i) => [i.path, i.message]));
    expect(issues).toMatchObject({
      proprietor_name: 'Required',
      principal_business: 'Required',
      business_code: 'Required',
      business_name: 'Required',
      business_address: 'Required',
      ssn: 'SSN must be 9 digits',
      state: 'Select a valid state',
      zip: 'ZIP must be 5 digits',
      other_accounting_method: 'Required for “Other”',
      inventory_method_other: 'Required for “Other”',
      vehicle_service_year: 'Use 4‑digit year',
      advertising: 'Must be 0 or more',
    });
    const none = await api.post('/api/schedule_c', { form1040_id: id, ...BUSINESS, accounting_method: '' });
    expect(none.json<Issues>().issues).toEqual([{ path: 'accounting_method', message: 'Select a method' }]);
  });

  it('a sole proprietor with two 1099-NECs, cost of goods sold, a vehicle and a home office', async () => {
    const { id, api } = await singleReturn();
    // A 1099-NEC needs its Schedule C.
    const orphan = await api.post('/api/1099-nec', { ...NEC, box1_nonemployee_comp: '1' });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().error).toBe('No Schedule C found. Open or create a Schedule C first.');

    const sc = await api.post('/api/schedule_c', {
      form1040_id: id,
      ...BUSINESS,
      gross_receipts: '20000',
      inventory_method: 'cost',
      inventory_start: '2000',
      purchases: '6000',
      inventory_end: '3000',
      car_truck_expenses: '3000',
      vehicle_service_month: '3',
      vehicle_service_day: '15',
      vehicle_service_year: '2022',
      miles_business: '4800',
      supplies: '1000',
      other_expenses: [
        { description: 'Software', amount: '500' },
        { description: '', amount: '' },
      ],
      simplified_method_used: true,
      sqft_home: '1500',
      sqft_business: '200',
    });
    expect(sc.statusCode).toBe(201);
    expect(sc.json()).toMatchObject({
      message: 'Schedule C saved successfully.',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
    });
    const scId = sc.json<{ id: number }>().id;
    const n1 = await api.post('/api/1099-nec', {
      ...NEC,
      schedule_c_id: scId,
      box1_nonemployee_comp: '15000',
      box4_federal_tax_withheld: '1000',
    });
    expect(n1.statusCode).toBe(201);
    const n2 = await api.post('/api/1099-nec', {
      ...NEC,
      schedule_c_id: scId,
      box1_nonemployee_comp: '10000',
    });
    expect(n2.json().message).toBe('Form 1099-NEC submitted successfully.');
    expect((await api.get(`/api/1099-nec/by-schedule/${scId}`)).json()).toHaveLength(2);
    expect((await api.get(`/api/1099-nec/by-form1040/${id}`)).json()).toHaveLength(2);

    const view = (await api.get(`/api/schedule_c/${id}`)).json();
    // Line 1: 20,000 + 15,000 + 10,000 = 45,000. COGS 2,000 + 6,000 − 3,000 = 5,000; line 7 = 40,000.
    // Expenses 3,000 + 1,000 + other 500 = 4,500 (line 28); line 29 = 35,500.
    // Simplified home office 200 sq ft × $5 = 1,000 (line 30); net profit 34,500 (line 31).
    expect(view).toMatchObject({
      nec_count: 2,
      nec_total: '25000.00',
      gross_receipts_effective: '45000.00',
      cogs_total: '5000.00',
      cost_of_goods_sold: '5000.00',
      gross_income: '40000.00',
      total_other_expenses: '500.00',
      total_expenses: '4500.00',
      tentative_profit: '35500.00',
      simplified_method_amount: '1000.00',
      net_profit: '34500.00',
      city_state_zip: 'Springfield, IL 62701',
    });
    expect(view.other_expenses).toEqual([{ description: 'Software', amount: '500.00' }]);

    const s = (await api.get(`/api/form1040/${id}/summary`)).json();
    // Schedule SE: 34,500 × 92.35% = 31,860.75 → line 4a; 12.4% + 2.9% = 15.3% → 4,874.69, whole dollars 4,875.
    // Deductible half (line 13, Schedule 1 line 15): 50% of 4,875 = 2,437.50 → 2,438.
    // AGI 34,500 − 2,438 = 32,062; taxable before QBI 32,062 − 14,600 = 17,462.
    // QBI 34,500 − 2,438 = 32,062 × 20% = 6,412.40, limited to 20% × 17,462 = 3,492.40 → 3,492.
    // Taxable 13,970; Tax Table 13,950–14,000: 1,160 + 12% × (13,975 − 11,600) = 1,445.
    // Total tax 1,445 + 4,875 = 6,320; 1099-NEC withholding 1,000 on line 25b; owed 5,320.
    expect(line(s, 'schedule1.l3')).toBe('34500.00');
    expect(line(s, 'scheduleSE.l12')).toBe('4875.00');
    expect(line(s, 'schedule1.l15')).toBe('2438.00');
    expect(s.agi).toBe('32062.00');
    expect(line(s, 'f1040.l13')).toBe('3492.00');
    expect(s.taxable_income).toBe('13970.00');
    expect(line(s, 'f1040.l16')).toBe('1445.00');
    expect(s.total_tax).toBe('6320.00');
    expect(line(s, 'f1040.l25b')).toBe('1000.00');
    expect(s.amount_owed).toBe('5320.00');
  });

  it('each business of a filer is its own Schedule C, downloadable alone as the IRS PDF', async () => {
    const { id, api } = await singleReturn();
    const first = await api.post('/api/schedule_c', {
      ...BUSINESS,
      form1040_id: id,
      gross_receipts: '20000',
    });
    const second = await api.post('/api/schedule_c', {
      ...BUSINESS,
      form1040_id: id,
      business_name: 'Doe Catering',
      principal_business: 'Catering',
      business_code: '722300',
      gross_receipts: '8000',
    });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const all = (await api.get(`/api/form1040/${id}/schedule_c`)).json<{ id: number }[]>();
    expect(all).toHaveLength(2);
    const pdf = await api.get(`/api/api/schedule_c/${second.json().id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schc-'));
    fs.writeFileSync(path.join(dir, 'c.pdf'), pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', 'c.pdf', '-'], { cwd: dir }).toString();
    expect(text).toContain('Doe Catering');
    expect(text).not.toContain('Doe Design');
    // The two businesses add up on Schedule 1 line 3: 20,000 + 8,000 = 28,000 (no expenses).
    const s = (await api.get(`/api/form1040/${id}/summary`)).json();
    expect(line(s, 'schedule1.l3')).toBe('28000.00');
    const other = call(t, (await filer(t)).auth);
    expect((await other.get(`/api/schedule_c/${second.json().id}/pdf`)).statusCode).toBe(404);
  });

  it('another filer’s Schedule C is 404 to read and 403 to post a 1099-NEC to', async () => {
    const { id, api } = await singleReturn();
    const sc = (await api.post('/api/schedule_c', { form1040_id: id, ...BUSINESS })).json<{ id: number }>();
    const other = await singleReturn();
    expect((await other.api.get(`/api/schedule_c/${id}`)).statusCode).toBe(404);
    expect((await other.api.get(`/api/schedule-c/${sc.id}`)).statusCode).toBe(404);
    expect((await other.api.put(`/api/schedule-c/${sc.id}`, BUSINESS)).statusCode).toBe(404);
    expect((await other.api.get(`/api/1099-nec/by-schedule/${sc.id}`)).statusCode).toBe(404);
    const post = await other.api.post('/api/1099-nec', {
      ...NEC,
      schedule_c_id: sc.id,
      box1_nonemployee_comp: '5',
    });
    expect(post.statusCode).toBe(403);
    expect(post.json().error).toBe('Unauthorized for this Schedule C.');
  });
});

describe('1099-MISC', () => {
  it('is created for the 1040 or the Schedule C and reassigned between them', async () => {
    const { id, api } = await singleReturn();
    const noSc = await api.post('/api/1099-misc', {
      form1040_id: id,
      payer_name: 'X',
      box3_other_income: '5',
      schedule_c_id: null,
    });
    expect(noSc.statusCode).toBe(201);
    const miscId = noSc.json<{ id: number }>().id;
    const refused = await api.put(`/api/1099-misc/${miscId}/assign`, { schedule_c_id: 2_000_000 });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe(
      'No Schedule C found for this return. Create one first to reassign to business.',
    );
    const sc = (await api.post('/api/schedule_c', { form1040_id: id, ...BUSINESS })).json<{ id: number }>();
    const moved = await api.put(`/api/1099_misc/${miscId}/assign`, { schedule_c_id: sc.id });
    expect(moved.json()).toMatchObject({ message: '1099‑MISC reassigned.', schedule_c_id: sc.id });
    expect((await api.get(`/api/1099-misc/by-form1040/${id}`)).json()).toEqual([]);
    expect((await api.get(`/api/1099_misc/by-schedule/${sc.id}`)).json()).toHaveLength(1);
    // Box 3 on the business goes to Schedule C line 1, not Schedule 1 line 8z.
    const s = (await api.get(`/api/form1040/${id}/summary`)).json();
    expect(line(s, 'scheduleC.l1')).toBe('5.00');
    const back = await api.put(`/api/1099-misc/${miscId}/assign`, { form1040_id: id });
    expect(back.json().schedule_c_id).toBeNull();
    expect((await api.get(`/api/1099-misc/by-form1040/${id}`)).json()).toHaveLength(1);
  });
});
