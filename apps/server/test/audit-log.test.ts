import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_CSV_HEADER, AUDIT_MSG, type AccessLogPage, type AuditPage } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { parseCsv } from './helpers/csv';
import { signInAdmin } from './helpers/accounts';
import { call, filer, newReturn, preparer, type Auth } from './helpers/returns';
import { readEntries, whereOf } from '../src/services/audit-log';
import { auditLog } from '../src/db/schema';

let t: TestApp;
let admin: { auth: Auth; id: number; username: string };
let owner: { auth: Auth; id: number; username: string; returnId: number };
let other: { auth: Auth; id: number; username: string; returnId: number };
/** A preparer whose username starts with '=': a spreadsheet would run it as a formula. */
let sly: { auth: Auth; id: number; username: string };
let busy: { auth: Auth; id: number; username: string };

const who = (s: { auth: Auth; user: { id: number; username: string } }) => ({
  auth: s.auth,
  id: s.user.id,
  username: s.user.username,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = who(await signInAdmin(t));
  const a = who(await filer(t));
  owner = { ...a, returnId: await newReturn(t, a.auth) };
  const b = who(await filer(t));
  other = { ...b, returnId: await newReturn(t, b.auth) };
  sly = who(await preparer(t, { username: `=HYPERLINK("x")${process.pid}` }));
  busy = who(await preparer(t));

  // The preparer opens the owner's return; the owner opens it too (never logged: it is theirs).
  expect((await call(t, sly.auth).get(`/api/form1040/${owner.returnId}`)).statusCode).toBe(200);
  expect((await call(t, owner.auth).get(`/api/form1040/${owner.returnId}`)).statusCode).toBe(200);
  // Twelve views of the other return, to page through: one read now, eleven earlier views stored as
  // they were (reads within one view are one entry, services/read-audit.ts).
  expect((await call(t, busy.auth).get(`/api/form1040/${other.returnId}`)).statusCode).toBe(200);
  for (let i = 0; i < 11; i++) {
    await t.db.db
      .insert(auditLog)
      .values({ actorId: busy.id, action: 'form1040.read', target: `form1040:${other.returnId}` });
  }
});
afterAll(async () => {
  await t.close();
});

