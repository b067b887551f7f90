/**
 * Spec 001 information returns through the API: each kind saved, validated with the spec's
 * messages, owned, and feeding the return. Figures are hand computations from the 2024 Form 1040
 * instructions, written beside each assertion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, lineOf, singleReturn as newSingleReturn } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PAYER = {
  payer_name: 'State of Illinois',
  payer_tin: '36-1234567',
  payer_address: '33 S State St',
  payer_city_state_zip: 'Chicago, IL 60603',
  recipient_name: 'Jane Doe',
  recipient_tin: '123-45-6789',
  recipient_address: '1 Main St',
  recipient_city_state_zip: 'Springfield, IL 62701',
};

/** A new filer's single return (one return per filer and year). */
const singleReturn = () => newSingleReturn(t);
const line = lineOf;

describe('1099-G', () => {
  it('gives the spec’s messages', async () => {
    const { id, api } = await singleReturn();
    const r = await api.post('/api/form1099g', {
      form1040_id: id,
      payer_name: '',
      payer_tin: '12',
      payer_address: 'abc',
      payer_city_state_zip: 'Chicago IL',
      payer_phone: '123',
      tax_year: '20x4',
      state_tax_refund: '-5',
      state_id_no: 'IL-1',
    });
    expect(r.statusCode).toBe(400);
    const issues = Object.fromEntries(
      r.json<{ issues: { path: string; message: string }[] }>().issues.map((i) => [i.path, i.message]),
    );
    expect(issues).toMatchObject({
      payer_name: 'Payer name is required',
      payer_tin: 'TIN must be 9 digits',
      payer_address: 'Address seems too short',
      payer_city_state_zip: 'Use “City, ST 12345” format',
      payer_phone: 'Phone must be 10–15 digits',
      tax_year: 'Enter a valid 4-digit year',
      state_tax_refund: 'Must be 0 or more',
    });
    const r2 = await api.post('/api/form1099g', {
      form1040_id: id,
      ...PAYER,
      state_tax_refund: '300',
      state_id_no: 'X1',
    });
    const m2 = r2.json<{ issues: { path: string; message: string }[] }>().issues.map((i) => i.message);
    expect(m2).toEqual(
      expect.arrayContaining([
        'State is required when Box 10b or 11 is filled',
        'Enter the tax year for Box 2',
      ]),
    );
    const r3 = await api.post('/api/form1099g', { form1040_id: id, ...PAYER });
    expect(r3.json<{ issues: { message: string }[] }>().issues.map((i) => i.message)).toEqual([
      'Enter at least one non-zero amount.',
    ]);
  });

  it('an unemployed filer: unemployment on Schedule 1 line 7, withholding on 25b', async () => {
    const { id, api } = await singleReturn();
    await api.post('/api/w2/add', {
      form1040_id: id,
      employer_name: 'Acme',
      wages: '20000',
      federal_income_tax: '1500',
    });
    const r = await api.post('/api/form1099g', {
      form1040_id: id,
      ...PAYER,
      unemployment_comp: '12000',
      fed_tax_withheld: '1200',
    });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ message: 'Form 1099-G submitted successfully.', tax_year: 2024 });
    const list = (await api.get(`/api/form1040/${id}/form1099g`)).json<
      { id: number; recipient_tin: string }[]
    >();
    expect(list).toHaveLength(1);
    // The sidebar's documents list it, without the recipient's SSN.
    const docs = (await api.get(`/api/form1040/${id}/schedules`)).json();
    expect(docs.form1099_g).toEqual([
      expect.objectContaining({
        id: list[0]!.id,
        payer_name: 'State of Illinois',
        unemployment_comp: '12000.00',
      }),
    ]);
    expect(docs.form1099_g[0].recipient_tin).toBeUndefined();
    const s = (await api.get(`/api/form1040/${id}/summary`)).json();
    // AGI 20,000 + 12,000 = 32,000; taxable 32,000 − 14,600 = 17,400.
    // Tax Table 17,400–17,450 single: 1,160 + 12% × (17,425 − 11,600) = 1,160 + 699 = 1,859.
    // Payments 1,500 + 1,200 = 2,700 → refund 841.
    expect(line(s, 'schedule1.l7')).toBe('12000.00');
    expect(s.agi).toBe('32000.00');
    expect(s.total_tax).toBe('1859.00');
    expect(line(s, 'f1040.l25b')).toBe('1200.00');
    expect(s.refund).toBe('841.00');
    // Edit, then delete: the figures follow.
    const upd = await api.put(`/api/form1099g/${list[0]!.id}`, {
      ...PAYER,
      unemployment_comp: '10000',
      fed_tax_withheld: '1200',
    });
    expect(upd.json()).toMatchObject({
      message: 'Form 1099-G updated successfully.',
      version: r.json().version + 1,
    });
    expect((await api.get(`/api/form1040/${id}/summary`)).json().agi).toBe('30000.00');
    expect((await api.del(`/api/form1099g/${list[0]!.id}`)).json()).toEqual({
      message: `Deleted 1099-G #${list[0]!.id}.`,
    });
    expect((await api.get(`/api/form1040/${id}/summary`)).json().agi).toBe('20000.00');
  });
});

