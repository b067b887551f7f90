/**
 * Worked 2024 returns — Schedule R (credit for the elderly or the disabled) and Form 8880 (saver's
 * credit) computed from the return's own facts and placed on Schedule 3 lines 6d and 4.
 *
 * Sources: Schedule R (2024) and its instructions (Credit Limit Worksheet: Form 1040 line 18 less
 * Schedule 3 lines 1, 2 and 6l); Form 8880 (2024) and its instructions (line 2 = W-2 box 12 codes
 * D, E, F, G, H, S, AA, BB, EE; line 4 excludes rollovers; Credit Limit Worksheet: line 18 less
 * Schedule 3 lines 1, 2, 3, 6d and 6l); the 2024 Tax Table (single: 450–475 → $46,
 * 9,400–9,450 → $943, 9,900–9,950 → $993); standard deduction $14,600 + $1,950 at 65.
 */
import { describe, expect, it } from 'vitest';
import type { Return } from '../../src/types';
import { born, compute, expectLines } from './helpers';

const pension = (amount: string, code = '7') => ({
  box1_gross_dist: amount,
  box2a_taxable_amt: code === 'G' ? '0' : amount,
  box7_distribution_codes: code,
});

describe('Schedule R on the return', () => {
  it('R1 single, 70, pension $17,000: credit $38 on Schedule 3 line 6d', () => {
    // AGI 17,000; taxable 17,000 − 16,550 = 450 → tax $46 (Tax Table 450–475).
    // Schedule R box 1: line 10 5,000; 13c 0; line 16 17,000 − 7,500 = 9,500; line 17 4,750;
    // line 19 5,000 − 4,750 = 250; line 20 15% × 250 = 37.50 → 38; line 21 46 → credit 38.
    const r = compute({
      filing_status: 'single',
      taxpayer: { date_of_birth: born(1954) },
      f1099_r: [pension('17000')],
    });
    expectLines(r, {
      'f1040.l11': 17000,
      'f1040.l15': 450,
      'f1040.l16': 46,
      'scheduleR.l19': 250,
      'scheduleR.l21': 46,
      'scheduleR.l22': 38,
      'schedule3.l6d': 38,
      'schedule3.l7': 38,
      'schedule3.l8': 38,
      'f1040.l20': 38,
      'f1040.l22': 8,
    });
    expect(r.forms).toContain('scheduleR');
    expect(r.explain('schedule3.l6d')?.inputs).toEqual(['scheduleR.l22']);
  });

  it('R2 the nontaxable part of social security reduces it (line 13a = 6a − 6b)', () => {
    // SSA 2,000, all nontaxable (provisional income 17,000 + 1,000 < 25,000): line 18 = 2,000 + 4,750
    // = 6,750 > 5,000 → no credit, and no Schedule R is attached.
    const r = compute({
      filing_status: 'single',
      taxpayer: { date_of_birth: born(1954) },
      f1099_r: [pension('17000')],
      ssa_1099: [{ box5_net_benefits: '2000' }],
    });
    expectLines(r, { 'f1040.l6a': 2000, 'f1040.l6b': 0, 'schedule3.l6d': 0, 'f1040.l20': 0 });
    expect(r.forms).not.toContain('scheduleR');
    expect(r.lines.ofForm('scheduleR')).toEqual([]);
  });

  it('R3 under 65, retired on disability: limited to the taxable disability income', () => {
    // Box 2: line 10 5,000; line 11 3,000 → line 12 3,000; AGI 9,000 (disability pension, code 3):
    // line 16 1,500, line 17 750, line 18 750; line 19 2,250; 15% = 337.50 → 338. Taxable income is
    // 0, so line 18 is only the $500 excess advance premium tax credit repayment (Schedule 2
    // line 1a): line 21 500 → credit 338; line 22 = 500 − 338 = 162.
    const r = compute({
      filing_status: 'single',
      taxpayer: {
        date_of_birth: born(1970),
        retired_on_permanent_disability: true,
        taxable_disability_income: '3000',
      },
      f1099_r: [pension('9000', '3')],
      other_taxes: { excess_aptc_repayment: '500' },
    });
    expectLines(r, {
      'f1040.l18': 500,
      'scheduleR.l11': 3000,
      'scheduleR.l12': 3000,
      'scheduleR.l17': 750,
      'scheduleR.l20': 338,
      'scheduleR.l21': 500,
      'schedule3.l6d': 338,
      'f1040.l22': 162,
    });
  });

  it('R4 MFS living with the spouse: no credit, and a warning says why', () => {
    const r = compute({
      filing_status: 'mfs',
      taxpayer: { date_of_birth: born(1950) },
      f1099_r: [pension('17000')],
    });
    expect(r.lines.ofForm('scheduleR')).toEqual([]);
    expect(r.warnings.some((w) => w.includes('Schedule R') && w.includes('married filing separately'))).toBe(
      true,
    );
  });
});

