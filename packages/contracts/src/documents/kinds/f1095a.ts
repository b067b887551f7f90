/**
 * Form 1095-A, Health Insurance Marketplace Statement (2024): Part I policy lines and the Part III
 * table, month by month (lines 21–32, columns A–C) or as the line 33 annual totals. The engine
 * computes Form 8962 (premium tax credit) from these.
 */
import type { DocumentDef, FieldDef, Section } from '../define';
import { amountOf, cents, flag, messagesFor, money, sum, text } from '../parts';
import type { Months } from '@taxprep/tax-engine';

/**
 * The engine's MONTHS (contracts reads only the engine's types): `satisfies Months` fails the type
 * check when this list and the engine's differ in any name or in order.
 */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const satisfies Months;

export const F1095A_MSG = {
  issuer: 'Enter the policy issuer’s name (line 3).',
  date: 'Use YYYY-MM-DD.',
  endBeforeStart: 'The termination date cannot be before the start date.',
  noMonth: 'Enter column A (the monthly enrollment premium) for at least one month, or choose annual totals.',
  advanceWithoutPremium: 'A month with advance payments (column C) needs its enrollment premium (column A).',
  annualPremium: 'Enter the line 33 column A total (annual enrollment premiums).',
  annualAdvance: 'Advance payments (column C) cannot be more than the enrollment premiums (column A).',
  notList: 'Lines 21–32 must be a list of 12 months.',
  tooManyMonths: 'Lines 21–32 have 12 months.',
  otherSsn: 'Enter the other taxpayer’s SSN as 9 digits.',
  month: 'Choose a month.',
  stopBeforeStart: 'The allocation cannot stop before it starts.',
  percent: 'Enter a percentage from 0 to 100.',
  percentNeeded: 'Enter the percentage agreed with the other taxpayer (0 to 100).',
} as const;

const AMOUNTS = ['enrollment_premium', 'slcsp_premium', 'advance_ptc'] as const;
type Row = Partial<Record<(typeof AMOUNTS)[number], unknown>>;
// The rules run even when a cell failed, so a row may be anything a client sent.
const monthsOf = (v: Record<string, unknown>): Row[] =>
  Array.isArray(v.monthly)
    ? (v.monthly as unknown[]).map((r) => (r && typeof r === 'object' ? (r as Row) : {}))
    : [];
const annual = (v: Record<string, unknown>) => v.amounts_by === 'annual';

/** Line 33: the annual total of a column (the months added, or as entered). */
export function f1095aTotal(v: Record<string, unknown>, col: (typeof AMOUNTS)[number]): string {
  return annual(v) ? amountOf(v[`annual_${col}`]) : sum(monthsOf(v).map((r) => r[col]));
}

const monthly: FieldDef = {
  name: 'monthly',
  label: 'Part III, lines 21–32',
  kind: 'table',
  rowLabels: MONTHS,
  rowHeader: 'Month',
  message: F1095A_MSG.notList,
  tooLong: F1095A_MSG.tooManyMonths,
  hint: 'Leave a month blank when the policy did not cover it.',
  when: (v) => !annual(v),
  columns: [
    money('enrollment_premium', 'A. Monthly enrollment premium'),
    money('slcsp_premium', 'B. Monthly second lowest cost silver plan (SLCSP) premium'),
    money('advance_ptc', 'C. Monthly advance payment of premium tax credit'),
  ],
};

const inYear = (s: unknown) => typeof s === 'string' && s !== '';
const shared = (v: Record<string, unknown>) => v.shared_policy === true;
const given = (x: unknown) => x !== null && x !== undefined && x !== '';

const MONTH_OPTIONS = MONTHS.map((label, i) => ({ value: String(i + 1), label }));
const monthField = (name: string, label: string): FieldDef => ({
  name,
  label,
  kind: 'select',
  message: F1095A_MSG.month,
  options: MONTH_OPTIONS,
  when: shared,
});
const percentField = (name: string, label: string, hint: string): FieldDef => ({
  name,
  label,
  kind: 'percent',
  message: F1095A_MSG.percent,
  tooLong: F1095A_MSG.percent,
  hint,
  when: shared,
});
/** Form 8962 Part IV, lines 30–33 columns (e)–(g), in the order of the form. */
const PERCENTS = ['allocation_premium_pct', 'allocation_slcsp_pct', 'allocation_aptc_pct'] as const;

