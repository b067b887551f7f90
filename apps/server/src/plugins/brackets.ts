import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  amountCents,
  BRACKET_MSG,
  BRACKET_STATUS_LABELS,
  BRACKET_STATUSES,
  bracketListQuerySchema,
  bracketSchema,
  calculationSchema,
  calculatorQuerySchema,
  recordId,
  taxBracketSchema,
  trimRate,
  type BracketBody,
  type BracketStatus,
  type Calculation,
  type TaxBracket,
} from '@taxprep/contracts';
import { divRound, federalParams, Money, scheduleTax, taxOnIncome, TAX_YEARS } from '@taxprep/tax-engine';
import { taxBrackets } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { conflict, HttpError, notFound } from '../lib/errors';
import { audit } from '../services/returns/access';
import { BRACKET_ENGINE_STATUS, seedBracketYears } from '../services/bracket-years';
import { currentUser, requireApprovedPreparer, requireUser } from './session';
import { errorResponses } from './errors';

/** The spec's status names and the engine's. */
const ENGINE_STATUS = BRACKET_ENGINE_STATUS;

type Row = typeof taxBrackets.$inferSelect;

/** Amounts as "1234.50" and rates without trailing zeros, whatever scale the column kept. */
function toBracket(r: Row): TaxBracket {
  const money = (v: string) => Money.of(v).toString();
  return {
    id: r.id,
    tax_year: r.taxYear,
    filing_status: r.filingStatus,
    income_min: money(r.incomeMin),
    income_max: r.incomeMax === null ? null : money(r.incomeMax),
    rate: trimRate(r.rate),
    base_tax: money(r.baseTax),
  };
}

function toColumns(b: BracketBody) {
  return {
    taxYear: b.tax_year,
    filingStatus: b.filing_status,
    incomeMin: b.income_min!,
    incomeMax: b.income_max,
    rate: b.rate,
    baseTax: b.base_tax!,
  };
}

/** The status's order in the spec, for a stable listing. */
const statusOrder = sql`array_position(array[${sql.join(
  BRACKET_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)}]::text[], ${taxBrackets.filingStatus})`;

async function schedule(app: FastifyInstance, year: number, status: BracketStatus): Promise<TaxBracket[]> {
  const rows = await app.db
    .select()
    .from(taxBrackets)
    .where(and(eq(taxBrackets.taxYear, year), eq(taxBrackets.filingStatus, status)))
    .orderBy(asc(taxBrackets.incomeMin));
  return rows.map(toBracket);
}

/**
 * The bracket holding `income`, in the rate schedules' words "over income_min but not over
 * income_max" (income 0 falls in the bracket starting at 0). Where edited rows overlap, the one
 * starting highest wins, so the answer never depends on row order.
 */
export function findBracket(brackets: TaxBracket[], income: string): TaxBracket | undefined {
  const c = amountCents(income);
  return [...brackets]
    .reverse()
    .find(
      (b) =>
        (c > amountCents(b.income_min) || (c === 0n && amountCents(b.income_min) === 0n)) &&
        (b.income_max === null || c <= amountCents(b.income_max)),
    );
}

