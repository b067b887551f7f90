/**
 * Worked 2025 California returns (Form 540, FTB 3514), figured by hand from the 2025 figures of
 * params/ca2025.ts. Printed on the 2025 Form 540: standard deduction $5,706 / $11,412, exemption
 * credits $153 (personal, ×2 MFJ) and $475 per dependent, phase-out over $252,203. The rate
 * schedules, renter's AGI limit and FTB 3514 amounts are the 2024 figures × 1.03 (see ca2025.ts).
 *
 * The federal return is computed with the 2025 federal figures; California reads the year from
 * `federal.tax_year`.
 */
import { describe, expect, it } from 'vitest';
import { computeCalifornia, computeReturn, type CaReturn, type Return } from '../../src/index';
import { caW2, expectLines, RENTER, val } from './helpers';

function run2025(federal: Return, ca: Omit<CaReturn, 'federal'> = {}) {
  const fed = computeReturn({ ...federal, tax_year: 2025 });
  return computeCalifornia({ federal: { ...federal, tax_year: 2025 }, ...ca }, fed);
}

const child = (first_name: string, date_of_birth: string, ssn: string) => ({
  first_name,
  relationship: 'son' as const,
  date_of_birth,
  months_lived_with: 12,
  ssn,
});

describe('worked 2025 California returns', () => {
  it('single renter, $50,000 of wages: renter credit, refund', () => {
    const r = run2025({ filing_status: 'single', w2s: [caW2(50000, 1400)] }, { requiredInfo: RENTER });
    expectLines(r, {
      'ca540.l17': 50000, // not over $53,994: renter's credit allowed
      'ca540.l18': 5706,
      'ca540.l19': 44294, // 50,000 − 5,706
      // Tax Table row 44,251–44,350 at its midpoint 44,300, Schedule X:
      // 1,022.01 + 6% × (44,300 − 41,452) = 1,022.01 + 170.88 = 1,192.89 → 1,193
      'ca540.l31': 1193,
      'ca540.l32': 153,
      'ca540.l33': 1040, // 1,193 − 153
      'ca540.l46': 60,
      'ca540.l48': 980, // 1,040 − 60
      'ca540.l64': 980,
      'ca540.l71': 1400,
      'ca540.l97': 420, // 1,400 − 980
    });
    expect(r.summary.refund.toNumber()).toBe(420);
    expect(r.exemptionRates.dependent.toNumber()).toBe(475);
  });

  it('tips and overtime deducted on federal Schedule 1-A stay taxed by California', () => {
    // Schedule 1-A is deducted after federal AGI (Form 1040 line 13b), and California starts from
    // federal AGI with deductions of its own: nothing to add back, the 5,000 stays in line 17.
    const r = run2025(
      {
        filing_status: 'single',
        w2s: [caW2(50000, 1400, { qualified_tips: '3000', qualified_overtime: '2000' })],
      },
      { requiredInfo: RENTER },
    );
    expect(val(r, 'ca540.l13')).toBe(50000);
    expect(val(r, 'ca540.l17')).toBe(50000);
    expect(val(r, 'ca540.l19')).toBe(44294); // 50,000 − 5,706, as without the tips
    expect(
      computeReturn({
        filing_status: 'single',
        tax_year: 2025,
        w2s: [caW2(50000, 0, { qualified_tips: '3000', qualified_overtime: '2000' })],
      })
        .lines.get('f1040.l13b')
        .toNumber(),
    ).toBe(5000);
  });

  it('single renter over the 2025 AGI limit: no renter credit ($53,994 is the limit)', () => {
    expect(
      val(run2025({ filing_status: 'single', w2s: [caW2(53994, 0)] }, { requiredInfo: RENTER }), 'ca540.l46'),
    ).toBe(60);
    expect(
      val(run2025({ filing_status: 'single', w2s: [caW2(53995, 0)] }, { requiredInfo: RENTER }), 'ca540.l46'),
    ).toBe(0);
  });

  it('MFJ, two children (one under 6), $15,000 of wages: CalEITC $1,588 + YCTC $1,189', () => {
    const r = run2025({
      filing_status: 'mfj',
      taxpayer: { date_of_birth: '1990-01-01' },
      spouse: { date_of_birth: '1991-01-01' },
      w2s: [caW2(15000, 0)],
      dependents: [child('A', '2022-05-01', '123456789'), child('B', '2017-02-02', '123456780')],
    });
    expect(val(r, 'ftb3514.l19')).toBe(15000);
    // CalEITC, two children: maximum 9,823 × 40% × 85% = 3,339.82; first phase-out 34% per dollar
    // down to $634 at 9,823 + (3,339.82 − 634)/.34 = 17,781.29. Row $14,951–$15,000, midpoint
    // 14,975.50: 3,339.82 − (14,975.50 − 9,823) × .34 = 3,339.82 − 1,751.85 = 1,587.97 → $1,588.
    expect(val(r, 'ca540.l75')).toBe(1588);
    // YCTC: the child born 2022 is 3 at the end of 2025; 15,000 ≤ 27,425: the full $1,189.
    expect(val(r, 'ca540.l76')).toBe(1189);
    // Taxable 15,000 − 11,412 = 3,588; Tax Table row 3,551–3,650: 1% × 3,600 = $36; exemption
    // credits 2 × 153 + 2 × 475 = 1,256 ≥ 36, so line 33 and line 64 are 0.
    expectLines(r, { 'ca540.l19': 3588, 'ca540.l31': 36, 'ca540.l32': 1256, 'ca540.l33': 0, 'ca540.l64': 0 });
    expect(r.summary.refund.toNumber()).toBe(2777); // 1,588 + 1,189
  });

  it('YCTC ages and phase-out on the 2025 figures', () => {
    const base = {
      filing_status: 'mfj' as const,
      taxpayer: { date_of_birth: '1990-01-01' },
      spouse: { date_of_birth: '1991-01-01' },
    };
    // Born 2019: 6 at the end of 2025 (5 at the end of 2024), so no YCTC for 2025.
    const six = run2025({
      ...base,
      w2s: [caW2(15000, 0)],
      dependents: [child('A', '2019-03-01', '123456789')],
    });
    expect(val(six, 'ca540.l76')).toBe(0);
    // $30,000 earned: ceil((30,000 − 27,425)/100) = 26 steps × $21.72 = 564.72;
    // 1,189 − 564.72 = 624.28 → $624.
    const phased = run2025({
      ...base,
      w2s: [caW2(30000, 0)],
      dependents: [child('A', '2022-03-01', '123456789')],
    });
    expect(val(phased, 'ca540.l76')).toBe(624);
  });

  it('single, $1,300,000 of wages: 12.3% bracket, exemption credit phased out, mental health services tax', () => {
    const r = run2025(
      { filing_status: 'single', w2s: [caW2(1300000, 140000)] },
      { requiredInfo: { housing: 'own' } },
    );
    expectLines(r, {
      'ca540.l19': 1294294, // 1,300,000 − 5,706
      // Schedule X: 72,219.83 + 12.3% × (1,294,294 − 742,953) = 72,219.83 + 67,814.943 = 140,034.77 → 140,035
      'ca540.l31': 140035,
      // Federal AGI over $252,203 by 1,047,797: 420 steps of $2,500 × $6 = 2,520 > 153, so $0.
      'ca540.l32': 0,
      'ca540.l35': 140035,
      // Schedule P: exemption 92,749 − 25% × (1,294,294 − 347,808) < 0 → 0; 7% × 1,294,294 = 90,600.58,
      // under the regular tax: no AMT.
      'ca540.l61': 0,
      // 1% × (1,294,294 − 1,000,000) = 2,942.94 → 2,943
      'ca540.l62': 2943,
      'ca540.l64': 142978, // 140,035 + 2,943
      'ca540.l71': 140000,
    });
    expect(r.summary.amountOwed.toNumber()).toBe(2978);
  });
});
