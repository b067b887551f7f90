import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Result } from '@taxprep/tax-engine';
import { loadReturn, type LoadedReturn } from '../../services/returns/access';
import { expectedVersion, saveReturnData } from '../../services/returns/store';
import type { ReturnData } from '../../services/returns/sections';
import { currentUser, requireUser } from '../session';

export const idParam = z.object({ id: z.coerce.number().int().positive('Form 1040 not found.') });
export const saved = z.object({ message: z.string(), version: z.number() }).passthrough();
export const line = (r: Result, key: string) => r.lines.get(key).toString();
export const guarded = { preHandler: requireUser };

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
