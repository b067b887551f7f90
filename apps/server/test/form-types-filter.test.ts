import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ADMIN_FORM_MSG,
  ADMIN_FORM_TYPES,
  ENGINE_KINDS,
  FORM_TYPES,
  form1095A,
  form8949,
  hsa,
  scheduleD,
  ssa1099,
  type AdminFormsPage,
} from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { signInAdmin } from './helpers/accounts';
import { call, filer, newReturn, type Auth } from './helpers/returns';
import { returnItems } from '../src/db/schema';

// The All forms type filter is derived from the document registry (issue 22, item 18): it once
// listed `ssa1099` while SSA-1099s are stored as `form1099_ssa`, and lacked 1095-A, HSA and 8949.

let t: TestApp;
let admin: Auth;
let formId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAdmin(t)).auth;
  const f = await filer(t);
  formId = await newReturn(t, f.auth);
  // One record of every registry kind, and of every kind stored by its own plugin, on one return.
  const kinds = ADMIN_FORM_TYPES.filter((k) => k !== 'form1040');
  await t.db.db
    .insert(returnItems)
    .values(kinds.map((kind) => ({ form1040Id: formId, kind, data: { payer_name: `Payer of ${kind}` } })));
});
afterAll(async () => {
  await t.close();
});

const forms = async (qs: string) => {
  const r = await call(t, admin).get(`/api/admin/forms${qs}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<AdminFormsPage>();
};

describe('All forms type filter', () => {
  it('offers every registry kind, by its stored name', () => {
    for (const def of [...ENGINE_KINDS, scheduleD]) expect(ADMIN_FORM_TYPES).toContain(def.kind);
    for (const def of [ssa1099, form1095A, hsa, form8949]) expect(ADMIN_FORM_TYPES).toContain(def.kind);
    expect(ADMIN_FORM_TYPES).toContain('form1099_ssa');
    expect(ADMIN_FORM_TYPES).not.toContain('ssa1099');
    // The screen's options are the same list, each with a name a person reads.
    expect(FORM_TYPES.map((o) => o.value)).toEqual(ADMIN_FORM_TYPES);
    expect(FORM_TYPES.find((o) => o.value === 'form1099_ssa')?.label).toBe('Form SSA-1099');
  });

  it('every type listed in form_list is in the filter, and filtering by each returns its rows', async () => {
    const listed = (await t.db.db.execute(sql`select distinct type from form_list`)) as unknown as {
      rows: { type: string }[];
    };
    const types = listed.rows.map((r) => r.type);
    expect(types.length).toBe(ADMIN_FORM_TYPES.length);
    for (const type of types) expect(ADMIN_FORM_TYPES, type).toContain(type);
    for (const type of ADMIN_FORM_TYPES) {
      const page = await forms(`?type=${type}&per_page=100`);
      expect(page.total, type).toBeGreaterThanOrEqual(1);
      expect(
        page.items.every((i) => i.type === type && i.form1040_id === formId),
        type,
      ).toBe(true);
    }
  });

  it('finds an SSA-1099 saved through the API under form1099_ssa', async () => {
    const f = await filer(t);
    const id = await newReturn(t, f.auth);
    const r = await call(t, f.auth).post(`/api/form1040/${id}/ssa1099`, {
      recipient: 'taxpayer',
      recipient_ssn: '123456789',
      box3_benefits_paid: '24000',
    });
    expect(r.statusCode, r.body).toBe(201);
    const page = await forms(`?type=form1099_ssa&q=${encodeURIComponent(f.user.username)}`);
    expect(page.items).toEqual([
      expect.objectContaining({ type: 'form1099_ssa', form1040_id: id, amount: '24000' }),
    ]);
  });

  it('refuses a type that is not a form type, in the product words', async () => {
    for (const type of ['ssa1099', 'nope', 'x'.repeat(5000)]) {
      const r = await call(t, admin).get(`/api/admin/forms?type=${type}`);
      expect(r.statusCode, type).toBe(400);
      expect(r.json().error).toBe(ADMIN_FORM_MSG.unknownType);
    }
  });
});
