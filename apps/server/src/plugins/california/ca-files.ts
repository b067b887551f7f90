/**
 * The California PDFs (spec 002 section 7, downloads page): Form 540, 540NR, Schedule CA (540),
 * Form 568 and all of them in one file, as labelled facsimiles (no official FTB PDF is available)
 * with the engine's figures. Ownership as everywhere: loadReturn answers 404 for someone else's return.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CA_MSG, recordId } from '@taxprep/contracts';
import type { CaResult } from '@taxprep/tax-engine';
import { PDFDocument } from 'pdf-lib';
import { notFound } from '../../lib/errors';
import { buildCaReturn, CA_KINDS, computeCaFrom } from '../../services/california/compute';
import { scheduleCaOf, type CaContext, caContext } from '../../services/california/load';
import { enginePrefix, form568View, FORM568_KIND } from '../../services/california/form568';
import { runEngine, scheduleCaView, SCHEDULE_CA_KIND } from '../../services/california/schedule-ca';
import { combine, maskedSsn } from '../../services/documents/facsimile/ca-draw';
import { renderCa540, renderCa540nr, type CaPerson } from '../../services/documents/facsimile/ca540';
import { renderScheduleCa } from '../../services/documents/facsimile/ca-schedule-ca';
import { renderForm568 } from '../../services/documents/facsimile/ca568';
import { officialCa540 } from '../../services/documents/ftb/ca540-official';
import { errorSchema } from '@taxprep/contracts';
import { itemOf, returnOf } from '../return-scope';
import { binary } from '../responses';

const tags = ['files'];
const formParams = z.object({ id: recordId('Form 1040 not found.') });
const pdfResponses = {
  200: binary('application/pdf', 'The facsimile form'),
  400: errorSchema,
  401: errorSchema,
  404: errorSchema,
};
const NO_540NR = 'This return has no California Form 540NR: it is filed as a resident on Form 540.';
const NO_540 = 'This return has no California Form 540: it is filed on Form 540NR.';

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The taxpayer as the 540 names them, else as the federal return does; the SSN masked. */
function person(ctx: CaContext): CaPerson {
  const r = ctx.first(CA_KINDS.ca540)?.data ?? {};
  const p = (ctx.ret.data.personal ?? {}) as Record<string, unknown>;
  const first = str(r.first_name) ?? str(p.first_name);
  const last = str(r.last_name) ?? str(p.last_name);
  return {
    name: [first, last].filter(Boolean).join(' '),
    ssn: maskedSsn(str(r.ssn_itin) ?? str(p.ssn)),
  };
}

/** The 540's own dependents, else the federal ones (what the engine counts). */
function dependents(ctx: CaContext) {
  const own = ctx.all(CA_KINDS.dependent).map((d) => d.data as Record<string, string | null>);
  if (own.length || ctx.first(CA_KINDS.ca540)) return own;
  return (buildCaReturn(ctx.ret, ctx.items).federal.dependents ?? []).map((d) => ({
    first_name: str(d.first_name),
    last_name: str(d.last_name),
    ssn_itin: str(d.ssn),
    relationship: str(d.relationship),
  }));
}

async function send(reply: FastifyReply, name: string, pdf: Uint8Array | PDFDocument) {
  const bytes = pdf instanceof PDFDocument ? await pdf.save() : pdf;
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(Buffer.from(bytes));
}

const isNr = (ca: CaResult) => ca.forms.includes('ca540nr');

/** Form 540 on the FTB's fillable PDF of the return's year, else the drawn facsimile. */
async function ca540Doc(ctx: CaContext, ca: CaResult): Promise<PDFDocument> {
  const status = buildCaReturn(ctx.ret, ctx.items).federal.filing_status ?? 'single';
  const official = await officialCa540(ctx.ret.taxYear, status, person(ctx), ca, dependents(ctx));
  if (!official) return renderCa540(ctx.ret.taxYear, person(ctx), ca, dependents(ctx));
  return official;
}

function scheduleCaDoc(ctx: CaContext, federal: ReturnType<typeof computeCaFrom>['federal']) {
  const item = ctx.first(SCHEDULE_CA_KIND);
  // Without a saved record the schedule is the law's: the federal figures and California's adjustments.
  const rec = scheduleCaOf(ctx, item?.data ?? { tax_year: ctx.ret.taxYear });
  const view = scheduleCaView(
    item?.id ?? 0,
    ctx.ret.id,
    rec,
    runEngine(ctx.ret, ctx.items, federal, item ? rec : null),
  );
  return renderScheduleCa(person(ctx), view);
}

