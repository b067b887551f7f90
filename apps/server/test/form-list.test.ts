import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LIST_COUNT_CAP, type AdminFormsPage, type AdminUsersPage } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { signInAdmin } from './helpers/accounts';
import { call, completeSingleReturn, filer, newReturn, W2, type Auth } from './helpers/returns';
import { form1040s, returnItems, users } from '../src/db/schema';
import { CAPPED_MEMORY_MS } from '../src/db/capped-count';
import { FEW_MATCHES } from '../src/db/searched-page';

// All forms reads the form_list table that migration 0011's triggers keep. These tests compare it,
// after every kind of write, with the forms derived afresh from the source tables by the query the
// list used before the table existed (names and amounts: the first present of these fields; an
// amount only when it is a plain decimal).
const NAME_FIELDS = [
  'employer_name',
  'business_name',
  'payer_name',
  'proprietor_name',
  'description',
  'first_name',
];
const AMOUNT_FIELDS = [
  'wages',
  'box1_nonemployee_comp',
  'box1_gross_dist',
  'box1_interest_income',
  'box1a_ordinary_dividends',
  'unemployment_comp',
  'box3_benefits_paid',
  'box1_rents',
  'proceeds',
  'amount',
];
const firstOf = (fields: string[]) =>
  sql.join(
    fields.map((f) => sql`nullif(i.data->>${f}, '')`),
    sql`, `,
  );
const derived = sql`
  select 'form1040'::text as type, r.id, r.id as form1040_id, r.user_id, u.username,
    trim(coalesce(r.first_name, '') || ' ' || coalesce(r.last_name, '')) as name,
    (r.refund_amount - r.amount_owed)::text as amount, r.total_tax::text as tax, r.status, r.created_at
  from form1040s r join users u on u.id = r.user_id
  union all
  select i.kind, i.id, r.id, r.user_id, u.username, coalesce(${firstOf(NAME_FIELDS)}, ''),
    (select v from (select coalesce(${firstOf(AMOUNT_FIELDS)}) as v) a
      where v ~ '^-?[0-9]+(\\.[0-9]+)?$')::numeric::text,
    null, r.status, i.created_at
  from return_items i join form1040s r on r.id = i.form1040_id join users u on u.id = r.user_id`;

let t: TestApp;
let admin: Auth;

interface FormRow {
  type: string;
  id: number;
  form1040_id: number;
  user_id: number;
  username: string;
  name: string;
  amount: string | null;
  tax: string | null;
  status: string;
  created_at: string;
}

async function rows(query: ReturnType<typeof sql>): Promise<FormRow[]> {
  const r = (await t.db.db.execute(query)) as unknown as { rows: FormRow[] };
  return r.rows.map((x) => ({ ...x, created_at: new Date(x.created_at).toISOString() }));
}

/** form_list equals the forms derived from returns, documents and users, row for row. */
async function expectExact() {
  const kept = await rows(sql`
    select type, id, form1040_id, user_id, username, name, amount::text as amount, tax::text as tax,
      status, created_at
    from form_list order by type, id`);
  const fresh = await rows(sql`select * from (${derived}) d order by type, id`);
  expect(kept).toEqual(fresh);
  return kept;
}

