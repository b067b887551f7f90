/**
 * Worked 2024 returns — Form 2441 facts entered on the return, and unemployment repaid.
 * Pub. 503 (2024): a spouse who is a full-time student or not able to care for himself or herself is
 * treated as earning $250 a month (one qualifying person) or $500 (two or more); nontaxable combat
 * pay counts as earned income only if the person elects it; line 8 is 35% at AGI up to $15,000,
 * one point less for each $2,000 or part over, not below 20%. Part III: benefits (W-2 box 10)
 * plus the grace-period carryover less forfeited amounts; $5,000 excluded.
 * Schedule 1 instructions, line 7: unemployment repaid in 2024 is subtracted from what was received.
 */
import { describe, expect, it } from 'vitest';
import { born, compute, expectLines } from './helpers';

const child = { first_name: 'Kid', relationship: 'son', date_of_birth: '2019-03-01', months_lived_with: 12 };

describe('Form 2441: deemed earned income of a student or disabled spouse', () => {
  it('C1 spouse a full-time student for 9 months, one qualifying person', () => {
    // Line 3 = min(4,000, 3,000) = 3,000; line 4 = 40,000; line 5 = 9 × $250 = 2,250;
    // line 6 = 2,250. AGI 40,000: 25,000 over 15,000 = 12.5 → 13 steps → 22%; 9a = 495.
    // Tax (Tax Table 10,800 MFJ) 1,083 ≥ 495, so line 11 = 495.
    const r = compute({
      filing_status: 'mfj',
      taxpayer: { date_of_birth: born(1988) },
      spouse: { date_of_birth: born(1990) },
      dependents: [child],
      w2s: [{ wages: '40000' }],
      dependent_care: { expenses_total: '4000', spouse_student_or_disabled_months: 9 },
    });
    expectLines(r, {
      'f2441.l3': 3000,
      'f2441.l4': 40000,
      'f2441.l5': 2250,
      'f2441.l6': 2250,
      'f2441.l9a': 495,
      'f2441.l11': 495,
      'schedule3.l2': 495,
    });
  });

  it('C2 on a joint return the taxpayer can be the student; the working spouse is line 5', () => {
    const r = compute({
      filing_status: 'mfj',
      taxpayer: { date_of_birth: born(1988) },
      spouse: { date_of_birth: born(1990) },
      dependents: [child],
      w2s: [{ owner: 'spouse', wages: '40000' }],
      dependent_care: {
        expenses_total: '4000',
        spouse_student_or_disabled_months: 9,
        student_or_disabled: 'taxpayer',
      },
    });
    expectLines(r, { 'f2441.l4': 2250, 'f2441.l5': 40000, 'f2441.l6': 2250, 'f2441.l11': 495 });
  });

  it('C3 deemed income replaces the actual earnings of those months only when larger', () => {
    // Two children: $500 × 4 months = 2,000 deemed; the spouse earned 1,500 in those months and
    // 3,000 in the rest: 3,000 + max(1,500, 2,000) = 5,000 on line 5.
    const r = compute({
      filing_status: 'mfj',
      taxpayer: { date_of_birth: born(1985) },
      spouse: { date_of_birth: born(1986) },
      dependents: [child, { ...child, first_name: 'Kid2', date_of_birth: '2021-05-05' }],
      w2s: [{ wages: '70000' }, { owner: 'spouse', wages: '4500' }],
      dependent_care: {
        expenses_total: '7000',
        spouse_student_or_disabled_months: 4,
        student_or_disabled_earned_in_those_months: '1500',
      },
    });
    expectLines(r, { 'f2441.l3': 6000, 'f2441.l5': 5000, 'f2441.l6': 5000 });
  });
});

describe('Form 2441: the nontaxable combat pay election', () => {
  const input = (elect: boolean) =>
    compute({
      filing_status: 'mfj',
      taxpayer: { date_of_birth: born(1990) },
      spouse: { date_of_birth: born(1991) },
      dependents: [child],
      w2s: [
        { wages: '0', box12: { Q: '30000' } },
        { owner: 'spouse', wages: '60000' },
      ],
      dependent_care: { expenses_total: '3000', combat_pay_election_taxpayer: elect },
    });

  it('C4 without the election the taxpayer has no earned income and no credit', () => {
    expectLines(input(false), { 'f2441.l4': 0, 'f2441.l6': 0, 'f2441.l11': 0 });
  });

  it('C5 with it, the box 12 code Q pay is earned income', () => {
    // Line 4 = 30,000; line 6 = min(3,000, 30,000, 60,000) = 3,000; AGI 60,000 → 20%; 600.
    // Tax (Tax Table 30,800 MFJ) 3,235 ≥ 600.
    expectLines(input(true), { 'f2441.l4': 30000, 'f2441.l6': 3000, 'f2441.l9a': 600, 'f2441.l11': 600 });
  });
});

