import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordId, RETURN_FILE_MAX_BYTES, RETURN_FILE_MSG, returnFileSchema } from '@taxprep/contracts';
import { audit, loadReturn } from '../services/returns/access';
import { filerOfNewReturn } from '../services/returns/new-return';
import { checkFileHeader, exportReturn, importReturn } from '../services/returns/return-file';
import { refreshTotals } from '../services/returns/store';
import { currentUser, requireUser } from './session';
import { returnOf, returnScope } from './return-scope';
import { errorResponses } from './errors';

const idParam = z.object({ id: recordId('Form 1040 not found.') });

/**
 * A whole return as one file (issue 26): GET …/export gives it (secrets only with ?secrets=true),
 * POST /api/form1040/import makes a new return of it. Both check who may see or start the return
 * as the other return routes do; an import never writes over an existing return.
 */
const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/form1040/:id/export',
    {
      // A preparer's export of someone else's return is audited as such, with or without its secrets.
      config: {
        returnOf: {
          action: (req) =>
            (req.query as { secrets?: string }).secrets === 'true' ? 'export-secrets' : 'export',
        },
      },
      schema: {
        tags: ['returns'],
        summary:
          'The whole return as one versioned JSON file (every answer and document); SSNs, birth dates, bank numbers and PINs only with ?secrets=true',
        params: idParam,
        querystring: z.object({
          secrets: z.enum(['true', 'false'], { message: 'Use true or false.' }).optional(),
        }),
        response: { 200: returnFileSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const ret = returnOf(req);
      const file = await exportReturn(app, ret, req.query.secrets === 'true');
      const last = (ret.data.personal?.last_name ?? 'return').replace(/[^A-Za-z0-9-]/g, '') || 'return';
      return reply
        .header(
          'content-disposition',
          `attachment; filename="TaxReturn_${ret.taxYear}_${last}_${ret.id}.taxprep.json"`,
        )
        .send(file);
    },
  );
};

export const returnFileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(returnScope(exportRoutes));
  app.post(
    '/api/form1040/import',
    {
      onRequest: requireUser,
      bodyLimit: RETURN_FILE_MAX_BYTES,
      schema: {
        tags: ['returns'],
        summary:
          'A new return from a return file (GET …/export). Preparers name the filer with ?filer_id=. The version and checksum are checked and each document by its own rules; nothing is created when the file is refused.',
        querystring: z.object({ filer_id: z.coerce.number().int().positive().max(2_147_483_647).optional() }),
        body: returnFileSchema,
        response: { 201: z.object({ id: z.number(), message: z.string() }), ...errorResponses },
      },
    },
    async (req, reply) => {
      const u = currentUser(req);
      const file = req.body;
      checkFileHeader(file);
      const filerId = await filerOfNewReturn(app, u, req.query.filer_id, file.tax_year);
      const id = await importReturn(app, file, filerId, u.id);
      const ret = await loadReturn(app, u, id, 'import');
      await refreshTotals(app, ret);
      if (filerId !== u.id) await audit(app, u, 'form1040.import', `form1040:${id}`, { filer_id: filerId });
      return reply.code(201).send({ id, message: RETURN_FILE_MSG.imported });
    },
  );
};
