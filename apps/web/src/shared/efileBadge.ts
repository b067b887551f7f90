/** A document's e-file state as the schedules answer may spell it. */
export interface EfileFields {
  efile_status?: string | null;
  efileStatus?: string | null;
  status?: string | null;
  accepted?: boolean | null;
  rejected?: boolean | null;
  filed?: boolean | null;
}

export type EfileBadge = 'Accepted' | 'Rejected' | 'Filed' | 'Draft';

/**
 * Spec mapping: accepted or acknowledged → Accepted; rejected → Rejected; filed, transmitted,
 * sent or submitted → Filed; any other status → Draft; no status at all → null (shown as a dash).
 */
export function efileBadge(item: EfileFields): EfileBadge | null {
  if (item.accepted) return 'Accepted';
  if (item.rejected) return 'Rejected';
  if (item.filed) return 'Filed';
  const raw = item.efile_status ?? item.efileStatus ?? item.status;
  if (raw === null || raw === undefined || String(raw).trim() === '') return null;
  const s = String(raw).trim().toLowerCase();
  if (s === 'accepted' || s === 'acknowledged') return 'Accepted';
  if (s === 'rejected') return 'Rejected';
  if (['filed', 'transmitted', 'sent', 'submitted'].includes(s)) return 'Filed';
  return 'Draft';
}

export const BADGE_TONE = {
  Accepted: 'green',
  Rejected: 'red',
  Filed: 'blue',
  Draft: 'yellow',
} as const satisfies Record<EfileBadge, string>;
