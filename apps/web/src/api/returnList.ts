/** One row of GET /api/dashboard and GET /api/form1040/list (amounts are exact "1234.56" strings). */
export interface ReturnListItem {
  id: number;
  user_id: number;
  prepared_by: number | null;
  username: string;
  first_name: string | null;
  last_name: string | null;
  filing_status: string | null;
  status: string;
  tax_year: number;
  created_at: string;
  submitted_at: string | null;
  taxable_income: string;
  total_tax: string;
  total_payments: string;
  refund_amount: string;
  amount_owed: string;
  refundOrOwed: string;
  /** An accepted return's figures changed since by a 1040-X (the columns above are as accepted). */
  amended?: { refund_amount: string; amount_owed: string; refundOrOwed: string } | null;
}

/** The filer's name on a list row ('' before it is entered). */
export function fullName(r: Pick<ReturnListItem, 'first_name' | 'last_name'>): string {
  return [r.first_name, r.last_name].filter(Boolean).join(' ');
}

export interface DashboardResponse {
  username: string;
  role: string;
  can_create: boolean;
  total: number;
  /** More than LIST_COUNT_CAP returns match: `total` is that lower bound ("10,000+"). */
  total_capped?: boolean;
  page: number;
  page_size: number;
  form1040_list: ReturnListItem[];
}

export interface FiledListResponse {
  total: number;
  total_capped?: boolean;
  forms: ReturnListItem[];
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
