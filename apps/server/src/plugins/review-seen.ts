import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordId, REVIEW_SEEN_MSG } from '@taxprep/contracts';
import { form1040s } from '../db/schema';
import { compute, loadItems } from '../services/returns/store';
import { figuresOf } from '../services/returns/signature';
import { errorResponses } from './errors';
import { returnOf } from './return-scope';

const returnId = z.object({ id: recordId('Form 1040 not found.') });

/**
 * "I've reviewed these figures" (issue 24): the Review page's "changes since you last reviewed"
 * start again from the figures of now. Signing takes the same snapshot. Only the snapshot is written:
 * the return's answers and version stay, so a signature stays current.
 */
export const reviewSeenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/form1040/:id/reviewed',
    {
      config: { returnOf: { action: 'review' } },
      schema: {
        tags: ['signature'],
        summary: "The filer has looked over the return's figures: Review's changes are counted from now",
        params: returnId,
        response: {
          200: z.object({ message: z.string(), last_reviewed_at: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const ret = returnOf(req);
      const at = new Date().toISOString();
      const figures = figuresOf(compute(ret, await loadItems(app, ret.id)));
      const snapshot = JSON.stringify({ at, figures });
      await app.db
        .update(form1040s)
        .set({ data: sql`${form1040s.data} || jsonb_build_object('review_snapshot', ${snapshot}::jsonb)` })
        .where(eq(form1040s.id, ret.id));
      return { message: REVIEW_SEEN_MSG, last_reviewed_at: at };
    },
  );
};
