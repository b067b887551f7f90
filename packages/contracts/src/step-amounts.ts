/**
 * The wizard steps with amounts (income, adjustments, deductions, taxes, credits, payments): their
 * fields, the lines the engine computes for them, and their schemas.
 */
import { z } from 'zod';
import { LIMITS } from './constants';
import { creditFacts } from './eligibility';
import { money, MONEY_MSG } from './money';
import { optText, version } from './schema-parts';

export const INCOME_FIELDS = [
  'wages',
  'household_wages',
  'tip_income',
  'medicaid_waiver',
  'dependent_care_benefits',
  'adoption_benefits',
  'foreign_earned_income',
  'combat_pay',
  'tax_exempt_interest',
  'taxable_interest',
  'qualified_dividends',
  'dividends',
  'ira_total',
  'ira_distributions',
  'pension_total',
  'pensions',
  'ssa_total',
  'social_security_benefits',
  'capital_gain',
  'other_income',
] as const;
/**
 * Lines that the wizard shows but the engine computes: an API client that sends them is told they
 * were ignored and why (`ignored` in the answer), and the OpenAPI document marks them read-only.
 */
export const COMPUTED_FIELDS = {
  income: {
    wages: 'Computed from your W-2s (box 1) and Form 1040 lines 1b–1h.',
    social_security_benefits:
      'Computed from your SSA-1099s (box 5) through the Social Security benefits worksheet (line 6b).',
  },
  taxes: {
    federal_tax: 'Computed by the tax engine (line 16: Tax Table, rate schedules or worksheets).',
    schedule2_line3:
      'Computed by the tax engine (Schedule 2 line 3: alternative minimum tax and excess advance premium tax credit).',
    self_employment_tax: 'Computed on Schedule SE from your business income (Schedule 2 line 4).',
  },
  credits: {
    earned_income_credit: 'Computed by the tax engine (EIC worksheet, line 27).',
    child_tax_credit: 'Computed on Schedule 8812 (line 19).',
    american_opportunity_credit: 'Computed on Form 8863 (line 29).',
  },
  payments: {
    w2_withheld: 'Computed from your W-2s (box 2, line 25a).',
    form1099_withheld: 'Computed from your 1099s and SSA-1099s (federal income tax withheld, line 25b).',
    earned_income_credit: 'Computed by the tax engine (EIC worksheet, line 27).',
    additional_child_tax_credit: 'Computed on Schedule 8812 (line 28).',
    american_opportunity_credit: 'Computed on Form 8863 (line 29).',
    other_schedule_3_amount: 'Computed on Schedule 3 (line 31) from the credits step.',
  },
} as const;
const computedMoney = (reason: string) => money().meta({ readOnly: true, description: reason });

export const incomeSchema = z.object({
  ...(Object.fromEntries(
    INCOME_FIELDS.map((k) => [
      k,
      k in COMPUTED_FIELDS.income
        ? computedMoney(COMPUTED_FIELDS.income[k as keyof typeof COMPUTED_FIELDS.income])
        : money(),
    ]),
  ) as Record<(typeof INCOME_FIELDS)[number], ReturnType<typeof money>>),
  version,
});

export const ADJUSTMENT_MSG = {
  description: 'Description is required when amount > 0',
  descriptionMax: `Description must be at most ${LIMITS.adjustmentDescriptionMax} characters`,
} as const;
export const adjustmentsSchema = z
  .object({
    adjustments_to_income: money({ message: MONEY_MSG.amountNonNegative }),
    adjustment_description: optText(LIMITS.adjustmentDescriptionMax, ADJUSTMENT_MSG.descriptionMax),
    version,
  })
  .superRefine((v, ctx) => {
    if (v.adjustments_to_income && Number(v.adjustments_to_income) > 0 && !v.adjustment_description) {
      ctx.addIssue({ code: 'custom', message: ADJUSTMENT_MSG.description, path: ['adjustment_description'] });
    }
  });

const amount = () => money({ message: MONEY_MSG.amountNonNegative });
export const deductionsSchema = z.object({
  charitable_donations: amount(),
  medical_expenses: amount(),
  version,
});
/** A computed line a preparer may still send as an override (with a reason); read-only for others. */
const computedAmount = (reason: string) =>
  amount().meta({ readOnly: true, description: `${reason} A preparer may override it with a reason.` });
const C = COMPUTED_FIELDS;
export const taxesSchema = z.object({
  federal_tax: computedAmount(C.taxes.federal_tax),
  schedule2_line3: computedAmount(C.taxes.schedule2_line3),
  self_employment_tax: computedAmount(C.taxes.self_employment_tax),
  override_reason: optText(500),
  version,
});
export const creditsSchema = z.object({
  earned_income_credit: computedAmount(C.credits.earned_income_credit),
  child_tax_credit: computedAmount(C.credits.child_tax_credit),
  american_opportunity_credit: computedAmount(C.credits.american_opportunity_credit),
  other_schedule_3_amount: amount(),
  // Form 8880 and Schedule R facts (eligibility.ts).
  ...creditFacts,
  override_reason: optText(500),
  version,
});
const computedPayment = (reason: string) => amount().meta({ readOnly: true, description: reason });
export const paymentsSchema = z.object({
  w2_withheld: computedPayment(C.payments.w2_withheld),
  form1099_withheld: computedPayment(C.payments.form1099_withheld),
  federal_other_tax_withheld: amount(),
  estimated_payments: amount(),
  earned_income_credit: computedPayment(C.payments.earned_income_credit),
  additional_child_tax_credit: computedPayment(C.payments.additional_child_tax_credit),
  american_opportunity_credit: computedPayment(C.payments.american_opportunity_credit),
  other_schedule_3_amount: computedPayment(C.payments.other_schedule_3_amount),
  version,
});
