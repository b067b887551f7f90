import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ADMIN_FORM_MSG, type AdminFormsPage } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { signInAdmin } from './helpers/accounts';
import { call, completeSingleReturn, filer, newReturn, preparer, type Auth } from './helpers/returns';
import { auditLog, form1040s, returnItems } from '../src/db/schema';

let t: TestApp;
let admin: Auth;
let owner: { auth: Auth; id: number; username: string };
let full: number; // complete return with a W-2 (Acme Corp, wages 52,000)
let empty: number;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAdmin(t)).auth;
  const f = await filer(t);
  owner = { auth: f.auth, id: f.user.id, username: f.user.username };
  full = (await completeSingleReturn(t, f.auth)).id;
  // One return per filer and year: the second return belongs to a second filer with the same name prefix.
  const g = await filer(t);
  other = g.user.username;
  empty = await newReturn(t, g.auth);
});
afterAll(async () => {
  await t.close();
});

const list = async (qs = '', auth = admin) => {
  const r = await call(t, auth).get(`/api/admin/forms${qs}`);
  expect(r.statusCode).toBe(200);
  return r.json<AdminFormsPage>();
};

describe('GET /api/admin/forms', () => {
  it('lists returns and documents with owner, name, amount and tax', async () => {
    const page = await list('?per_page=100');
    expect(page.page).toBe(1);
    expect(page.per_page).toBe(100);
    const ret = page.items.find((i) => i.type === 'form1040' && i.id === full)!;
    // Wages 52,000 - standard deduction 14,600 = 37,400 taxable; tax table row 37,400-37,450 at its
    // midpoint 37,425: 10% x 11,600 + 12% x 25,825 = 1,160 + 3,099 = 4,259; refund 5,000 - 4,259 = 741.
    expect(ret).toMatchObject({
      user_id: owner.id,
      username: owner.username,
      status: 'Pending',
      amount: '741',
    });
    expect(ret.tax).toBe('4259');
    expect(ret.name).toBe("Jane O'Neil & Sons");
    const w2 = page.items.find((i) => i.type === 'w2' && i.form1040_id === full)!;
    expect(w2).toMatchObject({ name: 'Acme Corp', amount: '52000', tax: null, status: 'Pending' });
    expect(page.items.find((i) => i.type === 'form1040' && i.id === empty)?.username).toBe(other);
    const mine = await list(`?q=${encodeURIComponent(other)}&type=form1040`);
    expect(mine.items.map((i) => i.id)).toEqual([empty]);
  });

  it('filters by type and status, sorts and pages', async () => {
    const w2s = await list('?type=w2');
    expect(w2s.total).toBe(1);
    expect(w2s.items.map((i) => i.type)).toEqual(['w2']);
    expect((await list('?status=Accepted')).total).toBe(0);
    const byId = await list(`?type=form1040&sort=id&dir=asc`);
    expect(byId.items.map((i) => i.id)).toEqual([full, empty]);
    const second = await list(`?type=form1040&sort=id&dir=asc&per_page=1&page=2`);
    expect(second).toMatchObject({ total: 2, page: 2, per_page: 1 });
    expect(second.items.map((i) => i.id)).toEqual([empty]);
    const acme = await list('?q=acme');
    expect(acme.items.map((i) => [i.type, i.name])).toEqual([['w2', 'Acme Corp']]);
    expect((await list('?q=%25')).total).toBe(0); // a literal %, not a wildcard
    expect((await list()).per_page).toBe(25);
  });

  it('lets approved agents list but not delete; filers get 403', async () => {
    const agent = await preparer(t);
    expect((await list('', agent.auth)).total).toBeGreaterThan(0);
    const del = await call(t, agent.auth).del(`/api/admin/form/form1040/${empty}`);
    expect(del.statusCode).toBe(403);
    const r = await call(t, owner.auth).get('/api/admin/forms');
    expect(r.statusCode).toBe(403);
    expect(r.json().error).toBe(ADMIN_FORM_MSG.accessDenied);
  });

  it('answers 400, never 5xx, to hostile query values', async () => {
    for (const qs of [
      '?q=%00',
      `?q=${'x'.repeat(101)}`,
      '?page=99999999999999999999',
      '?per_page=0',
      '?sort=password',
      '?type=%F0%9F%92%A9',
      '?status=Done',
      '?dir=sideways',
    ]) {
      const r = await call(t, admin).get(`/api/admin/forms${qs}`);
      expect(r.statusCode, qs).toBe(400);
    }
    const odd = await call(t, admin).get(`/api/admin/forms?q=${encodeURIComponent('Zoë 💩 \u202e')}`);
    expect(odd.statusCode).toBe(200);
  });
});

describe('DELETE /api/admin/form/{type}/{id}', () => {
  it('deletes a document and a return, audited; 404 for unknown', async () => {
    const api = call(t, admin);
    const [w2] = await t.db.db
      .select()
      .from(returnItems)
      .where(and(eq(returnItems.form1040Id, full), eq(returnItems.kind, 'w2')));
    expect((await api.del(`/api/admin/form/schedule_c/${w2!.id}`)).statusCode).toBe(404);
    expect((await api.del(`/api/admin/form/w2/${w2!.id}`)).statusCode).toBe(200);
    expect(await t.db.db.select().from(returnItems).where(eq(returnItems.id, w2!.id))).toHaveLength(0);
    const r = await api.del(`/api/admin/form/form1040/${empty}`);
    expect(r.statusCode).toBe(200);
    expect(await t.db.db.select().from(form1040s).where(eq(form1040s.id, empty))).toHaveLength(0);
    const audits = await t.db.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `form1040:${empty}`));
    expect(audits.map((a) => a.action)).toEqual(['form.delete']);
    for (const url of ['form1040/999999', 'form1040/99999999999999999999', 'w2/abc', 'W%00/1']) {
      const x = await api.del(`/api/admin/form/${url}`);
      expect([400, 404], url).toContain(x.statusCode);
    }
    expect((await api.del(`/api/admin/form/form1040/${empty}`)).statusCode).toBe(404);
  });

  it('refuses to delete an accepted return (409)', async () => {
    await t.db.db.update(form1040s).set({ status: 'Accepted' }).where(eq(form1040s.id, full));
    const r = await call(t, admin).del(`/api/admin/form/form1040/${full}`);
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toBe(ADMIN_FORM_MSG.accepted);
    expect(await t.db.db.select().from(form1040s).where(eq(form1040s.id, full))).toHaveLength(1);
  });
});
