import { and, asc, count, eq, gt, ne, sql } from 'drizzle-orm';
import { F8949_MAX_ROWS_PER_RETURN, f8949TooManyRows, form8949, MAX_ID, MSG } from '@taxprep/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { form1040s, returnItems, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../sessions';
import { audit, type LoadedReturn } from './access';
import type { Result } from '@taxprep/tax-engine';
import { toEngineInput, type ItemRow } from './engine-input';
import { compute, overridesOf } from './compute';
import { openItem, sealItem, sealReturnData } from './secrets';
import { computeTotalsOffThread, type Totals } from '../documents/off-thread';
import type { ItemKind, ReturnData } from './sections';

export const STALE =
  'This record was changed in another tab or by someone else. Reload to see the latest version, then save again.';

/**
 * An accepted return is what the IRS has: every change to it or its documents is refused.
 * Admins reopen it deliberately (POST /api/form1040/:id/reopen) when it must change.
 */
export function assertEditable(ret: { status: string }): void {
  if (ret.status === 'Accepted') throw conflict(MSG.acceptedReadOnly);
}

/** The amended return's record kind: creating one is how a filer changes an accepted return. */
export const AMENDMENT_KIND = 'form1040x';

/** An accepted return with a Form 1040-X is being amended: its answers and documents may change again. */
export async function isAmending(
  app: FastifyInstance,
  ret: { id: number; status: string },
): Promise<boolean> {
  if (ret.status !== 'Accepted') return false;
  const [row] = await app.db
    .select({ id: returnItems.id })
    .from(returnItems)
    .where(and(eq(returnItems.form1040Id, ret.id), eq(returnItems.kind, AMENDMENT_KIND)))
    .limit(1);
  return !!row;
}

/**
 * assertEditable for the writes of the store: an accepted return stays locked until a Form 1040-X
 * is started (the 1040-X itself may always be written), so the filer can correct what was filed
 * while the submissions keep what the IRS accepted. Answers whether the return is being amended.
 */
async function assertWritable(app: FastifyInstance, ret: LoadedReturn, kind?: ItemKind): Promise<boolean> {
  if (ret.status !== 'Accepted') return false;
  if (kind === AMENDMENT_KIND || (await isAmending(app, ret))) return true;
  throw conflict(MSG.acceptedReadOnly);
}

/** The version the client read: a `version` field in the body, or an If-Match header. */
export function expectedVersion(req: FastifyRequest, body?: { version?: number }): number | undefined {
  if (typeof body?.version === 'number') return body.version;
  const h = req.headers['if-match'];
  const m = typeof h === 'string' ? /^(?:W\/)?"?(\d+)"?$/.exec(h.trim()) : null;
  return m ? Number(m[1]) : undefined;
}

/**
 * Items are read a page at a time: a return with 10,000 Form 8949 rows read in one answer held the
 * server's thread for a few hundred milliseconds (copying the rows from the database's thread,
 * parsing and decrypting them); pages keep each stretch short. Most returns fit in one page.
 */
const ITEMS_PAGE = 1000;
const INSERT_BATCH = 500;

export async function loadItems(
  app: FastifyInstance,
  form1040Id: number,
  kind?: ItemKind,
): Promise<ItemRow[]> {
  const out: ItemRow[] = [];
  let after = 0;
  for (;;) {
    const rows = await app.db
      .select()
      .from(returnItems)
      .where(
        and(
          eq(returnItems.form1040Id, form1040Id),
          kind ? eq(returnItems.kind, kind) : undefined,
          gt(returnItems.id, after),
        ),
      )
      .orderBy(asc(returnItems.id))
      .limit(ITEMS_PAGE);
    for (const r of rows)
      out.push({
        id: r.id,
        kind: r.kind,
        version: r.version,
        data: openItem(app.cipher, r.kind, r.data as Record<string, unknown>),
      });
    if (rows.length < ITEMS_PAGE) return out;
    after = rows[rows.length - 1]!.id;
  }
}