const fmt = (m: Money) => `$${m.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** The estimate from the bracket table, beside what a Form 1040 itself would compute (the engine's). */
export function calculate(
  year: number,
  status: BracketStatus,
  income: string,
  brackets: TaxBracket[],
): Omit<Calculation, 'message'> {
  const bracket = findBracket(brackets, income);
  if (!bracket) {
    // Only an edited table can leave a gap; the answer names it rather than guessing a rate.
    const message = `No tax bracket covers this income (${BRACKET_STATUS_LABELS[status]}, ${year}).`;
    throw new HttpError(404, message, { issues: [{ path: 'income', message }] });
  }
  const taxable = Money.of(income);
  const estimated = Money.of(bracket.base_tax).plus(
    taxable.minus(Money.of(bracket.income_min)).times(bracket.rate),
  );
  const q = taxable.cents === 0n ? 0n : divRound(estimated.cents * 10_000n, taxable.cents);
  const effective = `${q / 10_000n}.${(q % 10_000n).toString().padStart(4, '0')}`;

  const params = federalParams(year);
  const limit = fmt(Money.dollars(params.tax.tableLimit)).replace(/\.00$/, '');
  const engineStatus = ENGINE_STATUS[status];
  const usesTable = taxable.lt(Money.dollars(params.tax.tableLimit));
  const returnTax = taxOnIncome(taxable, engineStatus, params);
  const official = scheduleTax(taxable, engineStatus, params);
  const matches = official.eq(estimated);
  const how = usesTable
    ? `Below ${limit} a Form 1040 takes its tax from the IRS Tax Table, which taxes the middle of each $25 or $50 row and rounds to whole dollars: ${fmt(returnTax)} for this income.`
    : `At ${limit} or more a Form 1040 uses the Tax Computation Worksheet (the rate schedules, rounded to whole dollars): ${fmt(returnTax)} for this income.`;
  const edited = matches
    ? ''
    : ` The bracket table behind this estimate differs from the official ${year} rate schedules (${fmt(official)}); returns always use the official figures.`;
  return {
    year,
    status,
    income: taxable.toString(),
    estimated_tax: estimated.toString(),
    rate: effective,
    base_tax: bracket.base_tax,
    marginal_rate: bracket.rate,
    bracket,
    brackets,
    return_method: usesTable ? 'tax_table' : 'tax_computation_worksheet',
    return_tax: returnTax.toString(),
    matches_official_schedule: matches,
    note: how + edited,
  };
}

/**
 * The tax bracket calculator (every signed-in user) and the bracket table's editor (approved
 * preparers and administrators; every change audited). The table feeds the calculator only.
 */
export const bracketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onReady', () => seedBracketYears(app));
  // Spec 002's calculator calls the doubled /api/api path; both answer the same.
  for (const url of ['/api/calculate-tax', '/api/api/calculate-tax']) {
    app.get(
      url,
      {
        onRequest: requireUser,
        schema: {
          tags: ['calculator'],
          summary: 'Estimated tax from the bracket table, with the Form 1040 method and figure beside it',
          querystring: calculatorQuerySchema,
          response: { 200: calculationSchema, ...errorResponses },
        },
      },
      async (req) => {
        const { year, status, income } = req.query;
        if (!TAX_YEARS.includes(year))
          throw new HttpError(400, BRACKET_MSG.selectYear, {
            issues: [{ path: 'year', message: BRACKET_MSG.selectYear }],
          });
        const brackets = await schedule(app, year, status);
        return { message: BRACKET_MSG.calcDone, ...calculate(year, status, income, brackets) };
      },
    );
  }

  app.get(
    '/api/admin/tax-brackets',
    {
      onRequest: requireApprovedPreparer,
      schema: {
        tags: ['admin'],
        summary: 'The bracket table, by year (newest first), filing status and income',
        querystring: bracketListQuerySchema,
        response: { 200: z.array(taxBracketSchema), ...errorResponses },
      },
    },
    async (req) => {
      const { year, status } = req.query;
      const rows = await app.db
        .select()
        .from(taxBrackets)
        .where(
          and(
            year === undefined ? undefined : eq(taxBrackets.taxYear, year),
            status === undefined ? undefined : eq(taxBrackets.filingStatus, status),
          ),
        )
        .orderBy(desc(taxBrackets.taxYear), statusOrder, asc(taxBrackets.incomeMin), asc(taxBrackets.id))
        .limit(10_000);
      return rows.map(toBracket);
    },
  );

  app.post(
    '/api/admin/tax-brackets',
    {
      onRequest: requireApprovedPreparer,
      schema: {
        tags: ['admin'],
        summary: 'Add a bracket (rate as a fraction); audited',
        body: bracketSchema,
        response: {
          201: z.object({ message: z.string(), bracket: taxBracketSchema }),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const actor = currentUser(req);
      let row: Row | undefined;
      try {
        [row] = await app.db
          .insert(taxBrackets)
          .values({ ...toColumns(req.body), updatedBy: actor.id })
          .returning();
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(BRACKET_MSG.duplicate);
        throw err;
      }
      const bracket = toBracket(row!);
      await audit(app, actor, 'tax_bracket.create', `tax_bracket:${bracket.id}`, { after: bracket });
      return reply.code(201).send({ message: BRACKET_MSG.created, bracket });
    },
  );

  app.put(
    '/api/admin/tax-brackets/:id',
    {
      onRequest: requireApprovedPreparer,
      schema: {
        tags: ['admin'],
        summary: 'Change a bracket (every field; rate as a fraction); audited with its former values',
        params: z.object({ id: recordId(BRACKET_MSG.notFound) }),
        body: bracketSchema,
        response: { 200: z.object({ message: z.string(), bracket: taxBracketSchema }), ...errorResponses },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      const [before] = await app.db.select().from(taxBrackets).where(eq(taxBrackets.id, req.params.id));
      if (!before) throw notFound(BRACKET_MSG.notFound);
      let row: Row | undefined;
      try {
        [row] = await app.db
          .update(taxBrackets)
          .set({ ...toColumns(req.body), updatedBy: actor.id, updatedAt: new Date() })
          .where(eq(taxBrackets.id, before.id))
          .returning();
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(BRACKET_MSG.duplicate);
        throw err;
      }
      if (!row) throw notFound(BRACKET_MSG.notFound);
      const bracket = toBracket(row);
      await audit(app, actor, 'tax_bracket.update', `tax_bracket:${bracket.id}`, {
        before: toBracket(before),
        after: bracket,
      });
      return { message: BRACKET_MSG.updated, bracket };
    },
  );
};
