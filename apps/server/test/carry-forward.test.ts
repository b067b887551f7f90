/**
 * Issue 26: a 2025 return started from the filer's 2024 return. What carries, with its source; the
 * carryovers reach the 2025 forms (Schedule D lines 6 and 21, Form 8582); a child who turns 17 is
 * flagged; only the same filer's return of the year before can be the start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARRY_MSG, type CarriedReturnFacts } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, jointReturn, newReturn, PERSONAL, RENTAL_A } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Api = ReturnType<typeof call>;
const ok = (r: { statusCode: number; body: string }) => expect(r.statusCode, r.body).toBeLessThan(300);
const linesOf = async (api: Api, id: number) =>
  Object.fromEntries(
    (await api.get(`/api/form1040/${id}/summary`))
      .json<{ lines: { key: string; value: string }[] }>()
      .lines.map((l) => [l.key, l.value]),
  );

/**
 * 2024, married filing jointly: wages 200,000; two children (born 2008 and 2015); a short-term loss
 * of 8,000 (Form 8949 box A: proceeds 2,000, cost 10,000); rental A with a 6,000 loss.
 */
async function return2024(api: Api, auth: Parameters<typeof newReturn>[1]) {
  const id = await jointReturn(t, auth, 2024);
  for (const [first, ssn, dob] of [
    ['Ann', '111223344', '2008-05-01'],
    ['Ben', '111223355', '2015-05-01'],
  ])
    ok(
      await api.post(`/api/form1040/${id}/dependents`, {
        first_name: first,
        last_name: 'Doe',
        ssn,
        relationship: first === 'Ann' ? 'daughter' : 'son',
        date_of_birth: dob,
        months_lived_with: 12,
      }),
    );
  ok(
    await api.post('/api/w2/add', {
      form1040_id: id,
      employer_name: 'Acme Corp',
      employer_ein: '12-3456789',
      employee_ssn: '123456789',
      wages: '200000',
      federal_income_tax: '30000',
    }),
  );
  ok(
    await api.post(`/api/form1040/${id}/f8949`, {
      box: 'A',
      description: 'XYZ shares',
      date_acquired: '2024-01-10',
      date_sold: '2024-06-10',
      proceeds: '2000',
      cost: '10000',
    }),
  );
  ok(
    await api.post('/api/schedule_e', {
      form1040_id: id,
      paid_1099_required: false,
      properties: [RENTAL_A],
    }),
  );
  return id;
}

describe('starting a 2025 return from the 2024 return', () => {
  it('carries people, payers and carryovers, each with its source, and the 2025 forms use the carryovers', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const id2024 = await return2024(api, me.auth);
    const l2024 = await linesOf(api, id2024);
    // 2024 by hand: Schedule D line 7 = −8,000, line 21 = −3,000; carryover 5,000 short-term
    // (Capital Loss Carryover Worksheet line 8 = 8,000 − 3,000). Rental A: 12,000 − 18,000 = −6,000;
    // MAGI 200,000 is over 150,000, so no special allowance: all 6,000 is unallowed (Form 8582).
    expect(l2024['scheduleD.l21']).toBe('-3000.00');
    expect(l2024['capitalLossCarryoverWks.l8']).toBe('5000.00');
    expect(l2024['f8582.unallowed']).toBe('6000.00');

    const r = await api.post('/api/form1040', { tax_year: 2025, from_return_id: id2024 });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().message).toBe(CARRY_MSG.started(2024));
    const id = r.json<{ id: number }>().id;

    const view = (await api.get(`/api/form1040/${id}`)).json<{
      tax_year: number;
      first_name: string;
      ssn: string;
      filing_status: string;
      carried: CarriedReturnFacts;
    }>();
    expect(view).toMatchObject({
      tax_year: 2025,
      first_name: PERSONAL.first_name,
      filing_status: 'married filing jointly',
    });
    const byPath = Object.fromEntries(view.carried.values.map((v) => [v.path, v]));
    expect(byPath['schedule_d.st_6_loss_carry']).toMatchObject({
      value: '5000.00',
      source: '2024 Capital Loss Carryover Worksheet, line 8',
    });
    expect(byPath['schedule_e.properties.A.prior_year_unallowed_loss']).toMatchObject({ value: '6000.00' });
    expect(byPath.prior_year_agi).toMatchObject({
      value: l2024['f1040.l11'],
      source: '2024 Form 1040, line 11',
    });
    // Ann (born 2008) turns 17 in 2025: flagged, not dropped.
    expect(view.carried.flags.map((f) => f.message)).toEqual([
      expect.stringContaining('Ann Doe turns 17 in 2025'),
    ]);
    const deps = (await api.get(`/api/form1040/${id}/dependents`)).json<{ first_name: string }[]>();
    expect(deps.map((d) => d.first_name).sort()).toEqual(['Ann', 'Ben']);
    // The employer comes back without amounts, ready to fill.
    const w2s = (await api.get(`/api/w2/list/${id}`)).json<
      { employer_name: string; wages: string | null }[]
    >();
    expect(w2s).toHaveLength(1);
    expect(w2s[0]).toMatchObject({ employer_name: 'Acme Corp' });
    expect(w2s[0]!.wages ?? null).toBeNull();

    // 2025: the 5,000 carryover is Schedule D line 6; with no other sale line 7 = −5,000 and line 21
    // = −3,000 again. Form 8582 takes rental A's 6,000 as a prior year loss (line 1c).
    const l2025 = await linesOf(api, id);
    expect(l2025['scheduleD.l6']).toBe('-5000.00');
    expect(l2025['scheduleD.l21']).toBe('-3000.00');
    expect(l2025['f8582.l1c']).toBe('-6000.00');

    // The 2024 return is unchanged.
    expect(await linesOf(api, id2024)).toEqual(l2024);
  });

  it('only from the same filer’s return of the year before', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const other = await filer(t);
    const theirs = await newReturn(t, other.auth, { tax_year: 2024 });
    const r = await api.post('/api/form1040', { tax_year: 2025, from_return_id: theirs });
    expect(r.statusCode).toBe(404);
    const me2 = await filer(t);
    const api2 = call(t, me2.auth);
    const own2025 = await newReturn(t, me2.auth, { tax_year: 2025 });
    const wrong = await api2.post('/api/form1040', { tax_year: 2024, from_return_id: own2025 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(CARRY_MSG.notLastYear(2024));
  });
});
