import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, REFUND_MSG, W2_MSG } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, newReturn, PERSONAL, preparer } from './helpers/returns';
import { auditLog, form1040s, returnItems } from '../src/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a return computed through the API', () => {
  it('single filer, one W-2: AGI, taxable income, tax and refund match a hand computation', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const id = await newReturn(t, me.auth);
    expect((await api.put(`/api/form1040/${id}/personal`, PERSONAL)).statusCode).toBe(200);
    expect((await api.put(`/api/form1040/${id}/filing-status`, { filing_status: 'single' })).statusCode).toBe(
      200,
    );
    expect((await api.put(`/api/form1040/${id}/digital-assets`, { digital_assets: false })).statusCode).toBe(
      200,
    );
    const w2 = await api.post('/api/w2/add', {
      form1040_id: id,
      employer_name: 'Acme Corp',
      employer_ein: '12-3456789',
      employee_ssn: '123456789',
      wages: '52000',
      federal_income_tax: '5000',
      social_security_wages: '52000',
      social_security_tax: '3224',
      medicare_wages: '52000',
      medicare_tax: '754',
    });
    expect(w2.statusCode).toBe(201);

    const s = (await api.get(`/api/form1040/${id}/summary`)).json();
    // Hand computation (2024, single):
    //   AGI = wages 52,000.  Standard deduction 14,600 (Rev. Proc. 2023-34).
    //   Taxable income = 52,000 - 14,600 = 37,400.
    //   Tax Table row 37,400-37,450, single: tax on the midpoint 37,425 =
    //     1,160 + 12% x (37,425 - 11,600) = 1,160 + 3,099 = 4,259.
    //   Payments = 5,000 withheld; refund = 5,000 - 4,259 = 741.
    expect(s.agi).toBe('52000.00');
    expect(s.taxable_income).toBe('37400.00');
    expect(s.total_tax).toBe('4259.00');
    expect(s.total_payments).toBe('5000.00');
    expect(s.refund).toBe('741.00');
    expect(s.amount_owed).toBe('0.00');
    expect(s.refundOrOwed).toBe('741.00');
    expect(s.forms).toEqual(['f1040']);
    expect(s.lines.find((l: { key: string }) => l.key === 'f1040.l15')).toMatchObject({ value: '37400.00' });

    // The dashboard shows the same figures.
    const list = (await api.get('/api/dashboard')).json();
    expect(list.form1040_list[0]).toMatchObject({
      id,
      first_name: 'Jane',
      taxable_income: '37400.00',
      refund_amount: '741.00',
      status: 'Pending',
    });
    // The default year is taken; a filer may still start a return of another year the engine has.
    expect(list.can_create).toBe(true);
    const years = (await api.get('/api/tax-years')).json<{ years: { year: number; can_create: boolean }[] }>();
    expect(years.years.find((y) => y.year === 2024)?.can_create).toBe(false);

    // The return list carries spec 002's names beside spec 000's: federal_tax_owed is the tax
    // (4,259 above), refund the refund (741), refundOrOwed +741 (positive: a refund).
    const listed = await api.get('/api/form1040/list');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().total).toBe(1);
    const item = listed.json().forms[0];
    expect(item).toMatchObject({
      id,
      username: me.user.username,
      first_name: 'Jane',
      taxable_income: '37400.00',
      total_tax: '4259.00',
      federal_tax_owed: '4259.00',
      refund_amount: '741.00',
      refund: '741.00',
      amount_owed: '0.00',
      refundOrOwed: '741.00',
      status: 'Pending',
      submitted_at: null,
    });
    expect(Number.isNaN(Date.parse(item.created_at))).toBe(false);
  });

  it('MFJ with two children and Schedule A: credits and itemizing follow the hand computation', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const id = await newReturn(t, me.auth);
    await api.put(`/api/form1040/${id}/personal`, PERSONAL);
    await api.put(`/api/form1040/${id}/filing-status`, {
      filing_status: 'married filing jointly',
      spouse_first_name: 'John',
      spouse_last_name: 'Doe',
      spouse_ssn: '987654321',
    });
    await api.post('/api/w2/add', {
      form1040_id: id,
      employer_name: 'Acme',
      wages: '80000',
      federal_income_tax: '4000',
    });
    for (const [first, dob] of [
      ['Amy', '2015-04-01'],
      ['Ben', '2018-09-15'],
    ]) {
      const r = await api.post(`/api/form1040/${id}/dependents`, {
        first_name: first,
        last_name: 'Doe',
        ssn: first === 'Amy' ? '111223333' : '111224444',
        relationship: first === 'Amy' ? 'daughter' : 'son',
        date_of_birth: dob,
        months_lived_with: 12,
        qualifies_for_child_tax_credit: true,
      });
      expect(r.statusCode).toBe(201);
    }
    // Itemized 12,000 mortgage interest + 10,000 SALT cap = 22,000 < 29,200 standard: standard is used.
    await api.post('/api/schedule_a', {
      form1040_id: id,
      state_local_taxes: '14000',
      mortgage_interest_1098: '12000',
    });
    const s = (await api.get(`/api/form1040/${id}/summary`)).json();
    // AGI 80,000; MFJ standard 29,200 > itemized 22,000; taxable = 50,800.
    // Tax Table 50,800-50,850 MFJ: midpoint 50,825 -> 2,320 + 12% x (50,825 - 23,200) = 2,320 + 3,315 = 5,635.
    // Child tax credit 2 x 2,000 = 4,000 (AGI under 400,000), limited to tax 5,635: 4,000. Line 22 = 1,635.
    // Payments 4,000 -> refund 2,365.
    expect(s.agi).toBe('80000.00');
    expect(s.taxable_income).toBe('50800.00');
    expect(s.lines.find((l: { key: string }) => l.key === 'f1040.l16').value).toBe('5635.00');
    expect(s.lines.find((l: { key: string }) => l.key === 'f1040.l19').value).toBe('4000.00');
    expect(s.total_tax).toBe('1635.00');
    expect(s.refund).toBe('2365.00');
    const ded = (await api.get(`/api/form1040/${id}/deductions`)).json();
    expect(ded).toMatchObject({
      deduction_used: 'standard',
      standard_deduction: '29200.00',
      itemized_deductions: '22000.00',
    });
  });
});

