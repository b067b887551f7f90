import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ADMIN_FORM_DETAIL_MSG,
  ADMIN_FORM_MSG,
  MSG,
  type AdminFormDetail,
  type AdminFormField,
} from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { account, signInAdmin, signUp } from './helpers/accounts';
import { call, completeSingleReturn, PERSONAL, preparer, type Auth } from './helpers/returns';
import { auditLog, form1040s, returnItems } from '../src/db/schema';

let t: TestApp;
let admin: Auth;
let adminId: number;
let agent: { auth: Auth; id: number };
let owner: { auth: Auth; id: number; username: string; email: string };
let ret: number; // complete single return: W-2 Acme Corp, wages 52,000, 5,000 withheld
let w2: number;
beforeAll(async () => {
  t = await createTestApp();
  const root = await signInAdmin(t);
  admin = root.auth;
  adminId = root.user.id;
  const a = await preparer(t);
  agent = { auth: a.auth, id: a.user.id };
  const acc = account();
  const f = await signUp(t, acc);
  owner = { auth: f.auth, id: f.user.id, username: f.user.username, email: acc.email };
  ret = (await completeSingleReturn(t, f.auth)).id;
  const [item] = await t.db.db
    .select()
    .from(returnItems)
    .where(and(eq(returnItems.form1040Id, ret), eq(returnItems.kind, 'w2')));
  w2 = item!.id;
});
afterAll(async () => {
  await t.close();
});

const detail = async (path: string, auth: Auth = admin) => {
  const r = await call(t, auth).get(`/api/admin/form/${path}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<AdminFormDetail>();
};
const fieldOf = (d: AdminFormDetail, name: string): AdminFormField | undefined =>
  d.sections.flatMap((s) => s.fields).find((f) => f.name === name);
const patch = (auth: Auth, id: number | string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/form/form1040/${id}/basic`, headers: auth, payload });
const auditsOf = (actorId: number, target: string) =>
  t.db.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorId, actorId), eq(auditLog.target, target)));

