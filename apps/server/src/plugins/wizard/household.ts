import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deathYearIssue,
  designeeSchema,
  digitalAssetsSchema,
  filingStatusIssuesMessage,
  filingStatusSchema,
  identitySchema,
  isMarried,
  personalSchema,
  standardDeductionSchema,
  wizardStepSchema,
} from '@taxprep/contracts';
import { errorResponses } from '../errors';
import { HttpError } from '../../lib/errors';

import { idParam, line, saved, stepHelpers, withoutVersion, saveStep } from './common';
import { returnOf } from '../return-scope';

/** Basic info, filing status and spouse, standard-deduction flags, identity, digital assets, designee. */
export const householdSteps: FastifyPluginAsyncZod = async (app) => {
  const { save } = stepHelpers(app);

  // ——— Basic info ———
  saveStep(app, {
    path: 'personal',
    summary: 'Basic info (Personal Info)',
    body: personalSchema,
    response: { 200: saved, ...errorResponses },
    async handler(req, ret) {
      const r = await save(
        req,
        ret,
        { ...ret.data, personal: withoutVersion(req.body) },
        req.body,
        'personal',
      );
      return { message: 'Basic info saved. Next: filing status.', version: r.version };
    },
  });

  // ——— Filing status and spouse ———
  saveStep(app, {
    path: ['filing-status', 'status'],
    summary: 'Filing status and spouse',
    body: filingStatusSchema,
    response: { 200: saved, ...errorResponses },
    config: { issuesMessage: filingStatusIssuesMessage },
    async handler(req, ret) {
      const b = req.body;
      const married = isMarried(b.filing_status);
      const separate = b.filing_status === 'married filing separately';
      const filing = {
        filing_status: b.filing_status,
        spouse_first_name: married ? b.spouse_first_name : null,
        spouse_last_name: married ? b.spouse_last_name : null,
        spouse_nra: separate && b.spouse_nra === true,
        spouse_ssn: married && !(separate && b.spouse_nra === true && !b.spouse_ssn) ? b.spouse_ssn : null,
        // The living-apart answers belong to married filing separately only.
        mfs_separated_spouse_rule: separate && b.mfs_separated_spouse_rule,
        mfs_lived_apart_all_year: separate && b.mfs_lived_apart_all_year,
        spouse_itemizes: separate && b.spouse_itemizes === true,
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
    },
  });
  app.get(
    '/api/form1040/:id/filing-status',
    {
      schema: {
        tags: ['wizard'],
        summary: 'Filing status and spouse',
        params: idParam,
        response: { 200: wizardStepSchema },
      },
    },
    async (req) => {
      const ret = returnOf(req);
      const f = ret.data.filing;
      return {
        filing_status: f?.filing_status ?? null,
        spouse_first_name: f?.spouse_first_name ?? null,
        spouse_last_name: f?.spouse_last_name ?? null,
        spouse_ssn: f?.spouse_ssn ?? null,
        mfs_separated_spouse_rule: f?.mfs_separated_spouse_rule === true,
        mfs_lived_apart_all_year: f?.mfs_lived_apart_all_year === true,
        spouse_itemizes: f?.spouse_itemizes === true,
        spouse_nra: f?.spouse_nra === true,
        version: ret.version,
      };
    },
  );
  app.delete(
    '/api/form1040/:id/spouse',
    {
      config: { returnOf: { action: 'update' } },
      schema: {
        tags: ['wizard'],
        summary: 'Remove the spouse',
        params: idParam,
        response: { 200: saved, ...errorResponses },
      },
    },
    async (req) => {
      const ret = returnOf(req);
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
  saveStep(app, {
    path: 'standard-deduction',
    summary: 'The six standard-deduction flags',
    body: standardDeductionSchema,
    response: { 200: saved, ...errorResponses },
    async handler(req, ret) {
      const married = isMarried(ret.data.filing?.filing_status ?? 'married filing jointly');
      const b = withoutVersion(req.body);
      const flags = married
        ? b
        : { ...b, spouse_claimed_as_dependent: false, spouse_over_65: false, spouse_blind: false };
      const r = await save(req, ret, { ...ret.data, flags }, req.body, 'standard-deduction');
      return {
        message: 'Standard deduction info saved. Next: about you.',
        version: r.version,
        ...flags,
        standard_deduction: line(r.result, 'stdDeductionWks.total'),
      };
    },
  });

  // ——— Identity (spec 002) ———
  app.get(
    '/api/form1040/:id/identity',
    {
      schema: {
        tags: ['wizard'],
        summary: 'Identity: birth dates, ID, IP PIN',
        params: idParam,
        response: { 200: wizardStepSchema },
      },
    },
    async (req) => {
      const ret = returnOf(req);
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
  saveStep(app, {
    path: 'identity',
    summary: 'Identity: birth dates, ID, IP PIN',
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
    async handler(req, ret) {
      const b = withoutVersion(req.body);
      const deaths = (['date_of_death', 'spouse_date_of_death'] as const)
        .map((path) => ({ path, message: deathYearIssue(b[path], ret.taxYear, 'filer') }))
        .filter((i): i is { path: (typeof i)['path']; message: string } => i.message !== null);
      if (deaths.length > 0) throw new HttpError(400, deaths[0]!.message, { issues: deaths });
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
  });

  // ——— Digital assets ———
  saveStep(app, {
    path: 'digital-assets',
    summary: 'The digital assets question',
    body: digitalAssetsSchema,
    response: { 200: saved, ...errorResponses },
    async handler(req, ret) {
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
  });

  // ——— Third-party designee ———
  app.get(
    '/api/form1040/:id/third-party',
    {
      schema: {
        tags: ['wizard'],
        summary: 'Third-party designee',
        params: idParam,
        response: { 200: wizardStepSchema },
      },
    },
    async (req) => {
      const ret = returnOf(req);
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
  saveStep(app, {
    path: 'third-party',
    method: 'POST',
    summary: 'Third-party designee',
    body: designeeSchema,
    response: { 200: saved, ...errorResponses },
    async handler(req, ret) {
      const designee = withoutVersion(req.body);
      const r = await save(req, ret, { ...ret.data, designee }, req.body, 'third-party');
      return { message: 'Third-party designee saved. Next: summary.', version: r.version };
    },
  });
};
