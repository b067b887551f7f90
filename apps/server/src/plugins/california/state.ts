/**
 * The California readiness check and the simulated state submission (spec 002 section 7):
 * GET …/ca/540/preflight, POST /api/state/ensure/ca540/{id}, POST /api/state/submit/{id}, and
 * POST …/ca/reopen: an administrator reopens an accepted California return (audited).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CA_MSG,
  CA_SUBMISSION_STATUSES,
  form1040IdParam,
  preflightSchema,
  recordId,
  stateSubmissionSchema,
} from '@taxprep/contracts';
import { conflict, forbidden } from '../../lib/errors';
import { audit } from '../../services/returns/access';
import { CA_KINDS, computeCaFrom } from '../../services/california/compute';
import { caContext } from '../../services/california/load';
import { preflight, rejectReasons } from '../../services/california/readiness';
import { caAccepted, insertCa, updateCa } from '../../services/california/records';
import { ackId, latestSubmission, submissionView } from '../../services/california/submission';
import { errorResponses } from '../errors';
import { itemOf, returnOf } from '../return-scope';
import { currentUser } from '../session';
import { assertCaSigned } from './ca-review';

const tags = ['california'];
const NOT_FOUND = 'State submission not found.';
const adminOnly = (req: FastifyRequest) => {
  if (currentUser(req).role !== 'admin') throw forbidden();
};

export const stateSubmitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/form1040/:id/ca/540/preflight',
    {
      schema: {
        tags,
        summary: 'Is the California return ready to submit? {ok, missing[{code, label, reason}]}',
        description:
          'Codes: FTB_INFO (required information unanswered), CA540_INIT (no Form 540 saved), NO_CASE (nothing ties the return to California: no California wages or withholding, no California address, no residency answer), SCH_CA (Schedule CA never saved, its federal figures changed since the last save, or an Auto-fill awaiting review).',
        params: form1040IdParam,
        response: { 200: preflightSchema, ...errorResponses },
      },
    },
    async (req) => {
      const ctx = await caContext(app, returnOf(req));
      return preflight(ctx.ret, ctx.items);
    },
  );

  app.post(
    '/api/state/ensure/ca540/:id',
    {
      config: { returnOf: { action: 'update' } },
      schema: {
        tags,
        summary: 'The latest California submission of a return, created Pending when there is none',
        params: form1040IdParam,
        response: { 200: stateSubmissionSchema, ...errorResponses },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      const ctx = await caContext(app, returnOf(req));
      const latest = latestSubmission(ctx.items);
      if (latest) return submissionView(latest, ctx.ret.id);
      const row = await insertCa(app, actor, ctx.ret, CA_KINDS.submission, {
        status: 'Pending',
        submitted_at: null,
        ack_id: null,
        message: null,
        errors: [],
      });
      return submissionView(row, ctx.ret.id);
    },
  );

  app.post(
    '/api/state/submit/:id',
    {
      config: { returnOf: { item: CA_KINDS.submission, missing: NOT_FOUND, action: 'submit' } },
      schema: {
        tags,
        summary:
          'Submit the California return (simulated FTB): Accepted with an ack id, or Rejected with reasons',
        description:
          'A submission already accepted answers 409, and so does a California return not signed as it is (California Review).',
        params: z.object({ id: recordId(NOT_FOUND) }),
        response: {
          200: z.object({
            status: z.enum(CA_SUBMISSION_STATUSES),
            message: z.string(),
            submission: stateSubmissionSchema,
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      // Ownership is the return's: someone else's submission id is as unknown as a missing one.
      const ctx = await caContext(app, returnOf(req));
      const item = ctx.items.find((i) => i.id === itemOf(req).id)!;
      if (caAccepted(ctx.items)) throw conflict(CA_MSG.alreadyAccepted);
      assertCaSigned(ctx.ret, ctx.items);
      const { ca } = computeCaFrom(ctx.ret, ctx.items);
      const errors = rejectReasons(ctx.ret, ctx.items, ca);
      const now = new Date();
      const accepted = errors.length === 0;
      const data = accepted
        ? {
            status: 'Accepted',
            submitted_at: now.toISOString(),
            ack_id: ackId(ctx.ret.taxYear, now),
            message: 'Accepted by the Franchise Tax Board (simulated).',
            errors: [],
          }
        : {
            status: 'Rejected',
            submitted_at: now.toISOString(),
            ack_id: null,
            message: `Rejected by the Franchise Tax Board (simulated): ${errors.length} problem${errors.length === 1 ? '' : 's'}.`,
            errors,
          };
      const saved = await updateCa(app, actor, ctx.ret, item, data);
      return {
        status: accepted ? ('Accepted' as const) : ('Rejected' as const),
        message: accepted ? CA_MSG.submitSucceeded : CA_MSG.submitFailed,
        submission: submissionView(saved, ctx.ret.id),
      };
    },
  );

  app.post(
    '/api/form1040/:id/ca/reopen',
    {
      // Administrators only, refused before the return is looked at (as a route preHandler was).
      config: { returnOf: { action: 'update', before: adminOnly } },
      schema: {
        tags,
        summary: 'Reopen an accepted California return for changes (administrators; audited)',
        description:
          'The accepted submission goes back to Pending (its acknowledgement kept as previous_ack_id), so the California forms can change and be submitted again. Not accepted: 409.',
        params: form1040IdParam,
        response: { 200: z.object({ message: z.string(), status: z.literal('Pending') }), ...errorResponses },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      const ctx = await caContext(app, returnOf(req));
      const accepted = ctx.items.filter(
        (i) => i.kind === CA_KINDS.submission && i.data.status === 'Accepted',
      );
      if (accepted.length === 0) throw conflict(CA_MSG.onlyAcceptedReopens);
      const at = new Date().toISOString();
      for (const item of accepted)
        await updateCa(app, actor, ctx.ret, item, {
          ...item.data,
          status: 'Pending',
          message: null,
          ack_id: null,
          previous_ack_id: item.data.ack_id ?? null,
          reopened_at: at,
          reopened_by: actor.id,
        });
      await audit(app, actor, 'ca_submission.reopen', `form1040:${ctx.ret.id}`, {
        submissions: accepted.map((i) => i.id),
      });
      return { message: CA_MSG.reopened, status: 'Pending' as const };
    },
  );
};
