/**
 * Form 540 (2024): every line the engine computes, with the form's wording (the facsimile's row),
 * the engine's explanation where it is shorter, and the Form 540 screen's field and label.
 * Lines 7–19 and the payments and balance steps are shared with the 540NR (f540nr-lines.ts).
 */
import { paymentRows } from './payment-lines';
import { CaLineTable, type CaLine } from './table';

const EX = 'Exemptions';
const INC = 'Taxable Income';
const TAX = 'Tax';
const CR = 'Special Credits';
const OTH = 'Other Taxes';
const BAL = 'Use Tax, ISR Penalty, Overpaid Tax/Tax Due, Contributions, Refund';

/** Lines 7–11, the same on the 540NR. */
export const EXEMPTION_LINES: CaLine[] = [
  {
    n: '7',
    section: EX,
    label:
      'Personal: If you checked box 1, 3, or 4 above, enter 1. If you checked box 2 or 5, enter 2. Amount',
    text: 'Personal',
    screen: '7 Personal',
  },
  {
    n: '8',
    section: EX,
    label: 'Blind: If you (or your spouse/RDP) are visually impaired, enter 1; if both, enter 2. Amount',
    text: 'Blind',
    screen: '8 Blind',
  },
  {
    n: '9',
    section: EX,
    label: 'Senior: If you (or your spouse/RDP) are 65 or older, enter 1; if both, enter 2. Amount',
    text: 'Senior (65 or older)',
    screen: '9 Senior (65 or older)',
  },
  {
    n: '10',
    section: EX,
    label: 'Dependents: number of dependents listed × the dependent exemption amount',
    text: 'Dependents',
  },
  {
    n: '11',
    section: EX,
    label: 'Exemption amount: Add line 7 through line 10',
    text: 'Exemption amount: add lines 7 through 10',
    screen: '11 Exemption amount',
  },
];

/** Lines 12–19, the same on the 540NR. */
export const INCOME_LINES: CaLine[] = [
  {
    n: '12',
    section: INC,
    label: 'State wages from your federal Form(s) W-2, box 16',
    text: 'State wages from your Form(s) W-2, box 16',
    field: 'state_wages_w2_box16',
    screen: '12 State wages (W-2 box 16)',
  },
  {
    n: '13',
    section: INC,
    label: 'Enter federal adjusted gross income from federal Form 1040 or 1040-SR, line 11',
    text: 'Federal adjusted gross income (Form 1040, line 11)',
    field: 'federal_agi',
    screen: '13 Federal AGI',
  },
  {
    n: '14',
    section: INC,
    label:
      'California adjustments – subtractions. Enter the amount from Schedule CA (540), Part I, line 27, column B',
    text: 'California adjustments – subtractions (Schedule CA (540), Part I, line 27, column B)',
    field: 'ca_subtractions',
    screen: '14 California subtractions (Schedule CA)',
  },
  {
    n: '15',
    section: INC,
    label: 'Subtract line 14 from line 13. If less than zero, enter the result in parentheses',
    text: 'Subtract line 14 from line 13',
    field: 'ca_agi_pre_additions',
    screen: '15 Subtract line 14 from line 13',
  },
  {
    n: '16',
    section: INC,
    label:
      'California adjustments – additions. Enter the amount from Schedule CA (540), Part I, line 27, column C',
    text: 'California adjustments – additions (Schedule CA (540), Part I, line 27, column C)',
    field: 'ca_additions',
    screen: '16 California additions (Schedule CA)',
  },
  {
    n: '17',
    section: INC,
    label: 'California adjusted gross income. Combine line 15 and line 16',
    text: 'California adjusted gross income: add line 15 and line 16',
    field: 'ca_agi',
    screen: '17 California AGI',
  },
  {
    n: '18',
    section: INC,
    label:
      'Enter the larger of your California itemized deductions from Schedule CA (540), Part II, line 30; OR your California standard deduction',
    text: 'Larger of California itemized deductions or standard deduction (Schedule CA (540), Part II, line 30)',
    field: 'line18_deductions',
    screen: '18 Itemized or standard deduction',
  },
  {
    n: '19',
    section: INC,
    label: 'Subtract line 18 from line 17. This is your taxable income. If less than zero, enter -0-',
    text: 'Taxable income: subtract line 18 from line 17; if less than zero, enter -0-',
    field: 'taxable_income',
    screen: '19 Taxable income',
  },
];

