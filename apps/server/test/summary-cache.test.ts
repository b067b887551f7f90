/**
 * The summary kept per data version (issue 12): every kind of write moves the version and the next
 * summary shows it; a read that finds its version is the session's query and one more; a second app
 * on the same database (as a second process would be) never answers from its stale memory; the
 * stored result holds no secret.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@taxprep/contracts';
import { auditLog, form1040s, returnResults, sessions, users } from '../src/db/schema';
import { sha256 } from '../src/lib/tokens';
import { isPreparer, isPreparerSql } from '../src/services/returns/access';
import { account, signUp } from './helpers/accounts';
import { createTestApp, secondApp, type TestApp } from './helpers/app';
import { call, completeSingleReturn, filer, preparer, singleReturn, SON, W2 } from './helpers/returns';
import { RENTER_ANSWERS } from './helpers/california';
import { countStatements } from './helpers/statements';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function dataVersion(id: number): Promise<number> {
  const [r] = await t.db.db.select({ v: form1040s.dataVersion }).from(form1040s).where(eq(form1040s.id, id));
  return r!.v;
}

async function stored(id: number) {
  const [r] = await t.db.db.select().from(returnResults).where(eq(returnResults.form1040Id, id));
  return r;
}

/** Counts the queries sent to the database (each one round trip) by every instance while `fn` runs. */
const roundTrips = (fn: () => Promise<unknown>) =>
  countStatements(
    t.instances.map((a) => a.db),
    fn,
  );

