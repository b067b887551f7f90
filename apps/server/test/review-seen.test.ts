/**
 * Issue 24, Review: "changes since you last reviewed" count from the filer's last "I've reviewed
 * these figures" (or signature), and marking the figures reviewed leaves a signature current.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_SEEN_MSG } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { call, completeSingleReturn, filer } from './helpers/returns';
import { signReturn } from './helpers/signature';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Change = { key: string; before: string; after: string };
const reviewOf = async (api: ReturnType<typeof call>, id: number) =>
  (await api.get(`/api/form1040/${id}/review`)).json<{
    changes: Change[];
    last_reviewed_at: string | null;
    signature: { current: boolean };
  }>();

describe('marking the figures reviewed', () => {
  it('changes are counted from the last review, and a signature stays current', async () => {
    const me = await filer(t);
    const { id, api } = await completeSingleReturn(t, me.auth);
    await signReturn(api, id);
    const marked = await api.put(`/api/form1040/${id}/reviewed`, {});
    expect(marked.statusCode).toBe(200);
    expect(marked.json().message).toBe(REVIEW_SEEN_MSG);
    let r = await reviewOf(api, id);
    expect(r.last_reviewed_at).toBe(marked.json().last_reviewed_at);
    expect(r.changes).toEqual([]);
    expect(r.signature.current).toBe(true);

    // Wages 52,000 → 60,000: line 1a moves (and the signature is no longer the return's).
    const w2 = (await api.get(`/api/w2/list/${id}`)).json<{ id: number; version: number }[]>()[0]!;
    const up = await api.put(`/api/w2/edit/${w2.id}`, {
      form1040_id: id,
      employer_name: 'Acme Corp',
      employer_ein: '12-3456789',
      employee_ssn: '123456789',
      wages: '60000',
      federal_income_tax: '5000',
      version: w2.version,
    });
    expect(up.statusCode, up.body).toBe(200);
    r = await reviewOf(api, id);
    expect(r.changes).toContainEqual(
      expect.objectContaining({ key: 'f1040.l1a', before: '52000.00', after: '60000.00' }),
    );
    expect(r.signature.current).toBe(false);

    // Reviewed again: nothing has changed since.
    expect((await api.put(`/api/form1040/${id}/reviewed`, {})).statusCode).toBe(200);
    expect((await reviewOf(api, id)).changes).toEqual([]);
  });

  it('is the owner’s: another filer gets 404', async () => {
    const me = await filer(t);
    const { id } = await completeSingleReturn(t, me.auth);
    const other = call(t, (await filer(t)).auth);
    expect((await other.put(`/api/form1040/${id}/reviewed`, {})).statusCode).toBe(404);
  });
});
