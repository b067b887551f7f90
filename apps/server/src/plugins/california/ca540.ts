/**
 * California Form 540 (spec 002 section 7): the record (read with every line from the engine),
 * its save (any subset of the fields, as the screen's auto-save sends), prefill from the federal
 * return, refill/overwrite, and the summary the sidebar reads (404 = not started).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CA_MSG,
  CA540_DERIVED_FIELDS,
  CA540_SECRET_FIELDS,
  ca540InputSchema,
  type Ca540Parsed,
  ca540RecordSchema,
  ca540SummarySchema,
  form1040IdParam,
} from '@taxprep/contracts';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../services/sessions';
import { ca540Record, mergeEntries } from '../../services/california/ca540';
import { CA_KINDS, computeCaFrom } from '../../services/california/compute';
import { caFilingStatus, loadCa, type CaContext, caContext } from '../../services/california/load';
import { federalDependents, federalFields, refill, sameDependent } from '../../services/california/prefill';
import { preflight } from '../../services/california/readiness';
import { assertCaEditable, insertCa, updateCa } from '../../services/california/records';
import { latestSubmission, submissionStatus } from '../../services/california/submission';
import { errorResponses } from '../errors';
import { returnOf } from '../return-scope';
import { currentUser } from '../session';
import type { FastifyInstance } from 'fastify';
import { ca540ListRoutes } from './ca540-lists';

const tags = ['california'];
const params = form1040IdParam;
const recordAnswer = z.object({ data: ca540RecordSchema.nullable() });
const savedAnswer = z.object({ data: ca540RecordSchema, message: z.string() });

/** What the screen may send back from a read but never writes: computed lines, ids, counts. */
const READ_ONLY = new Set<string>([
  ...CA540_DERIVED_FIELDS,
  'id',
  'form1040_id',
  'version',
  'federal_agi_1040',
  'personal_exemptions_n',
  'blind_exemptions_n',
  'senior_exemptions_n',
]);
const SECRETS = new Set<string>(CA540_SECRET_FIELDS);

/** The contract's digit fields take up to N digits; a saved SSN/ITIN or bank number must be whole. */
const WHOLE: [keyof Ca540Parsed, RegExp, string][] = [
  ['ssn_itin', /^\d{9}$/, 'SSN/ITIN must be 9 digits'],
  ['spouse_ssn_itin', /^\d{9}$/, 'SSN/ITIN must be 9 digits'],
  ['dd1_routing', /^\d{9}$/, 'Routing number must be 9 digits'],
  ['dd2_routing', /^\d{9}$/, 'Routing number must be 9 digits'],
  ['dd1_account', /^\d{4,17}$/, 'Account number must be 4–17 digits'],
  ['dd2_account', /^\d{4,17}$/, 'Account number must be 4–17 digits'],
];
const ca540Body = ca540InputSchema.superRefine((v, ctx) => {
  for (const [k, re, message] of WHOLE) {
    const x = v[k];
    if (typeof x === 'string' && !re.test(x)) ctx.addIssue({ code: 'custom', path: [k], message });
  }
});

/** Drops read-only fields and secrets sent back masked (they keep the stored value). */
function stripReadOnly(v: unknown): unknown {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  return Object.fromEntries(
    Object.entries(v).filter(
      ([k, x]) => !READ_ONLY.has(k) && !(SECRETS.has(k) && typeof x === 'string' && x.includes('*')),
    ),
  );
}

export function recordOf(ctx: CaContext) {
  const item = ctx.first(CA_KINDS.ca540);
  if (!item) return null;
  const { federal, ca } = computeCaFrom(ctx.ret, ctx.items);
  return ca540Record(item, ctx.ret.id, ctx.ret.taxYear, ca, federal);
}

/** Creates the 540 from the federal return, or refills it; the federal dependents are added when missing. */
async function prefillFrom(app: FastifyInstance, actor: SessionUser, ctx: CaContext, overwrite: boolean) {
  assertCaEditable(ctx.items);
  const { federal } = computeCaFrom(ctx.ret, ctx.items);
  const fields = federalFields(ctx.ret, ctx.items, federal);
  const item = ctx.first(CA_KINDS.ca540);
  const { next } = refill(item?.data ?? {}, fields, overwrite);
  next.tax_year = ctx.ret.taxYear;
  if (!next.filing_status) next.filing_status = caFilingStatus(ctx);
  const merged = mergeEntries(next, {});
  if (item) await updateCa(app, actor, ctx.ret, item, merged);
  else await insertCa(app, actor, ctx.ret, CA_KINDS.ca540, merged);
  const existing = ctx.all(CA_KINDS.dependent);
  for (const dep of federalDependents(ctx.items)) {
    const match = existing.find((e) => sameDependent(e.data, dep));
    if (!match) await insertCa(app, actor, ctx.ret, CA_KINDS.dependent, { ...dep });
    else if (overwrite) await updateCa(app, actor, ctx.ret, match, { ...match.data, ...dep });
  }
}

