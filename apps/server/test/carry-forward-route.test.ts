/**
 * Issue 26 through the API: POST /api/form1040 {tax_year: 2025, from_return_id} starts a 2025 return
 * from the filer's 2024 return. Every carried item comes back in `carried` of GET /api/form1040/{id}
 * with its 2024 source, the documents wait to be filled, and the 2025 figures use last year's
 * carryovers exactly (Schedule D lines 6 and 14, Form 8582 line 1c). Someone else's return, or a return
 * of another year, cannot be the start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARRY_MSG } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, newReturn, PERSONAL, preparer, RENTAL_A, summaryLines } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Api = ReturnType<typeof call>;
type Res = { statusCode: number; body: string };
const ok = (r: Res) => expect(r.statusCode, r.body).toBeLessThan(300);
const put = async (api: Api, url: string, body: unknown) => ok(await api.put(url, body));

const SPOUSE = {
  filing_status: 'married filing jointly',
  spouse_first_name: 'Sam',
  spouse_last_name: 'Doe',
  spouse_ssn: '987654321',
};
/** Ann (born 2008) is 16 at the end of 2024 and turns 17 in 2025; Ben (born 2015) is 10 in 2025. */
const CHILDREN = [
  {
    first_name: 'Ann',
    last_name: 'Doe',
    ssn: '111223344',
    relationship: 'daughter',
    date_of_birth: '2008-05-01',
  },
  { first_name: 'Ben', last_name: 'Doe', ssn: '111223355', relationship: 'son', date_of_birth: '2015-05-01' },
];
const EMPLOYER = { employer_name: 'Acme Corp', employer_ein: '12-3456789', employee_ssn: '123456789' };

/**
 * The 2024 return, made by a preparer for the filer (so the preparer carries): married filing jointly,
 * wages 200,000; Ann and Ben; a short-term loss of 8,000 (Form 8949 box A: proceeds 2,000, cost 10,000)
 * and a long-term loss of 4,000 (box D: proceeds 1,000, cost 5,000); rental A with a 6,000 loss.
 */
async function return2024(prep: Api, filerId: number) {
  const created = await prep.post('/api/form1040', { tax_year: 2024, filer_id: filerId });
  ok(created);
  const id = created.json<{ id: number }>().id;
  await put(prep, `/api/form1040/${id}/personal`, PERSONAL);
  await put(prep, `/api/form1040/${id}/filing-status`, SPOUSE);
  await put(prep, `/api/form1040/${id}/identity`, { dob: '1980-01-01', spouse_dob: '1981-02-02' });
  for (const child of CHILDREN)
    ok(await prep.post(`/api/form1040/${id}/dependents`, { ...child, months_lived_with: 12 }));
  ok(
    await prep.post('/api/w2/add', {
      form1040_id: id,
      ...EMPLOYER,
      wages: '200000',
      federal_income_tax: '30000',
    }),
  );
  for (const [box, acquired, sold, proceeds, cost] of [
    ['A', '2024-01-10', '2024-06-10', '2000', '10000'],
    ['D', '2020-01-10', '2024-06-10', '1000', '5000'],
  ])
    ok(
      await prep.post(`/api/form1040/${id}/f8949`, {
        box,
        description: `${box} shares`,
        date_acquired: acquired,
        date_sold: sold,
        proceeds,
        cost,
      }),
    );
  ok(
    await prep.post('/api/schedule_e', {
      form1040_id: id,
      paid_1099_required: false,
      properties: [RENTAL_A],
    }),
  );
  return id;
}

