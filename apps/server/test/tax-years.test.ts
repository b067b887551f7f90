import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAX_YEAR, TAX_YEAR_MSG } from '@taxprep/contracts';
import { TAX_YEARS } from '@taxprep/tax-engine';
import { ONE_PER_YEAR } from '../src/plugins/returns';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, newReturn } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the tax year of a new return', () => {
  it('no year keeps the default year of spec 000; the return and its list row say so', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const id = await newReturn(t, me.auth);
    expect((await api.get(`/api/form1040/${id}`)).json().tax_year).toBe(TAX_YEAR);
    const list = (await api.get('/api/dashboard')).json();
    expect(list.form1040_list.map((r: { tax_year: number }) => r.tax_year)).toEqual([TAX_YEAR]);
  });

  it('a year the engine has no figures for is refused by name, and nothing is created', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const r = await api.post('/api/form1040', { tax_year: 2019 });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe(TAX_YEAR_MSG.unsupported(2019, TAX_YEARS));
    expect(r.json().error).toContain(String(TAX_YEAR));
    expect((await api.get('/api/dashboard')).json().form1040_list).toEqual([]);
  });

  it('a year that is not a 4-digit whole number gets the product message', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    for (const bad of ['2024', 2024.5, 99999, null]) {
      const r = await api.post('/api/form1040', { tax_year: bad });
      expect(r.statusCode, String(bad)).toBe(400);
      expect(r.body).toContain(TAX_YEAR_MSG.invalid);
    }
  });

  it('a filer has one return per year: the year is listed as taken once started', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const before = (await api.get('/api/tax-years')).json();
    expect(before.default_year).toBe(TAX_YEAR);
    expect(before.years.map((y: { year: number }) => y.year)).toEqual(TAX_YEARS);
    expect(before.years.find((y: { year: number }) => y.year === TAX_YEAR)).toEqual({
      year: TAX_YEAR,
      california: true,
      can_create: true,
      start_from: null,
    });
    await newReturn(t, me.auth, { tax_year: TAX_YEAR });
    const again = await api.post('/api/form1040', { tax_year: TAX_YEAR });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ONE_PER_YEAR);
    const after = (await api.get('/api/tax-years')).json();
    expect(after.years.find((y: { year: number }) => y.year === TAX_YEAR).can_create).toBe(false);
  });

  it('needs a session', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/tax-years' });
    expect(r.statusCode).toBe(401);
  });
});
