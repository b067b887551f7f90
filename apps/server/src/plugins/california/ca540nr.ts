/**
 * California 540NR (spec 002): residency, the California allocation and refund banking, saved
 * with the form's rules (part-year needs the move dates and prior state, ABA routing checksum)
 * and answered with the engine's 540NR figures.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CA_MSG,
  ca540nrSaveSchema,
  ca540nrSummarySchema,
  caDependentSchema,
  caContributionSchema,
  form1040IdParam,
  recordId,
  type Ca540NrAllocationLine,
  type Ca540NrSummary,
} from '@taxprep/contracts';
import { CA_NR_ROWS, type CaResult, type Result } from '@taxprep/tax-engine';
import { maskSsn, maskTail } from '../../lib/crypto';
import { CA_KINDS, cents, computeCaFrom, fromCents } from '../../services/california/compute';
import { loadCa, type CaContext, caContext } from '../../services/california/load';
import { assertCaEditable, insertCa, updateCa } from '../../services/california/records';
import { errorResponses } from '../errors';
import { returnOf } from '../return-scope';
import { currentUser } from '../session';

const tags = ['california'];
const formQuery = z.object({ form1040_id: recordId('Form 1040 ID not found in URL.') });
const BANK = ['bank_routing_number', 'bank_account_number'] as const;
const FIELDS = [
  'residency_status',
  'date_moved_in',
  'date_moved_out',
  'prior_state',
  'agi_ca',
  'ca_amounts',
  'taxable_income_ca',
  'nonref_renters_credit',
  'use_federal_banking',
  'bank_routing_number',
  'bank_account_number',
  'bank_account_type',
] as const;

const recordSchema = z
  .object({
    id: z.number(),
    form1040_id: z.number(),
    residency_status: z.enum(['nonresident', 'part_year']),
    ca_amounts: z.record(z.string(), z.string()),
    dependents: z.array(caDependentSchema),
    contributions: z.array(caContributionSchema),
  })
  .catchall(
    z.union([
      z.string(),
      z.number(),
      z.boolean(),
      z.null(),
      z.array(z.unknown()),
      z.record(z.string(), z.string()),
    ]),
  );

function recordOf(ctx: CaContext) {
  const item = ctx.first(CA_KINDS.nr);
  if (!item) return null;
  const d = item.data;
  const out: Record<string, string | boolean | null> = {};
  for (const f of FIELDS) {
    if (f === 'ca_amounts') continue;
    const v = d[f];
    out[f] = typeof v === 'string' || typeof v === 'boolean' ? v : null;
  }
  const caAmounts: Record<string, string> = {};
  const stored =
    d.ca_amounts && typeof d.ca_amounts === 'object' ? (d.ca_amounts as Record<string, unknown>) : {};
  for (const [k, v] of Object.entries(stored)) if (typeof v === 'string') caAmounts[k] = v;
  for (const f of BANK) out[f] = maskTail(typeof d[f] === 'string' ? (d[f] as string) : null);
  return {
    ...out,
    id: item.id,
    form1040_id: ctx.ret.id,
    residency_status: d.residency_status === 'part_year' ? ('part_year' as const) : ('nonresident' as const),
    ca_amounts: caAmounts,
    // The 540NR shares the 540's dependents and contributions (one list per return).
    dependents: ctx.all(CA_KINDS.dependent).map((i) => ({
      id: i.id,
      first_name: String(i.data.first_name ?? ''),
      last_name: String(i.data.last_name ?? ''),
      ssn_itin: maskSsn(typeof i.data.ssn_itin === 'string' ? i.data.ssn_itin : null),
      relationship: typeof i.data.relationship === 'string' ? i.data.relationship : null,
    })),
    contributions: ctx.all(CA_KINDS.contribution).map((i) => ({
      id: i.id,
      code: typeof i.data.code === 'number' ? i.data.code : 400,
      amount: fromCents(cents(i.data.amount)),
    })),
  };
}

/** Line 38 is kept ×100 ("61.23"); the ratio is answered as a fraction with four decimals. */
function ratioOf(ca: CaResult): string {
  const c = ca.lines.get('ca540nr.l38').toString();
  const n = cents(c);
  return `${n / 10000n}.${String(n % 10000n).padStart(4, '0')}`;
}

/** The Schedule CA (540NR) Part II lines the return has: column D and the column E used. */
function allocationOf(ca: CaResult, entered: Record<string, string>): Ca540NrAllocationLine[] {
  const rows = CA_NR_ROWS.filter((r) => ca.lines.has(`scheduleCANR.partII.${r.row}.e`));
  return rows.map((r) => ({
    key: r.key,
    label: r.label,
    total: ca.lines.get(`scheduleCANR.partII.${r.row}.d`).toString(),
    ca: ca.lines.get(`scheduleCANR.partII.${r.row}.e`).toString(),
    entered: Object.prototype.hasOwnProperty.call(entered, r.key),
  }));
}