describe('POST /api/form1040 {tax_year: 2025, from_return_id}: a 2025 return from the 2024 one', () => {
  let me: Awaited<ReturnType<typeof filer>>;
  let prepId: number;
  let prepName: string;
  let id2024: number;
  let l2024: Record<string, string>;
  let started: Res & { json: <T>() => T };

  beforeAll(async () => {
    me = await filer(t);
    const prep = await preparer(t);
    prepId = prep.user.id;
    prepName = prep.user.username;
    id2024 = await return2024(call(t, prep.auth), me.user.id);
    l2024 = await summaryLines(call(t, me.auth), id2024);
    // The filer starts 2025 from it.
    started = await call(t, me.auth).post('/api/form1040', { tax_year: 2025, from_return_id: id2024 });
  });

  it('carries names, numbers, address, status, dependents, employers, preparer and carryovers, each with its 2024 source', async () => {
    // 2024 by hand (2024 Schedule D and its Capital Loss Carryover Worksheet):
    // line 7 = 2,000 − 10,000 = −8,000; line 15 = 1,000 − 5,000 = −4,000; line 16 = −12,000;
    // line 21 = −3,000 (the limit for a joint return). Form 1040 line 7 = −3,000.
    expect(l2024['scheduleD.l7']).toBe('-8000.00');
    expect(l2024['scheduleD.l15']).toBe('-4000.00');
    expect(l2024['scheduleD.l21']).toBe('-3000.00');
    // Worksheet: L1 taxable income > 0; L2 = 3,000; L3 = L1 + L2 > 3,000; L4 = min(L2, L3) = 3,000;
    // L5 = 8,000 (line 7 loss); L6 = 0 (no line 15 gain); L7 = L4 + L6 = 3,000; L8 = 8,000 − 3,000 = 5,000.
    expect(l2024['capitalLossCarryoverWks.l8']).toBe('5000.00');
    // L9 = 4,000 (line 15 loss); L10 = 0 (no line 7 gain); L11 = max(0, L4 − L5) = max(0, 3,000 − 8,000) = 0;
    // L12 = L10 + L11 = 0; L13 = 4,000 − 0 = 4,000.
    expect(l2024['capitalLossCarryoverWks.l13']).toBe('4000.00');
    // Rental A: rents 12,000 − mortgage interest 10,000 − depreciation 8,000 = −6,000. MAGI
    // 200,000 − 3,000 = 197,000 is over 150,000, so no $25,000 special allowance: all 6,000 unallowed.
    expect(l2024['f8582.unallowed']).toBe('6000.00');
    // 2024 AGI: wages 200,000 − capital loss 3,000 + rental 0 allowed = 197,000 (line 11).
    expect(l2024['f1040.l11']).toBe('197000.00');

    const api = call(t, me.auth);
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toMatchObject({ message: CARRY_MSG.started(2024) });
    const id = started.json<{ id: number }>().id;

    const view = (await api.get(`/api/form1040/${id}`)).json<Record<string, unknown>>();
    expect(view).toMatchObject({
      tax_year: 2025,
      user_id: me.user.id,
      // The 2024 preparer prepares the 2025 return too.
      prepared_by: prepId,
      first_name: 'Jane',
      last_name: 'Doe',
      ssn: '123456789',
      address: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zip_code: '62701',
      filing_status: 'married filing jointly',
      spouse_first_name: 'Sam',
      spouse_last_name: 'Doe',
      spouse_ssn: '987654321',
    });
    const carried = view.carried as {
      from_return_id: number;
      from_year: number;
      values: { path: string; label: string; value: string; source: string; screen: string }[];
      flags: { message: string; screen: string }[];
      prior_year_agi: string;
    };
    expect(carried).toMatchObject({ from_return_id: id2024, from_year: 2024, prior_year_agi: '197000.00' });
    const byPath = Object.fromEntries(carried.values.map((v) => [v.path, v]));
    expect(byPath.personal).toMatchObject({
      label: 'Name',
      value: 'Jane Doe',
      source: '2024 return',
      screen: 'basic',
    });
    // SSNs are shown by their last four digits only: the list is stored as it is, not encrypted.
    expect(byPath['personal.ssn']).toMatchObject({ value: '***-**-6789', source: '2024 return' });
    expect(byPath['personal.address']).toMatchObject({
      value: '1 Main St, Springfield, IL 62701',
      source: '2024 return',
    });
    expect(byPath['filing.spouse']).toMatchObject({ value: 'Sam Doe, SSN ***-**-4321', screen: 'status' });
    const listed = (label: string) => carried.values.filter((v) => v.label === label).map((v) => v.value);
    // Ages at the end of 2025 (not the dates of birth, which are secret at rest): 2025 − 2008 = 17, 2025 − 2015 = 10.
    expect(listed('Dependent')).toEqual([
      'Ann Doe (daughter), 17 at the end of 2025, SSN ***-**-3344',
      'Ben Doe (son), 10 at the end of 2025, SSN ***-**-3355',
    ]);
    expect(listed('W-2 from Acme Corp')).toEqual(['An empty W-2 to fill with this year’s amounts']);
    expect(carried.values.find((v) => v.label === 'W-2 from Acme Corp')).toMatchObject({
      source: '2024 return',
      screen: 'w2',
    });
    expect(JSON.stringify(carried)).not.toContain('2008-05-01');
    expect(JSON.stringify(carried)).not.toContain('111223344');
    expect(byPath['filing.filing_status']).toMatchObject({
      value: 'married filing jointly',
      source: '2024 return',
    });
    expect(byPath.prepared_by).toMatchObject({ value: prepName, source: '2024 return', screen: 'basic' });
    expect(byPath['schedule_d.st_6_loss_carry']).toMatchObject({
      value: '5000.00',
      source: '2024 Capital Loss Carryover Worksheet, line 8',
      screen: 'schedule-d',
    });
    expect(byPath['schedule_d.lt_14_loss_carry']).toMatchObject({
      value: '4000.00',
      source: '2024 Capital Loss Carryover Worksheet, line 13',
      screen: 'schedule-d',
    });
    expect(byPath['schedule_e.properties.A.prior_year_unallowed_loss']).toMatchObject({
      value: '6000.00',
      source: '2024 Form 8582: the loss of rental A not allowed in 2024',
      screen: 'schedule-e',
    });
    expect(byPath.prior_year_agi).toMatchObject({
      value: '197000.00',
      source: '2024 Form 1040, line 11',
      screen: 'review',
    });
    // 2024 took the standard deduction (29,200 joint; nothing itemized): a 2025 Form 1099-G refund
    // of 2024 state income tax is not taxable.
    expect(byPath.state_refund).toMatchObject({ source: '2024 Form 1040, line 12', screen: '1099-g' });
    expect(view.carried).toMatchObject({ state_refund: { itemized: false, salt: null } });
    expect(l2024['f1040.l12']).toBe('29200.00');
    // Ann turns 17 in 2025: flagged for the child tax credit, not dropped.
    expect(carried.flags).toEqual([
      {
        message: expect.stringContaining(
          'Ann Doe turns 17 in 2025: no longer under 17 for the child tax credit',
        ),
        screen: 'dependents',
      },
    ]);

    const deps = (await api.get(`/api/form1040/${id}/dependents`)).json<Record<string, unknown>[]>();
    expect(deps.map((d) => [d.first_name, d.date_of_birth])).toEqual([
      ['Ann', '2008-05-01'],
      ['Ben', '2015-05-01'],
    ]);
    // The employer comes back as an empty W-2, ready to fill.
    const w2s = (await api.get(`/api/w2/list/${id}`)).json<Record<string, unknown>[]>();
    expect(w2s).toHaveLength(1);
    expect(w2s[0]).toMatchObject({ employer_name: 'Acme Corp' });
    expect(Number(w2s[0]!.wages ?? 0)).toBe(0);

    // The 2024 return is unchanged.
    expect(await summaryLines(api, id2024)).toEqual(l2024);
  });

  it('uses the carryovers in the 2025 figures exactly', async () => {
    const api = call(t, me.auth);
    const id = started.json<{ id: number }>().id;
    const [w2] = (await api.get(`/api/w2/list/${id}`)).json<{ id: number }[]>();
    // The same job in 2025: the carried (empty) W-2 filled with wages 200,000, withholding 30,000.
    await put(api, `/api/w2/edit/${w2!.id}`, {
      form1040_id: id,
      ...EMPLOYER,
      wages: '200000',
      federal_income_tax: '30000',
    });
    const l = await summaryLines(api, id);
    // 2025 Schedule D: no sales; line 6 = (5,000) and line 7 = −5,000; line 14 = (4,000) and
    // line 15 = −4,000; line 16 = −9,000; line 21 = −3,000 (joint limit), so Form 1040 line 7 = −3,000.
    expect(l['scheduleD.l6']).toBe('-5000.00');
    expect(l['scheduleD.l7']).toBe('-5000.00');
    expect(l['scheduleD.l14']).toBe('-4000.00');
    expect(l['scheduleD.l15']).toBe('-4000.00');
    expect(l['scheduleD.l16']).toBe('-9000.00');
    expect(l['scheduleD.l21']).toBe('-3000.00');
    expect(l['f1040.l7']).toBe('-3000.00');
    // Form 8582: rental A has no 2025 amounts yet; line 1c = its 2024 unallowed loss, (6,000);
    // line 1d = line 3 = −6,000. MAGI 197,000 (below) is over 150,000: no special allowance
    // (line 7 = 150,000 − 197,000 < 0 → 0), so the 6,000 stays unallowed and nothing reaches line 8.
    expect(l['f8582.l1c']).toBe('-6000.00');
    expect(l['f8582.l1d']).toBe('-6000.00');
    expect(l['f8582.unallowed']).toBe('6000.00');
    // AGI (line 11) = wages 200,000 − 3,000 capital loss + 0 rental = 197,000.
    expect(l['f1040.l1z']).toBe('200000.00');
    expect(l['f1040.l11']).toBe('197000.00');
    // Carried again to 2026 (2025 worksheet): L4 = 3,000; L8 = 5,000 − 3,000 = 2,000 short-term;
    // L11 = max(0, 3,000 − 5,000) = 0, so L13 = 4,000 long-term, untouched.
    expect(l['capitalLossCarryoverWks.l8']).toBe('2000.00');
    expect(l['capitalLossCarryoverWks.l13']).toBe('4000.00');
    // Ann (17 at the end of 2025) counts for the $500 credit for other dependents only; Ben (10)
    // for the 2025 child tax credit of $2,200 (P.L. 119-21): Schedule 8812 line 5 = 1 × 2,200,
    // line 7 = 1 × 500, line 8 = 2,700; AGI 197,000 is under the 400,000 joint threshold.
    expect(l['schedule8812.l5']).toBe('2200.00');
    expect(l['schedule8812.l7']).toBe('500.00');
    expect(l['schedule8812.l8']).toBe('2700.00');
  });
});

