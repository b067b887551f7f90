import type { ScheduleKind } from '../shell/schedules';

export interface DetailColumn {
  field: string;
  label: string;
  money?: boolean;
}

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
  form1099_div: [name('payer_name', 'Payer')],
  form1099_int: [name('payer_name', 'Payer')],
  form1099_r: [name('payer_name', 'Payer')],
  form1099_ssa: [name('payer_name', 'Payer')],
};
