/**
 * A full California resident return through the API — prefill, required information, exemptions,
 * dependents, a contribution, Schedule CA review, preflight, ensure, submit — accepted with its
 * figures checked against a hand computation; a rejected one with its reasons; the lock after
 * acceptance and ownership of the submission calls; the OpenAPI entries of every California 540
 * call and a property-based run of hostile input over them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CA_MSG } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { signCalifornia } from './helpers/signature';
import { call, filer, newReturn } from './helpers/returns';
import { californiaReturn, RENTER_ANSWERS } from './helpers/california';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Api = ReturnType<typeof call>;
const url = (id: number, tail = '') => `/api/form1040/${id}/ca/540${tail}`;

/** Single Sacramento renter: W-2 wages 45,000 (CA wages 45,000, CA withholding 2,500), one son. */
const residentReturn = () => californiaReturn(t);

/** Creates the Schedule CA with its default lines and saves it unchanged: the review. */
async function reviewScheduleCa(api: Api, id: number) {
  const created = await api.post('/api/ca/schedule_ca', { form1040_id: id, tax_year: 2024 });
  expect(created.statusCode).toBeLessThan(300);
  const saved = await api.put(`/api/ca/schedule_ca/${created.json().id}/lines`, {});
  expect(saved.statusCode).toBe(200);
}

