import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { ADMIN_USER_MSG } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { parseCsv } from './helpers/csv';
import { account, signIn, signInAdmin, signUp } from './helpers/accounts';
import { call, filer, newReturn, preparer, type Auth } from './helpers/returns';
import { auditLog, form1040s, returnItems, users } from '../src/db/schema';
import { csvCell, csvLine } from '../src/services/admin-users';

let t: TestApp;
let admin: { auth: Auth; id: number };
beforeAll(async () => {
  t = await createTestApp();
  const s = await signInAdmin(t);
  admin = { auth: s.auth, id: s.user.id };
});
afterAll(async () => {
  await t.close();
});

const auditsFor = (action: string, id: number) =>
  t.db.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, `user:${id}`)));

/** A self-registered preparer, still waiting for an administrator's approval. */
const waitingPreparer = (over: Partial<Parameters<typeof account>[0]> = {}) =>
  signUp(
    t,
    account({ role: 'agent', ptin: '12345678', phone: '555 123 4567', self_employed: true, ...over }),
  );

describe('CSV cells', () => {
  it('quotes every cell, doubles quotes and defuses formula starts', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=1+2')).toBe(`"'=1+2"`);
    for (const c of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${c}x`)).toBe(`"'${c}x"`);
    expect(csvCell(42)).toBe('"42"');
    expect(csvLine(['a', 'b'])).toBe('"a","b"\r\n');
    expect(parseCsv(csvLine(['x,"y"', 'line\nbreak']))).toEqual([['x,"y"', 'line\nbreak']]);
  });
});

describe('user list', () => {
  it('keeps the plain array for older callers and pages, searches and sorts on request', async () => {
    const tag = `srch${process.pid}`;
    const made = [];
    for (const name of ['carol', 'alice', 'bob']) {
      made.push(await signUp(t, account({ username: `${tag}${name}`, email: `${name}.${tag}@example.com` })));
    }
    const plain = await call(t, admin.auth).get('/api/admin/users');
    expect(plain.statusCode).toBe(200);
    expect(Array.isArray(plain.json())).toBe(true);

    const page1 = await call(t, admin.auth).get(`/api/admin/users?q=${tag}&sort=username&dir=asc&per_page=2`);
    expect(page1.statusCode).toBe(200);
    const p1 = page1.json();
    expect(p1.total).toBe(3);
    expect(p1.page).toBe(1);
    expect(p1.users.map((u: { username: string }) => u.username)).toEqual([`${tag}alice`, `${tag}bob`]);
    const p2 = (
      await call(t, admin.auth).get(`/api/admin/users?q=${tag}&sort=username&dir=asc&per_page=2&page=2`)
    ).json();
    expect(p2.users.map((u: { username: string }) => u.username)).toEqual([`${tag}carol`]);

    const desc = (await call(t, admin.auth).get(`/api/admin/users?q=${tag}&sort=id&dir=desc&page=1`)).json();
    expect(desc.users.map((u: { id: number }) => u.id)).toEqual(made.map((m) => m.user.id).reverse());
    // The search matches email too, case-insensitively, and LIKE wildcards match only themselves.
    const byEmail = (await call(t, admin.auth).get(`/api/admin/users?q=ALICE.${tag}&page=1`)).json();
    expect(byEmail.total).toBe(1);
    expect((await call(t, admin.auth).get(`/api/admin/users?q=${tag}%25&page=1`)).json().total).toBe(0);
    expect((await call(t, admin.auth).get(`/api/admin/users?q=_&page=1`)).json().total).toBe(0);
    expect(await auditsForList()).toBeGreaterThan(0);
  });

  it('shows preparers waiting for approval first', async () => {
    const pending = await waitingPreparer();
    const list = (await call(t, admin.auth).get('/api/admin/users?sort=username&page=1&per_page=100')).json();
    expect(list.users[0]).toMatchObject({ id: pending.user.id, pending_approval: true });
    await call(t, admin.auth).put(`/api/admin/user-status/${pending.user.id}`, { is_active: true });
  });

  it('pages across the boundary between waiting preparers and everyone else', async () => {
    const tag = `edge${process.pid}`;
    const a = await signUp(t, account({ username: `${tag}a`, email: `a.${tag}@example.com` }));
    const b = await signUp(t, account({ username: `${tag}b`, email: `b.${tag}@example.com` }));
    const waiting = await waitingPreparer({ username: `${tag}z`, email: `z.${tag}@example.com` });
    const names = async (page: number, perPage = 2, dir = 'asc') =>
      (
        await call(t, admin.auth).get(
          `/api/admin/users?q=${tag}&sort=username&dir=${dir}&per_page=${perPage}&page=${page}`,
        )
      )
        .json()
        .users.map((u: { id: number }) => u.id);
    expect(await names(1)).toEqual([waiting.user.id, a.user.id]);
    expect(await names(2)).toEqual([b.user.id]);
    expect(await names(3)).toEqual([]);
    // A second one waiting: the waiting fill page 1 alone, then the page that starts past them.
    const waiting2 = await waitingPreparer({ username: `${tag}y`, email: `y.${tag}@example.com` });
    expect(await names(1)).toEqual([waiting2.user.id, waiting.user.id]);
    expect(await names(2)).toEqual([a.user.id, b.user.id]);
    expect(await names(1, 3, 'desc')).toEqual([waiting.user.id, waiting2.user.id, b.user.id]);
    expect(await names(2, 3, 'desc')).toEqual([a.user.id]);
    expect(await names(2, 1)).toEqual([waiting.user.id]);
    expect(await names(3, 1)).toEqual([a.user.id]);
  });

  it('answers 400 with a message for hostile queries', async () => {
    const api = call(t, admin.auth);
    const cases = [
      `q=${'x'.repeat(101)}`,
      'q=%00',
      'sort=password_hash',
      'dir=sideways',
      'page=0',
      'page=99999999999999999999',
      'per_page=1000',
      'page=abc',
    ];
    for (const c of cases) {
      const r = await api.get(`/api/admin/users?${c}`);
      expect(r.statusCode, c).toBe(400);
      expect(typeof r.json().error, c).toBe('string');
    }
    expect((await api.get(`/api/admin/users?q=${'x'.repeat(101)}`)).json().error).toBe(
      ADMIN_USER_MSG.searchTooLong,
    );
    // Odd but valid Unicode is just a search that finds nothing.
    expect((await api.get(`/api/admin/users?q=${encodeURIComponent('😀\u202e')}&page=1`)).json().total).toBe(
      0,
    );
    for (const id of ['0', '-1', 'abc', '99999999999999999999', '2147483648', '1.5']) {
      const r = await api.put(`/api/admin/user-role/${id}`, { role: 'agent' });
      expect(r.statusCode, id).toBe(404);
      expect(r.json().error).toBe(ADMIN_USER_MSG.notFound);
      expect((await api.del(`/api/admin/users/${id}`)).statusCode).toBe(404);
    }
    expect((await api.put(`/api/admin/user-role/2147483647`, { role: 'agent' })).statusCode).toBe(404);
    const u = await filer(t);
    expect((await api.put(`/api/admin/user-role/${u.user.id}`, { role: 'admin' })).statusCode).toBe(400);
    expect((await api.put(`/api/admin/user-status/${u.user.id}`, { is_active: 'yes' })).statusCode).toBe(400);
  });
});

async function auditsForList() {
  return (await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'users.list'))).length;
}

describe('who may manage users', () => {
  it('a filer gets 403 on every admin call and an anonymous caller 401', async () => {
    const f = await filer(t);
    const other = await filer(t);
    const calls = (a: ReturnType<typeof call>) => [
      a.get('/api/admin/users'),
      a.get('/api/admin/users?page=1'),
      a.get('/api/admin/users.csv'),
      a.put(`/api/admin/user-role/${other.user.id}`, { role: 'agent' }),
      a.put(`/api/admin/user-status/${other.user.id}`, { is_active: false }),
      a.get(`/api/admin/users/${other.user.id}/delete-impact`),
      a.del(`/api/admin/users/${other.user.id}`),
    ];
    for (const r of await Promise.all(calls(call(t, f.auth)))) {
      expect(r.statusCode).toBe(403);
      expect(r.json().error).toBe(ADMIN_USER_MSG.accessDenied);
    }
    for (const r of await Promise.all(calls(call(t, {})))) {
      expect(r.statusCode).toBe(401);
      expect(r.json().error).toBe(ADMIN_USER_MSG.logInFirst);
    }
    const [still] = await t.db.db.select().from(users).where(eq(users.id, other.user.id));
    expect(still).toMatchObject({ role: 'user', active: true });
  });

  it('nobody changes or deletes themselves or an administrator', async () => {
    const agent = await preparer(t);
    for (const [who, self] of [
      [admin.auth, admin.id],
      [agent.auth, agent.user.id],
    ] as const) {
      const api = call(t, who);
      for (const target of [self, admin.id]) {
        const rs = [
          await api.put(`/api/admin/user-role/${target}`, { role: 'user' }),
          await api.put(`/api/admin/user-status/${target}`, { is_active: false }),
          await api.del(`/api/admin/users/${target}`),
        ];
        for (const r of rs) expect(r.statusCode).toBe(403);
        expect(rs[2]!.json().error).toBe(
          target === self ? ADMIN_USER_MSG.notYourself : ADMIN_USER_MSG.adminUnchangeable,
        );
      }
    }
    expect((await call(t, agent.auth).get('/api/me')).statusCode).toBe(200);
  });

  it('only an administrator approves a pending preparer', async () => {
    const agent = await preparer(t);
    const pending = await waitingPreparer();
    const byAgent = await call(t, agent.auth).put(`/api/admin/user-status/${pending.user.id}`, {
      is_active: true,
    });
    expect(byAgent.statusCode).toBe(403);
    expect(byAgent.json().error).toBe(ADMIN_USER_MSG.approveAdminOnly);
    const ok = await call(t, admin.auth).put(`/api/admin/user-status/${pending.user.id}`, {
      is_active: true,
    });
    expect(ok.json()).toMatchObject({
      message: ADMIN_USER_MSG.statusUpdated,
      user: { pending_approval: false },
    });
    expect(await auditsFor('user.activate', pending.user.id)).toHaveLength(1);
  });
});

describe('actions', () => {
  it('promotes and demotes; demotion ends the sessions; both audited', async () => {
    const u = await filer(t);
    const agent = await preparer(t);
    const up = await call(t, agent.auth).put(`/api/admin/user-role/${u.user.id}`, { role: 'agent' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({
      message: 'Role updated.',
      user: { role: 'agent', pending_approval: true },
    });
    // Promotion keeps the session; a preparer's promotion waits for an administrator's approval.
    expect((await call(t, u.auth).get('/api/me')).json().pending_approval).toBe(true);

    const down = await call(t, admin.auth).put(`/api/admin/user-role/${u.user.id}`, { role: 'user' });
    expect(down.json().user.role).toBe('user');
    expect((await call(t, u.auth).get('/api/me')).statusCode).toBe(401);
    const entries = await auditsFor('user.role', u.user.id);
    expect(entries.map((e) => e.detail)).toEqual([
      { from: 'user', to: 'agent' },
      { from: 'agent', to: 'user' },
    ]);
  });

  it('deactivates (ending the sessions) and reactivates', async () => {
    const u = await filer(t);
    const agent = await preparer(t);
    const off = await call(t, agent.auth).put(`/api/admin/user-status/${u.user.id}`, { is_active: false });
    expect(off.json()).toMatchObject({ message: 'User status updated.', user: { is_active: false } });
    expect((await call(t, u.auth).get('/api/me')).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: u.user.username, password: 'secret123' },
    });
    expect(login.statusCode).not.toBe(200);
    const on = await call(t, agent.auth).put(`/api/admin/user-status/${u.user.id}`, { is_active: true });
    expect(on.json().user.is_active).toBe(true);
    expect((await signIn(t, u.user.username, 'secret123')).token).toBeTruthy();
    expect(await auditsFor('user.deactivate', u.user.id)).toHaveLength(1);
    expect(await auditsFor('user.activate', u.user.id)).toHaveLength(1);
  });

  it('deletes a user with their returns and documents after saying how many', async () => {
    const u = await filer(t);
    const r1 = await newReturn(t, u.auth);
    // One return a year through the API; an earlier year's return is inserted directly.
    const [old] = await t.db.db.insert(form1040s).values({ userId: u.user.id, taxYear: 2023 }).returning();
    const r2 = old!.id;
    // Two documents on the first return, none on the second.
    await t.db.db.insert(returnItems).values([
      { form1040Id: r1, kind: 'w2', data: {} },
      { form1040Id: r1, kind: 'w2', data: {} },
    ]);
    const agent = await preparer(t);
    const impact = await call(t, agent.auth).get(`/api/admin/users/${u.user.id}/delete-impact`);
    expect(impact.json()).toEqual({ id: u.user.id, username: u.user.username, returns: 2, documents: 2 });

    const del = await call(t, agent.auth).del(`/api/admin/users/${u.user.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'User deleted.', returns_deleted: 2, documents_deleted: 2 });
    expect(await t.db.db.select().from(users).where(eq(users.id, u.user.id))).toHaveLength(0);
    expect(
      await t.db.db
        .select()
        .from(form1040s)
        .where(inArray(form1040s.id, [r1, r2])),
    ).toHaveLength(0);
    expect(await t.db.db.select().from(returnItems).where(eq(returnItems.form1040Id, r1))).toHaveLength(0);
    expect((await call(t, u.auth).get('/api/me')).statusCode).toBe(401);
    const [entry] = await auditsFor('user.delete', u.user.id);
    expect(entry).toMatchObject({ actorId: agent.user.id, detail: { returns: 2, documents: 2 } });
    expect((await call(t, agent.auth).del(`/api/admin/users/${u.user.id}`)).statusCode).toBe(404);
  });
});

describe('CSV export', () => {
  it('parses back to the same cells, with hostile names kept as text', async () => {
    const tag = `csv${process.pid}`;
    const odd = await signUp(t, account({ username: `${tag}plain`, email: `${tag}@example.com` }));
    // Registration would refuse these names, so they are set directly: the export must survive any data.
    const hostile = { username: `=HYPERLINK("x"),${tag}`, email: `-${tag}"q@example.com` };
    await t.db.db.update(users).set(hostile).where(eq(users.id, odd.user.id));

    const res = await call(t, admin.auth).get(`/api/admin/users.csv?q=${encodeURIComponent(tag)}&sort=id`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('users.csv');
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(['ID', 'Username', 'Email', 'Role', 'Status', 'Joined']);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual([
      String(odd.user.id),
      `'${hostile.username}`,
      `'${hostile.email}`,
      'Individual Filer',
      'Active',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    ]);
    const [entry] = await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'users.export'));
    expect(entry).toMatchObject({ actorId: admin.id, detail: { count: 1 } });
  });
});
