/**
 * Schedule C (spec 001): one record per business. `/api/schedule_c/{form1040Id}` answers the
 * screen's read by return; `/api/schedule-c/{scheduleCId}` reads, updates and deletes one record.
 * The totals shown read-only come from the engine, so they match the return's figures exactly.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  documentReadSchema,
  documentSchema,
  form1099Nec,
  recordId,
  scheduleC,
  splitCityStateZip,
  sumAmounts,
} from '@taxprep/contracts';
import { badRequest } from '../lib/errors';
import type { LoadedReturn } from '../services/returns/access';
import type { ItemRow } from '../services/returns/engine-input';
import {
  compute,
  createItem,
  deleteItem,
  expectedVersion,
  loadItems,
  updateItem,
} from '../services/returns/store';
import { openItem } from '../services/returns/secrets';
import { checkedData, savedAnswer } from '../services/returns/checks';
import { prepareReturnJob } from '../services/documents/prepare';
import { renderPdf } from '../services/documents/off-thread';
import { recordView } from './document-kinds';
import { itemOf, returnOf, type ReturnOf } from './return-scope';
import type { SessionUser } from '../services/sessions';
import { currentUser } from './session';
import { binary } from './responses';

const idParam = z.object({ id: recordId('Not found.') });
/** A Schedule C id: anyone else's is simply not found. */
const record = (action: string): ReturnOf => ({
  item: scheduleC.kind,
  missing: 'Schedule C not found.',
  action,
});
const tags = ['schedules'];

/** The screen sends city, state and ZIP as one "City, ST 12345" string; split it before the checks. */
const withCityStateZip = (v: unknown) => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  const o = v as Record<string, unknown>;
  const parts = splitCityStateZip(o.city_state_zip);
  if (parts && !o.city && !o.state && !o.zip) return { ...o, ...parts };
  if (typeof o.city_state_zip === 'string' && o.city_state_zip.trim() && !parts && !o.city)
    return { ...o, city: o.city_state_zip };
  return o;
};
const body = z.preprocess(
  withCityStateZip,
  documentSchema(scheduleC).and(
    z.object({
      nec_ids: z.array(recordId()).max(500).optional(),
      city_state_zip: z.unknown().optional(),
    }),
  ),
);
const read = documentReadSchema(scheduleC);
const saved = read.and(savedAnswer);

type Body = Record<string, unknown> & { version?: number; form1040_id?: number; nec_ids?: number[] };
function dataOf(b: Body) {
  const { version: _v, form1040_id: _f, nec_ids: _n, city_state_zip: _c, ...rest } = b;
  return rest;
}

/** A Schedule C with its engine totals (Part I–III lines) and its linked 1099-NECs. */
async function views(app: FastifyInstance, ret: LoadedReturn) {
  const items = await loadItems(app, ret.id);
  const result = compute(ret, items);
  const scs = items.filter((i) => i.kind === 'schedule_c');
  const necs = items.filter((i) => i.kind === form1099Nec.kind);
  return scs.map((sc, i) => {
    const inst = i === 0 ? 'scheduleC' : `scheduleC#${i + 1}`;
    const line = (l: string) =>
      result.lines.has(`${inst}.${l}`) ? result.lines.get(`${inst}.${l}`).toString() : '0.00';
    const linked = necs.filter((n) => Number(n.data.schedule_c_id) === sc.id);
    const d = sc.data;
    return {
      ...recordView(scheduleC, sc, ret.id),
      city_state_zip: d.city
        ? `${String(d.city)}, ${String(d.state ?? '')} ${String(d.zip ?? '')}`.trim()
        : null,
      nec_count: linked.length,
      nec_total: sumAmounts(linked.map((n) => n.data.box1_nonemployee_comp)),
      gross_receipts_effective: line('l1'),
      cost_of_goods_sold: line('l4'),
      gross_income: line('l7'),
      total_expenses: line('l28'),
      tentative_profit: line('l29'),
      simplified_method_amount: line('l30'),
      net_profit: line('l31'),
      cogs_total: line('l42'),
      total_other_expenses: line('l48'),
    };
  });
}

/** The Schedule C the scope found, opened. */
function openScheduleC(app: FastifyInstance, req: FastifyRequest) {
  const row = itemOf(req);
  const item: ItemRow = {
    id: row.id,
    kind: row.kind,
    version: row.version,
    data: openItem(app.cipher, row.kind, row.data as Record<string, unknown>),
  };
  return { ret: returnOf(req), item };
}

/** Links the chosen 1099-NECs of the same return to the Schedule C. */
async function linkNecs(
  app: FastifyInstance,
  user: SessionUser,
  ret: LoadedReturn,
  scId: number,
  ids: number[],
) {
  const necs = await loadItems(app, ret.id, form1099Nec.kind);
  for (const id of ids) {
    const nec = necs.find((n) => n.id === id);
    if (!nec) throw badRequest(`1099-NEC #${id} is not on this return.`);
    await updateItem(app, user, ret, nec, { ...nec.data, schedule_c_id: scId }, undefined);
  }
}

