/** The computed return: its summary (every non-zero line, forms, overrides, warnings) and where a line comes from. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { explanationSchema, recordId, summarySchema } from '@taxprep/contracts';
import { describeInput } from '@taxprep/tax-engine';
import { chooseEncoding, EncodedBodies } from '../lib/encoded-bodies';
import { notFound } from '../lib/errors';
import { loadReturn } from '../services/returns/access';
import { toEngineInput } from '../services/returns/engine-input';
import { compute, loadItems } from '../services/returns/store';
import { createResultCache } from '../services/returns/result-cache';
import { buildSummary } from '../services/returns/summary';
import { acceptedTotalsOf } from '../services/returns/accepted';
import { currentUser, requireUser, tokenOf } from './session';
import { preEncoded } from './responses';

const idParam = z.object({ id: recordId('Form 1040 not found.') });

/** What the summaries' bytes may take in memory, as text and compressed (about 40 KB a busy return). */
const SUMMARY_BYTES = 16 * 1024 * 1024;

/**
 * Outside the return scope (return-scope.ts): the summary checks the session and the return in its
 * own SQL, one query instead of two, for the screen that asks it most often.
 */
export const returnSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const summaries = createResultCache(app, buildSummary);
  const bodies = new EncodedBodies(SUMMARY_BYTES);

  app.get(
    '/api/form1040/:id/summary',
    {
      // One round trip: the summary's read checks the session itself (result-cache.ts).
      config: { sessionInStatement: true },
      schema: {
        tags: ['returns'],
        summary:
          'The computed return: totals, every non-zero line with its explanation, forms, overrides, warnings',
        params: idParam,
        response: { 200: preEncoded(summarySchema) },
        querystring: z.object({ recompute: z.string().optional() }),
      },
    },
    async (req, reply) => {
      const r = await summaries.get(tokenOf(req), req.params.id);
      // An accepted return also answers what the IRS accepted: the figures above may be a 1040-X's since.
      const accepted =
        r.status === 'Accepted' ? ((await acceptedTotalsOf(app, [r.id])).get(r.id) ?? null) : null;
      const encoding = chooseEncoding(req.headers['accept-encoding']);
      // The stored JSON goes out as it is, after the row's own fields: no parse and no re-serialising,
      // and as bytes (compressed when the browser accepts it) kept until the return changes.
      const body = bodies.get(
        r.id,
        `${r.dataVersion}:${r.status}:${r.version}:${accepted?.submission_id ?? ''}`,
        () => {
          const head = JSON.stringify({ id: r.id, status: r.status, version: r.version, accepted });
          const rest = r.body.slice(1).trim();
          return rest === '}' ? head : `${head.slice(0, -1)},${rest}`;
        },
        encoding,
      );
      reply.header('vary', 'accept-encoding');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get(
    '/api/form1040/:id/explain/:key',
    {
      onRequest: requireUser,
      schema: {
        tags: ['returns'],
        summary: 'Where a line comes from: its value, formula and the lines it was computed from',
        params: z.object({ id: recordId(), key: z.string().max(80) }),
        response: { 200: explanationSchema },
      },
    },
    async (req) => {
      const ret = await loadReturn(app, currentUser(req), req.params.id);
      const items = await loadItems(app, ret.id);
      const result = compute(ret, items);
      const line = result.explain(req.params.key);
      if (!line) throw notFound('That line is not part of this return.');
      const input = toEngineInput(ret.data, items, ret.taxYear);
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
