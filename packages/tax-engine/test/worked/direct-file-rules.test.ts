/**
 * Rules the IRS Direct File test returns brought to light (issue 24), each worked by hand from the
 * 2024 instructions named beside it.
 */
import { describe, expect, it } from 'vitest';
import { born, child, compute, expectLines } from './helpers';

describe('a filer who can be claimed as someone else’s dependent', () => {
  it('claims no dependents: no child tax credit, additional or not (Pub. 501, Dependent Taxpayer Test)', () => {
    const input = {
      filing_status: 'single' as const,
      taxpayer: { date_of_birth: born(1989) },
      dependents: [child('Kim', '2016-05-01', '357003444')],
      w2s: [{ wages: '32000', federal_income_tax: '3000' }],
    };
    // Not a dependent: 32,000 − 14,600 = 17,400; Tax Table 17,400–17,450 single: 1,160 + 12% ×
    // (17,425 − 11,600) = 1,859. Child tax credit 2,000, limited to the tax: 1,859; the
    // additional credit is 15% × (32,000 − 2,500) = 4,425, capped at 2,000 − 1,859 = 141.
    expectLines(compute(input), { 'f1040.l16': 1859, 'f1040.l19': 1859, 'f1040.l28': 141 });
    // Someone can claim the filer: the standard deduction is still 14,600 (earned income 32,000 +
    // 450 is more), the tax the same, and no credit for the child.
    const r = compute({ ...input, claimed_as_dependent: true });
    expectLines(r, { 'f1040.l12': 14600, 'f1040.l16': 1859, 'f1040.l19': 0, 'f1040.l28': 0 });
    expect(r.warnings.join(' ')).toContain('Dependent Taxpayer Test');
  });
});

describe('Form 8962: household income below the poverty line', () => {
  // No income: household income 0 is under 100% of the poverty line (14,580 for one person).
  const input = {
    filing_status: 'single' as const,
    taxpayer: { date_of_birth: born(1955) },
    f1095_a: [{ annual_enrollment_premium: '5000', annual_slcsp_premium: '5000', annual_advance_ptc: '0' }],
  };

  it('without advance payments there is no credit', () => {
    expectLines(compute(input), { 'f8962.l26': 0, 'f1040.l31': 0 });
  });

  it('a lawfully present immigrant not eligible for Medicaid takes it (Form 8962 instructions)', () => {
    // Applicable figure 0 under 150%: contribution 0; credit = the smaller of the premium and the
    // SLCSP premium, 5,000 (line 11a/11b), all of it net credit (no advance payments).
    const r = compute({ ...input, premium_tax_credit: { lawfully_present_below_100: true } });
    expectLines(r, { 'f8962.l8a': 0, 'f8962.l24': 5000, 'f8962.l26': 5000, 'f1040.l31': 5000 });
  });
});

describe('Form 2441: line 16 given apart from line 2', () => {
  // HOH, wages 50,000 (AGI over 43,000: 20%), W-2 box 10 benefits 2,000, one child under 13.
  const input = {
    filing_status: 'hoh' as const,
    taxpayer: { date_of_birth: born(1987) },
    dependents: [{ ...child('Duo', '2019-11-11', '123001234'), id: 7 }],
    w2s: [{ wages: '50000', dependent_care_benefits: '2000' }],
  };

  it('line 2 includes the benefits: line 30 takes them out (2,000 − 2,000 = 0, no credit)', () => {
    const r = compute({ ...input, dependent_care: { persons: [{ dependent_id: 7, expenses: '2000' }] } });
    expectLines(r, { 'f2441.l16': 2000, 'f2441.l26': 0, 'f2441.l30': 0, 'f2441.l31': 0, 'f2441.l11': 0 });
  });

  it('line 2 without the benefits, line 16 with them: line 30 is line 2 (credit 200)', () => {
    // Line 16 2,000; line 25 excluded 2,000; line 26 taxable 0. Line 27 3,000 − line 28 2,000 =
    // line 29 1,000; line 30 = line 2 column (d), 2,000; line 31 = 1,000; 20% = 200.
    const r = compute({
      ...input,
      dependent_care: {
        persons: [{ dependent_id: 7, expenses: '2000' }],
        expenses_total: '2000',
        persons_exclude_benefits: true,
      },
    });
    expectLines(r, {
      'f2441.l16': 2000,
      'f2441.l25': 2000,
      'f2441.l26': 0,
      'f2441.l29': 1000,
      'f2441.l30': 2000,
      'f2441.l31': 1000,
      'f2441.l11': 200,
    });
  });
});

