/**
 * Issue 22 item 5: the account numbers of 1099-INT, 1099-DIV, 1099-R and 1099-G and the 1099-INT
 * payer's routing number are secrets like every other bank number: encrypted at rest, masked where
 * secrets are masked, re-encrypted by rotate-key; values stored in plain text before still read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AdminFormDetail } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { signInAdmin } from './helpers/accounts';
import { call, singleReturn, type Auth } from './helpers/returns';
import { returnItems } from '../src/db/schema';
import { FieldCipher } from '../src/lib/crypto';
import { rotateKey } from '../src/services/rotate-key';
import { openItem } from '../src/services/returns/secrets';

let t: TestApp;
let admin: Auth;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAdmin(t)).auth;
});
afterAll(async () => {
  await t.close();
});

const PARTIES = {
  payer_name: 'First Bank',
  payer_tin: '361234567',
  recipient_name: 'Jane Doe',
  recipient_tin: '123456789',
};
const ACCOUNT = 'ACCT-55501234';
const RTN = '011000015';

/** One record of each kind, every one with the same account number; the 1099-INT with the RTN. */
async function fourForms() {
  const { id, api } = await singleReturn(t);
  const posts = [
    api.post(`/api/form1040/${id}/1099int`, {
      ...PARTIES,
      payer_rtn: RTN,
      account_number: ACCOUNT,
      box1_interest_income: '100',
    }),
    api.post(`/api/form1040/${id}/1099div`, {
      ...PARTIES,
      account_number: ACCOUNT,
      box1a_ordinary_dividends: '200',
    }),
    api.post(`/api/form1040/${id}/1099r`, {
      ...PARTIES,
      account_number: ACCOUNT,
      box1_gross_dist: '300',
      box2a_taxable_amt: '300',
      box7_distribution_codes: '7',
    }),
    api.post('/api/form1099g', {
      form1040_id: id,
      ...PARTIES,
      account_number: ACCOUNT,
      unemployment_comp: '400',
    }),
  ];
  const made = [];
  for (const p of posts) {
    const r = await p;
    expect(r.statusCode, r.body).toBe(201);
    made.push(r.json<{ id: number }>().id);
  }
  return { id, api, ids: made };
}

const rawRows = (form1040Id: number) =>
  t.db.db.select().from(returnItems).where(eq(returnItems.form1040Id, form1040Id));

describe('account and routing numbers of information returns', () => {
  it('are encrypted at rest and read back in the clear by the owner', async () => {
    const { id, api, ids } = await fourForms();
    const rows = await rawRows(id);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      const raw = JSON.stringify(row.data);
      expect(raw).not.toContain('55501234');
      expect(raw).toMatch(/"account_number":"enc:v1:/);
    }
    const int = rows.find((r) => r.kind === 'form1099_int')!;
    expect(JSON.stringify(int.data)).not.toContain(RTN);
    expect(JSON.stringify(int.data)).toMatch(/"payer_rtn":"enc:v1:/);

    const [intId, divId, rId, gId] = ids;
    const got = await api.get(`/api/1099int/${intId}`);
    expect(got.json()).toMatchObject({ account_number: ACCOUNT, payer_rtn: RTN, payer: { rtn: RTN } });
    expect((await api.get(`/api/1099div/${divId}`)).json().account_number).toBe(ACCOUNT);
    expect((await api.get(`/api/1099r/${rId}`)).json().account_number).toBe(ACCOUNT);
    expect((await api.get(`/api/form1099g/${gId}`)).json().account_number).toBe(ACCOUNT);
  });

  it('are masked for staff and left out of the sidebar’s documents', async () => {
    const { id, api, ids } = await fourForms();
    const types = ['form1099_int', 'form1099_div', 'form1099_r', 'form1099_g'];
    for (const [n, type] of types.entries()) {
      const r = await call(t, admin).get(`/api/admin/form/${type}/${ids[n]}`);
      expect(r.statusCode, r.body).toBe(200);
      const fields = r.json<AdminFormDetail>().sections.flatMap((s) => s.fields);
      expect(fields.find((f) => f.name === 'account_number')).toMatchObject({
        value: '*********1234',
        masked: true,
      });
      expect(r.body).not.toContain('55501234');
      if (type === 'form1099_int') {
        expect(fields.find((f) => f.name === 'payer_rtn')).toMatchObject({
          value: '*****0015',
          masked: true,
        });
        expect(r.body).not.toContain(RTN);
      }
    }
    const sidebar = await api.get(`/api/form1040/${id}/schedules`);
    expect(sidebar.statusCode).toBe(200);
    expect(sidebar.body).not.toContain('55501234');
    expect(sidebar.body).not.toContain(RTN);
  });

  it('stored in plain text before, still read; rotate-key encrypts them, under the same key or a new one', async () => {
    const { id, api, ids } = await fourForms();
    // A row saved before these fields were secret: the numbers in plain text.
    await t.db.db
      .update(returnItems)
      .set({
        data: {
          ...PARTIES,
          payer_rtn: RTN,
          account_number: ACCOUNT,
          box1_interest_income: '100.00',
          tax_year: 2024,
        },
      })
      .where(eq(returnItems.id, ids[0]!));
    expect((await api.get(`/api/1099int/${ids[0]}`)).json()).toMatchObject({
      account_number: ACCOUNT,
      payer_rtn: RTN,
    });

    // Saving such a document again encrypts its numbers.
    const div = { ...PARTIES, account_number: ACCOUNT, box1a_ordinary_dividends: '200.00', tax_year: 2024 };
    await t.db.db.update(returnItems).set({ data: div }).where(eq(returnItems.id, ids[1]!));
    const version = (await api.get(`/api/1099div/${ids[1]}`)).json().version;
    const saved = await api.put(`/api/1099div/${ids[1]}`, { ...div, version });
    expect(saved.statusCode, saved.body).toBe(200);
    const [resaved] = await t.db.db.select().from(returnItems).where(eq(returnItems.id, ids[1]!));
    expect(JSON.stringify(resaved!.data)).toMatch(/"account_number":"enc:v1:/);

    // rotate-key to the same key encrypts them and changes nothing else.
    await rotateKey(t.db.db, t.app.cipher, t.app.cipher);
    const [sealed] = await t.db.db.select().from(returnItems).where(eq(returnItems.id, ids[0]!));
    expect(JSON.stringify(sealed!.data)).not.toContain('55501234');
    expect(JSON.stringify(sealed!.data)).not.toContain(RTN);
    expect((await api.get(`/api/1099int/${ids[0]}`)).json()).toMatchObject({
      account_number: ACCOUNT,
      payer_rtn: RTN,
    });

    const next = new FieldCipher(randomBytes(32));
    await rotateKey(t.db.db, t.app.cipher, next);
    const rows = await rawRows(id);
    for (const row of rows) {
      expect(JSON.stringify(row.data)).not.toContain('55501234');
      const open = openItem(next, row.kind, row.data as Record<string, unknown>);
      expect(open.account_number).toBe(ACCOUNT);
      expect(() => openItem(t.app.cipher, row.kind, row.data as Record<string, unknown>)).toThrow();
    }
    const int = rows.find((r) => r.kind === 'form1099_int')!;
    expect(JSON.stringify(int.data)).not.toContain(RTN);
    expect(openItem(next, int.kind, int.data as Record<string, unknown>).payer_rtn).toBe(RTN);
  });
});
