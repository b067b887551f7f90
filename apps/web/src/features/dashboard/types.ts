import type { DashboardResponse, FiledListResponse, ReturnListItem } from '@taxprep/contracts';

export type { DashboardResponse, FiledListResponse, ReturnListItem };

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
