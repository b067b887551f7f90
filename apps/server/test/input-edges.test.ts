import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, REFUND_MSG, DESIGNEE_MSG } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, newReturn, PERSONAL } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const BIG = '2147483648'; // 2^31: one past PostgreSQL's integer range

describe('ids outside the integer range are not found, never 500', () => {
  it('in paths, bodies and the dashboard search', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    await newReturn(t, me.auth);
    for (const url of [
      `/api/form1040/${BIG}`,
      `/api/form1040/${BIG}/summary`,
      `/api/form1040/${BIG}/dependents`,
      `/api/w2/list/${BIG}`,
      `/api/form1040/99999999999999999999/income`,
    ]) {
      const r = await api.get(url);
      expect({ url, status: r.statusCode }).toEqual({ url, status: 404 });
    }
    for (const [url, payload] of [
      ['/api/w2/add', { form1040_id: BIG, employer_name: 'A' }],
      ['/api/schedule_a', { form1040_id: Number(BIG) }],
      ['/api/form1099', { form1040_id: BIG, payer_name: 'P', recipient_name: 'R', tin: '1', amount: '1' }],
    ] as const) {
      const r = await api.post(url, payload);
      expect({ url, status: r.statusCode }).toEqual({ url, status: 400 });
    }
    expect((await api.put(`/api/w2/edit/${BIG}`, { form1040_id: 1, employer_name: 'A' })).statusCode).toBe(
      404,
    );
    const search = await api.get(`/api/dashboard?search=${BIG}`);
    expect(search.statusCode).toBe(200);
    expect(search.json().form1040_list).toEqual([]);
    // A page number whose row offset would overflow the database's integer is refused up front.
    for (const url of ['/api/dashboard?page=1e20', '/api/form1040/list?page=99999999999999999999']) {
      const r = await api.get(url);
      expect({ url, status: r.statusCode }).toEqual({ url, status: 400 });
      expect(r.body).toContain('Page must be a whole number from 1 to 1,000,000');
    }
    expect((await api.get('/api/dashboard?page=1000000')).statusCode).toBe(200);
  });
});

describe('NUL bytes and unpaired surrogates are refused with 400 before the database', () => {
  it('in a login body, a query and a name', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'ad\u0000min', password: 'whatever1' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().error).toBe(MSG.badText);

    const me = await filer(t);
    const api = call(t, me.auth);
    const q = await api.get('/api/dashboard?search=%00');
    expect(q.statusCode).toBe(400);
    expect(q.json().error).toBe(MSG.badText);

    const id = await newReturn(t, me.auth);
    const name = await api.put(`/api/form1040/${id}/personal`, { ...PERSONAL, first_name: 'Jo\ud800' });
    expect(name.statusCode).toBe(400);
    expect(name.json().error).toBe(MSG.badText);
    // A real astral character (a surrogate pair) is fine.
    const ok = await api.put(`/api/form1040/${id}/personal`, { ...PERSONAL, first_name: 'Jo😀' });
    expect(ok.statusCode).toBe(200);
  });
});

describe('money at the 15-digit limit', () => {
  it('is stored and summed without overflowing any column', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const id = await newReturn(t, me.auth);
    await api.put(`/api/form1040/${id}/filing-status`, { filing_status: 'single' });
    const r = await api.put(`/api/form1040/${id}/income`, {
      taxable_interest: '999999999999999.99',
      dividends: '999999999999999.99',
      other_income: '999999999999999.99',
    });
    expect(r.statusCode).toBe(200);
    // A document's box stops below $10 billion (issue 22 item 12): no W-2 carries more.
    const tooMuch = await api.post('/api/w2/add', {
      form1040_id: id,
      employer_name: 'Huge Co',
      wages: '999999999999999.99',
    });
    expect(tooMuch.statusCode).toBe(400);
    const w2 = await api.post('/api/w2/add', {
      form1040_id: id,
      employer_name: 'Huge Co',
      wages: '9999999999.99',
      federal_income_tax: '9999999999.99',
    });
    expect(w2.statusCode).toBe(201);
    const list = (await api.get('/api/dashboard')).json().form1040_list;
    // AGI = 3 x 999,999,999,999,999.99 + 9,999,999,999.99, whole-dollar rounding aside: 16 digits.
    expect(list[0].taxable_income.replace(/\.\d+$/, '').length).toBeGreaterThanOrEqual(16);
    const tooBig = await api.put(`/api/form1040/${id}/income`, { taxable_interest: '1000000000000000' });
    expect(tooBig.statusCode).toBe(400);
  });
});

