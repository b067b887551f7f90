/** The computed return: its summary (every non-zero line, forms, overrides, warnings) and where a line comes from. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordId } from '@taxprep/contracts';
import { describeInput } from '@taxprep/tax-engine';
import { notFound } from '../lib/errors';
import { loadReturn } from '../services/returns/access';
import { toEngineInput } from '../services/returns/engine-input';
import { reviewWarnings } from '../services/returns/review';
import { compute, loadItems } from '../services/returns/store';
import { totals } from '../services/returns/views';
import { currentUser, requireUser } from './session';

const idParam = z.object({ id: recordId('Form 1040 not found.') });

export const returnSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/form1040/:id/summary',
    {
      preHandler: requireUser,
      schema: {
        tags: ['returns'],
        summary:
          'The computed return: totals, every non-zero line with its explanation, forms, overrides, warnings',
        params: idParam,
        querystring: z.object({ recompute: z.string().optional() }),
      },
    },
    async (req) => {
      const ret = await loadReturn(app, currentUser(req), req.params.id);
      const items = await loadItems(app, ret.id);
      const result = compute(ret.data, items);
      const overrides = ret.data.overrides ?? {};
      const lines = result.lines
        .all()
        .filter((l) => !l.value.isZero())
        .map((l) => ({
          key: l.key,
          value: l.value.toString(),
          formula: l.formula,
          inputs: l.inputs,
          override: overrides[l.key]
            ? {
                reason: overrides[l.key]!.reason,
                computed: result.lines.computedValue(l.key)?.toString() ?? null,
              }
            : null,
        }));
      return {
        id: ret.id,
        status: ret.status,
        version: ret.version,
        filing_status: ret.data.filing?.filing_status ?? null,
        ...totals(result),
        forms: result.forms,
        lines,
        overrides: Object.entries(overrides).map(([key, o]) => ({
          key,
          value: o.value,
          reason: o.reason,
          computed: result.lines.computedValue(key)?.toString() ?? null,
        })),
        warnings: [...reviewWarnings(ret.data, items).map((w) => w.message), ...result.warnings],
      };
    },
  );

  app.get(
    '/api/form1040/:id/explain/:key',
    {
      preHandler: requireUser,
      schema: {
        tags: ['returns'],
        summary: 'Where a line comes from: its value, formula and the lines it was computed from',
        params: z.object({ id: recordId(), key: z.string().max(80) }),
      },
    },
    async (req) => {
      const ret = await loadReturn(app, currentUser(req), req.params.id);
      const items = await loadItems(app, ret.id);
      const result = compute(ret.data, items);
      const line = result.explain(req.params.key);
      if (!line) throw notFound('That line is not part of this return.');
      const input = toEngineInput(ret.data, items);
      return {
        key: line.key,
        value: line.value.toString(),
        formula: line.formula,
        inputs: line.inputs.map((k) => {
          const l = result.explain(k);
          return {
            key: k,
            value: l ? l.value.toString() : null,
            formula: l?.formula ?? null,
            // An entered value: which document or screen, which box, and how much.
            entered: k.startsWith('input.') ? describeInput(input, k) : [],
          };
        }),
      };
    },
  );
};