export { compute, overridesOf } from './compute';

/** The engine's summary, or the worker's text of it (Totals). */
type SummaryFigures = Record<keyof Totals, { toString(): string }>;

function summaryColumns(data: ReturnData, s: SummaryFigures) {
  const first = data.personal?.first_name ?? null;
  const last = data.personal?.last_name ?? null;
  return {
    firstName: first,
    lastName: last,
    searchText: sql`lower(${`${first ?? ''} ${last ?? ''} `} || (select ${users.username} from ${users} where ${users.id} = ${form1040s.userId}))`,
    filingStatus: data.filing?.filing_status ?? null,
    agi: s.agi.toString(),
    taxableIncome: s.taxableIncome.toString(),
    totalTax: s.totalTax.toString(),
    totalPayments: s.totalPayments.toString(),
    refundAmount: s.refund.toString(),
    amountOwed: s.amountOwed.toString(),
  };
}

/**
 * Writes a changed copy of the return's answers and its recomputed totals in one update that
 * only succeeds on the version that was read: two tabs cannot silently overwrite each other.
 */
export async function saveReturnData(
  app: FastifyInstance,
  actor: SessionUser,
  ret: LoadedReturn,
  next: ReturnData,
  expected: number | undefined,
  action: string,
): Promise<{ version: number; result: Result }> {
  const amending = await assertWritable(app, ret);
  if (expected !== undefined && expected !== ret.version) throw conflict(STALE);
  const items = await loadItems(app, ret.id);
  const result = compute({ data: next, taxYear: ret.taxYear }, items);
  const updated = await app.db
    .update(form1040s)
    .set({
      data: sealReturnData(app.cipher, next),
      ...summaryColumns(next, result.summary),
      version: ret.version + 1,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(form1040s.id, ret.id),
        eq(form1040s.version, ret.version),
        // A return accepted after it was read stays locked; one being amended changes while Accepted.
        amending ? undefined : ne(form1040s.status, 'Accepted'),
      ),
    )
    .returning({ version: form1040s.version });
  if (updated.length === 0) throw conflict(STALE);
  if (actor.id !== ret.userId) await audit(app, actor, `form1040.${action}`, `form1040:${ret.id}`);
  return { version: updated[0]!.version, result };
}

/**
 * Recomputes the list columns after a document of the return changed. A return with more than
 * ITEMS_PAGE documents (thousands of Form 8949 rows) is computed on the worker thread: there the
 * engine took a few hundred milliseconds of the server's thread on a busy machine.
 */
export async function refreshTotals(app: FastifyInstance, ret: LoadedReturn): Promise<void> {
  const items = await loadItems(app, ret.id);
  const summary =
    items.length > ITEMS_PAGE
      ? await computeTotalsOffThread(toEngineInput(ret.data, items, ret.taxYear), overridesOf(ret.data))
      : compute(ret, items).summary;
  await app.db
    .update(form1040s)
    .set({ ...summaryColumns(ret.data, summary), updatedAt: new Date() })
    .where(eq(form1040s.id, ret.id));
}

/**
 * A return holds at most F8949_MAX_ROWS_PER_RETURN Form 8949 rows: past it every PDF, summary and
 * save of the return grows without bound. Refuses `adding` more rows that would pass it.
 */
export async function assertRoomFor(
  app: FastifyInstance,
  ret: { id: number },
  kind: string,
  adding: number,
): Promise<void> {
  if (kind !== form8949.kind) return;
  const [row] = await app.db
    .select({ n: count() })
    .from(returnItems)
    .where(and(eq(returnItems.form1040Id, ret.id), eq(returnItems.kind, kind)));
  const existing = Number(row?.n ?? 0);
  if (existing + adding > F8949_MAX_ROWS_PER_RETURN) throw badRequest(f8949TooManyRows(existing, adding));
}

