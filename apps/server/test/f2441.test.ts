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
      tin_unavailable: null,
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

  it('a provider whose number the filer could not get: saved, credited, and explained on the attached statement', async () => {
    const { api, id, deps } = await family();
    const version = (await api.get(`/api/form1040/${id}/f2441`)).json().version;
    // No TIN and no reason: refused in the product's words.
    const bare = await api.put(`/api/form1040/${id}/f2441`, {
      providers: [{ ...provider, tin: '' }],
      version,
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().issues).toContainEqual({ path: 'providers.0.tin', message: F2441_MSG.tin });
    const odd = await api.put(`/api/form1040/${id}/f2441`, {
      providers: [{ ...provider, tin: '', tin_unavailable: 'lost it' }],
      version,
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().issues).toContainEqual({
      path: 'providers.0.tin_unavailable',
      message: F2441_MSG.tinUnavailable,
    });

    const put = await api.put(`/api/form1040/${id}/f2441`, {
      providers: [{ ...provider, name: 'Mary Poppins', tin: '', tin_unavailable: 'provider_refused' }],
      persons: [
        { dependent_id: deps[0], expenses: '4000' },
        { dependent_id: deps[1], expenses: '3000' },
      ],
      version,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().providers[0]).toMatchObject({ tin: null, tin_unavailable: 'provider_refused' });
    // The same credit as with a number (Instructions for Form 2441, "Due diligence"): 6,000 × 20%.
    expect(put.json().computed.credit).toBe('1200.00');

    const text = pdfText((await api.get(`/api/form1040/${id}/full-pdf`)).rawPayload);
    const form = text.split('\f').find((p) => p.includes('Child and Dependent Care Expenses')) ?? '';
    expect(form).toContain('See Attached Statement');
    const statement = text.split('\f').find((p) => p.includes('Statement attached to Form 2441')) ?? '';
    expect(statement).toContain('due diligence');
    expect(statement).toContain('Mary Poppins: the provider refused to give an identifying number');
  });

  it('line 16 entered on its own: line 2 is then without the benefits (Form 2441 line 30)', async () => {
    const { api, id, deps } = await family();
    const list = (await api.get(`/api/w2/list/${id}`)).json() as { id: number; owner: string }[];
    const mine = list.find((w) => w.owner === 'taxpayer')!;
    // The taxpayer's W-2 gets $2,000 of dependent care benefits in box 10.
    const edit = await api.put(`/api/w2/edit/${mine.id}`, {
      form1040_id: id,
      owner: 'taxpayer',
      employer_name: 'Acme Corp',
      wages: '30000',
      dependent_care_benefits: '2000',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const version = (await api.get(`/api/form1040/${id}/f2441`)).json().version;
    const put = await api.put(`/api/form1040/${id}/f2441`, {
      providers: [provider],
      persons: [{ dependent_id: deps[0], expenses: '2500' }],
      expenses_incurred: '4500',
      version,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().expenses_incurred).toBe('4500.00');
    // Part III: line 12 2,000; line 16 4,500 (as entered); line 25 excluded 2,000, line 26 0.
    // Line 27 $3,000 (one person) − line 28 2,000 = line 29 1,000; line 30 = line 2, 2,500 (no
    // benefits in it); line 31 = 1,000. AGI 60,000: 20% → 200.
    const summary = (await api.get(`/api/form1040/${id}/summary`)).json();
    const lineOf = (k: string) => summary.lines.find((l: { key: string }) => l.key === k)?.value;
    expect(lineOf('f2441.l16')).toBe('4500.00');
    expect(lineOf('f2441.l25')).toBe('2000.00');
    expect(lineOf('f2441.l26')).toBeUndefined(); // zero lines are left out of the summary
    expect(lineOf('f2441.l30')).toBe('2500.00');
    expect(lineOf('f2441.l31')).toBe('1000.00');
    expect(lineOf('f2441.l11')).toBe('200.00');
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
