import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from './helpers/app';
import { filer, newReturn, preparer } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('no route answers 500 to malformed input', () => {
  it('random JSON bodies to every write route of a return', async () => {
    const me = await filer(t);
    const prep = await preparer(t);
    const id = await newReturn(t, me.auth);
    const w2 = await t.app.inject({
      method: 'POST',
      url: '/api/w2/add',
      headers: me.auth,
      payload: { form1040_id: id, employer_name: 'A' },
    });
    const dep = await t.app.inject({
      method: 'POST',
      url: `/api/form1040/${id}/dependents`,
      headers: me.auth,
      payload: { first_name: 'A', last_name: 'B', relationship: 'son', ssn: '123456789' },
    });
    const sa = await t.app.inject({
      method: 'POST',
      url: '/api/schedule_a',
      headers: me.auth,
      payload: { form1040_id: id },
    });
    const routes: [string, string][] = [
      ['PUT', `/api/form1040/${id}/personal`],
      ['PUT', `/api/form1040/${id}/filing-status`],
      ['PUT', `/api/form1040/${id}/status`],
      ['PUT', `/api/form1040/${id}/standard-deduction`],
      ['PUT', `/api/form1040/${id}/identity`],
      ['PUT', `/api/form1040/${id}/digital-assets`],
      ['PUT', `/api/form1040/${id}/income`],
      ['PUT', `/api/form1040/${id}/adjustments`],
      ['PUT', `/api/form1040/${id}/deductions`],
      ['PUT', `/api/form1040/${id}/taxes`],
      ['PUT', `/api/form1040/${id}/credits`],
      ['PUT', `/api/form1040/${id}/payments`],
      ['POST', `/api/form1040/${id}/refund`],
      ['POST', `/api/form1040/${id}/third-party`],
      ['PUT', `/api/form1040/${id}/overrides`],
      ['POST', `/api/form1040/${id}/dependents`],
      ['PUT', `/api/form1040/${id}/dependents/${dep.json().id}`],
      ['POST', '/api/w2/add'],
      ['PUT', `/api/w2/edit/${w2.json().id}`],
      ['POST', '/api/schedule_a'],
      ['PUT', `/api/schedule_a/${sa.json().id}`],
      ['POST', '/api/form1099'],
      ['POST', '/api/form1040'],
      ['POST', `/api/form1040/submit/${id}`],
    ];
    const auths = [me.auth, prep.auth];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.constantFrom(...auths),
        fc.oneof(
          fc.jsonValue(),
          fc.dictionary(
            fc.constantFrom(
              'form1040_id',
              'ssn',
              'wages',
              'filing_status',
              'version',
              'key',
              'value',
              'reason',
              'digital_assets',
              'dob',
              'refund_routing_number',
            ),
            fc.jsonValue(),
          ),
        ),
        async ([method, url], auth, body) => {
          const r = await t.app.inject({
            method: method as 'PUT' | 'POST',
            url,
            headers: { ...auth, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expect(r.statusCode, `${method} ${url} ${JSON.stringify(body)} -> ${r.body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('non-numeric and huge ids are 4xx', async () => {
    const me = await filer(t);
    for (const url of [
      '/api/form1040/abc',
      '/api/form1040/99999999999999999999/summary',
      '/api/w2/list/-1',
      '/api/form1040/0/refund',
    ]) {
      const r = await t.app.inject({ method: 'GET', url, headers: me.auth });
      expect(r.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, url).toBeLessThan(500);
    }
  });
});