describe('a resident return, accepted', () => {
  it('goes from prefill to an accepted submission with the hand-computed figures', async () => {
    const { id, api } = await residentReturn();
    const pre = await api.post(url(id, '/prefill'), {});
    expect(pre.statusCode).toBe(200);

    const info = await api.put(`/api/form1040/${id}/ca/required-info`, RENTER_ANSWERS);
    expect(info.statusCode).toBe(200);
    expect(info.json().ready).toBe(true);
    // 2024 renter's credit: single, CA AGI 45,000 not over the 52,421 limit.
    expect(info.json().renter_credit).toEqual({
      agi_limit: '52421.00',
      ca_agi: '45000.00',
      likely_eligible: true,
    });

    const ex = await api.put(url(id, '/exemptions'), { personal_exemptions_n: 1 });
    expect(ex.json().exemptions_total_amt).toBe('610.00');
    expect((await api.get(url(id, '/dependents'))).json().data).toHaveLength(1);
    const c = await api.post(url(id, '/contributions'), { code: 400, amount: '10' });
    expect(c.json().total).toBe('10.00');

    const before = await api.get(url(id, '/preflight'));
    expect(before.json().ok).toBe(false);
    expect(before.json().missing.map((m: { code: string }) => m.code)).toEqual(['SCH_CA']);
    await reviewScheduleCa(api, id);
    expect((await api.get(url(id, '/preflight'))).json()).toEqual({ ok: true, missing: [] });

    const ensured = await api.post(`/api/state/ensure/ca540/${id}`, {});
    expect(ensured.statusCode).toBe(200);
    const sub = ensured.json();
    expect(sub).toMatchObject({ form1040_id: id, status: 'Pending', ack_id: null, submitted_at: null });
    // Ensure again: the same submission.
    expect((await api.post(`/api/state/ensure/ca540/${id}`, {})).json().id).toBe(sub.id);

    await signCalifornia(api, id);
    const submitted = await api.post(`/api/state/submit/${sub.id}`, {});
    expect(submitted.statusCode).toBe(200);
    const s = submitted.json();
    expect(s.status).toBe('Accepted');
    expect(s.message).toBe(CA_MSG.submitSucceeded);
    expect(s.submission.ack_id).toMatch(/^CA2024\d{11}$/);
    expect(Date.parse(s.submission.submitted_at)).not.toBeNaN();
    expect(s.submission.errors).toEqual([]);

    // Hand computation, 2024 Form 540 (single, one dependent, renter):
    //   line 13 federal AGI 45,000; no Schedule CA adjustments → line 17 CA AGI 45,000
    //   line 18 standard deduction 5,540 → line 19 taxable income 39,460
    //   line 31 Tax Table row 39,451–39,550 (midpoint 39,500), Schedule X:
    //           402.42 + 4% × (39,500 − 25,499) = 962.46 → 962
    //   line 32 exemption credits: 1 personal × 149 + 1 dependent × 461 = 610 (AGI under 244,857)
    //   line 33 = 962 − 610 = 352; line 35 = 352
    //   line 46 renter's credit 60 (single, AGI ≤ 52,421, rented half the year, no homeowner's exemption)
    //   line 47 = 60; line 48 = 352 − 60 = 292
    //   line 61 AMT 0 (AMTI 39,460 under the 90,048 exemption); line 62 0 (under 1,000,000)
    //   line 64 total tax 292
    //   line 71 withholding 2,500 (W-2 box 17, CA); line 75 CalEITC 0 (earned income over 31,950)
    //   line 78 total payments 2,500
    //   line 97 overpaid 2,500 − 292 = 2,208; line 99 2,208
    //   line 110 contributions 10 → line 115 refund 2,208 − 10 = 2,198
    const d = (await api.get(url(id))).json().data;
    expect(d.ca_agi).toBe('45000.00');
    expect(d.line18_deductions).toBe('5540.00');
    expect(d.taxable_income).toBe('39460.00');
    expect(d.line31_tax).toBe('962.00');
    expect(d.line32_exemption_credits).toBe('610.00');
    expect(d.line33_tax_minus_exempt).toBe('352.00');
    expect(d.line35_total).toBe('352.00');
    expect(d.renters_credit).toBe('60.00');
    expect(d.total_nonref_credits).toBe('60.00');
    expect(d.line48_tax_after_credits).toBe('292.00');
    expect(d.amt_540).toBe('0.00');
    expect(d.mental_health_tax).toBe('0.00');
    expect(d.line64_total_tax).toBe('292.00');
    expect(d.ca_withholding).toBe('2500.00');
    expect(d.ca_eitc).toBe('0.00');
    expect(d.line78_total_payments).toBe('2500.00');
    expect(d.overpaid_tax).toBe('2208.00');
    expect(d.overpaid_available).toBe('2208.00');
    expect(d.contributions_total).toBe('10.00');
    expect(d.tax_due).toBe('0.00');
    expect(d.amount_you_owe).toBe('0.00');
    expect(d.refund_or_no_amount_due).toBe('2198.00');

    const summary = (await api.get(url(id, '/summary?recompute=1'))).json();
    expect(summary).toEqual({
      filed: true,
      efileStatus: 'Accepted',
      ca_agi: '45000.00',
      taxable_income: '39460.00',
      total_tax: '292.00',
      total_payments: '2500.00',
      refund: '2198.00',
      refundAmount: '2198.00',
      amount_owed: '0.00',
      amountOwed: '0.00',
      refundOrOwed: '2198.00',
      preflight_ok: true,
    });

    // Accepted is final: submitting again is 409, and so is every California write
    // (california-accepted.test.ts has every route and the reopening).
    const again = await api.post(`/api/state/submit/${sub.id}`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(CA_MSG.alreadyAccepted);
    const writes = [
      await api.post(url(id), { filing_status: 'S', est_payments: '1' }),
      await api.post(url(id, '/prefill'), {}),
      await api.put(url(id, '/exemptions'), { personal_exemptions_n: 0 }),
      await api.post(url(id, '/dependents'), { first_name: 'A', last_name: 'B' }),
      await api.post(url(id, '/contributions'), { amount: '1' }),
      await api.put(`/api/form1040/${id}/ca/required-info`, RENTER_ANSWERS),
      await api.post('/api/ca/540nr', { form1040_id: id, residency_status: 'nonresident' }),
    ];
    for (const w of writes) {
      expect(w.statusCode).toBe(409);
      expect(w.json().error).toBe(CA_MSG.acceptedLocked);
    }
    expect((await api.post(`/api/state/ensure/ca540/${id}`, {})).json().status).toBe('Accepted');
  });
});

describe('a rejected submission', () => {
  it('lists the readiness items and the FTB-style reasons, and accepts once they are fixed', async () => {
    const auth = (await filer(t)).auth;
    const api = call(t, auth);
    const id = await newReturn(t, auth);
    const sub = (await api.post(`/api/state/ensure/ca540/${id}`, {})).json();
    await signCalifornia(api, id);
    const first = (await api.post(`/api/state/submit/${sub.id}`, {})).json();
    expect(first.status).toBe('Rejected');
    expect(first.message).toBe(CA_MSG.submitFailed);
    expect(first.submission.errors.map((e: { code: string }) => e.code)).toEqual([
      'FTB_INFO',
      'CA540_INIT',
      'NO_CASE',
      'SCH_CA',
    ]);

    // A 540 without an SSN or a name, half an address and a routing number failing the ABA
    // checksum (1·3+2·7+3·1+4·3+5·7+6·1+7·3+8·7+9·1 = 159, not a multiple of 10).
    await api.post(url(id), {
      filing_status: 'S',
      state: 'CA',
      street: '1 Main St',
      dd1_routing: '123456789',
      dd1_account: '12345678',
    });
    await api.put(`/api/form1040/${id}/ca/required-info`, RENTER_ANSWERS);
    await reviewScheduleCa(api, id);
    await signCalifornia(api, id);
    const second = (await api.post(`/api/state/submit/${sub.id}`, {})).json();
    expect(second.status).toBe('Rejected');
    expect(second.submission.ack_id).toBeNull();
    expect(second.submission.errors).toEqual([
      { code: 'F540-001', message: "The primary taxpayer's SSN or ITIN is missing or not 9 digits." },
      { code: 'F540-002', message: "The primary taxpayer's first and last name are required." },
      {
        code: 'F540-005',
        message: 'The mailing address is incomplete: street, city, state and ZIP code are required.',
      },
      {
        code: 'F540-DD1R',
        message: 'Direct deposit 1: the routing number is invalid (ABA checksum failed).',
      },
    ]);
    expect((await api.get(url(id, '/summary'))).json().efileStatus).toBe('Rejected');

    await api.post(url(id), {
      filing_status: 'S',
      first_name: 'Jane',
      last_name: 'Doe',
      ssn_itin: '123456789',
      city: 'Sacramento',
      zip_code: '95814',
      dd1_routing: '011000015',
    });
    await signCalifornia(api, id);
    const third = (await api.post(`/api/state/submit/${sub.id}`, {})).json();
    expect(third.status).toBe('Accepted');
  });

  it('answers 404 to another filer and to unknown or malformed submission ids', async () => {
    const { id, api } = await residentReturn();
    const sub = (await api.post(`/api/state/ensure/ca540/${id}`, {})).json();
    const other = call(t, (await filer(t)).auth);
    for (const r of [
      await other.post(`/api/state/submit/${sub.id}`, {}),
      await other.post(`/api/state/ensure/ca540/${id}`, {}),
      await other.get(url(id, '/preflight')),
      await api.post('/api/state/submit/99999999', {}),
      await api.post('/api/state/submit/99999999999999999999', {}),
      await api.post('/api/state/submit/abc', {}),
    ])
      expect(r.statusCode).toBe(404);
    expect((await other.post(`/api/state/submit/${sub.id}`, {})).json().error).toBe(
      'State submission not found.',
    );
  });
});

/** The California 540 calls (spec 002 section 7: 540, required information, 540NR, submission). */
const ROUTES: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string][] = [
  ['GET', '/api/form1040/{id}/ca/540'],
  ['POST', '/api/form1040/{id}/ca/540'],
  ['POST', '/api/form1040/{id}/ca/540/prefill'],
  ['POST', '/api/form1040/{id}/ca/540/resync'],
  ['GET', '/api/form1040/{id}/ca/540/summary'],
  ['GET', '/api/form1040/{id}/ca/540/exemptions'],
  ['PUT', '/api/form1040/{id}/ca/540/exemptions'],
  ['GET', '/api/form1040/{id}/ca/540/dependents'],
  ['POST', '/api/form1040/{id}/ca/540/dependents'],
  ['DELETE', '/api/form1040/{id}/ca/540/dependents/{depId}'],
  ['GET', '/api/form1040/{id}/ca/540/contributions'],
  ['POST', '/api/form1040/{id}/ca/540/contributions'],
  ['DELETE', '/api/form1040/{id}/ca/540/contributions/{contributionId}'],
  ['GET', '/api/form1040/{id}/ca/540/preflight'],
  ['POST', '/api/state/ensure/ca540/{id}'],
  ['POST', '/api/state/submit/{id}'],
  ['GET', '/api/form1040/{id}/ca/required-info'],
  ['PUT', '/api/form1040/{id}/ca/required-info'],
  ['GET', '/api/ca/540nr'],
  ['GET', '/api/ca/540nr/summary'],
  ['POST', '/api/ca/540nr'],
];