describe('the email check is linear', () => {
  it('a 1 MB email answers at once: too large, or not an email', async () => {
    const started = performance.now();
    const send = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/request-password-reset', payload: { email } });
    // Text past the limit reaches the email's check cut to 10,001 characters: its own message.
    for (const evil of [`a@${'.'.repeat(9_000)}@`, `a@${'.'.repeat(200_000)}@`]) {
      const r = await send(evil);
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toBe(MSG.email);
    }
    // Past the body limit (256 KB) the body is not even parsed.
    const big = await send(`${'a'.repeat(1_000_000)}@b.c`);
    expect(big.statusCode).toBe(413);
    // Before the fix the 200 KB call alone took about 24 s (quadratic backtracking).
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('text past the limit is never kept, even where the schema would let it through', async () => {
    const me = await filer(t);
    const id = await newReturn(t, me.auth);
    const r = await t.app.inject({
      method: 'PUT',
      url: `/api/form1040/${id}/digital-assets`,
      headers: me.auth,
      payload: { digital_assets: false, remark: 'x'.repeat(20_000) },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      error: MSG.textTooLong,
      issues: [{ path: 'remark', message: MSG.textTooLong }],
    });
  });
});

describe('spec 000 calls as an API client sends them (issue 13)', () => {
  it('a filing status that is missing or null is asked for, not taken as married filing jointly', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const id = await newReturn(t, me.auth);
    for (const body of [{}, { filing_status: null }, { filing_status: '' }]) {
      const r = await api.put(`/api/form1040/${id}/filing-status`, body);
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toBe('Please select a filing status.');
    }
  });

  it('computed fields sent to income, taxes, credits and payments are listed as ignored, with their source', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const id = await newReturn(t, me.auth);
    const income = await api.put(`/api/form1040/${id}/income`, {
      wages: '50000',
      social_security_benefits: '1000',
      taxable_interest: '10',
    });
    expect(income.statusCode).toBe(200);
    expect(income.json().ignored.map((i: { field: string }) => i.field)).toEqual([
      'wages',
      'social_security_benefits',
    ]);
    expect(income.json().ignored[0].reason).toMatch(/W-2/);
    expect(income.json().wages).toBe('0.00');

    const taxes = await api.put(`/api/form1040/${id}/taxes`, { federal_tax: '123' });
    expect(taxes.json().ignored).toEqual([
      { field: 'federal_tax', reason: expect.stringMatching(/line 16/) },
    ]);
    const credits = await api.put(`/api/form1040/${id}/credits`, {
      child_tax_credit: '2000',
      other_schedule_3_amount: '5',
    });
    expect(credits.json().ignored.map((i: { field: string }) => i.field)).toEqual(['child_tax_credit']);
    const payments = await api.put(`/api/form1040/${id}/payments`, {
      w2_withheld: '100',
      estimated_payments: '200',
    });
    expect(payments.json().ignored.map((i: { field: string }) => i.field)).toEqual(['w2_withheld']);
    expect(payments.json().estimated_payments).toBe('200.00');

    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = (path: string) =>
      doc.paths[path].put.requestBody.content['application/json'].schema.properties;
    expect(body('/api/form1040/{id}/income').wages.readOnly).toBe(true);
    expect(body('/api/form1040/{id}/income').taxable_interest.readOnly).toBeUndefined();
    expect(body('/api/form1040/{id}/taxes').federal_tax.readOnly).toBe(true);
    expect(body('/api/form1040/{id}/payments').w2_withheld.readOnly).toBe(true);
    expect(body('/api/form1040/{id}/payments').estimated_payments.readOnly).toBeUndefined();
  });

  it("length limits answer the spec's own messages", async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const id = await newReturn(t, me.auth);
    const acct = await api.post(`/api/form1040/${id}/refund`, {
      refund_routing_number: '011000015',
      refund_account_number: '12345678901234567890',
      refund_account_type: 'Checking',
    });
    expect(acct.statusCode).toBe(400);
    expect(acct.json().error).toBe(REFUND_MSG.account);
    const routing = await api.post(`/api/form1040/${id}/refund`, { refund_routing_number: '0110000150' });
    expect(routing.json().error).toBe(REFUND_MSG.routing);
    const pin = await api.post(`/api/form1040/${id}/third-party`, {
      third_party_designee: true,
      designee_name: 'Pat',
      designee_phone: '5551234567',
      designee_pin: '123456',
    });
    expect(pin.json().error).toBe(DESIGNEE_MSG.pin);
    const phone = await api.post(`/api/form1040/${id}/third-party`, {
      third_party_designee: true,
      designee_name: 'Pat',
      designee_phone: '555123456789012345678',
      designee_pin: '12345',
    });
    expect(phone.json().error).toBe(DESIGNEE_MSG.phone);
    const desc = await api.put(`/api/form1040/${id}/adjustments`, {
      adjustments_to_income: '10',
      adjustment_description: 'x'.repeat(501),
    });
    expect(desc.json().error).toBe('Description must be at most 500 characters');
  });
});

describe('dependent relationships', () => {
  it('are a fixed list; former free text is mapped, anything else refused', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const id = await newReturn(t, me.auth);
    const dep = (relationship: unknown) =>
      api.post(`/api/form1040/${id}/dependents`, {
        first_name: 'Kim',
        last_name: 'Doe',
        ssn: '987654321',
        relationship,
      });
    const mapped = await dep('Step-Daughter');
    expect(mapped.statusCode).toBe(201);
    expect(mapped.json().relationship).toBe('stepchild');
    expect((await dep('half sister')).json().relationship).toBe('half sister');
    const unknown = await dep('buddy');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Choose a relationship from the list.');
    expect((await dep('')).json().error).toBe('Relationship is required');
    expect((await dep(null)).json().error).toBe('Relationship is required');
  });
});
