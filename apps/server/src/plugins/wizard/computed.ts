import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  COMPUTED_FIELDS,
  creditsSchema,
  OVERRIDE_REASON_MSG,
  overrideSchema,
  paymentsSchema,
  recordId,
  taxesSchema,
  wizardStepSchema,
} from '@taxprep/contracts';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { isPreparer, type LoadedReturn } from '../../services/returns/access';
import { compute, loadItems } from '../../services/returns/store';
import { creditFactsOf, creditFactsView } from '../../services/returns/eligibility-input';
import type { ReturnData } from '../../services/returns/sections';
import { totals } from '../../services/returns/views';
import { currentUser } from '../session';
import { errorResponses } from '../errors';

import { idParam, ignoredFields, line, saved, stepHelpers, saveStep } from './common';
import { returnOf } from '../return-scope';

/** Taxes, credits and payments (computed lines), and preparer overrides. */
/** A check before the return is loaded: a filer is refused whoever's return it names. */
const preparersOnly = (message: string) => (req: FastifyRequest) => {
  if (!isPreparer(currentUser(req))) throw forbidden(message);
};

export const computedSteps: FastifyPluginAsyncZod = async (app) => {
  const { save } = stepHelpers(app);

  // ——— Taxes, credits, payments: computed lines, read-only unless a preparer overrides them ———
  const TAX_LINES = {
    federal_tax: 'f1040.l16',
    schedule2_line3: 'f1040.l17',
    self_employment_tax: 'f1040.l23',
  } as const;
  const CREDIT_LINES = {
    earned_income_credit: 'f1040.l27',
    child_tax_credit: 'f1040.l19',
    american_opportunity_credit: 'f1040.l29',
  } as const;

  async function linesView(ret: LoadedReturn, map: Record<string, string>) {
    const r = compute(ret, await loadItems(app, ret.id));
    const out: Record<string, string> = {};
    for (const [field, key] of Object.entries(map)) out[field] = line(r, key);
    return { r, out };
  }

  /** Values sent for computed lines become overrides only from a preparer who gives a reason. */
  async function applyOverrides(
    req: FastifyRequest,
    ret: LoadedReturn,
    map: Record<string, string>,
    body: Record<string, unknown>,
    reason: string | null | undefined,
  ): Promise<{ overrides: ReturnData['overrides']; applied: Set<string> }> {
    const { out } = await linesView(ret, map);
    const overrides = { ...(ret.data.overrides ?? {}) };
    const applied = new Set<string>();
    const u = currentUser(req);
    for (const [field, key] of Object.entries(map)) {
      const sent = body[field];
      if (typeof sent !== 'string' || sent === out[field]) continue;
      if (!isPreparer(u)) continue; // A filer's copy of a computed figure is not an input.
      if (!reason) throw badRequest(OVERRIDE_REASON_MSG);
      overrides[key] = { value: sent, reason, by: u.id, at: new Date().toISOString() };
      applied.add(field);
    }
    return { overrides, applied };
  }

  app.get(
    '/api/form1040/:id/taxes',
    {
      schema: {
        tags: ['wizard'],
        summary: 'Tax lines 16, 17 and 23 (computed)',
        params: idParam,
        response: { 200: wizardStepSchema },
      },
    },
    async (req) => {
      const ret = returnOf(req);
      const { r, out } = await linesView(ret, TAX_LINES);
      return {
        ...out,
        // Lines 18-22 too, so the column from 16 to 24 adds up on the screen.
        line_18: line(r, 'f1040.l18'),
        line_19: line(r, 'f1040.l19'),
        line_20: line(r, 'f1040.l20'),
        line_21: line(r, 'f1040.l21'),
        line_22: line(r, 'f1040.l22'),
        total: line(r, 'f1040.l24'),
        total_tax: line(r, 'f1040.l24'),
        version: ret.version,
      };
    },
  );
  saveStep(app, {
    path: 'taxes',
    summary: 'Tax lines: preparers may override with a reason',
    body: taxesSchema,
    async handler(req, ret) {
      const { overrides, applied } = await applyOverrides(
        req,
        ret,
        TAX_LINES,
        req.body,
        req.body.override_reason,
      );
      const r = await save(req, ret, { ...ret.data, overrides }, req.body, 'taxes');
      return {
        message: 'Taxes saved. Next: credits.',
        version: r.version,
        total_tax: line(r.result, 'f1040.l24'),
        ignored: ignoredFields(req.body, COMPUTED_FIELDS.taxes, applied),
      };
    },
  });

  app.get(
    '/api/form1040/:id/credits',
    {
      schema: {
        tags: ['wizard'],
        summary: 'Credits (computed) and other Schedule 3 credits (entered)',
        params: idParam,
        response: { 200: wizardStepSchema },
      },
    },
    async (req) => {
      const ret = returnOf(req);
      const { r, out } = await linesView(ret, CREDIT_LINES);
      return {
        ...out,
        additional_child_tax_credit: line(r, 'f1040.l28'),
        other_schedule_3_amount: ret.data.credits?.other_schedule_3_amount ?? null,
        ...creditFactsView(ret.data, ret.taxYear),
        retirement_savings_credit: line(r, 'schedule3.l4'),
        elderly_disabled_credit: line(r, 'schedule3.l6d'),
        version: ret.version,
      };
    },
  );
  saveStep(app, {
    path: 'credits',
    summary: 'Credits: other Schedule 3 amount, and preparer overrides',
    body: creditsSchema,
    async handler(req, ret) {
      const { overrides, applied } = await applyOverrides(
        req,
        ret,
        CREDIT_LINES,
        req.body,
        req.body.override_reason,
      );
      const credits = {
        other_schedule_3_amount: req.body.other_schedule_3_amount,
        ...creditFactsOf(req.body, ret.data),
      };
      const r = await save(req, ret, { ...ret.data, credits, overrides }, req.body, 'credits');
      return {
        message: 'Credits saved. Next: payments.',
        version: r.version,
        ignored: ignoredFields(req.body, COMPUTED_FIELDS.credits, applied),
      };
    },
  });

  async function paymentsView(ret: LoadedReturn) {
    const r = compute(ret, await loadItems(app, ret.id));
    return {
      w2_withheld: line(r, 'f1040.l25a'),
      form1099_withheld: line(r, 'f1040.l25b'),
      federal_other_tax_withheld: ret.data.payments?.federal_other_tax_withheld ?? null,
      estimated_payments: ret.data.payments?.estimated_payments ?? null,
      earned_income_credit: line(r, 'f1040.l27'),
      additional_child_tax_credit: line(r, 'f1040.l28'),
      american_opportunity_credit: line(r, 'f1040.l29'),
      other_schedule_3_amount: line(r, 'f1040.l31'),
      total_payments: line(r, 'f1040.l33'),
      total: line(r, 'f1040.l33'),
      version: ret.version,
    };
  }
  app.get(
    '/api/form1040/:id/payments',
    {
      schema: {
        tags: ['wizard'],
        summary: 'Payments: withholding (computed), 25c and estimated payments (entered), refundable credits',
        params: idParam,
        response: { 200: wizardStepSchema },
      },
    },
    async (req) => paymentsView(returnOf(req)),
  );
  saveStep(app, {
    path: 'payments',
    summary: 'Payments: saves line 25c and line 26',
    body: paymentsSchema,
    async handler(req, ret) {
      const payments = {
        federal_other_tax_withheld: req.body.federal_other_tax_withheld,
        estimated_payments: req.body.estimated_payments,
      };
      const r = await save(req, ret, { ...ret.data, payments }, req.body, 'payments');
      return {
        message: 'Payments saved.',
        ...(await paymentsView({ ...ret, version: r.version, data: { ...ret.data, payments } })),
        ignored: ignoredFields(req.body, COMPUTED_FIELDS.payments),
      };
    },
  });

  // ——— Preparer overrides ———
  saveStep(app, {
    path: 'overrides',
    summary: 'Override a computed line with a reason (preparers)',
    body: overrideSchema.extend({ version: z.number().int().optional() }),
    response: { 200: saved, ...errorResponses },
    access: { action: 'override', before: preparersOnly('Only a preparer can override a computed line.') },
    async handler(req, ret) {
      const u = currentUser(req);
      const probe = compute(ret, await loadItems(app, ret.id));
      if (!probe.lines.has(req.body.key)) throw notFound('That line is not part of this return.');
      const overrides = {
        ...(ret.data.overrides ?? {}),
        [req.body.key]: {
          value: req.body.value!,
          reason: req.body.reason,
          by: u.id,
          at: new Date().toISOString(),
        },
      };
      const r = await save(req, ret, { ...ret.data, overrides }, req.body, 'override');
      return { message: 'Override saved.', version: r.version, ...totals(r.result) };
    },
  });
  app.delete(
    '/api/form1040/:id/overrides/:key',
    {
      config: {
        returnOf: { action: 'override', before: preparersOnly('Only a preparer can change overrides.') },
      },
      schema: {
        tags: ['wizard'],
        summary: 'Remove an override',
        params: z.object({ id: recordId(), key: z.string().max(80) }),
        response: { 200: saved, ...errorResponses },
      },
    },
    async (req) => {
      const ret = returnOf(req);
      const overrides = { ...(ret.data.overrides ?? {}) };
      if (!overrides[req.params.key]) throw notFound('No override on that line.');
      delete overrides[req.params.key];
      const r = await save(req, ret, { ...ret.data, overrides }, {}, 'override.delete');
      return { message: 'Override removed.', version: r.version };
    },
  );
};
