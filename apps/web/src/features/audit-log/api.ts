import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '@taxprep/contracts';
import { api } from '../../api/client';

export interface AuditFilterValues {
  actor: string;
  returnId: string;
  action: string;
  /** Local calendar days, "YYYY-MM-DD" (empty: no bound). */
  from: string;
  to: string;
}

/** Start of a local calendar day as an instant, so "from Monday" means the admin's own Monday. */
function localDayStart(day: string, plusDays = 0): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d! + plusDays).toISOString();
}

/** The server's filter parameters; the "to" day is included whole (its end is the next day's start). */
export function filterParams(f: AuditFilterValues): URLSearchParams {
  const s = new URLSearchParams();
  if (f.actor) s.set('actor', f.actor);
  if (f.returnId) s.set('return_id', f.returnId);
  if (f.action) s.set('action', f.action);
  if (f.from) s.set('from', localDayStart(f.from));
  if (f.to) s.set('to', localDayStart(f.to, 1));
  return s;
}

/** One page of the log; `enabled` is false while a filter holds a value the server would refuse. */
export function useAuditLog(f: AuditFilterValues, page: number, perPage: number, enabled: boolean) {
  const s = filterParams(f);
  s.set('page', String(page));
  s.set('per_page', String(perPage));
  return useQuery({
    queryKey: ['audit-log', s.toString()],
    queryFn: ({ signal }) => api.get<AuditPage>(`/api/admin/audit?${s.toString()}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Fetches the CSV for these filters and hands it to the browser as a download. */
export async function downloadAuditCsv(f: AuditFilterValues): Promise<void> {
  const text = await api.get<string>(`/api/admin/audit.csv?${filterParams(f).toString()}`);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'audit-log.csv';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked after the click has been handled, or some browsers download nothing.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
