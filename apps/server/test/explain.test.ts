import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, newReturn } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/form1040/:id/explain/:key', () => {
  it('names each entered input with its document, box and amount', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const id = await newReturn(t, me.auth);
    await api.put(`/api/form1040/${id}/filing-status`, { filing_status: 'single' });
    for (const [employer_name, wages] of [
      ['Acme Corp', '52345'],
      ['Beta LLC', '1200'],
    ]) {
      await api.post('/api/w2/add', { form1040_id: id, employer_name, wages });
    }
    const r = (await api.get(`/api/form1040/${id}/explain/f1040.l1a`)).json();
    expect(r.value).toBe('53545.00'); // 52,345 + 1,200
    // One input per W-2 read, each naming its document (the keys carry the list index).
    const w2 = r.inputs.filter((i: { key: string }) => i.key.startsWith('input.w2s.'));
    expect(w2.map((i: { key: string }) => i.key)).toEqual(['input.w2s.0.wages', 'input.w2s.1.wages']);
    expect(w2.flatMap((i: { entered: unknown[] }) => i.entered)).toEqual([
      { label: 'W-2 from Acme Corp, box 1', amount: '52345.00' },
      { label: 'W-2 from Beta LLC, box 1', amount: '1200.00' },
    ]);
  });

  it('line 16 names the Tax Table row it came from and line 15 (issue 22 item 21)', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const id = await newReturn(t, me.auth);
    await api.put(`/api/form1040/${id}/filing-status`, { filing_status: 'single' });
    await api.post('/api/w2/add', { form1040_id: id, employer_name: 'Acme Corp', wages: '50000' });
    const r = (await api.get(`/api/form1040/${id}/explain/f1040.l16`)).json();
    // Line 15 = 50,000 − 14,600 = 35,400; Tax Table row 35,400–35,450, Single column:
    // 1,160 + 12% × (35,425 − 11,600) = 4,019.
    expect(r.value).toBe('4019.00');
    expect(r.formula).toBe(
      'Tax on line 15 ($35,400): Tax Table, row "at least $35,400 but less than $35,450", Single column',
    );
    expect(r.inputs).toEqual([expect.objectContaining({ key: 'f1040.l15', value: '35400.00', entered: [] })]);
  });
});
