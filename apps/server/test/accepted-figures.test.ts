/**
 * Issue 22 item 10: an accepted return shows what the IRS accepted. After acceptance a 1040-X
 * makes the return writable again; its new figures are answered beside the accepted ones
 * (`amended` in the lists, the top-level figures of the summary), never in their place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app';
import { completeSingleReturn, filer, INTEREST } from './helpers/returns';
import { submissions } from '../src/db/schema';
import { signAndSubmit } from './helpers/signature';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Accepted (returns.test.ts): wages 52,000 − standard deduction 14,600 = 37,400 taxable; Tax Table
// 37,400–37,450 single: 4,259; 5,000 withheld − 4,259 = 741 refund.
const ACCEPTED = {
  taxable_income: '37400.00',
  total_tax: '4259.00',
  total_payments: '5000.00',
  refund_amount: '741.00',
  amount_owed: '0.00',
  refundOrOwed: '741.00',
};
// Amended with 1,000 of interest: taxable 38,400; Tax Table 38,400–38,450: 1,160 + 12% × (38,425 −
// 11,600) = 4,379; 5,000 − 4,379 = 621 refund.
const AMENDED = {
  taxable_income: '38400.00',
  total_tax: '4379.00',
  total_payments: '5000.00',
  refund_amount: '621.00',
  amount_owed: '0.00',
  refundOrOwed: '621.00',
};

type Row = Record<string, unknown> & { id: number; amended: unknown };

describe('an accepted return amended afterwards', () => {
  it('keeps the accepted figures in the lists and the summary, the 1040-X figures labelled beside', async () => {
    const me = await filer(t);
    const { id, api } = await completeSingleReturn(t, me.auth);
    expect((await signAndSubmit(api, id)).json()).toMatchObject({ status: 'Accepted' });
    const row = async () =>
      (await api.get('/api/dashboard'))
        .json<{ form1040_list: Row[] }>()
        .form1040_list.find((r) => r.id === id)!;

    expect(await row()).toMatchObject({ status: 'Accepted', ...ACCEPTED, amended: null });
    const before = (await api.get(`/api/form1040/${id}/summary`)).json();
    expect(before.accepted).toMatchObject({ ...ACCEPTED, refund_requested: '741.00' });
    expect(before.refund).toBe('741.00');

    expect((await api.post('/api/form1040x', { form1040_id: id, tax_year: 2024 })).statusCode).toBe(201);
    expect((await api.post(`/api/form1040/${id}/1099int`, INTEREST)).statusCode).toBe(201);

    // The dashboard and the returns list: accepted columns, the amended return under `amended`.
    expect(await row()).toMatchObject({
      status: 'Accepted',
      ...ACCEPTED,
      federal_tax_owed: '4259.00',
      refund: '741.00',
      amended: AMENDED,
    });
    const list = (await api.get('/api/form1040/list')).json<{ forms: Row[] }>().forms;
    expect(list.find((r) => r.id === id)).toMatchObject({ ...ACCEPTED, amended: AMENDED });

    // The summary is the computed return (now amended) and says what was accepted.
    const after = (await api.get(`/api/form1040/${id}/summary`)).json();
    expect(after).toMatchObject({ status: 'Accepted', refund: '621.00', taxable_income: '38400.00' });
    expect(after.accepted).toMatchObject({ ...ACCEPTED, refund_requested: '741.00' });

    // A submission kept before the totals were recorded: they come from its 1040-X column A.
    const [sub] = await t.db.db.select().from(submissions).where(eq(submissions.form1040Id, id));
    const {
      taxable_income: _t,
      total_tax: _x,
      total_payments: _p,
      refund_requested: _r,
      ...old
    } = sub!.figures as Record<string, string>;
    await t.db.db.update(submissions).set({ figures: old }).where(eq(submissions.id, sub!.id));
    expect(await row()).toMatchObject({ ...ACCEPTED, amended: AMENDED });
  });

  it('a return that is not accepted shows its figures as they are, with nothing amended', async () => {
    const me = await filer(t);
    const { id, api } = await completeSingleReturn(t, me.auth);
    const row = (await api.get('/api/dashboard')).json<{ form1040_list: Row[] }>().form1040_list;
    expect(row.find((r) => r.id === id)).toMatchObject({ status: 'Pending', ...ACCEPTED, amended: null });
    expect((await api.get(`/api/form1040/${id}/summary`)).json().accepted).toBeNull();
  });
});
