/**
 * Issue 26: a whole return as one file. Export → import gives a new return with the same figures to
 * the cent; a changed, newer, older or broken file is refused with a message and creates nothing;
 * secrets travel only when asked; another user's return cannot be exported.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, MSG, RETURN_FILE_MSG, type ReturnFile } from '@taxprep/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { BUSINESS, call, filer, jointReturn, NEC, newReturn } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Api = ReturnType<typeof call>;

/** Married filing jointly, a dependent, a W-2, a Schedule C with a linked 1099-NEC, two sales. */
async function richReturn(api: Api, auth: Parameters<typeof newReturn>[1]) {
  const id = await jointReturn(t, auth);
  const ok = (r: { statusCode: number; body: string }) => expect(r.statusCode, r.body).toBeLessThan(300);
  ok(
    await api.post(`/api/form1040/${id}/dependents`, {
      first_name: 'Kim',
      last_name: 'Doe',
      ssn: '111223344',
      relationship: 'daughter',
      date_of_birth: '2015-04-01',
      months_lived_with: 12,
    }),
  );
  ok(
    await api.post('/api/w2/add', {
      form1040_id: id,
      employer_name: 'Acme',
      employee_ssn: '123456789',
      wages: '61000',
      federal_income_tax: '5200',
    }),
  );
  const sc = await api.post('/api/schedule_c', { form1040_id: id, ...BUSINESS, owner: 'spouse' });
  ok(sc);
  ok(
    await api.post('/api/1099-nec', {
      ...NEC,
      schedule_c_id: sc.json<{ id: number }>().id,
      owner: 'spouse',
      box1_nonemployee_comp: '12000',
    }),
  );
  for (const [d, proceeds] of [
    ['2024-03-01', '5000'],
    ['2024-09-15', '2500.55'],
  ])
    ok(
      await api.post(`/api/form1040/${id}/f8949`, {
        box: 'A',
        description: 'XYZ shares',
        date_acquired: '2024-01-10',
        date_sold: d,
        proceeds,
        cost: '3000',
      }),
    );
  return id;
}

const summaryOf = async (api: Api, id: number) => {
  const s = (await api.get(`/api/form1040/${id}/summary`)).json<{
    lines: { key: string; value: string }[];
  }>();
  return Object.fromEntries(s.lines.map((l) => [l.key, l.value]));
};
const withChecksum = (f: Omit<ReturnFile, 'checksum'> & { checksum?: string }): ReturnFile => {
  const { checksum: _c, ...rest } = f;
  return { ...rest, checksum: createHash('sha256').update(canonicalJson(rest)).digest('hex') };
};
const returnCount = async (api: Api) => (await api.get('/api/dashboard')).json<{ total: number }>().total;

