/**
 * Form 2441, child and dependent care expenses: the entries live in the return's data (`f2441`),
 * each provider's TIN encrypted at rest; the qualifying persons are chosen from the return's own
 * dependents. GET answers the entries (TINs masked), the dependents and the computed credit.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  F2441_MSG,
  f2441Schema,
  f2441ViewSchema,
  MASKED_TIN,
  sumAmounts,
  TAX_YEAR,
  type F2441View,
} from '@taxprep/contracts';
import { HttpError } from '../../lib/errors';
import { maskTail } from '../../lib/crypto';
import type { LoadedReturn } from '../../services/returns/access';
import type { ItemRow } from '../../services/returns/engine-input';
import { compute, loadItems } from '../../services/returns/store';
import type { ReturnData } from '../../services/returns/sections';
import { errorResponses } from '../errors';
import { returnOf } from '../return-scope';
import { idParam, line, saveStep, stepHelpers, withoutVersion } from './common';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Age at the end of the tax year from a birth date (YYYY-MM-DD): only the year matters on Dec 31. */
function under13(dob: unknown): boolean {
  const year = Number(str(dob).slice(0, 4));
  return Number.isInteger(year) && year > 0 && TAX_YEAR - year < 13;
}

function dependentsOf(items: ItemRow[]): F2441View['dependents'] {
  return items
    .filter((i) => i.kind === 'dependent')
    .map((i) => ({
      id: i.id,
      name: [str(i.data.first_name), str(i.data.last_name)].filter(Boolean).join(' ') || `Dependent ${i.id}`,
      under_13: under13(i.data.date_of_birth),
      disabled: i.data.permanently_disabled === true,
    }));
}

export const f2441Step: FastifyPluginAsyncZod = async (app) => {
  const { save } = stepHelpers(app);

  async function view(ret: LoadedReturn): Promise<F2441View> {
    const items = await loadItems(app, ret.id);
    const r = compute(ret, items);
    const f = ret.data.f2441;
    const status = ret.data.filing?.filing_status;
    return {
      providers: (f?.providers ?? []).map((p) => ({
        name: p.name,
        address: p.address,
        tin: maskTail(p.tin),
        tax_exempt: p.tax_exempt,
        tin_unavailable: p.tin_unavailable ?? null,
        // Entries saved before the question was asked answer "no".
        household_employee: p.household_employee ?? false,
        amount_paid: p.amount_paid,
      })),
      persons: f?.persons ?? [],
      employer_benefits: f?.employer_benefits ?? null,
      carryover_from_2023: f?.carryover_from_2023 ?? null,
      forfeited_or_carried_forward: f?.forfeited_or_carried_forward ?? null,
      benefits_from_own_business: f?.benefits_from_own_business ?? null,
      plan_maximum: f?.plan_maximum ?? null,
      expenses_incurred: f?.expenses_incurred ?? null,
      student_or_disabled_months: f?.student_or_disabled_months ?? null,
      student_or_disabled: f?.student_or_disabled ?? null,
      student_or_disabled_earned: f?.student_or_disabled_earned ?? null,
      combat_pay_election_taxpayer: f?.combat_pay_election_taxpayer ?? false,
      combat_pay_election_spouse: f?.combat_pay_election_spouse ?? false,
      dependents: dependentsOf(items),
      married: status === 'married filing jointly' || status === 'married filing separately',
      w2_benefits: sumAmounts(
        items.filter((i) => i.kind === 'w2').map((i) => str(i.data.dependent_care_benefits) || '0'),
      ),
      computed: {
        qualified_expenses: line(r, 'f2441.l3'),
        credit: line(r, 'f2441.l11'),
        taxable_benefits: line(r, 'f2441.l26'),
      },
      version: ret.version,
    };
  }

  app.get(
    '/api/form1040/:id/f2441',
    {
      schema: {
        tags: ['wizard'],
        summary: 'Form 2441: care providers, qualifying persons, dependent care benefits, and the credit',
        params: idParam,
        response: { 200: f2441ViewSchema, ...errorResponses },
      },
    },
    async (req) => view(returnOf(req)),
  );

  saveStep(app, {
    path: 'f2441',
    summary: 'Saves Form 2441 (child and dependent care expenses)',
    body: f2441Schema,
    response: { 200: f2441ViewSchema.extend({ message: z.string() }), ...errorResponses },
    async handler(req, ret) {
      const b = withoutVersion(req.body);
      const deps = new Set((await loadItems(app, ret.id, 'dependent')).map((d) => d.id));
      const bad = b.persons.findIndex((p) => !deps.has(p.dependent_id));
      if (bad >= 0)
        throw new HttpError(400, F2441_MSG.person, {
          issues: [{ path: `persons.${bad}.dependent_id`, message: F2441_MSG.person }],
        });
      // A TIN sent masked (as GET answers it) keeps the stored one of the same provider row.
      const stored = ret.data.f2441?.providers ?? [];
      const providers = b.providers.map((p, i) => {
        if (!p.tin || !MASKED_TIN.test(p.tin)) return p;
        const old = stored[i]?.tin;
        if (!old || old.slice(-4) !== p.tin.slice(-4))
          throw new HttpError(400, F2441_MSG.tin, {
            issues: [{ path: `providers.${i}.tin`, message: F2441_MSG.tin }],
          });
        return { ...p, tin: old };
      });
      const data: ReturnData = { ...ret.data, f2441: { ...b, providers } };
      const r = await save(req, ret, data, req.body, 'f2441');
      return {
        message: 'Child and dependent care saved.',
        ...(await view({ ...ret, version: r.version, data })),
      };
    },
  });
};
