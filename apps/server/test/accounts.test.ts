import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { account, signIn, signUp } from './helpers/accounts';
import { pendingRegistrations, users } from '../src/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('registration, verification and sign-in', () => {
  it('runs the whole flow: register → code by mail → verify → login → me → logout', async () => {
    const a = account();
    const reg = await post('/api/register', a);
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toMatchObject({ email: a.email });

    // Not an account yet: signing in before verification fails.
    expect((await post('/api/login', { username: a.username, password: a.password })).statusCode).toBe(401);

    const code = await t.mailbox.codeFor(a.email);
    expect(code).toMatch(/^\d{7}$/);
    const v = await post('/api/pending/verify-code', { email: a.email, code });
    expect(v.statusCode).toBe(200);

    const login = await post('/api/login', { username: a.username, password: a.password });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body.user).toMatchObject({ username: a.username, role: 'user' });
    expect(typeof body.token).toBe('string');
    const cookie = login.cookies.find((c) => c.name === 'session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');

    // The cookie and the bearer token are the same session.
    const byCookie = await get('/api/me', { cookie: `session=${cookie!.value}` });
    expect(byCookie.json()).toMatchObject({
      username: a.username,
      email: a.email,
      role: 'user',
      has_preparer_profile: false,
    });
    const byBearer = await get('/api/auth/check', { authorization: `Bearer ${body.token}` });
    expect(byBearer.json()).toMatchObject({ success: true, user: { username: a.username } });

    expect((await post('/api/logout', {}, { authorization: `Bearer ${body.token}` })).statusCode).toBe(200);
    const after = await get('/api/me', { cookie: `session=${cookie!.value}` });
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe(MSG.pleaseLogIn);
  });

  it('answers 401 to the session check without a session or with a made-up token', async () => {
    expect((await get('/api/auth/check')).statusCode).toBe(401);
    expect((await get('/api/me', { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });

  it('signs in with a username in another case and rejects a wrong password', async () => {
    const a = account();
    await signUp(t, a);
    expect(
      (await post('/api/login', { username: a.username.toUpperCase(), password: a.password })).statusCode,
    ).toBe(200);
    const bad = await post('/api/login', { username: a.username, password: 'wrong-password' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error).toBe('Invalid username or password.');
  });

  it('stores passwords as argon2id hashes', async () => {
    const a = account();
    await signUp(t, a);
    const [row] = await t.db.db.select().from(users).where(eq(users.username, a.username));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(a.password);
  });

  it('refuses a taken username, a registered email and a second pending registration', async () => {
    const a = account();
    await signUp(t, a);
    const sameName = await post('/api/register', account({ username: a.username.toUpperCase() }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error).toBe('Username is already taken.');
    const sameEmail = await post('/api/register', account({ email: a.email }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error).toBe('An account with this email already exists.');

    const b = account();
    expect((await post('/api/register', b)).statusCode).toBe(201);
    const again = await post('/api/register', { ...b, username: `${b.username}z` });
    expect(again.statusCode).toBe(409);
    // The web app opens the code dialog when the text mentions a pending registration.
    expect(again.json().error).toMatch(/pending/);
  });
});

describe('verification codes', () => {
  it('rejects a wrong code and locks the registration after five wrong tries', async () => {
    const a = account();
    await post('/api/register', a);
    const code = await t.mailbox.codeFor(a.email);
    const wrong = code === '0000000' ? '1111111' : '0000000';
    const r = await post('/api/pending/verify-code', { email: a.email, code: wrong });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe(MSG.invalidCode);
    for (let i = 0; i < 4; i++) await post('/api/pending/verify-code', { email: a.email, code: wrong });
    const locked = await post('/api/pending/verify-code', { email: a.email, code });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().error).toMatch(/Too many incorrect codes/);
  });

  it('rejects an expired code', async () => {
    const a = account();
    await post('/api/register', a);
    const code = await t.mailbox.codeFor(a.email);
    await t.db.db
      .update(pendingRegistrations)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(sql`lower(${pendingRegistrations.email}) = ${a.email.toLowerCase()}`);
    const r = await post('/api/pending/verify-code', { email: a.email, code });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe(MSG.invalidCode);
  });

  it('resends a new code only after 60 seconds; the old code stops working', async () => {
    const a = account();
    await post('/api/register', a);
    const first = await t.mailbox.codeFor(a.email);
    const early = await post('/api/resend-code', { email: a.email });
    expect(early.statusCode).toBe(429);
    expect(early.json().error).toMatch(/Please wait \d+ seconds/);

    await t.db.db
      .update(pendingRegistrations)
      .set({ lastSentAt: new Date(Date.now() - 61_000) })
      .where(sql`lower(${pendingRegistrations.email}) = ${a.email.toLowerCase()}`);
    const before = t.mailbox.mails.length;
    const resend = await post('/api/resend-code', { email: a.email });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().message).toBe(MSG.codeResent);
    const mail = await t.mailbox.waitFor(a.email, (m) => t.mailbox.mails.indexOf(m) >= before);
    const second = /verification code is (\d{7})/.exec(mail.text)![1]!;
    if (second !== first) {
      expect((await post('/api/pending/verify-code', { email: a.email, code: first })).statusCode).toBe(400);
    }
    expect((await post('/api/pending/verify-code', { email: a.email, code: second })).statusCode).toBe(200);
  });

  it('says so when there is nothing to resend', async () => {
    const r = await post('/api/resend-code', { email: 'nobody-pending@example.com' });
    expect(r.statusCode).toBe(400);
  });
});

describe('password reset and forgotten username', () => {
  it('mails a single-use link that sets a new password and ends every session', async () => {
    const a = account();
    const s = await signUp(t, a);
    const r = await post('/api/request-password-reset', { email: a.email.toUpperCase() });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe(MSG.resetRequested);
    const mail = await t.mailbox.waitFor(a.email, (m) => m.text.includes('/reset-password/'));
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

    const short = await post(`/api/reset-password/${token}`, { password: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(MSG.resetPassword);

    const ok = await post(`/api/reset-password/${token}`, { password: 'newpass99' });
    expect(ok.statusCode).toBe(200);
    expect((await get('/api/me', s.auth)).statusCode).toBe(401);
    expect((await post('/api/login', { username: a.username, password: a.password })).statusCode).toBe(401);
    await signIn(t, a.username, 'newpass99');

    const reuse = await post(`/api/reset-password/${token}`, { password: 'another99' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toBe(MSG.resetFailed);
  });

  it('ends an older reset link when a newer one is requested', async () => {
    const a = account();
    await signUp(t, a);
    const tokens: string[] = [];
    for (let n = 0; n < 2; n++) {
      const seen = new Set(tokens);
      await post('/api/request-password-reset', { email: a.email });
      const mail = await t.mailbox.waitFor(a.email, (m) => {
        const found = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(m.text)?.[1];
        return found !== undefined && !seen.has(found);
      });
      tokens.push(/\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!);
    }
    const old = await post(`/api/reset-password/${tokens[0]}`, { password: 'oldlink99' });
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toBe(MSG.resetFailed);
    expect((await post(`/api/reset-password/${tokens[1]}`, { password: 'newlink99' })).statusCode).toBe(200);
    await signIn(t, a.username, 'newlink99');
  });

  it('answers an unknown email exactly like a known one and sends nothing', async () => {
    const before = t.mailbox.mails.length;
    const r = await post('/api/request-password-reset', { email: 'unknown-person@example.com' });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe(MSG.resetRequested);
    const u = await post('/api/request-username', { email: 'unknown-person@example.com' });
    expect(u.json().message).toBe(MSG.usernameRequested);
    await new Promise((res) => setTimeout(res, 300));
    expect(t.mailbox.mails.slice(before).some((m) => m.to.includes('unknown-person@example.com'))).toBe(
      false,
    );
  });

  it('rejects a made-up or expired reset link', async () => {
    const r = await post('/api/reset-password/madeuptoken', { password: 'whatever1' });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe(MSG.resetFailed);
  });

  it('mails the username to its owner', async () => {
    const a = account();
    await signUp(t, a);
    const r = await post('/api/request-username', { email: a.email });
    expect(r.json().message).toBe(MSG.usernameRequested);
    const mail = await t.mailbox.waitFor(a.email, (m) => m.text.includes('username is'));
    expect(mail.text).toContain(a.username);
  });

  it('checks the email format on both "forgot" calls', async () => {
    for (const url of ['/api/request-password-reset', '/api/request-username']) {
      const r = await post(url, { email: 'not-an-email' });
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toBe(MSG.email);
    }
  });
});

describe('deactivated users', () => {
  it('cannot sign in, and their live sessions stop working', async () => {
    const a = account();
    const s = await signUp(t, a);
    await t.db.db.update(users).set({ active: false }).where(eq(users.id, s.user.id));
    const r = await post('/api/login', { username: a.username, password: a.password });
    expect(r.statusCode).toBe(403);
    expect(r.json().error).toMatch(/deactivated/);
    expect((await get('/api/me', s.auth)).statusCode).toBe(401);
    // Nor can they ask for a reset link.
    const before = t.mailbox.mails.length;
    await post('/api/request-password-reset', { email: a.email });
    await new Promise((res) => setTimeout(res, 300));
    expect(t.mailbox.mails.length).toBe(before);
  });
});

describe('sessions in the database', () => {
  it('rejects an expired session', async () => {
    const a = account();
    const s = await signUp(t, a);
    await t.db.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${s.user.id}`,
    );
    expect((await get('/api/me', s.auth)).statusCode).toBe(401);
  });
});
