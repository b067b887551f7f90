import type { FastifyContextConfig, FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { recordId } from '@taxprep/contracts';
import type { Result } from '@taxprep/tax-engine';
import type { LoadedReturn } from '../../services/returns/access';
import { expectedVersion, saveReturnData } from '../../services/returns/store';
import type { ReturnData } from '../../services/returns/sections';
import { currentUser } from '../session';
import { returnOf, type ReturnOf } from '../return-scope';

export const idParam = z.object({ id: recordId('Form 1040 not found.') });
export const saved = z.object({ message: z.string(), version: z.number() }).passthrough();

/**
 * The computed fields a request sent that were not stored, with where each comes from: a silent
 * 200 would let an API client believe its figure was taken.
 */
export function ignoredFields(
  body: Record<string, unknown>,
  computed: Record<string, string>,
  applied: ReadonlySet<string> = new Set(),
): { field: string; reason: string }[] {
  return Object.entries(computed)
    .filter(([field]) => body[field] !== undefined && body[field] !== null && !applied.has(field))
    .map(([field, reason]) => ({ field, reason }));
}
export const line = (r: Result, key: string) => r.lines.get(key).toString();

/** Strips the concurrency field before the answers are stored. */
export function withoutVersion<T extends { version?: number }>(v: T): Omit<T, 'version'> {
  const { version: _v, ...rest } = v;
  return rest;
}

/** Saving a return on behalf of the signed-in user, for every wizard step. */
export function stepHelpers(app: FastifyInstance) {
  return {
    save(
      req: FastifyRequest,
      ret: LoadedReturn,
      next: ReturnData,
      body: { version?: number },
      action: string,
    ) {
      return saveReturnData(app, currentUser(req), ret, next, expectedVersion(req, body), action);
    },
  };
}

/** A step's request once its body is validated. */
export type StepRequest<B extends z.ZodType> = FastifyRequest & { body: z.output<B> };

/** What a step declares for the route that saves it; saveStep makes the route. */
export interface StepSave<B extends z.ZodType> {
  /** The path after /api/form1040/:id/ (several when the step has older names). */
  path: string | string[];
  method?: 'PUT' | 'POST';
  summary: string;
  body: B;
  response?: FastifySchema['response'];
  /** The audit action of the access (default `update`), and a check before the return is loaded. */
  access?: Omit<ReturnOf, 'param' | 'body' | 'query' | 'item'>;
  config?: FastifyContextConfig;
  /** Answers the save; the return is the one the return scope loaded and checked. */
  handler(req: StepRequest<B>, ret: LoadedReturn): Promise<unknown>;
}

/** The route that saves one wizard step, as every step's is made (see plugins/return-scope.ts). */
export function saveStep<B extends z.ZodType>(app: FastifyInstance, step: StepSave<B>) {
  for (const path of Array.isArray(step.path) ? step.path : [step.path])
    app.route({
      method: step.method ?? 'PUT',
      url: `/api/form1040/:id/${path}`,
      config: { ...step.config, returnOf: { action: 'update', ...step.access } },
      schema: {
        tags: ['wizard'],
        summary: step.summary,
        params: idParam,
        body: step.body,
        // A save answers its message and the new version unless the step declares more.
        response: step.response ?? { 200: saved },
      },
      handler: (req) => step.handler(req as StepRequest<B>, returnOf(req)),
    });
}
