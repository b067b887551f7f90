/**
 * The tax bracket calculator and the administrators' bracket table (spec 002 sections 2, 3, 5, 7):
 * the request schemas with the spec's messages, shared by the browser forms and the server.
 * Amounts travel as exact decimal text ("1160.00"), rates as fractions ("0.22").
 */
import { z } from 'zod';
import { MONEY_MSG, normalizeAmount } from './money';

export const BRACKET_STATUSES = [
  'single',
  'married_joint',
  'married_separate',
  'head_of_household',
  'surviving_spouse',
] as const;
export type BracketStatus = (typeof BRACKET_STATUSES)[number];
export const BRACKET_STATUS_LABELS: Record<BracketStatus, string> = {
  single: 'Single',
  married_joint: 'Married filing jointly',
  married_separate: 'Married filing separately',
  head_of_household: 'Head of household',
  surviving_spouse: 'Qualifying surviving spouse',
};

/**
 * The editor keeps any year in the spec's range; the calculator takes the years the engine computes
 * (checked by the server against its parameter sets: contracts do not import engine values).
 */
export const BRACKET_YEARS = { min: 2018, max: 2100 } as const;

export const BRACKET_MSG = {
  selectYear: 'Select a year',
  selectStatus: 'Select a filing status',
  income: 'Income must be 0 or more',
  calcFailed: 'Calculation failed.',
  calcDone: 'Calculation complete.',
  loadFailed: 'Failed to load tax brackets.',
  saveFailed: 'Failed to save bracket.',
  created: 'Bracket created.',
  updated: 'Bracket updated.',
  unauthorized: 'Unauthorized.',
  year: 'Enter a valid year (2018–2100)',
  status: 'Choose a valid status',
  min: 'Min must be 0 or more',
  max: 'Max must be 0 or more',
  maxBelowMin: 'Max must be ≥ Min',
  rate: 'Rate must be 0–100%',
  ratePlaces: 'Rate may have at most 4 decimals (as a percent)',
  baseTax: 'Base tax must be 0 or more',
  notFound: 'Bracket not found.',
  duplicate: 'A bracket with this year, filing status and Min already exists.',
} as const;

/**
 * A non-negative amount as canonical text. `negative` is said for a minus (and for a blank when
 * the amount is required); malformed text gets the general money message.
 */
function amount(negative: string, optional: boolean) {
  return z
    .union([z.string(), z.number(), z.null()], { message: negative })
    .optional()
    .transform((v, ctx): string | null => {
      const n = normalizeAmount(v);
      if (n === null && optional) return null;
      const message = n === undefined && !/^\s*-/.test(String(v)) ? MONEY_MSG.invalid : negative;
      if (n === undefined || n === null || n.startsWith('-')) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });
}

/** Cents of a canonical non-negative amount ("1234.50" → 123450n), for exact comparisons. */
export function amountCents(v: string): bigint {
  const [whole = '0', frac = ''] = v.split('.');
  return BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
}

/** "0.220000" → "0.22", "1.0" → "1": a rate without trailing zeros. */
export function trimRate(v: string): string {
  return v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v;
}

/** Shifts a decimal text two places left: "22.5" (percent) → "0.225" (fraction); exact, no floats. */
export function percentToFraction(percent: string): string {
  const [whole = '0', frac = ''] = percent.trim().split('.');
  const digits = (whole.replace(/^0+(?=\d)/, '') || '0').padStart(3, '0');
  const joined = `${digits.slice(0, -2)}.${digits.slice(-2)}${frac}`;
  return trimRate(joined.replace(/^0+(?=\d)/, ''));
}

/** Shifts two places right: "0.225" → "22.5". */
export function fractionToPercent(fraction: string): string {
  const [whole = '0', frac = ''] = fraction.trim().split('.');
  const f = frac.padEnd(2, '0');
  const out = `${whole}${f.slice(0, 2)}.${f.slice(2)}`;
  return trimRate(out.replace(/^0+(?=\d)/, ''));
}

const RATE_RE = /^\d{1,3}(\.\d+)?$/;

/** A fraction 0–1 with at most 6 decimals (4 as a percent) as canonical text, or the message why not. */
function checkFraction(s: string): { ok: string } | { error: string } {
  if (!RATE_RE.test(s)) return { error: BRACKET_MSG.rate };
  const [whole = '0', frac = ''] = s.split('.');
  if (BigInt(whole) > 1n || (BigInt(whole) === 1n && /[1-9]/.test(frac))) return { error: BRACKET_MSG.rate };
  if (trimRate(`0.${frac}`).length > 8) return { error: BRACKET_MSG.ratePlaces };
  return { ok: trimRate(s.replace(/^0+(?=\d)/, '')) };
}

/** The rate as the API takes it: a fraction, as number or text. */
const rateFraction = z.union([z.string(), z.number()], { message: BRACKET_MSG.rate }).transform((v, ctx) => {
  const r = checkFraction(typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim());
  if ('ok' in r) return r.ok;
  ctx.addIssue({ code: 'custom', message: r.error });
  return z.NEVER;
});

