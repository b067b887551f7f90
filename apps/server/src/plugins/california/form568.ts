/**
 * California Form 568, spec 002 section 7: the record of a return for its tax year, field-by-field
 * PATCH, the questionnaire and Schedules T, L and M-2; every computed figure from the engine
 * (see services/california/form568.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CA_MSG,
  f568CreateSchema,
  f568PatchSchema,
  f568QuestionnaireSchema,
  f568RecordSchema,
  f568ScheduleLSchema,
  f568ScheduleM2Schema,
  f568ScheduleTSchema,
  recordId,
} from '@taxprep/contracts';
import { badRequest, notFound } from '../../lib/errors';
import type { ItemRow } from '../../services/returns/engine-input';
import { computeCaFrom } from '../../services/california/compute';
import { type CaContext, caContext } from '../../services/california/load';
import { assertCaEditable, insertCa, updateCa } from '../../services/california/records';
import {
  blankForm568,
  cleanQuestionnaire,
  enginePrefix,
  form568View,
  FORM568_KIND,
  scheduleLView,
  scheduleM2View,
  sealScheduleT,
} from '../../services/california/form568';
import { errorResponses } from '../errors';
import { itemOf, returnOf } from '../return-scope';
import { currentUser } from '../session';

/** The record named by `:id`; someone else's answers as a missing one. */
const f568 = { item: FORM568_KIND, missing: CA_MSG.f568Unavailable };
const f568Update = { config: { returnOf: { ...f568, action: 'update' } } };
const f568Read = { config: { returnOf: f568 } };
const tags = ['california'];
const params = z.object({ id: recordId(CA_MSG.f568Unavailable) });
const record = f568RecordSchema;
const withMessage = record.and(z.object({ message: z.string() }));
const answers = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
const schedule = z.record(z.string(), z.union([z.string(), z.boolean(), z.null()]));
type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});