export const F540_LINES: CaLine[] = [
  ...EXEMPTION_LINES,
  ...INCOME_LINES,
  {
    n: '31',
    section: TAX,
    label: 'Tax. Check the box if from: Tax Table, Tax Rate Schedule, FTB 3800, FTB 3803',
    text: 'Tax entered by the filer',
    field: 'line31_tax',
    screen: '31 Tax',
  },
  {
    n: '32',
    section: TAX,
    label:
      'Exemption credits. Enter the amount from line 11. If your federal AGI is more than the threshold, see instructions',
    text: 'Exemption credits: amount from line 11',
    field: 'line32_exemption_credits',
    screen: '32 Exemption credits',
  },
  {
    n: '33',
    section: TAX,
    label: 'Subtract line 32 from line 31. If less than zero, enter -0-',
    text: 'Subtract line 32 from line 31; if less than zero, enter -0-',
    field: 'line33_tax_minus_exempt',
    screen: '33 Subtract line 32 from line 31',
  },
  {
    n: '34',
    section: TAX,
    label: 'Tax. See instructions. Check the box if from: Schedule G-1, FTB 5870A',
    text: 'Tax (Schedule G-1, FTB 5870A)',
    field: 'line34_other_taxes',
    screen: '34 Tax from Schedule G-1 and form FTB 5870A',
  },
  {
    n: '35',
    section: TAX,
    label: 'Add line 33 and line 34',
    field: 'line35_total',
    screen: '35 Add line 33 and line 34',
  },
  {
    n: '40',
    section: CR,
    label: 'Nonrefundable Child and Dependent Care Expenses Credit. See instructions',
    text: 'Nonrefundable child and dependent care expenses credit (FTB 3506)',
    field: 'cdcc_nonrefundable',
    screen: '40 Nonrefundable child and dependent care credit',
  },
  {
    n: '46',
    section: CR,
    label: "Nonrefundable Renter's Credit. See instructions",
    text: "Nonrefundable renter's credit",
    field: 'renters_credit',
    screen: "46 Nonrefundable renter's credit",
  },
  {
    n: '47',
    section: CR,
    label: 'Add line 40 through line 46. These are your total credits',
    field: 'total_nonref_credits',
    screen: '47 Total nonrefundable credits',
  },
  {
    n: '48',
    section: CR,
    label: 'Subtract line 47 from line 35. If less than zero, enter -0-',
    text: 'Subtract line 47 from line 35; if less than zero, enter -0-',
    field: 'line48_tax_after_credits',
    screen: '48 Tax after credits',
  },
  {
    n: '61',
    section: OTH,
    label: 'Alternative minimum tax. Attach Schedule P (540)',
    text: 'Alternative minimum tax (Schedule P (540), line 26)',
    field: 'amt_540',
    screen: '61 Alternative minimum tax',
  },
  {
    n: '62',
    section: OTH,
    label: 'Mental Health Services Tax. See instructions',
    text: 'Mental Health Services Tax: 1% of taxable income (line 19) over',
    field: 'mental_health_tax',
    screen: '62 Behavioral health services tax',
  },
  {
    n: '63',
    section: OTH,
    label: 'Other taxes and credit recapture. See instructions',
    text: 'Other taxes and credit recapture',
    field: 'recapture_other_taxes',
    screen: '63 Other taxes and credit recapture',
  },
  {
    n: '64',
    section: OTH,
    label: 'Add line 48, line 61, line 62, and line 63. This is your total tax',
    text: 'Total tax: add line 48, line 61, line 62 and line 63',
    field: 'line64_total_tax',
    screen: '64 Total tax',
  },
  ...paymentRows(false),
  ...balanceRows(),
];

