import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MSG } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { account } from './helpers/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

async function messagesOf(url: string, payload: unknown) {
  const r = await post(url, payload);
  expect(r.statusCode).toBe(400);
  return (r.json().issues as { message: string }[]).map((i) => i.message);
}

describe('the spec’s messages come back from the server', () => {
  it('register: username, email, password', async () => {
    const m = await messagesOf('/api/register', { username: 'a b', email: 'nope', password: 'short' });
    expect(m).toContain(MSG.registerUsername);
    expect(m).toContain(MSG.email);
    expect(m).toContain(MSG.registerPassword);
    expect(await messagesOf('/api/register', account({ password: 'lettersonly' }))).toContain(
      MSG.registerPassword,
    );
    expect(await messagesOf('/api/register', account({ password: '12345678' }))).toContain(
      MSG.registerPassword,
    );
  });

  it('register: the preparer rules for agents', async () => {
    const agent = account({ role: 'agent' });
    let m = await messagesOf('/api/register', { ...agent, ptin: '123', phone: 'x' });
    expect(m).toContain(MSG.ptin);
    expect(m).toContain(MSG.phone);
    expect(m).toContain(MSG.firmRequired);
    m = await messagesOf('/api/register', {
      ...agent,
      ptin: '12345678',
      phone: '555-123-4567',
      firm_name: 'A',
      firm_address: 'B',
      firm_ein: '12-34',
    });
    expect(m).toEqual([MSG.firmEin]);
    // Self-employed preparers need no firm.
    const ok = await post('/api/register', {
      ...agent,
      ptin: '12345678',
      phone: '(555) 123-4567',
      self_employed: true,
    });
    expect(ok.statusCode).toBe(201);
  });

  it('register: the terms box, when sent, must be ticked; only user and agent may register', async () => {
    expect(await messagesOf('/api/register', account({ agree_terms: false }))).toContain(MSG.terms);
    const admin = await post('/api/register', { ...account(), role: 'admin' });
    expect(admin.statusCode).toBe(400);
  });

  it('login, code, reset', async () => {
    const m = await messagesOf('/api/login', { username: ' ab ', password: '12345' });
    expect(m).toEqual([MSG.loginUsername, MSG.loginPassword]);
    expect(await messagesOf('/api/pending/verify-code', { email: 'a@b.co', code: '123456' })).toEqual([
      MSG.code,
    ]);
    expect(await messagesOf('/api/pending/verify-code', { email: 'a@b.co', code: '12345a7' })).toEqual([
      MSG.code,
    ]);
  });

  it('missing fields and wrong types are 400, not 500', async () => {
    for (const body of [{}, { username: 5 }, [], 'text', null, 42]) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(r.statusCode).toBe(400);
      expect(typeof r.json().error).toBe('string');
    }
  });

  it('a malformed JSON body is a clear 400', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe('The request body is not valid JSON.');
  });

  it('a body that is not JSON is refused with 415', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(r.statusCode).toBe(415);
    expect(r.json().error).toBe('Unsupported content type; send JSON.');
  });

  it('an unknown API path is a JSON 404', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ error: 'Not found.' });
  });

  it('no route answers 500 to random JSON', async () => {
    const routes = [
      '/api/register',
      '/api/pending/verify-code',
      '/api/resend-code',
      '/api/login',
      '/api/request-password-reset',
      '/api/request-username',
      '/api/reset-password/abc',
      '/api/agent/preparer-profile',
      '/api/api/admin/preparer-profile',
      '/api/logout',
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.jsonValue(), async (url, body) => {
        const r = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(r.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
