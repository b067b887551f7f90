/**
 * Form 1040-X, the amended return (spec 001): one per return, kept as a return item. It may be
 * started on an accepted return (that is how a filer amends one), and while it exists the return's
 * answers and documents can change again (see the store's write check).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  F1040X_MSG,
  form1040xCreateSchema,
  form1040xSchema,
  form1040xViewSchema,
  recordId,
  refundSplitIssue,
} from '@taxprep/contracts';
import { HttpError, notFound } from '../lib/errors';
import type { LoadedReturn } from '../services/returns/access';
import {
  amendmentView,
  computeAmendment,
  enteredData,
  newAmendment,
  newestAcceptedFigures,
} from '../services/returns/amendment';
import type { ItemRow } from '../services/returns/engine-input';
import {
  AMENDMENT_KIND,
  compute,
  createItem,
  expectedVersion,
  loadItems,
  updateItem,
} from '../services/returns/store';
import { renderForm1040XFacsimile } from '../services/documents/facsimile/f1040x';
import { errorResponses } from './errors';
import { itemOf, returnOf, type ReturnOf } from './return-scope';
import { currentUser } from './session';
import { binary } from './responses';

/** A 1040-X id: anyone else's is simply not found. */
const amendment = (action: string): ReturnOf => ({
  item: AMENDMENT_KIND,
  missing: F1040X_MSG.notFound,
  action,
});
const tags = ['amended return'];
const idParam = z.object({ id: recordId(F1040X_MSG.notFound) });
const saved = form1040xViewSchema.extend({ message: z.string() });

export const form1040xRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The 1040-X the scope found, with its return's items. */
  async function open(req: FastifyRequest) {
    const ret = returnOf(req);
    const items = await loadItems(app, ret.id);
    const item = items.find((i) => i.id === itemOf(req).id);
    if (!item) throw notFound(F1040X_MSG.notFound);
    return { ret, item, items };
  }

  const view = (ret: LoadedReturn, item: ItemRow, items: ItemRow[]) =>
    amendmentView(item, ret.id, compute(ret, items));

  app.get(
    '/api/form1040/:id/form1040x',
    {
      schema: {
        tags,
        summary: "The return's Form 1040-X list (at most one; the screen uses the first)",
        params: z.object({ id: recordId('Form 1040 not found.') }),
        response: { 200: z.array(form1040xViewSchema), ...errorResponses },
      },
    },
    async (req) => {
      const ret = returnOf(req);
      const items = await loadItems(app, ret.id);
      const result = compute(ret, items);
      return items.filter((i) => i.kind === AMENDMENT_KIND).map((i) => amendmentView(i, ret.id, result));
    },
  );

  app.post(
    '/api/form1040x',
    {
      config: { returnOf: { body: 'form1040_id', action: 'update' } },
      schema: {
        tags,
        summary:
          'Start the Form 1040-X of a return (also an accepted one); column A comes from its accepted submission. An existing one is answered as is',
        body: form1040xCreateSchema,
        response: { 200: saved, 201: saved, ...errorResponses },
      },
    },
    async (req, reply) => {
      const u = currentUser(req);
      const ret = returnOf(req);
      const existing = (await loadItems(app, ret.id, AMENDMENT_KIND))[0];
      // A screen opened twice (or a double effect) must not start a second amended return.
      if (existing) {
        const items = await loadItems(app, ret.id);
        return reply.code(200).send({ message: F1040X_MSG.created, ...view(ret, existing, items) });
      }
      const accepted = await newestAcceptedFigures(app, ret.id);
      const item = await createItem(
        app,
        u,
        ret,
        AMENDMENT_KIND,
        newAmendment(ret, req.body.tax_year, accepted, await loadItems(app, ret.id, 'dependent')),
      );
      const items = await loadItems(app, ret.id);
      return reply.code(201).send({ message: F1040X_MSG.created, ...view(ret, item, items) });
    },
  );

  app.get(
    '/api/form1040x/:id',
    {
      config: { returnOf: amendment('read') },
      schema: {
        tags,
        summary:
          'One Form 1040-X: entered fields, columns A/B/C (C from the return as it is now), lines 16-23',
        params: idParam,
        response: { 200: form1040xViewSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const { ret, item, items } = await open(req);
      reply.header('etag', `"${item.version}"`);
      return view(ret, item, items);
    },
  );

  app.put(
    '/api/form1040x/:id',
    {
      config: { returnOf: amendment('update') },
      schema: {
        tags,
        summary:
          'Save the full Form 1040-X. Column C and the derived lines are recomputed from the return; column A from an accepted submission is kept',
        params: idParam,
        body: form1040xSchema,
        response: { 200: saved, ...errorResponses },
      },
    },
    async (req) => {
      const { ret, item, items } = await open(req);
      const data = enteredData(req.body, item.data);
      const l21 = computeAmendment(data, compute(ret, items)).lines.get('f1040x.l21');
      const split = refundSplitIssue(l21.toString(), req.body.l22, req.body.l23);
      if (split) throw new HttpError(400, split, { issues: [{ path: 'l23', message: split }] });
      const next = await updateItem(app, currentUser(req), ret, item, data, expectedVersion(req, req.body));
      const after = items.map((i) => (i.id === next.id ? next : i));
      return { message: F1040X_MSG.saved, ...view(ret, next, after) };
    },
  );

  /** The Form 1040-X facsimile of the Rev. February 2024 form, as a download. */
  async function sendPdf(reply: FastifyReply, ret: LoadedReturn, item: ItemRow, items: ItemRow[]) {
    const x = view(ret, item, items);
    const p = ret.data.personal;
    const f = ret.data.filing;
    const pdf = await renderForm1040XFacsimile(x, {
      name: [p?.first_name, p?.last_name].filter(Boolean).join(' '),
      spouseName: [f?.spouse_first_name, f?.spouse_last_name].filter(Boolean).join(' '),
      city: p?.city ?? '',
    });
    const last = (p?.last_name ?? '').replace(/[^A-Za-z0-9]+/g, '') || 'Return';
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="Form1040X_${x.tax_year}_${last}_${x.id}.pdf"`)
      .send(Buffer.from(pdf));
  }

  app.get(
    '/api/form1040x/:id/pdf',
    {
      config: { returnOf: amendment('pdf') },
      schema: {
        tags,
        summary: 'The Form 1040-X as a PDF: a labelled facsimile of the Rev. February 2024 form',
        params: idParam,
        response: { 200: binary('application/pdf', 'The Form 1040-X facsimile') },
      },
    },
    async (req, reply) => {
      const { ret, item, items } = await open(req);
      return sendPdf(reply, ret, item, items);
    },
  );

  app.get(
    '/api/form1040/:id/1040x/pdf',
    {
      config: { returnOf: { action: 'pdf' } },
      schema: {
        tags,
        summary:
          "The return's Form 1040-X as a PDF (the downloads page; {id} is the Form 1040's): the same file as /api/form1040x/{id}/pdf",
        params: z.object({ id: recordId('Form 1040 not found.') }),
        response: { 200: binary('application/pdf', 'The Form 1040-X facsimile') },
      },
    },
    async (req, reply) => {
      const ret = returnOf(req);
      const items = await loadItems(app, ret.id);
      const item = items.find((i) => i.kind === AMENDMENT_KIND);
      if (!item) throw notFound(F1040X_MSG.notFound);
      return sendPdf(reply, ret, item, items);
    },
  );
};