describe('who and what a 2025 return can start from', () => {
  it("refuses another user's return as it refuses reading it (404), and creates nothing", async () => {
    const owner = await filer(t);
    const from = await newReturn(t, owner.auth, { tax_year: 2024 });
    const other = await filer(t);
    const api = call(t, other.auth);
    const r = await api.post('/api/form1040', { tax_year: 2025, from_return_id: from });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ error: 'Form 1040 not found.' });
    expect((await api.get(`/api/form1040/${from}`)).statusCode).toBe(404);
    expect(await yearsOf(api)).toEqual([]);
  });

  it('refuses a return that is not of the year before, with a message naming the year wanted', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const id2025 = await newReturn(t, me.auth, { tax_year: 2025 });
    // A 2024 return asks for a 2023 return to start from; a 2025 return is not one.
    const r = await api.post('/api/form1040', { tax_year: 2024, from_return_id: id2025 });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ error: CARRY_MSG.notLastYear(2024) });
    expect(CARRY_MSG.notLastYear(2024)).toContain("the same filer's 2023 return");
    expect(await yearsOf(api)).toEqual([2025]);
  });

  it("refuses a preparer's start from one filer's return for another filer", async () => {
    const prep = await preparer(t);
    const a = await filer(t);
    const b = await filer(t);
    const papi = call(t, prep.auth);
    const fromA = (await papi.post('/api/form1040', { tax_year: 2024, filer_id: a.user.id })).json<{
      id: number;
    }>().id;
    const r = await papi.post('/api/form1040', {
      tax_year: 2025,
      filer_id: b.user.id,
      from_return_id: fromA,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ error: CARRY_MSG.notLastYear(2025) });
    expect(await yearsOf(call(t, b.auth))).toEqual([]);
  });
});

/** The tax years of the returns the user sees, in the list's order. */
async function yearsOf(api: Api): Promise<number[]> {
  const r = await api.get('/api/form1040/list');
  return r.json<{ forms: { tax_year: number }[] }>().forms.map((f) => f.tax_year);
}
