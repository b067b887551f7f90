/**
 * The routes of every kind in the document registry, made from its definition: list by return
 * (and by parent), create (body or path), read, update, delete, each with request and response
 * schemas, ownership checks and the accepted-return lock of the store.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DOCUMENT_KINDS,
  ROUTED_KINDS,
  documentReadSchema,
  documentSchema,
  duplicateDocumentMessage,
  duplicateFields,
  findDuplicateDocument,
  MISC_MSG,
  nested1099Int,
  recordId,
  type DocumentDef,
} from '@taxprep/contracts';
import { badRequest, forbidden, missingAs, notFound } from '../lib/errors';
import { loadReturn, type LoadedReturn } from '../services/returns/access';
import { dependentRecordView } from '../services/returns/dependent-claim';
import {
  createItem,
  deleteItem,
  expectedVersion,
  findItem,
  loadItems,
  updateItem,
} from '../services/returns/store';
import { openItem } from '../services/returns/secrets';
import { checkedData, savedAnswer } from '../services/returns/checks';
import type { ItemRow } from '../services/returns/engine-input';
import { currentUser, requireUser } from './session';

const idParam = z.object({ id: recordId('Not found.') });
const guarded = { onRequest: requireUser };
const message = z.object({ message: z.string() });

type Body = Record<string, unknown> & { version?: number; form1040_id?: number };

/** A record as the API returns it; a 1099-INT also in the spec's nested read shape. */
export function recordView(
  def: DocumentDef,
  i: Pick<ItemRow, 'id' | 'version' | 'data'>,
  form1040Id: number,
) {
  const data = def.kind === 'dependent' ? dependentRecordView(i.data) : def.view ? def.view(i.data) : i.data;
  const flat = { id: i.id, form1040_id: form1040Id, version: i.version, ...data };
  return def.kind === 'form1099_int' ? { ...flat, ...nested1099Int(flat) } : flat;
}

function dataOf(def: DocumentDef, body: Body): Record<string, unknown> {
  const { version: _v, form1040_id: _f, ...rest } = body;
  if (def.parent && !rest[def.parent.field]) rest[def.parent.field] = null;
  return rest;
}

/** The parent record (a Schedule C) named in the body, checked against the caller: 404 if none, 403 if not theirs. */
async function parentReturn(
  app: FastifyInstance,
  req: FastifyRequest,
  def: DocumentDef,
  body: Body,
  reading = false,
) {
  const p = def.parent!;
  const pid = body[p.field];
  if (pid === null || pid === undefined) return null;
  const row = await findItem(app, p.kind, Number(pid));
  if (!row) throw notFound(p.missing);
  try {
    return await loadReturn(app, currentUser(req), row.form1040Id, 'update');
  } catch {
    // Reading someone else's Schedule C does not even confirm it exists; writing to it is refused (spec 001).
    throw reading ? notFound(p.missing) : forbidden(p.forbidden);
  }
}

async function openRecord(
  app: FastifyInstance,
  req: FastifyRequest,
  def: DocumentDef,
  id: number,
  action: string,
) {
  const row = await findItem(app, def.kind, id);
  if (!row) throw notFound();
  const ret = await loadReturn(app, currentUser(req), row.form1040Id, action).catch(missingAs());
  const data = openItem(app.cipher, row.kind, row.data as Record<string, unknown>);
  return { ret, item: { id: row.id, kind: row.kind, version: row.version, data } };
}

const prefillView = z.object({
  default_recipient: z.record(z.string(), z.string()).nullable(),
  payer: z.record(z.string(), z.string()).nullable(),
});

/**
 * What a new 1099-R or 1099-INT can start from: the return's filer as the recipient (name, SSN,
 * address) and the payer of the latest record of the kind; null when there is neither.
 */
function prefillOf(ret: LoadedReturn, items: Record<string, unknown>[]) {
  const p = ret.data.personal;
  const csz = p?.city && p.state && p.zip_code ? `${p.city}, ${p.state} ${p.zip_code}` : null;
  const recipient = p?.first_name
    ? Object.fromEntries(
        Object.entries({
          recipient_name: [p.first_name, p.last_name].filter(Boolean).join(' '),
          recipient_tin: p.ssn,
          recipient_address: p.address,
          recipient_street: p.address,
          recipient_city_state_zip: csz,
        }).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
      )
    : null;
  const last = items.at(-1);
  const payer = last
    ? Object.fromEntries(
        Object.entries(last).filter(
          (e): e is [string, string] => e[0].startsWith('payer_') && typeof e[1] === 'string' && e[1] !== '',
        ),
      )
    : null;
  return recipient || payer ? { default_recipient: recipient, payer } : null;
}