describe('summary cache', () => {
  it('every kind of write is seen by the next summary, and a repeated read is not recomputed', async () => {
    const { id, api } = await singleReturn(t);
    const summary = async () => {
      const r = await api.get(`/api/form1040/${id}/summary`);
      expect(r.statusCode).toBe(200);
      return r.json();
    };
    expect((await summary()).agi).toBe('0.00');
    const first = await stored(id);
    expect(first!.dataVersion).toBe(await dataVersion(id));
    // Read again: the stored result of that version is not computed afresh.
    expect((await summary()).agi).toBe('0.00');
    expect((await stored(id))!.computedAt).toEqual(first!.computedAt);

    // A W-2 added. Hand computation (2024 single, returns.test.ts): AGI 52,000, standard deduction
    // 14,600, taxable 37,400, tax 4,259 (Tax Table midpoint 37,425: 1,160 + 12% × 25,825), refund 741.
    const w2 = await api.post('/api/w2/add', { form1040_id: id, ...W2 });
    expect(w2.statusCode).toBe(201);
    let s = await summary();
    expect([s.agi, s.total_tax, s.refund]).toEqual(['52000.00', '4259.00', '741.00']);

    // A field of the return itself: 1,000 of estimated payments makes payments 6,000, refund 1,741.
    expect((await api.put(`/api/form1040/${id}/payments`, { estimated_payments: '1000' })).statusCode).toBe(
      200,
    );
    s = await summary();
    expect([s.total_payments, s.refund]).toEqual(['6000.00', '1741.00']);

    // The W-2 edited to 60,000: taxable 45,400; Tax Table midpoint 45,425: 1,160 + 12% × 33,825 =
    // 5,219; payments 6,000, refund 781.
    const edit = await api.put(`/api/w2/edit/${w2.json().id}`, { ...W2, wages: '60000' });
    expect(edit.statusCode).toBe(200);
    s = await summary();
    expect([s.agi, s.total_tax, s.refund]).toEqual(['60000.00', '5219.00', '781.00']);

    // The W-2 deleted: no income, no tax; the 1,000 estimated payment comes back.
    expect((await api.del(`/api/w2/${w2.json().id}`)).statusCode).toBeLessThan(300);
    s = await summary();
    expect([s.agi, s.total_tax, s.refund]).toEqual(['0.00', '0.00', '1000.00']);

    // A California record is a document of the return too: its version moves, the next summary
    // is computed for the new version (the federal figures are the same).
    const before = await dataVersion(id);
    const ca = await api.put(`/api/form1040/${id}/ca/required-info`, RENTER_ANSWERS);
    expect(ca.statusCode).toBe(200);
    const after = await dataVersion(id);
    expect(after).toBeGreaterThan(before);
    expect((await stored(id))!.dataVersion).toBe(before);
    expect((await summary()).refund).toBe('1000.00');
    expect((await stored(id))!.dataVersion).toBe(after);
  });

  it('a read of a stored version is one round trip (two when audited): the session, the return and its result together', async () => {
    const { id, api } = await singleReturn(t);
    await api.post('/api/w2/add', { form1040_id: id, ...W2 });
    const get = () => api.get(`/api/form1040/${id}/summary`);
    // Nothing stored: the session with the return (its answers and documents in the same statement), the store.
    expect(await roundTrips(get)).toBe(2);
    expect(await roundTrips(get)).toBe(1);

    // A preparer's read of the filer's return is audited before it is answered: one more round trip.
    const prep = call(t, (await preparer(t)).auth);
    const audited = async () =>
      (
        await t.db.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.target, `form1040:${id}`))
      ).filter((a) => a.action === 'form1040.read').length;
    const seen = await audited();
    let r: Awaited<ReturnType<typeof get>> | undefined;
    expect(
      await roundTrips(async () => {
        r = await prep.get(`/api/form1040/${id}/summary`);
      }),
    ).toBe(2);
    expect(r!.json().agi).toBe('52000.00');
    expect(await audited()).toBe(seen + 1);

    // Another filer learns nothing, as before.
    const other = call(t, (await filer(t)).auth);
    expect((await other.get(`/api/form1040/${id}/summary`)).statusCode).toBe(404);
    expect((await other.get(`/api/form1040/99999999/summary`)).statusCode).toBe(404);
  });

  it('a second app on the same database (another process) never answers from a stale memory', async () => {
    const second = await secondApp(t);
    try {
      const { id, api, auth } = await singleReturn(t);
      const viaSecond = async () => {
        const r = await second.inject({ method: 'GET', url: `/api/form1040/${id}/summary`, headers: auth });
        expect(r.statusCode).toBe(200);
        return r.json();
      };
      // Both remember version n.
      expect((await api.get(`/api/form1040/${id}/summary`)).json().agi).toBe('0.00');
      expect((await viaSecond()).agi).toBe('0.00');
      // Written through the first; the second's memory holds the old version, the database the new one.
      const w2 = (await api.post('/api/w2/add', { form1040_id: id, ...W2 })).json();
      expect((await api.get(`/api/form1040/${id}/summary`)).json().agi).toBe('52000.00');
      expect((await viaSecond()).agi).toBe('52000.00');
      // And the other way round.
      const edit = await second.inject({
        method: 'PUT',
        url: `/api/w2/edit/${w2.id}`,
        headers: auth,
        payload: { ...W2, wages: '60000' },
      });
      expect(edit.statusCode).toBe(200);
      expect((await api.get(`/api/form1040/${id}/summary`)).json().agi).toBe('60000.00');
    } finally {
      await second.close();
    }
  });

  it('a restart drops results stored by an earlier start, so a new engine never serves old figures', async () => {
    const { id, api, auth } = await singleReturn(t);
    await api.post('/api/w2/add', { form1040_id: id, ...W2 });
    expect((await api.get(`/api/form1040/${id}/summary`)).json().agi).toBe('52000.00');
    // What an older engine might have stored for this very version.
    await t.db.db
      .update(returnResults)
      .set({ result: { agi: '1.00', forms: [] } })
      .where(eq(returnResults.form1040Id, id));
    const second = await secondApp(t);
    try {
      expect(await stored(id)).toBeUndefined();
      const r = await second.inject({ method: 'GET', url: `/api/form1040/${id}/summary`, headers: auth });
      expect(r.json().agi).toBe('52000.00');
      expect(r.json().attachments).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('the summary says which forms are attached and why', async () => {
    const { id, api } = await singleReturn(t);
    await api.post('/api/w2/add', { form1040_id: id, ...W2 });
    const int = await api.post(`/api/form1040/${id}/1099int`, {
      payer_name: 'Big Bank',
      recipient_name: 'Jane Doe',
      payer_tin: '361234567',
      recipient_tin: '123456789',
      box1_interest_income: '1600',
    });
    expect(int.statusCode).toBe(201);
    const s = (await api.get(`/api/form1040/${id}/summary`)).json();
    // Interest over $1,500 needs Schedule B; its line 4 carries to Form 1040 line 2b.
    expect(s.attachments).toEqual([
      { form: 'scheduleB', name: 'Schedule B', why: 'Line 4 ($1,600) goes to Form 1040, line 2b.' },
    ]);
  });

  it('the stored result holds no SSN, bank number or birth date', async () => {
    const auth = (await filer(t)).auth;
    const { id, api } = await completeSingleReturn(t, auth);
    await api.post(`/api/form1040/${id}/dependents`, SON);
    expect((await api.get(`/api/form1040/${id}/summary`)).statusCode).toBe(200);
    const text = JSON.stringify((await stored(id))!.result);
    // The filer's and the W-2's SSN, the dependent's, the refund's routing and account numbers, the birth date.
    for (const secret of [
      '123456789',
      '123-45-6789',
      '987654321',
      '987-65-4321',
      '011000015',
      '12345678',
      '2016-06-01',
    ])
      expect(text).not.toContain(secret);
    expect(text).not.toContain('enc:v1:');
  });

  it('is sent compressed as the browser accepts, the same JSON in every encoding, and new after a write', async () => {
    const { id, auth } = await singleReturn(t);
    const get = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/form1040/${id}/summary`,
        headers: { ...auth, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const chromium = await get('gzip, deflate, br, zstd');
    expect(chromium.headers['content-encoding']).toBe('br');
    expect(chromium.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(chromium.rawPayload).toString())).toEqual(plain.json());
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    // Refused by q=0: the bytes as they are.
    expect((await get('br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();

    // The kept bytes belong to one version: after a W-2 (AGI 52,000, returns.test.ts) every encoding
    // carries the new figures.
    await call(t, auth).post('/api/w2/add', { form1040_id: id, ...W2 });
    const after = JSON.parse(brotliDecompressSync((await get('br')).rawPayload).toString());
    expect(after.agi).toBe('52000.00');
    expect(after.version).toBeGreaterThanOrEqual(plain.json().version);
    expect(JSON.parse(gunzipSync((await get('gzip')).rawPayload).toString())).toEqual((await get()).json());
  });

  it('checks the session in its own statement exactly as every other route does', async () => {
    const { id, auth } = await singleReturn(t);
    const hash = sha256(auth.authorization.slice('Bearer '.length));
    const summary = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/form1040/${id}/summary`, headers });
    const check = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/auth/check', headers });
    const loggedOut = { statusCode: 401, body: JSON.stringify({ error: MSG.pleaseLogIn }) };
    const both = async (headers: Record<string, string>) => {
      const [s, c] = [await summary(headers), await check(headers)];
      return { summary: s.statusCode, check: c.statusCode, error: s.json().error };
    };
    expect((await summary(auth)).statusCode).toBe(200);
    expect(await summary({})).toMatchObject(loggedOut);
    expect(await summary({ authorization: `Bearer ${'x'.repeat(201)}` })).toMatchObject(loggedOut);
    expect(await summary({ authorization: 'Bearer not-a-session' })).toMatchObject(loggedOut);

    // Used two minutes ago: still live, and its last use is written anew.
    const setSession = (values: Partial<typeof sessions.$inferInsert>) =>
      t.db.db.update(sessions).set(values).where(eq(sessions.tokenHash, hash));
    const lastSeen = async () =>
      (await t.db.db.select().from(sessions).where(eq(sessions.tokenHash, hash)))[0]!.lastSeenAt.getTime();
    await setSession({ lastSeenAt: new Date(Date.now() - 120_000) });
    expect((await summary(auth)).statusCode).toBe(200);
    expect(Date.now() - (await lastSeen())).toBeLessThan(60_000);

    // Idle for 31 minutes, past its expiry, revoked, or its user deactivated: no session, for the
    // summary as for the route that only checks the session.
    const dead = { summary: 401, check: 401, error: MSG.pleaseLogIn };
    await setSession({ lastSeenAt: new Date(Date.now() - 31 * 60_000) });
    expect(await both(auth)).toEqual(dead);
    await setSession({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() - 1000) });
    expect(await both(auth)).toEqual(dead);
    await setSession({ expiresAt: new Date(Date.now() + 86_400_000), revokedAt: new Date() });
    expect(await both(auth)).toEqual(dead);
    await setSession({ revokedAt: null });
    expect((await summary(auth)).statusCode).toBe(200);
    const [row] = await t.db.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    await t.db.db.update(users).set({ active: false }).where(eq(users.id, row!.userId));
    expect(await both(auth)).toEqual(dead);

    // A preparer still waiting for approval sees no one else's return, and no read of theirs is recorded.
    const waiting = await signUp(
      t,
      account({ role: 'agent', ptin: '12345678', phone: '555 123 4567', self_employed: true }),
    );
    expect((await summary({ authorization: waiting.auth.authorization })).statusCode).toBe(404);
    const reads = await t.db.db.select().from(auditLog).where(eq(auditLog.actorId, waiting.user.id));
    expect(reads).toEqual([]);
  });

  it('decides who may read other people’s returns by the same rule in SQL as in the code', async () => {
    const cases = (['user', 'agent', 'admin'] as const).flatMap((role) =>
      [false, true].map((pendingApproval) => ({ role, pendingApproval })),
    );
    for (const c of cases) {
      const r = (await t.db.db.execute(
        sql.raw(
          `select ${isPreparerSql('u')} as ok from (select '${c.role}'::text as role, ${c.pendingApproval} as pending_approval) u`,
        ),
      )) as unknown as { rows: { ok: boolean }[] };
      expect([c, r.rows[0]!.ok]).toEqual([
        c,
        isPreparer({ id: 1, username: 'x', email: 'x@example.com', ...c }),
      ]);
    }
  });
});
