import { z } from 'zod';
import { LIMITS, ROLES } from './constants';
import { MSG } from './messages';
import { boundedText } from './schema-parts';

/**
 * local@domain.tld, checked in one pass after the length: a backtracking pattern took
 * quadratic time on "a@" + "." x 200,000 + "@" and froze the server.
 */
export function isEmail(s: string): boolean {
  if (s.length > 254 || /\s/.test(s)) return false;
  const at = s.indexOf('@');
  if (at < 1 || s.indexOf('@', at + 1) !== -1) return false;
  return s.slice(at + 2, -1).includes('.');
}
const PHONE_RE = /^[0-9+\-\s()]{7,20}$/;

export const emailSchema = boundedText(1000, MSG.email).trim().refine(isEmail, MSG.email);

export const loginSchema = z.object({
  username: z.string().trim().min(LIMITS.usernameMin, MSG.loginUsername).max(64, MSG.loginUsername),
  password: z.string().min(LIMITS.loginPasswordMin, MSG.loginPassword).max(256, MSG.loginPassword),
});
export type LoginRequest = z.infer<typeof loginSchema>;

export const usernameSchema = z
  .string()
  .trim()
  .min(LIMITS.usernameMin, MSG.registerUsername)
  .max(64, MSG.registerUsername)
  .regex(/^\S+$/, MSG.registerUsername);

export const registerPasswordSchema = z
  .string()
  .min(LIMITS.registerPasswordMin, MSG.registerPassword)
  .max(256, MSG.registerPassword)
  .regex(/[A-Za-z]/, MSG.registerPassword)
  .regex(/\d/, MSG.registerPassword);

/** Accepts "12-3456789" or "123456789"; stored as nine digits. */
export const einSchema = z
  .string({ error: MSG.firmEin })
  .trim()
  .regex(/^(\d{2}-?\d{7})$/, MSG.firmEin)
  .transform((s) => s.replace(/-/g, ''));

// The type errors carry the rule's own message too: a missing or non-string PTIN is answered
// 'PTIN must be 8 digits.', not zod's generic 'Invalid input: expected string'.
export const ptinSchema = z
  .string({ error: MSG.ptin })
  .trim()
  .regex(/^\d{8}$/, MSG.ptin);
export const phoneSchema = z.string({ error: MSG.phone }).trim().regex(PHONE_RE, MSG.phone);

/** A blank EIN is allowed (it is optional); anything else must be an EIN. */
const optionalEinSchema = z
  .string({ error: MSG.firmEin })
  .trim()
  .regex(/^(\d{2}-?\d{7})?$/, MSG.firmEin)
  .transform((s) => s.replace(/-/g, ''));

/** The preparer fields and their rules, shared by registration (agents) and profile setup. */
const preparerFields = {
  ptin: ptinSchema,
  self_employed: z.boolean({ error: 'Self-employed must be true or false.' }).default(false),
  firm_name: z
    .string({ error: 'Firm name must be text.' })
    .trim()
    .max(200, 'Firm name must be at most 200 characters.')
    .optional()
    .nullable(),
  firm_address: z
    .string({ error: 'Firm address must be text.' })
    .trim()
    .max(500, 'Firm address must be at most 500 characters.')
    .optional()
    .nullable(),
  // Not a union: a union's failure is reported as zod's bare 'Invalid input', not the EIN rule.
  firm_ein: optionalEinSchema.optional().nullable(),
  phone: phoneSchema,
};

function firmRule(
  v: { self_employed?: boolean; firm_name?: string | null; firm_address?: string | null },
  ctx: z.RefinementCtx,
) {
  if (!v.self_employed && (!v.firm_name?.trim() || !v.firm_address?.trim())) {
    ctx.addIssue({
      code: 'custom',
      message: MSG.firmRequired,
      path: [!v.firm_name?.trim() ? 'firm_name' : 'firm_address'],
    });
  }
}

export const preparerProfileSchema = z.object(preparerFields).superRefine(firmRule);
export type PreparerProfileRequest = z.input<typeof preparerProfileSchema>;
export type PreparerProfile = z.output<typeof preparerProfileSchema>;

/** Registration offers only the user and agent roles; agents give their preparer details too. */
export const registerSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: registerPasswordSchema,
    role: z.enum(['user', 'agent'], { message: 'Please choose an account type.' }).default('user'),
    agree_terms: z.boolean().optional(),
    ptin: z.string().trim().optional(),
    self_employed: z.boolean().optional(),
    firm_name: z.string().trim().max(200).optional().nullable(),
    firm_address: z.string().trim().max(500).optional().nullable(),
    firm_ein: z.string().trim().optional().nullable(),
    phone: z.string().trim().optional().nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.agree_terms === false) ctx.addIssue({ code: 'custom', message: MSG.terms, path: ['agree_terms'] });
    if (v.role === 'user') return;
    if (!/^\d{8}$/.test(v.ptin ?? '')) ctx.addIssue({ code: 'custom', message: MSG.ptin, path: ['ptin'] });
    if (!v.self_employed) {
      if (v.firm_ein && !/^\d{2}-?\d{7}$/.test(v.firm_ein)) {
        ctx.addIssue({ code: 'custom', message: MSG.firmEin, path: ['firm_ein'] });
      }
      firmRule(v, ctx);
    }
    if (!PHONE_RE.test(v.phone ?? '')) ctx.addIssue({ code: 'custom', message: MSG.phone, path: ['phone'] });
  });
export type RegisterRequest = z.input<typeof registerSchema>;

/** The browser form adds the terms box, which must be ticked. */
export const registerFormSchema = registerSchema.and(
  z.object({ agree_terms: z.literal(true, { message: MSG.terms }) }),
);

export const verifyCodeSchema = z.object({
  email: emailSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{7}$/, MSG.code),
});
export const resendCodeSchema = z.object({ email: emailSchema });
export const emailOnlySchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  password: z.string().min(LIMITS.resetPasswordMin, MSG.resetPassword).max(256, MSG.resetPassword),
});
export const resetPasswordFormSchema = z
  .object({
    password: z.string().min(LIMITS.resetPasswordMin, MSG.resetPassword),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: MSG.passwordsMismatch, path: ['confirm'] });

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(ROLES),
});
export type User = z.infer<typeof userSchema>;

export const meSchema = userSchema.extend({
  email: z.string(),
  has_preparer_profile: z.boolean(),
  /** A self-registered preparer not yet approved by an administrator. */
  pending_approval: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

export const loginResponseSchema = z.object({ user: userSchema, token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const messageSchema = z.object({ message: z.string() });
export const errorSchema = z.object({
  error: z.string(),
  message: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;
