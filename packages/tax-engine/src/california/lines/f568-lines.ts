/**
 * Form 568 (2024) lines 1–21 and total assets: the record field, the line number and the form's
 * wording. The Form 568 screen and the facsimile print "number wording" (contracts F568_INPUT_LINES,
 * F568_COMPUTED_LINES); the engine explains a computed line by its wording and an entered one as
 * "wording, as entered" (lines 2 and 3 say how the fee chart or the annual tax gave them).
 */
export interface F568Line {
  /** The record's field. */
  field: string;
  /** The line number ('' for total assets, item I). */
  n: string;
  label: string;
  /** Computed by the engine, read-only on the screen. */
  computed?: boolean;
}

const line = (field: string, n: string, label: string, computed = false): F568Line => ({
  field,
  n,
  label,
  ...(computed ? { computed } : {}),
});

/** In the screen's order: the entered lines, then the computed ones. */
export const F568_LINES: readonly F568Line[] = [
  line('total_assets_eoy', '', 'Total assets at end of year'),
  line('line1_total_income', '1', 'Total income from Schedule IW'),
  line('line2_llc_fee', '2', 'Limited liability company fee'),
  line('line3_annual_llc_tax', '3', 'Annual limited liability company tax'),
  line('line4_pte_elective_tax', '4', 'Elective tax (pass-through entity)'),
  line('line5_noncons_nr_tax_schedT', '5', 'Nonconsenting nonresident members’ tax from Schedule T'),
  line('line6_partnership_level_tax', '6', 'Total partnership level tax (BBA)'),
  line('line8_prior_year_overpayment', '8', 'Overpayment from prior year allowed as a credit'),
  line('line9_amt_paid_pte', '9', 'Elective tax payment'),
  line('line10_amt_paid_form3522', '10', 'Amount paid with form FTB 3522'),
  line('line11_amt_paid_form3536', '11', 'Amount paid with form FTB 3536 and extension payments'),
  line('line13_use_tax', '13', 'Use tax'),
  line('line18_applied_to_next_year', '18', 'Amount of line 17 to be credited to 2025 tax'),
  line('line20_penalties_interest', '20', 'Penalties and interest'),
  line('line7_total_tax_fee', '7', 'Total tax and fee. Add lines 2 through 6', true),
  line('line12_total_payments', '12', 'Total payments. Add lines 8 through 11', true),
  // Lines 14-21 as printed on the 2024 Form 568 (payments net the use tax first; f568.ts).
  line(
    'line14_payments_balance',
    '14',
    'Payments balance. If line 12 is more than line 13, subtract line 13 from line 12',
    true,
  ),
  line(
    'line15_use_tax_balance',
    '15',
    'Use tax balance. If line 13 is more than line 12, subtract line 12 from line 13',
    true,
  ),
  line(
    'line16_tax_fee_due',
    '16',
    'Tax due. If line 7 is more than line 14, subtract line 14 from line 7',
    true,
  ),
  line(
    'line17_overpayment',
    '17',
    'Overpaid tax. If line 14 is more than line 7, subtract line 7 from line 14',
    true,
  ),
  line('line19_refund', '19', 'Refund. Subtract line 18 from line 17', true),
  line('line21_total_amount_due', '21', 'Total amount due. Add line 15, line 16 and line 20', true),
];

/** The screen's and the facsimile's label: the number, then the wording. */
export const f568Label = (l: F568Line): string => (l.n ? `${l.n} ${l.label}` : l.label);

/** The engine's explanation of line `n` (lines 2 and 3 aside). */
export function f568Text(n: string): string {
  const l = F568_LINES.find((x) => x.n === n);
  if (!l) throw new Error(`Form 568: no line ${n} in its line table`);
  return l.computed || n === '1' ? l.label : `${l.label}, as entered`;
}
