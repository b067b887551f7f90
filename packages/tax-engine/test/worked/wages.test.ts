/**
 * Worked 2024 returns — wage earners, standard deduction variants, filing statuses,
 * Schedule 1 other income / adjustments, estimated payments.
 *
 * Sources used throughout:
 *  - Standard deduction $14,600 S/MFS, $29,200 MFJ/QSS, $21,900 HOH; additional $1,950
 *    (unmarried) / $1,550 (married) per box; dependent: greater of $1,300 or earned income + $450
 *    — Rev. Proc. 2023-34 §3.15 and the 2024 Form 1040 instructions, line 12.
 *  - "TT a–b X = n" means the 2024 Tax Table row "at least a but less than b", column X
 *    (2024 Form 1040 instructions, pp. 64-75), which equals the 2024 rate schedule applied to the
 *    row midpoint, rounded to the dollar.
 */
import { describe, it } from 'vitest';
import { born, compute, expectForm, expectLines } from './helpers';

describe('wage earners', () => {
  it('W1 single W-2 earner, refund', () => {
    const r = compute({
      filing_status: 'single',
      taxpayer: { first_name: 'Ann', date_of_birth: born(1990) },
      w2s: [
        {
          wages: '52000',
          federal_income_tax: '4800',
          social_security_wages: '52000',
          medicare_wages: '52000',
          social_security_tax: '3224',
          medicare_tax: '754',
        },
      ],
    });
    expectForm(r, {
      'f1040.l1a': 52000, // W-2 box 1
      'f1040.l1z': 52000, // 1a..1h
      'f1040.l9': 52000, // total income = 1z
      'f1040.l11': 52000, // AGI = 9 - 10 (0)
      'f1040.l12': 14600, // single std ded (Rev. Proc. 2023-34 §3.15)
      'f1040.l14': 14600, // 12 + 13
      'f1040.l15': 37400, // 52,000 - 14,600
      'f1040.l16': 4259, // TT 37,400-37,450 single = 4,259 (1,160 + 12% x (37,425 - 11,600) = 4,259)
      'f1040.l18': 4259, // 16 + 17
      'f1040.l22': 4259, // 18 - 21
      'f1040.l24': 4259, // 22 + 23
      'f1040.l25a': 4800, // W-2 box 2
      'f1040.l25d': 4800,
      'f1040.l33': 4800, // 25d + 26 + 32
      'f1040.l34': 541, // 4,800 - 4,259
      'f1040.l35a': 541,
    });
  });

  it('W2 single, under-withheld: amount owed', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '85000', federal_income_tax: '9000' }],
    });
    expectForm(r, {
      'f1040.l1a': 85000,
      'f1040.l1z': 85000,
      'f1040.l9': 85000,
      'f1040.l11': 85000,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 70400, // 85,000 - 14,600
      'f1040.l16': 10547, // TT 70,400-70,450 single = 10,547 (5,426 + 22% x (70,425 - 47,150) = 10,546.50 → 10,547)
      'f1040.l18': 10547,
      'f1040.l22': 10547,
      'f1040.l24': 10547,
      'f1040.l25a': 9000,
      'f1040.l25d': 9000,
      'f1040.l33': 9000,
      'f1040.l37': 1547, // 24 - 33 = 10,547 - 9,000
    });
  });

  it('W3 dependent filer with wages and interest: std ded = earned income + $450', () => {
    const r = compute({
      filing_status: 'single',
      claimed_as_dependent: true,
      taxpayer: { date_of_birth: born(2004) },
      w2s: [{ wages: '4000', federal_income_tax: '200' }],
      f1099_int: [{ payer_name: 'Bank', box1_interest_income: '1200' }],
    });
    expectForm(r, {
      'f1040.l1a': 4000,
      'f1040.l1z': 4000,
      'f1040.l2b': 1200, // 1099-INT box 1 (≤ $1,500, no Schedule B needed)
      'f1040.l9': 5200, // 4,000 + 1,200
      'f1040.l11': 5200,
      'f1040.l12': 4450, // Std Ded Wks for Dependents: max(1,300, 4,000 + 450) = 4,450 ≤ 14,600
      'f1040.l14': 4450,
      'f1040.l15': 750, // 5,200 - 4,450
      'f1040.l16': 76, // TT 750-775 single = 76 (10% x 762.50 = 76.25)
      'f1040.l18': 76,
      'f1040.l22': 76,
      'f1040.l24': 76,
      'f1040.l25a': 200,
      'f1040.l25d': 200,
      'f1040.l33': 200,
      'f1040.l34': 124, // 200 - 76
      'f1040.l35a': 124,
    });
  });

  it('W4 dependent filer with only interest: minimum $1,300 standard deduction', () => {
    const r = compute({
      filing_status: 'single',
      claimed_as_dependent: true,
      f1099_int: [{ payer_name: 'Bank', box1_interest_income: '2000' }],
    });
    expectForm(r, {
      'f1040.l2b': 2000, // > $1,500: Schedule B Part I line 4 = 2,000
      'f1040.l9': 2000,
      'f1040.l11': 2000,
      'f1040.l12': 1300, // max(1,300, 0 + 450) = 1,300
      'f1040.l14': 1300,
      'f1040.l15': 700, // 2,000 - 1,300
      'f1040.l16': 71, // TT 700-725 single = 71 (10% x 712.50 = 71.25); unearned 2,000 < 2,600: no Form 8615
      'f1040.l18': 71,
      'f1040.l22': 71,
      'f1040.l24': 71,
      'f1040.l37': 71, // no payments
    });
  });

  it('W5 single, age 65 and blind: two additional $1,950 amounts', () => {
    const r = compute({
      filing_status: 'single',
      taxpayer: { date_of_birth: '1955-03-01' }, // born before Jan 2, 1960 → 65 or older
      taxpayer_blind: true,
      w2s: [{ wages: '40000', federal_income_tax: '2500' }],
    });
    expectForm(r, {
      'f1040.l1a': 40000,
      'f1040.l1z': 40000,
      'f1040.l9': 40000,
      'f1040.l11': 40000,
      'f1040.l12': 18500, // 14,600 + 2 x 1,950 (Rev. Proc. 2023-34 §3.15(3); 2024 1040 instr. Standard Deduction Chart for People Born Before Jan 2, 1960, or Blind: single, 2 boxes = 18,500)
      'f1040.l14': 18500,
      'f1040.l15': 21500, // 40,000 - 18,500
      'f1040.l16': 2351, // TT 21,500-21,550 single = 2,351 (1,160 + 12% x 9,925 = 2,351)
      'f1040.l18': 2351,
      'f1040.l22': 2351,
      'f1040.l24': 2351,
      'f1040.l25a': 2500,
      'f1040.l25d': 2500,
      'f1040.l33': 2500,
      'f1040.l34': 149,
      'f1040.l35a': 149,
    });
  });

  it('W6 MFJ both 65, spouse blind: three additional $1,550 amounts; amount owed', () => {
    const r = compute({
      filing_status: 'mfj',
      taxpayer: { date_of_birth: '1957-08-10' },
      spouse: { date_of_birth: '1958-01-20' },
      spouse_blind: true,
      w2s: [{ owner: 'taxpayer', wages: '90000', federal_income_tax: '6000' }],
    });
    expectForm(r, {
      'f1040.l1a': 90000,
      'f1040.l1z': 90000,
      'f1040.l9': 90000,
      'f1040.l11': 90000,
      'f1040.l12': 33850, // 29,200 + 3 x 1,550 = 33,850 (chart: MFJ, 3 boxes = 33,850)
      'f1040.l14': 33850,
      'f1040.l15': 56150, // 90,000 - 33,850
      'f1040.l16': 6277, // TT 56,150-56,200 MFJ = 6,277 (2,320 + 12% x 32,975 = 6,277)
      'f1040.l18': 6277,
      'f1040.l22': 6277,
      'f1040.l24': 6277,
      'f1040.l25a': 6000,
      'f1040.l25d': 6000,
      'f1040.l33': 6000,
      'f1040.l37': 277, // 6,277 - 6,000
    });
  });

  it('W7 1099-G unemployment and taxable state refund', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '30000', federal_income_tax: '1800' }],
      f1099_g: [
        { payer_name: 'State DOL', unemployment_comp: '8000', fed_tax_withheld: '800' },
        // 2023 state refund 900; tax-benefit rule (State and Local Income Tax Refund Worksheet) gave 600 taxable
        {
          payer_name: 'State FTB',
          state_tax_refund: '900',
          box2_tax_year: 2023,
          taxable_refund_amount: '600',
        },
      ],
    });
    expectLines(r, {
      'schedule1.l1': 600, // taxable refund (worksheet result)
      'schedule1.l7': 8000, // unemployment compensation, 1099-G box 1
      'schedule1.l10': 8600, // 1 + 7
    });
    expectForm(r, {
      'f1040.l1a': 30000,
      'f1040.l1z': 30000,
      'f1040.l8': 8600, // Schedule 1 line 10
      'f1040.l9': 38600, // 30,000 + 8,600
      'f1040.l11': 38600,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 24000, // 38,600 - 14,600
      'f1040.l16': 2651, // TT 24,000-24,050 single = 2,651 (1,160 + 12% x 12,425 = 2,651)
      'f1040.l18': 2651,
      'f1040.l22': 2651,
      'f1040.l24': 2651,
      'f1040.l25a': 1800,
      'f1040.l25b': 800, // 1099-G box 4
      'f1040.l25d': 2600,
      'f1040.l33': 2600,
      'f1040.l37': 51, // 2,651 - 2,600
    });
  });

  it('W8 married filing separately', () => {
    const r = compute({
      filing_status: 'mfs',
      w2s: [{ wages: '60000', federal_income_tax: '7000' }],
    });
    expectForm(r, {
      'f1040.l1a': 60000,
      'f1040.l1z': 60000,
      'f1040.l9': 60000,
      'f1040.l11': 60000,
      'f1040.l12': 14600, // MFS std ded
      'f1040.l14': 14600,
      'f1040.l15': 45400,
      'f1040.l16': 5219, // TT 45,400-45,450 MFS = 5,219 (1,160 + 12% x 33,825 = 5,219)
      'f1040.l18': 5219,
      'f1040.l22': 5219,
      'f1040.l24': 5219,
      'f1040.l25a': 7000,
      'f1040.l25d': 7000,
      'f1040.l33': 7000,
      'f1040.l34': 1781,
      'f1040.l35a': 1781,
    });
  });

  it('W9 qualifying surviving spouse with a child: MFJ deduction and table column, CTC', () => {
    const r = compute({
      filing_status: 'qss',
      hoh_qss_child_name: 'Kim',
      dependents: [
        {
          first_name: 'Kim',
          relationship: 'daughter',
          date_of_birth: '2014-04-04',
          months_lived_with: 12,
          ssn: '123456789',
          has_ssn: true,
          qualifies_for_child_tax_credit: true,
        },
      ],
      w2s: [{ wages: '70000', federal_income_tax: '2000' }],
    });
    expectForm(r, {
      'f1040.l1a': 70000,
      'f1040.l1z': 70000,
      'f1040.l9': 70000,
      'f1040.l11': 70000,
      'f1040.l12': 29200, // QSS std ded = MFJ
      'f1040.l14': 29200,
      'f1040.l15': 40800,
      'f1040.l16': 4435, // TT 40,800-40,850 MFJ/QSS column = 4,435 (2,320 + 12% x 17,625 = 4,435)
      'f1040.l18': 4435,
      'f1040.l19': 2000, // Sch 8812: 1 child x 2,000; AGI < 200,000 (QSS threshold $200,000); limit 4,435
      'f1040.l21': 2000,
      'f1040.l22': 2435, // 4,435 - 2,000
      'f1040.l24': 2435,
      'f1040.l25a': 2000,
      'f1040.l25d': 2000,
      'f1040.l33': 2000,
      'f1040.l37': 435,
    });
    expectLines(r, { 'schedule8812.l14': 2000, 'schedule8812.l27': 0 }); // line 16a = 0 → no ACTC
  });
});

