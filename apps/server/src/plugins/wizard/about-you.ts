import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CREDIT_BAN_KEYS,
  PERSON_FACT_KEYS,
  type PersonFactsOutput,
  personFactsSchema,
  wizardStepSchema,
} from '@taxprep/contracts';
import { errorResponses } from '../errors';
import { creditBans, isJoint, personFacts } from '../../services/returns/eligibility-input';
import type { ReturnData } from '../../services/returns/sections';
import { idParam, line, saved, stepHelpers, withoutVersion, saveStep } from './common';
import { returnOf } from '../return-scope';

/** Each person's answers as the step shows them: the engine's defaults until saved. */
function factsView(data: ReturnData): PersonFactsOutput {
  const out: Record<string, unknown> = {};
  for (const who of ['taxpayer', 'spouse'] as const) {
    const f = personFacts(data, who);
    for (const k of PERSON_FACT_KEYS)
      out[`${who}_${k}`] = f
        ? f[k]
        : k === 'tin_type'
          ? 'ssn'
          : k === 'taxable_disability_income'
            ? null
            : false;
  }
  const bans = creditBans(data);
  for (const k of CREDIT_BAN_KEYS) out[k] = bans[k];
  return out as unknown as PersonFactsOutput;
}

/**
 * "About you": each person's identifying number, student, dependency and disability facts, which
 * decide the earned income credit, the saver's credit and the credit for the elderly or the disabled.
 */
export const aboutYouStep: FastifyPluginAsyncZod = async (app) => {
  const { save } = stepHelpers(app);

  app.get(
    '/api/form1040/:id/about-you',
    {
      schema: {
        tags: ['wizard'],
        summary: 'About you: identifying number type, student, dependency and disability facts',
        params: idParam,
        response: { 200: wizardStepSchema },
      },
    },
    async (req) => {
      const ret = returnOf(req);
      return {
        filing_status: ret.data.filing?.filing_status ?? null,
        joint: isJoint(ret.data),
        ...factsView(ret.data),
        version: ret.version,
      };
    },
  );

  saveStep(app, {
    path: 'about-you',
    summary: 'About you: identifying number type, student, dependency and disability facts',
    body: personFactsSchema,
    response: { 200: saved, ...errorResponses },
    async handler(req, ret) {
      const b = withoutVersion(req.body);
      // The spouse's facts count only on a joint return; otherwise they are the defaults.
      const facts: PersonFactsOutput = isJoint(ret.data)
        ? b
        : {
            ...b,
            spouse_tin_type: 'ssn',
            spouse_full_time_student: false,
            spouse_qualifying_child_of_another: false,
            spouse_retired_on_permanent_disability: false,
            spouse_taxable_disability_income: null,
          };
      const r = await save(req, ret, { ...ret.data, person_facts: facts }, req.body, 'about-you');
      return {
        message: 'About you saved. Next: dependents.',
        version: r.version,
        ...facts,
        earned_income_credit: line(r.result, 'f1040.l27'),
      };
    },
  });
};
