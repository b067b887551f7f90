/**
 * Form 540 exemptions (lines 7-11), dependents (line 10) and voluntary contributions (line 110).
 * Amounts come from the engine's exemption rates of the return's year; dependents' SSN/ITINs are encrypted at rest
 * and masked in every answer.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CA_MSG,
  caContributionInputSchema,
  caContributionListSchema,
  caDependentInputSchema,
  caDependentSchema,
  caExemptionsInputSchema,
  caExemptionsSchema,
  clampExemption,
  form1040IdParam,
  recordId,
} from '@taxprep/contracts';
import { maskSsn } from '../../lib/crypto';
import type { ItemRow } from '../../services/returns/engine-input';
import { exemptionsView, mergeEntries } from '../../services/california/ca540';
import { CA_KINDS, cents, computeCaFrom, fromCents } from '../../services/california/compute';
import { caContext, caFilingStatus, loadCa, type CaContext } from '../../services/california/load';
import { assertCaEditable, deleteCa, insertCa, updateCa } from '../../services/california/records';
import { errorResponses } from '../errors';
import { returnOf } from '../return-scope';
import { currentUser } from '../session';

const tags = ['california'];
const params = form1040IdParam;
const depParams = form1040IdParam.extend({ depId: recordId('Dependent not found.') });
const contributionParams = form1040IdParam.extend({ contributionId: recordId('Contribution not found.') });
const message = z.object({ message: z.string() });

const text = (v: unknown) => (typeof v === 'string' ? v : null);
function dependentView(i: ItemRow) {
  return {
    id: i.id,
    first_name: text(i.data.first_name) ?? '',
    last_name: text(i.data.last_name) ?? '',
    ssn_itin: maskSsn(text(i.data.ssn_itin)),
    relationship: text(i.data.relationship),
  };
}
const contributionView = (i: ItemRow) => ({
  id: i.id,
  code: typeof i.data.code === 'number' ? i.data.code : 400,
  amount: fromCents(cents(i.data.amount)),
});
function contributionList(rows: ItemRow[]) {
  return {
    data: rows.map(contributionView),
    total: fromCents(rows.reduce((s, r) => s + cents(r.data.amount), 0n)),
  };
}

export const ca540ListRoutes: FastifyPluginAsyncZod = async (app) => {
  const exemptionsOf = (ctx: CaContext) => {
    const { ca } = computeCaFrom(ctx.ret, ctx.items);
    const d = ctx.first(CA_KINDS.ca540)?.data ?? { filing_status: caFilingStatus(ctx) };
    return exemptionsView(d, ctx.items, ca);
  };

  app.get(
    '/api/form1040/:id/ca/540/exemptions',
    {
      schema: {
        tags,
        summary: 'Exemptions (lines 7-11): counts, amounts and the rates of the return year',
        params,
        response: { 200: caExemptionsSchema, ...errorResponses },
      },
    },
    async (req) => exemptionsOf(await caContext(app, returnOf(req))),
  );

  app.put(
    '/api/form1040/:id/ca/540/exemptions',
    {
      config: { returnOf: { action: 'update' } },
      schema: {
        tags,
        summary: 'Save the exemption counts (clamped to 0-2, at most 1 unless MFJ or MFS)',
        params,
        body: caExemptionsInputSchema,
        response: { 200: caExemptionsSchema.extend({ message: z.string() }), ...errorResponses },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      const ctx = await caContext(app, returnOf(req));
      assertCaEditable(ctx.items);
      const status = caFilingStatus(ctx);
      const patch: Record<string, number> = {};
      for (const k of ['personal_exemptions_n', 'blind_exemptions_n', 'senior_exemptions_n'] as const) {
        const v = req.body[k];
        if (v !== undefined) patch[k] = clampExemption(v, status);
      }
      const item = ctx.first(CA_KINDS.ca540);
      if (item) await updateCa(app, actor, ctx.ret, item, mergeEntries(item.data, patch));
      else
        await insertCa(app, actor, ctx.ret, CA_KINDS.ca540, {
          tax_year: ctx.ret.taxYear,
          filing_status: status,
          ...patch,
        });
      return { ...exemptionsOf(await loadCa(app, actor, ctx.ret.id)), message: CA_MSG.exemptionsSaved };
    },
  );

  app.get(
    '/api/form1040/:id/ca/540/dependents',
    {
      schema: {
        tags,
        summary: 'The Form 540 dependents (SSN/ITIN masked)',
        params,
        response: { 200: z.object({ data: z.array(caDependentSchema) }), ...errorResponses },
      },
    },
    async (req) => {
      const ctx = await caContext(app, returnOf(req));
      return { data: ctx.all(CA_KINDS.dependent).map(dependentView) };
    },
  );

  app.post(
    '/api/form1040/:id/ca/540/dependents',
    {
      config: { returnOf: { action: 'update' } },
      schema: {
        tags,
        summary: 'Add a Form 540 dependent',
        params,
        body: caDependentInputSchema,
        response: { 201: z.object({ data: caDependentSchema, message: z.string() }), ...errorResponses },
      },
    },
    async (req, reply) => {
      const actor = currentUser(req);
      const ctx = await caContext(app, returnOf(req));
      assertCaEditable(ctx.items);
      const row = await insertCa(app, actor, ctx.ret, CA_KINDS.dependent, { ...req.body });
      return reply.code(201).send({ data: dependentView(row), message: 'Dependent added.' });
    },
  );

  app.delete(
    '/api/form1040/:id/ca/540/dependents/:depId',
    {
      config: { returnOf: { action: 'update' } },
      schema: {
        tags,
        summary: 'Delete a Form 540 dependent',
        params: depParams,
        response: { 200: message, ...errorResponses },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      const ctx = await caContext(app, returnOf(req));
      assertCaEditable(ctx.items);
      await deleteCa(app, actor, ctx.ret, CA_KINDS.dependent, req.params.depId, 'Dependent not found.');
      return { message: 'Dependent deleted.' };
    },
  );

  app.get(
    '/api/form1040/:id/ca/540/contributions',
    {
      schema: {
        tags,
        summary: 'Voluntary contributions (line 110) and their total',
        params,
        response: { 200: caContributionListSchema, ...errorResponses },
      },
    },
    async (req) => {
      const ctx = await caContext(app, returnOf(req));
      return contributionList(ctx.all(CA_KINDS.contribution));
    },
  );

  app.post(
    '/api/form1040/:id/ca/540/contributions',
    {
      config: { returnOf: { action: 'update' } },
      schema: {
        tags,
        summary: 'Add a voluntary contribution {code (default 400), amount}',
        params,
        body: caContributionInputSchema,
        response: { 201: caContributionListSchema.extend({ message: z.string() }), ...errorResponses },
      },
    },
    async (req, reply) => {
      const actor = currentUser(req);
      const ctx = await caContext(app, returnOf(req));
      assertCaEditable(ctx.items);
      await insertCa(app, actor, ctx.ret, CA_KINDS.contribution, {
        code: req.body.code,
        amount: req.body.amount,
      });
      const after = await loadCa(app, actor, ctx.ret.id);
      return reply
        .code(201)
        .send({ ...contributionList(after.all(CA_KINDS.contribution)), message: 'Contribution added.' });
    },
  );

  app.delete(
    '/api/form1040/:id/ca/540/contributions/:contributionId',
    {
      config: { returnOf: { action: 'update' } },
      schema: {
        tags,
        summary: 'Remove a voluntary contribution',
        params: contributionParams,
        response: { 200: caContributionListSchema.extend({ message: z.string() }), ...errorResponses },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      const ctx = await caContext(app, returnOf(req));
      assertCaEditable(ctx.items);
      await deleteCa(
        app,
        actor,
        ctx.ret,
        CA_KINDS.contribution,
        req.params.contributionId,
        'Contribution not found.',
      );
      const after = await loadCa(app, actor, ctx.ret.id);
      return { ...contributionList(after.all(CA_KINDS.contribution)), message: 'Contribution removed.' };
    },
  );
};
