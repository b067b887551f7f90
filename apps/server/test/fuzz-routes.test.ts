import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from './helpers/app';
import { signInAdmin } from './helpers/accounts';
import { filer, newReturn, type Auth } from './helpers/returns';
import { registeredRoutes } from './helpers/routes';

let t: TestApp;
let admin: Auth;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAdmin(t)).auth;
});
afterAll(async () => {
  await t.close();
});

// The classes of input that once answered 500: ids past PostgreSQL's integer, NUL bytes, unpaired
// surrogates, amounts past 15 digits, and overlong or odd text.
const BAD_IDS = ['2147483648', '99999999999999999999', '0', '-1', '1e400', 'abc', '%00', '%ED%A0%80'];
const BAD_TEXT = ['ad\u0000min', '\ud800', 'x\udfffy', 'a'.repeat(100_000), '\u202e\u200b𝕏', ''];
const badValue = fc.oneof(
  fc.constantFrom<unknown>(...BAD_TEXT, ...BAD_IDS, 2 ** 31, 2 ** 63, 1e308, -1, null, true, [], {}),
  fc.constantFrom('999999999999999.99', '1000000000000000', '-0.001', '1e5'),
);
const FIELDS = [
  'form1040_id',
  'filer_id',
  'id',
  'username',
  'password',
  'email',
  'first_name',
  'ssn',
  'wages',
  'taxable_interest',
  'relationship',
  'filing_status',
  'key',
  'value',
  'reason',
  'is_active',
  'refund_account_number',
  'version',
];

describe('no registered route answers 5xx to hostile input', () => {
  it('enumerates the routes', () => {
    const routes = registeredRoutes(t.app);
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toContainEqual({ method: 'PUT', path: '/api/form1040/:id/personal' });
    expect(routes).toContainEqual({ method: 'POST', path: '/api/login' });
  });

  it('bad ids in every path parameter, bad text and numbers in every body and query', async () => {
    const me = await filer(t);
    const own = await newReturn(t, me.auth);
    const routes = registeredRoutes(t.app);
    const auths = [me.auth, admin];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.constantFrom(...auths),
        fc.constantFrom(...BAD_IDS, String(own)),
        fc.dictionary(fc.constantFrom(...FIELDS), badValue, { maxKeys: 4 }),
        fc.constantFrom('%00', 'ad%00min', '%ED%A0%80', '%F0%9D%95%8F', '2147483648'),
        async (route, auth, id, body, q) => {
          const url = route.path.replace(/:[A-Za-z]+/g, (p) => (p === ':key' ? 'f1040.l1a' : id));
          const r = await t.app.inject({
            method: route.method as 'GET',
            url: `${url}?search=${q}&form1040_id=${id}&page=${id}`,
            headers: { ...auth, 'content-type': 'application/json' },
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: JSON.stringify(body) }),
          });
          expect(
            r.statusCode,
            `${route.method} ${url} ${JSON.stringify(body).slice(0, 200)} -> ${r.body.slice(0, 300)}`,
          ).toBeLessThan(500);
        },
      ),
      { numRuns: 1500 },
    );
  }, 240_000);
});
