/**
 * Schedule CA (540), spec 002 section 7: one record per return (return_items kind
 * 'ca_schedule_ca'), every figure from the engine; see services/california/schedule-ca.ts for what
 * is stored, hasEdits, ready and Auto-fill.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CA_MSG,
  recordId,
  scheduleCaCreateSchema,
  scheduleCaRecordSchema,
  scheduleCaSaveSchema,
  scheduleCaSummarySchema,
} from '@taxprep/contracts';
import { badRequest, notFound } from '../../lib/errors';
import { compute } from '../../services/returns/store';
import { caFilingStatus, scheduleCaOf, type CaContext, caContext } from '../../services/california/load';
import { assertCaEditable, insertCa, updateCa } from '../../services/california/records';
import {
  defaultLines,
  fingerprint,
  isReady,
  hasEdits,
  mergeLines,
  refillColumnA,
  runEngine,
  scheduleCaView,
  SCHEDULE_CA_KIND,
  type StoredScheduleCa,
} from '../../services/california/schedule-ca';
import { errorResponses } from '../errors';
import { itemOf, returnOf } from '../return-scope';
import { currentUser } from '../session';

const tags = ['california'];
const yearQuery = z.object({
  tax_year: z.coerce
    .number({ message: 'Enter a tax year (2018–2100).' })
    .int('Enter a tax year (2018–2100).')
    .min(2018, 'Enter a tax year (2018–2100).')
    .max(2100, 'Enter a tax year (2018–2100).')
    .optional(),
});
const recordParams = z.object({ id: recordId(CA_MSG.scheduleCaMissing) });
const record = scheduleCaRecordSchema;

/** The Schedule CA of a return for its tax year (the return's own year), or undefined. */
const recordOf = (ctx: CaContext) => ctx.first(SCHEDULE_CA_KIND);

/** A route on one record by its own id: someone else's answers as a missing one (plugins/return-scope.ts). */
const byRecord = {
  config: { returnOf: { item: SCHEDULE_CA_KIND, missing: CA_MSG.scheduleCaMissing, action: 'update' } },
};

/** The record the return scope found, with its return's California records. */
export async function openScheduleCa(app: FastifyInstance, req: FastifyRequest) {
  const ctx = await caContext(app, returnOf(req));
  const item = ctx.items.find((i) => i.id === itemOf(req).id);
  if (!item) throw notFound(CA_MSG.scheduleCaMissing);
  return { ctx, item, rec: scheduleCaOf(ctx, item.data) };
}

function answer(ctx: CaContext, id: number, rec: StoredScheduleCa) {
  const federal = compute(ctx.ret, ctx.items);
  return scheduleCaView(id, ctx.ret.id, rec, runEngine(ctx.ret, ctx.items, federal, rec));
}

function checkYear(ctx: CaContext, year: number | undefined) {
  if (year !== undefined && year !== ctx.ret.taxYear)
    throw badRequest(`Schedule CA (540) follows the return's tax year (${ctx.ret.taxYear}).`);
}