function registerKind(app: Parameters<FastifyPluginAsyncZod>[0], def: DocumentDef) {
  const tags = ['documents'];
  const read = documentReadSchema(def);
  const write = documentSchema(def);
  const body = def.parent
    ? write.and(z.object({ [def.parent.field]: recordId(def.parent.missing).nullable().optional() }))
    : write;
  const listOf = async (ret: LoadedReturn, filter?: (d: Record<string, unknown>) => boolean) =>
    (await loadItems(app, ret.id, def.kind))
      .filter((i) => !filter || filter(i.data))
      .map((i) => recordView(def, i, ret.id));

  const prefillQuery = z.object({ with_prefill: z.enum(['0', '1', 'true', 'false']).optional() });
  for (const path of def.api.list)
    app.get(
      path,
      {
        ...guarded,
        schema: {
          tags,
          summary: `${def.title} records of a return${def.prefill ? ' (with ?with_prefill=1: {items, prefill})' : ''}`,
          params: idParam,
          querystring: prefillQuery,
          response: {
            200: def.prefill
              ? z.union([z.array(read), z.object({ items: z.array(read), prefill: prefillView.nullable() })])
              : z.array(read),
          },
        },
      },
      async (req) => {
        const ret = await loadReturn(app, currentUser(req), req.params.id);
        // The 1099-MISC "by-form1040" lists are the non-business entries; the others list all.
        const onlyReturn = def.parent && !def.parent.required && path.includes('by-form1040');
        const items = await listOf(ret, onlyReturn ? (d) => !d[def.parent!.field] : undefined);
        const w = req.query.with_prefill;
        if (!def.prefill || !(w === '1' || w === 'true')) return items;
        return { items, prefill: prefillOf(ret, items) };
      },
    );
  // A list by the return named in the query (Schedule A's GET /api/schedule_a?form1040_id=).
  const missing = def.missingReturn ?? 'Form 1040 ID not found in URL.';
  for (const path of def.api.listByQuery ?? [])
    app.get(
      path,
      {
        ...guarded,
        schema: {
          tags,
          summary: `${def.title} records of a return`,
          querystring: z.object({
            form1040_id: z.coerce.number({ message: missing }).int().positive(missing),
          }),
          response: { 200: z.array(read) },
        },
      },
      async (req) => listOf(await loadReturn(app, currentUser(req), req.query.form1040_id)),
    );
  for (const path of def.api.byParent ?? [])
    app.get(
      path,
      {
        ...guarded,
        schema: {
          tags,
          summary: `${def.title} records of a Schedule C`,
          params: idParam,
          response: { 200: z.array(read) },
        },
      },
      async (req) => {
        const ret = await parentReturn(app, req, def, { [def.parent!.field]: req.params.id }, true);
        return listOf(ret!, (d) => Number(d[def.parent!.field]) === req.params.id);
      },
    );

  const checksTwins = duplicateFields(def).length > 0;
  const TWIN_NOTE = checksTwins
    ? ' (saved even when one with the same payer and amounts is on the return, with `warnings` saying so)'
    : '';
  const create = async (req: FastifyRequest, ret: LoadedReturn, b: Body) => {
    const checked = checkedData(def, ret, dataOf(def, b));
    const others = checksTwins ? await loadItems(app, ret.id, def.kind) : [];
    const twin = findDuplicateDocument(
      def,
      checked.data,
      others.map((i) => i.data),
    );
    const saved = await createItem(app, currentUser(req), ret, def.kind, checked.data);
    const warnings = [...(checked.warnings ?? []), ...(twin ? [duplicateDocumentMessage(def, twin)] : [])];
    return {
      message: def.messages.created,
      ...recordView(def, saved, ret.id),
      warnings: warnings.length > 0 ? warnings : undefined,
    };
  };
  for (const path of def.api.create)
    app.post(
      path,
      {
        ...guarded,
        schema: {
          tags,
          summary: `Add a ${def.title}${TWIN_NOTE}`,
          body,
          response: { 201: read.and(savedAnswer) },
        },
      },
      async (req, reply) => {
        const b = req.body as Body;
        let ret = def.parent ? await parentReturn(app, req, def, b) : null;
        if (!ret) {
          if (def.parent?.required) throw badRequest(def.parent.missing);
          if (!b.form1040_id) throw badRequest(missing);
          ret = await loadReturn(app, currentUser(req), b.form1040_id, 'update');
        }
        return reply.code(201).send(await create(req, ret, b));
      },
    );
  for (const path of def.api.createUnder)
    app.post(
      path,
      {
        ...guarded,
        schema: {
          tags,
          summary: `Add a ${def.title} to a return${TWIN_NOTE}`,
          params: idParam,
          body,
          response: { 201: read.and(savedAnswer) },
        },
      },
      async (req, reply) => {
        const ret = await loadReturn(app, currentUser(req), req.params.id, 'update');
        if (def.parent && (req.body as Body)[def.parent.field]) {
          const owner = await parentReturn(app, req, def, req.body as Body);
          if (owner!.id !== ret.id) throw forbidden(def.parent.forbidden);
        }
        return reply.code(201).send(await create(req, ret, req.body as Body));
      },
    );

  // A record by its own id (/api/1099r/:id), or under its return (/api/form1040/:id/dependents/:itemId),
  // where it must belong to that return.
  const underParams = z.object({ id: recordId('Form 1040 not found.'), itemId: recordId() });
  const paramsOf = (under: boolean) => (under ? underParams : idParam);
  const open = async (req: FastifyRequest, under: boolean, action: string) => {
    const p = req.params as { id: number; itemId?: number };
    const found = await openRecord(app, req, def, under ? p.itemId! : p.id, action);
    if (under && found.ret.id !== p.id) throw notFound();
    return found;
  };
  const readOne = (path: string, under = false) =>
    app.get(
      path,
      {
        ...guarded,
        schema: { tags, summary: `One ${def.title}`, params: paramsOf(under), response: { 200: read } },
      },
      async (req) => {
        const { ret, item } = await open(req, under, 'read');
        return recordView(def, item, ret.id);
      },
    );
  const updateOne = (path: string, under = false) =>
    app.put(
      path,
      {
        ...guarded,
        schema: {
          tags,
          summary: `Update a ${def.title}`,
          params: paramsOf(under),
          body,
          response: { 200: read.and(savedAnswer) },
        },
      },
      async (req) => {
        const b = req.body as Body;
        const { ret, item } = await open(req, under, 'update');
        if (def.parent && b[def.parent.field]) {
          const owner = await parentReturn(app, req, def, b);
          if (owner!.id !== ret.id) throw forbidden(def.parent.forbidden);
        }
        const { data, warnings } = checkedData(def, ret, dataOf(def, b));
        const saved = await updateItem(app, currentUser(req), ret, item, data, expectedVersion(req, b));
        return {
          message: def.messages.updated,
          ...recordView(def, saved, ret.id),
          ...(warnings && { warnings }),
        };
      },
    );
  // A delete may name the record's return in `?form1040_id=` (spec 000's Schedule A): 404 if it is another.
  const deleteQuery = z.object({ form1040_id: recordId().optional() });
  const deleteOne = (path: string, under = false) =>
    app.delete(
      path,
      {
        ...guarded,
        schema: {
          tags,
          summary: `Delete a ${def.title}`,
          params: paramsOf(under),
          querystring: deleteQuery,
          response: { 200: message },
        },
      },
      async (req) => {
        const { ret, item } = await open(req, under, 'update');
        const named = req.query.form1040_id;
        if (named !== undefined && named !== ret.id) throw notFound();
        await deleteItem(app, currentUser(req), ret, item);
        return { message: def.messages.deleted(item.id) };
      },
    );
  for (const path of def.api.item) {
    readOne(path);
    updateOne(path);
    deleteOne(path);
  }
  for (const path of def.api.under ?? []) {
    readOne(path, true);
    updateOne(path, true);
    deleteOne(path, true);
  }
  // Kinds whose spec paths differ by method (the W-2's /api/w2/edit/:id and /api/w2/:id).
  for (const path of def.api.update ?? []) updateOne(path);
  for (const path of def.api.remove ?? []) deleteOne(path);
}

