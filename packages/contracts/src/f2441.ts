/**
 * Form 2441, child and dependent care expenses: the screen's entries (care providers, qualifying
 * persons chosen from the return's dependents with each one's expenses, dependent care benefits,
 * a student or disabled spouse, combat pay elections). The provider's TIN is a secret.
 */
import { z } from 'zod';
import { MAX_ID } from './constants';
import { money } from './money';
import { boundedText, optBool, version } from './schema-parts';

export const F2441_MSG = {
  providerName: 'Enter the care provider’s name.',
  providerAddress: 'Enter the care provider’s address.',
  tin: 'Enter the provider’s SSN or EIN as 9 digits, check “Tax-exempt organization”, or say why you could not get the number.',
  tinUnavailable: 'Choose why you could not get the provider’s number, or leave it blank.',
  tooLong: (what: string, max: number) => `${what}: at most ${max} characters.`,
  tooManyProviders: 'You can enter at most 20 care providers.',
  tooManyPersons: 'You can enter at most 20 qualifying persons.',
  person: 'Choose one of your dependents.',
  samePerson: 'Each dependent can be listed only once.',
  months: 'Enter a whole number of months from 0 to 12.',
  who: 'Choose you or your spouse.',
  invalid: 'Check the Form 2441 entries.',
  amount: 'Enter an amount of 0 or more (up to 2 decimals).',
} as const;

const amount = () => money({ message: F2441_MSG.amount, invalid: F2441_MSG.amount, capped: true });

const text = (what: string, max: number, message: string) =>
  z
    .union([z.string(), z.null()], { message })
    .optional()
    .transform((v) => (v == null ? '' : v.trim()))
    .pipe(z.string().min(1, message).max(max, F2441_MSG.tooLong(what, max)));

/** How GET shows a stored TIN: its last 4 digits. */
export const MASKED_TIN = /^\*{5}\d{4}$/;

/** The TIN as typed, without spaces or dashes; checked with the provider (a tax-exempt one needs none). */
const tinField = z
  .union([boundedText(40, F2441_MSG.tin), z.null()], { message: F2441_MSG.tin })
  .optional()
  .transform((v) => (v ?? '').replace(/[\s-]/g, '') || null);
const tinOk = (t: string | null) => t !== null && (/^\d{9}$/.test(t) || MASKED_TIN.test(t));

/**
 * Instructions for Form 2441, "Due diligence": a filer who could not get a provider's TIN (the
 * provider refused, or moved and cannot be found) still takes the credit by writing "See Attached
 * Statement" in column (c) and explaining on a statement.
 */
export const TIN_UNAVAILABLE_OPTIONS = [
  { value: 'provider_refused', label: 'They refused to give it' },
  { value: 'provider_not_found', label: 'They moved; I can’t find them' },
] as const;
export type TinUnavailable = (typeof TIN_UNAVAILABLE_OPTIONS)[number]['value'];
const tinUnavailable = z
  .union([z.enum(['provider_refused', 'provider_not_found']), z.literal(''), z.null()], {
    message: F2441_MSG.tinUnavailable,
  })
  .optional()
  .transform((v) => v || null);

export const f2441ProviderSchema = z
  .object(
    {
      name: text('Provider name', 100, F2441_MSG.providerName),
      address: text('Provider address', 200, F2441_MSG.providerAddress),
      /**
       * SSN or EIN, 9 digits; blank only for a tax-exempt organization. Secret: encrypted at rest.
       * The masked form GET answers ("*****6789") keeps the TIN stored for that provider.
       */
      tin: tinField,
      tax_exempt: optBool,
      /** Why the TIN is missing, when the filer used due diligence and still could not get it. */
      tin_unavailable: tinUnavailable,
      /** Line 1 column (d): the provider was the filer's household employee (a nanny, not a daycare center). */
      household_employee: optBool,
      amount_paid: amount(),
    },
    { message: F2441_MSG.invalid },
  )
  .superRefine((p, ctx) => {
    if (!p.tax_exempt && !p.tin_unavailable && !tinOk(p.tin))
      ctx.addIssue({ code: 'custom', path: ['tin'], message: F2441_MSG.tin });
  })
  .transform((p) => ({
    ...p,
    tin: p.tax_exempt || (p.tin_unavailable && !tinOk(p.tin)) ? null : p.tin,
    tin_unavailable: p.tax_exempt || tinOk(p.tin) ? null : p.tin_unavailable,
  }));

