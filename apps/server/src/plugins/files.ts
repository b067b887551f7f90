import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordId, SIGN_MSG, submissionSchema } from '@taxprep/contracts';
import { form1040s, submissions } from '../db/schema';
import { conflict, notFound } from '../lib/errors';
import { zip } from '../lib/zip';
import { checkForEfile } from '../services/documents';
import { renderPdf, renderXml } from '../services/documents/off-thread';
import { audit, isPreparer, loadReturn, type LoadedReturn } from '../services/returns/access';
import { prepare, prepareReturnJob } from '../services/documents/prepare';
import { stampBanner } from '../services/documents/stamp';
import { overridesOf, STALE } from '../services/returns/store';
import { sealReturnData } from '../services/returns/secrets';
import { acceptedFigures } from '../services/returns/amendment';
import { toEngineInput } from '../services/returns/engine-input';
import { reviewErrors, reviewWarnings } from '../services/returns/review';
import { signatureIsCurrent } from '../services/returns/signature';
import { currentUser, requireUser } from './session';
import { errorResponses } from './errors';
import { binary } from './responses';

const idParam = z.object({ id: recordId('Form 1040 not found.') });
export const SCHEDULE_A_NOT_ATTACHED = 'Not attached: the standard deduction is larger';
const ALREADY_ACCEPTED = 'This return was already accepted by the tax agency; it cannot be submitted again.';

function fileName(ret: LoadedReturn, ext: 'pdf' | 'xml') {
  const last = (ret.data.personal?.last_name ?? 'Return').replace(/[^A-Za-z0-9]+/g, '') || 'Return';
  return `Form1040_${ret.taxYear}_${last}_${ret.id}.${ext}`;
}

