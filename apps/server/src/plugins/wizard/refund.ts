import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refundIssues, refundSchema, wizardStepSchema } from '@taxprep/contracts';
import { HttpError } from '../../lib/errors';
import { type LoadedReturn } from '../../services/returns/access';
import { compute, loadItems } from '../../services/returns/store';

import { idParam, line, stepHelpers, withoutVersion, saveStep } from './common';
import { returnOf } from '../return-scope';

/** Refund, amount applied to 2025, and the bank account. */
export const refundSteps: FastifyPluginAsyncZod = async (app) => {
  const { save } = stepHelpers(app);

  // ——— Refund and bank ———
  async function refundView(ret: LoadedReturn) {
    const r = compute(ret, await loadItems(app, ret.id));
    const f = ret.data.refund;
    return {
      refund_amount: line(r, 'f1040.l34'),
      refund_applied_to_estimated_tax: f?.refund_applied_to_estimated_tax ?? null,
      refund_requested: line(r, 'f1040.l35a'),
      refund_routing_number: f?.refund_routing_number ?? null,
      refund_account_number: f?.refund_account_number ?? null,
      refund_account_type: f?.refund_account_type ?? null,
      form_8888_attached: f?.form_8888_attached ?? false,
      amount_owed: line(r, 'f1040.l37'),
      version: ret.version,
    };
  }
  app.get(
    '/api/form1040/:id/refund',
    {
      schema: {
        tags: ['wizard'],
        summary: "Refund (line 34), applied to next year's estimated tax (36), requested (35a), bank account",
        params: idParam,
        response: { 200: wizardStepSchema },
      },
    },
    async (req) => refundView(returnOf(req)),
  );
  saveStep(app, {
    path: 'refund',
    method: 'POST',
    summary: 'Saves the refund choices; the rules depend on the computed overpayment',
    body: refundSchema,
    async handler(req, ret) {
      const r0 = compute(ret, await loadItems(app, ret.id));
      const b = withoutVersion(req.body);
      const issues = refundIssues(b, line(r0, 'f1040.l34'));
      if (issues.length) throw new HttpError(400, issues[0]!.message, { issues });
      const r = await save(req, ret, { ...ret.data, refund: b }, req.body, 'refund');
      return {
        message: 'Refund information saved.',
        ...(await refundView({ ...ret, version: r.version, data: { ...ret.data, refund: b } })),
      };
    },
  });
};
