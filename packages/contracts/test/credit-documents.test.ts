import { describe, expect, it } from 'vitest';
import {
  BOX12_MSG,
  checkDocument,
  documentSchema,
  emptyValues,
  F1095A_MSG,
  form1095A,
  form1099G,
  form1099R,
  hsa,
  HSA_MSG,
  MONEY_MSG,
  povertyLineRegion,
  premiumTaxCredit,
  w2,
  w2Schema,
  type DocumentDef,
} from '../src';

const issues = (def: DocumentDef, v: Record<string, unknown>) => {
  const r = documentSchema(def).safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const parse = (def: DocumentDef, v: Record<string, unknown>) => documentSchema(def).parse(v);
const M = (a: string, b = '', c = '') => ({ enrollment_premium: a, slcsp_premium: b, advance_ptc: c });

describe('W-2 box 12', () => {
  it('keeps used rows only, as exact amounts, and maps them to the engine by code', () => {
    const v = w2Schema.parse({
      employer_name: 'Acme',
      box12: [
        { code: '', amount: '' },
        { code: 'D', amount: '$1,500.5' },
        { code: 'W', amount: 700 },
      ],
    });
    expect(v.box12).toEqual([
      { code: 'D', amount: '1500.50' },
      { code: 'W', amount: '700.00' },
    ]);
    expect(w2.toEngine!(v)).toMatchObject({
      box12: { D: '1500.50', W: '700.00' },
      nongovernmental_457b: false,
    });
  });

  it('gives a message per cell, keeping the row as entered (12b is row 1 even when 12a is blank)', () => {
    expect(
      issues(w2, { employer_name: 'A', box12: [{}, { code: 'I', amount: '5' }, { code: 'K' }] }),
    ).toEqual({
      'box12.1.code': BOX12_MSG.code,
      'box12.2.amount': BOX12_MSG.amountMissing,
    });
    expect(issues(w2, { employer_name: 'A', box12: 'D 500' })).toEqual({ box12: BOX12_MSG.notList });
    expect(
      issues(w2, {
        employer_name: 'A',
        box12: [
          { code: 'C', amount: '1' },
          { code: 'C', amount: '2' },
        ],
      }),
    ).toEqual({
      box12: BOX12_MSG.duplicate('C'),
    });
  });

  it('the 457(b) box counts only beside code G', () => {
    const g = w2Schema.parse({
      employer_name: 'A',
      box12: [{ code: 'G', amount: '1' }],
      nongovernmental_457b: true,
    });
    expect(w2.toEngine!(g).nongovernmental_457b).toBe(true);
    const d = w2Schema.parse({
      employer_name: 'A',
      box12: [{ code: 'D', amount: '1' }],
      nongovernmental_457b: true,
    });
    expect(w2.toEngine!(d).nongovernmental_457b).toBe(false);
  });

  it('a new W-2 form starts with the four rows of box 12', () => {
    expect(emptyValues(w2).box12).toEqual([
      { code: '', amount: '' },
      { code: '', amount: '' },
      { code: '', amount: '' },
      { code: '', amount: '' },
    ]);
  });
});

describe('Form 1095-A', () => {
  it('month by month: twelve months for the engine, blanks as nothing', () => {
    const v = parse(form1095A, {
      issuer_name: 'Blue',
      monthly: [M('500', '600', '400'), M('500', '600', '400')],
    });
    const e = form1095A.toEngine!(v) as { monthly: object[] };
    expect(e.monthly).toHaveLength(12);
    expect(e.monthly[0]).toEqual({
      enrollment_premium: '500.00',
      slcsp_premium: '600.00',
      advance_ptc: '400.00',
    });
    expect(e.monthly[2]).toEqual({});
  });

  it('annual totals: line 33 only', () => {
    const v = parse(form1095A, {
      issuer_name: 'Blue',
      amounts_by: 'annual',
      annual_enrollment_premium: '6000',
      annual_slcsp_premium: '7200',
      annual_advance_ptc: '4800',
      monthly: [M('1')],
    });
    expect(form1095A.toEngine!(v)).toEqual({
      marketplace_policy_number: undefined,
      annual_enrollment_premium: '6000.00',
      annual_slcsp_premium: '7200.00',
      annual_advance_ptc: '4800.00',
    });
    expect(issues(form1095A, { issuer_name: 'B', amounts_by: 'annual' })).toEqual({
      annual_enrollment_premium: F1095A_MSG.annualPremium,
    });
    expect(issues(form1095A, { issuer_name: 'B', amounts_by: 'yearly' })).toMatchObject({
      amounts_by: 'Choose month by month or annual totals.',
    });
  });

  it('messages: issuer, dates in and around 2024, a negative month, column C without column A', () => {
    expect(
      issues(form1095A, {
        coverage_start: '2025-01-01',
        coverage_end: '2023-12-31',
        monthly: [M('-1'), M('', '', '50'), M('10')],
      }),
    ).toEqual({
      issuer_name: F1095A_MSG.issuer,
      coverage_end: F1095A_MSG.endBeforeStart,
      'monthly.0.enrollment_premium': MONEY_MSG.nonNegative,
      'monthly.1.enrollment_premium': F1095A_MSG.advanceWithoutPremium,
    });
    // Against the return's year (checkDocument): a policy of 2024 starts by 2024 and ends in it or later.
    const year = { year: 2024 };
    expect(checkDocument(form1095A, { coverage_start: '2025-01-01' }, year).refusals).toEqual([
      {
        path: 'coverage_start',
        message: 'Line 10 Policy start date: 2025-01-01 is after 2024, the year of this return.',
      },
    ]);
    expect(checkDocument(form1095A, { coverage_end: '2023-06-30' }, year).refusals).toEqual([
      {
        path: 'coverage_end',
        message: 'Line 11 Policy termination date: 2023-06-30 is before 2024, the year of this return.',
      },
    ]);
    expect(
      checkDocument(form1095A, { coverage_start: '2023-03-01', coverage_end: '2024-12-31' }, year).refusals,
    ).toEqual([]);
  });
});

describe('Form 1095-A: a shared policy (Form 8962 Part IV)', () => {
  const base = { issuer_name: 'Blue', monthly: [M('1000', '900', '700')] };
  it('the allocation goes to the engine only while the policy is marked shared', () => {
    const v = parse(form1095A, {
      ...base,
      policy_number: 'POL-1',
      shared_policy: true,
      allocation_other_ssn: '400-55-1234',
      allocation_start_month: '1',
      allocation_stop_month: 6,
      allocation_premium_pct: '50',
      allocation_slcsp_pct: '50',
      allocation_aptc_pct: '33.5',
    });
    expect(form1095A.toEngine!(v)).toMatchObject({
      marketplace_policy_number: 'POL-1',
      allocation: {
        other_ssn: '400551234',
        start_month: 1,
        stop_month: 6,
        premium_percent: '50.00',
        slcsp_percent: '50.00',
        aptc_percent: '33.50',
      },
    });
    const off = parse(form1095A, { ...base, shared_policy: false, allocation_premium_pct: '50' });
    expect((form1095A.toEngine!(off) as { allocation?: object }).allocation).toBeUndefined();
  });

  it('messages: every column of line 30 is needed, months in order, percentages 0 to 100', () => {
    expect(issues(form1095A, { ...base, shared_policy: true })).toEqual({
      allocation_other_ssn: F1095A_MSG.otherSsn,
      allocation_start_month: F1095A_MSG.month,
      allocation_stop_month: F1095A_MSG.month,
      allocation_premium_pct: F1095A_MSG.percentNeeded,
      allocation_slcsp_pct: F1095A_MSG.percentNeeded,
      allocation_aptc_pct: F1095A_MSG.percentNeeded,
    });
    expect(
      issues(form1095A, {
        ...base,
        shared_policy: true,
        allocation_other_ssn: '12345',
        allocation_start_month: '7',
        allocation_stop_month: '3',
        allocation_premium_pct: '101',
        allocation_slcsp_pct: '-5',
        allocation_aptc_pct: '50',
      }),
    ).toEqual({
      allocation_other_ssn: F1095A_MSG.otherSsn,
      allocation_stop_month: F1095A_MSG.stopBeforeStart,
      allocation_premium_pct: F1095A_MSG.percent,
      allocation_slcsp_pct: F1095A_MSG.percent,
    });
    expect(issues(form1095A, { ...base, shared_policy: true, allocation_start_month: '13' })).toMatchObject({
      allocation_start_month: F1095A_MSG.month,
    });
  });
});

describe('HSA (Form 8889)', () => {
  it('the same coverage all year becomes twelve months; the last-month rule and owner pass through', () => {
    const v = parse(hsa, {
      owner: 'spouse',
      coverage: 'family',
      contributions: '8300',
      last_month_rule: true,
    });
    expect(hsa.toEngine!(v)).toMatchObject({
      owner: 'spouse',
      coverage_by_month: Array(12).fill('family'),
      last_month_rule: true,
      contributions: '8300.00',
    });
  });

  it('month by month: blanks are no coverage; no coverage at all only with distributions', () => {
    const months = [{ coverage: 'self_only' }, { coverage: '' }, { coverage: 'family' }];
    const v = parse(hsa, { coverage_by: 'months', coverage_months: months, contributions: '100' });
    expect((hsa.toEngine!(v) as { coverage_by_month: string[] }).coverage_by_month.slice(0, 4)).toEqual([
      'self_only',
      'none',
      'family',
      'none',
    ]);
    expect(issues(hsa, { coverage_by: 'months', coverage_months: [], contributions: '100' })).toEqual({
      coverage_months: HSA_MSG.noCoverage,
    });
    const d = parse(hsa, { coverage_by: 'none', distributions: '400', qualified_medical_expenses: '400' });
    expect(hsa.toEngine!(d)).toMatchObject({
      coverage_by_month: Array(12).fill('none'),
      distributions: '400.00',
    });
  });

  it('messages', () => {
    expect(
      issues(hsa, {
        coverage: 'gold',
        contributions: 'x',
        distributions: '1',
        rollovers_and_excess_withdrawn: '2',
      }),
    ).toEqual({
      coverage: HSA_MSG.coverage,
      contributions: MONEY_MSG.invalid,
      rollovers_and_excess_withdrawn: HSA_MSG.rollovers,
    });
  });
});

describe('the premium tax credit facts', () => {
  it('the poverty table follows the address state', () => {
    expect(povertyLineRegion('AK')).toBe('alaska');
    expect(povertyLineRegion('hi')).toBe('hawaii');
    expect(povertyLineRegion('IL')).toBe('contiguous');
    expect(povertyLineRegion(null)).toBe('contiguous');
  });

  it('the first record of the return goes to the engine', () => {
    const a = parse(premiumTaxCredit, { dependents_modified_agi: '1200', mfs_exception: true });
    const b = parse(premiumTaxCredit, { dependents_modified_agi: '5' });
    expect(premiumTaxCredit.engineMerge!([a, b])).toMatchObject({
      dependents_modified_agi: '1200.00',
      mfs_exception: true,
    });
    expect(premiumTaxCredit.engineMerge!([])).toBeUndefined();
  });
});

describe('1099-G repayment and the 1099-R flags', () => {
  const g = { payer_name: 'IDES', recipient_name: 'Jane', unemployment_comp: '1000' };
  it('repaid in 2024 may not exceed box 1, and is subtracted in the preview', () => {
    expect(issues(form1099G, { ...g, repaid_in_2024: '1000.01' })).toEqual({
      repaid_in_2024: 'The amount repaid cannot exceed the box 1 unemployment compensation.',
    });
    const v = parse(form1099G, { ...g, repaid_in_2024: '250' });
    // Schedule 1 income of this form: 1,000 − 250 = 750.
    expect(form1099G.preview!(v).find((l) => l.label === 'Schedule 1 income')?.value).toBe('750.00');
  });

  it('the 1099-R flags are booleans, false unless ticked', () => {
    const r = {
      payer_name: 'DFAS',
      recipient_name: 'Jane',
      box1_gross_dist: '10',
      box7_distribution_codes: '7',
    };
    expect(parse(form1099R, { ...r, military_retirement_plan: true })).toMatchObject({
      military_retirement_plan: true,
      inherited_ira_nonspouse: false,
    });
    expect(issues(form1099R, { ...r, inherited_ira_nonspouse: 'yes' })).toEqual({
      inherited_ira_nonspouse: 'Must be true or false',
    });
  });
});
