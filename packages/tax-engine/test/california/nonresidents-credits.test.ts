/**
 * The refundable FTB 3514 credits and the FTB 3506 credit on Form 540NR (2024).
 * FTB 3514 Steps 7, 9 and 11: each credit × the California exemption credit percentage of Form 540NR
 * line 38 (lines 21–22 → 540NR line 85, 29–30 → line 86, 40–41 → line 87); a Form 540NR filer must have
 * lived in California at least 184 days of 2024 (a leap year). FTB 3506 lines 4 and 5: California-source
 * earned income only; the credit goes on Form 540NR line 50.
 */
import { describe, expect, it } from 'vitest';
import { caW2, expectLines, runCa } from './helpers';

const child = {
  first_name: 'C',
  relationship: 'son',
  date_of_birth: '2021-05-01',
  months_lived_with: 12,
  ssn: '123456789',
};

describe('Form 540NR credits', () => {
  it('C1 part-year resident (March–December) with a child: CalEITC and YCTC prorated by line 38', () => {
    const r = runCa(
      { filing_status: 'single', w2s: [caW2(12000, 0), caW2(6000, 0, { state: 'NY' })], dependents: [child] },
      { residency: 'part_year', nr: { residency_status: 'part_year', date_moved_in: '2024-03-01' } },
    );
    // Days in California: March 1 – December 31, 2024 = 366 − 31 − 29 = 306 ≥ 184.
    // FTB 3514 line 13 = CA W-2 box 16 = 12,000 = line 19; line 2 federal AGI = 18,000.
    // EITC (1 child: 34% × 85% = 28.9%, EIA 6,794, maximum 6,794 × 0.289 = 1,963.47; the first
    // phase-out reaches $616 at 6,794 + (1,963.47 − 616) ÷ 0.289 = 11,456.50, then straight to $0 at 31,950):
    //   line 12,000 (row 11,951–12,000, midpoint 11,975.50): 616 × (31,950 − 11,975.50) ÷ (31,950 − 11,456.50) = 600.40 → 600;
    //   AGI 18,000 (midpoint 17,975.50): 616 × 13,974.50 ÷ 20,493.50 = 420.05 → 420; line 20 = smaller = 420.
    // 540NR: line 19 = 18,000 − 5,540 = 12,460; row at 12,500: 107.56 + 2% × 1,744 = 142.44 → 142.
    // Column E line 1a = 12,000 = CA AGI; Part IV: 12,000 ÷ 18,000 = 0.6667; 5,540 × 0.6667 = 3,693.52 → 3,694;
    // CA TI 8,306; line 38 = 8,306 ÷ 12,460 = 0.66661 → 0.6666.
    // Line 22 = 420 × 0.6666 = 279.97 → 280 (540NR line 85).
    // YCTC: earned income 12,000 ≤ 26,626 → 1,154 (line 28); line 30 = 1,154 × 0.6666 = 769.26 → 769 (line 86).
    // Exemptions 149 + 461 = 610; line 39 = 610 × 0.6666 = 406.63 → 407 > line 37 (8,306 × 0.0114 = 94.69 → 95): tax 0.
    // Total payments line 88 = 280 + 769 = 1,049 = refund line 125.
    expectLines(r, {
      'ftb3514.l13': 12000,
      'ftb3514.l19': 12000,
      'caEitcWks.l2': 600,
      'caEitcWks.l5': 420,
      'ftb3514.l20': 420,
      'ftb3514.l21': 66.66,
      'ftb3514.l22': 280,
      'ftb3514.l28': 1154,
      'ftb3514.l29': 66.66,
      'ftb3514.l30': 769,
      'ca540nr.l38': 66.66,
      'ca540nr.l74': 0,
      'ca540nr.l85': 280,
      'ca540nr.l86': 769,
      'ca540nr.l87': 0,
      'ca540nr.l88': 1049,
      'ca540nr.l125': 1049,
    });
    expect(r.forms).toContain('ftb3514');
  });

  it('C2 part-year resident for 183 days and a nonresident: no CalEITC or YCTC', () => {
    const fed = { filing_status: 'single' as const, w2s: [caW2(12000, 0)], dependents: [child] };
    // July 2 – December 31, 2024 = 183 days, short of the 184 a leap year requires.
    const short = runCa(fed, { nr: { residency_status: 'part_year', date_moved_in: '2024-07-02' } });
    expectLines(short, { 'ca540nr.l85': 0, 'ca540nr.l86': 0 });
    expect(short.warnings.join(' ')).toMatch(/give 183 days/);
    const non = runCa(fed, { nr: { residency_status: 'nonresident' } });
    expectLines(non, { 'ca540nr.l85': 0, 'ca540nr.l86': 0 });
  });

  it('C3 nonresident MFJ: FTB 3506 with California-source earned income on Form 540NR line 50', () => {
    const r = runCa(
      {
        filing_status: 'mfj',
        w2s: [
          caW2(40000, 0),
          caW2(2000, 0, { owner: 'spouse' }),
          caW2(18000, 0, { owner: 'spouse', state: 'OR' }),
        ],
        dependents: [child],
        dependent_care: { expenses_total: '4000' },
      },
      { residency: 'nonresident', nr: { residency_status: 'nonresident' } },
    );
    // Line 3: 4,000 capped at 3,000 (one qualifying person). Line 4: your California earned income 40,000;
    // line 5: spouse's 2,000 (the Oregon W-2 is not California-source). Line 6 = 2,000.
    // Line 7 federal AGI 60,000: federal decimal 35% − 23 points (45,000 ÷ 2,000 = 22.5 → 23) = 12%, not below 20% → .20;
    // line 9 = 400; line 10 (over 40,000, not over 70,000) = .43; line 11 = 172 → 540NR line 50.
    // 540NR: line 19 = 60,000 − 11,080 = 48,920; MFJ row at 48,900: 215.12 + 2% × 27,388 = 762.88 → 763.
    // CA AGI 42,000; Part IV 0.7000: 11,080 × 0.7 = 7,756; CA TI 34,244; line 36 = 763 ÷ 48,920 = 0.0156;
    // line 37 = 34,244 × 0.0156 = 534.21 → 534; line 38 = 0.7000; line 39 = (298 + 461) × 0.7 = 531.30 → 531;
    // line 40 = 3; line 62 = 172; line 63 = 0.
    expectLines(r, {
      'ftb3506.l3': 3000,
      'ftb3506.l4': 40000,
      'ftb3506.l5': 2000,
      'ftb3506.l6': 2000,
      'ftb3506.l9': 400,
      'ftb3506.l11': 172,
      'ca540nr.l40': 3,
      'ca540nr.l50': 172,
      'ca540nr.l62': 172,
      'ca540nr.l63': 0,
    });
    expect(r.warnings.join(' ')).not.toMatch(/FTB 3506 \(Form 540NR line 50\) is not computed/);
    expect(r.forms).toContain('ftb3506');
  });

  it('C4 no California earned income for the spouse: no FTB 3506 credit', () => {
    const r = runCa(
      {
        filing_status: 'mfj',
        w2s: [caW2(40000, 0), caW2(20000, 0, { owner: 'spouse', state: 'OR' })],
        dependents: [child],
        dependent_care: { expenses_total: '4000' },
      },
      { nr: { residency_status: 'nonresident' } },
    );
    // Line 5 = 0 (no California-source earned income) → line 6 = 0 → no credit.
    expectLines(r, { 'ftb3506.l5': 0, 'ca540nr.l50': 0 });
    expect(r.warnings.join(' ')).toMatch(/needs earned income from California sources/);
  });
});