/**
 * Outside the return scope (return-scope.ts): the download of all a user's returns is keyed by the
 * user, not by one return, so these routes check access themselves.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  async function sendPdf(req: FastifyRequest, reply: FastifyReply, id: number) {
    const ret = await loadReturn(app, currentUser(req), id, 'pdf');
    const { job } = await prepareReturnJob(app, ret);
    const pdf = await renderPdf(job);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName(ret, 'pdf')}"`)
      .send(Buffer.from(pdf));
  }
  async function sendXml(req: FastifyRequest, reply: FastifyReply, id: number) {
    const ret = await loadReturn(app, currentUser(req), id, 'xml');
    const xml = await renderXml((await prepareReturnJob(app, ret)).job);
    return reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName(ret, 'xml')}"`)
      .send(xml);
  }
  const pdfSchema = {
    tags: ['files'],
    summary: 'The return as one PDF: the official forms of its tax year it needs, filled',
    params: idParam,
    response: { 200: binary('application/pdf', 'The filled forms') },
  };
  for (const path of [
    '/api/api/form1040/:id/pdf',
    '/api/form1040/:id/pdf',
    '/api/form1040/pdf/:id',
    '/api/form1040/:id/full-pdf',
  ]) {
    app.get(path, { onRequest: requireUser, schema: pdfSchema }, async (req, reply) =>
      sendPdf(req, reply, req.params.id),
    );
  }
  const xmlSchema = {
    tags: ['files'],
    summary: 'The return as IRS MeF-shaped XML',
    params: idParam,
    response: { 200: binary('application/xml', 'The return in MeF XML') },
  };
  for (const path of ['/api/form1040/xml/:id', '/api/form1040/:id/xml']) {
    app.get(path, { onRequest: requireUser, schema: xmlSchema }, async (req, reply) =>
      sendXml(req, reply, req.params.id),
    );
  }

  const SINGLE_FORMS: Record<string, { forms: string[]; name: string }> = {
    schedule_1: { forms: ['schedule1'], name: 'Schedule1' },
    schedule_2: { forms: ['schedule2'], name: 'Schedule2' },
    schedule_3: { forms: ['schedule3'], name: 'Schedule3' },
    schedule_a: { forms: ['scheduleA'], name: 'ScheduleA' },
    schedule_b: { forms: ['scheduleB'], name: 'ScheduleB' },
    schedule_c: { forms: ['scheduleC'], name: 'ScheduleC' },
    schedule_d: { forms: ['scheduleD', 'f8949'], name: 'ScheduleD' },
    schedule_e: { forms: ['scheduleE'], name: 'ScheduleE' },
    schedule_se: { forms: ['scheduleSE'], name: 'ScheduleSE' },
  };
  app.get(
    '/api/form1040/:id/:form/pdf',
    {
      onRequest: requireUser,
      schema: {
        tags: ['files'],
        summary: 'One schedule of the return as a PDF (schedule_1, schedule_a, schedule_c, schedule_d …)',
        params: z.object({
          id: recordId('Form 1040 not found.'),
          form: z.enum(Object.keys(SINGLE_FORMS) as [string, ...string[]], { message: 'Unknown form.' }),
        }),
        response: { 200: binary('application/pdf', 'The filled schedule') },
      },
    },
    async (req, reply) => {
      const ret = await loadReturn(app, currentUser(req), req.params.id, 'pdf');
      const { input, result, meta, items } = await prepare(app, ret);
      const overrides = overridesOf(ret.data);
      const which = SINGLE_FORMS[req.params.form]!;
      const last = fileName(ret, 'pdf').replace(/^Form1040/, which.name);
      const attached = which.forms.some((f) => result.forms.some((r) => r.split('#')[0] === f));
      if (!attached && req.params.form === 'schedule_a' && items.some((i) => i.kind === 'schedule_a')) {
        // The standard deduction won: the entered Schedule A is still offered, for the comparison on paper.
        const forced = items.map((i) =>
          i.kind === 'schedule_a' ? { ...i, data: { ...i.data, force_itemize: true } } : i,
        );
        const pdf = await renderPdf({
          input: toEngineInput(ret.data, forced, ret.taxYear),
          overrides,
          meta,
          only: which.forms,
        });
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${last}"`)
          .send(Buffer.from(await stampBanner(pdf, SCHEDULE_A_NOT_ATTACHED)));
      }
      if (!attached) {
        throw notFound(`This return has no ${which.name.replace(/([a-z])([A-Z0-9])/g, '$1 $2')}.`);
      }
      const pdf = await renderPdf({ input, overrides, meta, only: which.forms });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${last}"`)
        .send(Buffer.from(pdf));
    },
  );

  const zipSchema = {
    tags: ['files'],
    summary: "Every return of a user in one ZIP, as PDF or XML (a filer's own; any user's for preparers)",
    params: z.object({ userId: recordId('User not found.') }),
    querystring: z.object({
      format: z.enum(['pdf', 'xml'], { message: 'Invalid download type.' }).default('pdf'),
    }),
    response: { 200: binary('application/zip', 'One file per return') },
  };
  for (const path of ['/api/form1040/zip/:userId', '/api/api/form1040/zip/:userId']) {
    app.get(path, { onRequest: requireUser, schema: zipSchema }, async (req, reply) => {
      const u = currentUser(req);
      if (!isPreparer(u) && u.id !== req.params.userId) throw notFound('User not found.');
      const ids = await app.db
        .select({ id: form1040s.id })
        .from(form1040s)
        .where(eq(form1040s.userId, req.params.userId))
        .orderBy(form1040s.id)
        .limit(200);
      if (ids.length === 0) throw notFound('No returns to download.');
      const entries = [];
      for (const { id } of ids) {
        const ret = await loadReturn(app, u, id, req.query.format);
        const { job } = await prepareReturnJob(app, ret);
        const data =
          req.query.format === 'pdf' ? await renderPdf(job) : Buffer.from(await renderXml(job), 'utf8');
        entries.push({ name: fileName(ret, req.query.format), data, date: ret.updatedAt });
      }
      return reply
        .type('application/zip')
        .header(
          'content-disposition',
          `attachment; filename="Returns_${req.params.userId}_${req.query.format.toUpperCase()}.zip"`,
        )
        .send(zip(entries));
    });
  }

  const finding = z.object({ message: z.string(), step: z.string().nullable() });
  app.get(
    '/api/form1040/:id/efile-check',
    {
      onRequest: requireUser,
      schema: {
        tags: ['files'],
        summary:
          'Pre-submit review: what the simulated e-file would reject (errors) or a preparer would question (warnings), with the step to fix each',
        params: idParam,
        response: {
          200: z.object({
            status: z.string(),
            will_be_accepted: z.boolean(),
            errors: z.array(finding.extend({ code: z.string(), field: z.string() })),
            warnings: z.array(finding),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const ret = await loadReturn(app, currentUser(req), req.params.id, 'review');
      const { input, result, meta, items } = await prepare(app, ret);
      const check = checkForEfile(input, result, meta);
      return {
        status: ret.status,
        will_be_accepted: check.accepted,
        errors: reviewErrors(check.errors),
        warnings: [
          ...reviewWarnings(ret.data, items),
          ...result.warnings.map((message) => ({ message, step: null })),
        ],
      };
    },
  );

  app.post(
    '/api/form1040/submit/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['files'],
        summary:
          'Submit to the tax agency (simulated): a return signed as it is now (PUT /api/form1040/{id}/signature) only; runs the e-file checks and records Accepted or Rejected',
        params: idParam,
        response: {
          200: z.object({
            status: z.enum(['Accepted', 'Rejected']),
            message: z.string(),
            errors: z.array(z.object({ code: z.string(), field: z.string(), message: z.string() })),
            submitted_at: z.string(),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const u = currentUser(req);
      const ret = await loadReturn(app, u, req.params.id, 'submit');
      if (ret.status === 'Accepted') throw conflict(ALREADY_ACCEPTED);
      const { input, result, meta, items } = await prepare(app, ret);
      // Only a return signed as it is now goes out (issue 24): the Review step signs it.
      if (!ret.data.signature) throw conflict(SIGN_MSG.unsigned);
      if (!signatureIsCurrent(ret.data.signature, ret, items)) throw conflict(SIGN_MSG.stale);
      const check = checkForEfile(input, result, meta);
      const now = new Date();
      await app.db.transaction(async (tx) => {
        await tx.insert(submissions).values({
          form1040Id: ret.id,
          status: check.status,
          message: check.message,
          errors: check.errors,
          // What the IRS accepted, kept for column A of a later Form 1040-X.
          figures: check.status === 'Accepted' ? acceptedFigures(result) : null,
          submittedBy: u.id,
        });
        // The signature moves with the version: the submitted return is the one signed.
        const signature = { ...ret.data.signature!, version: ret.version + 1 };
        const moved = await tx
          .update(form1040s)
          // A new version: a save that read the return before this submission cannot land after it.
          .set({
            status: check.status,
            submittedAt: now,
            data: sealReturnData(app.cipher, { ...ret.data, signature }),
            version: sql`${form1040s.version} + 1`,
          })
          .where(and(eq(form1040s.id, ret.id), eq(form1040s.version, ret.version)))
          .returning({ id: form1040s.id });
        if (moved.length === 0) throw conflict(STALE);
      });
      if (u.id !== ret.userId)
        await audit(app, u, 'form1040.submitted', `form1040:${ret.id}`, { status: check.status });
      return {
        status: check.status,
        message: check.message,
        errors: check.errors,
        submitted_at: now.toISOString(),
      };
    },
  );

  app.get(
    '/api/form1040/:id/submissions',
    {
      onRequest: requireUser,
      schema: {
        tags: ['files'],
        summary: 'Every submission of a return, newest first',
        params: idParam,
        response: { 200: z.array(submissionSchema) },
      },
    },
    async (req) => {
      const ret = await loadReturn(app, currentUser(req), req.params.id);
      const rows = await app.db.select().from(submissions).where(eq(submissions.form1040Id, ret.id));
      return rows
        .sort((a, b) => b.id - a.id)
        .map((r) => ({
          id: r.id,
          status: r.status,
          message: r.message,
          errors: r.errors,
          submitted_at: r.createdAt.toISOString(),
        }));
    },
  );
};
