import { refundIssues, refundSchema } from '@taxprep/contracts';
import type { z } from 'zod';

export interface RefundValues {
  refund_applied_to_estimated_tax: string;
  refund_routing_number: string;
  refund_account_number: string;
  refund_account_type: string;
  form_8888_attached: boolean;
}
export type RefundOut = z.output<typeof refundSchema>;

/**
 * The shared schema plus the rules that depend on the overpayment (line 34), exactly as the
 * server applies them; gives the body to send or the messages by field.
 */
export function validateRefund(
  v: RefundValues,
  overpaid: string,
): { ok: true; body: RefundOut } | { ok: false; errors: Record<string, string> } {
  const parsed = refundSchema.safeParse(v);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const i of parsed.error.issues) errors[String(i.path[0])] ??= i.message;
    return { ok: false, errors };
  }
  const issues = refundIssues(parsed.data, overpaid);
  if (issues.length) return { ok: false, errors: Object.fromEntries(issues.map((i) => [i.path, i.message])) };
  return { ok: true, body: parsed.data };
}

/** Line 35a: the overpayment less what goes to 2025, never below 0 (in cents to stay exact). */
export function refundRequested(overpaid: string, applied: string): number {
  const cents = (s: string) => Math.round(Number(s || 0) * 100);
  return Math.max(0, cents(overpaid) - cents(applied)) / 100;
}
