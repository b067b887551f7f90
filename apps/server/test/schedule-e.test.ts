/**
 * Schedule E through the API: the spec's messages, the four lists, and a landlord with two rentals
 * whose loss is limited by the $25,000 special allowance of Form 8582 (hand computation below).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, newReturn, PERSONAL, lineOf, type Issues } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function singleReturn(wages = '120000') {
  const auth = (await filer(t)).auth;
  const api = call(t, auth);
  const id = await newReturn(t, auth);
  await api.put(`/api/form1040/${id}/personal`, PERSONAL);
  await api.put(`/api/form1040/${id}/filing-status`, { filing_status: 'single' });
  await api.post('/api/w2/add', {
    form1040_id: id,
    employer_name: 'Acme Corp',
    employer_ein: '12-3456789',
    employee_ssn: '123456789',
    wages,
    federal_income_tax: '15000',
    social_security_wages: wages,
    medicare_wages: wages,
  });
  return { id, api };
}
const line = lineOf;

const house = {
  label: 'A',
  address: '12 Elm St',
  city_state_zip: 'Springfield, IL 62701',
  property_type: '1',
  fair_rental_days: 365,
  personal_use_days: 0,
  rents_received: '12000',
  mortgage_interest: '10000',
  taxes: '4000',
  insurance: '1500',
  repairs: '2500',
  depreciation: '14000',
};
const duplex = {
  label: 'B',
  address: '40 Oak Ave',
  city_state_zip: 'Springfield, IL 62702',
  property_type: '2',
  fair_rental_days: 365,
  personal_use_days: 0,
  rents_received: '24000',
  mortgage_interest: '8000',
  taxes: '3000',
  insurance: '1000',
  management_fees: '2000',
  depreciation: '8000',
};

describe('Schedule E', () => {
  it('is 404 in words (no status code, issue 22 item 25) until saved, and gives every validation message', async () => {
    const { id, api } = await singleReturn();
    const none = await api.get(`/api/schedule_e?form1040_id=${id}`);
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe('No Schedule E yet. Fill in the form and click Save to create it.');
    const bad = await api.post('/api/schedule_e', {
      form1040_id: id,
      paid_1099_required: false,
      filed_1099: true,
      line40_form4835: '12.345',
      properties: [
        { label: 'A', property_type: '9', fair_rental_days: 400, rents_received: '100' },
        {
          label: 'B',
          address: '1 Main St',
          city_state_zip: 'Springfield, IL 62701',
          fair_rental_days: 300,
          personal_use_days: 100,
          other_expenses: '50',
        },
      ],
      partnerships: [{ col_k_nonpassive_income: '500' }, { name: 'Oak LP', entity_type: 'X', ein: '12' }],
      estates_trusts: [{ col_f_other_income: '10' }],
      remics: [{ name: 'Remic Trust', ein: '123' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Issues>().issues).toEqual(
      expect.arrayContaining([
        { path: 'filed_1099', message: 'Cannot be Yes unless A is Yes.' },
        { path: 'line40_form4835', message: 'Use numbers with up to 2 decimals.' },
        { path: 'properties.0.property_type', message: 'Select a valid property type (1–8).' },
        { path: 'properties.0.fair_rental_days', message: 'Enter 0–366.' },
        { path: 'properties.1.personal_use_days', message: 'Rental days + personal use days must be ≤ 366.' },
        {
          path: 'properties.1.other_expenses_desc',
          message: 'Describe “Other (19)” when an amount is entered.',
        },
        { path: 'partnerships.0.name', message: 'Name is required when amounts are entered.' },
        { path: 'partnerships.0.ein', message: 'EIN must be 9 digits.' },
        {
          path: 'partnerships.1.entity_type',
          message: 'Entity type must be P (partnership) or S (S corporation).',
        },
        { path: 'partnerships.1.ein', message: 'EIN must be 9 digits.' },
        { path: 'estates_trusts.0.name', message: 'Name is required when amounts are entered.' },
        { path: 'remics.0.ein', message: 'EIN must be 9 digits.' },
      ]),
    );
    // The address rule needs the property's other errors gone to be seen alone.
    const noAddress = await api.post('/api/schedule_e', {
      form1040_id: id,
      paid_1099_required: true,
      properties: [{ label: 'A', rents_received: '100' }],
    });
    expect(noAddress.json<Issues>().issues).toEqual(
      expect.arrayContaining([
        { path: 'filed_1099', message: 'Required if payments requiring Forms 1099 (A) is Yes.' },
        { path: 'properties.0.address', message: 'Required when amounts are entered.' },
        { path: 'properties.0.city_state_zip', message: 'Required when amounts are entered.' },
      ]),
    );
    const four = await api.post('/api/schedule_e', {
      form1040_id: id,
      properties: ['A', 'B', 'C', 'A'].map((label) => ({ label })),
    });
    expect(four.json<Issues>().issues).toContainEqual({
      path: 'properties',
      message: 'Only A, B, C supported on page 1',
    });
  });

  it('a landlord with two rentals: the loss is limited by the special allowance', async () => {
    const { id, api } = await singleReturn('120000');
    const saved = await api.post('/api/schedule_e', {
      form1040_id: id,
      paid_1099_required: true,
      filed_1099: true,
      properties: [house, duplex],
    });
    expect(saved.statusCode).toBe(200);
    // Property A: expenses 10,000 + 4,000 + 1,500 + 2,500 + 14,000 = 32,000; 12,000 − 32,000 = −20,000.
    // Property B: expenses 8,000 + 3,000 + 1,000 + 2,000 + 8,000 = 22,000; 24,000 − 22,000 = 2,000.
    // Form 8582: net passive loss 18,000. Modified AGI 120,000 (wages only):
    //   line 8 = 150,000 − 120,000 = 30,000; line 9 allowance = 50% = 15,000 (smaller than 18,000).
    //   Losses allowed = 15,000 + income 2,000 = 17,000, all on property A (line 22 A = −17,000);
    //   3,000 is carried to 2025.
    // Line 24 = 2,000; line 25 = −17,000; line 26 = −15,000 = line 41 = Schedule 1 line 5.
    const body = saved.json();
    expect(body.message).toBe('Schedule E saved.');
    expect(body.data.properties).toMatchObject([
      {
        label: 'A',
        line20_total_expenses: '32000.00',
        line21_income_or_loss: '-20000.00',
        line22_deductible_loss: '-17000.00',
      },
      { label: 'B', line20_total_expenses: '22000.00', line21_income_or_loss: '2000.00' },
    ]);
    expect(body.data.schedule_e).toMatchObject({
      paid_1099_required: true,
      filed_1099: true,
      line24_income: '2000.00',
      line25_losses: '-17000.00',
      line26_total_rent_royalty: '-15000.00',
      line32_part2_total: '0.00',
      line41_total: '-15000.00',
    });
    const s = (await api.get(`/api/form1040/${id}/summary`)).json();
    expect(line(s, 'schedule1.l5')).toBe('-15000.00');
    // AGI = 120,000 − 15,000 = 105,000.
    expect(line(s, 'f1040.l11')).toBe('105000.00');

    // The sidebar and details page list it with its line 41.
    const docs = (await api.get(`/api/form1040/${id}/schedules`)).json();
    expect(docs.schedule_e).toEqual([
      expect.objectContaining({ total_income_or_loss: '-15000.00', efile_status: null }),
    ]);

    // Update: a partnership with 4,000 of nonpassive income (line 32) joins the total.
    const read = (await api.get(`/api/schedule_e?form1040_id=${id}`)).json();
    const again = await api.post('/api/schedule_e', {
      form1040_id: id,
      version: read.data.schedule_e.version,
      ...read.data.schedule_e,
      properties: read.data.properties,
      partnerships: [
        { name: 'Oak LP', entity_type: 'P', ein: '12-3456789', col_k_nonpassive_income: '4000' },
      ],
    });
    expect(again.statusCode).toBe(200);
    // Line 32 = 4,000; line 41 = −15,000 + 4,000 = −11,000.
    expect(again.json().data.schedule_e).toMatchObject({
      line32_part2_total: '4000.00',
      line41_total: '-11000.00',
    });
    expect(again.json().data.partnerships[0]).toMatchObject({ name: 'Oak LP', ein: '123456789' });
  });

  it('a prior years’ unallowed loss and no active participation reach Form 8582 (issue 24: every fact can be entered)', async () => {
    const { id, api } = await singleReturn('120000');
    const save = (props: object[]) =>
      api.post('/api/schedule_e', { form1040_id: id, paid_1099_required: false, properties: props });
    // Property A alone: −20,000 (above). A 4,000 loss carried from earlier years joins it:
    // Form 8582 line 1b (prior years) = 4,000, total loss 24,000; allowance 15,000 (MAGI 120,000,
    // as above): line 22 A = −15,000, and 9,000 is carried on (24,000 − 15,000).
    const r = await save([{ ...house, prior_year_unallowed_loss: '4000' }]);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.properties[0]).toMatchObject({ prior_year_unallowed_loss: '4000.00' });
    let s = (await api.get(`/api/form1040/${id}/summary`)).json();
    expect(line(s, 'scheduleE.l22.A')).toBe('-15000.00');
    expect(line(s, 'f8582.unallowed')).toBe('9000.00');
    // Not actively participating: no special allowance and no passive income, so nothing is allowed:
    // the whole 24,000 is carried on and Schedule 1 line 5 is 0.
    expect(
      (await save([{ ...house, prior_year_unallowed_loss: '4000', no_active_participation: true }]))
        .statusCode,
    ).toBe(200);
    s = (await api.get(`/api/form1040/${id}/summary`)).json();
    expect(line(s, 'f8582.unallowed')).toBe('24000.00');
    expect(line(s, 'schedule1.l5')).toBeUndefined();
    // A negative carried loss is refused with its message.
    const bad = await save([{ ...house, prior_year_unallowed_loss: '-1' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter the prior years’ unallowed loss as a positive amount.');
  });

  it('another filer’s return is 404 for reads and writes', async () => {
    const { id } = await singleReturn();
    const other = call(t, (await filer(t)).auth);
    expect((await other.get(`/api/schedule_e?form1040_id=${id}`)).statusCode).toBe(404);
    expect((await other.post('/api/schedule_e', { form1040_id: id, properties: [house] })).statusCode).toBe(
      404,
    );
  });
});