describe('wizard steps', () => {
  it('gives the spec’s messages and never a 500', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const id = await newReturn(t, me.auth);
    const bad = await api.put(`/api/form1040/${id}/personal`, {
      ...PERSONAL,
      ssn: '123',
      zip_code: '1',
      state: 'ZZ',
      city: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { message: string }) => i.message)).toEqual([
      MSG.ssn,
      MSG.required,
      MSG.state,
      MSG.zip,
    ]);
    const fs = await api.put(`/api/form1040/${id}/filing-status`, {
      filing_status: 'married filing separately',
    });
    expect(fs.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'Spouse first name is required',
      'Spouse last name is required',
      MSG.ssn,
    ]);
    const w2 = await api.post('/api/w2/add', {
      form1040_id: id,
      employer_name: '',
      employer_ein: '1',
      wages: '-1',
      state: 'XX',
    });
    expect(w2.json().issues.map((i: { message: string }) => i.message)).toEqual([
      W2_MSG.employer,
      W2_MSG.ein,
      'Must be 0 or more',
      W2_MSG.state,
    ]);
    const adj = await api.put(`/api/form1040/${id}/adjustments`, { adjustments_to_income: '100' });
    expect(adj.json().error).toBe('Description is required when amount > 0');
    const da = await api.put(`/api/form1040/${id}/digital-assets`, {});
    expect(da.json().error).toBe('Please select Yes or No.');
    const des = await api.post(`/api/form1040/${id}/third-party`, {
      third_party_designee: true,
      designee_name: 'X',
      designee_phone: '123',
      designee_pin: '12345',
    });
    expect(des.json().error).toBe('Phone must be 10 digits');
  });

  it('clears the spouse for a single filer, and DELETE spouse empties it', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const id = await newReturn(t, me.auth);
    await api.put(`/api/form1040/${id}/filing-status`, {
      filing_status: 'married filing jointly',
      spouse_first_name: 'A',
      spouse_last_name: 'B',
      spouse_ssn: '123456789',
    });
    await api.put(`/api/form1040/${id}/standard-deduction`, { spouse_blind: true, taxpayer_blind: true });
    expect((await api.get(`/api/form1040/${id}`)).json()).toMatchObject({
      spouse_first_name: 'A',
      spouse_blind: true,
    });
    await api.put(`/api/form1040/${id}/filing-status`, { filing_status: 'single', spouse_first_name: 'A' });
    expect((await api.get(`/api/form1040/${id}`)).json()).toMatchObject({
      filing_status: 'single',
      spouse_first_name: null,
      spouse_blind: false,
      taxpayer_blind: true,
    });
    await api.put(`/api/form1040/${id}/filing-status`, {
      filing_status: 'married filing jointly',
      spouse_first_name: 'A',
      spouse_last_name: 'B',
      spouse_ssn: '123456789',
    });
    const del = await api.del(`/api/form1040/${id}/spouse`);
    expect(del.json().message).toBe('Spouse info deleted.');
    expect((await api.get(`/api/form1040/${id}`)).json().spouse_ssn).toBeNull();
  });

  it('checks the refund against the computed overpayment', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const id = await newReturn(t, me.auth);
    await api.put(`/api/form1040/${id}/personal`, PERSONAL);
    await api.put(`/api/form1040/${id}/filing-status`, { filing_status: 'single' });
    // Wages 30,000 - 14,600 = 15,400 taxable; Tax Table 15,400-15,450 single: midpoint 15,425 ->
    // 1,160 + 12% x (15,425 - 11,600) = 1,619. No EIC (phase-out ends at 18,591). Refund 5,000 - 1,619 = 3,381.
    await api.post('/api/w2/add', {
      form1040_id: id,
      employer_name: 'Acme',
      wages: '30000',
      federal_income_tax: '5000',
    });
    const r = (await api.get(`/api/form1040/${id}/refund`)).json();
    expect(r.refund_amount).toBe('3381.00');
    const over = await api.post(`/api/form1040/${id}/refund`, { refund_applied_to_estimated_tax: '3381.01' });
    expect(over.json().error).toBe(REFUND_MSG.exceeds);
    const noBank = await api.post(`/api/form1040/${id}/refund`, { refund_applied_to_estimated_tax: '400' });
    expect(noBank.json().issues.map((i: { message: string }) => i.message)).toEqual([
      REFUND_MSG.routingRequired,
      REFUND_MSG.accountRequired,
    ]);
    const badAba = await api.post(`/api/form1040/${id}/refund`, {
      refund_routing_number: '011000016',
      refund_account_number: '12345678',
      refund_account_type: 'Checking',
    });
    expect(badAba.json().error).toBe(REFUND_MSG.routing);
    const ok = await api.post(`/api/form1040/${id}/refund`, {
      refund_applied_to_estimated_tax: '400',
      refund_routing_number: '011000015',
      refund_account_number: '12345678',
      refund_account_type: 'Checking',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ refund_amount: '3381.00', refund_requested: '2981.00' });
    // Stored encrypted: the raw row holds no account number in clear.
    const [row] = await t.db.db.select().from(form1040s).where(eq(form1040s.id, id));
    const raw = JSON.stringify(row!.data);
    expect(raw).not.toContain('12345678');
    expect(raw).not.toContain('123-45-6789');
    expect(raw).not.toContain('123456789');
  });

  it('encrypts dependent and W-2 SSNs at rest', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const id = await newReturn(t, me.auth);
    await api.post(`/api/form1040/${id}/dependents`, {
      first_name: 'A',
      last_name: 'B',
      relationship: 'son',
      ssn: '555667777',
    });
    await api.post('/api/w2/add', {
      form1040_id: id,
      employer_name: 'Acme',
      employee_ssn: '555668888',
      wages: '1',
    });
    const rows = await t.db.db.select().from(returnItems).where(eq(returnItems.form1040Id, id));
    const raw = JSON.stringify(rows.map((r) => r.data));
    expect(raw).not.toContain('555667777');
    expect(raw).not.toContain('555668888');
    expect((await api.get(`/api/form1040/${id}/dependents`)).json()[0].ssn).toBe('555667777');
  });
});