export const scheduleCaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/form1040/:id/ca/schedule_ca',
    {
      schema: {
        tags,
        summary: "The return's Schedule CA (540) with the engine's figures; 404 when not created yet",
        params: z.object({ id: recordId('Form 1040 not found.') }),
        querystring: yearQuery,
        response: { 200: record, ...errorResponses },
      },
    },
    async (req) => {
      const ctx = await caContext(app, returnOf(req));
      const item = recordOf(ctx);
      const year = req.query.tax_year ?? ctx.ret.taxYear;
      if (!item || year !== ctx.ret.taxYear) throw notFound(CA_MSG.scheduleCaUnavailable);
      return answer(ctx, item.id, scheduleCaOf(ctx, item.data));
    },
  );

  app.post(
    '/api/ca/schedule_ca',
    {
      config: { returnOf: { body: 'form1040_id', action: 'update' } },
      schema: {
        tags,
        summary:
          'Create the Schedule CA (540) of a return: filing status from the return, not itemizing, the default lines with column A from the federal return (answers the existing one when it exists)',
        body: scheduleCaCreateSchema,
        response: { 200: record, 201: record, ...errorResponses },
      },
    },
    async (req, reply) => {
      const ctx = await caContext(app, returnOf(req));
      checkYear(ctx, req.body.tax_year);
      const existing = recordOf(ctx);
      // Two tabs may both see the 404 and create: the second gets the first's record.
      if (existing) return reply.code(200).send(answer(ctx, existing.id, scheduleCaOf(ctx, existing.data)));
      assertCaEditable(ctx.items);
      const federal = compute(ctx.ret, ctx.items);
      const blank: StoredScheduleCa = {
        tax_year: ctx.ret.taxYear,
        filing_status: caFilingStatus(ctx),
        will_itemize_for_ca: req.body.will_itemize_for_ca ?? false,
        lines: defaultLines(),
        saved_fingerprint: null,
        needs_review: false,
      };
      const law = runEngine(ctx.ret, ctx.items, federal, blank).law;
      const rec = { ...blank, lines: mergeLines(blank.lines, req.body.lines ?? [], law, federal) };
      const item = await insertCa(app, currentUser(req), ctx.ret, SCHEDULE_CA_KIND, { ...rec });
      ctx.items.push(item);
      return reply.code(201).send(answer(ctx, item.id, rec));
    },
  );

  app.put(
    '/api/ca/schedule_ca/:id/lines',
    {
      ...byRecord,
      schema: {
        tags,
        summary:
          'Save filing status, the itemize choice and the lines; answers the record with the recalculated totals',
        params: recordParams,
        body: scheduleCaSaveSchema,
        response: { 200: record.extend({ message: z.string() }), ...errorResponses },
      },
    },
    async (req) => {
      const { ctx, item, rec } = await openScheduleCa(app, req);
      assertCaEditable(ctx.items);
      const federal = compute(ctx.ret, ctx.items);
      const next: StoredScheduleCa = {
        ...rec,
        filing_status: rec.filing_status,
        will_itemize_for_ca: req.body.will_itemize_for_ca ?? rec.will_itemize_for_ca,
      };
      const law = runEngine(ctx.ret, ctx.items, federal, next).law;
      next.lines = mergeLines(rec.lines, req.body.lines ?? [], law, federal);
      // Saving is the review: the record is ready for these federal figures.
      next.saved_fingerprint = fingerprint(law);
      next.needs_review = false;
      await updateCa(app, currentUser(req), ctx.ret, item, { ...next });
      return { ...answer(ctx, item.id, next), message: CA_MSG.scheduleCaSaved };
    },
  );

  app.post(
    '/api/ca/schedule_ca/:id/autofill',
    {
      ...byRecord,
      schema: {
        tags,
        summary:
          "Refill column A and the law's column B/C amounts from the federal return (the filer's column B/C edits are kept); review and save afterwards",
        params: recordParams,
        response: { 200: record.extend({ message: z.string() }), ...errorResponses },
      },
    },
    async (req) => {
      const { ctx, item, rec } = await openScheduleCa(app, req);
      assertCaEditable(ctx.items);
      const next: StoredScheduleCa = { ...rec, lines: refillColumnA(rec.lines), needs_review: true };
      await updateCa(app, currentUser(req), ctx.ret, item, { ...next });
      return {
        ...answer(ctx, item.id, next),
        __fed_year_used: ctx.ret.taxYear,
        message: CA_MSG.scheduleCaAutofilled(ctx.ret.taxYear),
      };
    },
  );

  /** The sidebar's summary of the return's Schedule CA for a year (exists false when there is none). */
  async function summaryOf(req: FastifyRequest, year?: number) {
    const ctx = await caContext(app, returnOf(req));
    const item = recordOf(ctx);
    const zero = { b: '0.00', c: '0.00' };
    if (!item || (year ?? ctx.ret.taxYear) !== ctx.ret.taxYear)
      return {
        exists: false,
        id: null,
        hasEdits: false,
        ready: false,
        totals: { part_i: zero, section_c: zero, part_ii: zero },
      };
    const rec = scheduleCaOf(ctx, item.data);
    const federal = compute(ctx.ret, ctx.items);
    const runs = runEngine(ctx.ret, ctx.items, federal, rec);
    const v = scheduleCaView(item.id, ctx.ret.id, rec, runs);
    const bc = (t: { b: string; c: string }) => ({ b: t.b, c: t.c });
    return {
      exists: true,
      id: item.id,
      hasEdits: hasEdits(rec, runs),
      ready: isReady(rec, runs),
      totals: {
        part_i: bc(v.totals.part_i),
        section_c: bc(v.totals.section_c),
        part_ii: bc(v.totals.part_ii),
      },
    };
  }

  app.get(
    '/api/ca/schedule_ca/by-form/:id/:year',
    {
      schema: {
        tags,
        summary: "The sidebar's Schedule CA summary: exists, id, hasEdits, ready, column B and C totals",
        params: z.object({
          id: recordId('Form 1040 not found.'),
          year: z.coerce.number().int().min(0).max(9999),
        }),
        response: { 200: scheduleCaSummarySchema, ...errorResponses },
      },
    },
    async (req) => summaryOf(req, req.params.year),
  );

  app.get(
    '/api/form1040/:id/ca/schedule_ca/summary',
    {
      schema: {
        tags,
        summary:
          "The same summary for the return's own tax year (the sidebar's path): exists, id, hasEdits, ready, totals",
        params: z.object({ id: recordId('Form 1040 not found.') }),
        response: { 200: scheduleCaSummarySchema, ...errorResponses },
      },
    },
    async (req) => summaryOf(req),
  );
};
