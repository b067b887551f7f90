/**
 * Issue 22 items 11, 12, 15 and 17 through the API: a document of another tax year is refused,
 * one that cannot be true is refused naming the box, one merely unusual is saved with `warnings`,
 * W-2 boxes 7 and 13 are kept and reach the engine, and a Form 8949 adjustment of 0 needs no code.
 * Figures are hand computations from the 2024 instructions, written beside each assertion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_DATES_MSG } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { pdfText } from './helpers/pdf-text';
import { BUSINESS, lineOf as line, singleReturn as newSingleReturn, type Issues } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
const singleReturn = () => newSingleReturn(t);

const INT = { payer_name: 'First Bank', recipient_name: 'Jane Doe', box1_interest_income: '1250' };
const R = {
  payer_name: 'Acme 401(k) Plan',
  recipient_name: 'Jane Doe',
  box1_gross_dist: '10000',
  box2a_taxable_amt: '10000',
  box7_distribution_codes: '7',
};
const W2 = { employer_name: 'Acme Corp', wages: '80000', federal_income_tax: '8000' };

describe('documents of another year (item 11)', () => {
  it('refuses a 2023 1099-INT on the 2024 return, on create and on update; a blank year is the return’s', async () => {
    const { id, api } = await singleReturn();
    const old = await api.post(`/api/form1040/${id}/1099int`, { ...INT, tax_year: '2023' });
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toBe('This 1099-INT is for 2023; this return is for 2024.');
    expect(old.json<Issues>().issues).toEqual([
      { path: 'tax_year', message: 'This 1099-INT is for 2023; this return is for 2024.' },
    ]);
    expect((await api.get(`/api/form1040/${id}/1099int`)).json()).toEqual([]);
    // Nothing of it is taxed: the return's income stays 0.
    expect((await api.get(`/api/form1040/${id}/summary`)).json().agi).toBe('0.00');

    const ok = await api.post('/api/1099int', { form1040_id: id, ...INT, tax_year: '' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ tax_year: 2024 });
    const put = await api.put(`/api/1099int/${ok.json().id}`, { ...INT, tax_year: 2023 });
    expect(put.statusCode).toBe(400);
    expect(put.json().error).toBe('This 1099-INT is for 2023; this return is for 2024.');
    // The 2024 form is taxed once: line 2b 1,250.
    expect(line((await api.get(`/api/form1040/${id}/summary`)).json(), 'f1040.l2b')).toBe('1250.00');
  });

  it('refuses a 1099-R paid in 2019 and a vehicle placed in service in 2030', async () => {
    const { id, api } = await singleReturn();
    const r = await api.post(`/api/form1040/${id}/1099r`, { ...R, box13_date_of_payment: '2019-06-01' });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe(
      'Box 13 Date of payment: 2019-06-01 is not in 2024, the year of this return.',
    );
    const sc = await api.post('/api/schedule_c', {
      form1040_id: id,
      ...BUSINESS,
      vehicle_service_year: 2030,
    });
    expect(sc.statusCode).toBe(400);
    expect(sc.json().error).toBe('43 Placed in service: year: 2030 is after 2024, the year of this return.');
    expect((await api.get(`/api/form1040/${id}/schedule_c`)).json()).toEqual([]);
  });

  it('refuses a Form 1095-A policy that ended before the return’s year', async () => {
    const { id, api } = await singleReturn();
    const r = await api.post('/api/form1095_a', {
      form1040_id: id,
      issuer_name: 'Blue Marketplace Plan',
      coverage_start: '2023-01-01',
      coverage_end: '2023-12-31',
      amounts_by: 'annual',
      annual_enrollment_premium: '6000',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe(
      'Line 11 Policy termination date: 2023-12-31 is before 2024, the year of this return.',
    );
  });
});

describe('implausible documents (item 12)', () => {
  it('refuses a 1099-R with box 2a above box 1, or code ZZ, naming the box', async () => {
    const { id, api } = await singleReturn();
    const more = await api.post(`/api/form1040/${id}/1099r`, { ...R, box2a_taxable_amt: '12000' });
    expect(more.statusCode).toBe(400);
    expect(more.json().error).toBe(
      'Box 2a: the taxable amount cannot be more than the gross distribution in box 1.',
    );
    const zz = await api.post(`/api/form1040/${id}/1099r`, { ...R, box7_distribution_codes: 'ZZ' });
    expect(zz.statusCode).toBe(400);
    expect(zz.json().error).toMatch(/^Box 7: ZZ is not a distribution code/);
    expect((await api.get(`/api/form1040/${id}/1099r`)).json()).toEqual([]);
  });

  it('refuses W-2 wages of $99,999,999,999,999; saves withholding above wages with a warning', async () => {
    const { id, api } = await singleReturn();
    const huge = await api.post('/api/w2/add', { form1040_id: id, ...W2, wages: '99999999999999' });
    expect(huge.statusCode).toBe(400);
    expect(huge.json<Issues>().issues).toEqual([
      { path: 'wages', message: 'Box 1: enter an amount under $10,000,000,000.' },
    ]);
    const odd = await api.post('/api/w2/add', {
      form1040_id: id,
      ...W2,
      wages: '1000',
      federal_income_tax: '2000',
    });
    expect(odd.statusCode).toBe(201);
    expect(odd.json().warnings).toEqual([
      'Box 2: the federal income tax withheld is more than the wages in box 1. Check both boxes.',
    ]);
    // An ordinary W-2 carries no warnings.
    const plain = await api.post('/api/w2/add', { form1040_id: id, ...W2 });
    expect(plain.json()).not.toHaveProperty('warnings');
  });

  it('refuses a home office larger than the home, and an ID issued after it expires', async () => {
    const { id, api } = await singleReturn();
    const sc = await api.post('/api/schedule_c', {
      form1040_id: id,
      ...BUSINESS,
      simplified_method_used: true,
      sqft_home: 900,
      sqft_business: 1200,
    });
    expect(sc.statusCode).toBe(400);
    expect(sc.json().error).toBe(
      'Line b: the part of your home used for business cannot be larger than the whole home (line a).',
    );
    const idDates = await api.put(`/api/form1040/${id}/identity`, {
      dob: '1985-04-12',
      id_type: 'drivers_license',
      id_number: 'D1234567',
      id_state: 'IL',
      id_issue_date: '2023-05-01',
      id_expiration_date: '2022-05-01',
    });
    expect(idDates.statusCode).toBe(400);
    expect(idDates.json().error).toBe(ID_DATES_MSG);
  });
});

describe('W-2 boxes 7 and 13 (item 15)', () => {
  it('are stored and read back', async () => {
    const { id, api } = await singleReturn();
    const r = await api.post('/api/w2/add', {
      form1040_id: id,
      ...W2,
      social_security_tips: '1200',
      retirement_plan: true,
      statutory_employee: false,
      third_party_sick_pay: true,
    });
    expect(r.statusCode).toBe(201);
    const [saved] = (await api.get(`/api/w2/list/${id}`)).json();
    expect(saved).toMatchObject({
      social_security_tips: '1200.00',
      retirement_plan: true,
      statutory_employee: false,
      third_party_sick_pay: true,
    });
  });

  it('box 13 retirement plan phases out the IRA deduction', async () => {
    const { id, api } = await singleReturn();
    await api.post('/api/w2/add', { form1040_id: id, ...W2, retirement_plan: true });
    await api.post('/api/schedule1/entries', {
      form1040_id: id,
      section: 'adjustment',
      category_key: 'ira_deduction',
      amount: '7000',
    });
    const s = (await api.get(`/api/form1040/${id}/summary`)).json();
    // Covered single filer, 2024 phase-out $77,000–$87,000 (Pub. 590-A): MAGI 80,000;
    // (87,000 − 80,000) / 10,000 × 7,000 = 4,900 (a multiple of $10). Not covered it would be 7,000.
    expect(line(s, 'schedule1.l20')).toBe('4900.00');
    expect(line(s, 'f1040.l11')).toBe('75100.00');
  });

  it('box 13 statutory employee wages go to Schedule C line 1, not line 1a, with no SE tax', async () => {
    const { id, api } = await singleReturn();
    await api.post('/api/w2/add', { form1040_id: id, ...W2, wages: '40000', federal_income_tax: '4000' });
    await api.post('/api/w2/add', {
      form1040_id: id,
      employer_name: 'Insure Co',
      wages: '20000',
      social_security_wages: '20000',
      medicare_wages: '20000',
      statutory_employee: true,
    });
    const s = (await api.get(`/api/form1040/${id}/summary`)).json();
    expect(line(s, 'f1040.l1a')).toBe('40000.00');
    expect(line(s, 'scheduleC.l1')).toBe('20000.00');
    expect(line(s, 'schedule1.l3')).toBe('20000.00');
    expect(line(s, 'scheduleSE.l12')).toBeUndefined();
    // AGI 60,000; taxable before QBI 45,400; QBI 20% × 20,000 = 4,000; taxable 41,400;
    // Tax Table 41,400–41,450: 1,160 + 12% × (41,425 − 11,600) = 4,739.
    expect(s.agi).toBe('60000.00');
    expect(line(s, 'f1040.l16')).toBe('4739.00');
    // The Schedule C PDF names the employer for the statutory employee's Schedule C.
    const pdf = await api.get(`/api/form1040/${id}/schedule_c/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('Insure Co (statutory employee)');
  });

  it('box 7 tips count as social security wages on Schedule SE line 8a', async () => {
    const { id, api } = await singleReturn();
    await api.post('/api/w2/add', {
      form1040_id: id,
      ...W2,
      social_security_wages: '80000',
      social_security_tips: '5000',
      medicare_wages: '85000',
    });
    const sc = await api.post('/api/schedule_c', { form1040_id: id, ...BUSINESS, gross_receipts: '10000' });
    expect(sc.statusCode).toBe(201);
    const s = (await api.get(`/api/form1040/${id}/summary`)).json();
    // Schedule SE line 8a = box 3 80,000 + box 7 5,000 = 85,000.
    expect(line(s, 'scheduleSE.l8a')).toBe('85000.00');
  });
});

describe('Form 8949 adjustment of 0 (item 17)', () => {
  it('with no code is no adjustment', async () => {
    const { id, api } = await singleReturn();
    const r = await api.post(`/api/form1040/${id}/f8949`, {
      box: 'A',
      description: '100 sh XYZ',
      date_acquired: '2024-01-10',
      date_sold: '2024-06-10',
      proceeds: '10000',
      cost: '9000',
      adjustment_code: '',
      adjustment: '0',
    });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ adjustment_code: null, adjustment: null });
  });
});