describe('Social Security: repayments more than benefits', () => {
  it('a negative box 5 puts 0 on lines 6a and 6b and says why (Pub. 915)', () => {
    const r = compute({
      filing_status: 'single',
      taxpayer: { date_of_birth: born(1955) },
      w2s: [{ wages: '30000' }],
      ssa_1099: [{ box3_benefits_paid: '0', box4_benefits_repaid: '300' }],
    });
    expectLines(r, { 'f1040.l6a': 0, 'f1040.l6b': 0, 'f1040.l9': 30000 });
    expect(r.warnings.join(' ')).toContain('Repayments More Than Gross Benefits');
  });
});

describe('credits the IRS barred after a disallowed claim (IRC 32(k), 24(g))', () => {
  // Single, one child, wages 20,000: 20,000 − 14,600 = 5,400 taxable; Tax Table 5,400–5,450: 543.
  // Child tax credit 543 (the tax); additional credit 15% × (20,000 − 2,500) = 2,625, capped at
  // 1,700 (and at 2,000 − 543 = 1,457): 1,457. EIC, one child: EIC Table 20,000–20,050 single,
  // 4,213 less 15.98% × (20,025 − 22,720) = none: 4,213.
  const input = {
    filing_status: 'single' as const,
    taxpayer: { date_of_birth: born(1990) },
    dependents: [child('Ann', '2016-05-01', '357003444')],
    w2s: [{ wages: '20000' }],
  };

  it('without a ban the credits are taken', () => {
    expectLines(compute(input), { 'f1040.l16': 543, 'f1040.l19': 543, 'f1040.l27': 4213, 'f1040.l28': 1457 });
  });

  it('an EIC ban takes the earned income credit only', () => {
    const r = compute({ ...input, credit_bans: { eic: true } });
    expectLines(r, { 'f1040.l19': 543, 'f1040.l27': 0, 'f1040.l28': 1457 });
    expect(r.warnings.join(' ')).toContain('barred you from the earned income credit for 2024');
  });

  it('a child-credit ban takes the child tax credit and its refundable part only', () => {
    const r = compute({ ...input, credit_bans: { child_credits: true } });
    expectLines(r, { 'f1040.l19': 0, 'f1040.l27': 4213, 'f1040.l28': 0 });
  });
});

describe('Form 8962: a policy with no coverage month', () => {
  it('gives no credit and repays the advance payments up to the limit (Table 5)', () => {
    // Single, wages 40,000: 40,000 ÷ 14,580 = 274% of the poverty line. Premiums and SLCSP 12,000,
    // advance payments 2,000; no month counts (other coverage could be had all year), so line 24
    // is 0 and line 27 the 2,000 advanced, limited to 950 (single, 200% to under 300%).
    const r = compute({
      filing_status: 'single',
      taxpayer: { date_of_birth: born(1985) },
      w2s: [{ wages: '40000' }],
      f1095_a: [
        {
          no_coverage_months: true,
          annual_enrollment_premium: '12000',
          annual_slcsp_premium: '12000',
          annual_advance_ptc: '2000',
        },
      ],
    });
    expectLines(r, {
      'f8962.l5': 274,
      'f8962.l24': 0,
      'f8962.l25': 2000,
      'f8962.l27': 2000,
      'f8962.l28': 950,
      'f8962.l29': 950,
      'schedule2.l1a': 950,
      'f1040.l17': 950,
    });
    expect(r.warnings.join(' ')).toContain('has no coverage month');
  });
});
