/**
 * Schedule CA (540), California Adjustments — Residents (spec 002): the default lines of each
 * group with the 2024 form's line numbers and wording, the save payload and the record.
 */
import { z } from 'zod';
import { recordId } from '../constants';
import { money } from '../money';
import { optText } from '../schema-parts';
import { CA_FILING_STATUSES } from './ca540';

export const CA_LINE_GROUPS = ['PART_I_SEC_A', 'PART_I_SEC_B', 'SECTION_C', 'PART_II'] as const;
export type CaLineGroup = (typeof CA_LINE_GROUPS)[number];
export const CA_GROUP_TITLES: Record<CaLineGroup, string> = {
  PART_I_SEC_A: 'Part I, Section A — Income',
  PART_I_SEC_B: 'Part I, Section B — Additional Income (federal Schedule 1)',
  SECTION_C: 'Part I, Section C — Adjustments to Income',
  PART_II: 'Part II — Adjustments to Federal Itemized Deductions',
};

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

export const CA_DEFAULT_LINES: Record<CaLineGroup, readonly L[]> = {
  PART_I_SEC_A: SEC_A,
  PART_I_SEC_B: SEC_B,
  SECTION_C: SEC_C,
  PART_II: PART_II,
};
/** Line keys of the sidebar's anchors: #subtractions (column B) and #additions (column C). */
export const CA_ANCHORS = ['subtractions', 'additions'] as const;

/** Money inputs strip characters other than digits, dot and minus; empty is null (spec 002 §5). */
export function sanitizeCaMoney(v: string): string | null {
  const s = v
    .replace(/[^\d.-]/g, '')
    .replace(/^(-?)0+(?=\d)/, '$1')
    .slice(0, 18);
  return s === '' || s === '-' ? null : s;
}

const col = money({ allowNegative: true }).optional();
export const caLineSchema = z.object({
  group_code: z.enum(CA_LINE_GROUPS, { message: 'Unknown line group' }),
  line_key: z.string().trim().min(1).max(8),
  label: optText(300).optional(),
  col_a: col,
  col_b: col,
  col_c: col,
  notes: optText(500).optional(),
});
export type CaLine = z.output<typeof caLineSchema>;

export const scheduleCaSaveSchema = z.object({
  filing_status: z.enum(CA_FILING_STATUSES, { message: 'Choose a filing status' }).optional(),
  will_itemize_for_ca: z.boolean().optional(),
  lines: z.array(caLineSchema).max(400).optional(),
});
export const scheduleCaCreateSchema = scheduleCaSaveSchema.extend({
  form1040_id: recordId('Form 1040 not found.'),
  tax_year: z.coerce.number().int().min(2018).max(2100).optional(),
});

const abc = z.object({ a: z.string(), b: z.string(), c: z.string() });
export const scheduleCaRecordSchema = z.object({
  id: z.number(),
  form1040_id: z.number(),
  tax_year: z.number(),
  filing_status: z.enum(CA_FILING_STATUSES),
  will_itemize_for_ca: z.boolean(),
  lines: z.array(
    z.object({
      group_code: z.enum(CA_LINE_GROUPS),
      line_key: z.string(),
      label: z.string(),
      col_a: z.string().nullable(),
      col_b: z.string().nullable(),
      col_c: z.string().nullable(),
      notes: z.string().nullable(),
    }),
  ),
  totals: z.object({ part_i: abc, section_c: abc, part_ii: abc }),
  deductions: z.object({ ca_itemized: z.string(), ca_standard: z.string(), used: z.string() }),
  hasEdits: z.boolean(),
  ready: z.boolean(),
  __fed_year_used: z.number().optional(),
});
export type ScheduleCaRecord = z.infer<typeof scheduleCaRecordSchema>;

export const scheduleCaSummarySchema = z.object({
  exists: z.boolean(),
  id: z.number().nullable(),
  hasEdits: z.boolean(),
  ready: z.boolean(),
  totals: z.object({
    part_i: z.object({ b: z.string(), c: z.string() }),
    section_c: z.object({ b: z.string(), c: z.string() }),
    part_ii: z.object({ b: z.string(), c: z.string() }),
  }),
});
export type ScheduleCaSummary = z.infer<typeof scheduleCaSummarySchema>;
