/**
 * Answers of the computed-return routes, written once: the server declares them as the routes'
 * response schemas (the OpenAPI document) and the screens read their types.
 */
import { z } from 'zod';
import { carriedReturnFactsSchema } from './return-file';

/** GET /api/form1040/{id}/explain/{key}: where a line comes from. */
export const explanationSchema = z.object({
  key: z.string(),
  value: z.string(),
  formula: z.string(),
  inputs: z.array(
    z.object({
      key: z.string(),
      value: z.string().nullable(),
      formula: z.string().nullable(),
      /** For an entered input: each document or screen value it stands for. */
      entered: z.array(z.object({ label: z.string(), amount: z.string().nullable() })),
    }),
  ),
});
export type Explanation = z.infer<typeof explanationSchema>;

export const summaryLineSchema = z.object({
  key: z.string(),
  value: z.string(),
  formula: z.string(),
  inputs: z.array(z.string()),
  override: z.object({ reason: z.string(), computed: z.string().nullable() }).nullable(),
});
export type SummaryLine = z.infer<typeof summaryLineSchema>;

export const summaryOverrideSchema = z.object({
  key: z.string(),
  value: z.string(),
  reason: z.string(),
  computed: z.string().nullable(),
});
export type SummaryOverride = z.infer<typeof summaryOverrideSchema>;

/** What the IRS accepted, for an accepted return (its figures may be a 1040-X's since). */
export const acceptedTotalsSchema = z.object({
  taxable_income: z.string(),
  total_tax: z.string(),
  total_payments: z.string(),
  /** Line 34, the overpayment (the lists' refund). */
  refund_amount: z.string(),
  /** Line 35a as accepted; null for a submission kept before this was recorded. */
  refund_requested: z.string().nullable(),
  amount_owed: z.string(),
  refundOrOwed: z.string(),
  submission_id: z.number(),
  accepted_at: z.string(),
});
export type AcceptedTotals = z.infer<typeof acceptedTotalsSchema>;

/**
 * GET /api/form1040/{id}/summary. The route writes its stored JSON as it is (never through this
 * schema), so the object is loose: it documents the fields the screens read.
 */
export const summarySchema = z.looseObject({
  id: z.number(),
  status: z.string(),
  version: z.number(),
  accepted: acceptedTotalsSchema.nullable(),
  filing_status: z.string().nullable(),
  agi: z.string(),
  taxable_income: z.string(),
  total_tax: z.string(),
  total_payments: z.string(),
  refund: z.string(),
  amount_owed: z.string(),
  refundOrOwed: z.string(),
  forms: z.array(z.string()),
  /** Each attached form but Form 1040 and why it is attached. */
  attachments: z.array(z.object({ form: z.string(), name: z.string(), why: z.string() })),
  lines: z.array(summaryLineSchema),
  overrides: z.array(summaryOverrideSchema),
  warnings: z.array(z.string()),
});
export type Summary = z.infer<typeof summarySchema>;

/**
 * A wizard step's GET: its fields (amounts as exact strings, computed lines beside entered ones)
 * and the return's version for the next save. Loose: each step has its own fields.
 */
export const wizardStepSchema = z.looseObject({ version: z.number() });

/** GET /api/form1040/{id}: one return's basic information, filing status and flags. */
export const returnViewSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  prepared_by: z.number().nullable(),
  tax_year: z.number(),
  /** What this return took from last year's when started from it (issue 26), or null. */
  carried: carriedReturnFactsSchema.nullable().optional(),
  status: z.string(),
  version: z.number(),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  ssn: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  presidential_fund: z.boolean(),
  filing_status: z.string().nullable(),
  spouse_first_name: z.string().nullable(),
  spouse_last_name: z.string().nullable(),
  spouse_ssn: z.string().nullable(),
  claimed_as_dependent: z.boolean(),
  spouse_claimed_as_dependent: z.boolean(),
  taxpayer_over_65: z.boolean(),
  taxpayer_blind: z.boolean(),
  spouse_over_65: z.boolean(),
  spouse_blind: z.boolean(),
  digital_assets: z.boolean().nullable(),
});
export type ReturnView = z.infer<typeof returnViewSchema>;

/** GET /api/form1040/{id}/schedules: each kind's documents with the figure that sums each up. */
export const schedulesSchema = z.record(z.string(), z.array(z.looseObject({ id: z.number() })));

/** GET /api/form1040/{id}/submissions: every submission, newest first. */
export const submissionSchema = z.looseObject({
  id: z.number(),
  status: z.string(),
  message: z.string().nullable(),
});

/** A stored 1099 (simple entry): what was entered. */
export interface Form1099Fields {
  payer_name: string;
  recipient_name: string;
  tin: string;
  amount: string | null;
  federal_tax_withheld: string | null;
  notes: string | null;
}

/** GET /api/form1099: a submitted 1099 (simple entry), its TIN masked. */
export const form1099RowSchema = z.looseObject({
  id: z.number(),
  form1040_id: z.number(),
  username: z.string(),
  payer_name: z.string(),
  recipient_name: z.string(),
  /** Masked by the server. */
  tin: z.string().nullable(),
  amount: z.string().nullable(),
  federal_tax_withheld: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Form1099Row = z.infer<typeof form1099RowSchema>;

/** POST /api/form1099 (201): the stored 1099 with its id and version. */
export const form1099CreatedSchema = z.looseObject({
  message: z.string(),
  id: z.number(),
  form1040_id: z.number(),
  version: z.number(),
});

/** A return's figures (exact amount strings), as the lists show them. */
export const returnFiguresSchema = z.object({
  taxable_income: z.string(),
  total_tax: z.string(),
  total_payments: z.string(),
  refund_amount: z.string(),
  amount_owed: z.string(),
  refundOrOwed: z.string(),
});

/** One row of GET /api/dashboard and GET /api/form1040/list. */
export const returnListItemSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  prepared_by: z.number().nullable(),
  username: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  filing_status: z.string().nullable(),
  status: z.string(),
  tax_year: z.number(),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  ...returnFiguresSchema.shape,
  // Spec 002's names for the same figures, beside spec 000's: federal_tax_owed is the tax itself
  // (line 24, = total_tax), refund the refund (line 34, = refund_amount).
  federal_tax_owed: z.string(),
  refund: z.string(),
  /** An accepted return's columns are what the IRS accepted; its figures changed since (1040-X) are here. */
  amended: returnFiguresSchema.nullable(),
});
export type ReturnListItem = z.infer<typeof returnListItemSchema>;

export const dashboardResponseSchema = z.object({
  username: z.string(),
  role: z.string(),
  can_create: z.boolean(),
  total: z.number(),
  /** True when more than LIST_COUNT_CAP returns match: `total` is then that lower bound. */
  total_capped: z.boolean(),
  page: z.number(),
  page_size: z.number(),
  form1040_list: z.array(returnListItemSchema),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const filedListResponseSchema = z.object({
  total: z.number(),
  total_capped: z.boolean(),
  forms: z.array(returnListItemSchema),
});
export type FiledListResponse = z.infer<typeof filedListResponseSchema>;
