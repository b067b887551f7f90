/**
 * Issue 22 item 24: where the spec words a refusal for the whole form, the 400's message is that
 * sentence (the field messages stay in `issues`); 1099-NEC box 1 names its box.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { BUSINESS, NEC, singleReturn, type Issues } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const openReturn = () => singleReturn(t);

describe('messages for the whole form', () => {
  it('MFJ with no spouse last name and a bad spouse SSN: "Please complete spouse information."', async () => {
    const { id, api } = await openReturn();
    const r = await api.put(`/api/form1040/${id}/filing-status`, {
      filing_status: 'married_filing_jointly',
      spouse_first_name: 'Sam',
      spouse_last_name: '',
      spouse_ssn: '12-34',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe('Please complete spouse information.');
    expect(r.json<Issues>().issues).toEqual(
      expect.arrayContaining([
        { path: 'spouse_last_name', message: 'Spouse last name is required' },
        { path: 'spouse_ssn', message: 'SSN must be exactly 9 digits' },
      ]),
    );
    // Without a status the answer is about the status, not the spouse.
    const none = await api.put(`/api/form1040/${id}/filing-status`, { filing_status: '' });
    expect(none.json().error).toBe('Please select a filing status.');
  });

  it('1099-NEC box 1 of 12.345 names its box', async () => {
    const { id, api } = await openReturn();
    const sc = await api.post('/api/schedule_c', { form1040_id: id, ...BUSINESS });
    expect(sc.statusCode).toBe(201);
    const nec = { ...NEC, schedule_c_id: sc.json<{ id: number }>().id };
    for (const bad of ['12.345', 'abc', '-5', '']) {
      const r = await api.post('/api/1099-nec', { ...nec, box1_nonemployee_comp: bad });
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().error, bad).toBe('Box 1: enter a valid amount (up to 2 decimals)');
    }
    // The other boxes keep the general wording.
    const box3 = await api.post('/api/1099-nec', {
      ...nec,
      box1_nonemployee_comp: '10',
      box3_other_income: '1.234',
    });
    expect(box3.json().error).toBe('Enter a valid amount (up to 2 decimals)');
  });

  it('Schedule E with two bad fields: "Please fix 2 issue(s) before saving."', async () => {
    const { id, api } = await openReturn();
    const r = await api.post('/api/schedule_e', {
      form1040_id: id,
      paid_1099_required: false,
      filed_1099: true,
      line40_form4835: '12.345',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe('Please fix 2 issue(s) before saving.');
    expect(r.json<Issues>().issues).toEqual(
      expect.arrayContaining([
        { path: 'filed_1099', message: 'Cannot be Yes unless A is Yes.' },
        { path: 'line40_form4835', message: 'Use numbers with up to 2 decimals.' },
      ]),
    );
    const one = await api.post('/api/schedule_e', { form1040_id: id, line40_form4835: '12.345' });
    expect(one.json().error).toBe('Please fix 1 issue(s) before saving.');
  });

  it('Schedule 1 rows count their issues the same way', async () => {
    const { id, api } = await openReturn();
    const r = await api.post('/api/schedule1/entries', {
      form1040_id: id,
      section: 'adjustment',
      category_key: 'alimony_paid',
      amount: '1000',
      description: '6/1/2017',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe('Please fix 2 issue(s) before saving.');
  });
});
