/**
 * The routes of every kind in the document registry, made from its definition: list by return
 * (and by parent), create (body or path), read, update, delete, each with request and response
 * schemas, ownership checks and the accepted-return lock of the store.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
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
  recordId,
  type DocumentDef,
} from '@taxprep/contracts';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { loadReturn, type LoadedReturn } from '../services/returns/access';
import { returnOf, type ReturnOf } from './return-scope';
import {
  createItem,
  deleteItem,
  expectedVersion,
  findItem,
  loadItems,
  updateItem,
} from '../services/returns/store';
import { checkedData, savedAnswer } from '../services/returns/checks';
import { currentUser, requireUser } from './session';
import {
  dataOf,
  openedRecord,
  parentReturn,
  prefillOf,
  prefillView,
  recordView,
  type Body,
} from './document-records';

export { recordView };

const idParam = z.object({ id: recordId('Not found.') });
const message = z.object({ message: z.string() });

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The routes of one kind. Those of one return go in the return scope (`scoped`); the create of a
 * kind with a parent, whose return comes from the parent record or the body, checks its own (`outside`).
 */
function registerKind(app: App, def: DocumentDef, part: 'scoped' | 'outside') {
  const scoped = part === 'scoped';
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
  for (const path of scoped ? def.api.list : [])
    app.get(
      path,
      {
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
        const ret = returnOf(req);
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
  for (const path of scoped ? (def.api.listByQuery ?? []) : [])
    app.get(
      path,
      {
        config: { returnOf: { query: 'form1040_id' } },
        schema: {
          tags,
          summary: `${def.title} records of a return`,
          querystring: z.object({
            form1040_id: z.coerce.number({ message: missing }).int().positive(missing),
          }),
          response: { 200: z.array(read) },
        },
      },
      async (req) => listOf(returnOf(req)),
    );
  for (const path of scoped ? (def.api.byParent ?? []) : [])
    app.get(
      path,
      {
        // Someone else's Schedule C is not found, as a missing one is (spec 001).
        config: { returnOf: { item: def.parent!.kind, missing: def.parent!.missing, action: 'update' } },
        schema: {
          tags,
          summary: `${def.title} records of a Schedule C`,
          params: idParam,
          response: { 200: z.array(read) },
        },
      },
      async (req) => {
        return listOf(returnOf(req), (d) => Number(d[def.parent!.field]) === req.params.id);
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
  // A parent named in the body decides the return, so that create checks access itself.
  for (const path of scoped && !def.parent ? def.api.create : [])
    app.post(
      path,
      {
        config: {
          returnOf: {
            body: 'form1040_id',
            action: 'update',
            before: (req) => {
              if (!(req.body as Body).form1040_id) throw badRequest(missing);
            },
          },
        },
        schema: {
          tags,
          summary: `Add a ${def.title}${TWIN_NOTE}`,
          body,
          response: { 201: read.and(savedAnswer) },
        },
      },
      async (req, reply) => reply.code(201).send(await create(req, returnOf(req), req.body as Body)),
    );
  for (const path of !scoped && def.parent ? def.api.create : [])
    app.post(
      path,
      {
        onRequest: requireUser,
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
  if (!scoped) return;
  for (const path of def.api.createUnder)
    app.post(
      path,
      {
        config: { returnOf: { action: 'update' } },
        schema: {
          tags,
          summary: `Add a ${def.title} to a return${TWIN_NOTE}`,
          params: idParam,
          body,
          response: { 201: read.and(savedAnswer) },
        },
      },
      async (req, reply) => {
        const ret = returnOf(req);
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
  const access = (under: boolean, action: string): ReturnOf =>
    under ? { param: 'itemId', item: def.kind, action } : { item: def.kind, action };
  const open = (req: FastifyRequest, under: boolean) => {
    const found = openedRecord(app, req);
    if (under && found.ret.id !== (req.params as { id: number }).id) throw notFound();
    return found;
  };
  const readOne = (path: string, under = false) =>
    app.get(
      path,
      {
        config: { returnOf: access(under, 'read') },
        schema: { tags, summary: `One ${def.title}`, params: paramsOf(under), response: { 200: read } },
      },
      async (req) => {
        const { ret, item } = open(req, under);
        return recordView(def, item, ret.id);
      },
    );
  const updateOne = (path: string, under = false) =>
    app.put(
      path,
      {
        config: { returnOf: access(under, 'update') },
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
        const { ret, item } = open(req, under);
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
        config: { returnOf: access(under, 'update') },
        schema: {
          tags,
          summary: `Delete a ${def.title}`,
          params: paramsOf(under),
          querystring: deleteQuery,
          response: { 200: message },
        },
      },
      async (req) => {
        const { ret, item } = open(req, under);
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

/** The registry's routes of one return; registered in the return scope (return-scope.ts). */
export const documentKindRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const def of ROUTED_KINDS) registerKind(app, def, 'scoped');

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
        config: { returnOf: { item: misc.kind, action: 'update' } },
        schema: {
          tags: ['documents'],
          summary: 'Assign a 1099-MISC to the Form 1040 or to a Schedule C',
          params: idParam,
          body: assignBody,
          response: { 200: documentReadSchema(misc).and(message) },
        },
      },
      async (req) => {
        const { ret, item } = openedRecord(app, req);
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

/** The create of a kind with a parent (a 1099-NEC or 1099-MISC by body), outside the return scope. */
export const documentParentCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const def of ROUTED_KINDS) registerKind(app, def, 'outside');
};
