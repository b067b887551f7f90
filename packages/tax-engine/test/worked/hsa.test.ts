/**
 * Worked 2024 returns — Form 8889, health savings accounts. Limits for 2024 (Rev. Proc. 2023-23,
 * Form 8889 line 3): $4,150 self-only, $8,300 family, $1,000 more at 55 or older; the line 3
 * Limitation Chart adds each month's limit (coverage on the first day of the month) and divides by
 * 12; the last-month rule gives the whole year's limit to a person eligible on December 1.
 * Examples from Pub. 969 (2024) where it gives figures, otherwise computed by hand beside each test.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HdhpCoverage } from '../../src/types';
import { born, compute, expectForm, expectLines, line } from './helpers';

describe('Form 8889 Part I: the contribution limit and the deduction', () => {
  it('H1 Pub. 969 "Mr. and Mrs. Auburn": family limit split equally, his $1,000 on line 7', () => {
    // Pub. 969: both eligible with family coverage all year; he is 58, she is 53. Splitting the
    // $8,300 equally, he can contribute $5,150 ($4,150 + $1,000 additional) and she $4,150.
    const r = compute({
      filing_status: 'mfj',
      taxpayer: { date_of_birth: born(1966) },
      spouse: { date_of_birth: born(1971) },
      w2s: [{ wages: '90000' }],
      hsas: [
        { owner: 'taxpayer', coverage: 'family', contributions: '5150', family_limit_allocation: '4150' },
        { owner: 'spouse', coverage: 'family', contributions: '4150', family_limit_allocation: '4150' },
      ],
    });
    expectLines(r, {
      'f8889.l3': 8300,
      'f8889.l5': 8300,
      'f8889.l6': 4150, // half of the family limit
      'f8889.l7': 1000, // 58, married, family coverage: the additional amount goes on line 7
      'f8889.l8': 5150,
      'f8889.l13': 5150,
      'f8889#spouse.l3': 8300,
      'f8889#spouse.l6': 4150,
      'f8889#spouse.l7': 0, // 53
      'f8889#spouse.l8': 4150,
      'f8889#spouse.l13': 4150,
      'schedule1.l13': 9300, // 5,150 + 4,150
      'f1040.l10': 9300,
      'f1040.l11': 80700, // 90,000 - 9,300
    });
    expect(r.forms).toEqual(['f1040', 'schedule1', 'f8889', 'f8889#spouse']);
  });

  it('H2 without an agreed split the spouses’ family limit covers what each contributed', () => {
    // Same couple, he put in $6,000 and she $2,000 (together under $8,300 + $1,000).
    // His share: 6,000 - line 7 1,000 = 5,000; hers: 8,300 - 5,000 = 3,300 (≥ her 2,000).
    const r = compute({
      filing_status: 'mfj',
      taxpayer: { date_of_birth: born(1966) },
      spouse: { date_of_birth: born(1971) },
      w2s: [{ wages: '90000' }],
      hsas: [
        { owner: 'taxpayer', coverage: 'family', contributions: '6000' },
        { owner: 'spouse', coverage: 'self_only', contributions: '2000' },
      ],
    });
    expectLines(r, {
      'f8889.l6': 5000,
      'f8889.l8': 6000,
      'f8889.l13': 6000,
      'f8889#spouse.l3': 8300, // her self-only plan counts as family: his plan is family coverage
      'f8889#spouse.l6': 3300,
      'f8889#spouse.l13': 2000,
      'schedule1.l13': 8000,
    });
    expect(r.warnings).toEqual([]);
  });

  it('H3 part of the year: self-only coverage January to June', () => {
    // Line 3 Limitation Chart: 6 months × $4,150 / 12 = $2,075. She contributed $3,000: the
    // deduction is $2,075 and the $925 excess is warned about (Form 5329 is not computed).
    const r = compute({
      filing_status: 'single',
      taxpayer: { date_of_birth: born(1984) },
      w2s: [{ wages: '50000' }],
      hsas: [
        {
          coverage_by_month: [
            ...Array<HdhpCoverage>(6).fill('self_only'),
            ...Array<HdhpCoverage>(6).fill('none'),
          ],
          contributions: '3000',
        },
      ],
    });
    expectLines(r, { 'f8889.l3': 2075, 'f8889.l13': 2075, 'schedule1.l13': 2075, 'f1040.l11': 47925 });
    expect(r.warnings.join(' ')).toMatch(/excess of \$925/);
  });

  it('H4 Pub. 969 "Chris": the last-month rule gives the whole family limit from December 1', () => {
    // Chris, 53, becomes eligible on December 1, 2024 with family coverage and contributes $8,300.
    const december = [...Array<HdhpCoverage>(11).fill('none'), 'family' as HdhpCoverage];
    const withRule = compute({
      filing_status: 'single',
      taxpayer: { date_of_birth: born(1971) },
      w2s: [{ wages: '70000' }],
      hsas: [{ coverage_by_month: december, last_month_rule: true, contributions: '8300' }],
    });
    expectLines(withRule, { 'f8889.l3': 8300, 'f8889.l13': 8300 });
    // Without the rule the chart gives one month: 8,300 / 12 = 691.67 → 692.
    const without = compute({
      filing_status: 'single',
      taxpayer: { date_of_birth: born(1971) },
      w2s: [{ wages: '70000' }],
      hsas: [{ coverage_by_month: december, contributions: '8300' }],
    });
    expectLines(without, { 'f8889.l3': 692, 'f8889.l13': 692 });
  });

  it('H5 unmarried and 55 or older: the $1,000 is in line 3; employer code W on line 9', () => {
    // 56, self-only all year: line 3 = 4,150 + 1,000 = 5,150. Employer (W-2 box 12 W) 1,500 →
    // line 12 = 5,150 - 1,500 = 3,650; own contributions 3,000 → deduction 3,000.
    const r = compute({
      filing_status: 'single',
      taxpayer: { date_of_birth: born(1968) },
      w2s: [{ wages: '65000', box12: { W: '1500', D: '4000' } }],
      hsas: [{ coverage: 'self_only', contributions: '3000' }],
    });
    expectLines(r, {
      'f8889.l3': 5150,
      'f8889.l7': 0,
      'f8889.l9': 1500,
      'f8889.l11': 1500,
      'f8889.l12': 3650,
      'f8889.l13': 3000,
      'schedule1.l13': 3000,
    });
  });
});

describe('Form 8889 Parts II and III', () => {
  it('H6 taxable distributions: Schedule 1 line 8f and the 20% additional tax on Schedule 2 line 17c', () => {
    // 14a 3,000, 14b 0, qualified expenses 1,000 → taxable 2,000; 20% = 400.
    const r = compute({
      filing_status: 'single',
      taxpayer: { date_of_birth: born(1980) },
      w2s: [{ wages: '40000' }],
      hsas: [{ coverage: 'self_only', distributions: '3000', qualified_medical_expenses: '1000' }],
    });
    expectLines(r, {
      'f8889.l14c': 3000,
      'f8889.l16': 2000,
      'f8889.l17b': 400,
      'schedule1.l8f': 2000,
      'schedule1.l9': 2000,
      'schedule2.l17c': 400,
      'schedule2.l18': 400,
      'schedule2.l21': 400,
    });
    expectForm(r, {
      'f1040.l1a': 40000,
      'f1040.l1z': 40000,
      'f1040.l8': 2000,
      'f1040.l9': 42000,
      'f1040.l11': 42000,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 27400,
      'f1040.l16': 3059, // Tax Table 27,400-27,450 single = 3,059
      'f1040.l18': 3059,
      'f1040.l22': 3059,
      'f1040.l23': 400, // Schedule 2 line 21
      'f1040.l24': 3459,
      'f1040.l37': 3459,
    });
  });

  it('H7 no additional tax at 65 or older, or when disabled', () => {
    const base = {
      filing_status: 'single' as const,
      w2s: [{ wages: '40000' }],
    };
    const old = compute({
      ...base,
      taxpayer: { date_of_birth: born(1958) },
      hsas: [{ coverage: 'self_only' as const, distributions: '3000' }],
    });
    expectLines(old, { 'f8889.l16': 3000, 'f8889.l17b': 0, 'schedule1.l8f': 3000 });
    const disabled = compute({
      ...base,
      taxpayer: { date_of_birth: born(1980) },
      hsas: [{ coverage: 'self_only' as const, distributions: '3000', disabled: true }],
    });
    expectLines(disabled, { 'f8889.l17b': 0 });
  });

  it('H8 Part III: Pub. 969 "Chris" fails the testing period the next year', () => {
    // Pub. 969: income = 8,300 - 8,300/12 = 7,608.33, entered as line 18 on the following year's
    // return; the additional tax is 10%: 7,608 × 0.10 = 760.80 → 761 (Schedule 2 line 17d).
    const r = compute({
      filing_status: 'single',
      taxpayer: { date_of_birth: born(1971) },
      w2s: [{ wages: '70000' }],
      hsas: [{ last_month_rule_failure_income: '7608.33' }],
    });
    expectLines(r, {
      'f8889.l18': 7608,
      'f8889.l20': 7608,
      'f8889.l21': 761,
      'schedule1.l8f': 7608,
      'schedule2.l17d': 761,
      'schedule2.l18': 761,
    });
  });
});

describe('Form 8889 alongside the amounts entered before it was computed', () => {
  it('H9 the entered HSA deduction and additional tax still count when no HSA is entered', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '50000' }],
      adjustments: { hsa_deduction: '1200' },
      other_taxes: { hsa_additional_tax: '80' },
    });
    expectLines(r, { 'schedule1.l13': 1200, 'f1040.l11': 48800, 'schedule2.l17c': 80 });
    expect(r.forms).not.toContain('f8889');
  });

  it('H10 with an HSA entered, the old amounts are replaced by Form 8889 (and a warning says so)', () => {
    const r = compute({
      filing_status: 'single',
      taxpayer: { date_of_birth: born(1980) },
      w2s: [{ wages: '50000' }],
      adjustments: { hsa_deduction: '1200' },
      hsas: [{ coverage: 'self_only', contributions: '2000' }],
    });
    expectLines(r, { 'schedule1.l13': 2000, 'f1040.l11': 48000 });
    expect(r.warnings).toContain(
      'The entered HSA deduction was ignored: line 13 is computed from Form 8889.',
    );
  });

  it('H11 employer code W without an HSA entry is warned about, not guessed', () => {
    const r = compute({ filing_status: 'single', w2s: [{ wages: '50000', box12: { W: '900' } }] });
    expect(r.forms).not.toContain('f8889');
    expect(r.warnings.join(' ')).toMatch(
      /code W: employer HSA contributions for the taxpayer require Form 8889/,
    );
  });
});

describe('Form 8889 properties', () => {
  it('the deduction never exceeds the limitation (line 8 less line 11) nor the contributions', () => {
    const coverage = fc.constantFrom<HdhpCoverage>('self_only', 'family', 'none');
    fc.assert(
      fc.property(
        fc.array(coverage, { minLength: 12, maxLength: 12 }),
        fc.integer({ min: 0, max: 12_000 }),
        fc.integer({ min: 0, max: 9_000 }),
        fc.integer({ min: 1950, max: 2000 }),
        fc.boolean(),
        (months, own, employer, year, lastMonth) => {
          const r = compute({
            filing_status: 'single',
            taxpayer: { date_of_birth: born(year) },
            w2s: [{ wages: '60000', box12: { W: String(employer) } }],
            hsas: [{ coverage_by_month: months, contributions: String(own), last_month_rule: lastMonth }],
          });
          const l13 = line(r, 'f8889.l13');
          expect(l13).toBeLessThanOrEqual(Math.max(0, line(r, 'f8889.l8') - line(r, 'f8889.l11')));
          expect(l13).toBeLessThanOrEqual(own);
          expect(line(r, 'f8889.l8')).toBeLessThanOrEqual(8300 + 1000);
        },
      ),
      { numRuns: 150 },
    );
  });
});