export const f2441PersonSchema = z.object(
  {
    /** The id of one of the return's dependents. */
    dependent_id: z.coerce
      .number({ message: F2441_MSG.person })
      .int(F2441_MSG.person)
      .positive(F2441_MSG.person)
      .max(MAX_ID, F2441_MSG.person),
    /** Line 2 column (d): qualified expenses incurred and paid in 2024 for this person. */
    expenses: amount(),
    /** Column (c): over age 12 and disabled. */
    over_12_and_disabled: optBool,
  },
  { message: F2441_MSG.invalid },
);

const months = z
  .union([z.number(), z.string(), z.null()], { message: F2441_MSG.months })
  .optional()
  .transform((v) => (v == null || v === '' ? null : Number(v)))
  .pipe(
    z
      .number({ message: F2441_MSG.months })
      .int(F2441_MSG.months)
      .min(0, F2441_MSG.months)
      .max(12, F2441_MSG.months)
      .nullable(),
  );

export const f2441Schema = z
  .object(
    {
      providers: z
        .array(f2441ProviderSchema, { message: F2441_MSG.invalid })
        .max(20, F2441_MSG.tooManyProviders)
        .optional()
        .default([]),
      persons: z
        .array(f2441PersonSchema, { message: F2441_MSG.invalid })
        .max(20, F2441_MSG.tooManyPersons)
        .optional()
        .default([]),
      /** Part III: benefits besides W-2 box 10 (which is read from the W-2s). */
      employer_benefits: amount(),
      carryover_from_2023: amount(),
      forfeited_or_carried_forward: amount(),
      benefits_from_own_business: amount(),
      plan_maximum: amount(),
      /**
       * Line 16: all qualified expenses incurred in the year, including those paid with benefits. When
       * given, each person's line 2 amount leaves out what benefits paid, as the form asks.
       */
      expenses_incurred: amount(),
      /** Months the spouse (or you, on a joint return) was a full-time student or disabled. */
      student_or_disabled_months: months,
      student_or_disabled: z
        .union([z.enum(['taxpayer', 'spouse']), z.literal(''), z.null()], { message: F2441_MSG.who })
        .optional()
        .transform((v) => (v ? v : null)),
      student_or_disabled_earned: amount(),
      combat_pay_election_taxpayer: optBool,
      combat_pay_election_spouse: optBool,
      version,
    },
    { message: F2441_MSG.invalid },
  )
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    v.persons.forEach((p, i) => {
      if (seen.has(p.dependent_id))
        ctx.addIssue({ code: 'custom', path: ['persons', i, 'dependent_id'], message: F2441_MSG.samePerson });
      seen.add(p.dependent_id);
    });
  });

export type F2441Input = z.input<typeof f2441Schema>;
export type F2441Output = z.output<typeof f2441Schema>;

/** What GET answers: the entries (TINs masked), the dependents to choose from, and the computed lines. */
export const f2441ViewSchema = z.object({
  providers: z.array(
    z.object({
      name: z.string(),
      address: z.string(),
      tin: z.string().nullable().meta({ description: 'Masked: the last 4 digits only.' }),
      tax_exempt: z.boolean(),
      tin_unavailable: z.enum(['provider_refused', 'provider_not_found']).nullable(),
      household_employee: z.boolean(),
      amount_paid: z.string().nullable(),
    }),
  ),
  persons: z.array(
    z.object({
      dependent_id: z.number(),
      expenses: z.string().nullable(),
      over_12_and_disabled: z.boolean(),
    }),
  ),
  employer_benefits: z.string().nullable(),
  carryover_from_2023: z.string().nullable(),
  forfeited_or_carried_forward: z.string().nullable(),
  benefits_from_own_business: z.string().nullable(),
  plan_maximum: z.string().nullable(),
  expenses_incurred: z.string().nullable(),
  student_or_disabled_months: z.number().nullable(),
  student_or_disabled: z.enum(['taxpayer', 'spouse']).nullable(),
  student_or_disabled_earned: z.string().nullable(),
  combat_pay_election_taxpayer: z.boolean(),
  combat_pay_election_spouse: z.boolean(),
  /** The return's dependents, to choose the qualifying persons from. */
  dependents: z.array(
    z.object({ id: z.number(), name: z.string(), under_13: z.boolean(), disabled: z.boolean() }),
  ),
  married: z.boolean(),
  /** W-2 box 10 on the return's W-2s (already counted in the benefits). */
  w2_benefits: z.string(),
  /** Form 2441 line 3 (expenses that count), line 11 (credit → Schedule 3 line 2), line 26 (taxable benefits). */
  computed: z.object({ qualified_expenses: z.string(), credit: z.string(), taxable_benefits: z.string() }),
  version: z.number(),
});
export type F2441View = z.infer<typeof f2441ViewSchema>;