describe('GET /api/admin/form/{type}/{id}', () => {
  it('shows an admin a return: owner, status, figures, masked SSN and its documents; the read is audited', async () => {
    const d = await detail(`form1040/${ret}`);
    expect(d).toMatchObject({
      type: 'form1040',
      id: ret,
      title: 'Form 1040',
      form1040_id: ret,
      status: 'Pending',
      tax_year: 2024,
      return_name: "Jane O'Neil & Sons",
      owner: { id: owner.id, username: owner.username, email: owner.email },
      screen: `/form1040/${ret}`,
    });
    // Wages 52,000 - standard deduction 14,600 = 37,400 taxable; Tax Table row 37,400-37,450 at its
    // midpoint 37,425: 10% x 11,600 + 12% x 25,825 = 4,259; payments 5,000 withheld; refund 741.
    const fig = Object.fromEntries(d.figures.map((f) => [f.label, Number(f.value)]));
    expect(fig['Taxable income (line 15)']).toBe(37400);
    expect(fig['Total tax (line 24)']).toBe(4259);
    expect(fig['Total payments (line 33)']).toBe(5000);
    expect(fig['Refund']).toBe(741);
    expect(fieldOf(d, 'ssn')).toMatchObject({ label: 'SSN', value: '***-**-6789', masked: true });
    expect(fieldOf(d, 'city')).toMatchObject({ label: 'City', value: PERSONAL.city, masked: false });
    expect(d.basic).toMatchObject({ first_name: 'Jane', ssn_masked: '***-**-6789', zip_code: '62701' });
    expect(d.documents).toEqual([
      { type: 'w2', id: w2, title: 'W-2 Wage and Tax Statements', name: 'Acme Corp' },
    ]);
    expect(JSON.stringify(d)).not.toContain('123456789');
    const reads = await auditsOf(adminId, `form1040:${ret}`);
    expect(reads.map((a) => a.action)).toContain('form1040.read');
  });

  it('shows an agent a document with the registry labels, secrets masked; the read of the return is audited', async () => {
    const d = await detail(`w2/${w2}`, agent.auth);
    expect(d).toMatchObject({
      type: 'w2',
      id: w2,
      title: 'W-2 Wage and Tax Statements',
      form1040_id: ret,
      owner: { username: owner.username },
      screen: `/form1040/${ret}/w2`,
      basic: null,
    });
    // The registry's sections in its order (a kind may add more, e.g. a W-2's box 12 rows).
    expect(d.sections.map((s) => s.legend).slice(0, 2)).toEqual(['Employer and employee', 'Amounts']);
    expect(fieldOf(d, 'employer_name')).toMatchObject({ label: 'Employer name', value: 'Acme Corp' });
    const wages = fieldOf(d, 'wages')!;
    expect(wages.label).toBe('Box 1 Wages, tips, other compensation');
    expect(Number(wages.value)).toBe(52000);
    expect(wages.money).toBe(true);
    expect(fieldOf(d, 'employee_ssn')).toMatchObject({ value: '***-**-6789', masked: true });
    expect(d.figures.map((f) => [f.label, Number(f.value)])).toEqual([
      ['Wages (box 1)', 52000],
      ['Federal tax withheld (box 2)', 5000],
    ]);
    const audits = await auditsOf(agent.id, `form1040:${ret}`);
    expect(audits.map((a) => a.action)).toContain('form1040.read');
  });

  it('shows a kind outside the registry with plain labels, identifiers masked and lists counted', async () => {
    const [item] = await t.db.db
      .insert(returnItems)
      .values({
        form1040Id: ret,
        kind: 'schedule_e',
        data: {
          payer_tin: '987654321',
          property_address: '5 Oak Ave',
          properties: [{ rents: '1200' }, { rents: '900' }],
        },
      })
      .returning();
    const d = await detail(`schedule_e/${item!.id}`, agent.auth);
    expect(d).toMatchObject({ title: 'Schedule E', screen: `/form1040/${ret}/schedule-e`, figures: [] });
    expect(fieldOf(d, 'payer_tin')).toMatchObject({ label: 'Payer tin', value: '***-**-4321', masked: true });
    expect(fieldOf(d, 'property_address')?.value).toBe('5 Oak Ave');
    expect(fieldOf(d, 'properties')?.value).toBe('2 entries');
    await t.db.db.delete(returnItems).where(eq(returnItems.id, item!.id));
  });

  it('answers a filer 403 with the spec message, a visitor 401, a pending preparer 403', async () => {
    for (const path of [`form1040/${ret}`, `w2/${w2}`]) {
      const r = await call(t, owner.auth).get(`/api/admin/form/${path}`);
      expect(r.statusCode).toBe(403);
      expect(r.json().error).toBe(ADMIN_FORM_MSG.accessDenied);
    }
    expect((await call(t, {}).get(`/api/admin/form/form1040/${ret}`)).statusCode).toBe(401);
    const pending = await signUp(
      t,
      account({ role: 'agent', ptin: '12345678', phone: '555 123 4567', self_employed: true }),
    );
    const p = await call(t, pending.auth).get(`/api/admin/form/form1040/${ret}`);
    expect(p.statusCode).toBe(403);
    expect(p.json().error).toBe(MSG.preparerPending);
  });

  it("answers 404 'Form not found.' to unknown forms and 400/404, never 5xx, to odd input", async () => {
    for (const path of [
      'form1040/999999',
      `schedule_c/${w2}`, // a W-2's id under another kind
      `form1099_int/${ret}`,
      'form1040/2147483648',
      'form1040/99999999999999999999',
      'w2/abc',
      'w2/0',
      'w2/-1',
      'w2/1e3',
      `w2/${'9'.repeat(90)}`,
    ]) {
      const r = await call(t, admin).get(`/api/admin/form/${path}`);
      expect(r.statusCode, path).toBe(404);
      expect(r.json().error, path).toBe(ADMIN_FORM_DETAIL_MSG.notFound);
    }
    for (const path of [
      'W2/1',
      'w2%00/1',
      '%F0%9F%92%A9/1',
      `${'x'.repeat(41)}/1`,
      'w2/%00',
      'w2/%ED%A0%80',
    ]) {
      const r = await call(t, admin).get(`/api/admin/form/${path}`);
      expect([400, 404], path).toContain(r.statusCode);
    }
  });
});

