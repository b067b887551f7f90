/**
 * Schedule CA (540) and Schedule CA (540NR) (2024): the lines of each group with the form's numbers
 * and wording (the Schedule CA screen's rows, its record's default lines and the facsimile), the
 * 540NR Part II lines that take a column E amount, its totals and Part IV. The engine's explanations
 * of Section B and of the 540NR totals read the same rows.
 */
import { CaLineTable, type CaLine } from './table';

export const CA_LINE_GROUPS = ['PART_I_SEC_A', 'PART_I_SEC_B', 'SECTION_C', 'PART_II'] as const;
export type CaLineGroupCode = (typeof CA_LINE_GROUPS)[number];

type L = readonly [key: string, label: string];
const SEC_A: L[] = [
  ['1a', 'Total amount from Form(s) W-2, box 1'],
  ['1b', 'Household employee wages not reported on Form(s) W-2'],
  ['1c', 'Tip income not reported on line 1a'],
  ['1d', 'Medicaid waiver payments not reported on Form(s) W-2'],
  ['1e', 'Taxable dependent care benefits from federal Form 2441, line 26'],
  ['1f', 'Employer-provided adoption benefits from federal Form 8839, line 29'],
  ['1g', 'Wages from federal Form 8919, line 6'],
  ['1h', 'Other earned income'],
  ['1i', 'Nontaxable combat pay election'],
  ['1z', 'Add lines 1a through 1h'],
  ['2', 'Taxable interest'],
  ['3', 'Ordinary dividends'],
  ['4a', 'IRA distributions (total)'],
  ['4b', 'IRA distributions (taxable amount)'],
  ['5a', 'Pensions and annuities (total)'],
  ['5b', 'Pensions and annuities (taxable amount)'],
  ['6a', 'Social security benefits (total)'],
  ['6b', 'Social security benefits (taxable amount)'],
  ['7', 'Capital gain or (loss)'],
];
const SEC_B: L[] = [
  ['1', 'Taxable refunds, credits, or offsets of state and local income taxes'],
  ['2a', 'Alimony received'],
  ['3', 'Business income or (loss)'],
  ['4', 'Other gains or (losses)'],
  ['5', 'Rental real estate, royalties, partnerships, S corporations, trusts, etc.'],
  ['6', 'Farm income or (loss)'],
  ['7', 'Unemployment compensation'],
  ['8a', 'Net operating loss'],
  ['8b', 'Gambling'],
  ['8c', 'Cancellation of debt'],
  ['8d', 'Foreign earned income exclusion from federal Form 2555'],
  ['8e', 'Income from federal Form 8853'],
  ['8f', 'Income from federal Form 8889'],
  ['8g', 'Alaska Permanent Fund dividends'],
  ['8h', 'Jury duty pay'],
  ['8i', 'Prizes and awards'],
  ['8j', 'Activity not engaged in for profit income'],
  ['8k', 'Stock options'],
  ['8l', 'Income from the rental of personal property'],
  ['8m', 'Olympic and Paralympic medals and USOC prize money'],
  ['8n', 'Section 951(a) inclusion'],
  ['8o', 'Section 951A(a) inclusion'],
  ['8p', 'Section 461(l) excess business loss adjustment'],
  ['8q', 'Taxable distributions from an ABLE account'],
  ['8r', 'Scholarship and fellowship grants not reported on Form W-2'],
  ['8s', 'Nontaxable amount of Medicaid waiver payments included on line 1a or 1d'],
  ['8t', 'Pension or annuity from a nonqualified deferred compensation plan'],
  ['8u', 'Wages earned while incarcerated'],
  ['8v', 'Digital assets received as ordinary income not reported elsewhere'],
  ['8z', 'Other income'],
  ['9a', 'Total other income. Add lines 8a through 8z'],
  ['9b1', 'California only: other adjustments (1)'],
  ['9b2', 'California only: other adjustments (2)'],
  ['9b3', 'California only: other adjustments (3)'],
  ['10', 'Total. Combine lines 1 through 7 of Section A and lines 1 through 9 of Section B'],
];
const SEC_C: L[] = [
  ['11', 'Educator expenses'],
  ['12', 'Certain business expenses of reservists, performing artists, and fee-basis government officials'],
  ['13', 'Health savings account deduction'],
  ['14', 'Moving expenses for members of the Armed Forces'],
  ['15', 'Deductible part of self-employment tax'],
  ['16', 'Self-employed SEP, SIMPLE, and qualified plans'],
  ['17', 'Self-employed health insurance deduction'],
  ['18', 'Penalty on early withdrawal of savings'],
  ['19a', 'Alimony paid'],
  ['20', 'IRA deduction'],
  ['21', 'Student loan interest deduction'],
  ['22', 'Reserved for future use'],
  ['24a', 'Jury duty pay'],
  ['24b', 'Deductible expenses related to income reported on line 8l from the rental of personal property'],
  ['24c', 'Nontaxable amount of Olympic and Paralympic medals and USOC prize money'],
  ['24d', 'Reforestation amortization and expenses'],
  ['24e', 'Repayment of supplemental unemployment benefits under the Trade Act of 1974'],
  ['24f', 'Contributions to section 501(c)(18)(D) pension plans'],
  ['24g', 'Contributions by certain chaplains to section 403(b) plans'],
  ['24h', 'Attorney fees and court costs for actions involving certain unlawful discrimination claims'],
  ['24i', 'Attorney fees and court costs you paid in connection with an award from the IRS'],
  ['24j', 'Housing deduction from federal Form 2555'],
  ['24k', 'Excess deductions of section 67(e) expenses from Schedule K-1 (Form 1041)'],
  ['24z', 'Other adjustments'],
  ['25', 'Total other adjustments. Add lines 24a through 24z'],
  ['26', 'Add lines 11 through 23 and line 25'],
  ['27', 'Total. Subtract line 26 from line 10'],
];
const PART_II: L[] = [
  ['1', 'Medical and dental expenses'],
  ['2', 'Enter amount from federal Form 1040, line 11'],
  ['3', 'Multiply line 2 by 7.5% (0.075)'],
  ['4', 'Subtract line 3 from line 1'],
  ['5a', 'State and local income tax or general sales taxes'],
  ['5b', 'State and local real estate taxes'],
  ['5c', 'State and local personal property taxes'],
  ['5d', 'Add lines 5a through 5c'],
  ['5e', 'Enter the smaller of line 5d or $10,000 ($5,000 if married filing separately)'],
  ['6', 'Other taxes'],
  ['7', 'Add lines 5e and 6'],
  ['8a', 'Home mortgage interest and points reported on federal Form 1098'],
  ['8b', 'Home mortgage interest not reported on federal Form 1098'],
  ['8c', 'Points not reported on federal Form 1098'],
  ['8d', 'Reserved for future use'],
  ['8e', 'Add lines 8a through 8c'],
  ['9', 'Investment interest'],
  ['10', 'Add lines 8e and 9'],
  ['11', 'Gifts by cash or check'],
  ['12', 'Other than by cash or check'],
  ['13', 'Carryover from prior year'],
  ['14', 'Add lines 11 through 13'],
  ['15', 'Casualty and theft loss(es)'],
  ['16', 'Other itemized deductions'],
  ['17', 'Total itemized deductions. Add lines 4, 7, 10, 14, 15 and 16'],
  ['18', 'Combine line 17 column A less column B plus column C'],
  ['19', 'Unreimbursed employee expenses: job travel, union dues, job education, etc.'],
  ['20', 'Tax preparation fees'],
  ['21', 'Other expenses: investment, safe deposit box, etc.'],
  ['22', 'Add lines 19 through 21'],
  ['23', 'Enter amount from federal Form 1040 or 1040-SR, line 11'],
  ['24', 'Multiply line 23 by 2% (0.02)'],
  ['25', 'Subtract line 24 from line 22. If line 24 is more than line 22, enter -0-'],
  ['26', 'Total itemized deductions. Add lines 18 and 25'],
  ['27', 'Other adjustments, including California lottery losses'],
  ['28', 'Combine lines 26 and 27'],
  ['29', 'Itemized deductions after the limitation for a federal AGI over the amount for your filing status'],
  ['30', 'Enter the larger of line 29 or your standard deduction'],
];

