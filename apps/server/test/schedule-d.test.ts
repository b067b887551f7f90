/**
 * Schedule D and Form 8949 rows through the API: the spec's messages and totals, the CSV import
 * (preview, per-row errors, nothing saved from a bad file), and an investor whose loss is over the
 * $3,000 limit, computed by hand from the 2024 Schedule D instructions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { lineOf, singleReturn as newSingleReturn, type Issues } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const singleReturn = () => newSingleReturn(t);
const line = lineOf;

describe('Schedule D', () => {
  it('reads exists: false first, gives the spec’s messages and computes the part totals', async () => {
    const { id, api } = await singleReturn();
    expect((await api.get(`/api/schedule_d?form1040_id=${id}`)).json()).toMatchObject({
      exists: false,
      schedule_d: { st_1a_d: '', p3_16: '0.00' },
    });
    const bad = await api.post('/api/schedule_d', {
      form1040_id: id,
      filing_status: 'divorced',
      st_1a_g: '5',
      lt_8a_d: '1',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Issues>().issues).toEqual(
      expect.arrayContaining([
        { path: 'filing_status', message: 'Select a valid filing status.' },
        { path: 'st_1a_d', message: 'Required when completing line 1a.' },
        { path: 'st_1a_e', message: 'Required when completing line 1a.' },
        { path: 'lt_8a_e', message: 'Required when completing line 8a.' },
      ]),
    );
    // Line 1a: 10,000 − 12,500 = −2,500; line 7 adds the 500 carryover as a loss: −3,000.
    // Line 8a: 9,000 − 4,000 = 5,000 = line 15. Line 16 = 2,000; no allowed loss.
    const ok = await api.post('/api/schedule_d', {
      form1040_id: id,
      filing_status: 'single',
      st_1a_d: '10000',
      st_1a_e: '12500',
      st_6_loss_carry: '500',
      lt_8a_d: '9000',
      lt_8a_e: '4000',
      st_7: '999999',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      exists: true,
      schedule_d: {
        st_1a_h: '-2500.00',
        st_7: '-3000.00',
        lt_8a_h: '5000.00',
        lt_15: '5000.00',
        p3_16: '2000.00',
        p3_21_allowed_loss: '0.00',
      },
    });
    const again = await api.post('/api/schedule_d', {
      form1040_id: id,
      filing_status: 'single',
      st_1a_d: '10000',
      st_1a_e: '20000',
    });
    // A second save updates the one record: −10,000 short-term is limited to a 3,000 allowed loss.
    expect(again.json().schedule_d).toMatchObject({
      st_7: '-10000.00',
      p3_16: '-10000.00',
      p3_21_allowed_loss: '3000.00',
    });
  });
});

describe('Form 8949 rows', () => {
  it('an investor: a loss over the limit and its carryover to 2025', async () => {
    const { id, api } = await singleReturn();
    await api.post('/api/w2/add', {
      form1040_id: id,
      employer_name: 'Acme',
      wages: '60000',
      federal_income_tax: '7000',
    });
    const short = await api.post(`/api/form1040/${id}/f8949`, {
      box: 'a',
      description: '100 sh XYZ',
      date_acquired: '2024-01-10',
      date_sold: '2024-06-10',
      proceeds: '10000',
      cost: '16000',
    });
    expect(short.statusCode).toBe(201);
    expect(short.json()).toMatchObject({ box: 'A', message: 'Form 8949 row added.' });
    const long = await api.post(`/api/form1040/${id}/f8949`, {
      box: 'D',
      description: '10 sh ABC',
      date_acquired: '2020-03-01',
      date_sold: '2024-03-02',
      proceeds: '5000',
      cost: '4000',
    });
    expect(long.statusCode).toBe(201);
    await api.post('/api/schedule_d', { form1040_id: id, filing_status: 'single', st_6_loss_carry: '1000' });
    const s = (await api.get(`/api/form1040/${id}/summary`)).json();
    // Box A/D sales with no adjustments are totalled on lines 1a/8a (Form 8949 instructions, Exception 1).
    // Line 1a −6,000; line 6 carryover −1,000 → line 7 −7,000. Line 8a +1,000 = line 15. Line 16 −6,000.
    // Line 21: the smaller of the loss and $3,000 → −3,000 on Form 1040 line 7.
    // AGI 60,000 − 3,000 = 57,000; taxable 42,400; Tax Table 42,400–42,450: 1,160 + 12% × (42,425 − 11,600) = 4,859.
    // Carryover worksheet: line 4 = min(3,000, 42,400 + 3,000) = 3,000; line 7 = 3,000 + 1,000 gain = 4,000;
    // short-term carryover to 2025 = 7,000 − 4,000 = 3,000; no long-term loss, so none long-term.
    expect(line(s, 'scheduleD.l1a')).toBe('-6000.00');
    expect(line(s, 'scheduleD.l8a')).toBe('1000.00');
    expect(line(s, 'scheduleD.l7')).toBe('-7000.00');
    expect(line(s, 'scheduleD.l15')).toBe('1000.00');
    expect(line(s, 'scheduleD.l16')).toBe('-6000.00');
    expect(line(s, 'f1040.l7')).toBe('-3000.00');
    expect(s.agi).toBe('57000.00');
    expect(line(s, 'f1040.l16')).toBe('4859.00');
    expect(line(s, 'capitalLossCarryoverWks.l8')).toBe('3000.00');
    const sd = (await api.get(`/api/schedule_d?form1040_id=${id}`)).json();
    expect(sd.schedule_d).toMatchObject({
      st_7: '-7000.00',
      lt_15: '1000.00',
      p3_16: '-6000.00',
      p3_21_allowed_loss: '3000.00',
    });
  });

  it('refuses a short-term box for a long holding, and a sale before the purchase', async () => {
    const { id, api } = await singleReturn();
    const r = await api.post(`/api/form1040/${id}/f8949`, {
      box: 'A',
      description: 'Old shares',
      date_acquired: '2020-01-01',
      date_sold: '2024-05-01',
      proceeds: '1',
      cost: '1',
    });
    expect(r.json<Issues>().issues).toEqual([
      { path: 'box', message: 'Held more than one year: use box D, E or F.' },
    ]);
    const r2 = await api.post(`/api/form1040/${id}/f8949`, {
      box: 'A',
      description: 'x',
      date_acquired: '2024-05-02',
      date_sold: '2024-05-01',
      proceeds: '1',
      cost: '1',
    });
    expect(r2.json<Issues>().issues).toEqual([
      { path: 'date_sold', message: 'Date sold is before date acquired.' },
    ]);
  });

  it('imports a broker CSV: preview, refusal of a file with a bad row, then saving all rows', async () => {
    const { id, api } = await singleReturn();
    const good = [
      'Description,Date Acquired,Date Sold,Proceeds,Cost Basis,Box',
      '100 sh XYZ,01/10/2024,06/10/2024,"$10,000.00","16,000",A',
      '10 sh ABC,2020-03-01,2024-03-02,5000,4000,D',
    ].join('\n');
    const preview = await api.post(`/api/form1040/${id}/f8949/import`, { csv: good });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().errors).toEqual([]);
    expect(preview.json().rows).toHaveLength(2);
    expect((await api.get(`/api/form1040/${id}/f8949`)).json()).toEqual([]);

    const bad = `${good}\n,2024-01-01,2024-02-01,5,5,A`;
    const refused = await api.post(`/api/form1040/${id}/f8949/import`, { csv: bad, save: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ line: 4, message: 'Line 4: Description is required' }]);
    expect((await api.get(`/api/form1040/${id}/f8949`)).json()).toEqual([]);

    const saved = await api.post(`/api/form1040/${id}/f8949/import`, { csv: good, save: true });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().message).toBe('2 Form 8949 rows imported.');
    const rows = (await api.get(`/api/form1040/${id}/f8949`)).json();
    expect(rows.map((r: { date_acquired: string }) => r.date_acquired)).toEqual(['2024-01-10', '2020-03-01']);
    const s = (await api.get(`/api/form1040/${id}/summary`)).json();
    // −6,000 short-term + 1,000 long-term = −5,000, limited to −3,000 on line 7.
    expect(line(s, 'f1040.l7')).toBe('-3000.00');
  });

  it('another filer’s rows are not found', async () => {
    const { id, api } = await singleReturn();
    const row = (
      await api.post(`/api/form1040/${id}/f8949`, {
        box: 'A',
        description: 'x',
        date_acquired: 'VARIOUS',
        date_sold: '2024-05-01',
        proceeds: '1',
        cost: '1',
      })
    ).json<{ id: number }>();
    const other = await singleReturn();
    expect((await other.api.get(`/api/f8949/${row.id}`)).statusCode).toBe(404);
    expect((await other.api.del(`/api/f8949/${row.id}`)).statusCode).toBe(404);
    expect((await other.api.post(`/api/form1040/${id}/f8949/import`, { csv: 'a,b' })).statusCode).toBe(404);
  });
});
