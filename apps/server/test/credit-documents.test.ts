/**
 * The credit documents of issue 11 through the API: Form 1095-A (and the return's household facts
 * for Form 8962), the HSA (Form 8889), W-2 box 12, the 1099-G repayment and the 1099-R flags —
 * saved, reloaded, validated with clear messages (never a 500) and feeding the return. Figures
 * are hand computations from the 2024 Form 8962 and 8889 instructions, written beside them.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOX12_MSG, F1095A_MSG, HSA_MSG } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, lineOf, newReturn, PERSONAL, singleReturn, type Issues } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const issuesOf = (r: { json: <T>() => T }) =>
  Object.fromEntries(r.json<Issues>().issues.map((i) => [i.path, i.message]));
const month = (a: string, b: string, c: string) => ({
  enrollment_premium: a,
  slcsp_premium: b,
  advance_ptc: c,
});
type Summary = { lines: { key: string; value: string }[]; warnings: string[] };

describe('Form 1095-A, HSA and W-2 box 12 on a single return', () => {
  it('saves and reloads each, and the summary shows the credit and the deduction', async () => {
    const { id, api } = await singleReturn(t);
    const w2 = await api.post('/api/w2/add', {
      form1040_id: id,
      employer_name: 'Acme Corp',
      wages: '40000',
      box12: [
        { code: 'D', amount: '2000' },
        { code: '', amount: '' },
        { code: 'W', amount: '1000' },
      ],
    });
    expect(w2.statusCode).toBe(201);
    // The blank 12b row is left out; amounts come back exact.
    const w2s = (await api.get(`/api/w2/list/${id}`)).json<{ box12: unknown }[]>();
    expect(w2s[0]!.box12).toEqual([
      { code: 'D', amount: '2000.00' },
      { code: 'W', amount: '1000.00' },
    ]);

    const hsa = await api.post('/api/hsa', {
      form1040_id: id,
      coverage_by: 'year',
      coverage: 'self_only',
      contributions: '2000',
      distributions: '500',
      qualified_medical_expenses: '300',
    });
    expect(hsa.statusCode).toBe(201);
    const hsaId = hsa.json<{ id: number }>().id;
    expect((await api.get(`/api/hsa/${hsaId}`)).json()).toMatchObject({
      coverage: 'self_only',
      contributions: '2000.00',
      distributions: '500.00',
    });

    const f1095 = await api.post('/api/form1095_a', {
      form1040_id: id,
      issuer_name: 'Blue Marketplace Plan',
      policy_number: 'IL-123',
      coverage_start: '2024-01-01',
      coverage_end: '2024-12-31',
      monthly: Array.from({ length: 12 }, () => month('500', '600', '400')),
    });
    expect(f1095.statusCode).toBe(201);
    const list = (await api.get(`/api/form1040/${id}/form1095_a`)).json<{ monthly: unknown[] }[]>();
    expect(list).toHaveLength(1);
    expect(list[0]!.monthly[11]).toEqual({
      enrollment_premium: '500.00',
      slcsp_premium: '600.00',
      advance_ptc: '400.00',
    });

    const s = (await api.get(`/api/form1040/${id}/summary`)).json<Summary>();
    const line = (k: string) => lineOf(s, k);
    // Form 8889 (self-only all year): line 3 = 4,150; line 9 = code W 1,000; line 12 = 4,150 − 1,000
    // = 3,150; line 13 = smaller of line 2 (2,000) and 3,150 = 2,000 → Schedule 1 line 13.
    expect(line('f8889.l9')).toBe('1000.00');
    expect(line('schedule1.l13')).toBe('2000.00');
    // Line 16: distributions 500 − qualified expenses 300 = 200 taxable (Schedule 1 line 8f),
    // additional tax 20% × 200 = 40 (Schedule 2 line 17c; the filer is not 65 or disabled).
    expect(line('schedule1.l8f')).toBe('200.00');
    expect(line('schedule2.l17c')).toBe('40.00');
    // AGI = 40,000 + 200 − 2,000 = 38,200. Form 8962 (1 person, Illinois → 48-state table): line 4
    // 14,580; line 5 = 38,200 ÷ 14,580 = 262.0% → 262; line 7 (Table 2) = 0.04 + 0.02 × 12/50 =
    // 0.0448; line 8a = 38,200 × 0.0448 = 1,711.36 → 1,711. Same premiums all 12 months → line 11:
    // (b) 7,200 − (c) 1,711 = (d) 5,489; (e) = smaller of (a) 6,000 and 5,489 = 5,489; (f) 4,800.
    // Line 26 = 5,489 − 4,800 = 689 → Schedule 3 line 9.
    expect(line('f1040.l11')).toBe('38200.00');
    expect(line('f8962.l5')).toBe('262.00');
    expect(line('f8962.l8a')).toBe('1711.00');
    expect(line('f8962.l11e')).toBe('5489.00');
    expect(line('schedule3.l9')).toBe('689.00');
    expect(line('schedule2.l1a')).toBeUndefined();

    // Another filer can neither read nor change them.
    const other = call(t, (await filer(t)).auth);
    expect((await other.get(`/api/hsa/${hsaId}`)).statusCode).toBe(404);
    expect((await other.put(`/api/hsa/${hsaId}`, { coverage: 'family' })).statusCode).toBe(404);
    expect((await other.get(`/api/form1040/${id}/form1095_a`)).statusCode).toBe(404);
    expect((await other.post(`/api/form1040/${id}/premium_tax_credit`, {})).statusCode).toBe(404);

    // The documents list shows the new kinds (the sidebar).
    const schedules = (await api.get(`/api/form1040/${id}/schedules`)).json<Record<string, unknown[]>>();
    expect(schedules.form1095_a).toHaveLength(1);
    expect(schedules.hsa).toHaveLength(1);
  });

  it('a Hawaii filer repays advance payments up to the limit; the household facts are kept once', async () => {
    const auth = (await filer(t)).auth;
    const api = call(t, auth);
    const id = await newReturn(t, auth);
    await api.put(`/api/form1040/${id}/personal`, {
      ...PERSONAL,
      city: 'Honolulu',
      state: 'HI',
      zip_code: '96813',
    });
    await api.put(`/api/form1040/${id}/filing-status`, { filing_status: 'single' });
    await api.post('/api/w2/add', { form1040_id: id, employer_name: 'Aloha Inc', wages: '60400' });
    const f = await api.post('/api/form1095_a', {
      form1040_id: id,
      issuer_name: 'Island Health',
      amounts_by: 'annual',
      annual_enrollment_premium: '6000',
      annual_slcsp_premium: '6000',
      annual_advance_ptc: '5000',
    });
    expect(f.statusCode).toBe(201);
    let s = (await api.get(`/api/form1040/${id}/summary`)).json<Summary>();
    // The address state is Hawaii, so Table 1-3: line 4 = 16,770 (1 person). Line 5 = 60,400 ÷
    // 16,770 = 360.2% → 360; line 7 = 0.06 + 0.025 × 60/100 = 0.075; line 8a = 60,400 × 0.075 =
    // 4,530. Line 11: (d) 6,000 − 4,530 = 1,470 = (e); (f) 5,000. Line 27 excess = 3,530; Table 5
    // (300%–400%, single) limits the repayment to 1,575 → line 29 → Schedule 2 line 1a.
    expect(lineOf(s, 'f8962.l4')).toBe('16770.00');
    expect(lineOf(s, 'f8962.l8a')).toBe('4530.00');
    expect(lineOf(s, 'schedule2.l1a')).toBe('1575.00');
    expect(lineOf(s, 'schedule3.l9')).toBeUndefined();

    const facts = await api.post(`/api/form1040/${id}/premium_tax_credit`, {
      dependents_modified_agi: '1000',
      mfs_exception: false,
    });
    expect(facts.statusCode).toBe(201);
    const saved = (await api.get(`/api/form1040/${id}/premium_tax_credit`)).json<{ id: number }[]>();
    expect(saved).toEqual([expect.objectContaining({ dependents_modified_agi: '1000.00' })]);
    s = (await api.get(`/api/form1040/${id}/summary`)).json<Summary>();
    // Line 2b = 1,000, line 3 = 60,400 + 1,000 = 61,400.
    expect(lineOf(s, 'f8962.l2b')).toBe('1000.00');
    expect(lineOf(s, 'f8962.l3')).toBe('61400.00');
    const bad = await api.put(`/api/premium_tax_credit/${saved[0]!.id}`, { dependents_modified_agi: '-3' });
    expect(bad.statusCode).toBe(400);
    expect(issuesOf(bad)).toEqual({ dependents_modified_agi: 'Must be 0 or more' });
  });
});

describe('validation messages', () => {
  it('W-2 box 12: an unknown code, a half-filled row, a repeated code, five rows', async () => {
    const { id, api } = await singleReturn(t);
    const r = await api.post('/api/w2/add', {
      form1040_id: id,
      employer_name: 'Acme',
      box12: [
        { code: 'X', amount: '5' },
        { code: 'D', amount: '' },
        { code: '', amount: '10' },
        { code: 'W', amount: '-1' },
      ],
    });
    expect(r.statusCode).toBe(400);
    expect(issuesOf(r)).toEqual({
      'box12.0.code': BOX12_MSG.code,
      'box12.1.amount': BOX12_MSG.amountMissing,
      'box12.2.code': BOX12_MSG.codeMissing,
      'box12.3.amount': 'Must be 0 or more',
    });
    const dup = await api.post('/api/w2/add', {
      form1040_id: id,
      employer_name: 'Acme',
      box12: [
        { code: 'D', amount: '1' },
        { code: 'D', amount: '2' },
      ],
    });
    expect(issuesOf(dup)).toEqual({ box12: BOX12_MSG.duplicate('D') });
    const five = await api.post('/api/w2/add', {
      form1040_id: id,
      employer_name: 'Acme',
      box12: ['A', 'B', 'C', 'D', 'E'].map((code) => ({ code, amount: '1' })),
    });
    expect(issuesOf(five)).toEqual({ box12: BOX12_MSG.tooMany });
  });

  it('1095-A: a bad month amount, advance payments without a premium, dates, no month at all', async () => {
    const { id, api } = await singleReturn(t);
    const r = await api.post('/api/form1095_a', {
      form1040_id: id,
      issuer_name: '',
      coverage_start: '2024-06-01',
      coverage_end: '2024-02-30',
      monthly: [month('abc', '', ''), month('', '', '300'), month('500', '600', '')],
    });
    expect(r.statusCode).toBe(400);
    expect(issuesOf(r)).toEqual({
      issuer_name: F1095A_MSG.issuer,
      coverage_end: F1095A_MSG.date,
      'monthly.0.enrollment_premium': 'Enter a valid amount (up to 2 decimals)',
      'monthly.1.enrollment_premium': F1095A_MSG.advanceWithoutPremium,
    });
    const none = await api.post('/api/form1095_a', { form1040_id: id, issuer_name: 'X', monthly: [] });
    expect(issuesOf(none)).toEqual({ monthly: F1095A_MSG.noMonth });
    const order = await api.post('/api/form1095_a', {
      form1040_id: id,
      issuer_name: 'X',
      coverage_start: '2024-06-01',
      coverage_end: '2024-03-01',
      amounts_by: 'annual',
      annual_enrollment_premium: '100',
      annual_advance_ptc: '200',
    });
    expect(issuesOf(order)).toEqual({
      coverage_end: F1095A_MSG.endBeforeStart,
      annual_advance_ptc: F1095A_MSG.annualAdvance,
    });
    const thirteen = await api.post('/api/form1095_a', {
      form1040_id: id,
      issuer_name: 'X',
      monthly: Array.from({ length: 13 }, () => month('1', '1', '1')),
    });
    expect(issuesOf(thirteen)).toMatchObject({ monthly: F1095A_MSG.tooManyMonths });
  });

  it('HSA: coverage type, the last-month rule, rollovers above distributions', async () => {
    const { id, api } = await singleReturn(t);
    const r = await api.post('/api/hsa', {
      form1040_id: id,
      coverage_by: 'year',
      distributions: '100',
      rollovers_and_excess_withdrawn: '200',
    });
    expect(issuesOf(r)).toEqual({
      coverage: HSA_MSG.coverage,
      rollovers_and_excess_withdrawn: HSA_MSG.rollovers,
    });
    const months = Array.from({ length: 12 }, (_, i) => ({ coverage: i < 6 ? 'family' : 'none' }));
    const lm = await api.post('/api/hsa', {
      form1040_id: id,
      coverage_by: 'months',
      coverage_months: months,
      last_month_rule: true,
      contributions: '1000',
    });
    expect(issuesOf(lm)).toEqual({ last_month_rule: HSA_MSG.lastMonth });
    const noMonths = await api.post('/api/hsa', {
      form1040_id: id,
      coverage_by: 'months',
      coverage_months: [{ coverage: 'weekly' }],
      contributions: '1000',
    });
    // The month's own message, and (no month being covered) the one about contributions.
    expect(issuesOf(noMonths)).toEqual({
      'coverage_months.0.coverage': HSA_MSG.month,
      coverage_months: HSA_MSG.noCoverage,
    });
  });

  it('1099-G repayment above box 1; the 1099-R saver’s-credit flags are kept', async () => {
    const { id, api } = await singleReturn(t);
    const g = await api.post('/api/form1099g', {
      form1040_id: id,
      payer_name: 'State of Illinois',
      recipient_name: 'Jane Doe',
      unemployment_comp: '1000',
      repaid_in_2024: '1200',
    });
    expect(issuesOf(g)).toEqual({
      repaid_in_2024: 'The amount repaid cannot exceed the box 1 unemployment compensation.',
    });
    const ok = await api.post('/api/form1099g', {
      form1040_id: id,
      payer_name: 'State of Illinois',
      recipient_name: 'Jane Doe',
      unemployment_comp: '1000',
      repaid_in_2024: '400',
    });
    expect(ok.statusCode).toBe(201);
    // Schedule 1 line 7: 1,000 − 400 repaid in the same year = 600.
    const s = (await api.get(`/api/form1040/${id}/summary`)).json<Summary>();
    expect(lineOf(s, 'schedule1.l7')).toBe('600.00');
    const r = await api.post(`/api/form1040/${id}/1099r`, {
      payer_name: 'DFAS',
      recipient_name: 'Jane Doe',
      box1_gross_dist: '1000',
      box2a_taxable_amt: '1000',
      box7_distribution_codes: '7',
      military_retirement_plan: true,
      inherited_ira_nonspouse: false,
    });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ military_retirement_plan: true, inherited_ira_nonspouse: false });
  });

  it('odd input never gets a 500', async () => {
    const { id, api } = await singleReturn(t);
    const odd = fc.oneof(
      fc.string(),
      fc.constantFrom('\u0000', '😀'.repeat(300), 'x'.repeat(5000), '-0', '1e9', '99999999999999999'),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.anything(), { maxLength: 20 }),
      fc.dictionary(fc.string(), fc.anything()),
    );
    const routes: [string, string][] = [
      ['/api/form1095_a', 'monthly'],
      ['/api/form1095_a', 'annual_slcsp_premium'],
      ['/api/hsa', 'coverage_months'],
      ['/api/hsa', 'contributions'],
      ['/api/w2/add', 'box12'],
      [`/api/form1040/${id}/premium_tax_credit`, 'dependents_modified_agi'],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        odd,
        fc.array(odd, { maxLength: 3 }),
        async ([url, key], v, rows) => {
          const res = await api.post(url, {
            form1040_id: id,
            issuer_name: 'X',
            employer_name: 'A',
            [key]: v,
            ...(key === 'monthly' || key === 'box12' ? {} : { monthly: rows, box12: rows }),
          });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    expect((await api.get(`/api/hsa/99999999999999999999`)).statusCode).toBe(404);
    expect((await api.get(`/api/form1095_a/1%00`)).statusCode).toBeLessThan(500);
  });
});
