/**
 * Form 540 and Form 540NR (2024) as labelled facsimiles: the lines the engine computes, with the
 * official line numbers and (shortened where the form is long) the official wording, in the form's
 * order. The 540 lists up to three dependents, as the paper form does; line 10 counts all of them.
 */
import { PDFDocument } from 'pdf-lib';
import { CA_NR_ROWS, type CaResult } from '@taxprep/tax-engine';
import { drawCaForm, maskedSsn, type CaRow, type CaSection } from './ca-draw';

type Table = [n: string, label: string][];

const EXEMPTIONS: Table = [
  ['7', 'Personal: If you checked box 1, 3, or 4 above, enter 1. If you checked box 2 or 5, enter 2. Amount'],
  ['8', 'Blind: If you (or your spouse/RDP) are visually impaired, enter 1; if both, enter 2. Amount'],
  ['9', 'Senior: If you (or your spouse/RDP) are 65 or older, enter 1; if both, enter 2. Amount'],
  ['10', 'Dependents: number of dependents listed × the dependent exemption amount'],
  ['11', 'Exemption amount: Add line 7 through line 10'],
];
const INCOME: Table = [
  ['12', 'State wages from your federal Form(s) W-2, box 16'],
  ['13', 'Enter federal adjusted gross income from federal Form 1040 or 1040-SR, line 11'],
  [
    '14',
    'California adjustments – subtractions. Enter the amount from Schedule CA (540), Part I, line 27, column B',
  ],
  ['15', 'Subtract line 14 from line 13. If less than zero, enter the result in parentheses'],
  [
    '16',
    'California adjustments – additions. Enter the amount from Schedule CA (540), Part I, line 27, column C',
  ],
  ['17', 'California adjusted gross income. Combine line 15 and line 16'],
  [
    '18',
    'Enter the larger of your California itemized deductions from Schedule CA (540), Part II, line 30; OR your California standard deduction',
  ],
  ['19', 'Subtract line 18 from line 17. This is your taxable income. If less than zero, enter -0-'],
];
const TAX_540: Table = [
  ['31', 'Tax. Check the box if from: Tax Table, Tax Rate Schedule, FTB 3800, FTB 3803'],
  [
    '32',
    'Exemption credits. Enter the amount from line 11. If your federal AGI is more than the threshold, see instructions',
  ],
  ['33', 'Subtract line 32 from line 31. If less than zero, enter -0-'],
  ['34', 'Tax. See instructions. Check the box if from: Schedule G-1, FTB 5870A'],
  ['35', 'Add line 33 and line 34'],
];
const CREDITS_540: Table = [
  ['40', 'Nonrefundable Child and Dependent Care Expenses Credit. See instructions'],
  ['46', "Nonrefundable Renter's Credit. See instructions"],
  ['47', 'Add line 40 through line 46. These are your total credits'],
  ['48', 'Subtract line 47 from line 35. If less than zero, enter -0-'],
];
const OTHER_TAX_540: Table = [
  ['61', 'Alternative minimum tax. Attach Schedule P (540)'],
  ['62', 'Mental Health Services Tax. See instructions'],
  ['63', 'Other taxes and credit recapture. See instructions'],
  ['64', 'Add line 48, line 61, line 62, and line 63. This is your total tax'],
];
const PAYMENTS_540: Table = [
  ['71', 'California income tax withheld. See instructions'],
  ['72', '2024 California estimated tax and other payments. See instructions'],
  ['73', 'Withholding (Form 592-B and/or 593). See instructions'],
  ['74', 'Excess SDI (or VPDI) withheld. See instructions'],
  ['75', 'Earned Income Tax Credit (EITC). See instructions'],
  ['76', 'Young Child Tax Credit (YCTC). See instructions'],
  ['77', 'Foster Youth Tax Credit (FYTC). See instructions'],
  ['78', 'Add line 71 through line 77. These are your total payments'],
];
/** Lines 91–115, the same on both forms but for the total tax and payments line numbers. */
function balance(tax: string, pay: string): Table {
  return [
    ['91', 'Use Tax. Do not leave blank. See instructions'],
    ['92', 'Individual Shared Responsibility (ISR) Penalty. See instructions'],
    ['93', `Payments balance. If line ${pay} is more than line 91, subtract line 91 from line ${pay}`],
    ['94', `Use Tax balance. If line 91 is more than line ${pay}, subtract line ${pay} from line 91`],
    [
      '95',
      'Payments after Individual Shared Responsibility Penalty. If line 93 is more than line 92, subtract line 92 from line 93',
    ],
    [
      '96',
      'Individual Shared Responsibility Penalty Balance. If line 92 is more than line 93, subtract line 93 from line 92',
    ],
    ['97', `Overpaid tax. If line 95 is more than line ${tax}, subtract line ${tax} from line 95`],
    ['98', 'Amount of line 97 you want applied to your 2025 estimated tax'],
    ['99', 'Overpaid tax available this year. Subtract line 98 from line 97'],
    ['100', `Tax due. If line 95 is less than line ${tax}, subtract line 95 from line ${tax}`],
    ['110', 'Add amounts in code 400 through code 4xx. These are your total contributions'],
    [
      '111',
      'AMOUNT YOU OWE. If you do not have an amount on line 99, add line 94, line 96, line 100, and line 110',
    ],
    ['112', 'Interest, late return penalties, and late payment penalties'],
    ['113', 'Underpayment of estimated tax. Check the box: FTB 5805 attached, FTB 5805F attached'],
    ['114', 'Total amount due. See instructions'],
    ['115', 'REFUND OR NO AMOUNT DUE. Subtract line 110 from line 99'],
  ];
}
const TAX_540NR: Table = [
  [
    '31',
    'Tax on the amount shown on line 19. Check the box if from: Tax Table, Tax Rate Schedule, FTB 3800, FTB 3803',
  ],
  ['32', 'CA adjusted gross income from Schedule CA (540NR), Part IV, line 1'],
  ['35', 'CA Taxable Income from Schedule CA (540NR), Part IV, line 5'],
  ['36', 'CA Tax Rate. Divide line 31 by line 19 (percent)'],
  ['37', 'CA Tax Before Exemption Credits. Multiply line 35 by the rate on line 36'],
  ['38', 'CA Exemption Credit Percentage. Divide line 35 by line 19. If more than 1, enter 1.0000 (percent)'],
  ['39', 'CA Prorated Exemption Credits. Multiply line 11 by the percentage on line 38'],
  ['40', 'CA Regular Tax Before Credits. Subtract line 39 from line 37. If less than zero, enter -0-'],
  ['41', 'Tax. See instructions. Check the box if from: Schedule G-1, FTB 5870A'],
  ['42', 'Add line 40 and line 41'],
];
const CREDITS_540NR: Table = [
  ['50', 'Nonrefundable Child and Dependent Care Expenses Credit. See instructions. Attach form FTB 3506'],
  ['61', "Nonrefundable Renter's Credit. See instructions"],
  ['62', 'Add line 50 and line 55 through line 61. These are your total credits'],
  ['63', 'Subtract line 62 from line 42. If less than zero, enter -0-'],
];
const OTHER_TAX_540NR: Table = [
  ['71', 'Alternative minimum tax. Attach Schedule P (540NR)'],
  ['72', 'Mental Health Services Tax. See instructions'],
  ['73', 'Other taxes and credit recapture. See instructions'],
  ['74', 'Add line 63, line 71, line 72, and line 73. This is your total tax'],
];
const PAYMENTS_540NR: Table = [
  ['81', 'California income tax withheld. See instructions'],
  ['82', '2024 California estimated tax and other payments. See instructions'],
  ['83', 'Withholding (Form 592-B and/or 593). See instructions'],
  ['84', 'Excess SDI (or VPDI) withheld. See instructions'],
  ['85', 'Earned Income Tax Credit (EITC). See instructions'],
  ['86', 'Young Child Tax Credit (YCTC). See instructions'],
  ['87', 'Foster Youth Tax Credit (FYTC). See instructions'],
  ['88', 'Add line 81 through line 87. These are your total payments. See instructions'],
];
/** Form 540NR lines 91–125 (the 540NR has no use tax line). */
const BALANCE_540NR: Table = [
  ['91', 'Individual Shared Responsibility (ISR) Penalty. See instructions'],
  [
    '92',
    'Payments after Individual Shared Responsibility Penalty. If line 88 is more than line 91, subtract line 91 from line 88',
  ],
  [
    '93',
    'Individual Shared Responsibility Penalty Balance. If line 91 is more than line 88, subtract line 88 from line 91',
  ],
  ['101', 'Overpaid tax. If line 92 is more than line 74, subtract line 74 from line 92'],
  ['102', 'Amount of line 101 you want applied to your 2025 estimated tax'],
  ['103', 'Overpaid tax available this year. Subtract line 102 from line 101'],
  ['104', 'Tax due. If line 92 is less than line 74, subtract line 92 from line 74'],
  ['120', 'Add amounts in code 400 through code 4xx. This is your total contribution'],
  ['121', 'AMOUNT YOU OWE. Add line 93, line 104, and line 120'],
  ['122', 'Interest, late return penalties, and late payment penalties'],
  ['123', 'Underpayment of estimated tax. Check the box: FTB 5805 attached, FTB 5805F attached'],
  ['124', 'Total amount due. See instructions'],
  ['125', 'REFUND OR NO AMOUNT DUE. Subtract line 120 from line 103'],
];
/** Lines the engine keeps as percentages (×100), printed as such rather than as dollars. */
const PERCENT = new Set(['ca540nr.l36', 'ca540nr.l38']);