function summaryOf(federal: Result, ca: CaResult, nr: Record<string, unknown> | undefined): Ca540NrSummary {
  const l = (n: number | string) => ca.lines.get(`ca540nr.l${n}`).toString();
  const entered =
    nr?.ca_amounts && typeof nr.ca_amounts === 'object' ? (nr.ca_amounts as Record<string, string>) : {};
  const agiEntered = typeof nr?.agi_ca === 'string' && nr.agi_ca !== '';
  return {
    federal_agi: federal.summary.agi.toString(),
    agi_all_sources: l(17),
    agi_ca: l(32),
    taxable_income_ca: l(35),
    ca_ratio: ratioOf(ca),
    total_tax: l(74),
    total_payments: l(88),
    refund: ca.lines.has('ca540nr.l125') ? ca.summary.refund.toString() : '0.00',
    amount_you_owe: ca.lines.has('ca540nr.l124') ? ca.summary.amountOwed.toString() : '0.00',
    allocation: allocationOf(ca, entered),
    line27_total: ca.lines.get('scheduleCANR.partII.l27.d').toString(),
    line27_ca: ca.lines.get('scheduleCANR.partII.l27.e').toString(),
    agi_ca_source: agiEntered ? 'entered' : 'schedule',
    dependent_care_credit: l(50),
    caleitc: l(85),
    yctc: l(86),
    fytc: l(87),
  };
}

/** Bank numbers the screen sends back masked keep what is stored. */
const keptSecrets = new WeakMap<FastifyRequest, string[]>();

export const ca540nrRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ca/540nr',
    {
      config: { returnOf: { query: 'form1040_id' } },
      schema: {
        tags,
        summary: 'The 540NR record of a return ({data: null} before it is saved; bank numbers masked)',
        querystring: formQuery,
        response: { 200: z.object({ data: recordSchema.nullable() }), ...errorResponses },
      },
    },
    async (req) => ({ data: recordOf(await caContext(app, returnOf(req))) }),
  );

  async function nrSummary(req: FastifyRequest) {
    const ctx = await caContext(app, returnOf(req));
    const { federal, ca } = computeCaFrom(ctx.ret, ctx.items);
    return { data: summaryOf(federal, ca, ctx.first(CA_KINDS.nr)?.data) };
  }
  const nrSummaryDoc = 'The 540NR figures (zero until a nonresident or part-year residency is saved)';
  const nrSummaryAnswer = { 200: z.object({ data: ca540nrSummarySchema }), ...errorResponses };

  app.get(
    '/api/ca/540nr/summary',
    {
      config: { returnOf: { query: 'form1040_id' } },
      schema: { tags, summary: nrSummaryDoc, querystring: formQuery, response: nrSummaryAnswer },
    },
    async (req) => nrSummary(req),
  );

  app.get(
    '/api/form1040/:id/ca/540nr/summary',
    {
      schema: {
        tags,
        summary: `${nrSummaryDoc}; the sidebar's path`,
        params: form1040IdParam,
        response: nrSummaryAnswer,
      },
    },
    async (req) => nrSummary(req),
  );

  app.post(
    '/api/ca/540nr',
    {
      config: { returnOf: { body: 'form1040_id', action: 'update' } },
      preValidation: async (req) => {
        const b = req.body;
        if (!b || typeof b !== 'object' || Array.isArray(b)) return;
        const body = b as Record<string, unknown>;
        const kept = BANK.filter((f) => typeof body[f] === 'string' && (body[f] as string).includes('*'));
        for (const f of kept) delete body[f];
        keptSecrets.set(req, kept);
      },
      schema: {
        tags,
        summary: 'Save the 540NR (nonresident clears the move dates and prior state) and recalculate',
        body: ca540nrSaveSchema,
        response: {
          200: z.object({ data: recordSchema, summary: ca540nrSummarySchema, message: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      const { form1040_id: _id, ...fields } = req.body;
      const ctx = await caContext(app, returnOf(req));
      assertCaEditable(ctx.items);
      const item = ctx.first(CA_KINDS.nr);
      const data: Record<string, unknown> = { ...fields };
      for (const f of keptSecrets.get(req) ?? []) data[f] = item?.data[f] ?? null;
      if (item) await updateCa(app, actor, ctx.ret, item, data);
      else await insertCa(app, actor, ctx.ret, CA_KINDS.nr, data);
      const after = await loadCa(app, actor, ctx.ret.id);
      const { federal, ca } = computeCaFrom(after.ret, after.items);
      return {
        data: recordOf(after)!,
        summary: summaryOf(federal, ca, after.first(CA_KINDS.nr)?.data),
        message: CA_MSG.nrSaved,
      };
    },
  );
};
