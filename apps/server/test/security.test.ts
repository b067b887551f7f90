import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MSG } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { account, signInAdmin, signUp } from './helpers/accounts';
import { call, filer, newReturn, PERSONAL } from './helpers/returns';
import { auditLog, pendingRegistrations, sessions, users } from '../src/db/schema';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAdmin(t)).auth;
});
afterAll(async () => {
  await t.close();
});

const PROFILE = { ptin: '87654321', self_employed: true, phone: '555 987 6543' };
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

describe('a newly registered Tax Preparer waits for approval', () => {
  it('sees no other user’s data until an administrator activates them', async () => {
    const victim = await filer(t);
    const id = await newReturn(t, victim.auth);
    await call(t, victim.auth).put(`/api/form1040/${id}/personal`, PERSONAL);

    const agent = await signUp(t, account({ role: 'agent', ...PROFILE }));
    const api = call(t, agent.auth);
    expect((await api.get('/api/me')).json()).toMatchObject({ role: 'agent', pending_approval: true });
    // The profile can be set up while waiting.
    expect((await api.post('/api/api/admin/preparer-profile', PROFILE)).statusCode).toBe(200);

    expect((await api.get(`/api/form1040/${id}`)).statusCode).toBe(404);
    expect((await api.get(`/api/form1040/${id}/summary`)).statusCode).toBe(404);
    expect((await api.get('/api/dashboard')).json().form1040_list).toEqual([]);
    const filers = await api.get('/api/filers');
    expect(filers.statusCode).toBe(403);
    expect(filers.json().error).toBe(MSG.preparerPending);
    const create = await api.post('/api/form1040', { filer_id: victim.user.id });
    expect(create.statusCode).toBe(403);
    expect((await api.get(`/api/form1040/zip/${victim.user.id}`)).statusCode).toBe(404);

    const listed = (await call(t, admin).get('/api/admin/users')).json();
    expect(listed[0]).toMatchObject({ id: agent.user.id, pending_approval: true, is_active: true });

    // Only an administrator approves.
    expect((await api.put(`/api/admin/user-status/${agent.user.id}`, { is_active: true })).statusCode).toBe(
      403,
    );
    const ok = await call(t, admin).put(`/api/admin/user-status/${agent.user.id}`, { is_active: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.pending_approval).toBe(false);

    expect((await api.get('/api/me')).json().pending_approval).toBe(false);
    expect((await api.get(`/api/form1040/${id}`)).json().ssn).toBe('123456789');
    expect((await api.get('/api/filers')).statusCode).toBe(200);

    const actions = (await t.db.db.select().from(auditLog).where(eq(auditLog.actorId, agent.user.id))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['filers.list', 'form1040.read']));
    const approvals = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.activate'), eq(auditLog.target, `user:${agent.user.id}`)));
    expect(approvals).toHaveLength(1);
  });

  it('a preparer’s dashboard of other people’s returns is audited', async () => {
    const victim = await filer(t);
    const id = await newReturn(t, victim.auth);
    await call(t, admin).post('/api/api/admin/preparer-profile', PROFILE);
    await call(t, admin).get('/api/dashboard');
    const rows = await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'form1040.list'));
    expect(rows.some((r) => (r.detail as { ids: number[] }).ids.includes(id))).toBe(true);
  });

  it('with AGENT_APPROVAL=off a preparer starts approved', async () => {
    const t2 = await createTestApp({ AGENT_APPROVAL: 'off' });
    try {
      const agent = await signUp(t2, account({ role: 'agent', ...PROFILE }));
      const me = await t2.app.inject({ method: 'GET', url: '/api/me', headers: agent.auth });
      expect(me.json().pending_approval).toBe(false);
    } finally {
      await t2.close();
    }
  });

  it('deactivation ends the user’s sessions', async () => {
    const u = await filer(t);
    expect(
      (await call(t, admin).put(`/api/admin/user-status/${u.user.id}`, { is_active: false })).statusCode,
    ).toBe(200);
    expect((await call(t, u.auth).get('/api/me')).statusCode).toBe(401);
  });
});

