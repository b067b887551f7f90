/**
 * Issue 22 item 9, the server's side of the Taxes step: an override without a reason is refused,
 * and the step saved afterwards with the version the override returned (echoing the overridden
 * line as the screen does) is accepted and keeps the override.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { call, completeSingleReturn, filer, preparer } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a preparer overrides line 17 on the Taxes step', () => {
  it('needs a reason, then the step saves with the version the override returned', async () => {
    const { id } = await completeSingleReturn(t, (await filer(t)).auth);
    const api = call(t, (await preparer(t)).auth);
    const taxes = (await api.get(`/api/form1040/${id}/taxes`)).json();
    expect(taxes.schedule2_line3).toBe('0.00');

    const noReason = await api.put(`/api/form1040/${id}/overrides`, {
      key: 'f1040.l17',
      value: '150',
      version: taxes.version,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe('A reason is required for an override');

    const saved = await api.put(`/api/form1040/${id}/overrides`, {
      key: 'f1040.l17',
      value: '150',
      reason: 'Household employment taxes from Schedule H',
      version: taxes.version,
    });
    expect(saved.statusCode).toBe(200);
    const version = saved.json<{ version: number }>().version;
    expect(version).toBeGreaterThan(taxes.version);

    const after = (await api.get(`/api/form1040/${id}/taxes`)).json();
    expect(after).toMatchObject({ schedule2_line3: '150.00', version });
    const step = await api.put(`/api/form1040/${id}/taxes`, {
      federal_tax: after.federal_tax,
      schedule2_line3: after.schedule2_line3,
      self_employment_tax: after.self_employment_tax,
      version,
    });
    expect(step.statusCode, step.body).toBe(200);
    expect(step.json().message).toBe('Taxes saved. Next: credits.');
    const summary = (await api.get(`/api/form1040/${id}/summary`)).json();
    expect(summary.overrides).toEqual([
      expect.objectContaining({ key: 'f1040.l17', value: '150.00', computed: '0.00' }),
    ]);
  });
});