export interface CaPerson {
  name: string;
  ssn: string | null;
}
export interface CaDependentRow {
  first_name?: string | null;
  last_name?: string | null;
  ssn_itin?: string | null;
  relationship?: string | null;
}

function rows(ca: CaResult, form: string, table: Table): CaRow[] {
  return table.map(([n, label]) => {
    const key = `${form}.l${n}`;
    if (PERCENT.has(key))
      return { n, label, text: ca.lines.has(key) ? `${ca.lines.get(key).toString()}%` : '' };
    return { n, label, value: ca.lines.has(key) ? ca.lines.get(key).toString() : null };
  });
}

function dependentRows(deps: CaDependentRow[]): CaSection {
  const shown = deps.slice(0, 3);
  const list: CaRow[] = shown.map((d, i) => ({
    n: `${i + 1}`,
    label: `${[d.first_name, d.last_name].filter(Boolean).join(' ') || '-'}, SSN ${maskedSsn(d.ssn_itin) ?? '-'}, ${d.relationship ?? '-'}`,
    text: '',
  }));
  if (deps.length > 3)
    list.push({
      n: '',
      label: `${deps.length - 3} more dependent(s) not listed; line 10 counts all ${deps.length}.`,
      text: '',
    });
  if (list.length === 0) list.push({ n: '', label: 'No dependents.', text: '' });
  return { heading: 'Dependents (up to three listed)', rows: list };
}

