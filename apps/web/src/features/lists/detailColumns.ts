import type { ListedKind } from '@taxprep/contracts';

export interface DetailColumn {
  field: string;
  label: string;
  money?: boolean;
  /** Computed from the record (the registry's list columns may add boxes together). */
  value?: (r: Record<string, unknown>) => unknown;
}

/**
 * What the details page shows of a kind of document (the schedules payload fields): the kind's
 * `listing.details`, or its own list columns, from the document registry.
 */
export const detailColumns = (kind: ListedKind): DetailColumn[] =>
  kind.details.map((c) => ({ field: c.key, label: c.label, money: c.money, value: c.value }));
