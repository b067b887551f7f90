import type { DashboardResponse, FiledListResponse, ReturnListItem } from '@taxprep/contracts';

export type { DashboardResponse, FiledListResponse, ReturnListItem };

/** The filer's name on a list row ('' before it is entered). */
export function fullName(r: Pick<ReturnListItem, 'first_name' | 'last_name'>): string {
  return [r.first_name, r.last_name].filter(Boolean).join(' ');
}

export interface EfileError {
  code: string;
  field: string;
  message: string;
}

export interface SubmitResponse {
  status: string;
  message: string;
  errors: EfileError[];
  submitted_at: string;
}

export interface Filer {
  id: number;
  username: string;
  email: string;
}
