/**
 * Double counting (issue 22, item 13): the Income step lists the documents' amounts each entry is
 * added to; a document with the same payer and amounts as one on the return is saved with a
 * warning; a CSV import reports rows already on the return or repeated in the file, and skips them
 * when asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { F8949_DUPLICATES_MSG } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { INTEREST, singleReturn as newSingleReturn, W2 } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const singleReturn = () => newSingleReturn(t);

const FIRST_BANK = { ...INTEREST, box1_interest_income: '1250' };
const TWIN_WARNING =
  'This 1099-INT has the same payer (First Bank) and amounts as one already on this return. ' +
  'Saved twice, its amounts are counted twice.';

describe('Income step', () => {
  it('lists the 1099-INT interest that line 2b adds the typed amount to', async () => {
    const { id, api } = await singleReturn();
    expect((await api.post(`/api/form1040/${id}/1099int`, FIRST_BANK)).statusCode).toBe(201);
    const before = (await api.get(`/api/form1040/${id}/income`)).json();
    expect(before.from_documents).toEqual([
      {
        field: 'taxable_interest',
        line: '2b',
        form: '1099-INT',
        payer: 'First Bank',
        boxes: 'box 1 + box 3',
        amount: '1250.00',
      },
    ]);
    expect(before.computed.line_2b).toBe('1250.00');
    // A typed amount is interest not on any form, added to the 1099-INT's: 1,250 + 1,250 = 2,500.
    const saved = await api.put(`/api/form1040/${id}/income`, {
      taxable_interest: '1250',
      version: before.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().computed.line_2b).toBe('2500.00');
    expect(saved.json().warnings).toEqual([
      '$1,250.00 is already counted on line 2b (From 1099-INT: First Bank). Typed here too, it would be counted twice.',
    ]);
    // An amount no document gives: no warning.
    const other = await api.put(`/api/form1040/${id}/income`, { taxable_interest: '40' });
    expect(other.json().warnings).toEqual([]);
    expect(saved.json().from_documents).toHaveLength(1);
  });
});

describe('duplicate documents', () => {
  it('saves a second 1099-INT with the same payer and amounts, with a warning', async () => {
    const { id, api } = await singleReturn();
    const first = await api.post(`/api/form1040/${id}/1099int`, FIRST_BANK);
    expect(first.statusCode).toBe(201);
    expect(first.json().warnings).toBeUndefined();
    // Same payer and amount, written differently: still the same form.
    const twin = await api.post('/api/1099int', {
      ...FIRST_BANK,
      form1040_id: id,
      payer_name: ' first bank ',
      box1_interest_income: '1,250.00',
    });
    expect(twin.statusCode).toBe(201);
    expect(twin.json().warnings).toEqual([TWIN_WARNING]);
    expect((await api.get(`/api/form1040/${id}/1099int`)).json()).toHaveLength(2);
    // Another amount is another form.
    const other = await api.post(`/api/form1040/${id}/1099int`, {
      ...FIRST_BANK,
      box1_interest_income: '80',
    });
    expect(other.json().warnings).toBeUndefined();
  });

  it('warns on a W-2 entered twice', async () => {
    const { id, api } = await singleReturn();
    expect((await api.post('/api/w2/add', { ...W2, form1040_id: id })).json().warnings).toBeUndefined();
    const again = await api.post('/api/w2/add', { ...W2, form1040_id: id });
    expect(again.statusCode).toBe(201);
    expect(again.json().warnings).toEqual([
      'This W-2 has the same payer (Acme Corp) and amounts as one already on this return. ' +
        'Saved twice, its amounts are counted twice.',
    ]);
  });
});

describe('Form 8949 CSV import', () => {
  const HEADER = 'Description,Date Acquired,Date Sold,Proceeds,Cost Basis,Box';
  const XYZ = '100 sh XYZ,01/10/2024,06/10/2024,"$10,000.00","16,000",A';
  const ABC = '10 sh ABC,2020-03-01,2024-03-02,5000,4000,D';
  const file = (...rows: string[]) => [HEADER, ...rows].join('\n');

  it('reports a re-imported file as already on the return and skips it when asked', async () => {
    const { id, api } = await singleReturn();
    const url = `/api/form1040/${id}/f8949/import`;
    const first = await api.post(url, { csv: file(XYZ, ABC) });
    expect(first.json()).toMatchObject({ duplicates: { on_return: [], in_file: [] }, warnings: [] });
    expect((await api.post(url, { csv: file(XYZ, ABC), save: true })).statusCode).toBe(201);

    // The same sales again, amounts written another way: both rows are already on the return.
    const again = file('100 sh xyz,2024-01-10,2024-06-10,10000,16000.00,a', ABC);
    const preview = await api.post(url, { csv: again });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().duplicates).toEqual({ on_return: [0, 1], in_file: [] });
    expect(preview.json().warnings).toEqual([F8949_DUPLICATES_MSG.onReturn(2)]);
    expect(preview.json().warnings).toEqual([
      '2 rows are already on this return (same box, description, dates and amounts).',
    ]);

    const skipped = await api.post(url, { csv: again, save: true, duplicates: 'skip' });
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json()).toMatchObject({
      message: '0 Form 8949 rows imported. 2 duplicate rows were skipped.',
      skipped: 2,
    });
    expect((await api.get(`/api/form1040/${id}/f8949`)).json()).toHaveLength(2);
  });

  it('reports rows repeated within a file; without a choice it saves them as before, with the warnings', async () => {
    const { id, api } = await singleReturn();
    const url = `/api/form1040/${id}/f8949/import`;
    expect((await api.post(url, { csv: file(ABC), save: true })).statusCode).toBe(201);
    const csv = file(XYZ, ABC, XYZ, XYZ);
    const preview = (await api.post(url, { csv })).json();
    expect(preview.duplicates).toEqual({ on_return: [1], in_file: [2, 3] });
    expect(preview.warnings).toEqual([
      '1 row is already on this return (same box, description, dates and amounts).',
      '2 rows repeat an earlier row of this file.',
    ]);
    // Keeping them is the filer's call (two identical lots can be sold the same day).
    const kept = await api.post(url, { csv, save: true, duplicates: 'keep' });
    expect(kept.statusCode).toBe(201);
    expect(kept.json().message).toBe(
      '4 Form 8949 rows imported. 1 row is already on this return (same box, description, dates and amounts). ' +
        '2 rows repeat an earlier row of this file.',
    );
    expect((await api.get(`/api/form1040/${id}/f8949`)).json()).toHaveLength(5);

    const skipped = await api.post(url, {
      csv: file(XYZ, 'New Co,2024-02-01,2024-03-01,10,5,A'),
      save: true,
      duplicates: 'skip',
    });
    expect(skipped.statusCode).toBe(201);
    expect(skipped.json().message).toBe('1 Form 8949 row imported. 1 duplicate row was skipped.');
  });

  it('refuses an unknown duplicates choice with a message', async () => {
    const { id, api } = await singleReturn();
    const r = await api.post(`/api/form1040/${id}/f8949/import`, {
      csv: file(XYZ),
      save: true,
      duplicates: 'maybe',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe(F8949_DUPLICATES_MSG.keepOrSkip);
  });
});
