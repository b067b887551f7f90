/** The federal summary's California figures (spec 000): 540 refund/owed and the 540NR reduction. */
import { useQuery } from '@tanstack/react-query';
import type { Ca540NrSummary, Ca540Summary } from '@taxprep/contracts';
import { api, ApiError } from '../../../api/client';

const cents = (v: string | null | undefined): bigint => {
  const s = String(v ?? '0').trim() || '0';
  const neg = s.startsWith('-');
  const [w = '0', f = ''] = (neg ? s.slice(1) : s).split('.');
  if (!/^\d+$/.test(w || '0') || !/^\d*$/.test(f)) return 0n;
  const n = BigInt(w || '0') * 100n + BigInt((f + '00').slice(0, 2));
  return neg ? -n : n;
};
const text = (c: bigint) => {
  const abs = c < 0n ? -c : c;
  return `${c < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/**
 * Refund and owed of the 540; both zero → taken from refundOrOwed (positive refund, negative
 * owed). The owed amount is reduced by the 540NR tax when that tax is above zero, never below 0.
 */
export function californiaFigures(
  s: Pick<Ca540Summary, 'refund' | 'amount_owed' | 'refundOrOwed'> &
    Partial<Pick<Ca540Summary, 'refundAmount' | 'amountOwed'>>,
  nrTax?: string | null,
): { refund: string; owed: string } {
  let refund = cents(s.refund ?? s.refundAmount);
  let owed = cents(s.amount_owed ?? s.amountOwed);
  const net = cents(s.refundOrOwed);
  if (refund === 0n && owed === 0n && net !== 0n) {
    if (net > 0n) refund = net;
    else owed = -net;
  }
  const nr = cents(nrTax);
  if (nr > 0n) owed = owed - nr < 0n ? 0n : owed - nr;
  return { refund: text(refund), owed: text(owed) };
}

export function useCaSummaryRecomputed(id: string) {
  return useQuery({
    // The sidebar and top bar read the same key, so a resync refreshes them too.
    queryKey: ['form1040', id, 'ca', '540', 'summary'],
    // A 404 means "not started" (null), as the sidebar reads it.
    queryFn: async () => {
      try {
        return await api.get<Ca540Summary>(`/api/form1040/${id}/ca/540/summary?recompute=1`);
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }
    },
  });
}

/** The 540NR summary, nested under data or not; its failure is silent (null). */
export function useNrSummary(id: string) {
  return useQuery({
    queryKey: ['form1040', id, 'ca', '540nr', 'summary'],
    queryFn: async () => {
      try {
        const res = await api.get<Ca540NrSummary | { data: Ca540NrSummary }>(
          `/api/ca/540nr/summary?form1040_id=${id}`,
        );
        return res && 'data' in res ? res.data : res;
      } catch {
        return null;
      }
    },
  });
}