describe('OpenAPI and hostile input', () => {
  it('documents every California 540 call with its request and answer schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [method, path] of ROUTES) {
      const op = doc.paths[path]?.[method.toLowerCase()];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.responses['200'] ?? op.responses['201'], `${method} ${path}`).toBeDefined();
      expect(op.summary, `${method} ${path}`).toBeTruthy();
    }
    const body = doc.paths['/api/form1040/{id}/ca/540'].post.requestBody.content['application/json'].schema;
    expect(JSON.stringify(body)).toContain('dd1_routing');
  });

  it('no California call answers 5xx to bad ids, NUL bytes, odd Unicode or huge numbers', async () => {
    const { id, api } = await residentReturn();
    await api.post(url(id, '/prefill'), {});
    const auth = (await filer(t)).auth;
    const ids = [
      '2147483648',
      '99999999999999999999',
      '0',
      '-1',
      '1e400',
      'abc',
      '%00',
      '%ED%A0%80',
      String(id),
    ];
    const values = fc.constantFrom<unknown>(
      'ad\u0000min',
      '\ud800',
      'x\udfffy',
      'a'.repeat(100_000),
      '\u202e\u200b𝕏',
      '',
      2 ** 31,
      2 ** 63,
      1e308,
      -1,
      null,
      true,
      [],
      {},
      '999999999999999.99',
      '1000000000000000',
      '-0.001',
    );
    const fields = fc.constantFrom(
      'form1040_id',
      'filing_status',
      'first_name',
      'ssn_itin',
      'dob',
      'est_payments',
      'dd1_routing',
      'personal_exemptions_n',
      'code',
      'amount',
      'housing',
      'will_amend',
      'residency_status',
      'agi_ca',
      'date_moved_in',
      'bank_account_number',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.constantFrom(...ids),
        fc.dictionary(fields, values, { maxKeys: 4 }),
        fc.constantFrom(api, call(t, auth)),
        async ([method, path], rid, body, who) => {
          const u = `${path.replace(/\{[A-Za-z]+\}/g, rid)}?form1040_id=${rid}&overwrite=${rid}&recompute=${rid}`;
          const r =
            method === 'GET'
              ? await who.get(u)
              : method === 'DELETE'
                ? await who.del(u)
                : method === 'PUT'
                  ? await who.put(u, body)
                  : await who.post(u, body);
          expect(
            r.statusCode,
            `${method} ${u} ${JSON.stringify(body).slice(0, 200)} -> ${r.body.slice(0, 200)}`,
          ).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  }, 240_000);
});