/** The percent the editor's field holds ("22.5"), turned into the fraction the API takes. */
const ratePercent = z.union([z.string(), z.number()], { message: BRACKET_MSG.rate }).transform((v, ctx) => {
  const s = String(v).trim();
  const r = RATE_RE.test(s) ? checkFraction(percentToFraction(s)) : { error: BRACKET_MSG.rate };
  if ('ok' in r) return r.ok;
  ctx.addIssue({ code: 'custom', message: r.error });
  return z.NEVER;
});

const taxYear = z.union([z.number(), z.string()], { message: BRACKET_MSG.year }).transform((v, ctx) => {
  const n = typeof v === 'number' ? v : /^\s*\d{4}\s*$/.test(v) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < BRACKET_YEARS.min || n > BRACKET_YEARS.max) {
    ctx.addIssue({ code: 'custom', message: BRACKET_MSG.year });
    return z.NEVER;
  }
  return n;
});

const bracketFields = {
  tax_year: taxYear,
  // Text in (the form starts blank), one of the five out.
  filing_status: z
    .string({ message: BRACKET_MSG.status })
    .pipe(z.enum(BRACKET_STATUSES, { message: BRACKET_MSG.status })),
  income_min: amount(BRACKET_MSG.min, false),
  income_max: amount(BRACKET_MSG.max, true),
  base_tax: amount(BRACKET_MSG.baseTax, false),
};

/** 'Max must be ≥ Min', checked whenever both amounts are valid, even while other fields are not. */
const maxNotBelowMin = {
  path: ['income_max'],
  message: BRACKET_MSG.maxBelowMin,
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((i) => i.path?.[0] === 'income_min' || i.path?.[0] === 'income_max'),
};
function maxAtLeastMin(b: { income_min: string | null; income_max: string | null }): boolean {
  return (
    b.income_min === null || b.income_max === null || amountCents(b.income_max) >= amountCents(b.income_min)
  );
}

/** POST /admin/tax-brackets and PUT /admin/tax-brackets/{id}: rate as a fraction. */
export const bracketSchema = z
  .object({ ...bracketFields, rate: rateFraction })
  .refine(maxAtLeastMin, maxNotBelowMin);
export type BracketBody = z.output<typeof bracketSchema>;

/** The editor's row: the same fields with the rate typed in percent; its output is the API body. */
export const bracketFormSchema = z
  .object({ ...bracketFields, rate: ratePercent })
  .refine(maxAtLeastMin, maxNotBelowMin);

export const taxBracketSchema = z.object({
  id: z.number(),
  tax_year: z.number(),
  filing_status: z.enum(BRACKET_STATUSES),
  income_min: z.string(),
  income_max: z.string().nullable(),
  rate: z.string(),
  base_tax: z.string(),
});
export type TaxBracket = z.infer<typeof taxBracketSchema>;

export const bracketListQuerySchema = z.object({
  year: taxYear.optional(),
  status: z.enum(BRACKET_STATUSES, { message: BRACKET_MSG.status }).optional(),
});

// ——— Calculator ———

/** GET /calculate-tax?year&status&income, and the calculator form (all text there). */
export const calculatorQuerySchema = z.object({
  year: z
    .union([z.string(), z.number()], { message: BRACKET_MSG.selectYear })
    .optional()
    .transform((v, ctx) => {
      const n = Number(typeof v === 'string' ? v.trim() || 'x' : v);
      if (!Number.isInteger(n) || n < BRACKET_YEARS.min || n > BRACKET_YEARS.max) {
        ctx.addIssue({ code: 'custom', message: BRACKET_MSG.selectYear });
        return z.NEVER;
      }
      return n;
    }),
  status: z
    .string({ message: BRACKET_MSG.selectStatus })
    .optional()
    .transform((v) => v ?? '')
    .pipe(z.enum(BRACKET_STATUSES, { message: BRACKET_MSG.selectStatus })),
  income: amount(BRACKET_MSG.income, false).transform((v) => v ?? '0.00'),
});

export const calculationSchema = z.object({
  message: z.string(),
  year: z.number(),
  status: z.enum(BRACKET_STATUSES),
  income: z.string(),
  /** base_tax + marginal_rate × (income − bracket's income_min), to the cent. */
  estimated_tax: z.string(),
  /** Effective rate: estimated_tax ÷ income, 4 decimals. */
  rate: z.string(),
  base_tax: z.string(),
  marginal_rate: z.string(),
  bracket: taxBracketSchema,
  /** The whole schedule of that year and status, for the chart. */
  brackets: z.array(taxBracketSchema),
  /** How a Form 1040 computes its tax on this income, and that tax (the engine's official figures). */
  return_method: z.enum(['tax_table', 'tax_computation_worksheet']),
  return_tax: z.string(),
  /** True when the bracket table gives the official 2024 rate-schedule tax for this income. */
  matches_official_schedule: z.boolean(),
  note: z.string(),
});
export type Calculation = z.infer<typeof calculationSchema>;
