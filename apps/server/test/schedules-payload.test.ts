/**
 * Issue 22 item 23: GET /api/form1040/{id}/schedules answers spec 002's "Schedules payload" fields:
 * schedule_c gross_income, total_expenses and net_profit; schedule_e line41_total; schedule_d st_7,
 * lt_15 and p3_21_allowed_loss. Each figure is worked by hand from the 2024 schedules' lines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { BUSINESS, singleReturn } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the schedules payload (spec 002)', () => {
  it('gives Schedule C, E and D their totals', async () => {
    const { id, api } = await singleReturn(t);
    const sc = await api.post('/api/schedule_c', {
      form1040_id: id,
      ...BUSINESS,
      gross_receipts: '20000',
      advertising: '1200',
      supplies: '800',
    });
    expect(sc.statusCode).toBe(201);
    const se = await api.post('/api/schedule_e', {
      form1040_id: id,
      paid_1099_required: false,
      properties: [
        {
          label: 'A',
          rents_received: '12000',
          taxes: '3000',
          repairs: '1000',
          property_type: '1',
          address: '7 Pine Rd',
          city_state_zip: 'Dayton, OH 45402',
          personal_use_days: 0,
          fair_rental_days: 365,
        },
      ],
    });
    expect(se.statusCode).toBe(200);
    const sd = await api.post('/api/schedule_d', {
      form1040_id: id,
      filing_status: 'single',
      st_1a_d: '10000',
      st_1a_e: '12500',
      lt_8a_d: '4000',
      lt_8a_e: '6000',
    });
    expect(sd.statusCode).toBe(200);

    const docs = (await api.get(`/api/form1040/${id}/schedules`)).json();
    // Schedule C: line 1 = 20,000 = line 7 (no returns, cost of goods or other income);
    // line 28 = 1,200 + 800 = 2,000; line 31 = 20,000 − 2,000 = 18,000.
    expect(docs.schedule_c).toEqual([
      expect.objectContaining({
        gross_income: '20000.00',
        total_expenses: '2000.00',
        net_profit: '18000.00',
      }),
    ]);
    // Schedule E: line 20 = 3,000 + 1,000 = 4,000; line 21 = 12,000 − 4,000 = 8,000 = line 26 = line 41.
    expect(docs.schedule_e).toEqual([expect.objectContaining({ line41_total: '8000.00' })]);
    // Schedule D: line 1a = 10,000 − 12,500 = −2,500 = line 7; line 8a = 4,000 − 6,000 = −2,000 =
    // line 15; line 16 = −4,500; line 21 = the smaller of 4,500 and 3,000 (single) = 3,000.
    expect(docs.schedule_d).toEqual([
      expect.objectContaining({ st_7: '-2500.00', lt_15: '-2000.00', p3_21_allowed_loss: '3000.00' }),
    ]);
  });
});
