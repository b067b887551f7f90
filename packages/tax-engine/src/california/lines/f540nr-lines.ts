/**
 * Form 540NR (2024): every line the engine computes, with the form's wording (the facsimile's row)
 * and the engine's explanation where it is shorter. Lines 7–19 and the payments are the 540's
 * (f540-lines.ts); the tax is prorated on lines 31–42 and the balance is numbered 91–125.
 */
import { EXEMPTION_LINES, INCOME_LINES } from './f540-lines';
import { paymentRows } from './payment-lines';
import { CaLineTable, type CaLine } from './table';

const TAX = 'CA Taxable Income and Tax';
const CR = 'Special Credits';
const OTH = 'Other Taxes';
const BAL = 'ISR Penalty, Overpaid Tax/Tax Due, Contributions, Refund';
const row = (
  section: string,
  n: string,
  label: string,
  text?: string,
  extra: Partial<CaLine> = {},
): CaLine => ({
  n,
  section,
  label,
  ...(text === undefined ? {} : { text }),
  ...extra,
});

export const F540NR_LINES: CaLine[] = [
  ...EXEMPTION_LINES.map(({ screen: _, ...l }) => l),
  ...INCOME_LINES.map(({ screen: _, field: __, ...l }) => l),
  row(
    TAX,
    '31',
    'Tax on the amount shown on line 19. Check the box if from: Tax Table, Tax Rate Schedule, FTB 3800, FTB 3803',
    'Tax entered by the filer',
  ),
  row(TAX, '32', 'CA adjusted gross income from Schedule CA (540NR), Part IV, line 1', undefined, {
    screen: 'CA AGI (line 32)',
  }),
  row(
    TAX,
    '35',
    'CA Taxable Income from Schedule CA (540NR), Part IV, line 5',
    'CA taxable income (entered)',
    {
      screen: 'CA taxable income',
    },
  ),
  row(
    TAX,
    '36',
    'CA Tax Rate. Divide line 31 by line 19 (percent)',
    'CA tax rate (shown ×100): divide line 31 by line 19',
    {
      percent: true,
    },
  ),
  row(
    TAX,
    '37',
    'CA Tax Before Exemption Credits. Multiply line 35 by the rate on line 36',
    'CA tax before exemption credits: line 35 × the CA tax rate, line 31 ÷ line 19 =',
  ),
  row(
    TAX,
    '38',
    'CA Exemption Credit Percentage. Divide line 35 by line 19. If more than 1, enter 1.0000 (percent)',
    'CA exemption credit percentage (shown ×100): line 35 ÷ line 19',
    { percent: true },
  ),
  row(
    TAX,
    '39',
    'CA Prorated Exemption Credits. Multiply line 11 by the percentage on line 38',
    'CA prorated exemption credits',
  ),
  row(
    TAX,
    '40',
    'CA Regular Tax Before Credits. Subtract line 39 from line 37. If less than zero, enter -0-',
    'CA regular tax before credits: subtract line 39 from line 37',
  ),
  row(
    TAX,
    '41',
    'Tax. See instructions. Check the box if from: Schedule G-1, FTB 5870A',
    'Tax (Schedule G-1, FTB 5870A)',
  ),
  row(TAX, '42', 'Add line 40 and line 41'),
  row(
    CR,
    '50',
    'Nonrefundable Child and Dependent Care Expenses Credit. See instructions. Attach form FTB 3506',
    'Nonrefundable Child and Dependent Care Expenses Credit (Form FTB 3506, line 11)',
    { screen: 'Child care credit (line 50)' },
  ),
  row(CR, '61', "Nonrefundable Renter's Credit. See instructions", "Nonrefundable renter's credit"),
  row(CR, '62', 'Add line 50 and line 55 through line 61. These are your total credits'),
  row(
    CR,
    '63',
    'Subtract line 62 from line 42. If less than zero, enter -0-',
    'Subtract line 62 from line 42; if less than zero, enter -0-',
  ),
  row(
    OTH,
    '71',
    'Alternative minimum tax. Attach Schedule P (540NR)',
    'Alternative minimum tax (Schedule P (540NR), line 28)',
  ),
  row(
    OTH,
    '72',
    'Mental Health Services Tax. See instructions',
    'Mental Health Services Tax: 1% of line 19 over',
  ),
  row(OTH, '73', 'Other taxes and credit recapture. See instructions', 'Other taxes and credit recapture'),
  row(
    OTH,
    '74',
    'Add line 63, line 71, line 72, and line 73. This is your total tax',
    'Total tax: add line 63, line 71, line 72 and line 73',
    { screen: 'Total tax' },
  ),
  ...paymentRows(true).map((l) =>
    l.n === '85'
      ? { ...l, screen: 'CalEITC (line 85)' }
      : l.n === '86'
        ? { ...l, screen: 'Young child credit (line 86)' }
        : l.n === '88'
          ? { ...l, screen: 'Total payments' }
          : l,
  ),
  row(
    BAL,
    '91',
    'Individual Shared Responsibility (ISR) Penalty. See instructions',
    'Individual Shared Responsibility Penalty (FTB 3853)',
  ),
  row(
    BAL,
    '92',
    'Payments after Individual Shared Responsibility Penalty. If line 88 is more than line 91, subtract line 91 from line 88',
    'Payments after the Individual Shared Responsibility Penalty: if line 88 is more than line 91, subtract line 91 from line 88',
  ),
  row(
    BAL,
    '93',
    'Individual Shared Responsibility Penalty Balance. If line 91 is more than line 88, subtract line 88 from line 91',
    'Individual Shared Responsibility Penalty balance: if line 91 is more than line 88, subtract line 88 from line 91',
  ),
  row(
    BAL,
    '101',
    'Overpaid tax. If line 92 is more than line 74, subtract line 74 from line 92',
    'Overpaid tax: if line 92 is more than line 74, subtract line 74 from line 92',
  ),
  row(BAL, '102', 'Amount of line 101 you want applied to your 2025 estimated tax'),
  row(
    BAL,
    '103',
    'Overpaid tax available this year. Subtract line 102 from line 101',
    'Overpaid tax available this year: subtract line 102 from line 101',
  ),
  row(
    BAL,
    '104',
    'Tax due. If line 92 is less than line 74, subtract line 92 from line 74',
    'Tax due: if line 92 is less than line 74, subtract line 92 from line 74',
  ),
  row(
    BAL,
    '120',
    'Add amounts in code 400 through code 4xx. This is your total contribution',
    'Total voluntary contributions',
  ),
  row(
    BAL,
    '121',
    'AMOUNT YOU OWE. Add line 93, line 104, and line 120',
    'Amount you owe: add line 93, line 104 and line 120 (contributions first reduce the overpaid tax of line 103)',
    { screen: 'Amount you owe' },
  ),
  row(BAL, '122', 'Interest, late return penalties, and late payment penalties'),
  row(
    BAL,
    '123',
    'Underpayment of estimated tax. Check the box: FTB 5805 attached, FTB 5805F attached',
    'Underpayment of estimated tax (FTB 5805)',
  ),
  row(
    BAL,
    '124',
    'Total amount due. See instructions',
    'Total amount due: add line 93, line 104, line 120, line 122 and line 123, less line 103; if less than zero, enter -0-',
  ),
  row(
    BAL,
    '125',
    'REFUND OR NO AMOUNT DUE. Subtract line 120 from line 103',
    'Refund or no amount due: line 103 less line 93, line 104, line 120, line 122 and line 123; if less than zero, enter -0-',
    { screen: 'Refund' },
  ),
];

export const F540NR = new CaLineTable('ca540nr', F540NR_LINES);