describe('SSA-1099 and 1099-R', () => {
  it('a retiree: the benefits worksheet taxes 11,300 of 24,000', async () => {
    const { id, api } = await singleReturn();
    await api.put(`/api/form1040/${id}/identity`, { dob: '1958-05-01' });
    await api.put(`/api/form1040/${id}/standard-deduction`, { taxpayer_over_65: true });
    const ssa = await api.post(`/api/form1040/${id}/ssa1099`, {
      recipient: 'taxpayer',
      recipient_ssn: '123456789',
      box3_benefits_paid: '24000',
      box6_voluntary_federal_withheld: '600',
    });
    expect(ssa.statusCode).toBe(201);
    expect(ssa.json()).toMatchObject({
      payer_name: 'Social Security Administration',
      box3_benefits_paid: '24000.00',
    });
    const r = await api.post(`/api/form1040/${id}/1099r`, {
      ...PAYER,
      payer_name: 'Fidelity',
      box1_gross_dist: '30000',
      box2a_taxable_amt: '30000',
      box4_fed_tax_withheld: '3000',
      box7_distribution_codes: '7',
      states: [
        { box14_state_tax_withheld: '600', box15_state_payer_no: 'IL 123' },
        { box14_state_tax_withheld: '', box18_locality_name: '' },
      ],
    });
    expect(r.statusCode).toBe(201);
    // The empty second state row is dropped and the rows are numbered.
    expect(r.json().states).toEqual([
      expect.objectContaining({ row_index: 1, box14_state_tax_withheld: '600.00' }),
    ]);
    const s = (await api.get(`/api/form1040/${id}/summary`)).json();
    // Worksheet (single): half of benefits 12,000 + other income 30,000 = 42,000; over 25,000 by 17,000;
    // 9,000 band → 4,500; 85% of (17,000 − 9,000) = 6,800; 4,500 + 6,800 = 11,300 < 85% × 24,000.
    // AGI 41,300; standard 14,600 + 1,950 (65 or older) = 16,550; taxable 24,750.
    // Tax Table 24,750–24,800: 1,160 + 12% × (24,775 − 11,600) = 2,741. Payments 3,000 + 600 → refund 859.
    expect(line(s, 'f1040.l6a')).toBe('24000.00');
    expect(line(s, 'f1040.l6b')).toBe('11300.00');
    expect(line(s, 'f1040.l5b')).toBe('30000.00');
    expect(s.taxable_income).toBe('24750.00');
    expect(s.total_tax).toBe('2741.00');
    expect(s.refund).toBe('859.00');
  });

  it('1099-R and 1099-INT lists offer a prefill: the filer as recipient, the latest payer', async () => {
    const { id, api } = await singleReturn();
    expect((await api.get(`/api/form1040/${id}/1099r`)).json()).toEqual([]);
    const first = (await api.get(`/api/form1040/${id}/1099r?with_prefill=1`)).json();
    expect(first).toEqual({
      items: [],
      prefill: {
        default_recipient: {
          recipient_name: 'Jane Doe',
          recipient_tin: '123456789',
          recipient_address: '1 Main St',
          recipient_street: '1 Main St',
          recipient_city_state_zip: 'Springfield, IL 62701',
        },
        payer: null,
      },
    });
    const r = await api.post(`/api/form1040/${id}/1099r`, {
      ...PAYER,
      box1_gross_dist: '1000',
      box2a_taxable_amt: '1000',
      box7_distribution_codes: '7',
    });
    expect(r.statusCode).toBe(201);
    const next = (await api.get(`/api/form1040/${id}/1099r?with_prefill=1`)).json();
    expect(next.items).toHaveLength(1);
    expect(next.prefill.payer).toMatchObject({ payer_name: 'State of Illinois', payer_tin: '361234567' });
    // 1099-DIV has no prefill: the query changes nothing.
    expect((await api.get(`/api/form1040/${id}/1099div?with_prefill=1`)).json()).toEqual([]);
  });

  it('1099-R rules: codes required, at most 10 characters, percentage 0–100, two state rows', async () => {
    const { id, api } = await singleReturn();
    const bad = await api.post(`/api/form1040/${id}/1099r`, {
      ...PAYER,
      box1_gross_dist: '100',
      box9a_your_pct_total_dist: '120',
      box11_first_year_roth: '99',
      states: [
        { box14_state_tax_withheld: '1' },
        { box14_state_tax_withheld: '2' },
        { box14_state_tax_withheld: '3' },
      ],
    });
    const msgs = bad.json<{ issues: { path: string; message: string }[] }>().issues.map((i) => i.message);
    expect(msgs).toEqual(
      expect.arrayContaining([
        'Distribution code(s) required (Box 7)',
        'Percentage must be 0–100',
        'Enter a 4-digit year',
        'At most 2 state/local rows.',
      ]),
    );
    const long = await api.post(`/api/form1040/${id}/1099r`, {
      ...PAYER,
      box1_gross_dist: '100',
      box7_distribution_codes: '12345678901',
    });
    expect(long.json().issues[0].message).toBe('Max 10 characters');
  });
});

