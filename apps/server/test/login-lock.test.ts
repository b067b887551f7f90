/**
 * Issue 22 item 8: wrong passwords sent at once for one account lock it once and mail its owner
 * once (through the real SMTP mailbox), however many arrive together.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app';
import { account, signUp } from './helpers/accounts';
import { users } from '../src/db/schema';
import { LOCK_AFTER_FAILURES } from '../src/services/accounts';

let t: TestApp;
beforeAll(async () => {
  // The per-address limit is not what is tested here: every call comes from the same address.
  t = await createTestApp({ RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await t.close();
});

const LOCK_SUBJECT = 'Sign-in to your TaxPrep account was locked';

describe('the per-account sign-in lock', () => {
  it('30 wrong passwords at once lock the account once and send exactly one mail', async () => {
    const a = account();
    const s = await signUp(t, a);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: a.username, password: `wrong-${n}` },
          remoteAddress: `10.0.0.${n + 1}`,
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    // Every answer is a refusal; at least the call that reached the limit says the account is locked.
    expect(codes.every((c) => c === 401 || c === 429)).toBe(true);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(1);
    expect(codes.filter((c) => c === 401).length).toBeGreaterThanOrEqual(LOCK_AFTER_FAILURES - 1);

    await t.mailbox.waitFor(a.email, (m) => m.raw.includes(LOCK_SUBJECT));
    // Give any further lock mail time to arrive before counting.
    await new Promise((r) => setTimeout(r, 1000));
    const lockMails = t.mailbox.mails.filter(
      (m) => m.to.includes(a.email.toLowerCase()) && m.raw.includes(LOCK_SUBJECT),
    );
    expect(lockMails).toHaveLength(1);

    const [row] = await t.db.db.select().from(users).where(eq(users.id, s.user.id));
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    // Even the right password is refused while locked.
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: a.username, password: a.password },
    });
    expect(right.statusCode).toBe(429);
  });
});
