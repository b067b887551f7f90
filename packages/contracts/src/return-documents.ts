/**
 * The spec-000 documents of a return: dependents, W-2s, Schedule A and the 1099 simple form (their
 * registry definitions are in documents/kinds).
 */
import { z } from 'zod';
import { RELATIONSHIPS, relationshipFromText, type Relationship } from './relationships';
import { LIMITS, recordId } from './constants';
import { MSG } from './messages';
import { dependentFacts, dependentNumberIssue } from './eligibility';
import { box12Field, box12Refine, nongovernmental457bField } from './documents/box12';
import { fieldSchema } from './documents/schema';
import { schedule1AIssues } from './documents/parts';
import { money } from './money';
import { dateOfBirth, dateOfDeath, DEATH_MSG } from './returns';
import { bool, optBool, optDigits, optState, optText, required, version } from './schema-parts';

// ——— Dependents ———
export const DEPENDENT_MSG = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  relationship: 'Relationship is required',
  relationshipList: 'Choose a relationship from the list.',
  months: 'Months must be 0–12',
} as const;
/** The fixed list (the engine's, since the credit tests depend on it; see ./relationships), e.g. for a select. */
export { RELATIONSHIPS, relationshipFromText };
export type { Relationship };
/** "half brother" → "Half brother", for lists and the select. */
export const relationshipLabel = (r: string): string => r.charAt(0).toUpperCase() + r.slice(1);
const relationship = z
  .string({ message: DEPENDENT_MSG.relationship })
  .trim()
  .min(1, DEPENDENT_MSG.relationship)
  .max(60, DEPENDENT_MSG.relationshipList)
  // Text from before the list ("Step-daughter", "Grandson") is mapped to its entry.
  .transform((v, ctx) => {
    const r = relationshipFromText(v);
    if (!r) {
      ctx.addIssue({ code: 'custom', message: DEPENDENT_MSG.relationshipList });
      return z.NEVER;
    }
    return r;
  });
const claimChoice = z
  .union([bool, z.null()])
  .optional()
  .transform((v) => v ?? undefined);
export const dependentSchema = z
  .object({
    first_name: required(DEPENDENT_MSG.firstName),
    last_name: required(DEPENDENT_MSG.lastName),
    // Blank only for "No number yet" (checked below with the number's kind).
    ssn: z
      .union([z.string(), z.null()], { message: MSG.ssn })
      .optional()
      .transform((s) => (s == null ? '' : s.replace(/\D/g, '').slice(0, 9)))
      .pipe(z.string().regex(/^(\d{9})?$/, MSG.ssn))
      .transform((s) => s || null),
    relationship,
    // Only the filer's explicit choice is stored; without one the claim is derived from the facts
    // (dependentClaim), so a later change of age or months changes it.
    qualifies_for_child_tax_credit: claimChoice,
    qualifies_for_other_credit: claimChoice,
    date_of_birth: dateOfBirth(),
    /** Died during the tax year: the residency test counts the months lived with the filer out of the time alive. */
    date_of_death: dateOfDeath(),
    months_lived_with: z
      .union([z.number(), z.null()])
      .optional()
      .transform((v) => v ?? null)
      .pipe(
        z
          .number()
          .int(DEPENDENT_MSG.months)
          .min(0, DEPENDENT_MSG.months)
          .max(12, DEPENDENT_MSG.months)
          .nullable(),
      ),
    student: optBool,
    permanently_disabled: optBool,
    ...dependentFacts,
    version,
  })
  .check(
    z.superRefine(
      (v, ctx) => {
        // Runs even when the body is not an object at all (then there is nothing to check).
        if (typeof v !== 'object' || v === null) return;
        const died = typeof v.date_of_death === 'string' ? v.date_of_death : null;
        if (died && typeof v.date_of_birth === 'string' && died < v.date_of_birth)
          ctx.addIssue({ code: 'custom', path: ['date_of_death'], message: DEATH_MSG.beforeBirth });
        // A number of the wrong form was already reported by its field.
        const n: unknown = v.ssn;
        if (typeof n === 'string' && !/^\d{9}$/.test(n)) return;
        const issue = dependentNumberIssue(v.tin_type ?? 'ssn', (n as string | null) ?? null, MSG.ssn);
        if (issue) ctx.addIssue({ code: 'custom', path: ['ssn'], message: issue });
      },
      { when: () => true },
    ),
  )
  .transform((v) => (v.tin_type === 'none' ? { ...v, ssn: null } : v));
export type DependentInput = z.input<typeof dependentSchema>;

