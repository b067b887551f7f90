/**
 * Every kind of the document registry appears everywhere the server names kinds (issue 23, item 2):
 * the schedules answer, All forms' type filter and amount, the e-file checks and the engine input.
 * Each is derived from the registry; these tests read the real answers, one record of every kind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ENGINE_KINDS,
  fieldsOf,
  LISTED_KINDS,
  REGISTRY,
  type AdminFormsPage,
  type DocumentDef,
} from '@taxprep/contracts';
import type { Return } from '@taxprep/tax-engine';
import { createTestApp, type TestApp } from './helpers/app';
import { signInAdmin } from './helpers/accounts';
import { call, singleReturn, type Auth } from './helpers/returns';
import { metaFor } from './documents/fixtures';
import { returnItems } from '../src/db/schema';
import { toEngineInput, type ItemRow } from '../src/services/returns/engine-input';
import type { ReturnData } from '../src/services/returns/sections';
import type { EngineResult } from '../src/services/documents/engine';
import { checkDocuments } from '../src/services/documents/efile-docs';
import { LIST_AMOUNT_FIELDS, listAmountBody, syncListAmount } from '../src/db/list-amount';

// A TIN no check accepts: not an EIN (prefix 00) nor an SSN (area 000).
const BAD_TIN = '000000000';
/** One stored record of a kind: its payer, its list amount, bad TINs wherever the kind has them. */
const recordOf = (def: DocumentDef): Record<string, unknown> => ({
  ...(fieldsOf(def).some((f) => f.name === 'payer_name') ? { payer_name: `Payer of ${def.kind}` } : {}),
  ...(def.listAmount ? { [def.listAmount]: '123.45' } : {}),
  ...(def.efile ? { payer_tin: BAD_TIN, [def.efile.recipientTin]: BAD_TIN } : {}),
});
const items: ItemRow[] = REGISTRY.map((def, n) => ({
  id: n + 1,
  kind: def.kind,
  data: recordOf(def),
  version: 1,
}));

let t: TestApp;
let admin: Auth;
let filer: Auth;
let formId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAdmin(t)).auth;
  const r = await singleReturn(t);
  filer = r.auth;
  formId = r.id;
  await t.db.db
    .insert(returnItems)
    .values(REGISTRY.map((def) => ({ form1040Id: formId, kind: def.kind, data: recordOf(def) })));
});
afterAll(async () => {
  await t.close();
});

describe('the document registry reaches every list of kinds', () => {
  it('the schedules answer carries every listed kind, and only those', async () => {
    const r = await call(t, filer).get(`/api/form1040/${formId}/schedules`);
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json<Record<string, unknown[]>>();
    expect(Object.keys(body).sort()).toEqual(LISTED_KINDS.map((k) => k.key).sort());
    for (const def of REGISTRY.filter((d) => d.listing))
      expect(body[def.schedulesKey ?? def.kind], def.kind).toHaveLength(1);
  });

  it('All forms filters by every kind and shows its list amount', async () => {
    for (const def of REGISTRY) {
      const r = await call(t, admin).get(`/api/admin/forms?type=${def.kind}`);
      expect(r.statusCode, `${def.kind}: ${r.body}`).toBe(200);
      const page = r.json<AdminFormsPage>();
      expect(
        page.items.map((i) => [i.type, i.form1040_id, i.amount]),
        def.kind,
      ).toEqual([[def.kind, formId, def.listAmount ? '123.45' : null]]);
    }
  });

  it("All forms' amount function is the registry's, re-derived at start when it is not", async () => {
    const body = async () =>
      (
        (await t.db.db.execute(
          sql`select prosrc from pg_proc where proname = 'form_list_doc_amount'`,
        )) as unknown as { rows: { prosrc: string }[] }
      ).rows[0]?.prosrc;
    expect(await body()).toBe(listAmountBody());
    // A database whose function predates Form 8949's amount (and whose rows were listed by it)
    // gets the registry's function and the amount back.
    const older = LIST_AMOUNT_FIELDS.filter((f) => f !== 'proceeds');
    await t.db.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION form_list_doc_amount(d jsonb) RETURNS numeric LANGUAGE sql
        IMMUTABLE AS $$${listAmountBody(older)}$$`),
    );
    await t.db.db.execute(sql`update form_list set amount = null where type = 'f8949'`);
    await syncListAmount(t.db.db);
    expect(await body()).toBe(listAmountBody());
    const page = (await call(t, admin).get('/api/admin/forms?type=f8949')).json<AdminFormsPage>();
    expect(page.items.map((i) => i.amount)).toEqual(['123.45']);
  });

  it('maps every kind to the engine input', () => {
    const input = toEngineInput({} as ReturnData, items, 2024) as unknown as Record<string, unknown>;
    for (const def of ENGINE_KINDS) expect(input[def.engine], def.kind).toBeDefined();
  });

  it('e-file checks the TINs of every kind that carries a payer or recipient TIN', () => {
    const withTins = REGISTRY.filter((d) =>
      fieldsOf(d).some((f) => ['payer_tin', 'recipient_tin', 'recipient_ssn'].includes(f.name)),
    ).map((d) => d.kind);
    expect(REGISTRY.filter((d) => d.efile).map((d) => d.kind)).toEqual(withTins);

    const input = toEngineInput({} as ReturnData, items, 2024);
    const result = { forms: [], lines: new Map() } as unknown as EngineResult;
    const codes = checkDocuments(input as Return, result, metaFor()).map((e) => e.code);
    for (const def of REGISTRY) {
      if (!def.efile) continue;
      expect(codes, def.kind).toContain(`${def.efile.prefix}-505-01`);
      if (def.efile.payerTin) expect(codes, def.kind).toContain(`${def.efile.prefix}-502-02`);
    }
  });
});
