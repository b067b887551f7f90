import { useQuery } from '@tanstack/react-query';
import { LISTED_KINDS, type ListedKind } from '@taxprep/contracts';
import { api } from '../api/client';
import type { EfileFields } from './efileBadge';

/** One document in GET /api/form1040/{id}/schedules; which name field is set depends on the kind. */
export interface ScheduleItem extends EfileFields {
  id: number;
  employer_name?: string | null;
  payer_name?: string | null;
  plan_name?: string | null;
  financial_institution?: string | null;
  business_name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  [field: string]: unknown;
}

/**
 * The sidebar's and details page's groups in order, each with its label and wizard path (relative
 * to /form1040/{id}/, or absolute): derived from the document registry.
 */
export const SCHEDULE_GROUPS: readonly ListedKind[] = LISTED_KINDS;
export const SCHEDULE_KINDS: readonly string[] = SCHEDULE_GROUPS.map((k) => k.key);
export type ScheduleKind = string;
export type Schedules = Partial<Record<ScheduleKind, ScheduleItem[]>>;

export const KIND_INFO: Readonly<Partial<Record<ScheduleKind, ListedKind>>> = Object.fromEntries(
  SCHEDULE_GROUPS.map((k) => [k.key, k]),
);

/** A readable name for a document whatever its kind. */
export function itemName(kind: ScheduleKind, item: ScheduleItem): string {
  // One per return: the schedule's own name says it all.
  const info = KIND_INFO[kind];
  if (info?.single) return info.label;
  const person = [item.first_name, item.last_name].filter(Boolean).join(' ');
  const name =
    item.employer_name ||
    item.business_name ||
    item.payer_name ||
    item.plan_name ||
    item.financial_institution ||
    item.issuer_name ||
    (typeof item.description === 'string' ? item.description : '') ||
    person;
  return name ? String(name) : `${info?.label ?? kind} #${item.id}`;
}

/** Duplicates (same id) are shown once. */
export function itemsOf(data: Schedules | undefined, kind: ScheduleKind): ScheduleItem[] {
  const list = Array.isArray(data?.[kind]) ? data[kind] : [];
  const seen = new Set<number>();
  return list.filter((i) => (seen.has(i.id) ? false : (seen.add(i.id), true)));
}

export const schedulesKey = (id: string) => ['form1040', id, 'schedules'] as const;

export function useSchedules(id: string | null) {
  return useQuery({
    queryKey: schedulesKey(id ?? ''),
    enabled: Boolean(id),
    queryFn: ({ signal }) => api.get<Schedules>(`/api/form1040/${id}/schedules`, { signal }),
  });
}