describe('Form 2441 Part III: grace-period carryover and forfeited benefits', () => {
  it('C6 box 10 $5,000 + $500 carried over − $300 forfeited: $200 taxable on line 1e', () => {
    // Line 15 = 5,000 + 500 − 300 = 5,200; line 17 = min(5,200, expenses 6,000); line 20 = 5,200;
    // line 21 = 5,000; line 25 = 5,000 excluded; line 26 = 5,200 − 5,000 = 200 → Form 1040 line 1e.
    // Part II: line 27 3,000 − line 28 5,000 → line 29 0: no credit.
    const r = compute({
      filing_status: 'mfj',
      taxpayer: { date_of_birth: born(1985) },
      spouse: { date_of_birth: born(1986) },
      dependents: [child],
      w2s: [
        { wages: '50000', dependent_care_benefits: '5000' },
        { owner: 'spouse', wages: '50000' },
      ],
      dependent_care: {
        expenses_total: '6000',
        carryover_from_2023: '500',
        forfeited_or_carried_forward: '300',
      },
    });
    expectLines(r, {
      'f2441.l12': 5000,
      'f2441.l13': 500,
      'f2441.l14': -300,
      'f2441.l15': 5200,
      'f2441.l25': 5000,
      'f2441.l26': 200,
      'f1040.l1e': 200,
      'f1040.l1z': 100200,
      'f2441.l29': 0,
      'f2441.l11': 0,
    });
  });
});

describe('Form 2441 line 13 by its year-neutral name', () => {
  it('C7 carryover_from_prior_year is line 13, as carryover_from_2023 was (and wins over it)', () => {
    // The C6 return with the carryover under its year-neutral name: the same lines 13, 15 and 26
    // (5,000 + 500 − 300 = 5,200; 5,200 − 5,000 = 200). Given both names, the year-neutral one counts.
    const base = {
      filing_status: 'mfj' as const,
      taxpayer: { date_of_birth: born(1985) },
      spouse: { date_of_birth: born(1986) },
      dependents: [child],
      w2s: [
        { wages: '50000', dependent_care_benefits: '5000' },
        { owner: 'spouse' as const, wages: '50000' },
      ],
    };
    const care = { expenses_total: '6000', forfeited_or_carried_forward: '300' };
    expectLines(compute({ ...base, dependent_care: { ...care, carryover_from_prior_year: '500' } }), {
      'f2441.l13': 500,
      'f2441.l15': 5200,
      'f2441.l26': 200,
    });
    expectLines(
      compute({
        ...base,
        dependent_care: { ...care, carryover_from_prior_year: '500', carryover_from_2023: '900' },
      }),
      { 'f2441.l13': 500, 'f2441.l15': 5200, 'f2441.l26': 200 },
    );
  });
});

describe('1099-G unemployment repaid in the same year', () => {
  it('U1 box 1 less the amount repaid in 2024 on Schedule 1 line 7', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '20000' }],
      f1099_g: [{ payer_name: 'State', unemployment_comp: '5000', repaid_in_2024: '1200' }],
    });
    expectLines(r, { 'schedule1.l7': 3800, 'f1040.l8': 3800, 'f1040.l11': 23800 });
    expect(r.explain('schedule1.l7')?.formula).toMatch(/Repaid \$1,200/);
  });

  it('U2 a repayment over box 1 nets only box 1 and is warned about', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '20000' }],
      f1099_g: [{ payer_name: 'State', unemployment_comp: '1000', repaid_in_2024: '1500' }],
    });
    expectLines(r, { 'schedule1.l7': 0, 'f1040.l11': 20000 });
    expect(r.warnings.join(' ')).toMatch(/unemployment repaid \(\$1,500\) is more than box 1/);
  });
});
