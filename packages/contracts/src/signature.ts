import { z } from 'zod';

/** The words of the signature and review steps, shared by the server and the screens. */
export const SIGN_MSG = {
  declaration:
    'Under penalties of perjury, I declare that I have examined this return and accompanying schedules and statements, and to the best of my knowledge and belief, they are true, correct, and complete. Declaration of preparer (other than taxpayer) is based on all information of which preparer has any knowledge.',
  consent:
    'I consent to allow my electronic return originator (ERO), transmitter, or intermediate service provider to send my return to the IRS and to receive an acknowledgement of receipt or reason for rejection of the transmission. My Self-Select PIN is my signature of this return.',
  declarationRequired: 'Please accept the declaration under penalties of perjury to sign.',
  pin: 'Your PIN must be 5 digits and cannot be all zeros.',
  spousePin: "Your spouse's PIN must be 5 digits and cannot be all zeros.",
  spousePinRequired: 'A joint return needs your spouse’s 5-digit PIN.',
  priorYear: "Enter last year's AGI (whole dollars) or last year's 5-digit PIN.",
  spousePriorYear: "Enter your spouse's AGI from last year (whole dollars) or last year's 5-digit PIN.",
  priorAgi: "Last year's AGI must be a whole-dollar amount.",
  priorPin: "Last year's PIN must be 5 digits.",
  date: 'Enter the date of signing as YYYY-MM-DD.',
  consentRequired: "A preparer signs only with the filer's consent.",
  ptinRequired: 'Save your PTIN in your preparer profile before signing a return.',
  signed: 'Return signed. It is ready to submit.',
  unsigned: 'This return is not signed. Please review and sign it (Review step) before submitting.',
  stale: 'This return changed after it was signed. Please review and sign it again before submitting.',
  amendmentUnsigned:
    'This amended return is not signed. Please review and sign it (Review step) before submitting.',
  amendmentStale:
    'This amended return changed after it was signed. Please review and sign it again before submitting.',
  amendmentAccepted: 'This amended return was already accepted; it cannot be submitted again.',
  caUnsigned:
    'This California return is not signed. Please review and sign it (California Review) before submitting.',
  caStale:
    'This California return changed after it was signed. Please review and sign it again before submitting.',
  caConsent:
    'I consent to my electronic return originator or transmitter sending this return to the Franchise Tax Board and receiving its acknowledgement. My PIN is my signature of this return.',
  /** FTB 8879's declaration, in the product's words. */
  caDeclaration:
    'Under penalties of perjury, I declare that I have examined this California return, including accompanying schedules and statements, and to the best of my knowledge and belief it is true, correct, and complete. I consent to my return being sent to the Franchise Tax Board and to receive an acknowledgement or the reason for its rejection; my 5-digit PIN is my signature of this return.',
} as const;

const fiveDigits = /^\d{5}$/;
const pinField = (msg: string) =>
  z
    .string({ message: msg })
    .max(20, msg)
    .regex(fiveDigits, msg)
    .refine((v) => v !== '00000', msg);
const optionalText = (msg: string) => z.string({ message: msg }).max(20, msg).nullish();

/** PUT /api/form1040/:id/signature (and the 1040-X's): the fields; the pairs are checked after. */
export const signatureSchema = z.object(
  {
    declaration_accepted: z.literal(true, { message: SIGN_MSG.declarationRequired }),
    primary_pin: pinField(SIGN_MSG.pin),
    primary_prior_year_agi: optionalText(SIGN_MSG.priorAgi),
    primary_prior_year_pin: optionalText(SIGN_MSG.priorPin),
    spouse_pin: optionalText(SIGN_MSG.spousePin),
    spouse_prior_year_agi: optionalText(SIGN_MSG.priorAgi),
    spouse_prior_year_pin: optionalText(SIGN_MSG.priorPin),
    signed_on: z
      .string({ message: SIGN_MSG.date })
      .max(10, SIGN_MSG.date)
      .regex(/^\d{4}-\d{2}-\d{2}$/, SIGN_MSG.date)
      .optional(),
    filer_consent: z.boolean({ message: SIGN_MSG.consentRequired }).optional(),
  },
  { message: SIGN_MSG.declarationRequired },
);
export type SignatureInput = z.infer<typeof signatureSchema>;

/** A prior-year AGI as the IRS matches it: whole dollars, optionally negative, commas allowed. */
export function priorAgiIssue(v: string | null | undefined): boolean {
  return !!v && !/^-?\d{1,3}(,?\d{3})*$/.test(v.trim());
}
export function priorPinIssue(v: string | null | undefined): boolean {
  return !!v && !fiveDigits.test(v);
}

/** What the signature answers: PINs only masked. */
export const signatureViewSchema = z.object({
  signed: z.boolean(),
  current: z.boolean(),
  signed_on: z.string().nullable(),
  primary_pin: z.string().nullable(),
  spouse_pin: z.string().nullable(),
  primary_identity: z.enum(['agi', 'pin']).nullable(),
  spouse_identity: z.enum(['agi', 'pin']).nullable(),
  preparer_ptin: z.string().nullable(),
  filer_consent: z.boolean(),
  joint: z.boolean(),
});
export type SignatureView = z.infer<typeof signatureViewSchema>;

const reviewFinding = z.object({ message: z.string(), step: z.string().nullable() });

/** GET /api/form1040/:id/review: what the Review page shows. */
export const returnReviewSchema = z.object({
  id: z.number(),
  kind: z.enum(['form1040', 'form1040x', 'ca540', 'ca540nr']),
  status: z.string(),
  version: z.number(),
  joint: z.boolean(),
  groups: z.array(
    z.object({
      title: z.string(),
      lines: z.array(z.object({ key: z.string(), label: z.string(), value: z.string() })),
    }),
  ),
  refund: z.string(),
  amount_owed: z.string(),
  changes: z.array(z.object({ key: z.string(), label: z.string(), before: z.string(), after: z.string() })),
  last_reviewed_at: z.string().nullable(),
  errors: z.array(reviewFinding.extend({ code: z.string(), field: z.string() })),
  warnings: z.array(reviewFinding),
  plausibility: z.array(reviewFinding),
  signature: signatureViewSchema,
  declaration: z.string(),
  consent: z.string(),
});
export type ReturnReview = z.infer<typeof returnReviewSchema>;

/** PUT /api/form1040/:id/reviewed answers this. */
export const REVIEW_SEEN_MSG = 'Marked as reviewed. Changes from now on will show here.';
