/**
 * Form 2441 (child and dependent care expenses): GET/PUT /api/form1040/:id/f2441 on the real
 * database: saved and read back, the provider's TIN encrypted at rest and masked when read,
 * another filer's return answered 404, bad input 400 in the product's words, and the credit on
 * Form 2441 line 11 and Schedule 3 line 2.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { F2441_MSG } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, newReturn, PERSONAL } from './helpers/returns';
import { form1040s } from '../src/db/schema';
import { pdfText } from './helpers/pdf-text';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const kid = (first_name: string, date_of_birth: string) => ({
  first_name,
  last_name: 'Doe',
  ssn: first_name === 'Ann' ? '987654321' : '987654322',
  relationship: first_name === 'Ann' ? 'daughter' : 'son',
  date_of_birth,
  months_lived_with: 12,
});

/** MFJ, each spouse with a $30,000 W-2, two children under 13: AGI $60,000, both working. */
async function family() {
  const me = await filer(t);
  const api = call(t, me.auth);
  const id = await newReturn(t, me.auth);
  expect((await api.put(`/api/form1040/${id}/personal`, PERSONAL)).statusCode).toBe(200);
  const status = await api.put(`/api/form1040/${id}/filing-status`, {
    filing_status: 'married filing jointly',
    spouse_first_name: 'John',
    spouse_last_name: 'Doe',
    spouse_ssn: '223456789',
  });
  expect(status.statusCode).toBe(200);
  for (const owner of ['taxpayer', 'spouse'])
    expect(
      (await api.post('/api/w2/add', { form1040_id: id, employer_name: 'Acme Corp', wages: '30000', owner }))
        .statusCode,
    ).toBe(201);
  const deps: number[] = [];
  for (const k of [kid('Ann', '2016-05-01'), kid('Ben', '2019-09-01')]) {
    const r = await api.post(`/api/form1040/${id}/dependents`, k);
    expect(r.statusCode).toBe(201);
    deps.push(r.json<{ id: number }>().id);
  }
  return { me, api, id, deps };
}

const provider = {
  name: 'Sunny Day Care',
  address: '5 Elm St, Springfield, IL 62701',
  tin: '98-7654321',
  amount_paid: '7000',
};

