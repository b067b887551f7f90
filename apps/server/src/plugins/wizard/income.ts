import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict } from '../../lib/errors';
import {
  adjustmentsSchema,
  COMPUTED_FIELDS,
  deductionsSchema,
  incomeSchema,
  sameAsDocumentWarning,
  wizardStepSchema,
} from '@taxprep/contracts';
import { incomeSources, type Result } from '@taxprep/tax-engine';
import { type LoadedReturn } from '../../services/returns/access';
import {
  compute,
  createItem,
  expectedVersion,
  loadItems,
  STALE,
  updateItem,
} from '../../services/returns/store';
import { INCOME_INPUTS, toEngineInput, type ItemRow } from '../../services/returns/engine-input';
import { currentUser } from '../session';
import { errorResponses } from '../errors';

import { idParam, ignoredFields, line, saved, stepHelpers, withoutVersion, saveStep } from './common';
import { returnOf } from '../return-scope';

/** Income, adjustments and deductions. */
export const incomeSteps: FastifyPluginAsyncZod = async (app) => {
  const { save } = stepHelpers(app);

  // ——— Income ———
  function incomeView(ret: LoadedReturn, items: ItemRow[], r: Result) {
    const i = ret.data.income ?? {};
    const entered = Object.fromEntries(INCOME_INPUTS.map((k) => [k, i[k] ?? null]));
    return {
      ...entered,
      // The documents' amounts each entry is added to, so the step shows them (and no one types them again).
      from_documents: incomeSources(toEngineInput(ret.data, items, ret.taxYear)),
      // Lines that come from documents or worksheets, shown read-only.
      wages: line(r, 'f1040.l1a'),
      social_security_benefits: line(r, 'f1040.l6b'),
      computed: {
        line_1a: line(r, 'f1040.l1a'),
        line_1z: line(r, 'f1040.l1z'),
        line_2a: line(r, 'f1040.l2a'),
        line_2b: line(r, 'f1040.l2b'),
        line_3a: line(r, 'f1040.l3a'),
        line_3b: line(r, 'f1040.l3b'),
        line_4a: line(r, 'f1040.l4a'),
        line_4b: line(r, 'f1040.l4b'),
        line_5a: line(r, 'f1040.l5a'),
        line_5b: line(r, 'f1040.l5b'),
        line_6a: line(r, 'f1040.l6a'),
        line_6b: line(r, 'f1040.l6b'),
        line_7: line(r, 'f1040.l7'),
        line_8: line(r, 'f1040.l8'),
      },
      line_1z_total_income: line(r, 'f1040.l1z'),
      line_9_total_income: line(r, 'f1040.l9'),
      version: ret.version,
    };
  }
  app.get(
    '/api/form1040/:id/income',
    {
      schema: {
        tags: ['wizard'],
        summary:
          "Income step: entered amounts (each added to its documents' amounts, listed in from_documents) and the computed lines",
        params: idParam,
        response: { 200: wizardStepSchema },
      },
    },
    async (req) => {
      const ret = returnOf(req);
      const items = await loadItems(app, ret.id);
      return incomeView(ret, items, compute(ret, items));
    },
  );
  saveStep(app, {
    path: 'income',
    summary: 'Income step (wages and line 6b are computed and ignored here)',
    body: incomeSchema,
    async handler(req, ret) {
      const b = req.body as unknown as Record<string, string | null>;
      const income = Object.fromEntries(INCOME_INPUTS.map((k) => [k, b[k] ?? null]));
      const r = await save(req, ret, { ...ret.data, income }, req.body, 'income');
      const next = { ...ret, version: r.version, data: { ...ret.data, income } };
      const view = incomeView(next, await loadItems(app, ret.id), r.result);
      // Saved as typed; an amount a document already gives is said to be counted twice.
      const warnings = INCOME_INPUTS.map((k) =>
        sameAsDocumentWarning(view.from_documents, k, income[k]),
      ).filter((w): w is string => w !== undefined);
      return {
        message: 'Income saved. Next: adjustments.',
        ...view,
        warnings,
        ignored: ignoredFields(b, COMPUTED_FIELDS.income),
      };
    },
  });

  // ——— Adjustments ———
  app.get(
    '/api/form1040/:id/adjustments',
    {
      schema: {
        tags: ['wizard'],
        summary: 'Adjustments to income',
        params: idParam,
        response: { 200: wizardStepSchema },
      },
    },
    async (req) => {
      const ret = returnOf(req);
      const r = compute(ret, await loadItems(app, ret.id));
      return {
        adjustments_to_income: ret.data.adjustments?.adjustments_to_income ?? null,
        adjustment_description: ret.data.adjustments?.adjustment_description ?? null,
        total_adjustments: line(r, 'f1040.l10'),
        version: ret.version,
      };
    },
  );
  saveStep(app, {
    path: 'adjustments',
    summary: 'Adjustments to income',
    body: adjustmentsSchema,
    response: { 200: saved, ...errorResponses },
    async handler(req, ret) {
      const adjustments = withoutVersion(req.body);
      const r = await save(req, ret, { ...ret.data, adjustments }, req.body, 'adjustments');
      return {
        message: 'Adjustments saved. Next: deductions.',
        version: r.version,
        total_adjustments: line(r.result, 'f1040.l10'),
      };
    },
  });

  // ——— Deductions: the medical and charitable amounts are Schedule A's ———
  async function deductionsView(ret: LoadedReturn) {
    const items = await loadItems(app, ret.id);
    const r = compute(ret, items);
    const a = items.find((i) => i.kind === 'schedule_a');
    const charitable = (a?.data.gifts_by_cash as string | null | undefined) ?? null;
    const medical = (a?.data.medical_expenses as string | null | undefined) ?? null;
    const itemized = line(r, 'deductionChoiceWks.itemized');
    const usesItemized = r.forms.includes('scheduleA');
    return {
      charitable_donations: charitable,
      medical_expenses: medical,
      total_deductions: (Number(charitable ?? 0) + Number(medical ?? 0)).toFixed(2),
      standard_deduction: line(r, 'stdDeductionWks.total'),
      itemized_deductions: itemized,
      deduction_used: usesItemized ? 'itemized' : 'standard',
      line_12: line(r, 'f1040.l12'),
      schedule_a_id: a?.id ?? null,
      version: ret.version,
    };
  }
  app.get(
    '/api/form1040/:id/deductions',
    {
      schema: {
        tags: ['wizard'],
        summary: 'Standard versus itemized, and Schedule A medical and charitable amounts',
        params: idParam,
        response: { 200: wizardStepSchema },
      },
    },
    async (req) => deductionsView(returnOf(req)),
  );
  saveStep(app, {
    path: 'deductions',
    summary: "Saves the medical and charitable amounts on the return's Schedule A",
    body: deductionsSchema,
    async handler(req, ret) {
      const u = currentUser(req);
      const expected = expectedVersion(req, req.body);
      if (expected !== undefined && expected !== ret.version) throw conflict(STALE);
      const items = await loadItems(app, ret.id, 'schedule_a');
      const first = items[0];
      const patch = {
        gifts_by_cash: req.body.charitable_donations,
        medical_expenses: req.body.medical_expenses,
      };
      if (first) await updateItem(app, u, ret, first, { ...first.data, ...patch }, undefined);
      else await createItem(app, u, ret, 'schedule_a', { form1040_id: ret.id, ...patch });
      return { message: 'Deductions saved. Next: taxes.', ...(await deductionsView(ret)) };
    },
  });
};
