import { ENGINE_KINDS } from '@taxprep/contracts';
import type { ScheduleKind } from '../../shared/schedules';

export interface DetailColumn {
  field: string;
  label: string;
  money?: boolean;
  /** Computed from the record (the registry's list columns may add boxes together). */
  value?: (r: Record<string, unknown>) => unknown;
}

/** A registry kind's details are its own list columns. */
const registry = (kind: string): DetailColumn[] =>
  (ENGINE_KINDS.find((d) => d.kind === kind)?.columns ?? []).map((c) => ({
    field: c.key,
    label: c.label,
    money: c.money,
    value: c.value,
  }));

const name = (field: string, label: string): DetailColumn => ({ field, label });
const amt = (field: string, label: string): DetailColumn => ({ field, label, money: true });

/** What the details page shows of each kind of document (the schedules payload fields). */
export const DETAIL_COLUMNS: Record<ScheduleKind, DetailColumn[]> = {
  w2: [
    name('employer_name', 'Employer'),
    name('employer_ein', 'EIN'),
    amt('wages', 'Wages'),
    amt('federal_income_tax', 'Federal tax withheld'),
  ],
  dependents: [name('first_name', 'First name'), name('last_name', 'Last name')],
  schedule_a: [amt('total_deductions', 'Total deductions')],
  schedule_c: [
    name('business_name', 'Business'),
    name('business_ein', 'EIN'),
    amt('gross_income', 'Gross income'),
    amt('total_expenses', 'Total expenses'),
    amt('net_profit', 'Net profit'),
  ],
  form1099: [name('payer_name', 'Payer'), amt('amount', 'Amount')],
  form1099_nec: [
    name('payer_name', 'Payer'),
    amt('box1_nonemployee_comp', 'Nonemployee compensation'),
    amt('box4_federal_tax_withheld', 'Federal tax withheld'),
  ],
  form1099_misc: [
    name('payer_name', 'Payer'),
    amt('box1_rents', 'Rents'),
    amt('box2_royalties', 'Royalties'),
    amt('box3_other_income', 'Other income'),
    amt('box4_federal_tax_withheld', 'Federal tax withheld'),
  ],
  form1099_g: [
    name('payer_name', 'Payer'),
    amt('unemployment_comp', 'Unemployment compensation'),
    amt('taxable_refund_amount', 'State or local refund'),
    amt('fed_tax_withheld', 'Federal tax withheld'),
  ],
  form1099_div: registry('form1099_div'),
  form1099_int: registry('form1099_int'),
  form1099_r: registry('form1099_r'),
  form1099_ssa: registry('form1099_ssa'),
  f8949: registry('f8949'),
  form1095_a: registry('form1095_a'),
  hsa: registry('hsa'),
  schedule_d: [amt('net_gain_or_loss', 'Line 16 net gain or (loss)')],
  schedule_e: [amt('total_income_or_loss', 'Line 41 total income or (loss)')],
  schedule_1: [
    name('rows', 'Rows entered'),
    amt('addl_income_total', 'Additional income (line 10)'),
    amt('adjustments_total', 'Adjustments (line 26)'),
  ],
};