export const CA_DEFAULT_LINES: Record<CaLineGroupCode, readonly L[]> = {
  PART_I_SEC_A: SEC_A,
  PART_I_SEC_B: SEC_B,
  SECTION_C: SEC_C,
  PART_II: PART_II,
};
/** The wording of line `key` of `group`. */
export function scheduleCaLabel(group: CaLineGroupCode, key: string): string {
  const l = CA_DEFAULT_LINES[group].find(([k]) => k === key);
  if (!l) throw new Error(`Schedule CA: no line ${key} in ${group}`);
  return l[1];
}

export interface CaNrRow {
  /** The filer's key: section letter and line number ('A1a', 'B8z', 'C24a'). */
  key: string;
  /** The row of Schedule CA (540) Part I this line shares its columns A–C with. */
  row: string;
  label: string;
}

const r = (key: string, row: string, label: string): CaNrRow => ({ key, row, label });
const letters = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let c = from.charCodeAt(0); c <= to.charCodeAt(0); c++) out.push(String.fromCharCode(c));
  return out;
};

/** Every line of Part II that takes an amount (totals excluded), in the form's order. */
export const CA_NR_ROWS: readonly CaNrRow[] = [
  r('A1a', 'l1a', 'Total amount from federal Form(s) W-2, box 1'),
  r('A1b', 'l1b', 'Household employee wages not reported on Form(s) W-2'),
  r('A1c', 'l1c', 'Tip income not reported on line 1a'),
  r('A1d', 'l1d', 'Medicaid waiver payments not reported on Form(s) W-2'),
  r('A1e', 'l1e', 'Taxable dependent care benefits'),
  r('A1f', 'l1f', 'Employer-provided adoption benefits'),
  r('A1g', 'l1g', 'Wages from federal Form 8919'),
  r('A1h', 'l1h', 'Other earned income'),
  r('A2', 'l2', 'Taxable interest'),
  r('A3', 'l3', 'Ordinary dividends'),
  r('A4b', 'l4b', 'IRA distributions'),
  r('A5b', 'l5b', 'Pensions and annuities'),
  r('A6b', 'l6b', 'Social security benefits'),
  r('A7', 'l7', 'Capital gain or (loss)'),
  r('B1', 'secB.l1', 'Taxable refunds of state and local income taxes'),
  r('B2a', 'secB.l2a', 'Alimony received'),
  r('B3', 'secB.l3', 'Business income or (loss)'),
  r('B4', 'secB.l4', 'Other gains or (losses)'),
  r('B5', 'secB.l5', 'Rental real estate, royalties, partnerships, S corporations, trusts'),
  r('B6', 'secB.l6', 'Farm income or (loss)'),
  r('B7', 'secB.l7', 'Unemployment compensation'),
  ...letters('a', 'z').map((c) => r(`B8${c}`, `secB.l8${c}`, `Other income, line 8${c}`)),
  r('B9b1', 'secB.l9b1', 'Disaster loss deduction (FTB 3805V)'),
  r('B9b2', 'secB.l9b2', 'NOL deduction (FTB 3805V)'),
  r('B9b3', 'secB.l9b3', 'NOL deduction (FTB 3805Z, 3807 or 3809)'),
  r('C11', 'l11', 'Educator expenses'),
  r('C12', 'l12', 'Business expenses of reservists, performing artists, fee-basis officials'),
  r('C13', 'l13', 'Health savings account deduction'),
  r('C14', 'l14', 'Moving expenses'),
  r('C15', 'l15', 'Deductible part of self-employment tax'),
  r('C16', 'l16', 'Self-employed SEP, SIMPLE, and qualified plans'),
  r('C17', 'l17', 'Self-employed health insurance deduction'),
  r('C18', 'l18', 'Penalty on early withdrawal of savings'),
  r('C19a', 'l19a', 'Alimony paid'),
  r('C20', 'l20', 'IRA deduction'),
  r('C21', 'l21', 'Student loan interest deduction'),
  r('C23', 'l23', 'Archer MSA deduction'),
  ...letters('a', 'z').map((c) => r(`C24${c}`, `l24${c}`, `Other adjustments, line 24${c}`)),
];

