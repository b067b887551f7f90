/**
 * A whole return as one file (contracts' return-file.ts): exported from one return, imported as a
 * new return, never over an existing one. The import checks the file's version and checksum, each
 * document's own rules (the registry's schemas), and writes everything in one transaction, so a
 * refused file leaves nothing behind.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  documentSchema,
  REGISTRY,
  RETURN_FILE_FORMAT,
  RETURN_FILE_MSG,
  RETURN_FILE_VERSION,
  returnFileDigestText,
  type ReturnFile,
} from '@taxprep/contracts';
import { form1040s, returnItems } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { CA_KINDS } from '../california/kinds';
import type { LoadedReturn } from './access';
import { AMENDMENT_KIND, loadItems } from './store';
import { blankItemSecrets, blankReturnSecrets, sealItem, sealReturnData } from './secrets';
import { ITEM_SECRETS, type ReturnData } from './sections';

/** Kinds a file carries besides the registry's; a return's amendments and e-file records stay behind. */
const OTHER_KINDS = ['schedule_1', 'schedule_e', ...Object.values(CA_KINDS)].filter(
  (k) => k !== CA_KINDS.submission,
);
const LEFT_BEHIND = new Set<string>([AMENDMENT_KIND, CA_KINDS.submission]);
const KNOWN = new Set([...REGISTRY.map((d) => d.kind), ...OTHER_KINDS]);

/** What belongs to this installation's copy only: signatures, review snapshots, the 1040-X's e-file. */
const LOCAL_SECTIONS = [
  'signature',
  'amendment_signature',
  'review_snapshot',
  'amendment_snapshot',
  'amendment_efile',
] as const;

const digest = (text: string) => createHash('sha256').update(text).digest('hex');
const yieldNow = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Documents checked between two yields of the event loop (a file of 5,000 sales is checked in pieces). */
const CHECK_SLICE = 250;
const INSERT_BATCH = 500;

/** The file of return `ret` (decrypted as loaded), with its secrets only when asked. */
export async function exportReturn(app: FastifyInstance, ret: LoadedReturn, withSecrets: boolean) {
  const items = (await loadItems(app, ret.id)).filter((i) => !LEFT_BEHIND.has(i.kind));
  const data: Record<string, unknown> = { ...(withSecrets ? ret.data : blankReturnSecrets(ret.data)) };
  for (const s of LOCAL_SECTIONS) delete data[s];
  const body: Omit<ReturnFile, 'checksum'> = {
    format: RETURN_FILE_FORMAT,
    version: RETURN_FILE_VERSION,
    exported_at: new Date().toISOString(),
    tax_year: ret.taxYear,
    includes_secrets: withSecrets,
    return: { data },
    items: items.map((i) => ({
      id: i.id,
      kind: i.kind,
      data: withSecrets ? i.data : blankItemSecrets(i.kind, i.data),
    })),
  };
  return { ...body, checksum: digest(returnFileDigestText(body)) };
}

/** The file's version and checksum; a refusal names what is wrong. */
export function checkFileHeader(file: ReturnFile): void {
  if (file.version > RETURN_FILE_VERSION) throw badRequest(RETURN_FILE_MSG.newer(file.version));
  if (file.version < RETURN_FILE_VERSION) throw badRequest(RETURN_FILE_MSG.older(file.version));
  if (digest(returnFileDigestText(file)) !== file.checksum) throw badRequest(RETURN_FILE_MSG.tampered);
}

/** Each document by its kind's own rules (the registry's write schema), in slices between yields. */
async function checkedItems(file: ReturnFile) {
  const out: { id: number; kind: string; data: Record<string, unknown> }[] = [];
  for (let i = 0; i < file.items.length; i++) {
    if (i > 0 && i % CHECK_SLICE === 0) await yieldNow();
    const it = file.items[i]!;
    if (!KNOWN.has(it.kind)) throw badRequest(RETURN_FILE_MSG.unknownKind(it.kind.slice(0, 40)));
    const def = REGISTRY.find((d) => d.kind === it.kind);
    if (!def) {
      out.push(it);
      continue;
    }
    const parsed = documentSchema(def).safeParse(it.data);
    // A file exported without secrets has them blank: the filer fills them in after the import.
    const blank = new Set(file.includes_secrets ? [] : (ITEM_SECRETS[it.kind] ?? []));
    const issue = parsed.error?.issues.find((x) => !blank.has(String(x.path[0])));
    if (issue) throw badRequest(RETURN_FILE_MSG.badDocument(def.title, i + 1, issue.message));
    // The parse normalises what it reads; the file's own values are kept (they passed).
    out.push(it);
  }
  return out;
}

/** Parent links of the registry (a 1099-NEC's Schedule C): field → kind. */
const PARENT_FIELDS = REGISTRY.filter((d) => d.parent).map((d) => ({ kind: d.kind, field: d.parent!.field }));

/** A new return's row and documents (`id` of a document only links a child to its parent). */
export interface NewReturnSpec {
  userId: number;
  preparedBy: number | null;
  taxYear: number;
  data: Record<string, unknown>;
  items: { id: number; kind: string; data: Record<string, unknown> }[];
}

/**
 * Writes a new return in one transaction: its answers, then the documents without a parent, then
 * those with one, their links renumbered. Nothing is left behind when any statement fails.
 */
export async function insertReturn(
  app: FastifyInstance,
  spec: NewReturnSpec,
  actorId: number,
): Promise<number> {
  const isChild = (kind: string) => PARENT_FIELDS.some((p) => p.kind === kind);
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(form1040s)
      .values({
        userId: spec.userId,
        preparedBy: spec.preparedBy,
        taxYear: spec.taxYear,
        data: sealReturnData(app.cipher, spec.data as ReturnData),
      })
      .returning({ id: form1040s.id });
    const id = row!.id;
    const newId = new Map<number, number>();
    const relinked = (it: NewReturnSpec['items'][number]) => {
      const link = PARENT_FIELDS.find((p) => p.kind === it.kind);
      const old = link ? it.data[link.field] : undefined;
      if (!link || old === null || old === undefined) return it.data;
      return { ...it.data, [link.field]: newId.get(Number(old)) ?? null };
    };
    const write = async (rows: NewReturnSpec['items']) => {
      for (let i = 0; i < rows.length; i += INSERT_BATCH) {
        const batch = rows.slice(i, i + INSERT_BATCH);
        const ids = await tx
          .insert(returnItems)
          .values(
            batch.map((it) => ({
              form1040Id: id,
              kind: it.kind,
              data: sealItem(app.cipher, it.kind, relinked(it)),
              createdBy: actorId,
            })),
          )
          .returning({ id: returnItems.id });
        batch.forEach((it, j) => newId.set(it.id, ids[j]!.id));
        await yieldNow();
      }
    };
    await write(spec.items.filter((it) => !isChild(it.kind)));
    await write(spec.items.filter((it) => isChild(it.kind)));
    return id;
  });
}

/** Creates a new return for `userId` from `file` (checked by checkFileHeader). */
export async function importReturn(
  app: FastifyInstance,
  file: ReturnFile,
  userId: number,
  actorId: number,
): Promise<number> {
  const items = await checkedItems(file);
  const data: Record<string, unknown> = { ...file.return.data };
  for (const s of LOCAL_SECTIONS) delete data[s];
  return insertReturn(
    app,
    { userId, preparedBy: userId === actorId ? null : actorId, taxYear: file.tax_year, data, items },
    actorId,
  );
}
