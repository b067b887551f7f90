import { useQuery } from '@tanstack/react-query';
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

export const SCHEDULE_KINDS = [
  'w2',
  'dependents',
  'schedule_a',
  'schedule_c',
  'schedule_d',
  'f8949',
  'schedule_e',
  'schedule_1',
  'form1099',
  'form1099_nec',
  'form1099_misc',
  'form1099_g',
  'form1099_div',
  'form1099_int',
  'form1099_r',
  'form1099_ssa',
  'form1095_a',
  'hsa',
] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];
export type Schedules = Partial<Record<ScheduleKind, ScheduleItem[]>>;

/** Label and wizard path (relative to /form1040/{id}/, or absolute) of each kind of document. */
export const KIND_INFO: Record<ScheduleKind, { label: string; path: string; absolute?: boolean }> = {
  w2: { label: 'W-2', path: 'w2' },
  dependents: { label: 'Dependents', path: 'dependents' },
  schedule_a: { label: 'Schedule A', path: 'schedule-a' },
  schedule_c: { label: 'Schedule C', path: 'schedule-c' },
  schedule_d: { label: 'Schedule D', path: 'schedule-d' },
  f8949: { label: 'Form 8949', path: 'f8949' },
  schedule_e: { label: 'Schedule E', path: 'schedule-e' },
  schedule_1: { label: 'Schedule 1', path: 'schedule-1' },
  form1099: { label: 'Form 1099', path: '/form1099/list', absolute: true },
  form1099_nec: { label: '1099-NEC', path: 'schedule-c' },
  form1099_misc: { label: '1099-MISC', path: '1099-misc' },
  form1099_g: { label: '1099-G', path: '1099-g' },
  form1099_div: { label: '1099-DIV', path: '1099-div' },
  form1099_int: { label: '1099-INT', path: '1099-int' },
  form1099_r: { label: '1099-R', path: '1099-r' },
  form1099_ssa: { label: 'SSA-1099', path: 'ssa-1099' },
  form1095_a: { label: '1095-A', path: '1095-a' },
  hsa: { label: 'HSA (Form 8889)', path: 'hsa' },
};

/** A readable name for a document whatever its kind. */
export function itemName(kind: ScheduleKind, item: ScheduleItem): string {
  // One per return: the schedule's own name says it all.
  if (kind === 'schedule_d' || kind === 'schedule_e' || kind === 'schedule_1') return KIND_INFO[kind].label;
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
  return name ? String(name) : `${KIND_INFO[kind].label} #${item.id}`;
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