/**
 * Form 8962 Part IV (a policy shared with someone who files another return, e.g. a former spouse):
 * the months and percentages of this policy's amounts that are yours.
 */
const allocation: Section = {
  legend: 'Shared policy (Form 8962 Part IV)',
  fields: [
    flag('shared_policy', 'This policy also covered someone who files a separate return', {
      hint: 'For example a spouse you divorced or separated from in the year, or a person you do not claim who is on the policy. You and the other taxpayer agree on the percentages of the policy’s amounts each of you takes.',
    }),
    {
      name: 'allocation_other_ssn',
      label: 'Line 30(b) SSN of the other taxpayer',
      kind: 'digits',
      max: 9,
      message: F1095A_MSG.otherSsn,
      secret: true,
      when: shared,
    },
    monthField('allocation_start_month', 'Line 30(c) Allocation start month'),
    monthField('allocation_stop_month', 'Line 30(d) Allocation stop month'),
    percentField(
      'allocation_premium_pct',
      'Line 30(e) Your premium percentage',
      'Your share of column A (the premiums) in those months.',
    ),
    percentField(
      'allocation_slcsp_pct',
      'Line 30(f) Your SLCSP percentage',
      'Your share of column B (the second lowest cost silver plan premium) in those months.',
    ),
    percentField(
      'allocation_aptc_pct',
      'Line 30(g) Your advance PTC percentage',
      'Your share of column C (the advance payments) in those months. Usually the same as the premium percentage.',
    ),
  ],
};

