import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { preparerProfileSchema } from '@taxprep/contracts';
import { forbidden, notFound } from '../lib/errors';
import { getProfile, profileJson, upsertProfile } from '../services/accounts';
import { requireRole } from './session';
import { errorResponses } from './errors';

const profileOut = z.object({
  ptin: z.string(),
  self_employed: z.boolean(),
  firm_name: z.string().nullable(),
  firm_address: z.string().nullable(),
  firm_ein: z.string().nullable(),
  phone: z.string(),
});
const saved = z.object({ message: z.string(), profile: profileOut });

/** Agents and administrators keep a preparer profile (PTIN, firm) before they prepare returns. */
export const preparerRoutes: FastifyPluginAsyncZod = async (app) => {
  const routeRole = z.object({ role: z.enum(['agent', 'admin'], { message: 'Not found.' }) });

  async function read(userId: number) {
    const p = await getProfile(app.db, userId);
    if (!p) throw notFound('No preparer profile yet.');
    return profileJson(p);
  }
  async function save(userId: number, body: z.output<typeof preparerProfileSchema>) {
    const row = await upsertProfile(app.db, userId, body);
    return {
      message: 'Preparer profile saved successfully.',
      profile: {
        ptin: row.ptin,
        self_employed: row.selfEmployed,
        firm_name: row.firmName,
        firm_address: row.firmAddress,
        firm_ein: row.firmEin,
        phone: row.phone,
      },
    };
  }

  app.get(
    '/api/:role/preparer-profile',
    {
      onRequest: requireRole('agent', 'admin'),
      schema: {
        tags: ['preparer'],
        summary: "The signed-in preparer's profile",
        params: routeRole,
        response: { 200: profileOut, ...errorResponses },
      },
    },
    async (req) => {
      if (req.user!.role !== req.params.role) throw forbidden();
      return read(req.user!.id);
    },
  );

  app.post(
    '/api/:role/preparer-profile',
    {
      onRequest: requireRole('agent', 'admin'),
      schema: {
        tags: ['preparer'],
        summary: "Create or update the signed-in preparer's profile",
        params: routeRole,
        body: preparerProfileSchema,
        response: { 200: saved, ...errorResponses },
      },
    },
    async (req) => {
      if (req.user!.role !== req.params.role) throw forbidden();
      return save(req.user!.id, req.body);
    },
  );

  // The setup screen posts here for agents and administrators alike (the documented doubled prefix).
  app.get(
    '/api/api/admin/preparer-profile',
    {
      onRequest: requireRole('agent', 'admin'),
      schema: {
        tags: ['preparer'],
        summary: 'Alias of GET /api/{role}/preparer-profile',
        response: { 200: profileOut, ...errorResponses },
      },
    },
    async (req) => read(req.user!.id),
  );
  app.post(
    '/api/api/admin/preparer-profile',
    {
      onRequest: requireRole('agent', 'admin'),
      schema: {
        tags: ['preparer'],
        summary: 'Alias of POST /api/{role}/preparer-profile',
        body: preparerProfileSchema,
        response: { 200: saved, ...errorResponses },
      },
    },
    async (req) => save(req.user!.id, req.body),
  );
};
