/**
 * Schedule 1 through the API: manual rows for its categories, read-only auto rows from the
 * documents (1099-G unemployment), alimony with its SSN and agreement date, and the totals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, singleReturn as newSingleReturn, type Issues } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const singleReturn = () => newSingleReturn(t);
type Entry = { id: number | string; category_key: string; amount: string; source: string; line: string };

describe('Schedule 1', () => {
  it('validates rows with the spec’s messages', async () => {
    const { id, api } = await singleReturn();
    const post = (b: object) => api.post('/api/schedule1/entries', { form1040_id: id, ...b });
    const paid = await post({
      section: 'adjustment',
      category_key: 'alimony_paid',
      amount: '1000',
      description: '6/1/2017',
    });
    expect(paid.statusCode).toBe(400);
    expect(paid.json<Issues>().issues).toEqual(
      expect.arrayContaining([
        { path: 'description', message: 'Use YYYY-MM-DD.' },
        { path: 'alimony_recipient_ssn', message: 'Enter a 9-digit SSN (###-##-####).' },
      ]),
    );
    const received = await post({
      section: 'additional_income',
      category_key: 'alimony_received',
      amount: '5',
      description: '',
    });
    expect(received.json<Issues>().issues).toContainEqual({
      path: 'description',
      message: 'Use YYYY-MM-DD.',
    });
    const money = await post({
      section: 'additional_income',
      category_key: 'gambling_income',
      amount: '1.234',
    });
    expect(money.json<Issues>().issues).toContainEqual({
      path: 'amount',
      message: 'Use numbers with up to 2 decimals.',
    });
    const computed = await post({
      section: 'additional_income',
      category_key: 'business_income',
      amount: '100',
    });
    expect(computed.json<Issues>().issues).toContainEqual({
      path: 'category_key',
      message: 'This amount comes from your Schedule C; enter it there.',
    });
    const wrongSection = await post({ section: 'adjustment', category_key: 'gambling_income', amount: '1' });
    expect(wrongSection.json<Issues>().issues).toContainEqual({
      path: 'category_key',
      message: 'Choose a category.',
    });
    // A zero alimony needs no date or SSN.
    expect(
      (await post({ section: 'adjustment', category_key: 'alimony_paid', amount: '0' })).statusCode,
    ).toBe(201);
  });

  it('adds manual rows, shows 1099-G unemployment as an auto row and totals both parts', async () => {
    const { id, api } = await singleReturn();
    const g = await api.post('/api/form1099g', {
      form1040_id: id,
      payer_name: 'State of Illinois',
      payer_tin: '36-1234567',
      payer_address: '33 S State St',
      payer_city_state_zip: 'Chicago, IL 60603',
      recipient_name: 'Jane Doe',
      recipient_tin: '123-45-6789',
      unemployment_comp: '5000',
    });
    expect(g.statusCode).toBe(201);
    const post = (b: object) => api.post('/api/schedule1/entries', { form1040_id: id, ...b });
    const gambling = await post({
      section: 'additional_income',
      category_key: 'gambling_income',
      description: 'Casino W-2G',
      amount: '1200',
    });
    expect(gambling.statusCode).toBe(201);
    await post({ section: 'adjustment', category_key: 'penalty_early_withdrawal_savings', amount: '150' });
    // Alimony under a 2017 agreement is deductible (Schedule 1 line 19a).
    const alimony = await post({
      section: 'adjustment',
      category_key: 'alimony_paid',
      amount: '12000',
      description: '2017-06-01',
      alimony_recipient_ssn: '987-65-4321',
    });
    expect(alimony.statusCode).toBe(201);
    const s1 = (await api.get(`/api/schedule1?form1040_id=${id}`)).json();
    // Part I: unemployment 5,000 (auto, line 7) + gambling 1,200 (line 8b) = 6,200 (line 10).
    // Part II: penalty 150 (line 18) + alimony 12,000 (line 19a) = 12,150 (line 26).
    expect(s1.schedule1).toEqual({ addl_income_total: '6200.00', adjustments_total: '12150.00' });
    const entries = s1.entries as Entry[];
    expect(entries).toContainEqual(
      expect.objectContaining({
        id: 'auto-l7',
        category_key: 'unemployment',
        amount: '5000.00',
        source: 'auto',
        line: '7',
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        category_key: 'alimony_paid',
        source: 'manual',
        alimony_recipient_ssn: '***-**-4321',
        line: '19a',
      }),
    );
    const row = entries.find((e) => e.category_key === 'gambling_income')!;
    expect(row).toMatchObject({ source: 'manual', amount: '1200.00', line: '8b' });

    // Edit the alimony row with the masked SSN sent back: the stored SSN is kept.
    const ali = entries.find((e) => e.category_key === 'alimony_paid')!;
    const changed = await api.put(`/api/schedule1/entries/${ali.id}`, {
      ...ali,
      form1040_id: id,
      amount: '6000',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().schedule1.adjustments_total).toBe('6150.00');
    const summary = (await api.get(`/api/form1040/${id}/summary`)).json();
    // AGI = 6,200 − 6,150 = 50.
    expect(summary.lines.find((l: { key: string }) => l.key === 'f1040.l11').value).toBe('50.00');

    const docs = (await api.get(`/api/form1040/${id}/schedules`)).json();
    expect(docs.schedule_1).toEqual([
      expect.objectContaining({ rows: 3, addl_income_total: '6200.00', adjustments_total: '6150.00' }),
    ]);

    // Auto rows are read-only; a removed manual row leaves the totals.
    expect((await api.put('/api/schedule1/entries/auto-l7', { ...row, form1040_id: id })).statusCode).toBe(
      404,
    );
    const removed = await api.del(`/api/schedule1/entries/${row.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().schedule1.addl_income_total).toBe('5000.00');
  });

  it('does not deduct alimony under an agreement made after 2018', async () => {
    const { id, api } = await singleReturn();
    await api.post('/api/schedule1/entries', {
      form1040_id: id,
      section: 'adjustment',
      category_key: 'alimony_paid',
      amount: '9000',
      description: '2020-03-15',
      alimony_recipient_ssn: '987654321',
    });
    const s1 = (await api.get(`/api/schedule1?form1040_id=${id}`)).json();
    expect(s1.schedule1.adjustments_total).toBe('0.00');
    expect(s1.warnings).toContain(
      'Alimony paid under an agreement executed after 2018 is not deductible (Schedule 1 line 19a).',
    );
  });

  it('another filer’s rows and return are 404', async () => {
    const { id, api } = await singleReturn();
    const created = await api.post('/api/schedule1/entries', {
      form1040_id: id,
      section: 'additional_income',
      category_key: 'jury_duty_pay',
      amount: '300',
    });
    const rowId = created.json().id;
    const other = call(t, (await filer(t)).auth);
    expect((await other.get(`/api/schedule1?form1040_id=${id}`)).statusCode).toBe(404);
    expect(
      (
        await other.put(`/api/schedule1/entries/${rowId}`, {
          form1040_id: id,
          section: 'additional_income',
          category_key: 'jury_duty_pay',
          amount: '1',
        })
      ).statusCode,
    ).toBe(404);
    expect((await other.del(`/api/schedule1/entries/${rowId}`)).statusCode).toBe(404);
  });
});