describe('Form 8880 on the return', () => {
  const saver = (over: Partial<Return> = {}): Return => ({
    filing_status: 'single',
    taxpayer: { date_of_birth: born(1990) },
    w2s: [{ wages: '24000', box12: { D: '1500', aa: '1000', DD: '6000' } }],
    ...over,
  });

  it('S1 W-2 box 12 D and AA are elective deferrals (DD is not); 20% at AGI $24,000', () => {
    // Line 2a 1,500 + 1,000 = 2,500 → line 6a 2,000; AGI 24,000 is over 23,000, not over 25,000 → 0.2;
    // line 10 400. Tax: taxable 24,000 − 14,600 = 9,400 → $943; credit 400; line 22 943 − 400 = 543.
    const r = compute(saver());
    expectLines(r, {
      'f8880.l2a': 2500,
      'f8880.l6a': 2000,
      'f8880.l10': 400,
      'f8880.l12': 400,
      'schedule3.l4': 400,
      'f1040.l16': 943,
      'f1040.l20': 400,
      'f1040.l22': 543,
    });
    expect(r.forms).toContain('f8880');
    expect(r.explain('schedule3.l4')?.inputs).toEqual(['f8880.l12']);
  });

  it('S1b an IRA contribution entered as a Schedule 1 line 20 row counts on line 1', () => {
    // Wages 21,000, IRA row 1,000 (deductible in full: not covered by a workplace plan) → AGI 20,000,
    // not over 23,000 → 0.5. Line 1 1,000 → line 6a 1,000 → line 10 500. Tax: taxable 20,000 −
    // 14,600 = 5,400 → $543 (Tax Table 5,400–5,450); credit 500; line 22 543 − 500 = 43.
    const r = compute({
      filing_status: 'single',
      taxpayer: { date_of_birth: born(1990) },
      w2s: [{ wages: '21000' }],
      schedule_1: {
        entries: [{ section: 'adjustment', category_key: 'ira_deduction', amount: '1000' }],
      },
    });
    expectLines(r, {
      'schedule1.l20': 1000,
      'f1040.l11': 20000,
      'f8880.l1a': 1000,
      'f8880.l10': 500,
      'schedule3.l4': 500,
      'f1040.l16': 543,
      'f1040.l22': 43,
    });
  });

  it('S2 a full-time student gets nothing, and Form 8880 is not attached', () => {
    const r = compute(saver({ taxpayer: { date_of_birth: born(1990), full_time_student: true } }));
    expectLines(r, { 'schedule3.l4': 0, 'f1040.l22': 943 });
    expect(r.forms).not.toContain('f8880');
  });

  it('S3 a 2024 distribution (code 7) reduces the contributions; a direct rollover (code G) does not', () => {
    // Line 2a 1,500; line 4a 500 (the code-G rollover of 3,000 is not counted) → line 5a 1,000.
    // AGI 24,000 + 500 = 24,500 → 0.2 → 200. Tax: taxable 9,900 → $993; line 22 = 793.
    const r = compute(
      saver({
        w2s: [{ wages: '24000', box12: { D: '1500' } }],
        f1099_r: [pension('500'), pension('3000', 'G')],
      }),
    );
    expectLines(r, {
      'f8880.l4a': 500,
      'f8880.l5a': 1000,
      'f8880.l12': 200,
      'f1040.l11': 24500,
      'f1040.l16': 993,
      'f1040.l22': 793,
    });
  });

  it('S4 IRA, Roth IRA and ABLE contributions of both spouses; an entered credit is replaced', () => {
    // (a) traditional IRA 1,000 + Roth 500 = 1,500; (b) ABLE 700. Line 7 2,200; MFJ AGI 40,000 → 0.5
    // → 1,100. Tax: taxable 40,000 − 1,000 (IRA deduction) − 29,200 = 9,800 → MFJ table 9,800–9,850
    // = 10% of 9,825 = 982.50 → 983; credit 983 limit → 983.
    const r = compute({
      filing_status: 'mfj',
      taxpayer: { date_of_birth: born(1985) },
      spouse: { date_of_birth: born(1987) },
      w2s: [{ wages: '40000' }],
      adjustments: { ira_contribution_taxpayer: '1000' },
      retirement_savings: { roth_ira_contribution_taxpayer: '500', able_contribution_spouse: '700' },
      other_credits: { retirement_savings_credit: '50' },
    });
    expectLines(r, {
      'f1040.l11': 39000,
      'f8880.l1a': 1500,
      'f8880.l1b': 700,
      'f8880.l7': 2200,
      'f8880.l10': 1100,
      'f1040.l16': 983,
      'f8880.l12': 983,
      'schedule3.l4': 983,
      'f1040.l22': 0,
    });
    expect(r.warnings.some((w) => w.startsWith('Retirement savings contributions credit'))).toBe(true);
  });
});
