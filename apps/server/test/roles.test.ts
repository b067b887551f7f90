import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { account, signIn, signUp } from './helpers/accounts';
import { ensureAdmin } from '../src/services/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureAdmin(
    t.db.db,
    { username: 'boss', email: 'boss@example.com', password: 'bosspass1' },
    () => 'unused',
  );
});
afterAll(async () => {
  await t.close();
});

const agentFields = {
  ptin: '12345678',
  phone: '555 123 4567',
  firm_name: 'Ledger & Co',
  firm_address: '1 Main St, Springfield',
  firm_ein: '12-3456789',
};

describe('roles and the preparer profile', () => {
  it('an agent who registers with preparer details has a profile; the EIN comes back as XX-XXXXXXX', async () => {
    const s = await signUp(t, account({ role: 'agent', ...agentFields }));
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: s.auth });
    expect(me.json()).toMatchObject({ role: 'agent', has_preparer_profile: true });
    const p = await t.app.inject({ method: 'GET', url: '/api/agent/preparer-profile', headers: s.auth });
    expect(p.json()).toMatchObject({
      ptin: '12345678',
      self_employed: false,
      // Entered as 12-3456789, it comes back the same (it was 123456789).
      firm_ein: '12-3456789',
      firm_name: 'Ledger & Co',
    });
    // Not the administrator's path.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/preparer-profile', headers: s.auth })).statusCode,
    ).toBe(403);
  });

  it('an individual filer has no preparer profile to read or write', async () => {
    const s = await signUp(t, account());
    for (const url of ['/api/agent/preparer-profile', '/api/api/admin/preparer-profile']) {
      const r = await t.app.inject({
        method: 'POST',
        url,
        headers: s.auth,
        payload: { ...agentFields, self_employed: false },
      });
      expect(r.statusCode).toBe(403);
    }
  });

  it('signed-out callers get 401', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/api/admin/preparer-profile',
      payload: agentFields,
    });
    expect(r.statusCode).toBe(401);
  });

  it('the first administrator has no profile until set up, through the documented /api/api path', async () => {
    const s = await signIn(t, 'boss', 'bosspass1');
    expect(s.user.role).toBe('admin');
    let me = await t.app.inject({ method: 'GET', url: '/api/me', headers: s.auth });
    expect(me.json().has_preparer_profile).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/preparer-profile', headers: s.auth })).statusCode,
    ).toBe(404);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/api/admin/preparer-profile',
      headers: s.auth,
      payload: { ptin: '1', phone: '' },
    });
    expect(bad.statusCode).toBe(400);

    const r = await t.app.inject({
      method: 'POST',
      url: '/api/api/admin/preparer-profile',
      headers: s.auth,
      payload: { ...agentFields, self_employed: true },
    });
    expect(r.statusCode).toBe(200);
    // Self-employed: the firm fields are cleared, not kept.
    expect(r.json().profile).toMatchObject({
      self_employed: true,
      firm_name: null,
      firm_address: null,
      firm_ein: null,
    });
    me = await t.app.inject({ method: 'GET', url: '/api/me', headers: s.auth });
    expect(me.json().has_preparer_profile).toBe(true);
  });

  it('ensureAdmin creates no second administrator', async () => {
    const r = await ensureAdmin(
      t.db.db,
      { username: 'other', email: 'o@example.com', password: undefined },
      () => 'x',
    );
    expect(r.created).toBe(false);
  });
});