describe('who may see and change what', () => {
  it('another filer gets 404 for the return, its documents, and cannot write to it', async () => {
    const a = await filer(t);
    const b = await filer(t);
    const id = await newReturn(t, a.auth);
    const apiA = call(t, a.auth);
    await apiA.put(`/api/form1040/${id}/personal`, PERSONAL);
    const w2 = (
      await apiA.post('/api/w2/add', { form1040_id: id, employer_name: 'Acme', wages: '1' })
    ).json();
    const dep = (
      await apiA.post(`/api/form1040/${id}/dependents`, {
        first_name: 'A',
        last_name: 'B',
        relationship: 'son',
        ssn: '555667777',
      })
    ).json();
    const sa = (await apiA.post('/api/schedule_a', { form1040_id: id, medical_expenses: '1' })).json();
    const apiB = call(t, b.auth);
    for (const url of [
      `/api/form1040/${id}`,
      `/api/form1040/${id}/summary`,
      `/api/form1040/${id}/dependents`,
      `/api/w2/list/${id}`,
      `/api/form1040/${id}/refund`,
      `/api/form1040/${id}/schedules`,
      `/api/schedule_a/by-form/${id}`,
      `/api/form1040/${id}/identity`,
    ]) {
      const r = await apiB.get(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.body).not.toContain('Jane');
    }
    expect((await apiB.put(`/api/form1040/${id}/personal`, PERSONAL)).statusCode).toBe(404);
    expect((await apiB.put(`/api/w2/edit/${w2.id}`, { employer_name: 'Evil', wages: '1' })).statusCode).toBe(
      404,
    );
    expect(
      (
        await apiB.put(`/api/form1040/${id}/dependents/${dep.id}`, {
          first_name: 'X',
          last_name: 'Y',
          relationship: 'son',
          ssn: '123456789',
        })
      ).statusCode,
    ).toBe(404);
    expect((await apiB.del(`/api/schedule_a/${sa.id}`)).statusCode).toBe(404);
    expect((await apiB.post('/api/w2/add', { form1040_id: id, employer_name: 'Evil' })).statusCode).toBe(404);
    expect((await apiB.get('/api/dashboard')).json().form1040_list).toEqual([]);
    // Only administrators delete returns.
    expect((await apiA.del(`/api/form1040/${id}`)).statusCode).toBe(403);
  });

  it('a preparer starts a return for a filer and every access is audited', async () => {
    const f = await filer(t);
    const p = await preparer(t);
    const id = await newReturn(t, p.auth, { filer_id: f.user.id });
    const api = call(t, p.auth);
    expect((await api.put(`/api/form1040/${id}/personal`, PERSONAL)).statusCode).toBe(200);
    expect((await api.get(`/api/form1040/${id}`)).json()).toMatchObject({
      user_id: f.user.id,
      prepared_by: p.user.id,
    });
    // The filer sees it as their own.
    expect(
      (await call(t, f.auth).get('/api/dashboard')).json().form1040_list.map((r: { id: number }) => r.id),
    ).toEqual([id]);
    const log = await t.db.db.select().from(auditLog).where(eq(auditLog.actorId, p.user.id));
    const actions = log.map((l) => l.action);
    expect(actions).toContain('form1040.create');
    expect(actions).toContain('form1040.personal');
    expect(actions).toContain('form1040.read');
    expect(log.every((l) => l.target === `form1040:${id}`)).toBe(true);
    // The preparer's list names whose return each one is (asked last: its audit entry names
    // several returns, not this one).
    const mine = (await api.get('/api/form1040/list?page_size=100')).json().forms;
    expect(mine.find((r: { id: number }) => r.id === id)).toMatchObject({ id, username: f.user.username });
  });

  it('preparers can look up filers; filers cannot', async () => {
    const f = await filer(t);
    const p = await preparer(t);
    const found = (await call(t, p.auth).get(`/api/filers?search=${f.user.username}`)).json();
    expect(found).toEqual([expect.objectContaining({ id: f.user.id, username: f.user.username })]);
    expect((await call(t, f.auth).get('/api/filers')).statusCode).toBe(403);
  });

  it('a preparer without a profile cannot start returns; a filer gets one return a year', async () => {
    const f = await filer(t);
    await newReturn(t, f.auth);
    const again = await t.app.inject({ method: 'POST', url: '/api/form1040', headers: f.auth, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You have already filed your tax for this year.');
  });
});

describe('concurrent edits', () => {
  it('a stale version gets 409; a client that sends none keeps working', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const id = await newReturn(t, me.auth);
    const v0 = (await api.get(`/api/form1040/${id}`)).json().version;
    const first = await api.put(`/api/form1040/${id}/personal`, { ...PERSONAL, version: v0 });
    expect(first.statusCode).toBe(200);
    const stale = await api.put(`/api/form1040/${id}/personal`, {
      ...PERSONAL,
      first_name: 'Other',
      version: v0,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(/changed in another tab/);
    const viaHeader = await api.put(`/api/form1040/${id}/personal`, PERSONAL, { 'if-match': `"${v0}"` });
    expect(viaHeader.statusCode).toBe(409);
    expect(
      (await api.put(`/api/form1040/${id}/personal`, { ...PERSONAL, first_name: 'Latest' })).statusCode,
    ).toBe(200);
    expect((await api.get(`/api/form1040/${id}`)).json().first_name).toBe('Latest');

    const w2 = (await api.post('/api/w2/add', { form1040_id: id, employer_name: 'Acme', wages: '1' })).json();
    expect(
      (await api.put(`/api/w2/edit/${w2.id}`, { employer_name: 'B', version: w2.version })).statusCode,
    ).toBe(200);
    expect(
      (await api.put(`/api/w2/edit/${w2.id}`, { employer_name: 'C', version: w2.version })).statusCode,
    ).toBe(409);
  });
});