describe('per-account sign-in throttle', () => {
  it('locks an account after 10 wrong passwords in 15 minutes, whatever the address, and mails its owner', async () => {
    const a = account();
    await signUp(t, a);
    for (let i = 0; i < 9; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: `10.0.0.${i % 4}`,
        payload: { username: a.username, password: 'wrong-pass' },
      });
      expect(r.statusCode).toBe(401);
    }
    const tenth = await post('/api/login', { username: a.username, password: 'wrong-pass' });
    expect(tenth.statusCode).toBe(429);
    const right = await post('/api/login', { username: a.username, password: a.password });
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toMatch(/locked for 15 minutes/);
    const mail = await t.mailbox.waitFor(a.email, (m) => m.text.includes('locked'));
    expect(mail.text).toContain('10 wrong passwords');

    // A password reset lifts the lock.
    await post('/api/request-password-reset', { email: a.email });
    const link = await t.mailbox.waitFor(a.email, (m) => m.text.includes('/reset-password/'));
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(link.text)![1]!;
    expect((await post(`/api/reset-password/${token}`, { password: 'brandnew99' })).statusCode).toBe(200);
    expect((await post('/api/login', { username: a.username, password: 'brandnew99' })).statusCode).toBe(200);
  });

  it('a successful sign-in resets the count', async () => {
    const a = account();
    await signUp(t, a);
    for (let i = 0; i < 9; i++) await post('/api/login', { username: a.username, password: 'nope-nope1' });
    expect((await post('/api/login', { username: a.username, password: a.password })).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) await post('/api/login', { username: a.username, password: 'nope-nope1' });
    expect((await post('/api/login', { username: a.username, password: a.password })).statusCode).toBe(200);
  });
});

describe('reset links', () => {
  it('after a successful reset, every other outstanding link of the account stops working', async () => {
    const a = account();
    await signUp(t, a);
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      const before = t.mailbox.mails.length;
      await post('/api/request-password-reset', { email: a.email });
      const mail = await t.mailbox.waitFor(
        a.email,
        (m) => m.text.includes('/reset-password/') && t.mailbox.mails.indexOf(m) >= before,
      );
      tokens.push(/\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!);
    }
    expect(tokens[0]).not.toBe(tokens[1]);
    expect((await post(`/api/reset-password/${tokens[1]}`, { password: 'second99' })).statusCode).toBe(200);
    const old = await post(`/api/reset-password/${tokens[0]}`, { password: 'first999' });
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toBe(MSG.resetFailed);
  });
});

describe('verification code attempts', () => {
  it('40 concurrent wrong codes use up exactly the 5 attempts', async () => {
    const a = account();
    expect((await post('/api/register', a)).statusCode).toBe(201);
    const code = await t.mailbox.codeFor(a.email);
    const wrong = code === '0000000' ? '1111111' : '0000000';
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => post('/api/pending/verify-code', { email: a.email, code: wrong })),
    );
    expect(answers.every((r) => r.statusCode === 400)).toBe(true);
    const [row] = await t.db.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.email, a.email));
    expect(row!.attempts).toBe(5);
    const right = await post('/api/pending/verify-code', { email: a.email, code });
    expect(right.statusCode).toBe(400);
    expect(right.json().error).toBe('Too many incorrect codes. Request a new code.');
  });
});

describe('sessions', () => {
  it('end after 30 idle minutes', async () => {
    const u = await filer(t);
    expect((await call(t, u.auth).get('/api/me')).statusCode).toBe(200);
    await t.db.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.userId, u.user.id));
    const r = await call(t, u.auth).get('/api/me');
    expect(r.statusCode).toBe(401);
  });

  it('a request within 30 minutes keeps the session alive', async () => {
    const u = await filer(t);
    await t.db.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(sessions.userId, u.user.id));
    expect((await call(t, u.auth).get('/api/me')).statusCode).toBe(200);
    const [s] = await t.db.db.select().from(sessions).where(eq(sessions.userId, u.user.id));
    expect(Date.now() - s!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });
});

// Keeps the users import honest: the lock columns are reset by a successful sign-in.
describe('lock columns', () => {
  it('are cleared on success', async () => {
    const a = account();
    const s = await signUp(t, a);
    await post('/api/login', { username: a.username, password: 'wrong-pass' });
    await post('/api/login', { username: a.username, password: a.password });
    const [u] = await t.db.db.select().from(users).where(eq(users.id, s.user.id));
    expect(u!.failedLogins).toBe(0);
    expect(u!.lockedUntil).toBeNull();
  });
});
