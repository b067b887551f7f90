/**
 * Issue 25: a 2025 return takes the Schedule 1-A amounts through the documents that carry them —
 * qualified tips and overtime on the W-2 and the 1099s, a car loan of its own — and its summary
 * and lines show the deduction; a 2024 return has no car loan and ignores the amounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VEHICLE_LOAN_MSG } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, newReturn, PERSONAL, summaryLines, W2, type Issues } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function singleOf(year: number) {
  const me = await filer(t);
  const api = call(t, me.auth);
  const id = await newReturn(t, me.auth, { tax_year: year });
  expect((await api.put(`/api/form1040/${id}/personal`, PERSONAL)).statusCode).toBe(200);
  expect((await api.put(`/api/form1040/${id}/filing-status`, { filing_status: 'single' })).statusCode).toBe(
    200,
  );
  return { id, api };
}

const CAR = { lender_name: 'Credit Union', vin: '1hgcm82633a004352', qualifies: true, interest: '2400' };

describe('Schedule 1-A on a 2025 return', () => {
  it('tips and overtime on a W-2 and a car loan: line 13b and taxable income', async () => {
    const { id, api } = await singleOf(2025);
    const w2 = await api.post('/api/w2/add', {
      ...W2,
      form1040_id: id,
      wages: '52000',
      social_security_tips: '6000',
      qualified_tips: '6000',
      qualified_overtime: '2500',
    });
    expect(w2.statusCode, w2.body).toBe(201);
    const car = await api.post('/api/vehicle-loan', { ...CAR, form1040_id: id });
    expect(car.statusCode, car.body).toBe(201);
    const lines = await summaryLines(api, id);
    // MAGI 52,000 is under every threshold: tips 6,000 + overtime 2,500 + car loan interest
    // 2,400 = 10,900 (Schedule 1-A line 38 → Form 1040 line 13b).
    expect(lines['schedule1A.l13']).toBe('6000.00');
    expect(lines['schedule1A.l21']).toBe('2500.00');
    expect(lines['schedule1A.l22a']).toBe('2400.00');
    expect(lines['f1040.l13b']).toBe('10900.00');
    // Line 14 = 15,750 (standard deduction, single, 2025) + 10,900 = 26,650;
    // line 15 = 52,000 − 26,650 = 25,350.
    expect(lines['f1040.l12e']).toBe('15750.00');
    expect(lines['f1040.l15']).toBe('25350.00');
    // The 2025 PDF attaches Schedule 1-A; the XML carries it and line 13b.
    const pdf = await api.get(`/api/form1040/${id}/pdf`);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const xml = (await api.get(`/api/form1040/${id}/xml`)).body;
    expect(xml).toContain('<IRS1040Schedule1A');
    expect(xml).toMatch(/<Schedule1ADeductionAmt>10900<\/Schedule1ADeductionAmt>/);
    // The stored VIN is read as entered; the engine gets it in capitals.
    const list = (await api.get(`/api/form1040/${id}/vehicle-loans`)).json<
      { items?: unknown[] } | unknown[]
    >();
    expect(JSON.stringify(list)).toContain('1hgcm82633a004352');
  });

  it('refuses amounts that cannot be true, in the product’s words', async () => {
    const { id, api } = await singleOf(2025);
    const tips = await api.post('/api/w2/add', {
      ...W2,
      form1040_id: id,
      wages: '1000',
      qualified_tips: '1500',
    });
    expect(tips.statusCode).toBe(400);
    expect(tips.json<Issues>().issues).toContainEqual({
      path: 'qualified_tips',
      message: 'Qualified tips cannot be more than box 1.',
    });
    for (const [body, path, message] of [
      [{ ...CAR, vin: '1HGCM82633A00435I' }, 'vin', VEHICLE_LOAN_MSG.vin],
      [{ ...CAR, vin: 'x'.repeat(5000) }, 'vin', VEHICLE_LOAN_MSG.vin],
      [{ ...CAR, qualifies: false }, 'qualifies', VEHICLE_LOAN_MSG.qualifies],
      [{ ...CAR, deducted_elsewhere: '2500' }, 'deducted_elsewhere', VEHICLE_LOAN_MSG.elsewhere],
    ] as const) {
      const r = await api.post('/api/vehicle-loan', { ...body, form1040_id: id });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json<Issues>().issues.map((i) => [i.path, i.message])).toContainEqual([path, message]);
    }
  });
});

describe('a 2024 return', () => {
  it('has no car loan deduction: the record is refused by name', async () => {
    const { id, api } = await singleOf(2024);
    const r = await api.post('/api/vehicle-loan', { ...CAR, form1040_id: id });
    expect(r.statusCode).toBe(400);
    expect(r.json<{ error: string }>().error).toBe(
      'Car loan interest (Schedule 1-A) is not part of a 2024 return.',
    );
  });

  it('ignores qualified tips: taxable income is wages less the 2024 standard deduction', async () => {
    const { id, api } = await singleOf(2024);
    await api.post('/api/w2/add', { ...W2, form1040_id: id, qualified_tips: '3000' });
    const lines = await summaryLines(api, id);
    expect(lines['f1040.l13b']).toBeUndefined();
    // 52,000 − 14,600 = 37,400.
    expect(lines['f1040.l15']).toBe('37400.00');
  });
});