// ——— W-2 ———
export const W2_MSG = {
  employer: 'Employer name is required',
  ssn: 'SSN must be 9 digits',
  ein: 'EIN must be 9 digits',
  state: 'Invalid state code',
} as const;
export const W2_AMOUNTS = [
  'wages',
  'federal_income_tax',
  'social_security_wages',
  'social_security_tax',
  'medicare_wages',
  'medicare_tax',
  'state_wages',
  'state_income_tax',
] as const;
/** A W-2 box: at most DOCUMENT_AMOUNT_MAX, the message naming the box. */
const box = (name: string) => money({ capped: true, box: name });
export const w2Schema = z
  .object({
    form1040_id: recordId().optional(),
    owner: z.enum(['taxpayer', 'spouse']).optional().default('taxpayer'),
    employer_name: required(W2_MSG.employer),
    employer_ein: optDigits(LIMITS.einDigits, W2_MSG.ein),
    employer_address: optText(300),
    employee_ssn: optDigits(LIMITS.ssnDigits, W2_MSG.ssn),
    wages: box('Box 1'),
    federal_income_tax: box('Box 2'),
    social_security_wages: box('Box 3'),
    social_security_tax: box('Box 4'),
    medicare_wages: box('Box 5'),
    medicare_tax: box('Box 6'),
    /** Box 7: social security tips (with box 3, the social security wages of Schedule SE and Form 4137). */
    social_security_tips: box('Box 7'),
    state_wages: box('Box 16'),
    state_income_tax: box('Box 17'),
    /** Box 10: dependent care benefits (Form 2441 Part III). */
    dependent_care_benefits: box('Box 10'),
    /** Box 12a–12d: code and amount rows (documents/box12.ts). */
    box12: fieldSchema(box12Field),
    nongovernmental_457b: fieldSchema(nongovernmental457bField),
    /** Box 13: box 1 goes to Schedule C line 1; the IRA deduction is limited; sick pay from a third party. */
    statutory_employee: optBool,
    retirement_plan: optBool,
    third_party_sick_pay: optBool,
    state: optState(W2_MSG.state),
    /** Schedule 1-A (from 2025): the qualified tips and overtime included in box 1. */
    qualified_tips: box('Qualified tips'),
    qualified_overtime: box('Qualified overtime'),
    version,
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    box12Refine(v, issue);
    schedule1AIssues(v, v.wages, 'box 1', issue);
  });
export type W2Input = z.input<typeof w2Schema>;

// ——— Schedule A ———
export const SCHEDULE_A_AMOUNTS = [
  'medical_expenses',
  'medical_reimbursement',
  'state_local_taxes',
  'real_estate_taxes',
  'personal_property_taxes',
  'other_taxes_a_amount',
  'other_taxes_b_amount',
  'other_taxes_c_amount',
  'mortgage_interest_1098',
  'points_reported_1098',
  'mortgage_interest_not_1098',
  'points_not_1098',
  'investment_interest',
  'gifts_by_cash',
  'gifts_other',
  'carryover_contributions',
  'casualty_loss',
  'other_itemized_a_amount',
  'other_itemized_b_amount',
  'other_itemized_c_amount',
  'other_itemized_d_amount',
  'other_taxes',
  'mortgage_interest',
  'points_paid',
  'other_deductions',
] as const;
export const SCHEDULE_A_TEXTS = [
  'other_taxes_a_desc',
  'other_taxes_b_desc',
  'other_taxes_c_desc',
  'mortg_b_name',
  'mortg_b_id',
  'mortg_b_addr',
  'other_itemized_a_desc',
  'other_itemized_b_desc',
  'other_itemized_c_desc',
  'other_itemized_d_desc',
] as const;
export const SCHEDULE_A_MISSING_ID = 'form1040_id is missing. Open/select a Form 1040 and try again.';
export const scheduleASchema = z.object({
  form1040_id: recordId(SCHEDULE_A_MISSING_ID),
  ...(Object.fromEntries(SCHEDULE_A_AMOUNTS.map((k) => [k, money()])) as Record<
    (typeof SCHEDULE_A_AMOUNTS)[number],
    ReturnType<typeof money>
  >),
  ...(Object.fromEntries(SCHEDULE_A_TEXTS.map((k) => [k, optText(300)])) as Record<
    (typeof SCHEDULE_A_TEXTS)[number],
    ReturnType<typeof optText>
  >),
  elect_general_sales_tax: optBool,
  mortgage_use_checkbox: optBool,
  force_itemize: optBool,
  version,
});
export type ScheduleAInput = z.input<typeof scheduleASchema>;

// ——— 1099 simple form ———
export const form1099SimpleSchema = z.object({
  form1040_id: recordId('Select a Form 1040'),
  payer_name: required('Payer name is required'),
  recipient_name: required('Recipient name is required'),
  tin: z
    .string({ message: 'TIN is required' })
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'TIN is required')
        .regex(/^\d{9}$/, 'TIN must be 9 digits'),
    ),
  amount: money().refine((v) => v !== null, 'Amount is required'),
  federal_tax_withheld: money(),
  notes: optText(1000),
});
