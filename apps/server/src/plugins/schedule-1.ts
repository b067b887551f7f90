/**
 * Schedule 1 (spec 001): manual rows the filer enters, and read-only auto rows that show what the
 * return computes from its documents (Schedule C, Schedule E, 1099-G, Schedule SE …). Both come
 * from the same engine result, so the screen shows what the form will carry.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  recordId,
  SCHEDULE_1_MSG,
  schedule1EntrySchema,
  schedule1Line,
  schedule1View,
  type Schedule1EntryView,
} from '@taxprep/contracts';
import type { Result } from '@taxprep/tax-engine';
import { maskSsn } from '../lib/crypto';
import { badRequest } from '../lib/errors';
import { countedIssues } from './errors';
import type { LoadedReturn } from '../services/returns/access';
import {
  compute,
  createItem,
  deleteItem,
  expectedVersion,
  loadItems,
  updateItem,
} from '../services/returns/store';
import type { ItemRow } from '../services/returns/engine-input';
import { openItem } from '../services/returns/secrets';
import { itemOf, returnOf, type ReturnOf } from './return-scope';
import { currentUser } from './session';

const KIND = 'schedule_1';
const rowAccess: ReturnOf = { item: KIND, missing: 'Schedule 1 row not found.', action: 'update' };
const formQuery = z.object({ form1040_id: recordId('Form 1040 ID not found in URL.') });
const idParams = z.object({ id: recordId('Schedule 1 row not found.') });
const message = z.object({ message: z.string() });

/** Lines the return fills from its documents, shown as auto rows: [line, category, section]. */
const AUTO_LINES: readonly [string, string, 'additional_income' | 'adjustment', string][] = [
  ['l1', 'taxable_refunds', 'additional_income', 'Taxable part of state refunds on your 1099-Gs'],
  ['l3', 'business_income', 'additional_income', 'Net profit or loss of your Schedule C'],
  ['l5', 'rents_royalties_partnerships_scorps_trusts', 'additional_income', 'Your Schedule E, line 41'],
  ['l7', 'unemployment', 'additional_income', 'Unemployment compensation on your 1099-Gs'],
  ['l8z', 'other_income_z1', 'additional_income', 'Other income from your 1099s'],
  ['l15', 'half_self_employment_tax', 'adjustment', 'Half of the self-employment tax (Schedule SE)'],
  ['l17', 'self_employed_health_ins', 'adjustment', 'Self-employed health insurance worksheet'],
  ['l20', 'ira_deduction', 'adjustment', 'IRA deduction worksheet'],
  ['l21', 'student_loan_interest', 'adjustment', 'Student loan interest deduction worksheet'],
  ['l24z', 'other_adjustments_z1', 'adjustment', 'The Adjustments step'],
];

function manualView(i: ItemRow): Schedule1EntryView {
  const d = i.data;
  return {
    id: i.id,
    version: i.version,
    section: d.section === 'adjustment' ? 'adjustment' : 'additional_income',
    category_key: String(d.category_key),
    description: typeof d.description === 'string' ? d.description : null,
    amount: typeof d.amount === 'string' ? d.amount : null,
    owner: d.owner === 'spouse' ? 'spouse' : 'taxpayer',
    source: 'manual',
    alimony_recipient_ssn: maskSsn(
      typeof d.alimony_recipient_ssn === 'string' ? d.alimony_recipient_ssn : null,
    ),
    line: schedule1Line(String(d.category_key)),
  };
}

/**
 * An auto row is what the engine put on a line beyond the manual rows of that line (line 7 holds
 * 1099-G unemployment plus any hand-entered unemployment; only the former is "auto").
 */
function autoRows(r: Result, manual: Schedule1EntryView[]): Schedule1EntryView[] {
  const out: Schedule1EntryView[] = [];
  for (const [line, category, section, source] of AUTO_LINES) {
    const key = `schedule1.${line}`;
    if (!r.lines.has(key)) continue;
    const short = line.slice(1);
    const own = manual
      .filter((m) => m.line === short && m.category_key !== 'k1099_error_or_personal_loss')
      .reduce((s, m) => s + Math.round(Number(m.amount ?? 0)), 0);
    const total = r.lines.get(key).toNumber();
    const rest = total - own;
    if (rest === 0) continue;
    out.push({
      id: `auto-${line}`,
      version: null,
      section,
      category_key: category,
      description: source,
      amount: rest.toFixed(2),
      source: 'auto',
      alimony_recipient_ssn: null,
      line: short,
    });
  }
  return out;
}