export const form568Routes: FastifyPluginAsyncZod = async (app) => {
  /** The record the return scope found (its return checked) and the return's California records. */
  async function open(req: FastifyRequest) {
    const ctx = await caContext(app, returnOf(req));
    const item = ctx.items.find((i) => i.id === itemOf(req).id);
    if (!item) throw notFound(CA_MSG.f568Unavailable);
    return { ctx, item };
  }

  /** Writes the record's new data, then computes the return with it. */
  async function save(req: FastifyRequest, ctx: CaContext, item: ItemRow, data: Obj) {
    assertCaEditable(ctx.items, CA_MSG.f568AcceptedLocked);
    const saved = await updateCa(app, currentUser(req), ctx.ret, item, data);
    ctx.items = ctx.items.map((i) => (i.id === item.id ? saved : i));
    return saved;
  }

  function view(ctx: CaContext, item: ItemRow) {
    const { ca } = computeCaFrom(ctx.ret, ctx.items);
    return { ca, record: form568View(item, ctx.ret.id, ca, ctx.items, app.cipher) };
  }

  app.get(
    '/api/form1040/:id/ca/form568',
    {
      schema: {
        tags,
        summary: "The return's Form 568 with its computed lines; 404 when not created yet",
        params: z.object({ id: recordId('Form 1040 not found.') }),
        querystring: z.object({ tax_year: z.coerce.number().int().min(0).max(9999).optional() }),
        response: { 200: record, ...errorResponses },
      },
    },
    async (req) => {
      const ctx = await caContext(app, returnOf(req));
      const item = ctx.first(FORM568_KIND);
      const year = req.query.tax_year ?? ctx.ret.taxYear;
      if (!item || year !== ctx.ret.taxYear) throw notFound(CA_MSG.f568Unavailable);
      return view(ctx, item).record;
    },
  );

  app.post(
    '/api/ca/form568',
    {
      config: { returnOf: { body: 'form1040_id', action: 'update' } },
      schema: {
        tags,
        summary:
          'Create the Form 568 of a return with only the form and year (answers the existing one when it exists)',
        body: f568CreateSchema,
        response: { 200: record, 201: record, ...errorResponses },
      },
    },
    async (req, reply) => {
      const ctx = await caContext(app, returnOf(req));
      if (req.body.tax_year !== undefined && req.body.tax_year !== ctx.ret.taxYear)
        throw badRequest(`Form 568 follows the return's tax year (${ctx.ret.taxYear}).`);
      const existing = ctx.first(FORM568_KIND);
      if (existing) return reply.code(200).send(view(ctx, existing).record);
      assertCaEditable(ctx.items, CA_MSG.f568AcceptedLocked);
      const item = await insertCa(
        app,
        currentUser(req),
        ctx.ret,
        FORM568_KIND,
        blankForm568(ctx.ret.taxYear),
      );
      ctx.items.push(item);
      return reply.code(201).send(view(ctx, item).record);
    },
  );

  app.patch(
    '/api/ca/form568/:id',
    {
      ...f568Update,
      schema: {
        tags,
        summary:
          'Save one or more changed fields; answers the record with lines 7, 12, 14–17, 19 and 21 recomputed',
        params,
        body: f568PatchSchema,
        response: { 200: record, ...errorResponses },
      },
    },
    async (req) => {
      const { ctx, item } = await open(req);
      const changes = Object.fromEntries(Object.entries(req.body).filter(([, v]) => v !== undefined));
      const saved = await save(req, ctx, item, { ...item.data, ...changes });
      return view(ctx, saved).record;
    },
  );

  app.post(
    '/api/ca/form568/:id/recompute',
    {
      ...f568Read,
      schema: {
        tags,
        summary: 'Recompute the totals',
        params,
        response: { 200: withMessage, ...errorResponses },
      },
    },
    async (req) => {
      const { ctx, item } = await open(req);
      return { ...view(ctx, item).record, message: CA_MSG.f568Recalculated };
    },
  );

  app.get(
    '/api/ca/form568/:id/questionnaire',
    {
      ...f568Read,
      schema: {
        tags,
        summary: 'The yes/no questions (Side 1–3) answered so far, by code',
        params,
        response: { 200: answers, ...errorResponses },
      },
    },
    async (req) => {
      const { item } = await open(req);
      return cleanQuestionnaire(obj(item.data.questionnaire)) as z.infer<typeof answers>;
    },
  );

  app.put(
    '/api/ca/form568/:id/questionnaire',
    {
      ...f568Update,
      schema: {
        tags,
        summary: 'Save the answers; follow-ups whose parent is not yes are cleared',
        params,
        body: f568QuestionnaireSchema,
        response: { 200: answers, ...errorResponses },
      },
    },
    async (req) => {
      const { ctx, item } = await open(req);
      const q = cleanQuestionnaire({ ...obj(item.data.questionnaire), ...(req.body as Obj) });
      await save(req, ctx, item, { ...item.data, questionnaire: q });
      return q as z.infer<typeof answers>;
    },
  );

  app.put(
    '/api/ca/form568/:id/sched_t',
    {
      ...f568Update,
      schema: {
        tags,
        summary: "Replace Schedule T (nonconsenting nonresident members' tax); answers the record",
        params,
        body: f568ScheduleTSchema,
        response: { 200: withMessage, ...errorResponses },
      },
    },
    async (req) => {
      const { ctx, item } = await open(req);
      const stored = Array.isArray(item.data.schedule_t) ? (item.data.schedule_t as unknown[]).map(obj) : [];
      const rows = sealScheduleT(app.cipher, req.body as Obj[], stored);
      const saved = await save(req, ctx, item, { ...item.data, schedule_t: rows });
      return { ...view(ctx, saved).record, message: CA_MSG.f568TSaved };
    },
  );

  for (const [path, sched, schema, message] of [
    ['sched_l', 'schedule_l', f568ScheduleLSchema, CA_MSG.f568LSaved],
    ['sched_m2', 'schedule_m2', f568ScheduleM2Schema, CA_MSG.f568M2Saved],
  ] as const) {
    const show = (ctx: CaContext, item: ItemRow) => {
      const { ca } = computeCaFrom(ctx.ret, ctx.items);
      const p = enginePrefix(ctx.items, item.id);
      const data = obj(item.data[sched]);
      return sched === 'schedule_l' ? scheduleLView(data, ca, p) : scheduleM2View(data, ca, p);
    };
    app.get(
      `/api/ca/form568/:id/${path}`,
      {
        ...f568Read,
        schema: {
          tags,
          summary:
            sched === 'schedule_l'
              ? 'Schedule L with total assets, total liabilities and capital, balanced and off-by amounts'
              : "Schedule M-2 (members' capital) with subtotal, total decreases and end balance",
          params,
          response: { 200: schedule, ...errorResponses },
        },
      },
      async (req) => {
        const { ctx, item } = await open(req);
        return show(ctx, item) as z.infer<typeof schedule>;
      },
    );
    app.put(
      `/api/ca/form568/:id/${path}`,
      {
        ...f568Update,
        schema: {
          tags,
          summary: `Save ${sched === 'schedule_l' ? 'Schedule L' : 'Schedule M-2'}; answers it with the computed totals`,
          params,
          body: schema,
          response: { 200: schedule.and(z.object({ message: z.string() })), ...errorResponses },
        },
      },
      async (req) => {
        const { ctx, item } = await open(req);
        const entered = Object.fromEntries(
          Object.entries(req.body as Obj).filter(([, v]) => v !== undefined),
        );
        const saved = await save(req, ctx, item, { ...item.data, [sched]: entered });
        return { ...(show(ctx, saved) as z.infer<typeof schedule>), message };
      },
    );
  }
};
