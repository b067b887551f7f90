/** Form 540 lines 71-78 and Form 540NR lines 81-88, the payments (numbered 10 higher on the 540NR). */
import type { CaLine } from './table';

const PAY = 'Payments';

/** Payment lines: the 540's numbers and fields; the 540NR's numbers are 10 higher. */
export function paymentRows(nr: boolean): CaLine[] {
  const n = (l: number): string => String(nr ? l + 10 : l);
  const row = (l: number, label: string, text: string, extra: Partial<CaLine> = {}): CaLine => ({
    n: n(l),
    section: PAY,
    label,
    text,
    ...(nr ? {} : extra),
  });
  return [
    row(
      71,
      'California income tax withheld. See instructions',
      'California income tax withheld (W-2 box 17 where the state is CA, 1099 state rows, other)',
      { field: 'ca_withholding', screen: '71 California income tax withheld' },
    ),
    row(
      72,
      '2024 California estimated tax and other payments. See instructions',
      '2024 California estimated tax and other payments',
      { field: 'est_payments', screen: '72 Estimated tax and other payments' },
    ),
    row(73, 'Withholding (Form 592-B and/or 593). See instructions', 'Withholding (Form 592-B and/or 593)', {
      field: 'withholding_592b_593',
      screen: '73 Withholding (Form 592-B and/or 593)',
    }),
    row(74, 'Excess SDI (or VPDI) withheld. See instructions', 'Excess SDI (or VPDI) withheld'),
    row(
      75,
      'Earned Income Tax Credit (EITC). See instructions',
      nr
        ? 'Earned Income Tax Credit (Form FTB 3514, line 22)'
        : 'California earned income tax credit (Form FTB 3514, line 20)',
      { field: 'ca_eitc', screen: '75 Earned income tax credit (FTB 3514)' },
    ),
    row(
      76,
      'Young Child Tax Credit (YCTC). See instructions',
      nr
        ? 'Young Child Tax Credit (Form FTB 3514, line 30)'
        : 'Young child tax credit (Form FTB 3514, line 28)',
      { field: 'young_child_tax_credit', screen: '76 Young child tax credit' },
    ),
    row(
      77,
      'Foster Youth Tax Credit (FYTC). See instructions',
      nr
        ? 'Foster Youth Tax Credit (Form FTB 3514, line 41)'
        : 'Foster youth tax credit (Form FTB 3514, line 39)',
      { field: 'foster_youth_tax_credit', screen: '77 Foster youth tax credit' },
    ),
    row(
      78,
      nr
        ? 'Add line 81 through line 87. These are your total payments. See instructions'
        : 'Add line 71 through line 77. These are your total payments',
      'Total payments',
      { field: 'line78_total_payments', screen: '78 Total payments' },
    ),
  ];
}