describe('1099-INT and 1099-DIV', () => {
  it('an investor: interest, qualified dividends and capital gain distributions', async () => {
    const { id, api } = await singleReturn();
    await api.post('/api/w2/add', {
      form1040_id: id,
      employer_name: 'Acme',
      wages: '60000',
      federal_income_tax: '7000',
    });
    const int = await api.post(`/api/form1040/${id}/1099int`, {
      ...PAYER,
      payer_name: 'First Bank',
      payer_street: '1 Bank Plaza',
      recipient_street: '1 Main St',
      box1_interest_income: '2000',
      box8_tax_exempt_interest: '100',
      box9_private_activity_bond_interest: '50',
    });
    expect(int.statusCode).toBe(201);
    // The spec's nested read shape beside the flat fields.
    expect(int.json()).toMatchObject({
      payer: { name: 'First Bank', street: '1 Bank Plaza' },
      boxes: { '1': '2000.00', '8': '100.00' },
    });
    const div = await api.post(`/api/form1040/${id}/1099div`, {
      ...PAYER,
      payer_name: 'Index Fund',
      box1a_ordinary_dividends: '5000',
      box1b_qualified_dividends: '4000',
      box2a_total_capital_gain: '1000',
    });
    expect(div.statusCode).toBe(201);
    const s = (await api.get(`/api/form1040/${id}/summary`)).json();
    // AGI 60,000 + 2,000 + 5,000 + 1,000 = 68,000; taxable 53,400.
    // QDCGT worksheet: 4,000 + 1,000 = 5,000 at 15% (ordinary 48,400 is above the 47,025 0% limit) = 750;
    // Tax Table on 48,400 (48,400–48,450): 5,426 + 22% × (48,425 − 47,150) = 5,706.50 → 5,707. Total 6,457.
    expect(line(s, 'f1040.l2a')).toBe('100.00');
    expect(line(s, 'f1040.l2b')).toBe('2000.00');
    expect(line(s, 'f1040.l3a')).toBe('4000.00');
    expect(line(s, 'f1040.l3b')).toBe('5000.00');
    expect(line(s, 'f1040.l7')).toBe('1000.00');
    expect(s.agi).toBe('68000.00');
    expect(line(s, 'f1040.l16')).toBe('6457.00');
    // The Income step shows the same lines, taken from the documents.
    const income = (await api.get(`/api/form1040/${id}/income`)).json();
    expect(income.computed).toMatchObject({
      line_2a: '100.00',
      line_2b: '2000.00',
      line_3a: '4000.00',
      line_3b: '5000.00',
      line_7: '1000.00',
    });
  });

  it('box 9 cannot exceed box 8', async () => {
    const { id, api } = await singleReturn();
    const r = await api.post(`/api/form1040/${id}/1099int`, {
      ...PAYER,
      box8_tax_exempt_interest: '10',
      box9_private_activity_bond_interest: '50',
      payer_street: 'ab',
    });
    const issues = r.json<{ issues: { path: string; message: string }[] }>().issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'box9_private_activity_bond_interest', message: 'Box 9 cannot exceed Box 8' },
        { path: 'payer_street', message: 'Street seems too short' },
      ]),
    );
  });
});

describe('ownership', () => {
  it('another filer’s records are not found, and cannot be listed, changed or deleted', async () => {
    const { id, api } = await singleReturn();
    const g = await api.post('/api/form1099g', { form1040_id: id, ...PAYER, unemployment_comp: '10' });
    const other = call(t, (await filer(t)).auth);
    expect((await other.get(`/api/form1040/${id}/form1099g`)).statusCode).toBe(404);
    expect((await other.get(`/api/form1099g/${g.json().id}`)).statusCode).toBe(404);
    expect(
      (await other.put(`/api/form1099g/${g.json().id}`, { ...PAYER, unemployment_comp: '1' })).statusCode,
    ).toBe(404);
    expect((await other.del(`/api/form1099g/${g.json().id}`)).statusCode).toBe(404);
    expect(
      (await other.post('/api/form1099g', { form1040_id: id, ...PAYER, unemployment_comp: '1' })).statusCode,
    ).toBe(404);
    expect((await api.get(`/api/form1099g/${g.json().id}`)).statusCode).toBe(200);
  });
});