const auditPage = async (query: string) => {
  const res = await call(t, admin.auth).get(`/api/admin/audit?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditPage>();
};

const utcDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('admin audit log', () => {
  it("shows a preparer's read of a filer's return with its actor, return and owner", async () => {
    const page = await auditPage(`return_id=${owner.returnId}`);
    expect(page.total).toBe(1);
    expect(page.total_capped).toBe(false);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      actor_id: sly.id,
      actor_username: sly.username,
      actor_role: 'agent',
      action: 'form1040.read',
      action_label: 'Viewed the return',
      target: `form1040:${owner.returnId}`,
      target_label: `Return #${owner.returnId}`,
      return_id: owner.returnId,
      owner_username: owner.username,
    });
  });

  it('filters by actor (part of the username, or the id), action and dates', async () => {
    const byName = await auditPage(`actor=${encodeURIComponent(busy.username.slice(2, 9))}&per_page=100`);
    expect(byName.items.map((r) => r.actor_id)).toContain(busy.id);
    expect(byName.items.every((r) => r.actor_username!.includes(busy.username.slice(2, 9)))).toBe(true);

    // Digits match the user id, and usernames holding those digits too.
    const byId = await auditPage(`actor=${busy.id}&per_page=100`);
    expect(byId.items.filter((r) => r.actor_id === busy.id)).toHaveLength(12);
    expect(
      byId.items.every((r) => r.actor_id === busy.id || r.actor_username!.includes(String(busy.id))),
    ).toBe(true);

    const reads = await auditPage(`action=form1040.read&per_page=100`);
    expect(reads.total).toBe(13);
    expect(await auditPage(`action=user.delete`)).toMatchObject({ total: 0, items: [] });

    const around = await auditPage(`return_id=${other.returnId}&from=${utcDay(-1)}&to=${utcDay(0)}`);
    expect(around.total).toBe(12);
    expect((await auditPage(`return_id=${other.returnId}&from=${utcDay(1)}`)).total).toBe(0);
    expect((await auditPage(`return_id=${other.returnId}&to=${utcDay(-1)}`)).total).toBe(0);
    // An instant bound is exact: entries written before now are all before this one.
    const now = new Date(Date.now() + 1000).toISOString();
    expect((await auditPage(`return_id=${other.returnId}&to=${encodeURIComponent(now)}`)).total).toBe(12);
  });

  it('pages newest first on the server', async () => {
    const first = await auditPage(`return_id=${other.returnId}&per_page=10&page=1`);
    const second = await auditPage(`return_id=${other.returnId}&per_page=10&page=2`);
    expect(first).toMatchObject({ total: 12, page: 1, per_page: 10 });
    expect(first.items).toHaveLength(10);
    expect(second.items).toHaveLength(2);
    const ids = [...first.items, ...second.items].map((r) => r.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(new Set(ids).size).toBe(12);
    const times = [...first.items, ...second.items].map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("walks on from the last entry seen, as the CSV's slices do", async () => {
    const cond = await whereOf(t.db.db, { return_id: other.returnId });
    const all = await readEntries(t.db.db, cond, 100, 0);
    expect(all).toHaveLength(12);
    const first = await readEntries(t.db.db, cond, 5, 0);
    const next = await readEntries(t.db.db, cond, 100, 0, first.at(-1)!.cursor);
    expect([...first, ...next].map((r) => r.id)).toEqual(all.map((r) => r.id));
  });

  it('masks digits that could be an SSN typed into a search', async () => {
    expect((await call(t, busy.auth).get('/api/filers?search=123-45-6789')).statusCode).toBe(200);
    const page = await auditPage(`actor=${busy.username}&action=filers.list`);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]!.detail).toBe('0 rows; search "•••"');
    const csv = await call(t, admin.auth).get(
      `/api/admin/audit.csv?actor=${busy.username}&action=filers.list`,
    );
    expect(csv.body).not.toContain('6789');
  });

  it('exports the same entries as a CSV that parses back, with formula starts neutralised', async () => {
    const res = await call(t, admin.auth).get(`/api/admin/audit.csv?return_id=${owner.returnId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('audit-log.csv');
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(['Time', 'Actor', 'Role', 'Action', 'Target', 'Return', 'Owner', 'Detail']);
    expect(AUDIT_CSV_HEADER).toEqual(rows[0]);
    expect(rows).toHaveLength(2);
    const [time, actor, role, action, target, ret, ownerName, detail] = rows[1]!;
    expect(new Date(time!).getTime()).toBeGreaterThan(Date.now() - 600_000);
    // The leading apostrophe keeps a spreadsheet from running the username as a formula.
    expect(actor).toBe(`'${sly.username}`);
    expect(res.body).not.toMatch(/(^|,)"=/m);
    expect([role, action, target, ret, ownerName, detail]).toEqual([
      'Tax Preparer',
      'Viewed the return',
      `Return #${owner.returnId}`,
      String(owner.returnId),
      owner.username,
      '',
    ]);
    // The export itself is recorded.
    const exports = await auditPage(`action=audit.export&actor=${admin.id}`);
    expect(exports.items[0]).toMatchObject({ action_label: 'Exported the audit log (CSV)', detail: '1 row' });
  });

  it('is for administrators only', async () => {
    for (const u of [owner, busy]) {
      for (const url of ['/api/admin/audit', '/api/admin/audit.csv']) {
        const res = await call(t, u.auth).get(url);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: AUDIT_MSG.adminOnly });
      }
    }
    const anon = await t.app.inject({ method: 'GET', url: '/api/admin/audit' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ error: 'Please log in first.' });
  });

  it('answers bad filters with a clear 400', async () => {
    const cases: [string, string][] = [
      ['return_id=2147483648', AUDIT_MSG.returnId],
      ['return_id=abc', AUDIT_MSG.returnId],
      ['return_id=0', AUDIT_MSG.returnId],
      [`actor=${'a'.repeat(101)}`, AUDIT_MSG.actorTooLong],
      ['actor=a%01b', AUDIT_MSG.badText],
      ['action=DROP%20TABLE', AUDIT_MSG.badAction],
      ['from=2024-02-30', AUDIT_MSG.badDate],
      ['from=yesterday', AUDIT_MSG.badDate],
      ['from=2024-05-02&to=2024-05-01', AUDIT_MSG.dateOrder],
      ['per_page=7', 'per_page must be 10, 25, 50 or 100.'],
      ['page=0', 'page must be a whole number from 1 to 100000.'],
    ];
    for (const [query, message] of cases) {
      const res = await call(t, admin.auth).get(`/api/admin/audit?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ error: string }>().error, query).toBe(message);
    }
    expect((await call(t, admin.auth).get('/api/admin/audit?actor=a%00b')).statusCode).toBe(400);
    expect((await call(t, admin.auth).get('/api/admin/audit.csv?to=2024-13-01')).statusCode).toBe(400);
  });
});

describe("a filer's access log", () => {
  it('shows who other than the owner read the return, as Preparer or Administrator', async () => {
    expect((await call(t, admin.auth).get(`/api/form1040/${owner.returnId}`)).statusCode).toBe(200);
    const res = await call(t, owner.auth).get(`/api/form1040/${owner.returnId}/access-log`);
    expect(res.statusCode).toBe(200);
    const log = res.json<AccessLogPage>();
    expect(log.total).toBe(2);
    expect(log.items.map((r) => [r.username, r.role_label, r.action_label])).toEqual([
      ['root', 'Administrator', 'Viewed the return'],
      [sly.username, 'Preparer', 'Viewed the return'],
    ]);
    // Staff may read it too; doing so is not itself an access to the return.
    const staff = await call(t, busy.auth).get(`/api/form1040/${owner.returnId}/access-log`);
    expect(staff.json<AccessLogPage>().total).toBe(2);
  });

  it('counts a returns list that showed the return', async () => {
    const list = await call(t, busy.auth).get(`/api/dashboard?search=${owner.username}`);
    expect(list.statusCode).toBe(200);
    const log = (
      await call(t, owner.auth).get(`/api/form1040/${owner.returnId}/access-log`)
    ).json<AccessLogPage>();
    expect(log.items[0]).toMatchObject({
      username: busy.username,
      role_label: 'Preparer',
      action_label: 'Saw the return in the returns list',
    });
    const admins = await auditPage(`return_id=${owner.returnId}&action=form1040.list`);
    expect(admins.items[0]).toMatchObject({ actor_id: busy.id, target_label: 'Returns list' });
  });

  it('pages', async () => {
    const first = await call(t, other.auth).get(`/api/form1040/${other.returnId}/access-log?per_page=10`);
    const second = await call(t, other.auth).get(
      `/api/form1040/${other.returnId}/access-log?per_page=10&page=2`,
    );
    expect(first.json<AccessLogPage>()).toMatchObject({ total: 12, page: 1, per_page: 10 });
    expect(first.json<AccessLogPage>().items).toHaveLength(10);
    expect(second.json<AccessLogPage>().items).toHaveLength(2);
  });

  it("is not found for another filer's return, a missing id or a huge id", async () => {
    for (const url of [
      `/api/form1040/${owner.returnId}/access-log`,
      '/api/form1040/999999/access-log',
      '/api/form1040/99999999999999/access-log',
      '/api/form1040/abc/access-log',
    ]) {
      const res = await call(t, other.auth).get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Form 1040 not found.' });
    }
    const anon = await t.app.inject({ method: 'GET', url: `/api/form1040/${owner.returnId}/access-log` });
    expect(anon.statusCode).toBe(401);
  });
});
