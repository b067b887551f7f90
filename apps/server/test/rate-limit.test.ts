import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '3' });
});
afterAll(async () => {
  await t.close();
});

describe('rate limits on the account calls', () => {
  it.each([
    ['/api/login', { username: 'someone', password: 'wrongpass' }],
    ['/api/register', { username: 'x y', email: 'bad', password: 'p' }],
    ['/api/pending/verify-code', { email: 'a@b.co', code: '1234567' }],
    ['/api/resend-code', { email: 'a@b.co' }],
    ['/api/request-password-reset', { email: 'a@b.co' }],
    ['/api/request-username', { email: 'a@b.co' }],
  ])('%s answers 429 with a clear message after 3 calls a minute', async (url, payload) => {
    for (let i = 0; i < 3; i++) {
      const r = await t.app.inject({ method: 'POST', url, payload });
      expect(r.statusCode).not.toBe(429);
    }
    const r = await t.app.inject({ method: 'POST', url, payload });
    expect(r.statusCode).toBe(429);
    expect(r.json().error).toBe(MSG.tooManyRequests);
  });

  it('does not limit ordinary calls', async () => {
    for (let i = 0; i < 6; i++)
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
