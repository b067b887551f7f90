/**
 * Schedule A through the API, served by the document registry's route factory: every spec path
 * (by return in the path or the query, create, update, delete naming its return), the spec's
 * messages, and several records merged line by line into the one schedule the engine computes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_A_MISSING_ID } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, singleReturn, type Issues } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const messages = (r: { json(): unknown }) => (r.json() as Issues).issues.map((i) => i.message);

describe('Schedule A', () => {
  it('lists by return in the path or the query, creates, updates and deletes with the spec’s messages', async () => {
    const { id, api } = await singleReturn(t);

    const missing = await api.post('/api/schedule_a', { medical_expenses: '10' });
    expect(missing.statusCode).toBe(400);
    expect(messages(missing)).toContain(SCHEDULE_A_MISSING_ID);
    const noQuery = await api.get('/api/schedule_a');
    expect(noQuery.statusCode).toBe(400);
    expect(JSON.stringify(noQuery.json())).toContain(SCHEDULE_A_MISSING_ID);

    const a = await api.post('/api/schedule_a', {
      form1040_id: id,
      medical_expenses: '1,000',
      other_taxes_a_desc: '  Foreign tax  ',
      force_itemize: true,
    });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({
      message: 'Schedule A saved.',
      form1040_id: id,
      version: 0,
      medical_expenses: '1000.00',
      other_taxes_a_desc: 'Foreign tax',
      force_itemize: true,
      elect_general_sales_tax: false,
    });
    const b = (await api.post('/api/schedule_a', { form1040_id: id, gifts_by_cash: '250' })).json();

    for (const url of [`/api/schedule_a?form1040_id=${id}`, `/api/schedule_a/by-form/${id}`]) {
      const list = await api.get(url);
      expect(list.statusCode, url).toBe(200);
      expect(list.json().map((r: { id: number }) => r.id)).toEqual([a.json().id, b.id]);
      expect(list.json()[1]).toMatchObject({ form1040_id: id, gifts_by_cash: '250.00', version: 0 });
    }

    const put = await api.put(`/api/schedule_a/${b.id}`, {
      form1040_id: id,
      gifts_by_cash: '300',
      version: 0,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      message: 'Schedule A updated.',
      id: b.id,
      version: 1,
      gifts_by_cash: '300.00',
    });
    const stale = await api.put(`/api/schedule_a/${b.id}`, {
      form1040_id: id,
      gifts_by_cash: '1',
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    const noId = await api.put(`/api/schedule_a/${b.id}`, { gifts_by_cash: '1' });
    expect(noId.statusCode).toBe(400);
    expect(messages(noId)).toContain(SCHEDULE_A_MISSING_ID);
    expect((await api.put('/api/schedule_a/999999', { form1040_id: id })).statusCode).toBe(404);

    // A delete naming another return is refused; naming its own (as the screen does) deletes it.
    expect((await api.del(`/api/schedule_a/${b.id}?form1040_id=999999`)).statusCode).toBe(404);
    const del = await api.del(`/api/schedule_a/${b.id}?form1040_id=${id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: `Schedule A #${b.id} deleted.` });
    const del2 = await api.del(`/api/schedule_a/${a.json().id}`);
    expect(del2.json()).toEqual({ message: `Schedule A #${a.json().id} deleted.` });
    expect((await api.get(`/api/schedule_a/by-form/${id}`)).json()).toEqual([]);

    // Another filer neither reads nor writes them.
    const stranger = call(t, (await filer(t)).auth);
    expect((await stranger.get(`/api/schedule_a?form1040_id=${id}`)).statusCode).toBe(404);
    expect((await stranger.post('/api/schedule_a', { form1040_id: id })).statusCode).toBe(404);
  });

  it('adds several records together line by line for the engine; the schedules list has one total', async () => {
    const { id, api } = await singleReturn(t);
    // State and local taxes 6,000 + 5,000 = 11,000, capped at 10,000; mortgage interest 3,000 + 500:
    // itemized 13,500, less than the 14,600 single standard deduction, but one record asks to itemize.
    const first = await api.post('/api/schedule_a', {
      form1040_id: id,
      state_local_taxes: '6000',
      mortgage_interest_not_1098: '500',
    });
    const second = await api.post('/api/schedule_a', {
      form1040_id: id,
      state_local_taxes: '5000',
      mortgage_interest_1098: '3000',
      force_itemize: true,
    });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const ded = (await api.get(`/api/form1040/${id}/deductions`)).json();
    expect(ded).toMatchObject({
      itemized_deductions: '13500.00',
      standard_deduction: '14600.00',
      deduction_used: 'itemized',
      line_12: '13500.00',
    });
    const docs = (await api.get(`/api/form1040/${id}/schedules`)).json();
    expect(docs.schedule_a).toEqual([
      { id: first.json().id, total_deductions: '13500.00', efile_status: null },
      { id: second.json().id, total_deductions: '13500.00', efile_status: null },
    ]);
  });
});