describe('PATCH /api/admin/form/form1040/{id}/basic', () => {
  const BASIC = {
    first_name: 'Jane',
    last_name: 'Okafor',
    address: '22 Elm St',
    city: 'Peoria',
    state: 'IL',
    zip_code: '61602',
  };

  it("saves the filer's name and address for an agent, keeps the SSN, and audits the change", async () => {
    const before = await detail(`form1040/${ret}`, agent.auth);
    const r = await patch(agent.auth, ret, { ...BASIC, version: before.version });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ message: ADMIN_FORM_DETAIL_MSG.saved, version: before.version + 1 });
    const after = await detail(`form1040/${ret}`, agent.auth);
    expect(after.return_name).toBe('Jane Okafor');
    expect(after.basic).toMatchObject({ ...BASIC, ssn_masked: '***-**-6789' });
    // The filer sees the change on their own return, the SSN as they entered it.
    const own = (await call(t, owner.auth).get(`/api/form1040/${ret}`)).json();
    expect(own).toMatchObject({ last_name: 'Okafor', city: 'Peoria', ssn: '123456789' });
    const audits = await auditsOf(agent.id, `form1040:${ret}`);
    const edit = audits.find((a) => a.action === 'form.edit');
    expect(edit?.detail).toEqual({
      user_id: owner.id,
      fields: ['last_name', 'address', 'city', 'zip_code'],
    });
    expect(audits.map((a) => a.action)).toContain('form1040.admin-basic');
    // The list shows the new name too.
    const list = (await call(t, admin).get('/api/admin/forms?type=form1040&q=okafor')).json();
    expect(list.items.map((i: { id: number }) => i.id)).toEqual([ret]);
  });

  it("applies the Personal Info step's rules and messages, and refuses a stale version", async () => {
    const r = await patch(admin, ret, { ...BASIC, first_name: ' ', zip_code: '1234', state: 'ZZ' });
    expect(r.statusCode).toBe(400);
    const paths = (r.json().issues as { path: string; message: string }[]).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['first_name', 'zip_code', 'state']));
    expect(r.json().issues).toContainEqual({ path: 'zip_code', message: MSG.zip });
    const stale = await patch(admin, ret, { ...BASIC, version: 0 });
    expect(stale.statusCode).toBe(409);
    for (const bad of [
      { ...BASIC, last_name: 'a\u0000b' },
      { ...BASIC, city: 'x'.repeat(100_000) },
    ]) {
      const x = await patch(admin, ret, bad);
      expect(x.statusCode).toBe(400);
    }
  });

  it('refuses filers (403), unknown returns (404) and accepted returns (409)', async () => {
    const f = await patch(owner.auth, ret, BASIC);
    expect(f.statusCode).toBe(403);
    expect(f.json().error).toBe(ADMIN_FORM_MSG.accessDenied);
    for (const id of ['999999', '2147483648', 'abc']) {
      const x = await patch(admin, id, BASIC);
      expect(x.statusCode, id).toBe(404);
      expect(x.json().error).toBe(ADMIN_FORM_DETAIL_MSG.notFound);
    }
    await t.db.db.update(form1040s).set({ status: 'Accepted' }).where(eq(form1040s.id, ret));
    const a = await patch(admin, ret, BASIC);
    expect(a.statusCode).toBe(409);
    expect(a.json().error).toBe(MSG.acceptedReadOnly);
    await t.db.db.update(form1040s).set({ status: 'Pending' }).where(eq(form1040s.id, ret));
  });
});

describe('who may delete', () => {
  it('an agent cannot delete a form; an admin can', async () => {
    const r = await call(t, agent.auth).del(`/api/admin/form/w2/${w2}`);
    expect(r.statusCode).toBe(403);
    expect(r.json().error).toBe(ADMIN_FORM_MSG.adminOnly);
    expect((await call(t, admin).del(`/api/admin/form/w2/${w2}`)).statusCode).toBe(200);
    const gone = await call(t, admin).get(`/api/admin/form/w2/${w2}`);
    expect(gone.statusCode).toBe(404);
  });
});
