import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ENGINE_KINDS,
  form1099CreatedSchema,
  type Form1099Fields,
  form1099RowSchema,
  form1099SimpleSchema,
  recordId,
  schedulesSchema,
} from '@taxprep/contracts';
import { form1040s, returnItems, users } from '../db/schema';
import { maskSsn } from '../lib/crypto';
import { isPreparer } from '../services/returns/access';
import { compute, createItem, deleteItem, loadItems } from '../services/returns/store';
import { openItem } from '../services/returns/secrets';
import { ITEM_SECRETS } from '../services/returns/sections';
import { itemOf, returnOf } from './return-scope';
import { currentUser, requireRole, requireUser } from './session';
import { scheduleDComputed } from './schedule-d';

const idParam = z.object({ id: recordId('Not found.') });
const lineOr = (
  r: { lines: { has(k: string): boolean; get(k: string): { toString(): string } } },
  key: string,
) => (r.lines.has(key) ? r.lines.get(key).toString() : null);

/** Lines 7, 28 and 31 of the return's `n`th Schedule C (spec 002: gross income, total expenses, net profit). */
function scheduleCTotals(r: Parameters<typeof lineOr>[0], n: number) {
  const form = n === 0 ? 'scheduleC' : `scheduleC#${n + 1}`;
  return {
    gross_income: lineOr(r, `${form}.l7`),
    total_expenses: lineOr(r, `${form}.l28`),
    net_profit: lineOr(r, `${form}.l31`),
  };
}

function strip<T extends { version?: number; form1040_id?: number }>(v: T) {
  const { version: _v, form1040_id: _f, ...rest } = v;
  return rest;
}
const view = (i: { id: number; version: number; data: Record<string, unknown> }, form1040Id: number) => ({
  id: i.id,
  form1040_id: form1040Id,
  version: i.version,
  ...i.data,
});

/** Routes about one return; registered in the return scope (return-scope.ts). */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  // ——— The 1099 simple form ———
  app.post(
    '/api/form1099',
    {
      config: { returnOf: { body: 'form1040_id', action: 'update' } },
      schema: {
        tags: ['documents'],
        summary: 'Submit a Form 1099 (simple entry) to a return',
        body: form1099SimpleSchema,
        response: { 201: form1099CreatedSchema },
      },
    },
    async (req, reply) => {
      const ret = returnOf(req);
      const x = await createItem(app, currentUser(req), ret, 'form1099', strip(req.body));
      return reply.code(201).send({ message: 'Form 1099 submitted!', ...view(x, ret.id) });
    },
  );
  app.delete(
    '/api/form1099/:id',
    {
      // The scope's session check comes first and answers as requireRole would without a session.
      onRequest: requireRole('admin'),
      config: { returnOf: { item: 'form1099', action: 'delete' } },
      schema: {
        tags: ['documents'],
        summary: 'Delete a submitted 1099 (administrators)',
        params: idParam,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (req) => {
      await deleteItem(app, currentUser(req), returnOf(req), itemOf(req));
      return { message: 'Form 1099 deleted.' };
    },
  );

  // ——— The sidebar's list of documents ———
  app.get(
    '/api/form1040/:id/schedules',
    {
      schema: {
        tags: ['documents'],
        summary: 'Documents of a return by kind, for the sidebar and details page',
        params: idParam,
        response: { 200: schedulesSchema },
      },
    },
    async (req) => {
      const ret = returnOf(req);
      const items = await loadItems(app, ret.id);
      const result = compute(ret, items);
      const pick = (kind: string) => items.filter((i) => i.kind === kind);
      const status = ret.status === 'Pending' ? null : ret.status.toLowerCase();
      return {
        schedule_a: pick('schedule_a').map((i) => ({
          id: i.id,
          total_deductions: result.lines.get('deductionChoiceWks.itemized').toString(),
          efile_status: status,
        })),
        // One-per-return schedules, with the line that sums each up.
        schedule_d: pick('schedule_d').map((i) => {
          const d = scheduleDComputed(result, i.data);
          return {
            id: i.id,
            net_gain_or_loss: lineOr(result, 'scheduleD.l16'),
            // Spec 002's names: lines 7, 15 and 21 (the allowed loss, a positive amount).
            st_7: d.st_7,
            lt_15: d.lt_15,
            p3_21_allowed_loss: d.p3_21_allowed_loss,
            efile_status: status,
          };
        }),
        schedule_e: pick('schedule_e').map((i) => ({
          id: i.id,
          total_income_or_loss: lineOr(result, 'scheduleE.l41'),
          line41_total: lineOr(result, 'scheduleE.l41'),
          efile_status: status,
        })),
        schedule_1: pick('schedule_1')
          .slice(0, 1)
          .map((i) => ({
            id: i.id,
            rows: pick('schedule_1').length,
            addl_income_total: lineOr(result, 'schedule1.l10'),
            adjustments_total: lineOr(result, 'schedule1.l26'),
            efile_status: status,
          })),
        // Every registry kind, its secret fields left out (the sidebar and details page show no SSNs);
        // Schedules A and D, merged for the engine, have their own summaries above; another merged
        // kind is listed when it has a sidebar group (the car loans of Schedule 1-A).
        ...Object.fromEntries(
          ENGINE_KINDS.filter(
            (def) =>
              !def.engineMerge || (def.listing && def.kind !== 'schedule_a' && def.kind !== 'schedule_d'),
          ).map((def) => {
            const secret = new Set(ITEM_SECRETS[def.kind] ?? []);
            return [
              def.schedulesKey ?? def.kind,
              pick(def.kind).map((i, n) => ({
                ...Object.fromEntries(Object.entries(i.data).filter(([k]) => !secret.has(k))),
                id: i.id,
                ...(def.kind === 'schedule_c' ? scheduleCTotals(result, n) : {}),
                efile_status: status,
              })),
            ];
          }),
        ),
      };
    },
  );
};

/**
 * The 1099s of every return the caller may see, keyed by the caller rather than one return: it
 * checks access in its own query, so it stays outside the return scope.
 */
export const form1099ListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/form1099',
    {
      onRequest: requireUser,
      schema: {
        tags: ['documents'],
        summary: 'Submitted 1099 forms: own returns, or all for preparers',
        response: { 200: z.array(form1099RowSchema) },
      },
    },
    async (req) => {
      const u = currentUser(req);
      const rows = await app.db
        .select({ item: returnItems, username: users.username, ownerId: form1040s.userId })
        .from(returnItems)
        .innerJoin(form1040s, eq(form1040s.id, returnItems.form1040Id))
        .innerJoin(users, eq(users.id, form1040s.userId))
        .where(and(eq(returnItems.kind, 'form1099'), isPreparer(u) ? undefined : eq(form1040s.userId, u.id)))
        .orderBy(desc(returnItems.id))
        .limit(500);
      return rows.map((r) => {
        const d = openItem(
          app.cipher,
          'form1099',
          r.item.data as Record<string, unknown>,
        ) as unknown as Form1099Fields;
        return {
          id: r.item.id,
          form1040_id: r.item.form1040Id,
          username: r.username,
          ...d,
          tin: maskSsn(d.tin as string),
        };
      });
    },
  );
};
