import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adjustmentsSchema,
  creditsSchema,
  deductionsSchema,
  designeeSchema,
  digitalAssetsSchema,
  filingStatusSchema,
  identitySchema,
  incomeSchema,
  isMarried,
  overrideSchema,
  paymentsSchema,
  personalSchema,
  refundIssues,
  refundSchema,
  standardDeductionSchema,
  taxesSchema,
} from '@taxprep/contracts';
import type { Result } from '@taxprep/tax-engine';
import { badRequest, forbidden, HttpError, notFound } from '../lib/errors';
import { isPreparer, loadReturn, type LoadedReturn } from '../services/returns/access';
import {
  compute,
  createItem,
  expectedVersion,
  loadItems,
  saveReturnData,
  updateItem,
} from '../services/returns/store';
import { INCOME_INPUTS } from '../services/returns/engine-input';
import type { ReturnData } from '../services/returns/sections';
import { totals } from '../services/returns/views';
import { currentUser, requireUser } from './session';
import { errorResponses } from './errors';

const idParam = z.object({ id: z.coerce.number().int().positive('Form 1040 not found.') });
const saved = z.object({ message: z.string(), version: z.number() }).passthrough();
const line = (r: Result, key: string) => r.lines.get(key).toString();

/** Strips the concurrency field before the answers are stored. */
function withoutVersion<T extends { version?: number }>(v: T): Omit<T, 'version'> {
  const { version: _v, ...rest } = v;
  return rest;
}