const forms = async (qs: string) => {
  const r = await call(t, admin).get(`/api/admin/forms${qs}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<AdminFormsPage>();
};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAdmin(t)).auth;
});
afterAll(async () => {
  await t.close();
});

describe('the All forms table stays exact', () => {
  it('through inserts, updates and deletes of returns, documents and users', async () => {
    const a = await filer(t);
    const full = (await completeSingleReturn(t, a.auth)).id; // through the API: names, totals, a W-2
    const b = await filer(t);
    const empty = await newReturn(t, b.auth);
    let kept = await expectExact();
    expect(kept.map((r) => [r.type, r.id])).toEqual(
      expect.arrayContaining([
        ['form1040', full],
        ['form1040', empty],
      ]),
    );

    // Documents whose first name field is blank, whose amount is not a plain decimal, or who have none.
    const db = t.db.db;
    const [odd] = await db
      .insert(returnItems)
      .values([
        {
          form1040Id: full,
          kind: 'form1099_int',
          data: { payer_name: '', description: 'Savings', box1_interest_income: '12.50' },
        },
        { form1040Id: full, kind: 'form1099_misc', data: { payer_name: 'Odd Co', box1_rents: '1e5' } },
        { form1040Id: full, kind: 'schedule_c', data: { business_name: 'Shop', gross_receipts: '900.00' } },
        { form1040Id: empty, kind: 'dependent', data: { first_name: 'Kid', relationship: 'son' } },
        { form1040Id: empty, kind: 'form1099_g', data: { unemployment_comp: '-3', amount: '7' } },
      ])
      .returning();
    kept = await expectExact();
    expect(kept.find((r) => r.id === odd!.id && r.type === 'form1099_int')).toMatchObject({
      name: 'Savings',
      amount: '12.50',
    });
    expect((await forms('?type=form1099_misc')).items[0]).toMatchObject({ name: 'Odd Co', amount: null });

    // A document edited, one moved to another kind.
    await db
      .update(returnItems)
      .set({ data: { payer_name: 'Big Bank', box1_interest_income: '99.00' } })
      .where(eq(returnItems.id, odd!.id));
    await db.update(returnItems).set({ kind: 'form1099_div' }).where(eq(returnItems.kind, 'form1099_misc'));
    kept = await expectExact();
    expect((await forms('?q=big%20bank')).items.map((i) => [i.type, i.amount])).toEqual([
      ['form1099_int', '99'],
    ]);

    // A return's names, totals and status; its documents take the status.
    await db
      .update(form1040s)
      .set({
        firstName: 'Ann',
        lastName: 'Lee',
        totalTax: '10',
        refundAmount: '0',
        amountOwed: '25.5',
        status: 'Rejected',
      })
      .where(eq(form1040s.id, empty));
    kept = await expectExact();
    expect(kept.filter((r) => r.form1040_id === empty).map((r) => r.status)).toEqual([
      'Rejected',
      'Rejected',
      'Rejected',
    ]);
    expect((await forms('?q=ann%20lee')).items[0]).toMatchObject({ id: empty, amount: '-25.5', tax: '10' });

    // A renamed user: every form of theirs shows and is found by the new name.
    await db.update(users).set({ username: 'renamed_owner' }).where(eq(users.id, a.user.id));
    kept = await expectExact();
    const mine = await forms('?q=RENAMED_owner&per_page=100');
    expect(mine.total).toBe(kept.filter((r) => r.user_id === a.user.id).length);
    expect(mine.total).toBeGreaterThan(1);
    expect(mine.items.every((i) => i.username === 'renamed_owner')).toBe(true);

    // Deletes: one document through the API, a whole return, a user with everything theirs.
    const w2 = kept.find((r) => r.type === 'w2' && r.form1040_id === full)!;
    expect((await call(t, admin).del(`/api/admin/form/w2/${w2.id}`)).statusCode).toBe(200);
    await expectExact();
    await db.delete(form1040s).where(eq(form1040s.id, empty));
    kept = await expectExact();
    expect(kept.some((r) => r.form1040_id === empty)).toBe(false);
    await db.delete(users).where(eq(users.id, a.user.id));
    kept = await expectExact();
    expect(kept.some((r) => r.user_id === a.user.id)).toBe(false);
  });
});

describe('totals are remembered until something they count changes', () => {
  const stamps = async () => {
    const r = (await t.db.db.execute(sql`select list, stamp from list_stamps order by list`)) as unknown as {
      rows: { list: string; stamp: string | number }[];
    };
    return Object.fromEntries(r.rows.map((x) => [x.list, Number(x.stamp)]));
  };
  // One instance: what is remembered is each server process's own.
  const total = async (url: string) => {
    const r = await t.instances[0]!.inject({ method: 'GET', url, headers: admin });
    expect(r.statusCode, r.body).toBe(200);
    return r.json<{ total: number }>().total;
  };

  it('a total stands while its stamp stays and is counted afresh once it moves', async () => {
    const f = await filer(t);
    const id = await newReturn(t, f.auth);
    const w2s = '/api/admin/forms?type=w2';
    const before = await total(w2s);
    // A row slipped into form_list with every trigger off moves no stamp: the remembered total stands.
    await t.db.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`insert into form_list (type, id, form1040_id, user_id, username, name, status, created_at)
        select 'w2', 2000000000, id, user_id, 'slipped', 'Slipped', status, now() from form1040s where id = ${id}`);
    });
    expect(await total(w2s)).toBe(before);
    await t.db.db.execute(sql`update list_stamps set stamp = stamp + 1 where list = 'forms'`);
    expect(await total(w2s)).toBe(before + 1);
    // Deleting it fires the trigger: counted afresh at once.
    await t.db.db.execute(sql`delete from form_list where id = 2000000000`);
    expect(await total(w2s)).toBe(before);
  });

  it('each write moves the stamps of exactly the lists whose totals it can change', async () => {
    const f = await filer(t);
    const id = await newReturn(t, f.auth);
    const status = () =>
      call(t, f.auth).put(`/api/form1040/${id}/filing-status`, { filing_status: 'single' });
    // The first save also fills in the return's search text (names, then username).
    expect((await status()).statusCode).toBe(200);
    let s = await stamps();
    // Saved again: the return is written (a new version), but nothing any list counts changed.
    const fs = await status();
    expect(fs.statusCode, fs.body).toBe(200);
    expect(await stamps()).toEqual(s);
    // A W-2 is a new form in All forms; the return's figures change, which no list counts.
    const w2 = await call(t, f.auth).post('/api/w2/add', { form1040_id: id, ...W2 });
    expect(w2.statusCode, w2.body).toBe(201);
    let now = await stamps();
    expect(now.forms).toBeGreaterThan(s.forms!);
    expect([now.returns, now.users]).toEqual([s.returns, s.users]);
    s = now;
    // A status is filtered on by the dashboard and All forms (the return and its W-2).
    await t.db.db.update(form1040s).set({ status: 'Rejected' }).where(eq(form1040s.id, id));
    now = await stamps();
    expect(now.returns).toBeGreaterThan(s.returns!);
    expect(now.forms).toBeGreaterThan(s.forms!);
    expect(now.users).toBe(s.users);
    s = now;
    // An update of a user that changes nothing the user list counts by (here the active flag).
    await t.db.db.update(users).set({ active: true }).where(eq(users.id, f.user.id));
    expect(await stamps()).toEqual(s);
    await t.db.db
      .update(users)
      .set({ username: `renamed_${f.user.id}` })
      .where(eq(users.id, f.user.id));
    now = await stamps();
    expect(now.users).toBeGreaterThan(s.users!);
    expect(now.forms).toBeGreaterThan(s.forms!);
    // The next block counts W-2s exactly.
    await t.db.db.delete(returnItems).where(eq(returnItems.form1040Id, id));
  });
});

describe('totals past the cap', () => {
  // More than the cap of forms and users, inserted with SQL (the triggers list them).
  const EXTRA = LIST_COUNT_CAP + 50;
  let one: Auth;
  beforeAll(async () => {
    const f = await filer(t);
    one = f.auth;
    await newReturn(t, one);
    await t.db.db.execute(sql`
      insert into users (username, email, password_hash, role)
      select 'bulk' || g, 'bulk' || g || '@example.com', 'x', 'user' from generate_series(1, ${EXTRA}) g`);
    await t.db.db.execute(sql`
      insert into form1040s (user_id, first_name, last_name, search_text)
      select u.id, 'Bulk', 'Filer', 'bulk filer ' || u.username from users u where u.username like 'bulk%'`);
    // Exactly the cap of W-2s: that total is exact, not "10,000+".
    await t.db.db.execute(sql`
      insert into return_items (form1040_id, kind, data)
      select r.id, 'w2', jsonb_build_object('employer_name', 'Bulk Employer', 'wages', '100.00')
      from form1040s r where r.first_name = 'Bulk' order by r.id limit ${LIST_COUNT_CAP}`);
  }, 300_000); // 30,000 rows through the triggers: seconds alone, minutes on a busy shared machine

  it('All forms says "10,000+" and still pages past the cap', async () => {
    const first = await forms('?per_page=25');
    expect(first).toMatchObject({ total: LIST_COUNT_CAP, total_capped: true });
    const second = await forms('?per_page=25&page=2&sort=id&dir=asc');
    expect(second.items).toHaveLength(25);
    // Page 402 lies past the first 10,000 forms and is still full.
    const beyond = await forms('?per_page=25&page=402&type=form1040&sort=id&dir=asc');
    expect(beyond.total_capped).toBe(true);
    expect(beyond.items).toHaveLength(25);
    expect(beyond.items[0]!.id).toBeGreaterThan(second.items[0]!.id);
    // Exactly the cap is exact; a narrow filter is exact.
    expect(await forms('?type=w2')).toMatchObject({ total: LIST_COUNT_CAP, total_capped: false });
    expect(await forms('?q=bulk9999&type=form1040')).toMatchObject({ total: 1, total_capped: false });
  });

  it('the user list and the dashboard say so too; a filer sees an exact count', async () => {
    const u = await call(t, admin).get('/api/admin/users?page=2&per_page=25');
    expect(u.statusCode).toBe(200);
    const users2 = u.json<AdminUsersPage>();
    expect(users2).toMatchObject({ total: LIST_COUNT_CAP, total_capped: true, page: 2 });
    expect(users2.users).toHaveLength(25);
    const narrow = (await call(t, admin).get('/api/admin/users?q=bulk1005&page=1')).json<AdminUsersPage>();
    // bulk1005 and bulk10050 (EXTRA = 10,050).
    expect(narrow).toMatchObject({ total: 2, total_capped: false });

    const d = await call(t, admin).get('/api/dashboard?page=2&page_size=25');
    expect(d.statusCode).toBe(200);
    expect(d.json()).toMatchObject({ total: LIST_COUNT_CAP, total_capped: true, page: 2 });
    expect(d.json().form1040_list).toHaveLength(25);
    const l = await call(t, admin).get('/api/form1040/list?search=bulk');
    expect(l.json()).toMatchObject({ total: LIST_COUNT_CAP, total_capped: true });
    const own = await call(t, one).get('/api/dashboard');
    expect(own.json()).toMatchObject({ total: 1, total_capped: false });
  });

  it('a search pages the same whether it matches few forms or many', async () => {
    // The expected page: every match fetched with SQL and sorted here, by the sort and its tie-breaks.
    const expected = async (q: string, key: (r: FormRow) => string | number, dir: 1 | -1, page: number) => {
      const all =
        await rows(sql`select type, id, form1040_id, user_id, username, name, amount::text as amount,
        tax::text as tax, status, created_at from form_list where search like ${`%${q}%`}`);
      const cmp = (a: string | number, b: string | number) => (a < b ? -dir : a > b ? dir : 0);
      all.sort((a, b) => cmp(key(a), key(b)) || cmp(a.type, b.type) || cmp(a.id, b.id));
      return { total: all.length, ids: all.slice((page - 1) * 25, page * 25).map((r) => [r.type, r.id]) };
    };
    // "bulk100": bulk100, bulk1000–bulk1009 and bulk10000–bulk10050, with their W-2s: few matches.
    const few = await expected('bulk100', (r) => r.name.toLowerCase(), 1, 2);
    expect(few.total).toBeGreaterThan(25);
    expect(few.total).toBeLessThanOrEqual(FEW_MATCHES);
    const a = await forms('?q=bulk100&sort=name&dir=asc&page=2&per_page=25');
    expect([a.total, a.items.map((i) => [i.type, i.id])]).toEqual([few.total, few.ids]);
    // "bulk filer": the 10,050 bulk returns, far more than FEW_MATCHES.
    const many = await expected('bulk filer', (r) => r.id, -1, 3);
    expect(many.total).toBeGreaterThan(FEW_MATCHES);
    const b = await forms('?q=bulk%20filer&sort=id&dir=desc&page=3&per_page=25');
    expect(b.items.map((i) => [i.type, i.id])).toEqual(many.ids);
  });

  // Last in this block: it deletes most of the bulk returns.
  it('a total past the cap is remembered for a moment, then counted afresh', async () => {
    // One instance: the memory is each server process's own.
    const list = async () =>
      (
        await t.instances[0]!.inject({ method: 'GET', url: '/api/form1040/list?search=bulk', headers: admin })
      ).json();
    // The server's clock stands still while the rows go, so a slow delete on a busy machine cannot
    // outlast the memory; then it moves past CAPPED_MEMORY_MS. It starts past what earlier tests
    // left in memory, and the stamp moves, so the first look counts afresh.
    const now = Date.now() + CAPPED_MEMORY_MS + 1;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    await t.db.db.execute(sql`update list_stamps set stamp = stamp + 1 where list = 'returns'`);
    try {
      expect(await list()).toMatchObject({ total: LIST_COUNT_CAP, total_capped: true });
      // All but 100 bulk returns go; for CAPPED_MEMORY_MS the list still says "10,000+".
      await t.db.db.execute(sql`delete from form1040s where first_name = 'Bulk' and id >= (
        select id from form1040s where first_name = 'Bulk' order by id offset 100 limit 1)`);
      clock.mockReturnValue(now + CAPPED_MEMORY_MS - 1);
      expect(await list()).toMatchObject({ total: LIST_COUNT_CAP, total_capped: true });
      clock.mockReturnValue(now + CAPPED_MEMORY_MS + 1);
      expect(await list()).toMatchObject({ total: 100, total_capped: false });
    } finally {
      clock.mockRestore();
    }
  });
});
