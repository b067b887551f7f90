import { eq } from 'drizzle-orm';
import { MAX_ID } from '@taxprep/contracts';
import type { FastifyInstance } from 'fastify';
import { auditLog, form1040s } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { recordRead } from '../read-audit';
import type { SessionUser } from '../sessions';
import { openReturnData } from './secrets';
import type { ReturnData } from './sections';

export type ReturnRow = typeof form1040s.$inferSelect;
export interface LoadedReturn extends Omit<ReturnRow, 'data'> {
  data: ReturnData;
}

/** May work on other people's returns: administrators, and preparers an administrator has approved. */
export const isPreparer = (u: SessionUser) =>
  u.role === 'admin' || (u.role === 'agent' && !u.pendingApproval);

/** isPreparer in SQL, for a statement that checks access itself: `u` names a row of users. */
export const isPreparerSql = (u: string) =>
  `(${u}.role = 'admin' or (${u}.role = 'agent' and not ${u}.pending_approval))`;

export async function audit(
  app: FastifyInstance,
  actor: SessionUser,
  action: string,
  target: string,
  detail?: unknown,
) {
  if (!READS.test(action)) {
    await app.db.insert(auditLog).values({ actorId: actor.id, action, target, detail: detail ?? null });
    return;
  }
  // A read or a list view: written with those of other requests of the moment (read-audit.ts).
  await recordRead(app.db, {
    actorId: actor.id,
    action,
    target,
    detail: detail === undefined ? null : JSON.stringify(detail),
  });
}

/** Audit actions that only looked at something. */
const READS = /\.(read|list)$/;

/**
 * The return if this user may see it: filers their own only; preparers and administrators any,
 * with every access to someone else's return written to the audit log. Anything else is 404,
 * so a filer cannot even learn that another return id exists.
 */
export async function loadReturn(
  app: FastifyInstance,
  actor: SessionUser,
  id: number,
  action = 'read',
): Promise<LoadedReturn> {
  if (!Number.isInteger(id) || id <= 0 || id > MAX_ID) throw notFound('Form 1040 not found.');
  const [row] = await app.db.select().from(form1040s).where(eq(form1040s.id, id)).limit(1);
  if (!row || (row.userId !== actor.id && !isPreparer(actor))) throw notFound('Form 1040 not found.');
  if (row.userId !== actor.id) await audit(app, actor, `form1040.${action}`, `form1040:${id}`);
  return { ...row, data: openReturnData(app.cipher, row.data as ReturnData) };
}