export const schedule1Routes: FastifyPluginAsyncZod = async (app) => {
  async function view(ret: LoadedReturn) {
    const items = await loadItems(app, ret.id);
    const r = compute(ret, items);
    const manual = items.filter((i) => i.kind === KIND).map(manualView);
    const line = (k: string) => (r.lines.has(k) ? r.lines.get(k).toString() : '0.00');
    return {
      schedule1: { addl_income_total: line('schedule1.l10'), adjustments_total: line('schedule1.l26') },
      entries: [...autoRows(r, manual), ...manual],
      warnings: r.warnings.filter((w) => /Schedule 1|alimony/i.test(w)),
    };
  }

  /** The row the scope found, opened. */
  function openRow(req: FastifyRequest) {
    const row = itemOf(req);
    const data = openItem(app.cipher, row.kind, row.data as Record<string, unknown>);
    return { ret: returnOf(req), item: { id: row.id, kind: row.kind, version: row.version, data } };
  }

  app.get(
    '/api/schedule1',
    {
      config: { returnOf: { query: 'form1040_id' } },
      schema: {
        tags: ['schedules'],
        summary: 'Schedule 1 totals with its manual and computed (auto) rows',
        querystring: formQuery,
        response: { 200: schedule1View },
      },
    },
    async (req) => view(returnOf(req)),
  );

  app.post(
    '/api/schedule1/entries',
    {
      config: {
        issuesMessage: countedIssues(SCHEDULE_1_MSG.fix),
        // A masked SSN is refused before the return is looked up, as it always was.
        returnOf: {
          body: 'form1040_id',
          action: 'update',
          before: (req) => {
            const ssn = (req.body as { alimony_recipient_ssn?: string | null }).alimony_recipient_ssn;
            if (ssn?.includes('*')) throw badRequest(SCHEDULE_1_MSG.ssn);
          },
        },
      },
      schema: {
        tags: ['schedules'],
        summary: 'Add a manual Schedule 1 row',
        body: schedule1EntrySchema,
        response: { 201: message.extend({ id: z.number().int() }).and(schedule1View) },
      },
    },
    async (req, reply) => {
      const { form1040_id: _f, version: _v, ...data } = req.body;
      const ret = returnOf(req);
      const row = await createItem(app, currentUser(req), ret, KIND, data);
      return reply.code(201).send({ message: SCHEDULE_1_MSG.added, id: row.id, ...(await view(ret)) });
    },
  );

  app.put(
    '/api/schedule1/entries/:id',
    {
      config: { issuesMessage: countedIssues(SCHEDULE_1_MSG.fix), returnOf: rowAccess },
      schema: {
        tags: ['schedules'],
        summary: 'Change a manual Schedule 1 row (auto rows cannot be changed)',
        params: idParams,
        body: z.preprocess(
          (v) =>
            v && typeof v === 'object' ? { ...v, id: undefined, source: undefined, line: undefined } : v,
          schedule1EntrySchema,
        ),
        response: { 200: message.and(schedule1View) },
      },
    },
    async (req) => {
      const { ret, item } = openRow(req);
      const { form1040_id: _f, version: _v, ...data } = req.body;
      // A masked SSN sent back unchanged keeps the stored one.
      if (!data.alimony_recipient_ssn || /\*/.test(data.alimony_recipient_ssn))
        data.alimony_recipient_ssn = (item.data.alimony_recipient_ssn as string | null) ?? null;
      await updateItem(app, currentUser(req), ret, item, data, expectedVersion(req, req.body));
      return { message: SCHEDULE_1_MSG.saved, ...(await view(ret)) };
    },
  );

  app.delete(
    '/api/schedule1/entries/:id',
    {
      config: { returnOf: rowAccess },
      schema: {
        tags: ['schedules'],
        summary: 'Remove a manual Schedule 1 row',
        params: idParams,
        response: { 200: message.and(schedule1View) },
      },
    },
    async (req) => {
      const { ret, item } = openRow(req);
      await deleteItem(app, currentUser(req), ret, item);
      return { message: SCHEDULE_1_MSG.removed, ...(await view(ret)) };
    },
  );
};
