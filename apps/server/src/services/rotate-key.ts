import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { form1040s, returnItems } from '../db/schema';
import type { FieldCipher } from '../lib/crypto';
import { openItem, openReturnData, sealItem, sealReturnData } from './returns/secrets';
import type { ReturnData } from './returns/sections';

/**
 * Re-encrypts every secret (return answers and documents) from one key to another in a single
 * transaction: either every value moves to the new key or none does. Values stored before a
 * field became secret are encrypted on the way.
 */
export async function rotateKey(db: Db, from: FieldCipher, to: FieldCipher) {
  return db.transaction(async (tx) => {
    let returns = 0;
    let items = 0;
    for (const r of await tx.select({ id: form1040s.id, data: form1040s.data }).from(form1040s)) {
      const plain = openReturnData(from, r.data as ReturnData);
      await tx
        .update(form1040s)
        .set({ data: sealReturnData(to, plain) })
        .where(eq(form1040s.id, r.id));
      returns += 1;
    }
    const rows = await tx
      .select({ id: returnItems.id, kind: returnItems.kind, data: returnItems.data })
      .from(returnItems);
    for (const i of rows) {
      const plain = openItem(from, i.kind, i.data as Record<string, unknown>);
      await tx
        .update(returnItems)
        .set({ data: sealItem(to, i.kind, plain) })
        .where(eq(returnItems.id, i.id));
      items += 1;
    }
    return { returns, items };
  });
}
