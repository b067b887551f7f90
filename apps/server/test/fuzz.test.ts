import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from './helpers/app';
import { MSG } from '@taxprep/contracts';
import { signInAdmin } from './helpers/accounts';
import { BUSINESS, call, filer, newReturn, preparer, SON, W2, type Auth } from './helpers/returns';
import { bodyRoutes, bodyWith, urlOf, writeRoutes } from './helpers/routes';

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

/** A return of a filer with one record of several kinds: the ids a write route may name. */
async function returnWithRecords(auth: Auth) {
  const api = call(t, auth);
  const id = await newReturn(t, auth);
  const made = [];
  for (const [url, body] of [
    ['/api/w2/add', { ...W2, form1040_id: id }],
    [`/api/form1040/${id}/dependents`, SON],
    [
      '/api/1099int',
      { form1040_id: id, payer_name: 'Bank', recipient_name: 'Jane', box1_interest_income: '10' },
    ],
    ['/api/schedule_c', { form1040_id: id, ...BUSINESS }],
    ['/api/schedule_a', { form1040_id: id, medical_expenses: '1000' }],
    ['/api/form1040x', { form1040_id: id, tax_year: 2024 }],
  ] as const)
    made.push(await api.post(url, body));
  return { id, ids: [id, ...made.map((r) => r.json<{ id?: number }>().id).filter((x): x is number => !!x)] };
}

const WRONG_SHAPES = ['null', '[]', '"x"', '1', 'true'];

describe('a body of the wrong shape or type is a 400, never a 500 (issue 22, item 4)', () => {
  it('null, a list, a string, a number or true as the whole body: 400 with a message, on every route with a body', async () => {
    const admin = (await signInAdmin(t)).auth;
    const id = await newReturn(t, (await filer(t)).auth);
    const routes = await bodyRoutes(t.app);
    expect(routes.length).toBeGreaterThan(80);
    for (const route of routes)
      for (const body of WRONG_SHAPES) {
        // The spec's browser posts a new return with no body: null there means {} (returns.ts).
        if (route.method === 'POST' && route.path === '/api/form1040' && body === 'null') continue;
        if (route.list && body === '[]') continue;
        const r = await t.app.inject({
          method: route.method as 'POST',
          url: urlOf(route.path, id),
          headers: { ...admin, 'content-type': 'application/json' },
          payload: body,
        });
        const what = `${route.method} ${route.path} ${body} -> ${r.body.slice(0, 200)}`;
        expect(r.statusCode, what).toBe(400);
        expect(r.json().error, what).toBe(route.list ? MSG.bodyNotList : MSG.bodyNotObject);
      }
  }, 120_000);

  it('every write route of the route table, with real record ids: odd bodies and wrong-typed fields', async () => {
    const me = await filer(t);
    const admin = (await signInAdmin(t)).auth;
    const { ids } = await returnWithRecords(me.auth);
    expect(ids).toHaveLength(7);
    const withBody = new Map((await bodyRoutes(t.app)).map((r) => [`${r.method} ${r.path}`, r]));
    // Deletes, submissions and reopening change what the others can reach: they go last.
    const last = (p: string, m: string) => m === 'DELETE' || /submit|reopen/.test(p);
    const routes = writeRoutes(t.app).sort(
      (a, b) => Number(last(a.path, a.method)) - Number(last(b.path, b.method)),
    );
    expect(routes.length).toBeGreaterThan(120);
    const send = async (method: string, url: string, auth: Auth, payload: string) => {
      const r = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { ...auth, 'content-type': 'application/json' },
        payload,
      });
      expect(
        r.statusCode,
        `${method} ${url} ${payload.slice(0, 200)} -> ${r.body.slice(0, 300)}`,
      ).toBeLessThan(500);
    };
    const wrong = fc.constantFrom<unknown>(1, -1, 1e308, true, false, null, 'x', '', [], [1], {}, { a: 1 }, [
      {},
    ]);
    for (const route of routes) {
      const openApiPath = route.path.replace(/:(\w+)/g, '{$1}');
      const described = withBody.get(`${route.method} ${openApiPath}`);
      for (const id of ids)
        for (const auth of [me.auth, admin]) {
          const url = urlOf(route.path, id);
          for (const body of [...WRONG_SHAPES, '{}']) await send(route.method, url, auth, body);
          if (!described?.fields.length) continue;
          // Each field alone, then a few together, with a value of the wrong type.
          await fc.assert(
            fc.asyncProperty(
              fc.subarray(described.fields, {
                minLength: 1,
                maxLength: Math.min(4, described.fields.length),
              }),
              wrong,
              async (fields, value) =>
                send(route.method, url, auth, JSON.stringify(bodyWith(described, fields, value))),
            ),
            { numRuns: 8 },
          );
        }
    }
  }, 600_000);
});
