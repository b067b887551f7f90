import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, newReturn, PERSONAL } from './helpers/returns';
import { form1040s, returnItems } from '../src/db/schema';
import { FieldCipher } from '../src/lib/crypto';
import { rotateKey } from '../src/services/rotate-key';
import { openItem, openReturnData } from '../src/services/returns/secrets';
import type { ReturnData } from '../src/services/returns/sections';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('key rotation', () => {
  it('re-encrypts every secret under the new key; the old key no longer opens them', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const id = await newReturn(t, me.auth);
    await api.put(`/api/form1040/${id}/personal`, PERSONAL);
    await api.post('/api/w2/add', { form1040_id: id, employer_name: 'Acme', employee_ssn: '123456789' });

    const next = new FieldCipher(randomBytes(32));
    const n = await rotateKey(t.db.db, t.app.cipher, next);
    expect(n.returns).toBeGreaterThanOrEqual(1);
    expect(n.items).toBeGreaterThanOrEqual(1);

    const [row] = await t.db.db.select().from(form1040s).where(eq(form1040s.id, id));
    expect(openReturnData(next, row!.data as ReturnData).personal?.ssn).toBe('123456789');
    expect(() => openReturnData(t.app.cipher, row!.data as ReturnData)).toThrow();
    const [w2] = await t.db.db.select().from(returnItems).where(eq(returnItems.form1040Id, id));
    expect(openItem(next, 'w2', w2!.data as Record<string, unknown>).employee_ssn).toBe('123456789');
  });

  it('changes nothing when a value cannot be opened with the old key', async () => {
    const wrong = new FieldCipher(randomBytes(32));
    const [before] = await t.db.db.select().from(form1040s).limit(1);
    await expect(rotateKey(t.db.db, wrong, new FieldCipher(randomBytes(32)))).rejects.toThrow();
    const [after] = await t.db.db.select().from(form1040s).where(eq(form1040s.id, before!.id));
    expect(after!.data).toEqual(before!.data);
  });
});