function balanceRows(): CaLine[] {
  const b = (n: string, label: string, text: string | undefined, field: string, screen: string): CaLine => ({
    n,
    section: BAL,
    label,
    ...(text === undefined ? {} : { text }),
    field,
    screen,
  });
  return [
    b('91', 'Use Tax. Do not leave blank. See instructions', 'Use tax', 'use_tax', '91 Use tax'),
    b(
      '92',
      'Individual Shared Responsibility (ISR) Penalty. See instructions',
      'Individual shared responsibility penalty (FTB 3853)',
      'isr_penalty',
      '92 Individual shared responsibility penalty',
    ),
    b(
      '93',
      'Payments balance. If line 78 is more than line 91, subtract line 91 from line 78',
      'Payments balance: if line 78 is more than line 91, subtract line 91',
      'line93_payments_balance',
      '93 Payments balance',
    ),
    b(
      '94',
      'Use Tax balance. If line 91 is more than line 78, subtract line 78 from line 91',
      'Use tax balance: if line 91 is more than line 78, subtract line 78',
      'line94_use_tax_balance',
      '94 Use tax balance',
    ),
    b(
      '95',
      'Payments after Individual Shared Responsibility Penalty. If line 93 is more than line 92, subtract line 92 from line 93',
      'Payments after ISR penalty: if line 93 is more than line 92, subtract line 92',
      'line95_payments_after_isr',
      '95 Payments after ISR penalty',
    ),
    b(
      '96',
      'Individual Shared Responsibility Penalty Balance. If line 92 is more than line 93, subtract line 93 from line 92',
      'ISR penalty balance: if line 92 is more than line 93, subtract line 93',
      'line96_isr_balance',
      '96 ISR penalty balance',
    ),
    b(
      '97',
      'Overpaid tax. If line 95 is more than line 64, subtract line 64 from line 95',
      'Overpaid tax: if line 95 is more than line 64, subtract',
      'overpaid_tax',
      '97 Overpaid tax',
    ),
    b(
      '98',
      'Amount of line 97 you want applied to your 2025 estimated tax',
      'Amount of line 97 applied to 2025 estimated tax',
      'apply_to_next_year',
      '98 Amount applied to 2025 estimated tax',
    ),
    b(
      '99',
      'Overpaid tax available this year. Subtract line 98 from line 97',
      'Overpaid tax available this year: subtract line 98 from line 97',
      'overpaid_available',
      '99 Overpaid tax available this year',
    ),
    b(
      '100',
      'Tax due. If line 95 is less than line 64, subtract line 95 from line 64',
      'Tax due: if line 95 is less than line 64, subtract line 95',
      'tax_due',
      '100 Tax due',
    ),
    b(
      '110',
      'Add amounts in code 400 through code 4xx. These are your total contributions',
      'Total voluntary contributions',
      'contributions_total',
      '110 Total voluntary contributions',
    ),
    b(
      '111',
      'AMOUNT YOU OWE. If you do not have an amount on line 99, add line 94, line 96, line 100, and line 110',
      'Amount you owe: add lines 94, 96, 100 and 110 (less line 99)',
      'amount_you_owe',
      '111 Amount you owe',
    ),
    b(
      '112',
      'Interest, late return penalties, and late payment penalties',
      undefined,
      'interest_penalties',
      '112 Interest, late return penalties, and late payment penalties',
    ),
    b(
      '113',
      'Underpayment of estimated tax. Check the box: FTB 5805 attached, FTB 5805F attached',
      'Underpayment of estimated tax (FTB 5805)',
      'underpayment_penalty',
      '113 Underpayment of estimated tax penalty',
    ),
    b(
      '114',
      'Total amount due. See instructions',
      'Total amount due: add lines 94, 96, 100, 110, 112 and 113, less line 99; if less than zero, enter -0-',
      'total_amount_due',
      '114 Total amount due',
    ),
    b(
      '115',
      'REFUND OR NO AMOUNT DUE. Subtract line 110 from line 99',
      'Refund or no amount due: line 99 less lines 94, 96, 100, 110, 112 and 113; if less than zero, enter -0-',
      'refund_or_no_amount_due',
      '115 Refund or no amount due',
    ),
  ];
}

export const F540 = new CaLineTable('ca540', F540_LINES);
