import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { useCa540SummaryOf } from './californiaStatus';

/** The parts of GET /api/form1040/{id}/summary the shell reads (alternate spellings accepted). */
export interface FileSummary {
  /** Official forms the return needs ('f1040', 'schedule1', 'scheduleA' …). */
  forms?: string[];
  refund?: string | null;
  refundAmount?: string | null;
  amount_owed?: string | null;
  amountOwed?: string | null;
  refundOrOwed?: string | null;
  /** Line 34, the overpayment; `refund` is the same figure. */
  overpaid?: string | null;
  /** Line 35a: the refund actually paid. */
  refund_requested?: string | null;
  /** Line 36: applied to 2025 estimated tax. */
  applied_to_2025?: string | null;
  taxable_income?: string | null;
  total_tax?: string | null;
  total_payments?: string | null;
  agi?: string | null;
  adjustedGrossIncome?: string | null;
  status?: string;
  /** An accepted return's figures as the IRS accepted them; the figures above may be a 1040-X's since. */
  accepted?: AcceptedSummary | null;
}

export interface AcceptedSummary {
  refund_amount: string;
  /** Line 35a as accepted; null for an older submission (then the overpayment is shown). */
  refund_requested: string | null;
  amount_owed: string;
}

/** Refund (paid out, line 35a) and owed as exact amount strings; the overpayment split when known. */
export interface FileTotals {
  refund: string;
  owed: string;
  overpaid?: string;
  applied?: string;
  /** The California 540's part of refund and owed, when that return exists. */
  caRefund?: string;
  caOwed?: string;
  /** An accepted return changed since (1040-X): its federal refund and owed now, shown labelled. */
  amended?: { refund: string; owed: string };
}

/**
 * The computed return under ['form1040', id, 'summary']: the wizard invalidates ['form1040', id]
 * after every save, so the top bar and every other reader refresh together.
 */
export const summaryKey = (id: string) => ['form1040', id, 'summary'] as const;

export function useFileSummary(id: string | null) {
  return useQuery({
    queryKey: summaryKey(id ?? ''),
    enabled: Boolean(id),
    queryFn: ({ signal }) => api.get<FileSummary>(`/api/form1040/${id}/summary`, { signal }),
  });
}

const isZero = (v: string) => Number(v) === 0;

/** Refund and owed; when both are zero they come from refundOrOwed (positive refund, negative owed). */
export function totalsFrom(s: FileSummary): FileTotals {
  const refund = s.refund ?? s.refundAmount ?? '0.00';
  const owed = s.amount_owed ?? s.amountOwed ?? '0.00';
  const net = s.refundOrOwed ?? '0.00';
  if (isZero(refund) && isZero(owed) && !isZero(net)) {
    return net.startsWith('-') ? { refund: '0.00', owed: net.slice(1) } : { refund: net, owed: '0.00' };
  }
  if (s.refund_requested != null) {
    return {
      refund: s.refund_requested,
      owed,
      overpaid: s.overpaid ?? refund,
      applied: s.applied_to_2025 ?? '0.00',
    };
  }
  return { refund, owed };
}

/**
 * The federal totals: for an accepted return what the IRS accepted, with the figures as they are now
 * under `amended` when a 1040-X has changed them.
 */
export function federalTotals(s: FileSummary): FileTotals {
  const now = totalsFrom(s);
  const a = s.accepted;
  if (!a) return now;
  const accepted: FileTotals = {
    refund: a.refund_requested ?? a.refund_amount,
    owed: a.amount_owed,
    ...(a.refund_requested !== null && a.refund_requested !== a.refund_amount
      ? { overpaid: a.refund_amount }
      : {}),
  };
  const same = Number(now.refund) === Number(accepted.refund) && Number(now.owed) === Number(accepted.owed);
  return same ? accepted : { ...accepted, amended: { refund: now.refund, owed: now.owed } };
}

/** Exact sum of two amount strings ("12.30" + "0.75" = "13.05"), in cents to avoid float drift. */
export function addAmounts(a: string, b: string): string {
  const c = (v: string) => {
    const [w = '0', f = ''] = v.replace('-', '').split('.');
    const n = BigInt(w || '0') * 100n + BigInt((f + '00').slice(0, 2));
    return v.startsWith('-') ? -n : n;
  };
  const sum = c(a) + c(b);
  const abs = sum < 0n ? -sum : sum;
  return `${sum < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Federal totals plus the California 540's refund and owed (a 404 there means not started). */
export function withCalifornia(fed: FileTotals, ca: FileSummary | null | undefined): FileTotals {
  if (!ca) return fed;
  const t = totalsFrom(ca);
  return {
    ...fed,
    refund: addAmounts(fed.refund, t.refund),
    owed: addAmounts(fed.owed, t.owed),
    caRefund: t.refund,
    caOwed: t.owed,
  };
}

/** Totals of the open file: federal, plus California 540 when that return exists. */
export function useFileTotals(id: string | null): FileTotals | null {
  const summary = useFileSummary(id);
  const ca = useCa540SummaryOf(id);
  return summary.data ? withCalifornia(federalTotals(summary.data), ca.data) : null;
}
