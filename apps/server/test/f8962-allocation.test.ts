/**
 * Form 8962 Part IV through the API: a Form 1095-A marked shared carries its allocation (line 30:
 * the other taxpayer's SSN, start and stop months, premium, SLCSP and advance PTC percentages); the
 * engine allocates the policy before Part II, the return's PDF prints line 30 and the "Yes" of
 * lines 9 and 34, and the GET answers what was saved. Bad input gets the product's messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { F1095A_MSG } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { pdfText } from './helpers/pdf-text';
import { call, filer, newReturn, PERSONAL, type Issues, summaryLines } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const month = { enrollment_premium: '1000', slcsp_premium: '900', advance_ptc: '700' };
const POLICY = {
  issuer_name: 'Blue Plan',
  policy_number: 'POL-77',
  amounts_by: 'monthly',
  monthly: Array.from({ length: 12 }, () => month),
};
const SHARED = {
  shared_policy: true,
  allocation_other_ssn: '400-55-1234',
  allocation_start_month: '1',
  allocation_stop_month: '6',
  allocation_premium_pct: '50',
  allocation_slcsp_pct: '50',
  allocation_aptc_pct: '50',
};

async function single30000() {
  const me = await filer(t);
  const api = call(t, me.auth);
  const id = await newReturn(t, me.auth);
  await api.put(`/api/form1040/${id}/personal`, PERSONAL);
  expect((await api.put(`/api/form1040/${id}/filing-status`, { filing_status: 'single' })).statusCode).toBe(
    200,
  );
  await api.put(`/api/form1040/${id}/identity`, { dob: '1980-01-01', spouse_dob: null });
  const w2 = await api.post('/api/w2/add', {
    form1040_id: id,
    employer_name: 'Acme',
    wages: '30000',
    federal_income_tax: '0',
  });
  expect(w2.statusCode).toBe(201);
  return { id, api };
}

describe('Form 8962 Part IV: a shared policy entered with its Form 1095-A', () => {
  it('allocates the policy before Part II and prints line 30', async () => {
    const { id, api } = await single30000();
    const r = await api.post('/api/form1095_a', { form1040_id: id, ...POLICY, ...SHARED });
    expect(r.statusCode).toBe(201);
    const saved = (await api.get(`/api/form1095_a/${r.json<{ id: number }>().id}`)).json();
    expect(saved).toMatchObject({
      shared_policy: true,
      allocation_other_ssn: '400551234',
      allocation_start_month: '1',
      allocation_stop_month: '6',
      allocation_premium_pct: '50.00',
    });
    // Single, AGI 30,000: line 5 205, line 7 0.0220, 8a 660, 8b 55. January-June at 50%:
    // (a) 500, (b) 450, (d) 450 − 55 = 395, (e) 395, (f) 350; July-December in full: (d) 845,
    // (e) 845, (f) 700. Line 24 = 6 × 395 + 6 × 845 = 7,440; line 25 = 6 × 350 + 6 × 700 = 6,300;
    // line 26 = 1,140 (Schedule 3 line 9).
    const l = await summaryLines(api, id);
    expect([l['f8962.l12a'], l['f8962.l12e'], l['f8962.l18e']]).toEqual(['500.00', '395.00', '845.00']);
    expect([l['f8962.l24'], l['f8962.l25'], l['f8962.l26']]).toEqual(['7440.00', '6300.00', '1140.00']);
    expect(l['schedule3.l9']).toBe('1140.00');

    const pdf = await api.get(`/api/form1040/${id}/full-pdf`);
    expect(pdf.statusCode).toBe(200);
    const page2 = pdfText(pdf.rawPayload)
      .split('\f')
      .find((p) => p.includes('Allocation start month'));
    expect(page2).toBeDefined();
    expect(page2).toMatch(/POL-77\s+400-55-1234\s+January\s+June/);
    expect(page2).toMatch(/amounts\s+50\s+50\s+50\s+Allocation 2/);
    expect(page2).toMatch(/Have you completed all policy amount allocations\?\s+✔ Yes/);
    const page1 = pdfText(pdf.rawPayload)
      .split('\f')
      .find((p) => p.includes('Annual and Monthly Contribution Amount'));
    expect(page1).toMatch(/✔ Yes\. Skip to Part IV/);
    // The return's XML says the same on line 9, and carries the allocated months.
    const xml = (await api.get(`/api/form1040/xml/${id}`)).body;
    expect(xml).toContain('<SharePolicyMarriedAltCalcInd>true</SharePolicyMarriedAltCalcInd>');
    expect(xml).toContain('<TotalPremiumTaxCreditAmt>7440</TotalPremiumTaxCreditAmt>');
  });

  it('refuses an incomplete allocation with the product’s messages', async () => {
    const { id, api } = await single30000();
    const r = await api.post('/api/form1095_a', {
      form1040_id: id,
      ...POLICY,
      shared_policy: true,
      allocation_start_month: '8',
      allocation_stop_month: '2',
      allocation_premium_pct: '150',
    });
    expect(r.statusCode).toBe(400);
    const issues = Object.fromEntries(r.json<Issues>().issues.map((i) => [i.path, i.message]));
    expect(issues).toMatchObject({
      allocation_other_ssn: F1095A_MSG.otherSsn,
      allocation_stop_month: F1095A_MSG.stopBeforeStart,
      allocation_premium_pct: F1095A_MSG.percent,
      allocation_slcsp_pct: F1095A_MSG.percentNeeded,
      allocation_aptc_pct: F1095A_MSG.percentNeeded,
    });
  });
});
