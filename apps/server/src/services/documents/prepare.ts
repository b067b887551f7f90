import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { preparerProfiles, users } from '../../db/schema';
import type { LoadedReturn } from '../returns/access';
import { toEngineInput } from '../returns/engine-input';
import { compute, loadItems, overridesOf } from '../returns/store';
import { withComputed, type ReturnMeta } from './meta';
import { signatureIsCurrent } from '../returns/signature';
import { yearDocuments } from './tax-years';

/** The return, its engine input and result, and the facts the documents need beyond them. */
export async function prepare(app: FastifyInstance, ret: LoadedReturn) {
  const { input, meta, items } = await prepareInput(app, ret);
  const result = compute(ret, items);
  return { input, result, meta: withComputed(meta, result), items };
}

/**
 * What a PDF or XML job takes (off-thread.ts): the engine input, its overrides and the facts beyond it,
 * without computing the return here; the worker computes it. The overrides' `computed` is empty.
 */
export async function prepareReturnJob(app: FastifyInstance, ret: LoadedReturn) {
  const { input, meta, items } = await prepareInput(app, ret);
  return { job: { input, overrides: overridesOf(ret.data), meta }, items };
}

async function prepareInput(app: FastifyInstance, ret: LoadedReturn) {
  // Refused here, on the request's thread, with its message (the worker's errors are not the user's).
  yearDocuments(ret.taxYear);
  const items = await loadItems(app, ret.id);
  const input = toEngineInput(ret.data, items, ret.taxYear);
  let preparer: ReturnMeta['preparer'] = null;
  if (ret.preparedBy) {
    const [p] = await app.db
      .select({ profile: preparerProfiles, username: users.username })
      .from(preparerProfiles)
      .innerJoin(users, eq(users.id, preparerProfiles.userId))
      .where(eq(preparerProfiles.userId, ret.preparedBy))
      .limit(1);
    if (p) {
      preparer = {
        name: p.username,
        // MeF and the paper form both show the PTIN with its leading P.
        ptin: `P${p.profile.ptin}`,
        selfEmployed: p.profile.selfEmployed,
        firmName: p.profile.firmName,
        firmEin: p.profile.firmEin,
        firmAddress: p.profile.firmAddress,
        phone: p.profile.phone,
      };
    }
  }
  const d = ret.data;
  const [owner] = await app.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, ret.userId))
    .limit(1);
  const meta: ReturnMeta = {
    returnId: ret.id,
    taxYear: ret.taxYear,
    address: d.personal
      ? {
          street: d.personal.address,
          city: d.personal.city,
          state: d.personal.state,
          zip: d.personal.zip_code,
        }
      : null,
    email: owner?.email ?? null,
    presidentialFund: { taxpayer: d.personal?.presidential_fund ?? false, spouse: false },
    spouseNra: d.filing?.filing_status === 'married filing separately' && d.filing.spouse_nra === true,
    ipPin: {
      taxpayer: (d.identity?.ip_pin as string | null | undefined) ?? null,
      spouse: (d.identity?.spouse_ip_pin as string | null | undefined) ?? null,
    },
    designee:
      d.designee?.third_party_designee && d.designee.designee_name
        ? {
            name: d.designee.designee_name,
            phone: d.designee.designee_phone ?? '',
            pin: d.designee.designee_pin ?? '',
          }
        : null,
    bank:
      d.refund?.refund_routing_number && d.refund.refund_account_number && d.refund.refund_account_type
        ? {
            routing: d.refund.refund_routing_number,
            account: d.refund.refund_account_number,
            type: d.refund.refund_account_type,
          }
        : null,
    preparer,
    signature: signatureIsCurrent(d.signature, ret, items)
      ? {
          byEro: d.signature!.preparer_ptin !== null,
          primaryPin: d.signature!.primary_pin,
          spousePin: d.signature!.spouse_pin,
          date: d.signature!.signed_on,
          primaryPriorYearAgi: d.signature!.primary_prior_year_agi,
          primaryPriorYearPin: d.signature!.primary_prior_year_pin,
          spousePriorYearAgi: d.signature!.spouse_prior_year_agi,
          spousePriorYearPin: d.signature!.spouse_prior_year_pin,
        }
      : null,
    overrides: Object.entries(d.overrides ?? {}).map(([key, o]) => ({
      key,
      value: o.value,
      reason: o.reason,
      computed: '',
    })),
    generatedAt: ret.updatedAt,
  };
  return { input, meta, items };
}
