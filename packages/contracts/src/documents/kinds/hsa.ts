/**
 * Health savings account (Form 8889, 2024): one entry per person, the amounts of all of that
 * person's HSAs added together. Employer contributions on a W-2 (box 12 code W) are added by the
 * engine itself and are not entered here.
 */
import type { DocumentDef, FieldDef } from '../define';
import { amountOf, cents, flag, messagesFor, money } from '../parts';
import { MONTHS } from './f1095a';

export const HSA_MSG = {
  coverage: 'Choose self-only or family coverage.',
  coverageBy: 'Choose how your HDHP coverage went during the year.',
  noCoverage:
    'Contributions need HDHP coverage: mark the months you were covered on the first day, or choose the same coverage all year.',
  lastMonth: 'The last-month rule needs HDHP coverage on December 1 of the tax year.',
  rollovers: 'Rollovers and excess withdrawn (line 14b) cannot be more than the distributions (line 14a).',
  month: 'Choose self-only, family or none for the month.',
  notList: 'The coverage months must be a list of 12 months.',
  tooManyMonths: 'A year has 12 months.',
} as const;

const COVERAGE = [
  { value: 'self_only', label: 'Self-only' },
  { value: 'family', label: 'Family' },
] as const;
type Row = { coverage?: unknown };
const months = (v: Record<string, unknown>): Row[] =>
  Array.isArray(v.coverage_months)
    ? (v.coverage_months as unknown[]).map((r) => (r && typeof r === 'object' ? (r as Row) : {}))
    : [];
const by = (v: Record<string, unknown>) =>
  v.coverage_by === 'months' || v.coverage_by === 'none' ? v.coverage_by : 'year';

/** Coverage on the first day of each month, January to December, as the engine takes it. */
export function hsaCoverageByMonth(v: Record<string, unknown>): ('self_only' | 'family' | 'none')[] {
  const mode = by(v);
  return MONTHS.map((_, i) => {
    const c = mode === 'year' ? v.coverage : mode === 'months' ? months(v)[i]?.coverage : 'none';
    return c === 'self_only' || c === 'family' ? c : 'none';
  });
}

const coverageMonths: FieldDef = {
  name: 'coverage_months',
  label: 'HDHP coverage on the first day of each month',
  kind: 'table',
  rowLabels: MONTHS,
  rowHeader: 'Month',
  message: HSA_MSG.notList,
  tooLong: HSA_MSG.tooManyMonths,
  when: (v) => by(v) === 'months',
  columns: [
    {
      name: 'coverage',
      label: 'Coverage',
      kind: 'select',
      message: HSA_MSG.month,
      options: [...COVERAGE, { value: 'none', label: 'None' }],
    },
  ],
};

const PART_I = [
  'contributions',
  'employer_contributions',
  'funding_distribution',
  'archer_msa_contributions',
];

