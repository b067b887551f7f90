/**
 * Worked 2024 returns — retirees: Social Security Benefits Worksheet (2024 Form 1040 instructions,
 * lines 6a/6b; Pub. 915 Worksheet 1: base $25,000 / $32,000 MFJ, second tier $9,000 / $12,000, 50% / 85%),
 * 1099-R pensions and IRAs (lines 4a-5b), rollovers, early distributions (Schedule 2 line 8, 10%),
 * IRA deduction (Pub. 590-A 2024: covered single phase-out $77,000-$87,000).
 */
import { describe, it } from 'vitest';
import { compute, expectForm, expectLines } from './helpers';

describe('retirement income', () => {
  it('R1 single retiree, Social Security and IRA distribution (50% tier only)', () => {
    const r = compute({
      filing_status: 'single',
      taxpayer: { date_of_birth: '1954-05-05' },
      ssa_1099: [{ box5_net_benefits: '24000' }],
      f1099_r: [
        {
          payer_name: 'IRA custodian',
          box1_gross_dist: '20000',
          box2a_taxable_amt: '20000',
          box4_fed_tax_withheld: '2000',
          box7_distribution_codes: '7',
          ira_sep_simple: true,
        },
      ],
    });
    expectLines(r, {
      'ssBenefitsWks.l1': 24000,
      'ssBenefitsWks.l2': 12000, // 50% of line 1
      'ssBenefitsWks.l3': 20000, // 1040 line 4b
      'ssBenefitsWks.l5': 32000, // 12,000 + 20,000 + 0
      'ssBenefitsWks.l7': 32000,
      'ssBenefitsWks.l8': 25000,
      'ssBenefitsWks.l9': 7000,
      'ssBenefitsWks.l10': 9000,
      'ssBenefitsWks.l11': 0,
      'ssBenefitsWks.l12': 7000,
      'ssBenefitsWks.l13': 3500,
      'ssBenefitsWks.l14': 3500, // min(12,000, 3,500)
      'ssBenefitsWks.l16': 3500,
      'ssBenefitsWks.l17': 20400, // 85% x 24,000
      'ssBenefitsWks.l18': 3500,
    });
    expectForm(r, {
      // Fully taxable: on line 4b only, line 4a left blank (Form 1040 instructions, line 4).
      'f1040.l4b': 20000,
      'f1040.l6a': 24000,
      'f1040.l6b': 3500, // worksheet line 18
      'f1040.l9': 23500, // 20,000 + 3,500
      'f1040.l11': 23500,
      'f1040.l12': 16550, // 14,600 + 1,950 (born before Jan 2, 1960)
      'f1040.l14': 16550,
      'f1040.l15': 6950,
      'f1040.l16': 698, // TT 6,950-7,000 single = 698 (10% x 6,975 = 697.50 → 698)
      'f1040.l18': 698,
      'f1040.l22': 698,
      'f1040.l24': 698,
      'f1040.l25b': 2000, // 1099-R box 4
      'f1040.l25d': 2000,
      'f1040.l33': 2000,
      'f1040.l34': 1302,
      'f1040.l35a': 1302,
    });
  });

  it('R2 MFJ retirees: two SSA-1099s, pension, tax-exempt interest counts in the worksheet (85% tier)', () => {
    const r = compute({
      filing_status: 'mfj',
      taxpayer: { date_of_birth: '1955-02-02' },
      spouse: { date_of_birth: '1955-11-11' },
      ssa_1099: [
        { owner: 'taxpayer', box3_benefits_paid: '22000' },
        { owner: 'spouse', box3_benefits_paid: '18000' },
      ],
      f1099_r: [
        {
          payer_name: 'Pension plan',
          box1_gross_dist: '30000',
          box2a_taxable_amt: '27000',
          box4_fed_tax_withheld: '3000',
          box7_distribution_codes: '7',
          ira_sep_simple: false,
        },
      ],
      f1099_int: [
        { payer_name: 'Muni fund', box1_interest_income: '2000', box8_tax_exempt_interest: '5000' },
      ],
    });
    expectLines(r, {
      'ssBenefitsWks.l1': 40000, // 22,000 + 18,000
      'ssBenefitsWks.l2': 20000,
      'ssBenefitsWks.l3': 29000, // 2b 2,000 + 5b 27,000
      'ssBenefitsWks.l4': 5000, // 1040 line 2a tax-exempt interest
      'ssBenefitsWks.l5': 54000, // 20,000 + 29,000 + 5,000
      'ssBenefitsWks.l7': 54000,
      'ssBenefitsWks.l8': 32000, // MFJ base
      'ssBenefitsWks.l9': 22000,
      'ssBenefitsWks.l10': 12000,
      'ssBenefitsWks.l11': 10000, // 22,000 - 12,000
      'ssBenefitsWks.l12': 12000,
      'ssBenefitsWks.l13': 6000,
      'ssBenefitsWks.l14': 6000, // min(20,000, 6,000)
      'ssBenefitsWks.l15': 8500, // 85% x 10,000
      'ssBenefitsWks.l16': 14500,
      'ssBenefitsWks.l17': 34000, // 85% x 40,000
      'ssBenefitsWks.l18': 14500,
    });
    expectForm(r, {
      'f1040.l2a': 5000,
      'f1040.l2b': 2000,
      'f1040.l5a': 30000, // pension gross
      'f1040.l5b': 27000, // taxable (box 2a)
      'f1040.l6a': 40000,
      'f1040.l6b': 14500,
      'f1040.l9': 43500, // 2,000 + 27,000 + 14,500
      'f1040.l11': 43500,
      'f1040.l12': 32300, // 29,200 + 2 x 1,550
      'f1040.l14': 32300,
      'f1040.l15': 11200,
      'f1040.l16': 1123, // TT 11,200-11,250 MFJ = 1,123 (10% x 11,225 = 1,122.50 → 1,123)
      'f1040.l18': 1123,
      'f1040.l22': 1123,
      'f1040.l24': 1123,
      'f1040.l25b': 3000,
      'f1040.l25d': 3000,
      'f1040.l33': 3000,
      'f1040.l34': 1877,
      'f1040.l35a': 1877,
    });
  });

  it('R3 Social Security not taxable: provisional income under the base amount', () => {
    const r = compute({
      filing_status: 'single',
      taxpayer: { date_of_birth: '1950-01-01' },
      ssa_1099: [{ box5_net_benefits: '18000', box6_voluntary_tax_withheld: '500' }],
      f1099_int: [{ payer_name: 'Bank', box1_interest_income: '3000' }],
    });
    expectLines(r, {
      'ssBenefitsWks.l5': 12000, // 9,000 + 3,000 + 0
      'ssBenefitsWks.l18': 0, // line 7 12,000 ≤ base 25,000
    });
    expectForm(r, {
      'f1040.l2b': 3000, // Schedule B (over $1,500)
      'f1040.l6a': 18000,
      'f1040.l9': 3000,
      'f1040.l11': 3000,
      'f1040.l12': 16550, // 14,600 + 1,950
      'f1040.l14': 16550,
      // 15 = max(0, 3,000 - 16,550) = 0; tax 0
      'f1040.l25b': 500, // SSA-1099 box 6
      'f1040.l25d': 500,
      'f1040.l33': 500,
      'f1040.l34': 500,
      'f1040.l35a': 500,
    });
  });

  it('R4 1099-R pension with after-tax basis plus a direct rollover (code G)', () => {
    const r = compute({
      filing_status: 'single',
      taxpayer: { date_of_birth: '1964-03-03' },
      f1099_r: [
        {
          payer_name: 'Pension',
          box1_gross_dist: '40000',
          box2a_taxable_amt: '35000',
          box4_fed_tax_withheld: '4000',
          box5_emp_contrib_or_roth_or_premiums: '5000',
          box7_distribution_codes: '7',
          ira_sep_simple: false,
        },
        {
          payer_name: '401k plan',
          box1_gross_dist: '100000',
          box2a_taxable_amt: '0',
          box7_distribution_codes: 'G',
          ira_sep_simple: false,
        },
      ],
    });
    expectForm(r, {
      'f1040.l5a': 140000, // 40,000 + 100,000 (direct rollover: total on 5a, "ROLLOVER")
      'f1040.l5b': 35000, // 35,000 + 0
      'f1040.l9': 35000,
      'f1040.l11': 35000,
      'f1040.l12': 14600, // age 60: no additional amount
      'f1040.l14': 14600,
      'f1040.l15': 20400,
      'f1040.l16': 2219, // TT 20,400-20,450 single = 2,219 (1,160 + 12% x 8,825 = 2,219)
      'f1040.l18': 2219,
      'f1040.l22': 2219,
      'f1040.l24': 2219,
      'f1040.l25b': 4000,
      'f1040.l25d': 4000,
      'f1040.l33': 4000,
      'f1040.l34': 1781,
      'f1040.l35a': 1781,
    });
  });

  it('R5 early IRA distribution (code 1): 10% additional tax on Schedule 2 line 8', () => {
    const r = compute({
      filing_status: 'single',
      taxpayer: { date_of_birth: '1984-04-04' },
      w2s: [{ wages: '50000', federal_income_tax: '5000' }],
      f1099_r: [
        {
          payer_name: 'IRA',
          box1_gross_dist: '10000',
          box2a_taxable_amt: '10000',
          box4_fed_tax_withheld: '1000',
          box7_distribution_codes: '1',
          ira_sep_simple: true,
        },
      ],
    });
    expectLines(r, {
      'schedule2.l8': 1000, // 10% x 10,000 (no exception)
      'schedule2.l21': 1000,
    });
    expectForm(r, {
      'f1040.l1a': 50000,
      'f1040.l1z': 50000,
      // Fully taxable (box 2a = box 1): line 4b only (Form 1040 instructions, line 4).
      'f1040.l4b': 10000,
      'f1040.l9': 60000,
      'f1040.l11': 60000,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 45400,
      'f1040.l16': 5219, // TT 45,400-45,450 single = 5,219
      'f1040.l18': 5219,
      'f1040.l22': 5219,
      'f1040.l23': 1000, // Schedule 2 line 21
      'f1040.l24': 6219,
      'f1040.l25a': 5000,
      'f1040.l25b': 1000,
      'f1040.l25d': 6000,
      'f1040.l33': 6000,
      'f1040.l37': 219,
    });
  });

  it('R6 traditional IRA deduction, covered by a workplace plan, partly phased out', () => {
    const r = compute({
      filing_status: 'single',
      taxpayer: { date_of_birth: '1985-05-05' },
      w2s: [{ wages: '80000', federal_income_tax: '8000', retirement_plan: true }],
      adjustments: { ira_contribution_taxpayer: '7000' },
    });
    // IRA Deduction Worksheet (Pub. 590-A 2024 Worksheet 1-2): l1 87,000; l4 MAGI 80,000; l5 7,000;
    // l6 x 70% = 4,900 (already a multiple of $10); l7 compensation 80,000; l8 7,000; deduction = min = 4,900
    expectLines(r, { 'schedule1.l20': 4900, 'schedule1.l26': 4900 });
    expectForm(r, {
      'f1040.l1a': 80000,
      'f1040.l1z': 80000,
      'f1040.l9': 80000,
      'f1040.l10': 4900,
      'f1040.l11': 75100,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 60500,
      'f1040.l16': 8369, // TT 60,500-60,550 single = 8,369 (5,426 + 22% x 13,375 = 8,368.50 → 8,369)
      'f1040.l18': 8369,
      'f1040.l22': 8369,
      'f1040.l24': 8369,
      'f1040.l25a': 8000,
      'f1040.l25d': 8000,
      'f1040.l33': 8000,
      'f1040.l37': 369,
    });
  });
});