export const documentKindRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const def of ROUTED_KINDS) registerKind(app, def);

  // A 1099-MISC moves between the Form 1040 (non-business) and a Schedule C (business) of its return.
  const misc = DOCUMENT_KINDS.find((d) => d.kind === 'form1099_misc')!;
  const assignBody = z
    .object({
      schedule_c_id: recordId(MISC_MSG.noScheduleCAssign).nullable().optional(),
      form1040_id: recordId('Form 1040 ID not found in URL.').nullable().optional(),
      version: z.number().int().nonnegative().optional(),
    })
    .refine((b) => !!b.schedule_c_id !== !!b.form1040_id, 'Send either schedule_c_id or form1040_id.');
  for (const path of ['/api/1099-misc/:id/assign', '/api/1099_misc/:id/assign'])
    app.put(
      path,
      {
        ...guarded,
        schema: {
          tags: ['documents'],
          summary: 'Assign a 1099-MISC to the Form 1040 or to a Schedule C',
          params: idParam,
          body: assignBody,
          response: { 200: documentReadSchema(misc).and(message) },
        },
      },
      async (req) => {
        const { ret, item } = await openRecord(app, req, misc, req.params.id, 'update');
        let scheduleC: number | null = null;
        if (req.body.schedule_c_id) {
          const row = await findItem(app, 'schedule_c', req.body.schedule_c_id);
          if (!row || row.form1040Id !== ret.id) throw notFound(MISC_MSG.noScheduleCAssign);
          scheduleC = row.id;
        } else if (req.body.form1040_id !== ret.id) throw notFound('Form 1040 not found.');
        const data = { ...item.data, schedule_c_id: scheduleC };
        const saved = await updateItem(
          app,
          currentUser(req),
          ret,
          item,
          data,
          expectedVersion(req, req.body),
        );
        return { message: MISC_MSG.reassigned, ...recordView(misc, saved, ret.id) };
      },
    );
};
