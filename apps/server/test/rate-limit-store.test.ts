/**
 * The database store of the rate limits (issue 12): counts kept in rate_limits are shared by every
 * store on the database, as by every server process; windows end; routes count apart. Then through
 * the API: two apps on one database (two processes' worth) share a route's limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@taxprep/contracts';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { DbRateLimitStore, dbRateLimitStore } from '../src/lib/rate-limit-store';
import { createTestApp, secondApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '4' });
});
afterAll(async () => {
  await t.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function incr(store: FastifyRateLimitStore, key: string, windowMs: number, max: number) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    (
      store.incr as (
        k: string,
        cb: (e: Error | null, r?: { current: number; ttl: number }) => void,
        w: number,
        m: number,
      ) => void
    )(key, (err, r) => (err ? reject(err) : resolve(r!)), windowMs, max),
  );
}

describe('database rate-limit store', () => {
  it('two stores on one database (two processes) count the same key together', async () => {
    const Store = dbRateLimitStore(t.app.db);
    const a = new Store({});
    const b = new Store({});
    const counts = [];
    for (const s of [a, b, a, b, b]) counts.push((await incr(s, '10.0.0.1', 60_000, 3)).current);
    expect(counts).toEqual([1, 2, 3, 4, 5]);
    const last = await incr(a, '10.0.0.1', 60_000, 3);
    expect(last.ttl).toBeGreaterThan(0);
    expect(last.ttl).toBeLessThanOrEqual(60_000);
    // Another address has its own count.
    expect((await incr(b, '10.0.0.2', 60_000, 3)).current).toBe(1);
  });

  it('starts a new window when the last one is over', async () => {
    const s = new DbRateLimitStore(t.app.db, 'window-', false);
    expect((await s.hit('k', 1500, 5)).current).toBe(1);
    expect((await s.hit('k', 1500, 5)).current).toBe(2);
    await sleep(1700);
    expect((await s.hit('k', 1500, 5)).current).toBe(1);
  });

  it('with continueExceeding a refused request starts the window again', async () => {
    const s = new DbRateLimitStore(t.app.db, 'continue-', true);
    await s.hit('k', 2000, 1);
    await sleep(1000);
    // Over the limit: the window restarts, so its full length is left (not the 1,000 ms or less of the first).
    const over = await s.hit('k', 2000, 1);
    expect(over.current).toBe(2);
    expect(over.ttl).toBeGreaterThan(1500);
  });

  it('each route counts apart (its method and URL lead the key)', async () => {
    const root = new (dbRateLimitStore(t.app.db))({});
    const login = root.child({ routeInfo: { method: 'POST', url: '/api/login' } } as never);
    const reset = root.child({ routeInfo: { method: 'POST', url: '/api/request-password-reset' } } as never);
    expect((await incr(login, '10.0.0.3', 60_000, 3)).current).toBe(1);
    expect((await incr(login, '10.0.0.3', 60_000, 3)).current).toBe(2);
    expect((await incr(reset, '10.0.0.3', 60_000, 3)).current).toBe(1);
  });

  it('through the API: two apps on one database share the limit of a route', async () => {
    const second = await secondApp(t);
    try {
      const ask = (app: typeof second) =>
        app.inject({
          method: 'POST',
          url: '/api/request-username',
          payload: { email: 'nobody@example.com' },
        });
      // RATE_LIMIT_MAX 4: two calls through each app pass, the fifth (through either) is refused.
      for (const app of [t.app, second, t.app, second]) expect((await ask(app)).statusCode).not.toBe(429);
      for (const app of [t.app, second]) {
        const r = await ask(app);
        expect(r.statusCode).toBe(429);
        expect(r.json().error).toBe(MSG.tooManyRequests);
      }
    } finally {
      await second.close();
    }
  });
});
