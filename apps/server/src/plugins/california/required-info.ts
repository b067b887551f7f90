/**
 * The FTB required information (spec 002): tri-state answers saved only when every required one
 * is given, answered with the readiness and the renter's-credit hint (engine's AGI limit).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CA_MSG,
  form1040IdParam,
  missingRequiredAnswers,
  renterCreditLikely,
  requiredInfoMessage,
  requiredInfoResponseSchema,
  requiredInfoSchema,
  type RequiredInfo,
} from '@taxprep/contracts';
import { badRequest } from '../../lib/errors';
import { CA_KINDS, computeCaFrom } from '../../services/california/compute';
import { loadCa, type CaContext, caContext } from '../../services/california/load';
import { assertCaEditable, insertCa, updateCa } from '../../services/california/records';
import { errorResponses } from '../errors';
import { returnOf } from '../return-scope';
import { currentUser } from '../session';

const tags = ['california'];
/** Every answer of the form, unanswered (null) until given. */
const EMPTY: RequiredInfo = requiredInfoSchema.parse({});

function answersOf(ctx: CaContext): RequiredInfo {
  const d = ctx.first(CA_KINDS.requiredInfo)?.data ?? {};
  const out: Record<string, unknown> = { ...EMPTY };
  for (const k of Object.keys(EMPTY)) if (d[k] !== undefined) out[k] = d[k];
  return out as RequiredInfo;
}

function view(ctx: CaContext) {
  const data = answersOf(ctx);
  const missing = missingRequiredAnswers(data);
  const { ca } = computeCaFrom(ctx.ret, ctx.items);
  const caAgi = ca.summary.caAgi;
  const limit = ca.renterCredit.agiLimit;
  return {
    data,
    ready: missing.length === 0,
    missing,
    renter_credit: {
      agi_limit: limit.toString(),
      ca_agi: caAgi.toString(),
      likely_eligible: renterCreditLikely(data, caAgi.toNumber(), limit.toNumber()),
    },
  };
}

export const requiredInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/form1040/:id/ca/required-info',
    {
      schema: {
        tags,
        summary: 'The FTB required information, its readiness and the renter’s credit hint',
        params: form1040IdParam,
        response: { 200: requiredInfoResponseSchema, ...errorResponses },
      },
    },
    async (req) => view(await caContext(app, returnOf(req))),
  );

  app.put(
    '/api/form1040/:id/ca/required-info',
    {
      config: { returnOf: { action: 'update' } },
      schema: {
        tags,
        summary: 'Save the FTB required information (every required answer must be given)',
        description:
          'Required: will_amend, disq_eic_federal, disq_eic_california, is_registered_domestic_partner, resident_all_year, disaster_victim, housing; with housing rent also the three renter questions. Otherwise 400 "Please complete required fields: …".',
        params: form1040IdParam,
        body: requiredInfoSchema,
        response: { 200: requiredInfoResponseSchema.extend({ message: z.string() }), ...errorResponses },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      const ctx = await caContext(app, returnOf(req));
      assertCaEditable(ctx.items);
      const missing = missingRequiredAnswers(req.body);
      if (missing.length > 0) throw badRequest(requiredInfoMessage(missing, returnOf(req).taxYear));
      // Renter questions only mean something for a renter: other answers clear them.
      const data: Record<string, unknown> =
        req.body.housing === 'rent'
          ? { ...req.body }
          : {
              ...req.body,
              renter_paid_half_2024: null,
              renter_property_tax_exempt_2024: null,
              homeowner_exemption_2024: null,
            };
      const item = ctx.first(CA_KINDS.requiredInfo);
      if (item) await updateCa(app, actor, ctx.ret, item, data);
      else await insertCa(app, actor, ctx.ret, CA_KINDS.requiredInfo, data);
      return { ...view(await loadCa(app, actor, ctx.ret.id)), message: CA_MSG.requiredInfoSaved };
    },
  );
};
