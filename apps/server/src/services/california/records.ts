/**
 * The California records of a return, stored as return_items (sealed like every item). They are
 * written here rather than through the federal store because California is filed separately:
 * an IRS-accepted 1040 does not lock the state return, and a California record changes no federal
 * total. What locks them is an accepted California submission.
 */
import { and, eq } from 'drizzle-orm';
import { CA_MSG, MAX_ID } from '@taxprep/contracts';
import type { FastifyInstance } from 'fastify';
import { returnItems } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../sessions';
import { audit, type LoadedReturn } from '../returns/access';
import type { ItemRow } from '../returns/engine-input';
import { sealItem } from '../returns/secrets';
import { CA_KINDS } from './compute';

/** An accepted California submission among the items: the state return is then read-only. */
export function caAccepted(items: ItemRow[]): boolean {
  return items.some((i) => i.kind === CA_KINDS.submission && i.data.status === 'Accepted');
}

/**
 * An accepted California return is final like an accepted federal one (409): it changes through an
 * amended return (Form 540-X, or an amended Form 568), or after an administrator reopens it.
 */
export function assertCaEditable(items: ItemRow[], message: string = CA_MSG.acceptedLocked): void {
  if (caAccepted(items)) throw conflict(message);
}

async function audited(
  app: FastifyInstance,
  actor: SessionUser,
  ret: LoadedReturn,
  what: string,
  id: number,
) {
  if (actor.id !== ret.userId) await audit(app, actor, what, `form1040:${ret.id}`, { id });
}

export async function insertCa(
  app: FastifyInstance,
  actor: SessionUser,
  ret: LoadedReturn,
  kind: string,
  data: Record<string, unknown>,
): Promise<ItemRow> {
  const [row] = await app.db
    .insert(returnItems)
    .values({ form1040Id: ret.id, kind, data: sealItem(app.cipher, kind, data), createdBy: actor.id })
    .returning();
  await audited(app, actor, ret, `${kind}.create`, row!.id);
  return { id: row!.id, kind, version: row!.version, data };
}

export async function updateCa(
  app: FastifyInstance,
  actor: SessionUser,
  ret: LoadedReturn,
  item: ItemRow,
  data: Record<string, unknown>,
): Promise<ItemRow> {
  const [row] = await app.db
    .update(returnItems)
    .set({ data: sealItem(app.cipher, item.kind, data), version: item.version + 1, updatedAt: new Date() })
    .where(and(eq(returnItems.id, item.id), eq(returnItems.form1040Id, ret.id)))
    .returning({ version: returnItems.version });
  if (!row) throw notFound();
  await audited(app, actor, ret, `${item.kind}.update`, item.id);
  return { ...item, version: row.version, data };
}

/** Deletes one record of this return and kind; any other id (another return's too) is 404. */
export async function deleteCa(
  app: FastifyInstance,
  actor: SessionUser,
  ret: LoadedReturn,
  kind: string,
  itemId: number,
  message: string,
): Promise<void> {
  if (!Number.isInteger(itemId) || itemId <= 0 || itemId > MAX_ID) throw notFound(message);
  const gone = await app.db
    .delete(returnItems)
    .where(and(eq(returnItems.id, itemId), eq(returnItems.kind, kind), eq(returnItems.form1040Id, ret.id)))
    .returning({ id: returnItems.id });
  if (gone.length === 0) throw notFound(message);
  await audited(app, actor, ret, `${kind}.delete`, itemId);
}
