/**
 * The calculator's bracket table has a year's rows from that year's rate schedules: migration 0008
 * wrote 2024's; every other year the engine computes is written from its parameter set when the
 * table has none of its rows (an administrator's edits of a year are never replaced).
 */
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { federalParams, Money, TAX_YEARS, type FilingStatus } from '@taxprep/tax-engine';
import { taxBrackets } from '../db/schema';

type BracketStatus = (typeof taxBrackets.$inferInsert)['filingStatus'];
export const BRACKET_ENGINE_STATUS: Record<BracketStatus, FilingStatus> = {
  single: 'single',
  married_joint: 'mfj',
  married_separate: 'mfs',
  head_of_household: 'hoh',
  surviving_spouse: 'qss',
};

/** A year's rows: each bracket's start, end, rate and the tax on its start (the rate schedule's columns). */
export function bracketRows(year: number): (typeof taxBrackets.$inferInsert)[] {
  const schedule = federalParams(year).tax.brackets;
  const rows: (typeof taxBrackets.$inferInsert)[] = [];
  for (const [status, engine] of Object.entries(BRACKET_ENGINE_STATUS) as [BracketStatus, FilingStatus][]) {
    let start = Money.ZERO;
    let base = Money.ZERO;
    for (const [upper, rate] of schedule[engine]) {
      const end = upper === null ? null : Money.dollars(upper);
      rows.push({
        taxYear: year,
        filingStatus: status,
        incomeMin: start.toString(),
        incomeMax: end?.toString() ?? null,
        rate,
        baseTax: base.toString(),
      });
      if (end === null) break;
      base = base.plus(end.minus(start).times(rate));
      start = end;
    }
  }
  return rows;
}

export async function seedBracketYears(app: FastifyInstance): Promise<void> {
  for (const year of TAX_YEARS) {
    const [c] = await app.db.select({ n: count() }).from(taxBrackets).where(eq(taxBrackets.taxYear, year));
    if ((c?.n ?? 0) > 0) continue;
    await app.db.insert(taxBrackets).values(bracketRows(year)).onConflictDoNothing();
  }
}
