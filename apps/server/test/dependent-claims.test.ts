/**
 * Issue 22 item 14: a dependent saved without claim flags keeps its credit. The server derives the
 * flags as the engine does (dependentClaim), answers them with the reason, stores only the filer's
 * explicit choice, and a later change of the facts changes a derived claim.
 *
 * Figures (2024): single, wages 50,000; line 15 = 50,000 − 14,600 = 35,400; Tax Table 35,400–35,450
 * single: 1,160 + 12% × (35,425 − 11,600) = 4,019 (line 16 and 18). One qualifying child under 17
 * with an SSN: Schedule 8812 line 5 = 2,000, no phase-out (AGI under 200,000), limited by the tax
 * 4,019: line 19 = 2,000. The same child living with the filer 3 months is not a qualifying child;
 * as a daughter she is a qualifying relative: the $500 credit for other dependents, line 19 = 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { call, singleReturn } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Api = ReturnType<typeof call>;

async function singleWith50000() {
  const { id, api } = await singleReturn(t);
  const w2 = await api.post('/api/w2/add', {
    form1040_id: id,
    employer_name: 'Acme',
    employer_ein: '12-3456789',
    wages: '50000',
    federal_income_tax: '5000',
  });
  expect(w2.statusCode).toBe(201);
  return { id, api };
}

async function line(api: Api, id: number, key: string): Promise<string> {
  const s = (await api.get(`/api/form1040/${id}/summary`)).json<{
    lines: { key: string; value: string }[];
  }>();
  return s.lines.find((l) => l.key === key)?.value ?? '0.00';
}

const CHILD = {
  first_name: 'Ada',
  last_name: 'Doe',
  ssn: '123450001',
  relationship: 'daughter',
  date_of_birth: '2015-06-01',
  months_lived_with: 12,
};

describe('dependents without claim flags', () => {
  it('derives the child tax credit, answers the reason and counts it on line 19', async () => {
    const { id, api } = await singleWith50000();
    const r = await api.post(`/api/form1040/${id}/dependents`, CHILD);
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({
      qualifies_for_child_tax_credit: true,
      qualifies_for_other_credit: false,
      claim_chosen: false,
      claim_reason:
        'Qualifies for the child tax credit: under 17 at the end of 2024, lived with you 12 months.',
    });
    expect(await line(api, id, 'f1040.l16')).toBe('4019.00');
    expect(await line(api, id, 'f1040.l19')).toBe('2000.00');
    const list = (await api.get(`/api/form1040/${id}/dependents`)).json<Record<string, unknown>[]>();
    expect(list[0]).toMatchObject({ qualifies_for_child_tax_credit: true, claim_chosen: false });
  });

  it('re-derives after the facts change; an explicit choice is kept', async () => {
    const { id, api } = await singleWith50000();
    const created = (await api.post(`/api/form1040/${id}/dependents`, CHILD)).json<{
      id: number;
      version: number;
    }>();
    const moved = await api.put(`/api/form1040/${id}/dependents/${created.id}`, {
      ...CHILD,
      months_lived_with: 3,
      version: created.version,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      qualifies_for_child_tax_credit: false,
      qualifies_for_other_credit: true,
      claim_chosen: false,
    });
    expect(await line(api, id, 'f1040.l19')).toBe('500.00');

    const chosen = await api.put(`/api/form1040/${id}/dependents/${created.id}`, {
      ...CHILD,
      qualifies_for_child_tax_credit: false,
      qualifies_for_other_credit: false,
      version: moved.json<{ version: number }>().version,
    });
    expect(chosen.json()).toMatchObject({
      qualifies_for_child_tax_credit: false,
      qualifies_for_other_credit: false,
      claim_chosen: true,
    });
    expect(await line(api, id, 'f1040.l19')).toBe('0.00');
  });
});