export const hsa: DocumentDef = {
  kind: 'hsa',
  title: 'Health savings account (Form 8889)',
  short: 'HSA',
  plural: 'HSA entries',
  route: 'hsa',
  checklist: 'hsa',
  routeAliases: ['8889'],
  description:
    'One entry per person with an HSA (add the amounts of all your accounts together). Your deduction goes to Schedule 1 line 13; distributions not used for medical expenses are taxed.',
  engine: 'hsas',
  listing: {
    label: 'HSA (Form 8889)',
    order: 180,
  },
  chooser: [{ label: 'HSA (Form 8889)', path: 'hsa', order: 120 }],
  api: {
    list: ['/api/form1040/:id/hsa'],
    create: ['/api/hsa'],
    createUnder: [],
    item: ['/api/hsa/:id'],
  },
  sections: [
    {
      legend: 'Account holder and coverage (Part I, line 1)',
      fields: [
        {
          name: 'owner',
          label: 'Whose HSA',
          kind: 'select',
          initial: 'taxpayer',
          message: 'Choose taxpayer or spouse.',
          options: [
            { value: 'taxpayer', label: 'Taxpayer' },
            { value: 'spouse', label: 'Spouse' },
          ],
        },
        {
          name: 'coverage_by',
          label: 'High-deductible health plan (HDHP) coverage in {year}',
          kind: 'select',
          initial: 'year',
          message: HSA_MSG.coverageBy,
          hint: 'Your contribution limit is figured month by month from the coverage you had on the first day of each month.',
          options: [
            { value: 'year', label: 'The same coverage every month' },
            { value: 'months', label: 'It changed during the year' },
            { value: 'none', label: 'No HDHP coverage in {year} (distributions only)' },
          ],
        },
        {
          name: 'coverage',
          label: 'Line 1 Coverage type',
          kind: 'select',
          message: HSA_MSG.coverage,
          options: [...COVERAGE],
          when: (v) => by(v) === 'year',
        },
        coverageMonths,
        flag('last_month_rule', 'Use the last-month rule', {
          hint: 'Covered on December 1, {year}? You may contribute the full year’s amount, but must stay eligible through December 31, {next_year} (the testing period).',
          when: (v) => by(v) !== 'none',
        }),
      ],
    },
    {
      legend: 'Contributions and deduction (Part I)',
      fields: [
        money('contributions', 'Line 2 Contributions you made for {year}', {
          hint: 'Include contributions made from January 1 to April 15, {next_year} for {year}. Leave out your employer’s, including those through a cafeteria plan.',
        }),
        money('employer_contributions', 'Line 9 Employer contributions not in W-2 box 12 code W', {
          hint: 'Code W amounts on your W-2s are added automatically.',
        }),
        money('funding_distribution', 'Line 10 Qualified HSA funding distribution from an IRA'),
        money('archer_msa_contributions', 'Line 4 Archer MSA contributions for {year}'),
        money('family_limit_allocation', 'Line 6 Your share of the family limit (married, family coverage)', {
          hint: 'When you and your spouse each have an HSA and either had family coverage, you split the limit as you agree; leave blank for an even split that covers the contributions made.',
          when: (v) => hsaCoverageByMonth(v).includes('family'),
        }),
      ],
    },
    {
      legend: 'Distributions (Part II)',
      fields: [
        money('distributions', 'Line 14a Total distributions (Forms 1099-SA box 1)'),
        money(
          'rollovers_and_excess_withdrawn',
          'Line 14b Rolled over, or excess contributions withdrawn by the due date',
        ),
        money(
          'qualified_medical_expenses',
          'Line 15 Qualified medical expenses paid with HSA distributions',
          {
            hint: 'Expenses paid with the distributions and not reimbursed otherwise; the rest of the distributions is taxable income.',
          },
        ),
        flag('disabled', 'The account holder is disabled', {
          hint: 'Disability is an exception to the additional 20% tax on taxable distributions. Reaching 65 is found from the date of birth you entered.',
        }),
        flag('additional_tax_exception', 'Another exception to the additional 20% tax applies', {
          hint: 'For example, the distribution was made after the account holder’s death.',
        }),
      ],
    },
    {
      legend: 'Earlier last-month rule or funding distribution (Part III)',
      fields: [
        money('last_month_rule_failure_income', 'Line 18 Last-month rule testing-period failure income'),
        money(
          'funding_distribution_failure_income',
          'Line 19 Funding distribution testing-period failure income',
        ),
        flag(
          'testing_failure_death_or_disability',
          'The testing period failed because of death or disability',
          {
            hint: 'Then the 10% additional tax on lines 18 and 19 does not apply.',
          },
        ),
      ],
    },
  ],
  columns: [
    { key: 'owner', label: 'Whose', value: (r) => (r.owner === 'spouse' ? 'Spouse' : 'Taxpayer') },
    {
      key: 'coverage_by',
      label: 'Coverage',
      value: (r) => {
        const c = hsaCoverageByMonth(r);
        const n = c.filter((x) => x !== 'none').length;
        return n === 0 ? 'None' : c.includes('family') ? `Family (${n} months)` : `Self-only (${n} months)`;
      },
    },
    { key: 'contributions', label: 'Contributions (2)', money: true },
    { key: 'distributions', label: 'Distributions (14a)', money: true },
  ],
  refine: (v, issue) => {
    const mode = by(v);
    if (mode === 'year' && v.coverage !== 'self_only' && v.coverage !== 'family')
      issue('coverage', HSA_MSG.coverage);
    const covered = hsaCoverageByMonth(v);
    if (mode === 'months' && PART_I.some((k) => cents(v[k]) > 0n) && covered.every((c) => c === 'none'))
      issue('coverage_months', HSA_MSG.noCoverage);
    if (v.last_month_rule === true && mode !== 'none' && covered[11] === 'none')
      issue('last_month_rule', HSA_MSG.lastMonth);
    if (cents(v.rollovers_and_excess_withdrawn) > cents(v.distributions))
      issue('rollovers_and_excess_withdrawn', HSA_MSG.rollovers);
  },
  messages: messagesFor('HSA'),
  preview: (v) => [
    { label: 'Line 2 Your contributions', value: amountOf(v.contributions) },
    { label: 'Line 14a Distributions', value: amountOf(v.distributions) },
  ],
  toEngine: (d) => {
    const { coverage_by: _b, coverage: _c, coverage_months: _m, ...rest } = d;
    const entered = Object.fromEntries(Object.entries(rest).filter(([, x]) => x !== null && x !== ''));
    return {
      ...entered,
      owner: d.owner === 'spouse' ? 'spouse' : 'taxpayer',
      coverage_by_month: hsaCoverageByMonth(d),
      last_month_rule: d.last_month_rule === true && by(d) !== 'none',
      family_limit_allocation: hsaCoverageByMonth(d).includes('family')
        ? (rest.family_limit_allocation ?? undefined)
        : undefined,
    };
  },
};