describe('Schedule 1 adjustments and other income', () => {
  it('A1 educator expenses (cap $300), HSA, student loan interest with phase-out', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '91300', federal_income_tax: '11000' }],
      adjustments: {
        educator_expenses_taxpayer: '412',
        hsa_deduction: '2000',
        student_loan_interest_paid: '3100',
      },
    });
    expectLines(r, {
      'schedule1.l11': 300, // educator expenses: 412 capped at $300 (2024 Sch 1 line 11 instructions)
      'schedule1.l13': 2000, // HSA deduction (Form 8889 result, entered)
      // Student Loan Interest Deduction Worksheet: l1 = min(3,100, 2,500) = 2,500; l2 = 91,300;
      // l3 = Sch 1 lines 11-20 = 2,300; l4 = 89,000; l5 = 80,000; l6 = 9,000; l7 = 9,000/15,000 = 0.600;
      // l8 = 2,500 x 0.600 = 1,500; l9 = 2,500 - 1,500 = 1,000
      'schedule1.l21': 1000,
      'schedule1.l26': 3300, // 300 + 2,000 + 1,000
    });
    expectForm(r, {
      'f1040.l1a': 91300,
      'f1040.l1z': 91300,
      'f1040.l9': 91300,
      'f1040.l10': 3300,
      'f1040.l11': 88000, // 91,300 - 3,300
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 73400,
      'f1040.l16': 11207, // TT 73,400-73,450 single = 11,207 (5,426 + 22% x 26,275 = 11,206.50 → 11,207)
      'f1040.l18': 11207,
      'f1040.l22': 11207,
      'f1040.l24': 11207,
      'f1040.l25a': 11000,
      'f1040.l25d': 11000,
      'f1040.l33': 11000,
      'f1040.l37': 207,
    });
  });

  it('A2 other income (gambling, jury duty, prize), estimated payments, refund applied to 2025', () => {
    const r = compute({
      filing_status: 'single',
      w2s: [{ wages: '60000', federal_income_tax: '5000' }],
      schedule_1: {
        entries: [
          { section: 'additional_income', category_key: 'gambling_income', amount: '1200' },
          { section: 'additional_income', category_key: 'jury_duty_pay', amount: '500' },
          { section: 'additional_income', category_key: 'prizes_awards', amount: '300' },
        ],
      },
      payments: { estimated_payments: '3000' },
      refund: { refund_applied_to_estimated_tax: '1000' },
    });
    expectLines(r, {
      'schedule1.l8b': 1200, // gambling
      'schedule1.l8h': 500, // jury duty pay
      'schedule1.l8i': 300, // prizes and awards
      'schedule1.l9': 2000, // total other income
      'schedule1.l10': 2000,
    });
    expectForm(r, {
      'f1040.l1a': 60000,
      'f1040.l1z': 60000,
      'f1040.l8': 2000,
      'f1040.l9': 62000,
      'f1040.l11': 62000,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l15': 47400, // 62,000 - 14,600
      'f1040.l16': 5487, // TT 47,400-47,450 single = 5,487 (5,426 + 22% x 275 = 5,486.50 → 5,487)
      'f1040.l18': 5487,
      'f1040.l22': 5487,
      'f1040.l24': 5487,
      'f1040.l25a': 5000,
      'f1040.l25d': 5000,
      'f1040.l26': 3000, // 2024 estimated payments
      'f1040.l33': 8000, // 25d + 26
      'f1040.l34': 2513, // 8,000 - 5,487
      'f1040.l35a': 1513, // 34 - 36
      'f1040.l36': 1000, // applied to 2025 estimated tax
    });
  });
});