describe('Form 2441 entries', () => {
  it('saves, reads back with the TIN masked and encrypted at rest, and computes the credit', async () => {
    const { api, id, deps } = await family();
    const empty = await api.get(`/api/form1040/${id}/f2441`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ providers: [], persons: [], married: true });
    expect(empty.json().dependents.map((d: { under_13: boolean }) => d.under_13)).toEqual([true, true]);

    const put = await api.put(`/api/form1040/${id}/f2441`, {
      providers: [
        provider,
        { name: 'First Church Preschool', address: '9 Oak Ave', tax_exempt: true, amount_paid: '0' },
      ],
      persons: [
        { dependent_id: deps[0], expenses: '4000' },
        { dependent_id: deps[1], expenses: '3,000.00' },
      ],
      version: empty.json().version,
    });
    expect(put.statusCode).toBe(200);
    // 2024 Form 2441: line 2 = 4,000 + 3,000 = 7,000; line 3 = smaller of 7,000 and $6,000 (two or
    // more qualifying persons) = 6,000; lines 4/5 = 30,000 each, line 6 = 6,000. Line 7 AGI
    // 60,000: the line 8 table gives 0.20 for AGI over $43,000, so line 9a = 6,000 × 0.20 = 1,200.
    // Line 10 (tax 3,232 on 30,800 taxable) is larger, so line 11 = 1,200 = Schedule 3 line 2.
    expect(put.json().computed).toEqual({
      qualified_expenses: '6000.00',
      credit: '1200.00',
      taxable_benefits: '0.00',
    });

    const back = (await api.get(`/api/form1040/${id}/f2441`)).json();
    expect(back.providers[0]).toEqual({
      ...provider,
      tin: '*****4321',
      tax_exempt: false,
      household_employee: false,
      amount_paid: '7000.00',
    });
    expect(back.providers[1]).toMatchObject({ tin: null, tax_exempt: true });
    expect(back.persons).toEqual([
      { dependent_id: deps[0], expenses: '4000.00', over_12_and_disabled: false },
      { dependent_id: deps[1], expenses: '3000.00', over_12_and_disabled: false },
    ]);

    const [row] = await t.db.db.select().from(form1040s).where(eq(form1040s.id, id));
    const raw = JSON.stringify(row!.data);
    expect(raw).not.toContain('987654321');
    expect(raw).toMatch(/"tin":"enc:v1:/);

    // Saving what GET answered (the masked TIN) keeps the stored TIN.
    const again = await api.put(`/api/form1040/${id}/f2441`, { ...back, version: back.version });
    expect(again.statusCode).toBe(200);
    const [row2] = await t.db.db.select().from(form1040s).where(eq(form1040s.id, id));
    expect(JSON.stringify(row2!.data)).toMatch(/"tin":"enc:v1:/);
    expect((await api.get(`/api/form1040/${id}/f2441`)).json().providers[0].tin).toBe('*****4321');

    const summary = (await api.get(`/api/form1040/${id}/summary`)).json();
    const lineOf = (k: string) => summary.lines.find((l: { key: string }) => l.key === k)?.value;
    expect(lineOf('f1040.l11')).toBe('60000.00');
    expect(lineOf('f2441.l11')).toBe('1200.00');
    expect(lineOf('schedule3.l2')).toBe('1200.00');
    expect(summary.forms).toContain('f2441');
  });

  it('the entries print on the Form 2441 of the return’s PDF (line 1 with the household employee answer, line 2)', async () => {
    const { api, id, deps } = await family();
    const put = await api.put(`/api/form1040/${id}/f2441`, {
      providers: [{ ...provider, name: 'Mary Nanny', tin: '400-12-3456', household_employee: true }],
      persons: [
        { dependent_id: deps[0], expenses: '4000' },
        { dependent_id: deps[1], expenses: '3000' },
      ],
      version: (await api.get(`/api/form1040/${id}/f2441`)).json().version,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().providers[0]).toMatchObject({ household_employee: true, tin: '*****3456' });
    const pdf = await api.get(`/api/form1040/${id}/full-pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    const page = text.split('\f').find((p) => p.includes('Child and Dependent Care Expenses')) ?? '';
    // Line 1: name, the address on two lines, the TIN as 9 digits, "Yes" checked, 7,000 paid.
    expect(page).toMatch(/Mary Nanny\s+5 Elm St/);
    expect(page).toContain('Springfield, IL 62701');
    expect(page).toMatch(/400123456\s+.*7,000/);
    // Line 2: each child with the SSN and the expenses entered.
    expect(page).toMatch(/Ann\s+Doe\s+987-65-4321\s+4,000/);
    expect(page).toMatch(/Ben\s+Doe\s+987-65-4322\s+3,000/);
  });

  it('the stored grace-period carryover reaches Form 2441 line 13 (the engine’s year-neutral name)', async () => {
    const { api, id, deps } = await family();
    const put = await api.put(`/api/form1040/${id}/f2441`, {
      persons: [{ dependent_id: deps[0], expenses: '4000' }],
      carryover_from_2023: '500',
      version: (await api.get(`/api/form1040/${id}/f2441`)).json().version,
    });
    expect(put.statusCode, put.body).toBe(200);
    const summary = (await api.get(`/api/form1040/${id}/summary`)).json();
    const lineOf = (k: string) => summary.lines.find((l: { key: string }) => l.key === k)?.value;
    // Part III: line 12 (W-2 box 10) 0; line 13 the 500 carried over; line 15 = 0 + 500 − 0 = 500.
    expect(lineOf('f2441.l13')).toBe('500.00');
    expect(lineOf('f2441.l15')).toBe('500.00');
  });

  it('answers 404 for another filer’s return, for reading and saving', async () => {
    const { id } = await family();
    const other = call(t, (await filer(t)).auth);
    expect((await other.get(`/api/form1040/${id}/f2441`)).statusCode).toBe(404);
    const put = await other.put(`/api/form1040/${id}/f2441`, { providers: [provider] });
    expect(put.statusCode).toBe(404);
    const [row] = await t.db.db.select().from(form1040s).where(eq(form1040s.id, id));
    expect((row!.data as Record<string, unknown>).f2441).toBeUndefined();
  });

  it('refuses bad input with the product’s messages, never a 500', async () => {
    const { api, id, deps } = await family();
    const url = `/api/form1040/${id}/f2441`;
    const bad = async (body: unknown, message: string) => {
      const r = await api.put(url, body);
      expect(r.statusCode).toBe(400);
      expect(r.body).toContain(message);
    };
    await bad({ providers: [{ ...provider, tin: '' }] }, F2441_MSG.tin);
    await bad({ providers: [{ ...provider, tin: '12345' }] }, F2441_MSG.tin);
    await bad({ providers: [{ ...provider, tin: '*****9999' }] }, F2441_MSG.tin);
    await bad({ providers: [{ ...provider, name: '' }] }, F2441_MSG.providerName);
    await bad(
      { providers: [{ ...provider, name: 'x'.repeat(5000) }] },
      'Provider name: at most 100 characters.',
    );
    await bad({ providers: [{ ...provider, amount_paid: '-5' }] }, F2441_MSG.amount);
    await bad({ persons: [{ dependent_id: 99999999999, expenses: '1' }] }, F2441_MSG.person);
    await bad({ persons: [{ dependent_id: 2147483000, expenses: '1' }] }, F2441_MSG.person);
    await bad({ persons: [{ dependent_id: deps[0] }, { dependent_id: deps[0] }] }, F2441_MSG.samePerson);
    await bad({ student_or_disabled_months: 13 }, F2441_MSG.months);
    await bad({ student_or_disabled: 'neighbor' }, F2441_MSG.who);
    await bad({ providers: 'lots' }, F2441_MSG.invalid);
    await bad({ providers: Array.from({ length: 21 }, () => provider) }, F2441_MSG.tooManyProviders);
    await bad(
      { providers: [{ ...provider, name: 'Day\u0000Care' }] },
      'Text must not contain NUL characters',
    );
    for (const body of [null, [], { persons: [null] }, { providers: [{ ...provider, tin: 5 }] }]) {
      const r = await api.put(url, body);
      expect(r.statusCode).toBe(400);
    }
    expect((await api.get(`/api/form1040/99999999999/f2441`)).statusCode).toBe(404);
  });
});
