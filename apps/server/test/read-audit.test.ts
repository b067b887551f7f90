/**
 * Audit entries of reads written together (src/services/read-audit.ts): each caller waits for its own
 * entry, entries that arrive while an insert runs share the next one, and one entry that cannot be
 * stored fails alone.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { auditLog } from '../src/db/schema';
import { recordRead, VIEW_MS } from '../src/services/read-audit';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, newReturn, PERSONAL, preparer } from './helpers/returns';
import { countStatements } from './helpers/statements';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Counts the statements sent to the database while `fn` runs. */
const statements = (fn: () => Promise<unknown>) => countStatements([t.db.db], fn);

const entriesOf = (target: string) =>
  t.db.db
    .select()
    .from(auditLog)
    .where(like(auditLog.target, `${target}%`))
    .orderBy(auditLog.id);

describe('read audit entries', () => {
  it('writes the first entry at once and those that arrive meanwhile in one more insert, in order', async () => {
    const actor = (await preparer(t)).user.id;
    const target = `batch-${Date.now()}:`;
    const n = await statements(() =>
      Promise.all(
        [1, 2, 3, 4, 5].map((i) =>
          recordRead(t.db.db, {
            actorId: actor,
            action: 'test.read',
            target: `${target}${i}`,
            detail: `{"i":${i}}`,
          }),
        ),
      ),
    );
    expect(n).toBe(2);
    const rows = await entriesOf(target);
    expect(rows.map((r) => [r.actorId, r.action, r.target, r.detail])).toEqual(
      [1, 2, 3, 4, 5].map((i) => [actor, 'test.read', `${target}${i}`, { i }]),
    );
  });

  it('fails only the entry that cannot be stored; the others of its insert are kept', async () => {
    const actor = (await preparer(t)).user.id;
    const target = `mixed-${Date.now()}:`;
    const write = (actorId: number, i: number) =>
      recordRead(t.db.db, { actorId, action: 'test.read', target: `${target}${i}`, detail: null });
    const first = write(actor, 0);
    // No such user: the foreign key refuses this one entry.
    const results = await Promise.allSettled([write(actor, 1), write(2_000_000_000, 2), write(actor, 3)]);
    await first;
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await entriesOf(target)).map((r) => r.target)).toEqual([0, 1, 3].map((i) => `${target}${i}`));
  });

  it('a preparer’s page view of a client’s return writes one entry, stored before any answer', async () => {
    const owner = await filer(t);
    const id = await newReturn(t, owner.auth);
    await call(t, owner.auth).put(`/api/form1040/${id}/personal`, PERSONAL);
    const prep = await preparer(t);
    // The calls one page of the return makes at once (WizardLayout, the sidebar, the top bar, the
    // California status and the step's own answers), several of them twice.
    const PAGE = [
      '',
      '/form1040x',
      '/schedules',
      '/summary',
      '/ca/540/summary',
      '/ca/required-info',
      '/identity',
      '/dependents',
      '/filing-status',
    ];
    const entries = () =>
      t.db.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorId, prep.user.id), eq(auditLog.target, `form1040:${id}`)));
    const answers = await Promise.all(
      [...PAGE, ...PAGE].map(async (path) => {
        const r = await call(t, prep.auth).get(`/api/form1040/${id}${path}`);
        // Answered only once the view is on record.
        return { path, status: r.statusCode, recorded: (await entries()).length };
      }),
    );
    for (const a of answers) {
      // California's summary is 404 until a 540 exists; the page shows nothing then.
      expect([200, 404], a.path).toContain(a.status);
      expect(a.recorded, a.path).toBe(1);
    }
    expect((await entries()).map((r) => r.action)).toEqual(['form1040.read']);
  });

  it('a later view of the same return, and a view of another, are recorded again', async () => {
    const owner = await filer(t);
    const first = await newReturn(t, owner.auth);
    const prep = await preparer(t);
    const api = call(t, prep.auth);
    await api.get(`/api/form1040/${first}`);
    await api.get(`/api/form1040/${first}/summary`);
    // The view's window is over: as if the first read were VIEW_MS ago.
    await t.db.db.execute(
      sql`update audit_log set created_at = created_at - make_interval(secs => ${VIEW_MS / 1000})
        where actor_id = ${prep.user.id}`,
    );
    vi.useFakeTimers({ now: Date.now() + VIEW_MS, toFake: ['Date'] });
    try {
      await api.get(`/api/form1040/${first}/summary`);
    } finally {
      vi.useRealTimers();
    }
    const other = await filer(t);
    const second = await newReturn(t, other.auth);
    await api.get(`/api/form1040/${second}`);
    const rows = await t.db.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, prep.user.id))
      .orderBy(auditLog.id);
    expect(rows.map((r) => [r.action, r.target])).toEqual([
      ['form1040.read', `form1040:${first}`],
      ['form1040.read', `form1040:${first}`],
      ['form1040.read', `form1040:${second}`],
    ]);
  });
});
