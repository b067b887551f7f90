import { useReturnPart } from '../../api/returns';

export interface SummaryLine {
  key: string;
  value: string;
  formula: string;
  inputs: string[];
  override: { reason: string; computed: string | null } | null;
}
export interface Override {
  key: string;
  value: string;
  reason: string;
  computed: string | null;
}
export interface Summary {
  id: number;
  status: string;
  version: number;
  filing_status: string | null;
  agi: string;
  taxable_income: string;
  total_tax: string;
  total_payments: string;
  refund: string;
  amount_owed: string;
  refundOrOwed: string;
  forms: string[];
  /** Each attached form but Form 1040 and why it is attached. */
  attachments: { form: string; name: string; why: string }[];
  lines: SummaryLine[];
  overrides: Override[];
  warnings: string[];
}

/** The computed return; the top bar and sidebar read the same query. */
export function useSummary(id: string) {
  return useReturnPart<Summary>(id, 'summary');
}