export const caFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const load = (req: FastifyRequest) => caContext(app, returnOf(req));

  app.get(
    '/api/form1040/:id/ca/540/pdf',
    {
      config: { returnOf: { action: 'pdf' } },
      schema: {
        tags,
        summary: 'California Form 540 as a facsimile PDF (CA540.pdf)',
        params: formParams,
        response: pdfResponses,
      },
    },
    async (req, reply) => {
      const ctx = await load(req);
      const { ca } = computeCaFrom(ctx.ret, ctx.items);
      if (isNr(ca)) throw notFound(NO_540);
      return send(reply, 'CA540.pdf', await ca540Doc(ctx, ca));
    },
  );

  app.get(
    '/api/form1040/:id/ca/540nr/pdf',
    {
      config: { returnOf: { action: 'pdf' } },
      schema: {
        tags,
        summary: 'California Form 540NR as a facsimile PDF (CA540NR.pdf)',
        params: formParams,
        response: pdfResponses,
      },
    },
    async (req, reply) => {
      const ctx = await load(req);
      const { ca } = computeCaFrom(ctx.ret, ctx.items);
      if (!isNr(ca)) throw notFound(NO_540NR);
      return send(reply, 'CA540NR.pdf', await renderCa540nr(ctx.ret.taxYear, person(ctx), ca));
    },
  );

  app.get(
    '/api/form1040/:id/ca/schedule_ca/pdf',
    {
      config: { returnOf: { action: 'pdf' } },
      schema: {
        tags,
        summary: 'Schedule CA (540) of a return as a facsimile PDF (ScheduleCA540.pdf)',
        params: formParams,
        response: pdfResponses,
      },
    },
    async (req, reply) => {
      const ctx = await load(req);
      const { federal } = computeCaFrom(ctx.ret, ctx.items);
      return send(reply, 'ScheduleCA540.pdf', await scheduleCaDoc(ctx, federal));
    },
  );

  app.get(
    '/api/ca/schedule_ca/:id/pdf',
    {
      config: { returnOf: { item: SCHEDULE_CA_KIND, missing: CA_MSG.scheduleCaMissing, action: 'pdf' } },
      schema: {
        tags,
        summary: 'A Schedule CA (540) record as a facsimile PDF (ScheduleCA540.pdf)',
        params: z.object({ id: recordId(CA_MSG.scheduleCaMissing) }),
        response: pdfResponses,
      },
    },
    async (req, reply) => {
      const ctx = await load(req);
      const { federal } = computeCaFrom(ctx.ret, ctx.items);
      return send(reply, 'ScheduleCA540.pdf', await scheduleCaDoc(ctx, federal));
    },
  );

  app.get(
    '/api/ca/form568/:id/pdf',
    {
      config: { returnOf: { item: FORM568_KIND, missing: CA_MSG.f568Unavailable, action: 'pdf' } },
      schema: {
        tags,
        summary: 'A Form 568 record as a facsimile PDF (Form568.pdf)',
        params: z.object({ id: recordId(CA_MSG.f568Unavailable) }),
        response: pdfResponses,
      },
    },
    async (req, reply) => {
      const ctx = await load(req);
      const item = ctx.items.find((i) => i.id === itemOf(req).id)!;
      const { ca } = computeCaFrom(ctx.ret, ctx.items);
      const rec = form568View(item, ctx.ret.id, ca, ctx.items, app.cipher);
      return send(reply, 'Form568.pdf', await renderForm568(person(ctx), rec));
    },
  );

  app.get(
    '/api/form1040/:id/ca/full-pdf',
    {
      config: { returnOf: { action: 'pdf' } },
      schema: {
        tags,
        summary:
          'Every California form of the return in one PDF (CA_Combined.pdf): Form 540 or 540NR, Schedule CA (540), the Form 568s',
        params: formParams,
        response: pdfResponses,
      },
    },
    async (req, reply) => {
      const ctx = await load(req);
      const { federal, ca } = computeCaFrom(ctx.ret, ctx.items);
      const who = person(ctx);
      const parts = [
        isNr(ca) ? await renderCa540nr(ctx.ret.taxYear, who, ca) : await ca540Doc(ctx, ca),
        await scheduleCaDoc(ctx, federal),
      ];
      // Only the Form 568s the filer used: an untouched record (created when the screen opened) is
      // not among the engine's forms.
      for (const item of ctx.all(FORM568_KIND))
        if (ca.forms.includes(enginePrefix(ctx.items, item.id)))
          parts.push(await renderForm568(who, form568View(item, ctx.ret.id, ca, ctx.items, app.cipher)));
      return send(reply, 'CA_Combined.pdf', await combine(parts));
    },
  );
};