export async function renderCa540(
  year: number,
  who: CaPerson,
  ca: CaResult,
  deps: CaDependentRow[],
): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  const f = 'ca540';
  await drawCaForm(doc, {
    form: 'Form 540',
    title: 'California Resident Income Tax Return',
    year,
    name: who.name,
    ssn: who.ssn,
    sections: [
      { heading: 'Exemptions', rows: rows(ca, f, EXEMPTIONS) },
      dependentRows(deps),
      { heading: 'Taxable Income', rows: rows(ca, f, INCOME) },
      { heading: 'Tax', rows: rows(ca, f, TAX_540) },
      { heading: 'Special Credits', rows: rows(ca, f, CREDITS_540) },
      { heading: 'Other Taxes', rows: rows(ca, f, OTHER_TAX_540) },
      { heading: 'Payments', rows: rows(ca, f, PAYMENTS_540) },
      {
        heading: 'Use Tax, ISR Penalty, Overpaid Tax/Tax Due, Contributions, Refund',
        rows: rows(ca, f, balance('64', '78')),
      },
    ],
  });
  return doc;
}

export async function renderCa540nr(year: number, who: CaPerson, ca: CaResult): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  const f = 'ca540nr';
  await drawCaForm(doc, {
    form: 'Form 540NR',
    title: 'California Nonresident or Part-Year Resident Income Tax Return',
    year,
    name: who.name,
    ssn: who.ssn,
    sections: [
      { heading: 'Exemptions', rows: rows(ca, f, EXEMPTIONS) },
      { heading: 'Taxable Income', rows: rows(ca, f, INCOME) },
      { heading: 'CA Taxable Income and Tax', rows: rows(ca, f, TAX_540NR) },
      { heading: 'Special Credits', rows: rows(ca, f, CREDITS_540NR) },
      { heading: 'Other Taxes', rows: rows(ca, f, OTHER_TAX_540NR) },
      { heading: 'Payments', rows: rows(ca, f, PAYMENTS_540NR) },
      {
        heading: 'ISR Penalty, Overpaid Tax/Tax Due, Contributions, Refund',
        rows: rows(ca, f, BALANCE_540NR),
      },
    ],
  });
  await drawCaForm(doc, scheduleCANR(year, who, ca));
  return doc;
}

