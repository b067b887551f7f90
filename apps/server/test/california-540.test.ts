/**
 * California Form 540 through the API: the record (entries, masked secrets, engine lines), prefill
 * and refill from the federal return, exemptions, dependents, contributions, the summary, the
 * spec's messages, ownership, encryption at rest and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CA_MSG } from '@taxprep/contracts';
import { returnItems } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, preparer, type Issues } from './helpers/returns';
import { californiaReturn } from './helpers/california';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Rec = Record<string, string | number | boolean | null>;

/** A single Sacramento filer: W-2 wages 45,000 (CA state wages 45,000, CA withholding 2,500), one child. */
async function caReturn() {
  const r = await californiaReturn(t);
  await r.api.put(`/api/form1040/${r.id}/identity`, { dob: '1985-04-12', id_type: 'none' });
  await r.api.post(`/api/form1040/${r.id}/refund`, {
    refund_routing_number: '011000015',
    refund_account_number: '12345678',
    refund_account_type: 'Checking',
  });
  return r;
}

const url = (id: number, tail = '') => `/api/form1040/${id}/ca/540${tail}`;

describe('Form 540 record', () => {
  it('answers {data: null} before it is started and 404 notStarted for the summary', async () => {
    const { id, api } = await caReturn();
    const r = await api.get(url(id));
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ data: null });
    const s = await api.get(url(id, '/summary'));
    expect(s.statusCode).toBe(404);
    expect(s.json().error).toBe(CA_MSG.notStarted);
  });

  it('saves any subset (auto-save) with the tax year of the return, and reads the engine lines', async () => {
    const { id, api } = await caReturn();
    const r = await api.post(url(id), { tax_year: 2026, filing_status: 'S', est_payments: '$1,000' });
    expect(r.statusCode).toBe(200);
    const { data, message } = r.json<{ data: Rec; message: string }>();
    expect(message).toBe(CA_MSG.ca540Saved);
    // The California return belongs to the 1040's year, never the calendar year the screen sends.
    expect(data.tax_year).toBe(2024);
    expect(data.filing_status).toBe('S');
    // Hand computation (2024 Form 540, single): federal AGI 45,000 = CA AGI (no Schedule CA
    // adjustments); line 18 standard deduction 5,540; line 19 = 45,000 − 5,540 = 39,460.
    expect(data.federal_agi).toBe('45000.00');
    expect(data.ca_agi).toBe('45000.00');
    expect(data.line18_deductions).toBe('5540.00');
    expect(data.taxable_income).toBe('39460.00');
    // Line 31, Tax Table row 39,451–39,550 at its midpoint 39,500, Schedule X:
    // 402.42 + 4% × (39,500 − 25,499) = 402.42 + 560.04 = 962.46 → $962.
    expect(data.line31_tax).toBe('962.00');
    // Line 72 estimated payments as entered ("$1,000" stripped to 1000).
    expect(data.est_payments).toBe('1000.00');
    // Line 71: W-2 box 17 (CA) 2,500; line 78 = 2,500 + 1,000 = 3,500.
    expect(data.ca_withholding).toBe('2500.00');
    expect(data.line78_total_payments).toBe('3500.00');
    const again = await api.post(url(id), { tax_year: 2024, filing_status: 'S', use_tax: '12' });
    expect(again.json().data.est_payments).toBe('1000.00');
    expect(again.json().data.use_tax).toBe('12.00');
  });

  it('refuses bad fields with the field rule, and a read-back of computed lines is ignored', async () => {
    const { id, api } = await caReturn();
    const bad = await api.post(url(id), { filing_status: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Choose a filing status');
    const ssn = await api.post(url(id), { ssn_itin: '12345' });
    expect(ssn.statusCode).toBe(400);
    expect(ssn.json<Issues>().issues[0]!.message).toBe('SSN/ITIN must be 9 digits');
    const unknown = await api.post(url(id), { not_a_field: 1 });
    expect(unknown.statusCode).toBe(400);
    const dob = await api.post(url(id), { dob: '31.12.1990' });
    expect(dob.json().error).toBe(CA_MSG.date);
    const ok = await api.post(url(id), { filing_status: 'S', ca_agi: '1', taxable_income: '2', id: 99 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.ca_agi).toBe('45000.00');
  });

  it('copies the mailing address into the physical one when marked the same', async () => {
    const { id, api } = await caReturn();
    const r = await api.post(url(id), {
      filing_status: 'S',
      street: '1 Ocean Ave',
      city: 'Santa Monica',
      state: 'CA',
      zip_code: '90401',
      physical_addr_same_as_mailing: true,
    });
    const d = r.json<{ data: Rec }>().data;
    expect([d.phys_street, d.phys_city, d.phys_state, d.phys_zip_code]).toEqual([
      '1 Ocean Ave',
      'Santa Monica',
      'CA',
      '90401',
    ]);
  });
});

describe('prefill and refill from the 1040', () => {
  it('fills names, SSN, birth date, address, wages, withholding, bank and the dependents', async () => {
    const { id, api } = await caReturn();
    const r = await api.post(url(id, '/prefill'), {});
    expect(r.statusCode).toBe(200);
    const d = r.json<{ data: Rec }>().data;
    expect(d.first_name).toBe('Jane');
    expect(d.last_name).toBe('Doe');
    expect(d.ssn_itin).toBe('***-**-6789');
    expect(d.dob).toBe('**/**/1985');
    expect([d.street, d.city, d.state, d.zip_code]).toEqual([
      '500 Capitol Mall',
      'Sacramento',
      'CA',
      '95814',
    ]);
    expect(d.filing_status).toBe('S');
    expect(d.state_wages_w2_box16).toBe('45000.00');
    expect(d.ca_withholding).toBe('2500.00');
    expect(d.dd1_routing).toBe('*****0015');
    expect(d.dd1_account).toBe('****5678');
    expect(d.dd1_type).toBe('Checking');
    const deps = await api.get(url(id, '/dependents'));
    expect(deps.json().data).toEqual([
      {
        id: expect.any(Number),
        first_name: 'Sam',
        last_name: 'Doe',
        ssn_itin: '***-**-4321',
        relationship: 'son',
      },
    ]);
    // A second prefill adds no duplicate dependent.
    await api.post(url(id, '/prefill'), {});
    expect((await api.get(url(id, '/dependents'))).json().data).toHaveLength(1);
  });

  it('refill keeps edits; overwrite replaces them', async () => {
    const { id, api } = await caReturn();
    await api.post(url(id), { filing_status: 'S', first_name: 'Janet', city: null });
    const refill = await api.post(url(id, '/resync'), {});
    expect(refill.statusCode).toBe(200);
    expect(refill.json().message).toBe(CA_MSG.refilled);
    expect(refill.json().data.first_name).toBe('Janet');
    expect(refill.json().data.city).toBe('Sacramento');
    const over = await api.post(url(id, '/resync?overwrite=1'), {});
    expect(over.json().message).toBe(CA_MSG.overwrote);
    expect(over.json().data.first_name).toBe('Jane');
    expect((await api.post(url(id, '/resync?overwrite=yes'), {})).statusCode).toBe(400);
  });
});

describe('exemptions, dependents, contributions', () => {
  it('clamps the counts and prices them at the 2024 rates', async () => {
    const { id, api } = await caReturn();
    await api.post(url(id, '/prefill'), {});
    const r = await api.put(url(id, '/exemptions'), {
      personal_exemptions_n: 5,
      blind_exemptions_n: 2,
      senior_exemptions_n: -1,
    });
    expect(r.statusCode).toBe(200);
    const e = r.json();
    expect(e.message).toBe(CA_MSG.exemptionsSaved);
    // Single: at most 1 of each. 2024 rates: personal/blind/senior $149, dependent $461.
    expect(e.personal_exemptions_n).toBe(1);
    expect(e.blind_exemptions_n).toBe(1);
    expect(e.senior_exemptions_n).toBe(0);
    expect(e.rates).toEqual({ personal: '149.00', blind: '149.00', senior: '149.00', dependent: '461.00' });
    // 149 + 149 + 0 + 1 dependent × 461 = 759.
    expect(e.dependents_total_n).toBe(1);
    expect(e.exemptions_total_amt).toBe('759.00');
    // Married filing jointly allows 2.
    await api.post(url(id), { filing_status: 'MFJ' });
    const mfj = await api.put(url(id, '/exemptions'), { personal_exemptions_n: 2, blind_exemptions_n: 2 });
    expect(mfj.json().personal_exemptions_amt).toBe('298.00');
    expect(mfj.json().blind_exemptions_amt).toBe('298.00');
    const bad = await api.put(url(id, '/exemptions'), { personal_exemptions_n: 'two' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(CA_MSG.exemptionCount);
    // The record's line 32 reads the same exemptions: 298 + 298 + 461 = 1,057.
    expect((await api.get(url(id))).json().data.line32_exemption_credits).toBe('1057.00');
  });

  it('adds and deletes dependents, the SSN/ITIN encrypted at rest and masked', async () => {
    const { id, api } = await caReturn();
    const add = await api.post(url(id, '/dependents'), {
      first_name: 'Ana',
      last_name: 'Doe',
      ssn_itin: '111223333',
      relationship: 'daughter',
    });
    expect(add.statusCode).toBe(201);
    const dep = add.json().data;
    expect(dep.ssn_itin).toBe('***-**-3333');
    const [raw] = await t.db.db.select().from(returnItems).where(eq(returnItems.id, dep.id));
    const stored = JSON.stringify(raw!.data);
    expect(stored).not.toContain('111223333');
    expect((raw!.data as Rec).first_name).toBe('Ana');
    const noName = await api.post(url(id, '/dependents'), { last_name: 'Doe' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error).toBe('First name is required');
    expect((await api.del(url(id, `/dependents/${dep.id}`))).statusCode).toBe(200);
    expect((await api.del(url(id, `/dependents/${dep.id}`))).statusCode).toBe(404);
  });

  it('adds contributions (code 400 by default) and answers their total on line 110', async () => {
    const { id, api } = await caReturn();
    await api.post(url(id), { filing_status: 'S' });
    const a = await api.post(url(id, '/contributions'), { amount: '10' });
    expect(a.statusCode).toBe(201);
    expect(a.json().data[0]).toMatchObject({ code: 400, amount: '10.00' });
    const b = await api.post(url(id, '/contributions'), { code: 410, amount: '5.50' });
    expect(b.json().total).toBe('15.50');
    // Line 110 is in whole dollars like every 540 line: 15.50 rounds to 16 (50 cents up).
    expect((await api.get(url(id))).json().data.contributions_total).toBe('16.00');
    const bad = await api.post(url(id, '/contributions'), { code: 12, amount: '1' });
    expect(bad.json().error).toBe(CA_MSG.contributionCode);
    const removed = await api.del(url(id, `/contributions/${a.json().data[0].id}`));
    expect(removed.json().total).toBe('5.50');
    expect((await api.get(url(id, '/contributions'))).json()).toEqual({
      data: [{ id: expect.any(Number), code: 410, amount: '5.50' }],
      total: '5.50',
    });
  });
});

describe('secrets, ownership, bad input', () => {
  it('stores the 540 secrets encrypted and keeps them when sent back masked', async () => {
    const { id, api } = await caReturn();
    await api.post(url(id), {
      filing_status: 'S',
      ssn_itin: '123456789',
      dob: '4/12/1985',
      dd1_routing: '011000015',
      dd1_account: '99887766',
    });
    const [row] = await t.db.db
      .select()
      .from(returnItems)
      .where(and(eq(returnItems.form1040Id, id), eq(returnItems.kind, 'ca540')));
    const raw = JSON.stringify(row!.data);
    for (const secret of ['123456789', '1985-04-12', '011000015', '99887766'])
      expect(raw).not.toContain(secret);
    const back = (await api.get(url(id))).json().data as Rec;
    expect(back.ssn_itin).toBe('***-**-6789');
    const again = await api.post(url(id), { ...back, city: 'Fresno' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.dd1_account).toBe('****7766');
  });

  it('answers 404 to another filer on every route, and lets an approved preparer in', async () => {
    const { id, api } = await caReturn();
    await api.post(url(id, '/prefill'), {});
    const dep = (await api.get(url(id, '/dependents'))).json().data[0];
    const other = call(t, (await filer(t)).auth);
    const calls = [
      other.get(url(id)),
      other.post(url(id), { filing_status: 'S' }),
      other.post(url(id, '/prefill'), {}),
      other.post(url(id, '/resync'), {}),
      other.get(url(id, '/exemptions')),
      other.put(url(id, '/exemptions'), { personal_exemptions_n: 1 }),
      other.get(url(id, '/dependents')),
      other.post(url(id, '/dependents'), { first_name: 'X', last_name: 'Y' }),
      other.del(url(id, `/dependents/${dep.id}`)),
      other.get(url(id, '/contributions')),
      other.post(url(id, '/contributions'), { amount: '1' }),
      other.del(url(id, `/contributions/1`)),
      other.get(url(id, '/summary')),
    ];
    for (const r of await Promise.all(calls)) expect(r.statusCode).toBe(404);
    const prep = call(t, (await preparer(t)).auth);
    expect((await prep.get(url(id))).json().data.first_name).toBe('Jane');
  });

  it('answers 400/404, never 5xx, to huge ids, NUL bytes, odd Unicode and overlong text', async () => {
    const { id, api } = await caReturn();
    const bad = [
      await api.get('/api/form1040/99999999999999999999/ca/540'),
      await api.get('/api/form1040/abc/ca/540/summary'),
      await api.post(url(id), { first_name: 'a\u0000b' }),
      await api.post(url(id), { first_name: '\ud800' }),
      await api.post(url(id), { first_name: 'x'.repeat(100_000) }),
      await api.post(url(id), { est_payments: '9'.repeat(40) }),
      await api.post(url(id), [1, 2, 3]),
      await api.del(url(id, '/dependents/99999999999999')),
      await api.put(url(id, '/exemptions'), { personal_exemptions_n: 1e308 }),
      await api.post(url(id, '/contributions'), { code: '4\u00000', amount: '1' }),
    ];
    for (const r of bad) {
      expect(r.statusCode).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
    }
    const odd = await api.post(url(id), { filing_status: 'S', first_name: 'Zoë 😀 Ñoño' });
    expect(odd.json().data.first_name).toBe('Zoë 😀 Ñoño');
  });
});
