/**
 * Form W-2 box 12 (12a–12d): a code and an amount per entry, as on the paper form, and the 457(b)
 * question code G raises. Shared by the W-2's hand-written schema and its registry definition.
 *
 * Codes: 2024 General Instructions for Forms W-2 and W-3, "Box 12—Codes" (code II, Medicaid waiver
 * payments excluded under Notice 2014-7, is new for 2024); there are no codes I, O, U, X or CC.
 */
import type { FieldDef } from './define';

export const W2_BOX12_CODES = [
  ['A', 'Uncollected social security or RRTA tax on tips'],
  ['B', 'Uncollected Medicare tax on tips'],
  ['C', 'Taxable cost of group-term life insurance over $50,000'],
  ['D', 'Elective deferrals to a 401(k) plan'],
  ['E', 'Elective deferrals to a 403(b) plan'],
  ['F', 'Elective deferrals to a 408(k)(6) SEP'],
  ['G', 'Elective deferrals and employer contributions to a 457(b) plan'],
  ['H', 'Elective deferrals to a 501(c)(18)(D) plan'],
  ['J', 'Nontaxable sick pay'],
  ['K', '20% excise tax on excess golden parachute payments'],
  ['L', 'Substantiated employee business expense reimbursements'],
  ['M', 'Uncollected social security or RRTA tax on group-term life insurance'],
  ['N', 'Uncollected Medicare tax on group-term life insurance'],
  ['P', 'Excludable moving expense reimbursements (Armed Forces)'],
  ['Q', 'Nontaxable combat pay'],
  ['R', 'Employer contributions to an Archer MSA'],
  ['S', 'Salary reduction contributions to a SIMPLE plan'],
  ['T', 'Adoption benefits'],
  ['V', 'Income from exercise of nonstatutory stock options'],
  ['W', 'Employer contributions to a health savings account (HSA)'],
  ['Y', 'Deferrals under a 409A nonqualified deferred compensation plan'],
  ['Z', 'Income under a nonqualified plan failing section 409A'],
  ['AA', 'Designated Roth contributions to a 401(k) plan'],
  ['BB', 'Designated Roth contributions to a 403(b) plan'],
  ['DD', 'Cost of employer-sponsored health coverage'],
  ['EE', 'Designated Roth contributions to a governmental 457(b) plan'],
  ['FF', 'Permitted benefits under a small employer HRA'],
  ['GG', 'Income from qualified equity grants under section 83(i)'],
  ['HH', 'Aggregate deferrals under section 83(i) elections'],
  ['II', 'Medicaid waiver payments excluded from income'],
] as const;

export const BOX12_MSG = {
  code: 'Choose a box 12 code from the list (A–HH, II; there is no I, O, U, X or CC).',
  codeMissing: 'Choose the box 12 code printed beside this amount.',
  amountMissing: 'Enter the box 12 amount printed beside this code.',
  tooMany:
    'A W-2 has at most 4 box 12 entries (12a–12d); enter the others from the second W-2 your employer sent.',
  duplicate: (code: string) =>
    `Code ${code} is entered twice; enter it once with the amount shown on the W-2.`,
  notList: 'Box 12 must be a list of code and amount rows.',
} as const;

export const box12Field: FieldDef = {
  name: 'box12',
  label: 'Box 12 codes and amounts',
  kind: 'table',
  rowLabels: ['12a', '12b', '12c', '12d'],
  rowHeader: 'Box',
  dropEmpty: true,
  tooLong: BOX12_MSG.tooMany,
  message: BOX12_MSG.notList,
  hint: 'Copy each code and amount from box 12. Code W (employer HSA contributions) goes to Form 8889; codes D, E, F, G, H, S, AA, BB and EE are retirement deferrals the saver’s credit asks about.',
  columns: [
    {
      name: 'code',
      label: 'Code',
      kind: 'select',
      required: BOX12_MSG.codeMissing,
      message: BOX12_MSG.code,
      options: W2_BOX12_CODES.map(([value, text]) => ({ value, label: `${value} — ${text}` })),
    },
    {
      name: 'amount',
      label: 'Amount',
      kind: 'money',
      required: BOX12_MSG.amountMissing,
    },
  ],
};

type Row = { code?: unknown; amount?: unknown };
const rowsOf = (v: unknown): Row[] =>
  Array.isArray(v) ? (v as unknown[]).map((r) => (r && typeof r === 'object' ? (r as Row) : {})) : [];

/** Whether box 12 uses code G (the 457(b) question applies). */
export const usesCodeG = (v: Record<string, unknown>) => rowsOf(v.box12).some((r) => r.code === 'G');

export const nongovernmental457bField: FieldDef = {
  name: 'nongovernmental_457b',
  label: 'The code G plan is a 457(b) plan of a non-governmental employer',
  kind: 'bool',
  hint: 'Tick this only if the employer is a tax-exempt organization, not a state or local government: those deferrals do not count for the saver’s credit (Form 8880).',
  when: usesCodeG,
};

/** Each code once per W-2 (said of the whole box: blank rows are gone from the value by now). */
export function box12Refine(v: Record<string, unknown>, issue: (path: string, message: string) => void) {
  const seen = new Set<unknown>();
  for (const r of rowsOf(v.box12)) {
    if (typeof r.code === 'string' && seen.has(r.code)) return issue('box12', BOX12_MSG.duplicate(r.code));
    seen.add(r.code);
  }
}

/** The engine's box 12: code → amount. */
export function box12ToEngine(v: unknown): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const r of rowsOf(v))
    if (typeof r.code === 'string' && typeof r.amount === 'string') out[r.code] = r.amount;
  return Object.keys(out).length ? out : undefined;
}
