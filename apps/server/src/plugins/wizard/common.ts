import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordId } from '@taxprep/contracts';
import type { Result } from '@taxprep/tax-engine';
import { loadReturn, type LoadedReturn } from '../../services/returns/access';
import { expectedVersion, saveReturnData } from '../../services/returns/store';
import type { ReturnData } from '../../services/returns/sections';
import { currentUser, requireUser } from '../session';

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
export const guarded = { onRequest: requireUser };

/** Strips the concurrency field before the answers are stored. */
export function withoutVersion<T extends { version?: number }>(v: T): Omit<T, 'version'> {
  const { version: _v, ...rest } = v;
  return rest;
}

/** Loading and saving a return on behalf of the signed-in user, for every wizard step. */
export function stepHelpers(app: FastifyInstance) {
  return {
    open(req: FastifyRequest, id: number, action = 'read') {
      return loadReturn(app, currentUser(req), id, action);
    },
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