export const wizardRoutes: FastifyPluginAsyncZod = async (app) => {
  async function open(req: FastifyRequest, id: number, action = 'read') {
    return loadReturn(app, currentUser(req), id, action);
  }
  async function save(
    req: FastifyRequest,
    ret: LoadedReturn,
    next: ReturnData,
    body: { version?: number },
    action: string,
  ) {
    return saveReturnData(app, currentUser(req), ret, next, expectedVersion(req, body), action);
  }
  const guarded = { preHandler: requireUser };

  // ——— Basic info ———
  app.put(
    '/api/form1040/:id/personal',
    {
      ...guarded,
      schema: {
        tags: ['wizard'],
        summary: 'Basic info (Personal Info)',
        params: idParam,
        body: personalSchema,
        response: { 200: saved, ...errorResponses },
      },
    },
    async (req) => {
      const ret = await open(req, req.params.id, 'update');
      const r = await save(
        req,
        ret,
        { ...ret.data, personal: withoutVersion(req.body) },
        req.body,
        'personal',
      );
      return { message: 'Basic info saved. Next: filing status.', version: r.version };
    },
  );

  // ——— Filing status and spouse ———
  const filingStatusHandler = async (
    req: FastifyRequest,
    id: number,
    b: z.output<typeof filingStatusSchema>,
  ) => {
    const ret = await open(req, id, 'update');
    const married = isMarried(b.filing_status);
    const filing = {
      filing_status: b.filing_status,
      spouse_first_name: married ? b.spouse_first_name : null,
      spouse_last_name: married ? b.spouse_last_name : null,
      spouse_ssn: married ? b.spouse_ssn : null,
    };
    // Spouse flags mean nothing without a spouse (the standard-deduction step forces them false too).
    const flags =
      ret.data.flags && !married
        ? {
            ...ret.data.flags,
            spouse_claimed_as_dependent: false,
            spouse_over_65: false,
            spouse_blind: false,
          }
        : ret.data.flags;
    const r = await save(req, ret, { ...ret.data, filing, flags }, b, 'filing-status');
    return { message: 'Filing status saved. Next: identity.', version: r.version, ...filing };
  };
  for (const path of ['/api/form1040/:id/filing-status', '/api/form1040/:id/status']) {
    app.put(
      path,
      {
        ...guarded,
        schema: {
          tags: ['wizard'],
          summary: 'Filing status and spouse',
          params: idParam,
          body: filingStatusSchema,
          response: { 200: saved, ...errorResponses },
        },
      },
      async (req) => filingStatusHandler(req, req.params.id, req.body),
    );
  }
  app.get(
    '/api/form1040/:id/filing-status',
    { ...guarded, schema: { tags: ['wizard'], summary: 'Filing status and spouse', params: idParam } },
    async (req) => {
      const ret = await open(req, req.params.id);
      const f = ret.data.filing;
      return {
        filing_status: f?.filing_status ?? null,
        spouse_first_name: f?.spouse_first_name ?? null,
        spouse_last_name: f?.spouse_last_name ?? null,
        spouse_ssn: f?.spouse_ssn ?? null,
        version: ret.version,
      };
    },
  );
  app.delete(
    '/api/form1040/:id/spouse',
    {
      ...guarded,
      schema: {
        tags: ['wizard'],
        summary: 'Remove the spouse',
        params: idParam,
        response: { 200: saved, ...errorResponses },
      },
    },
    async (req) => {
      const ret = await open(req, req.params.id, 'update');
      const filing = {
        filing_status: ret.data.filing?.filing_status ?? 'married filing jointly',
        spouse_first_name: null,
        spouse_last_name: null,
        spouse_ssn: null,
      };
      const r = await save(req, ret, { ...ret.data, filing }, {}, 'spouse.delete');
      return { message: 'Spouse info deleted.', version: r.version };
    },
  );

  // ——— Standard deduction flags ———
  app.put(
    '/api/form1040/:id/standard-deduction',
    {
      ...guarded,
      schema: {
        tags: ['wizard'],
        summary: 'The six standard-deduction flags',
        params: idParam,
        body: standardDeductionSchema,
        response: { 200: saved, ...errorResponses },
      },
    },
    async (req) => {
      const ret = await open(req, req.params.id, 'update');
      const married = isMarried(ret.data.filing?.filing_status ?? 'married filing jointly');
      const b = withoutVersion(req.body);
      const flags = married
        ? b
        : { ...b, spouse_claimed_as_dependent: false, spouse_over_65: false, spouse_blind: false };
      const r = await save(req, ret, { ...ret.data, flags }, req.body, 'standard-deduction');
      return {
        message: 'Standard deduction info saved. Next: dependents.',
        version: r.version,
        ...flags,
        standard_deduction: line(r.result, 'f1040.l12'),
      };
    },
  );

  // ——— Identity (spec 002) ———
  app.get(
    '/api/form1040/:id/identity',
    {
      ...guarded,
      schema: { tags: ['wizard'], summary: 'Identity: birth dates, ID, IP PIN', params: idParam },
    },
    async (req) => {
      const ret = await open(req, req.params.id);
      const i = ret.data.identity ?? {};
      return {
        filing_status: ret.data.filing?.filing_status ?? null,
        ...i,
        date_of_birth: i.dob ?? null,
        taxpayer_dob: i.dob ?? null,
        spouse_date_of_birth: i.spouse_dob ?? null,
        version: ret.version,
      };
    },
  );
  app.put(
    '/api/form1040/:id/identity',
    {
      ...guarded,
      schema: {
        tags: ['wizard'],
        summary: 'Identity: birth dates, ID, IP PIN',
        params: idParam,
        // The screen also sends the birth date as date_of_birth / taxpayer_dob / spouse_date_of_birth.
        body: z.preprocess((raw) => {
          if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
          const o = raw as Record<string, unknown>;
          return {
            ...o,
            dob: o.dob ?? o.date_of_birth ?? o.taxpayer_dob,
            spouse_dob: o.spouse_dob ?? o.spouse_date_of_birth,
          };
        }, identitySchema),
        response: { 200: saved, ...errorResponses },
      },
    },
    async (req) => {
      const ret = await open(req, req.params.id, 'update');
      const b = withoutVersion(req.body);
      const clearId = (p: '' | 'spouse_') =>
        b[`${p}id_type` as 'id_type'] === 'none'
          ? {
              [`${p}id_number`]: null,
              [`${p}id_state`]: null,
              [`${p}id_issue_date`]: null,
              [`${p}id_expiration_date`]: null,
              [`${p}id_no_expire`]: false,
            }
          : b[`${p}id_no_expire` as 'id_no_expire']
            ? { [`${p}id_expiration_date`]: null }
            : {};
      const identity = { ...b, ...clearId(''), ...clearId('spouse_') };
      const r = await save(req, ret, { ...ret.data, identity }, req.body, 'identity');
      return { message: 'Identity info saved.', version: r.version };
    },
  );

  // ——— Digital assets ———
  app.put(
    '/api/form1040/:id/digital-assets',
    {
      ...guarded,
      schema: {
        tags: ['wizard'],
        summary: 'The digital assets question',
        params: idParam,
        body: digitalAssetsSchema,
        response: { 200: saved, ...errorResponses },
      },
    },
    async (req) => {
      const ret = await open(req, req.params.id, 'update');
      const r = await save(
        req,
        ret,
        { ...ret.data, digital_assets: req.body.digital_assets },
        req.body,
        'digital-assets',
      );
      return {
        message: 'Digital assets answer saved. Next: third-party designee.',
        version: r.version,
        digital_assets: req.body.digital_assets,
      };
    },
  );

  // ——— Income ———
  function incomeView(ret: LoadedReturn, r: Result) {
    const i = ret.data.income ?? {};
    const entered = Object.fromEntries(INCOME_INPUTS.map((k) => [k, i[k] ?? null]));
    return {
      ...entered,
      // Lines that come from documents or worksheets, shown read-only.
      wages: line(r, 'f1040.l1a'),
      social_security_benefits: line(r, 'f1040.l6b'),
      computed: {
        line_1a: line(r, 'f1040.l1a'),
        line_1z: line(r, 'f1040.l1z'),
        line_2b: line(r, 'f1040.l2b'),
        line_3b: line(r, 'f1040.l3b'),
        line_4b: line(r, 'f1040.l4b'),
        line_5b: line(r, 'f1040.l5b'),
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
      ...guarded,
      schema: {
        tags: ['wizard'],
        summary: 'Income step: entered amounts and the computed lines 1z and 9',
        params: idParam,
      },
    },
    async (req) => {
      const ret = await open(req, req.params.id);
      return incomeView(ret, compute(ret.data, await loadItems(app, ret.id)));
    },
  );
  app.put(
    '/api/form1040/:id/income',
    {
      ...guarded,
      schema: {
        tags: ['wizard'],
        summary: 'Income step (wages and line 6b are computed and ignored here)',
        params: idParam,
        body: incomeSchema,
      },
    },
    async (req) => {
      const ret = await open(req, req.params.id, 'update');
      const b = req.body as unknown as Record<string, string | null>;
      const income = Object.fromEntries(INCOME_INPUTS.map((k) => [k, b[k] ?? null]));
      const r = await save(req, ret, { ...ret.data, income }, req.body, 'income');
      const next = { ...ret, version: r.version, data: { ...ret.data, income } };
      return { message: 'Income saved. Next: adjustments.', ...incomeView(next, r.result) };
    },
  );

  // ——— Adjustments ———
  app.get(
    '/api/form1040/:id/adjustments',
    { ...guarded, schema: { tags: ['wizard'], summary: 'Adjustments to income', params: idParam } },
    async (req) => {
      const ret = await open(req, req.params.id);
      const r = compute(ret.data, await loadItems(app, ret.id));
      return {
        adjustments_to_income: ret.data.adjustments?.adjustments_to_income ?? null,
        adjustment_description: ret.data.adjustments?.adjustment_description ?? null,
        total_adjustments: line(r, 'f1040.l10'),
        version: ret.version,
      };
    },
  );
  app.put(
    '/api/form1040/:id/adjustments',
    {
      ...guarded,
      schema: {
        tags: ['wizard'],
        summary: 'Adjustments to income',
        params: idParam,
        body: adjustmentsSchema,
        response: { 200: saved, ...errorResponses },
      },
    },
    async (req) => {
      const ret = await open(req, req.params.id, 'update');
      const adjustments = withoutVersion(req.body);
      const r = await save(req, ret, { ...ret.data, adjustments }, req.body, 'adjustments');
      return {
        message: 'Adjustments saved. Next: deductions.',
        version: r.version,
        total_adjustments: line(r.result, 'f1040.l10'),
      };
    },
  );

  // ——— Deductions: the medical and charitable amounts are Schedule A's ———
  async function deductionsView(ret: LoadedReturn) {
    const items = await loadItems(app, ret.id);
    const r = compute(ret.data, items);
    const a = items.find((i) => i.kind === 'schedule_a');
    const charitable = (a?.data.gifts_by_cash as string | null | undefined) ?? null;
    const medical = (a?.data.medical_expenses as string | null | undefined) ?? null;
    const itemized = r.lines.has('scheduleA.l17') ? line(r, 'scheduleA.l17') : '0.00';
    const usesItemized = r.forms.includes('scheduleA');
    return {
      charitable_donations: charitable,
      medical_expenses: medical,
      total_deductions: (Number(charitable ?? 0) + Number(medical ?? 0)).toFixed(2),
      standard_deduction: r.lines.get('f1040.l12').toString(),
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
      ...guarded,
      schema: {
        tags: ['wizard'],
        summary: 'Standard versus itemized, and Schedule A medical and charitable amounts',
        params: idParam,
      },
    },
    async (req) => deductionsView(await open(req, req.params.id)),
  );
  app.put(
    '/api/form1040/:id/deductions',
    {
      ...guarded,
      schema: {
        tags: ['wizard'],
        summary: "Saves the medical and charitable amounts on the return's Schedule A",
        params: idParam,
        body: deductionsSchema,
      },
    },
    async (req) => {
      const u = currentUser(req);
      const ret = await open(req, req.params.id, 'update');
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
  );

  // ——— Taxes, credits, payments: computed lines, read-only unless a preparer overrides them ———
  const TAX_LINES = {
    federal_tax: 'f1040.l16',
    schedule2_line3: 'f1040.l17',
    self_employment_tax: 'f1040.l23',
  } as const;
  const CREDIT_LINES = {
    earned_income_credit: 'f1040.l27',
    child_tax_credit: 'f1040.l19',
    american_opportunity_credit: 'f1040.l29',
  } as const;

  async function linesView(ret: LoadedReturn, map: Record<string, string>) {
    const r = compute(ret.data, await loadItems(app, ret.id));
    const out: Record<string, string> = {};
    for (const [field, key] of Object.entries(map)) out[field] = line(r, key);
    return { r, out };
  }

  /** Values sent for computed lines become overrides only from a preparer who gives a reason. */
  async function applyOverrides(
    req: FastifyRequest,
    ret: LoadedReturn,
    map: Record<string, string>,
    body: Record<string, unknown>,
    reason: string | null | undefined,
  ): Promise<ReturnData['overrides']> {
    const { out } = await linesView(ret, map);
    const overrides = { ...(ret.data.overrides ?? {}) };
    const u = currentUser(req);
    for (const [field, key] of Object.entries(map)) {
      const sent = body[field];
      if (typeof sent !== 'string' || sent === out[field]) continue;
      if (!isPreparer(u)) continue; // A filer's copy of a computed figure is not an input.
      if (!reason) throw badRequest('A reason is required for an override');
      overrides[key] = { value: sent, reason, by: u.id, at: new Date().toISOString() };
    }
    return overrides;
  }

  app.get(
    '/api/form1040/:id/taxes',
    {
      ...guarded,
      schema: { tags: ['wizard'], summary: 'Tax lines 16, 17 and 23 (computed)', params: idParam },
    },
    async (req) => {
      const ret = await open(req, req.params.id);
      const { r, out } = await linesView(ret, TAX_LINES);
      return { ...out, total: line(r, 'f1040.l24'), total_tax: line(r, 'f1040.l24'), version: ret.version };
    },
  );
  app.put(
    '/api/form1040/:id/taxes',
    {
      ...guarded,
      schema: {
        tags: ['wizard'],
        summary: 'Tax lines: preparers may override with a reason',
        params: idParam,
        body: taxesSchema,
      },
    },
    async (req) => {
      const ret = await open(req, req.params.id, 'update');
      const overrides = await applyOverrides(req, ret, TAX_LINES, req.body, req.body.override_reason);
      const r = await save(req, ret, { ...ret.data, overrides }, req.body, 'taxes');
      return {
        message: 'Taxes saved. Next: credits.',
        version: r.version,
        total_tax: line(r.result, 'f1040.l24'),
      };
    },
  );

  app.get(
    '/api/form1040/:id/credits',
    {
      ...guarded,
      schema: {
        tags: ['wizard'],
        summary: 'Credits (computed) and other Schedule 3 credits (entered)',
        params: idParam,
      },
    },
    async (req) => {
      const ret = await open(req, req.params.id);
      const { r, out } = await linesView(ret, CREDIT_LINES);
      return {
        ...out,
        additional_child_tax_credit: line(r, 'f1040.l28'),
        other_schedule_3_amount: ret.data.credits?.other_schedule_3_amount ?? null,
        version: ret.version,
      };
    },
  );
  app.put(
    '/api/form1040/:id/credits',
    {
      ...guarded,
      schema: {
        tags: ['wizard'],
        summary: 'Credits: other Schedule 3 amount, and preparer overrides',
        params: idParam,
        body: creditsSchema,
      },
    },
    async (req) => {
      const ret = await open(req, req.params.id, 'update');
      const overrides = await applyOverrides(req, ret, CREDIT_LINES, req.body, req.body.override_reason);
      const credits = { other_schedule_3_amount: req.body.other_schedule_3_amount };
      const r = await save(req, ret, { ...ret.data, credits, overrides }, req.body, 'credits');
      return { message: 'Credits saved. Next: payments.', version: r.version };
    },
  );

  async function paymentsView(ret: LoadedReturn) {
    const r = compute(ret.data, await loadItems(app, ret.id));
    return {
      w2_withheld: line(r, 'f1040.l25a'),
      form1099_withheld: line(r, 'f1040.l25b'),
      federal_other_tax_withheld: ret.data.payments?.federal_other_tax_withheld ?? null,
      estimated_payments: ret.data.payments?.estimated_payments ?? null,
      earned_income_credit: line(r, 'f1040.l27'),
      additional_child_tax_credit: line(r, 'f1040.l28'),
      american_opportunity_credit: line(r, 'f1040.l29'),
      other_schedule_3_amount: line(r, 'f1040.l31'),
      total_payments: line(r, 'f1040.l33'),
      total: line(r, 'f1040.l33'),
      version: ret.version,
    };
  }
  app.get(
    '/api/form1040/:id/payments',
    {
      ...guarded,
      schema: {
        tags: ['wizard'],
        summary: 'Payments: withholding (computed), 25c and estimated payments (entered), refundable credits',
        params: idParam,
      },
    },
    async (req) => paymentsView(await open(req, req.params.id)),
  );
  app.put(
    '/api/form1040/:id/payments',
    {
      ...guarded,
      schema: {
        tags: ['wizard'],
        summary: 'Payments: saves line 25c and line 26',
        params: idParam,
        body: paymentsSchema,
      },
    },
    async (req) => {
      const ret = await open(req, req.params.id, 'update');
      const payments = {
        federal_other_tax_withheld: req.body.federal_other_tax_withheld,
        estimated_payments: req.body.estimated_payments,
      };
      const r = await save(req, ret, { ...ret.data, payments }, req.body, 'payments');
      return {
        message: 'Payments saved.',
        ...(await paymentsView({ ...ret, version: r.version, data: { ...ret.data, payments } })),
      };
    },
  );

  // ——— Refund and bank ———
  async function refundView(ret: LoadedReturn) {
    const r = compute(ret.data, await loadItems(app, ret.id));
    const f = ret.data.refund;
    return {
      refund_amount: line(r, 'f1040.l34'),
      refund_applied_to_estimated_tax: f?.refund_applied_to_estimated_tax ?? null,
      refund_requested: line(r, 'f1040.l35a'),
      refund_routing_number: f?.refund_routing_number ?? null,
      refund_account_number: f?.refund_account_number ?? null,
      refund_account_type: f?.refund_account_type ?? null,
      form_8888_attached: f?.form_8888_attached ?? false,
      amount_owed: line(r, 'f1040.l37'),
      version: ret.version,
    };
  }
  app.get(
    '/api/form1040/:id/refund',
    {
      ...guarded,
      schema: {
        tags: ['wizard'],
        summary: 'Refund (line 34), applied to 2025 (36), requested (35a), bank account',
        params: idParam,
      },
    },
    async (req) => refundView(await open(req, req.params.id)),
  );
  app.post(
    '/api/form1040/:id/refund',
    {
      ...guarded,
      schema: {
        tags: ['wizard'],
        summary: 'Saves the refund choices; the rules depend on the computed overpayment',
        params: idParam,
        body: refundSchema,
      },
    },
    async (req) => {
      const ret = await open(req, req.params.id, 'update');
      const r0 = compute(ret.data, await loadItems(app, ret.id));
      const b = withoutVersion(req.body);
      const issues = refundIssues(b, line(r0, 'f1040.l34'));
      if (issues.length) throw new HttpError(400, issues[0]!.message, { issues });
      const r = await save(req, ret, { ...ret.data, refund: b }, req.body, 'refund');
      return {
        message: 'Refund information saved.',
        ...(await refundView({ ...ret, version: r.version, data: { ...ret.data, refund: b } })),
      };
    },
  );

  // ——— Third-party designee ———
  app.get(
    '/api/form1040/:id/third-party',
    { ...guarded, schema: { tags: ['wizard'], summary: 'Third-party designee', params: idParam } },
    async (req) => {
      const ret = await open(req, req.params.id);
      const d = ret.data.designee;
      return {
        third_party_designee: d?.third_party_designee ?? false,
        designee_name: d?.designee_name ?? null,
        designee_phone: d?.designee_phone ?? null,
        designee_pin: d?.designee_pin ?? null,
        version: ret.version,
      };
    },
  );
  app.post(
    '/api/form1040/:id/third-party',
    {
      ...guarded,
      schema: {
        tags: ['wizard'],
        summary: 'Third-party designee',
        params: idParam,
        body: designeeSchema,
        response: { 200: saved, ...errorResponses },
      },
    },
    async (req) => {
      const ret = await open(req, req.params.id, 'update');
      const designee = withoutVersion(req.body);
      const r = await save(req, ret, { ...ret.data, designee }, req.body, 'third-party');
      return { message: 'Third-party designee saved. Next: summary.', version: r.version };
    },
  );

  // ——— Preparer overrides ———
  app.put(
    '/api/form1040/:id/overrides',
    {
      ...guarded,
      schema: {
        tags: ['wizard'],
        summary: 'Override a computed line with a reason (preparers)',
        params: idParam,
        body: overrideSchema.extend({ version: z.number().int().optional() }),
        response: { 200: saved, ...errorResponses },
      },
    },
    async (req) => {
      const u = currentUser(req);
      if (!isPreparer(u)) throw forbidden('Only a preparer can override a computed line.');
      const ret = await open(req, req.params.id, 'override');
      const probe = compute(ret.data, await loadItems(app, ret.id));
      if (!probe.lines.has(req.body.key)) throw notFound('That line is not part of this return.');
      const overrides = {
        ...(ret.data.overrides ?? {}),
        [req.body.key]: {
          value: req.body.value!,
          reason: req.body.reason,
          by: u.id,
          at: new Date().toISOString(),
        },
      };
      const r = await save(req, ret, { ...ret.data, overrides }, req.body, 'override');
      return { message: 'Override saved.', version: r.version, ...totals(r.result) };
    },
  );
  app.delete(
    '/api/form1040/:id/overrides/:key',
    {
      ...guarded,
      schema: {
        tags: ['wizard'],
        summary: 'Remove an override',
        params: z.object({ id: z.coerce.number().int().positive(), key: z.string().max(80) }),
        response: { 200: saved, ...errorResponses },
      },
    },
    async (req) => {
      const u = currentUser(req);
      if (!isPreparer(u)) throw forbidden('Only a preparer can change overrides.');
      const ret = await loadReturn(app, u, req.params.id, 'override');
      const overrides = { ...(ret.data.overrides ?? {}) };
      if (!overrides[req.params.key]) throw notFound('No override on that line.');
      delete overrides[req.params.key];
      const r = await save(req, ret, { ...ret.data, overrides }, {}, 'override.delete');
      return { message: 'Override removed.', version: r.version };
    },
  );
};