export async function createItem(
  app: FastifyInstance,
  actor: SessionUser,
  ret: LoadedReturn,
  kind: ItemKind,
  data: Record<string, unknown>,
): Promise<ItemRow> {
  await assertWritable(app, ret, kind);
  await assertRoomFor(app, ret, kind, 1);
  const [row] = await app.db
    .insert(returnItems)
    .values({ form1040Id: ret.id, kind, data: sealItem(app.cipher, kind, data), createdBy: actor.id })
    .returning();
  await refreshTotals(app, ret);
  if (actor.id !== ret.userId)
    await audit(app, actor, `${kind}.create`, `form1040:${ret.id}`, { id: row!.id });
  return { id: row!.id, kind, version: row!.version, data };
}

/** Many records of one kind in one statement (a Form 8949 CSV import), the totals refreshed once. */
export async function createItems(
  app: FastifyInstance,
  actor: SessionUser,
  ret: LoadedReturn,
  kind: ItemKind,
  data: Record<string, unknown>[],
): Promise<number> {
  await assertWritable(app, ret, kind);
  if (data.length === 0) return 0;
  await assertRoomFor(app, ret, kind, data.length);
  // In statements of INSERT_BATCH rows, one transaction: all or nothing, and no long stretch of the
  // server's thread building one statement of thousands of rows.
  await app.db.transaction(async (tx) => {
    for (let i = 0; i < data.length; i += INSERT_BATCH)
      await tx.insert(returnItems).values(
        data.slice(i, i + INSERT_BATCH).map((d) => ({
          form1040Id: ret.id,
          kind,
          data: sealItem(app.cipher, kind, d),
          createdBy: actor.id,
        })),
      );
  });
  await refreshTotals(app, ret);
  if (actor.id !== ret.userId)
    await audit(app, actor, `${kind}.import`, `form1040:${ret.id}`, { count: data.length });
  return data.length;
}

export async function findItem(app: FastifyInstance, kind: ItemKind, itemId: number) {
  if (!Number.isInteger(itemId) || itemId <= 0 || itemId > MAX_ID) return null;
  const [row] = await app.db
    .select()
    .from(returnItems)
    .where(and(eq(returnItems.id, itemId), eq(returnItems.kind, kind)))
    .limit(1);
  return row ?? null;
}

export async function updateItem(
  app: FastifyInstance,
  actor: SessionUser,
  ret: LoadedReturn,
  item: { id: number; version: number; kind: string },
  data: Record<string, unknown>,
  expected: number | undefined,
): Promise<ItemRow> {
  await assertWritable(app, ret, item.kind);
  if (expected !== undefined && expected !== item.version) throw conflict(STALE);
  const updated = await app.db
    .update(returnItems)
    .set({ data: sealItem(app.cipher, item.kind, data), version: item.version + 1, updatedAt: new Date() })
    .where(and(eq(returnItems.id, item.id), eq(returnItems.version, item.version)))
    .returning({ version: returnItems.version });
  if (updated.length === 0) throw conflict(STALE);
  await refreshTotals(app, ret);
  if (actor.id !== ret.userId)
    await audit(app, actor, `${item.kind}.update`, `form1040:${ret.id}`, { id: item.id });
  return { id: item.id, kind: item.kind, version: updated[0]!.version, data };
}

export async function deleteItem(
  app: FastifyInstance,
  actor: SessionUser,
  ret: LoadedReturn,
  item: { id: number; kind: string },
) {
  // Deleting the 1040-X of an accepted return would lock it again mid-amendment: refused like any write.
  if (ret.status === 'Accepted' && item.kind === AMENDMENT_KIND) throw conflict(MSG.acceptedReadOnly);
  await assertWritable(app, ret, item.kind);
  const gone = await app.db
    .delete(returnItems)
    .where(eq(returnItems.id, item.id))
    .returning({ id: returnItems.id });
  if (gone.length === 0) throw notFound();
  await refreshTotals(app, ret);
  if (actor.id !== ret.userId)
    await audit(app, actor, `${item.kind}.delete`, `form1040:${ret.id}`, { id: item.id });
}