export const ca540Routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ca540ListRoutes);

  app.get(
    '/api/form1040/:id/ca/540',
    {
      schema: {
        tags,
        summary: 'The California Form 540 of a return ({data: null} before it is started)',
        params,
        response: { 200: recordAnswer, ...errorResponses },
      },
    },
    async (req) => ({ data: recordOf(await caContext(app, returnOf(req))) }),
  );

  app.post(
    '/api/form1040/:id/ca/540',
    {
      config: { returnOf: { action: 'update' } },
      schema: {
        tags,
        summary: 'Save any subset of the Form 540 fields (creates the record on the first save)',
        description:
          "The tax year is always the return's own. Computed lines sent back are ignored, and so are secrets sent back masked.",
        params,
        body: z.preprocess(stripReadOnly, ca540Body),
        response: { 200: savedAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      const ctx = await caContext(app, returnOf(req));
      assertCaEditable(ctx.items);
      const { tax_year: _year, ...patch } = req.body;
      const item = ctx.first(CA_KINDS.ca540);
      const next = mergeEntries(item?.data ?? {}, { ...patch, tax_year: ctx.ret.taxYear });
      if (!next.filing_status) next.filing_status = caFilingStatus(ctx);
      if (item) await updateCa(app, actor, ctx.ret, item, next);
      else await insertCa(app, actor, ctx.ret, CA_KINDS.ca540, next);
      const after = await loadCa(app, actor, ctx.ret.id);
      return { data: recordOf(after)!, message: CA_MSG.ca540Saved };
    },
  );

  app.post(
    '/api/form1040/:id/ca/540/prefill',
    {
      config: { returnOf: { action: 'update' } },
      schema: {
        tags,
        summary: 'Fill the Form 540 from the federal return (blank fields only; federal dependents added)',
        params,
        response: { 200: savedAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      await prefillFrom(app, actor, await caContext(app, returnOf(req)), false);
      return { data: recordOf(await loadCa(app, actor, req.params.id))!, message: CA_MSG.refilled };
    },
  );

  app.post(
    '/api/form1040/:id/ca/540/resync',
    {
      config: { returnOf: { action: 'update' } },
      schema: {
        tags,
        summary:
          'Refill the Form 540 from the 1040: blanks only, or with ?overwrite=1 every conflicting field',
        params,
        querystring: z.object({
          overwrite: z.enum(['0', '1', 'true', 'false'], { message: 'overwrite must be 0 or 1' }).optional(),
        }),
        response: { 200: savedAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      const overwrite = req.query.overwrite === '1' || req.query.overwrite === 'true';
      await prefillFrom(app, actor, await caContext(app, returnOf(req)), overwrite);
      return {
        data: recordOf(await loadCa(app, actor, req.params.id))!,
        message: overwrite ? CA_MSG.overwrote : CA_MSG.refilled,
      };
    },
  );

  app.get(
    '/api/form1040/:id/ca/540/summary',
    {
      schema: {
        tags,
        summary: 'California 540 figures for the sidebar and the return summary (404 when not started)',
        description: 'Always computed from the current records; ?recompute=1 is accepted for the screen.',
        params,
        querystring: z.object({ recompute: z.string().max(10).optional() }),
        response: { 200: ca540SummarySchema, ...errorResponses },
      },
    },
    async (req) => {
      const ctx = await caContext(app, returnOf(req));
      if (!ctx.first(CA_KINDS.ca540)) throw notFound(CA_MSG.notStarted);
      const { ca } = computeCaFrom(ctx.ret, ctx.items);
      const status = submissionStatus(latestSubmission(ctx.items)?.data);
      const s = ca.summary;
      const refund = s.refund.toString();
      const owed = s.amountOwed.toString();
      return {
        filed: status === 'Accepted',
        efileStatus: status,
        ca_agi: s.caAgi.toString(),
        taxable_income: s.taxableIncome.toString(),
        total_tax: s.totalTax.toString(),
        total_payments: s.totalPayments.toString(),
        refund,
        refundAmount: refund,
        amount_owed: owed,
        amountOwed: owed,
        refundOrOwed: s.refundOrOwed.toString(),
        preflight_ok: preflight(ctx.ret, ctx.items).ok,
      };
    },
  );
};