const P2 = 'scheduleCANR.partII';
const amt = (ca: CaResult, key: string): string | null =>
  ca.lines.has(key) ? ca.lines.get(key).toString() : null;
/** A Part II row: column A (from Schedule CA (540) Part I), D and E. */
const colRow = (ca: CaResult, row: string, n: string, label: string): CaRow => ({
  n,
  label,
  cols: [amt(ca, `scheduleCA.partI.${row}.a`), amt(ca, `${P2}.${row}.d`), amt(ca, `${P2}.${row}.e`)],
});

/** Schedule CA (540NR) Part II (columns A, D and E of the lines the return has) and Part IV. */
function scheduleCANR(year: number, who: CaPerson, ca: CaResult) {
  const present = (section: string) =>
    CA_NR_ROWS.filter((r) => r.key.startsWith(section) && ca.lines.has(`${P2}.${r.row}.e`)).map((r) =>
      colRow(ca, r.row, r.key.slice(1), r.label),
    );
  const p4 = (n: number, label: string): CaRow => {
    const key = `scheduleCANR.partIV.l${n}`;
    if (n === 3) return { n: '3', label, text: ca.lines.has(key) ? `${ca.lines.get(key).toString()}%` : '' };
    return { n: String(n), label, value: amt(ca, key) };
  };
  return {
    form: 'Schedule CA (540NR)',
    title: 'California Adjustments — Nonresidents or Part-Year Residents',
    year,
    name: who.name,
    ssn: who.ssn,
    columns: ['A Federal', 'D CA law', 'E CA amounts'] as [string, string, string],
    sections: [
      {
        heading:
          'Part II Income Adjustment Schedule (columns B and C as on Schedule CA (540); D = A − B + C)',
        rows: [],
      },
      {
        heading: 'Section A — Income',
        rows: [...present('A'), colRow(ca, 'l1z', '1z', 'Add line 1a through line 1h')],
      },
      {
        heading: 'Section B — Additional Income',
        rows: [
          ...present('B'),
          colRow(ca, 'secB.l9a', '9a', 'Total other income. Add line 8a through line 8z'),
          colRow(
            ca,
            'l10',
            '10',
            'Total. Combine line 1z through line 7 in Section A and line 1 through line 9b in Section B',
          ),
        ],
      },
      {
        heading: 'Section C — Adjustments to Income',
        rows: [
          ...present('C'),
          colRow(ca, 'l25', '25', 'Total other adjustments. Add line 24a through line 24z'),
          colRow(ca, 'l26', '26', 'Add line 11 through line 23 and line 25'),
          colRow(ca, 'l27', '27', 'Total. Subtract line 26 from line 10'),
        ],
      },
      {
        heading: 'Part IV California Taxable Income',
        rows: [
          p4(1, 'CA adjusted gross income: line 27, column E (or as entered)'),
          p4(2, 'Enter the amount from Form 540NR, line 18'),
          p4(3, 'CA deduction percentage. Divide line 1 by Form 540NR, line 17 (percent)'),
          p4(4, 'CA deductions. Multiply line 2 by line 3'),
          p4(5, 'CA taxable income. Subtract line 4 from line 1'),
        ],
      },
    ],
  };
}
