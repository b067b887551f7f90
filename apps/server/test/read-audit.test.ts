/**
 * Audit entries of reads written together (src/services/read-audit.ts): each caller waits for its own
 * entry, entries that arrive while an insert runs share the next one, and one entry that cannot be
 * stored fails alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { auditLog } from '../src/db/schema';
import { recordRead } from '../src/services/read-audit';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, newReturn, preparer } from './helpers/returns';
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

  it('a preparer’s concurrent reads are each recorded before they are answered', async () => {
    const owner = await filer(t);
    const id = await newReturn(t, owner.auth);
    const prep = await preparer(t);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => call(t, prep.auth).get(`/api/form1040/${id}/summary`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    const reads = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, prep.user.id), eq(auditLog.target, `form1040:${id}`)));
    expect(reads.map((r) => r.action)).toEqual(Array(12).fill('form1040.read'));
  });
});
