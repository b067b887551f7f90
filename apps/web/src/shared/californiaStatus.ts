/**
 * What the sidebar's California entries and the top bar read about the open file (spec 000):
 * a 404 on a California summary means "not started", never an error.
 */
import { useQuery } from '@tanstack/react-query';
import type { Ca540Summary, ScheduleCaSummary } from '@taxprep/contracts';
import { api, ApiError } from '../api/client';
import { useReturnYearOf } from './useReturnYear';

async function orNull<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}
/** Some answers come wrapped in {data}. */
const unwrap = <T>(v: T | { data: T } | null): T | null =>
  v && typeof v === 'object' && 'data' in v ? (v as { data: T }).data : (v as T | null);

// The keys match the California screens', so their saves refresh the sidebar too.
export function useCa540SummaryOf(id: string | null) {
  return useQuery({
    queryKey: ['form1040', id ?? '', 'ca', '540', 'summary'],
    enabled: Boolean(id),
    queryFn: () => orNull(api.get<Ca540Summary>(`/api/form1040/${id}/ca/540/summary`)),
  });
}

export function useRequiredInfoReady(id: string | null) {
  return useQuery({
    queryKey: ['form1040', id ?? '', 'ca', 'required-info'],
    enabled: Boolean(id),
    queryFn: () => orNull(api.get<{ ready: boolean }>(`/api/form1040/${id}/ca/required-info`)),
  });
}

/** The California forms are of the return's tax year. */
export function useScheduleCaSummary(id: string | null) {
  const year = useReturnYearOf(id);
  return useQuery({
    queryKey: ['form1040', id ?? '', 'ca', 'schedule_ca', 'by-form'],
    enabled: Boolean(id) && year !== undefined,
    queryFn: async () =>
      unwrap(await orNull(api.get<ScheduleCaSummary>(`/api/ca/schedule_ca/by-form/${id}/${String(year)}`))),
  });
}

export interface F568Figures {
  id: number;
  /** False for the empty record the screen creates on first open: it owes nothing. */
  in_use?: boolean;
  line21_total_amount_due?: string | null;
  line19_refund?: string | null;
  line17_overpayment?: string | null;
}
export function useForm568Figures(id: string | null) {
  const year = useReturnYearOf(id);
  return useQuery({
    queryKey: ['form1040', id ?? '', 'ca', 'form568', 'sidebar'],
    enabled: Boolean(id) && year !== undefined,
    queryFn: async () =>
      unwrap(
        await orNull(
          api.get<F568Figures | { data: F568Figures }>(
            `/api/form1040/${id}/ca/form568?tax_year=${String(year)}`,
          ),
        ),
      ),
  });
}

export type Badge = { text: string; tone: 'green' | 'yellow' | 'red' | 'blue' | 'gray'; title?: string };

/** FTB Required Info: Ready, Needs, or unknown when it could not be read. */
export function requiredInfoBadge(q: { data?: { ready: boolean } | null; isError: boolean }): Badge | null {
  if (q.isError) return { text: '?', tone: 'gray', title: 'Readiness unknown' };
  if (q.data === undefined) return null;
  return q.data?.ready
    ? { text: 'Ready', tone: 'green' }
    : { text: 'Needs', tone: 'yellow', title: 'Needs answers' };
}

const cents = (v: string | null | undefined) => Math.round(Number(v ?? 0) * 100);

/** Schedule CA: Ready, Edited, Draft, or 0 when it does not exist. */
export function scheduleCaBadge(s: ScheduleCaSummary | null | undefined): Badge | null {
  if (s === undefined) return null;
  if (!s || !s.exists) return { text: '0', tone: 'gray', title: 'Not started' };
  if (s.ready) return { text: 'Ready', tone: 'green' };
  if (s.hasEdits) return { text: 'Edited', tone: 'blue' };
  return { text: 'Draft', tone: 'yellow' };
}

/** Column B (subtractions) and column C (additions) checkmarks: any non-zero total. */
export function scheduleCaMarks(s: ScheduleCaSummary | null | undefined) {
  const t = s?.totals;
  const parts = t ? [t.part_i, t.section_c, t.part_ii] : [];
  return {
    subtractions: parts.some((p) => cents(p.b) !== 0),
    additions: parts.some((p) => cents(p.c) !== 0),
  };
}

/** Form 568: Due amount, Refund amount, Draft, or 0 when it does not exist or is still empty. */
export function form568Badge(f: F568Figures | null | undefined, usd: (v: string) => string): Badge | null {
  if (f === undefined) return null;
  if (!f || f.in_use === false) return { text: '0', tone: 'gray', title: 'Not started' };
  if (cents(f.line21_total_amount_due) > 0)
    return { text: `Due ${usd(String(f.line21_total_amount_due))}`, tone: 'red' };
  const refund = cents(f.line19_refund) > 0 ? f.line19_refund : f.line17_overpayment;
  if (cents(refund) > 0) return { text: `Refund ${usd(String(refund))}`, tone: 'green' };
  return { text: 'Draft', tone: 'yellow' };
}
