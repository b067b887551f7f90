/**
 * Schedule E (one record per return, spec 001): the header and four lists in one write, and the
 * totals (lines 20–26, 29–32, 37, 39–41) read back from the engine so the screen cannot disagree
 * with the return.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordId, SCHEDULE_E_MSG, scheduleESchema } from '@taxprep/contracts';
import { notFound } from '../lib/errors';
import { countedIssues } from './errors';
import type { LoadedReturn } from '../services/returns/access';
import { compute, createItem, expectedVersion, loadItems, updateItem } from '../services/returns/store';
import { returnOf } from './return-scope';
import { currentUser } from './session';

const formQuery = z.object({ form1040_id: recordId('Form 1040 ID not found in URL.') });
const KIND = 'schedule_e';
const row = z.looseObject({});
const view = z.object({
  data: z.object({
    schedule_e: z.looseObject({
      id: z.number().int(),
      form1040_id: z.number().int(),
      version: z.number().int(),
      line26_total_rent_royalty: z.string(),
      line32_part2_total: z.string(),
      line37_part3_total: z.string(),
      line39_part4_total: z.string(),
      line41_total: z.string(),
    }),
    properties: z.array(row),
    partnerships: z.array(row),
    estates_trusts: z.array(row),
    remics: z.array(row),
  }),
});

/** Engine lines of one property column (20 total expenses, 21 income or loss, 22 deductible loss). */
const PROPERTY_LINES = [
  ['line20_total_expenses', 'l20'],
  ['line21_income_or_loss', 'l21'],
  ['line22_deductible_loss', 'l22'],
] as const;
const TOTAL_LINES = [
  ['line23a_total_rents', 'l23a'],
  ['line23b_total_royalties', 'l23b'],
  ['line23c_total_mortgage_interest', 'l23c'],
  ['line23d_total_depreciation', 'l23d'],
  ['line23e_total_expenses', 'l23e'],
  ['line24_income', 'l24'],
  ['line25_losses', 'l25'],
  ['line26_total_rent_royalty', 'l26'],
  ['line29a_h_k', 'l29a'],
  ['line29b_g_i_j', 'l29b'],
  ['line30', 'l30'],
  ['line31', 'l31'],
  ['line32_part2_total', 'l32'],
  ['line35', 'l35'],
  ['line36', 'l36'],
  ['line37_part3_total', 'l37'],
  ['line39_part4_total', 'l39'],
  ['line40_total', 'l40'],
  ['line41_total', 'l41'],
] as const;

export const scheduleERoutes: FastifyPluginAsyncZod = async (app) => {
  async function read(ret: LoadedReturn) {
    const items = await loadItems(app, ret.id);
    return { ret, items, record: items.find((i) => i.kind === KIND) };
  }

  async function body(ret: LoadedReturn) {
    const { items, record } = await read(ret);
    if (!record) throw notFound(SCHEDULE_E_MSG.notFound);
    const lines = compute(ret, items).lines;
    const line = (k: string) =>
      lines.has(`scheduleE.${k}`) ? lines.get(`scheduleE.${k}`).toString() : '0.00';
    const d = record.data;
    const list = (k: string) => (Array.isArray(d[k]) ? (d[k] as Record<string, unknown>[]) : []);
    const { properties: _p, partnerships: _q, estates_trusts: _e, remics: _r, ...header } = d;
    return {
      data: {
        schedule_e: {
          ...header,
          id: record.id,
          form1040_id: ret.id,
          version: record.version,
          ...(Object.fromEntries(TOTAL_LINES.map(([name, l]) => [name, line(l)])) as Record<
            (typeof TOTAL_LINES)[number][0],
            string
          >),
        },
        properties: list('properties').map((p) => ({
          ...p,
          ...Object.fromEntries(PROPERTY_LINES.map(([name, l]) => [name, line(`${l}.${String(p.label)}`)])),
        })),
        partnerships: list('partnerships'),
        estates_trusts: list('estates_trusts'),
        remics: list('remics'),
      },
    };
  }

  app.get(
    '/api/schedule_e',
    {
      config: { returnOf: { query: 'form1040_id' } },
      schema: {
        tags: ['schedules'],
        summary: 'The Schedule E of a return with its computed totals (404 when none was saved)',
        querystring: formQuery,
        response: { 200: view },
      },
    },
    async (req) => body(returnOf(req)),
  );

  app.post(
    '/api/schedule_e',
    {
      config: {
        issuesMessage: countedIssues(SCHEDULE_E_MSG.fix),
        returnOf: { body: 'form1040_id', action: 'update' },
      },
      schema: {
        tags: ['schedules'],
        summary: 'Create or update the Schedule E of a return (header and its four lists in one write)',
        body: z.preprocess(stripComputed, scheduleESchema),
        response: { 200: view.extend({ message: z.string() }) },
      },
    },
    async (req) => {
      const { form1040_id: _f, version: _v, ...data } = req.body;
      const ret = returnOf(req);
      const { record } = await read(ret);
      if (record) await updateItem(app, currentUser(req), ret, record, data, expectedVersion(req, req.body));
      else await createItem(app, currentUser(req), ret, KIND, data);
      return { message: SCHEDULE_E_MSG.saved, ...(await body(ret)) };
    },
  );
};

const COMPUTED = new Set<string>([...TOTAL_LINES.map(([n]) => n), ...PROPERTY_LINES.map(([n]) => n), 'id']);

/** The screen may send back what it read: the server's computed lines are its own. */
function stripComputed(v: unknown): unknown {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  const drop = (o: unknown) =>
    o && typeof o === 'object' && !Array.isArray(o)
      ? Object.fromEntries(Object.entries(o).filter(([k]) => !COMPUTED.has(k)))
      : o;
  const out = drop(v) as Record<string, unknown>;
  // The spec's screen may wrap the header as `schedule_e`; accept both shapes.
  if (out.schedule_e && typeof out.schedule_e === 'object') {
    const { schedule_e, ...rest } = out;
    const merged = { ...(drop(schedule_e) as object), ...rest };
    return Object.fromEntries(
      Object.entries(merged).map(([k, x]) => [k, Array.isArray(x) ? x.map(drop) : x]),
    );
  }
  return Object.fromEntries(Object.entries(out).map(([k, x]) => [k, Array.isArray(x) ? x.map(drop) : x]));
}