export const scheduleCRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/form1040/:id/schedule_c',
    {
      schema: {
        tags,
        summary: 'Every Schedule C of a return',
        params: idParam,
        response: { 200: z.array(read) },
      },
    },
    async (req) => views(app, returnOf(req)),
  );
  app.get(
    '/api/schedule_c/:id/nec_candidates',
    {
      schema: {
        tags,
        summary: '1099-NECs of a return not yet linked to a Schedule C',
        params: idParam,
        response: { 200: z.array(documentReadSchema(form1099Nec)) },
      },
    },
    async (req) => {
      const ret = returnOf(req);
      const necs = await loadItems(app, ret.id, form1099Nec.kind);
      return necs.filter((n) => !n.data.schedule_c_id).map((n) => recordView(form1099Nec, n, ret.id));
    },
  );
  // Spec 002's downloads list calls the doubled /api/api path; both give this business's form alone.
  for (const path of ['/api/api/schedule_c/:id/pdf', '/api/schedule_c/:id/pdf'])
    app.get(
      path,
      {
        config: { returnOf: record('pdf') },
        schema: {
          tags: ['files'],
          summary: 'One Schedule C (by its id) as a filled IRS PDF',
          params: idParam,
          response: { 200: binary('application/pdf', 'The filled Schedule C') },
        },
      },
      async (req, reply) => {
        const { ret, item } = openScheduleC(app, req);
        const { job, items } = await prepareReturnJob(app, ret);
        const n = items.filter((i) => i.kind === 'schedule_c').findIndex((i) => i.id === item.id);
        const instance = n === 0 ? 'scheduleC' : `scheduleC#${n + 1}`;
        const pdf = await renderPdf({ ...job, only: [`=${instance}`] });
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="ScheduleC_${ret.id}_${item.id}.pdf"`)
          .send(Buffer.from(pdf));
      },
    );
  // Spec 001: GET /schedule_c/{id} or /schedule-c/{id} is one Schedule C by its own id (the screens
  // read a return's Schedule Cs from /api/form1040/{id}/schedule_c).
  for (const path of ['/api/schedule_c/:id', '/api/schedule-c/:id', '/api/schedule_c/record/:id'])
    app.get(
      path,
      {
        config: { returnOf: record('read') },
        schema: { tags, summary: 'One Schedule C by its id', params: idParam, response: { 200: read } },
      },
      async (req) => {
        const { ret, item } = openScheduleC(app, req);
        return (await views(app, ret)).find((v) => v.id === item.id)!;
      },
    );
  app.post(
    '/api/schedule_c',
    {
      config: {
        returnOf: {
          body: 'form1040_id',
          action: 'update',
          before: (req) => {
            if (!(req.body as Body).form1040_id) throw badRequest('Form 1040 ID not found in URL.');
          },
        },
      },
      schema: {
        tags,
        summary: 'Create a Schedule C (nec_ids links candidate 1099-NECs)',
        body,
        response: { 201: saved },
      },
    },
    async (req, reply) => {
      const b = req.body as Body;
      const user = currentUser(req);
      const ret = returnOf(req);
      const { data, warnings } = checkedData(scheduleC, ret, dataOf(b));
      const sc = await createItem(app, user, ret, scheduleC.kind, data);
      if (b.nec_ids?.length) await linkNecs(app, user, ret, sc.id, b.nec_ids);
      const view = (await views(app, ret)).find((v) => v.id === sc.id)!;
      return reply
        .code(201)
        .send({ message: scheduleC.messages.created, ...view, ...(warnings && { warnings }) });
    },
  );
  for (const path of ['/api/schedule-c/:id', '/api/schedule_c/record/:id']) {
    app.put(
      path,
      {
        config: { returnOf: record('update') },
        schema: { tags, summary: 'Update a Schedule C', params: idParam, body, response: { 200: saved } },
      },
      async (req) => {
        const b = req.body as Body;
        const user = currentUser(req);
        const { ret, item } = openScheduleC(app, req);
        const { data, warnings } = checkedData(scheduleC, ret, dataOf(b));
        await updateItem(app, user, ret, item, data, expectedVersion(req, b));
        if (b.nec_ids?.length) await linkNecs(app, user, ret, item.id, b.nec_ids);
        const view = (await views(app, ret)).find((v) => v.id === item.id)!;
        return { message: scheduleC.messages.updated, ...view, ...(warnings && { warnings }) };
      },
    );
    app.delete(
      path,
      {
        config: { returnOf: record('update') },
        schema: {
          tags,
          summary: 'Delete a Schedule C (its 1099-NECs stay, unlinked)',
          params: idParam,
          response: { 200: z.object({ message: z.string() }) },
        },
      },
      async (req) => {
        const user = currentUser(req);
        const { ret, item } = openScheduleC(app, req);
        for (const n of await loadItems(app, ret.id))
          if (
            (n.kind === form1099Nec.kind || n.kind === 'form1099_misc') &&
            Number(n.data.schedule_c_id) === item.id
          )
            await updateItem(app, user, ret, n, { ...n.data, schedule_c_id: null }, undefined);
        await deleteItem(app, user, ret, item);
        return { message: scheduleC.messages.deleted(item.id) };
      },
    );
  }
};
