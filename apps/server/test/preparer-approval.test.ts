import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { signInAdmin } from './helpers/accounts';
import { call, filer, newReturn, PERSONAL, preparer, type Auth } from './helpers/returns';
import { users } from '../src/db/schema';

let t: TestApp;
let admin: Auth;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAdmin(t)).auth;
});
afterAll(async () => {
  await t.close();
});

const pendingOf = async (id: number) =>
  (await t.db.db.select().from(users).where(eq(users.id, id)))[0]!.pendingApproval;

/** A filer's return carrying an SSN, an IP PIN and a date of birth. */
async function victimReturn() {
  const victim = await filer(t);
  const id = await newReturn(t, victim.auth);
  const api = call(t, victim.auth);
  expect((await api.put(`/api/form1040/${id}/personal`, PERSONAL)).statusCode).toBe(200);
  const identity = await api.put(`/api/form1040/${id}/identity`, { dob: '1971-03-14', ip_pin: '246810' });
  expect(identity.statusCode).toBe(200);
  return { victim, id };
}

describe('only an administrator approves a preparer, whatever the route', () => {
  it('a filer promoted by a preparer starts pending and sees no SSN, IP PIN or date of birth', async () => {
    const { victim, id } = await victimReturn();
    const agent = await preparer(t);
    const promoted = await filer(t);
    const up = await call(t, agent.auth).put(`/api/admin/user-role/${promoted.user.id}`, { role: 'agent' });
    expect(up.statusCode).toBe(200);
    expect(up.json().user).toMatchObject({ role: 'agent', pending_approval: true });
    expect(await pendingOf(promoted.user.id)).toBe(true);

    const api = call(t, promoted.auth);
    expect((await api.get('/api/me')).json()).toMatchObject({ role: 'agent', pending_approval: true });
    const answers = [
      await api.get(`/api/form1040/${id}`),
      await api.get(`/api/form1040/${id}/personal`),
      await api.get(`/api/form1040/${id}/identity`),
      await api.get(`/api/form1040/zip/${victim.user.id}`),
      await api.get('/api/dashboard'),
      await api.get('/api/filers'),
    ];
    for (const r of answers) {
      expect(r.body).not.toContain('123456789');
      expect(r.body).not.toContain('6789');
      expect(r.body).not.toContain('246810');
      expect(r.body).not.toContain('1971-03-14');
    }
    expect(answers[0]!.statusCode).toBe(404);
    expect(answers[5]!.json().error).toBe(MSG.preparerPending);
  });

  it('an approved preparer cannot make another user an approved preparer, nor approve a pending one', async () => {
    const agent = await preparer(t);
    const promoted = await filer(t);
    const api = call(t, agent.auth);
    await api.put(`/api/admin/user-role/${promoted.user.id}`, { role: 'agent' });
    // The pending one cannot promote itself or anyone through the role route either.
    const other = await filer(t);
    const byPending = await call(t, promoted.auth).put(`/api/admin/user-role/${other.user.id}`, {
      role: 'agent',
    });
    expect(byPending.statusCode).toBe(403);
    expect(byPending.json().error).toBe(MSG.preparerPending);
    // Re-sending the role, or demoting and promoting again, leaves them pending.
    const again = await api.put(`/api/admin/user-role/${promoted.user.id}`, { role: 'agent' });
    expect(again.json().user.pending_approval).toBe(true);
    await api.put(`/api/admin/user-role/${promoted.user.id}`, { role: 'user' });
    expect(await pendingOf(promoted.user.id)).toBe(false);
    await api.put(`/api/admin/user-role/${promoted.user.id}`, { role: 'agent' });
    expect(await pendingOf(promoted.user.id)).toBe(true);
  });

  it('a preparer re-sending "agent" for an approved preparer leaves them approved', async () => {
    const agent = await preparer(t);
    const colleague = await preparer(t);
    const r = await call(t, agent.auth).put(`/api/admin/user-role/${colleague.user.id}`, { role: 'agent' });
    expect(r.json().user.pending_approval).toBe(false);
  });

  it('an administrator’s promotion is their approval, and approves a pending preparer too', async () => {
    const { id } = await victimReturn();
    const promoted = await filer(t);
    const up = await call(t, admin).put(`/api/admin/user-role/${promoted.user.id}`, { role: 'agent' });
    expect(up.json().user).toMatchObject({ role: 'agent', pending_approval: false });
    expect((await call(t, promoted.auth).get(`/api/form1040/${id}`)).json().ssn).toBe('123456789');

    const agent = await preparer(t);
    const waiting = await filer(t);
    await call(t, agent.auth).put(`/api/admin/user-role/${waiting.user.id}`, { role: 'agent' });
    const ok = await call(t, admin).put(`/api/admin/user-role/${waiting.user.id}`, { role: 'agent' });
    expect(ok.json().user.pending_approval).toBe(false);
  });
});