describe('a return file', () => {
  it('round trip: another filer imports the file and gets a new return with the same figures to the cent', async () => {
    const a = await filer(t);
    const apiA = call(t, a.auth);
    const id = await richReturn(apiA, a.auth);
    const before = await summaryOf(apiA, id);
    // The return really has its parts: Schedule SE on the spouse from the linked 1099-NEC, two sales.
    expect(Number(before['scheduleSE#spouse.l12'])).toBeGreaterThan(0);
    // Box A sales with basis reported go on Schedule D line 1a, in whole dollars: 5,000 + 2,501 (2,500.55).
    expect(before['scheduleD.l1a_d']).toBe('7501.00');

    const exp = await apiA.get(`/api/form1040/${id}/export?secrets=true`);
    expect(exp.statusCode).toBe(200);
    expect(exp.headers['content-disposition']).toContain(`TaxReturn_2024_Doe_${id}.taxprep.json`);
    const file = exp.json<ReturnFile>();
    expect(file).toMatchObject({
      format: 'taxprep-return',
      version: 1,
      tax_year: 2024,
      includes_secrets: true,
    });

    // The same filer already has a 2024 return: an import is a new return, and one per year holds.
    const twice = await apiA.post('/api/form1040/import', file);
    expect(twice.statusCode).toBe(409);

    const b = await filer(t);
    const apiB = call(t, b.auth);
    const imp = await apiB.post('/api/form1040/import', file);
    expect(imp.statusCode, imp.body).toBe(201);
    expect(imp.json()).toMatchObject({ message: RETURN_FILE_MSG.imported });
    const newId = imp.json<{ id: number }>().id;
    expect(newId).not.toBe(id);
    expect(await summaryOf(apiB, newId)).toEqual(before);
    // The 1099-NEC points at the new Schedule C, not the old one.
    const scs = (await apiB.get(`/api/form1040/${newId}/schedule_c`)).json<{ id: number }[]>();
    const necs = (await apiB.get(`/api/1099-nec/by-schedule/${scs[0]!.id}`)).json<unknown[]>();
    expect(necs).toHaveLength(1);
    // The list columns are computed for the new return.
    const row = (await apiB.get('/api/dashboard')).json<{
      form1040_list: { id: number; total_tax: string }[];
    }>().form1040_list[0]!;
    expect(row.id).toBe(newId);
    expect(row.total_tax).toBe(before['f1040.l24']);
    // The original is untouched and still A's only.
    expect(await returnCount(apiA)).toBe(1);
    expect((await apiB.get(`/api/form1040/${id}/export`)).statusCode).toBe(404);
  });

  it('without secrets: no SSN, birth date or bank number is in the file', async () => {
    const a = await filer(t);
    const api = call(t, a.auth);
    const id = await richReturn(api, a.auth);
    const text = (await api.get(`/api/form1040/${id}/export`)).body;
    for (const secret of ['123456789', '987654321', '111223344', '1980-01-01', '2015-04-01'])
      expect(text).not.toContain(secret);
    const file = JSON.parse(text) as ReturnFile;
    expect(file.includes_secrets).toBe(false);
    const b = await filer(t);
    // Still a file that imports: the documents' other rules hold, their blank secrets are left to fill in.
    const r0 = await call(t, b.auth).post('/api/form1040/import', file);
    expect(r0.statusCode, r0.body).toBe(201);
  });

  it('a file changed after export, a newer or older version, a broken document or an unknown kind is refused and creates nothing', async () => {
    const a = await filer(t);
    const api = call(t, a.auth);
    const id = await richReturn(api, a.auth);
    const file = (await api.get(`/api/form1040/${id}/export?secrets=true`)).json<ReturnFile>();
    const b = await filer(t);
    const apiB = call(t, b.auth);
    const w2 = file.items.findIndex((i) => i.kind === 'w2');

    const tampered = structuredClone(file);
    tampered.items[w2]!.data.wages = '1.00';
    const cases: [unknown, string][] = [
      [tampered, RETURN_FILE_MSG.tampered],
      [withChecksum({ ...file, version: 2 }), RETURN_FILE_MSG.newer(2)],
      [withChecksum({ ...file, version: 0 }), RETURN_FILE_MSG.older(0)],
      [
        withChecksum({
          ...file,
          items: file.items.map((it, i) => (i === w2 ? { ...it, data: { ...it.data, wages: 'lots' } } : it)),
        }),
        'Document',
      ],
      [
        withChecksum({ ...file, items: [...file.items, { id: 999_999, kind: 'crypto_wallet', data: {} }] }),
        RETURN_FILE_MSG.unknownKind('crypto_wallet'),
      ],
      [withChecksum({ ...file, tax_year: 2019 }), 'Tax year 2019 is not available'],
      [null, MSG.bodyNotObject],
      [[], MSG.bodyNotObject],
      [{ ...file, format: 'turbotax' }, RETURN_FILE_MSG.notAFile],
    ];
    for (const [body, message] of cases) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/form1040/import',
        headers: { ...b.auth, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json<{ error: string }>().error).toContain(message);
    }
    expect(await returnCount(apiB)).toBe(0);
  });

  it('needs a session before the body is read, and a filer cannot export another filer’s return', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/form1040/import',
      headers: { 'content-type': 'application/json' },
      payload: '{"format":',
    });
    expect(r.statusCode).toBe(401);
    const a = await filer(t);
    const id = await newReturn(t, a.auth);
    const b = await filer(t);
    const other = await call(t, b.auth).get(`/api/form1040/${id}/export?secrets=true`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('taxprep-return');
  });
});