/** Schedule CA (540NR) Part II totals: the Part I row they sit on, the form's wording, the facsimile section. */
export const CA_NR_TOTALS: readonly (CaLine & { row: string })[] = [
  { row: 'l1z', n: '1z', section: 'Section A — Income', label: 'Add line 1a through line 1h' },
  {
    row: 'secB.l9a',
    n: '9a',
    section: 'Section B — Additional Income',
    label: 'Total other income. Add line 8a through line 8z',
  },
  {
    row: 'l10',
    n: '10',
    section: 'Section B — Additional Income',
    label: 'Total. Combine line 1z through line 7 in Section A and line 1 through line 9b in Section B',
    text: 'Combine line 1z through line 7 in Section A and line 1 through line 9b in Section B',
  },
  {
    row: 'l25',
    n: '25',
    section: 'Section C — Adjustments to Income',
    label: 'Total other adjustments. Add line 24a through line 24z',
  },
  {
    row: 'l26',
    n: '26',
    section: 'Section C — Adjustments to Income',
    label: 'Add line 11 through line 23 and line 25',
  },
  {
    row: 'l27',
    n: '27',
    section: 'Section C — Adjustments to Income',
    label: 'Total. Subtract line 26 from line 10',
  },
];

/** Schedule CA (540NR) Part IV, California taxable income. */
export const CA_NR_PART_IV = new CaLineTable('scheduleCANR.partIV', [
  {
    n: '1',
    section: 'Part IV California Taxable Income',
    label: 'CA adjusted gross income: line 27, column E (or as entered)',
    text: 'CA adjusted gross income: Schedule CA (540NR), Part II, line 27, column E',
  },
  {
    n: '2',
    section: 'Part IV California Taxable Income',
    label: 'Enter the amount from Form 540NR, line 18',
    text: 'Deductions (Form 540NR, line 18)',
  },
  {
    n: '3',
    section: 'Part IV California Taxable Income',
    label: 'CA deduction percentage. Divide line 1 by Form 540NR, line 17 (percent)',
    text: 'CA deduction percentage (shown ×100): line 1 ÷ Form 540NR line 17',
    percent: true,
  },
  {
    n: '4',
    section: 'Part IV California Taxable Income',
    label: 'CA deductions. Multiply line 2 by line 3',
    text: 'Multiply line 2 by line 3',
  },
  {
    n: '5',
    section: 'Part IV California Taxable Income',
    label: 'CA taxable income. Subtract line 4 from line 1',
    text: 'CA taxable income: subtract line 4 from line 1',
  },
]);
