/**
 * The calculator's bracket table for every year the engine computes: 2024's rows came from migration
 * 0008 (the Rev. Proc. 2023-34 rate schedules); the rows derived from the parameter set must be the
 * same, and every other year gets its rows at start-up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { TAX_YEARS } from '@taxprep/tax-engine';
import { taxBrackets } from '../src/db/schema';
import { bracketRows } from '../src/services/bracket-years';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const stored = async (year: number) =>
  (
    await t.db.db
      .select()
      .from(taxBrackets)
      .where(eq(taxBrackets.taxYear, year))
      .orderBy(asc(taxBrackets.filingStatus), asc(taxBrackets.incomeMin))
  ).map((r) => [
    r.filingStatus,
    Number(r.incomeMin),
    r.incomeMax === null ? null : Number(r.incomeMax),
    Number(r.rate),
    Number(r.baseTax),
  ]);

describe('the bracket table by year', () => {
  it('derives 2024 exactly as migration 0008 wrote it (e.g. single 24%: from 100,525, base 17,168.50)', async () => {
    const derived = bracketRows(2024)
      .map((r) => [
        r.filingStatus,
        Number(r.incomeMin),
        r.incomeMax == null ? null : Number(r.incomeMax),
        Number(r.rate),
        Number(r.baseTax),
      ])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])) || Number(a[1]) - Number(b[1]));
    expect(derived).toEqual(await stored(2024));
    expect(derived).toContainEqual(['single', 100525, 191950, 0.24, 17168.5]);
  });

  it('has every year the engine computes, seven brackets per filing status', async () => {
    for (const year of TAX_YEARS) expect((await stored(year)).length, String(year)).toBe(35);
  });
});