export const form1095A: DocumentDef = {
  kind: 'form1095_a',
  title: 'Form 1095-A, Health Insurance Marketplace Statement',
  short: '1095-A',
  plural: 'Forms 1095-A',
  route: '1095-a',
  checklist: 'marketplace',
  routeAliases: ['1095a'],
  description:
    'Marketplace coverage: the premium tax credit (Form 8962) is figured from each month’s premiums; advance payments are settled on Schedule 3 line 9 or Schedule 2 line 1a.',
  engine: 'f1095_a',
  listing: {
    order: 170,
  },
  chooser: [{ label: '1095-A (Marketplace coverage)', path: '1095-a', order: 110 }],
  api: {
    list: ['/api/form1040/:id/form1095_a'],
    create: ['/api/form1095_a'],
    createUnder: [],
    item: ['/api/form1095_a/:id'],
  },
  sections: [
    {
      legend: 'Policy (Part I)',
      fields: [
        {
          name: 'marketplace_state',
          label: 'Line 1 Marketplace identifier (state)',
          kind: 'state',
          message: 'Invalid state code',
        },
        text('policy_number', 'Line 2 Marketplace-assigned policy number', { max: 40 }),
        text('issuer_name', 'Line 3 Policy issuer’s name', { required: F1095A_MSG.issuer, max: 200 }),
        text('recipient_name', 'Line 4 Recipient’s name', { max: 200 }),
        {
          name: 'coverage_start',
          label: 'Line 10 Policy start date',
          kind: 'date',
          message: F1095A_MSG.date,
          // A policy of the return's year started in it or before, and ended in it or after.
          taxYear: 'notAfter',
          hint: 'YYYY-MM-DD',
        },
        {
          name: 'coverage_end',
          label: 'Line 11 Policy termination date',
          kind: 'date',
          message: F1095A_MSG.date,
          taxYear: 'notBefore',
          hint: 'YYYY-MM-DD',
        },
      ],
    },
    {
      legend: 'Coverage amounts (Part III)',
      fields: [
        {
          name: 'amounts_by',
          label: 'How do you want to enter the amounts?',
          kind: 'select',
          initial: 'monthly',
          message: 'Choose month by month or annual totals.',
          hint: 'Annual totals (line 33) only when the policy covered all 12 months with the same premiums every month.',
          options: [
            { value: 'monthly', label: 'Month by month (lines 21–32)' },
            { value: 'annual', label: 'Annual totals only (line 33)' },
          ],
        },
        monthly,
        money('annual_enrollment_premium', 'Line 33A Annual enrollment premium', { when: annual }),
        money('annual_slcsp_premium', 'Line 33B Annual SLCSP premium', { when: annual }),
        money('annual_advance_ptc', 'Line 33C Annual advance payment of PTC', { when: annual }),
        flag(
          'no_coverage_months',
          'No month of this policy counts for the credit: you could get other coverage all year (an employer’s plan, Medicaid or Medicare)',
          {
            hint: 'Form 8962 instructions, “Coverage Family”: a month you could enroll in other minimum essential coverage is not a coverage month. The credit is then none and the advance payments are repaid (up to the limit).',
          },
        ),
      ],
    },
    allocation,
  ],
  columns: [
    { key: 'issuer_name', label: 'Issuer' },
    { key: 'policy_number', label: 'Policy' },
    {
      key: 'total_a',
      label: 'Premiums (A)',
      money: true,
      value: (r) => f1095aTotal(r, 'enrollment_premium'),
    },
    { key: 'total_b', label: 'SLCSP (B)', money: true, value: (r) => f1095aTotal(r, 'slcsp_premium') },
    { key: 'total_c', label: 'Advance PTC (C)', money: true, value: (r) => f1095aTotal(r, 'advance_ptc') },
  ],
  refine: (v, issue) => {
    if (
      inYear(v.coverage_start) &&
      inYear(v.coverage_end) &&
      String(v.coverage_end) < String(v.coverage_start)
    )
      issue('coverage_end', F1095A_MSG.endBeforeStart);
    if (shared(v)) {
      if (!given(v.allocation_other_ssn)) issue('allocation_other_ssn', F1095A_MSG.otherSsn);
      if (!given(v.allocation_start_month)) issue('allocation_start_month', F1095A_MSG.month);
      if (!given(v.allocation_stop_month)) issue('allocation_stop_month', F1095A_MSG.month);
      else if (Number(v.allocation_stop_month) < Number(v.allocation_start_month))
        issue('allocation_stop_month', F1095A_MSG.stopBeforeStart);
      for (const k of PERCENTS) if (!given(v[k])) issue(k, F1095A_MSG.percentNeeded);
    }
    if (annual(v)) {
      if (cents(v.annual_enrollment_premium) <= 0n)
        issue('annual_enrollment_premium', F1095A_MSG.annualPremium);
      if (cents(v.annual_advance_ptc) > cents(v.annual_enrollment_premium))
        issue('annual_advance_ptc', F1095A_MSG.annualAdvance);
      return;
    }
    const rows = monthsOf(v);
    if (!rows.some((r) => cents(r.enrollment_premium) > 0n)) issue('monthly', F1095A_MSG.noMonth);
    rows.forEach((r, i) => {
      if (cents(r.advance_ptc) > 0n && cents(r.enrollment_premium) <= 0n)
        issue(`monthly.${i}.enrollment_premium`, F1095A_MSG.advanceWithoutPremium);
    });
  },
  messages: messagesFor('1095-A'),
  preview: (v) => [
    { label: 'Line 33A Annual enrollment premiums', value: f1095aTotal(v, 'enrollment_premium') },
    { label: 'Line 33B Annual SLCSP premiums', value: f1095aTotal(v, 'slcsp_premium') },
    { label: 'Line 33C Annual advance payments', value: f1095aTotal(v, 'advance_ptc') },
  ],
  toEngine: (d) => {
    const amount = (x: unknown) => (typeof x === 'string' ? x : undefined);
    const month = (x: unknown) => (given(x) ? Number(x) : undefined);
    return {
      marketplace_policy_number: typeof d.policy_number === 'string' ? d.policy_number : undefined,
      no_coverage_months: d.no_coverage_months === true || undefined,
      allocation: shared(d)
        ? {
            other_ssn: amount(d.allocation_other_ssn),
            start_month: month(d.allocation_start_month),
            stop_month: month(d.allocation_stop_month),
            premium_percent: amount(d.allocation_premium_pct),
            slcsp_percent: amount(d.allocation_slcsp_pct),
            aptc_percent: amount(d.allocation_aptc_pct),
          }
        : undefined,
      ...(annual(d)
        ? {
            annual_enrollment_premium: amount(d.annual_enrollment_premium),
            annual_slcsp_premium: amount(d.annual_slcsp_premium),
            annual_advance_ptc: amount(d.annual_advance_ptc),
          }
        : {
            monthly: MONTHS.map((_, i) => {
              const r = monthsOf(d)[i] ?? {};
              return Object.fromEntries(AMOUNTS.map((k) => [k, amount(r[k])]));
            }),
          }),
    };
  },
};
