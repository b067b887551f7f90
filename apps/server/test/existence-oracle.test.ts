/**
 * Issue 22, item 6: a record id of another filer's return and an id that names nothing answer
 * alike (same status, same message) on every route that takes an id, so ids reveal nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { californiaReturn } from './helpers/california';
import { BUSINESS, call, filer, type Auth } from './helpers/returns';
import { registeredRoutes, urlOf } from './helpers/routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** An id no record has. */
const MISSING = 2_000_000_000;

/** A California filer's return with one record of many kinds; the ids of all of them. */
async function returnWithRecords() {
  const { id, api, auth } = await californiaReturn(t);
  const made = [];
  for (const [url, body] of [
    [
      '/api/1099int',
      { form1040_id: id, payer_name: 'Bank', recipient_name: 'Jane', box1_interest_income: '10' },
    ],
    ['/api/schedule_c', { form1040_id: id, ...BUSINESS }],
    ['/api/schedule_a', { form1040_id: id, medical_expenses: '1000' }],
    ['/api/form1040x', { form1040_id: id, tax_year: 2024 }],
    [
      '/api/schedule1/entries',
      { form1040_id: id, section: 'additional_income', category_key: 'gambling_income', amount: '1200' },
    ],
    ['/api/ca/form568', { form1040_id: id, tax_year: 2024 }],
    ['/api/ca/schedule_ca', { form1040_id: id, tax_year: 2024 }],
    [
      `/api/form1040/${id}/f8949`,
      {
        box: 'A',
        description: '10 sh',
        date_acquired: '2024-01-05',
        date_sold: '2024-03-01',
        proceeds: '100',
        cost: '50',
      },
    ],
  ] as const) {
    const r = await api.post(url, body);
    expect(r.statusCode, `${url} ${r.body}`).toBeLessThan(300);
    made.push(r.json<{ id?: number; schedule_ca?: { id: number } }>());
  }
  const items = (await api.get(`/api/form1040/${id}/schedules`)).json<Record<string, unknown>>();
  const ids = new Set<number>([id]);
  // Every id in the return's schedules answer and in what the creates returned.
  JSON.stringify([items, made], (k, v: unknown) => {
    if (k === 'id' && typeof v === 'number') ids.add(v);
    return v;
  });
  return { id, auth, ids: [...ids] };
}

describe('another filer’s ids answer like missing ones (issue 22, item 6)', () => {
  it('every route with an id in its path: same status and message for another filer’s id and a missing id', async () => {
    const a = await returnWithRecords();
    expect(a.ids.length).toBeGreaterThanOrEqual(10);
    const other = await filer(t);
    const b = other.auth;
    const routes = registeredRoutes(t.app).filter((r) => /:\w+/.test(r.path) && r.method !== 'DELETE');
    const deletes = registeredRoutes(t.app).filter((r) => /:\w+/.test(r.path) && r.method === 'DELETE');
    expect(routes.length).toBeGreaterThan(100);
    const ask = async (auth: Auth, method: string, url: string, payload?: unknown) => {
      const r = await t.app.inject({
        method: method as 'GET',
        url,
        headers: auth,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: (payload ?? {}) as object }),
      });
      return `${r.statusCode} ${r.body}`;
    };
    // The path with its first id parameter `first` and the others `rest` (a record under a return).
    const pathOf = (path: string, first: number, rest: number) => {
      let n = 0;
      return urlOf(
        path.replace(/:(id|itemId|\w*Id)\b/g, () => String(n++ === 0 ? first : rest)),
        first,
      );
    };
    const differ: string[] = [];
    let reachedHandler = 0;
    for (const r of [...routes, ...deletes]) {
      // A write gets the body its owner reads from the same path, so it passes validation and
      // reaches the ownership check; other writes get {}.
      const bodyFor = async (url: string) => {
        if (r.method !== 'PUT' && r.method !== 'PATCH') return {};
        const own = await t.app.inject({ method: 'GET', url, headers: a.auth });
        return own.statusCode === 200 ? own.json<unknown>() : {};
      };
      // A user id in the path (the ZIP of a user's returns) that is the caller's own is theirs to see.
      for (const x of a.ids.filter((i) => !(r.path.includes(':userId') && i === other.user.id)))
        for (const [theirs, missing] of [
          [pathOf(r.path, x, x), pathOf(r.path, MISSING, MISSING)],
          [pathOf(r.path, a.id, x), pathOf(r.path, a.id, MISSING)],
        ] as const) {
          const body = await bodyFor(theirs);
          const [got, none] = [await ask(b, r.method, theirs, body), await ask(b, r.method, missing, body)];
          if (none.startsWith('404')) reachedHandler++;
          if (got !== none)
            differ.push(`${r.method} ${theirs}: ${got.slice(0, 120)} | missing: ${none.slice(0, 120)}`);
        }
    }
    expect(differ).toEqual([]);
    expect(reachedHandler).toBeGreaterThan(500);
    // Nothing of the owner's was changed or removed by those calls.
    expect((await call(t, a.auth).get(`/api/form1040/${a.id}/schedules`)).statusCode).toBe(200);
  }, 300_000);
});
