import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, eq, inArray } from 'drizzle-orm';
import {
  buildTodo,
  CHECKLIST_MSG,
  CHECKLIST_TOPICS,
  checklistHeading,
  checklistSaveSchema,
  checklistSchema,
  topicKinds,
  topicScreen,
  todoSchema,
} from '@taxprep/contracts';
import { returnItems } from '../../db/schema';
import type { LoadedReturn } from '../../services/returns/access';
import { errorResponses } from '../errors';
import { returnOf } from '../return-scope';
import { idParam, saveStep, stepHelpers, withoutVersion } from './common';

const ALL_KINDS = [...new Set(CHECKLIST_TOPICS.flatMap((t) => topicKinds(t)))];

/** How many records of each checklist kind the return has: one grouped count, not the records. */
async function countsOf(app: FastifyInstance, ret: LoadedReturn): Promise<Map<string, number>> {
  const rows = await app.db
    .select({ kind: returnItems.kind, n: count() })
    .from(returnItems)
    .where(and(eq(returnItems.form1040Id, ret.id), inArray(returnItems.kind, ALL_KINDS)))
    .groupBy(returnItems.kind);
  const counts = new Map(rows.map((r) => [r.kind, Number(r.n)]));
  // Form 2441 lives in the return's data: a provider or a person entered counts as its record.
  const care = ret.data.f2441;
  if (care && (care.providers?.length ?? 0) + (care.persons?.length ?? 0) > 0) counts.set('f2441', 1);
  return counts;
}

async function view(app: FastifyInstance, ret: LoadedReturn, version: number) {
  const saved = ret.data.checklist;
  return {
    tax_year: ret.taxYear,
    heading: checklistHeading(ret.taxYear),
    topics: CHECKLIST_TOPICS.map((t) => ({
      key: t.key,
      label: t.label,
      examples: t.examples,
      screen: topicScreen(t),
    })),
    answers: saved?.answers ?? {},
    dismissed: saved?.dismissed ?? [],
    done: saved?.done ?? [],
    todo: buildTodo(saved, await countsOf(app, ret)),
    version,
  };
}

/**
 * "What happened in {year}?": the answers are kept in the return's own data (no table of their
 * own), and the to-do list is computed from them and the records entered, each time it is read.
 */
export const checklistStep: FastifyPluginAsyncZod = async (app) => {
  const { save } = stepHelpers(app);

  app.get(
    '/api/form1040/:id/checklist',
    {
      schema: {
        tags: ['wizard'],
        summary: 'The checklist of the year: topics, answers and the to-do list they build',
        params: idParam,
        response: { 200: checklistSchema, ...errorResponses },
      },
    },
    async (req) => {
      const ret = returnOf(req);
      return view(app, ret, ret.version);
    },
  );

  app.get(
    '/api/form1040/:id/todo',
    {
      schema: {
        tags: ['wizard'],
        summary: 'The to-do list: each topic to enter, its screen and state',
        params: idParam,
        response: { 200: todoSchema, ...errorResponses },
      },
    },
    async (req) => {
      const ret = returnOf(req);
      return { tax_year: ret.taxYear, items: buildTodo(ret.data.checklist, await countsOf(app, ret)) };
    },
  );

  saveStep(app, {
    path: 'checklist',
    summary: 'Save the checklist answers, the dismissed items and those closed by hand',
    body: checklistSaveSchema,
    response: { 200: checklistSchema.extend({ message: checklistSchema.shape.heading }), ...errorResponses },
    async handler(req, ret) {
      const b = withoutVersion(req.body);
      const checklist = {
        answers: b.answers,
        dismissed: [...new Set(b.dismissed)],
        done: [...new Set(b.done)],
      };
      const r = await save(req, ret, { ...ret.data, checklist }, req.body, 'checklist');
      return {
        message: CHECKLIST_MSG.saved,
        ...(await view(app, { ...ret, data: { ...ret.data, checklist } }, r.version)),
      };
    },
  });
};
