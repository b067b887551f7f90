import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Return } from '../src/types';
import { run, v, w2 } from './helpers';
import { computeReturn } from '../src';

describe('Form 1040 core path', () => {
  it('single W-2 example (examples/single-w2.json)', () => {
    const input = JSON.parse(
      readFileSync(join(__dirname, '..', 'examples', 'single-w2.json'), 'utf8'),
    ) as Return;
    const r = run(input);
    expect(v(r, 'f1040.l1z')).toBe(62000);
    expect(v(r, 'f1040.l2b')).toBe(350); // 350.25 rounds to 350
    expect(v(r, 'f1040.l11')).toBe(62350); // 62,000 + 350
    expect(v(r, 'f1040.l12')).toBe(14600); // single standard deduction
    expect(v(r, 'f1040.l15')).toBe(47750); // 62,350 − 14,600
    // Tax Table row 47,750–47,800, midpoint 47,775: 1,160 + 4,266 + (47,775 − 47,150) × 22% = 5,563.50 → 5,564
    expect(v(r, 'f1040.l16')).toBe(5564);
    expect(v(r, 'f1040.l24')).toBe(5564);
    expect(v(r, 'f1040.l33')).toBe(6200);
    expect(v(r, 'f1040.l34')).toBe(636); // 6,200 − 5,564
    expect(r.summary.refundOrOwed.toNumber()).toBe(636);
    expect(r.forms).toEqual(['f1040']);
    const e = r.explain('f1040.l11');
    expect(e?.formula).toMatch(/Subtract line 10 from line 9/);
    expect(e?.inputs).toEqual(['f1040.l9', 'f1040.l10']);
  });

  it('amount owed and line 36 cap', () => {
    const r = run({
      filing_status: 'single',
      w2s: [w2(30000, { federal_income_tax: '500' })],
      refund: { refund_applied_to_estimated_tax: '100' },
    });
    // taxable 15,400: row 15,400–15,450 mid 15,425: 1,160 + 3,825 × 12% = 1,619
    expect(v(r, 'f1040.l16')).toBe(1619);
    expect(v(r, 'f1040.l37')).toBe(1119); // 1,619 − 500
    expect(v(r, 'f1040.l36')).toBe(0); // nothing overpaid to apply
    expect(r.summary.refundOrOwed.toNumber()).toBe(-1119);
  });

  it('rounds each line once: cents on documents add before rounding', () => {
    // two W-2s of 10,000.40 each: line 1a = 20,000.80 → 20,001 (not 10,000 + 10,000)
    const r = run({
      filing_status: 'single',
      w2s: [w2(0, { wages: '10000.40' }), w2(0, { wages: '10000.40' })],
    });
    expect(v(r, 'f1040.l1a')).toBe(20001);
  });
});

describe('Standard deduction (line 12)', () => {
  it('single, 65 and blind: 14,600 + 2 × 1,950 = 18,500', () => {
    const r = run({
      filing_status: 'single',
      taxpayer: { date_of_birth: '1959-05-01' },
      taxpayer_blind: true,
      w2s: [w2(40000)],
    });
    expect(v(r, 'f1040.l12')).toBe(18500);
  });
  it('MFJ, both born before 1960-01-02: 29,200 + 2 × 1,550 = 32,300', () => {
    const r = run({
      filing_status: 'mfj',
      taxpayer_over_65: true,
      spouse: { date_of_birth: '1960-01-01' },
      w2s: [w2(40000)],
    });
    expect(v(r, 'f1040.l12')).toBe(32300);
  });
  it('born on January 2, 1960 is not 65 for 2024', () => {
    const r = run({ filing_status: 'single', taxpayer: { date_of_birth: '1960-01-02' }, w2s: [w2(40000)] });
    expect(v(r, 'f1040.l12')).toBe(14600);
  });
  it('dependent with $3,000 of wages: larger of $1,300 or 3,000 + 450 = 3,450', () => {
    const r = run({ filing_status: 'single', claimed_as_dependent: true, w2s: [w2(3000)] });
    expect(v(r, 'f1040.l12')).toBe(3450);
    expect(v(r, 'stdDeductionWks.l1')).toBe(3450);
  });
  it('dependent with only $800 of interest: $1,300 minimum', () => {
    const r = run({
      filing_status: 'single',
      claimed_as_dependent: true,
      f1099_int: [{ box1_interest_income: '800' }],
    });
    expect(v(r, 'f1040.l12')).toBe(1300);
  });
  it('dependent with $20,000 of wages is capped at the basic $14,600', () => {
    const r = run({ filing_status: 'single', claimed_as_dependent: true, w2s: [w2(20000)] });
    expect(v(r, 'f1040.l12')).toBe(14600);
  });
  it('MFS whose spouse itemizes: zero', () => {
    const r = run({ filing_status: 'mfs', spouse_itemizes: true, w2s: [w2(40000)] });
    expect(v(r, 'f1040.l12')).toBe(0);
  });
  it('HOH basic 21,900', () => {
    expect(v(run({ filing_status: 'hoh', w2s: [w2(40000)] }), 'f1040.l12')).toBe(21900);
  });
});

describe('Social Security Benefits Worksheet (line 6b)', () => {
  it('single: benefits 20,000, pension 25,000, interest 1,000 → 6,200 taxable', () => {
    const r = run({
      filing_status: 'single',
      ssa_1099: [{ box5_net_benefits: '20000' }],
      f1099_r: [{ box1_gross_dist: '25000', box2a_taxable_amt: '25000', box7_distribution_codes: '7' }],
      f1099_int: [{ box1_interest_income: '1000' }],
    });
    // l2 = 10,000; l3 = 26,000; l5 = 36,000; l7 = 36,000; l8 = 25,000; l9 = 11,000; l10 = 9,000;
    // l11 = 2,000; l12 = 9,000; l13 = 4,500; l14 = min(10,000, 4,500) = 4,500; l15 = 2,000 × 85% = 1,700;
    // l16 = 6,200; l17 = 17,000; l18 = 6,200
    expect(v(r, 'ssBenefitsWks.l7')).toBe(36000);
    expect(v(r, 'ssBenefitsWks.l15')).toBe(1700);
    expect(v(r, 'f1040.l6b')).toBe(6200);
    expect(v(r, 'f1040.l5b')).toBe(25000);
  });
  it('MFJ below the $32,000 base: none taxable', () => {
    const r = run({
      filing_status: 'mfj',
      ssa_1099: [{ box3_benefits_paid: '30000', box4_benefits_repaid: '0' }],
      f1099_int: [{ box1_interest_income: '10000' }],
    });
    // l5 = 15,000 + 10,000 = 25,000 ≤ 32,000
    expect(v(r, 'f1040.l6b')).toBe(0);
  });
  it('MFS living with spouse: 85% of line 7', () => {
    const r = run({
      filing_status: 'mfs',
      ssa_1099: [{ box5_net_benefits: '10000' }],
      f1099_int: [{ box1_interest_income: '2000' }],
    });
    // l7 = 5,000 + 2,000 = 7,000; l16 = 5,950; l17 = 8,500 → 5,950
    expect(v(r, 'f1040.l6b')).toBe(5950);
  });
});

describe('Qualified Dividends and Capital Gain Tax Worksheet', () => {
  it('single: wages 40,000, qualified dividends 10,000 all in the 0% band', () => {
    const r = run({
      filing_status: 'single',
      w2s: [w2(40000)],
      f1099_div: [{ box1a_ordinary_dividends: '10000', box1b_qualified_dividends: '10000' }],
    });
    expect(v(r, 'f1040.l15')).toBe(35400); // 50,000 − 14,600
    expect(v(r, 'qdcgtWks.l5')).toBe(25400);
    expect(v(r, 'qdcgtWks.l9')).toBe(10000); // taxed at 0%
    // l22: tax on 25,400 (row mid 25,425): 1,160 + 13,825 × 12% = 2,819
    expect(v(r, 'qdcgtWks.l22')).toBe(2819);
    // l24: tax on 35,400 (mid 35,425): 1,160 + 23,825 × 12% = 4,019
    expect(v(r, 'qdcgtWks.l24')).toBe(4019);
    expect(v(r, 'f1040.l16')).toBe(2819);
  });
  it('MFJ with gains straddling the 15% and 20% breakpoints', () => {
    const r = run({
      filing_status: 'mfj',
      w2s: [w2(500000)],
      f1099_div: [{ box1a_ordinary_dividends: '200000', box1b_qualified_dividends: '200000' }],
    });
    // l1 = 700,000 − 29,200 = 670,800; l4 = 200,000; l5 = 470,800; l9 = 0 (l7 = 94,050 < l5);
    // l14 = 583,750; l16 = 583,750 − 470,800 = 112,950; l17 = 112,950 → l18 = 16,942.50 → 16,943
    // l20 = 200,000 − 112,950 = 87,050 → l21 = 17,410
    // l22 = tax on 470,800: 2,320 + 8,532 + 23,485 + 182,850 × 24% (43,884) + 86,900 × 32% (27,808) = 106,029
    expect(v(r, 'qdcgtWks.l17')).toBe(112950);
    expect(v(r, 'qdcgtWks.l18')).toBe(16943);
    expect(v(r, 'qdcgtWks.l21')).toBe(17410);
    expect(v(r, 'qdcgtWks.l22')).toBe(106029);
    expect(v(r, 'f1040.l16')).toBe(16943 + 17410 + 106029);
  });
  it('capital gain distributions only: no Schedule D, line 7 = box 2a', () => {
    const r = run({
      filing_status: 'single',
      w2s: [w2(30000)],
      f1099_div: [{ box1a_ordinary_dividends: '500', box2a_total_capital_gain: '700' }],
    });
    expect(v(r, 'f1040.l7')).toBe(700);
    expect(r.forms).not.toContain('scheduleD');
    expect(v(r, 'qdcgtWks.l3')).toBe(700);
  });
});

describe('Schedule D and Form 8949', () => {
  const base: Return = {
    filing_status: 'single',
    w2s: [w2(50000)],
    // Box B (basis not reported to the IRS): a sale that goes on Form 8949 (box A ones with no
    // adjustment are totalled on Schedule D line 1a instead: see 'Exception 1' below).
    f8949: [{ box: 'B', proceeds: '5000', cost: '10000' }],
  };
  it('loss limited to $3,000 and carried over (Capital Loss Carryover Worksheet)', () => {
    const r = run(base);
    expect(v(r, 'f8949.B.l2h')).toBe(-5000);
    expect(v(r, 'scheduleD.l7')).toBe(-5000);
    expect(v(r, 'scheduleD.l21')).toBe(-3000);
    expect(v(r, 'f1040.l7')).toBe(-3000);
    expect(v(r, 'f1040.l15')).toBe(32400); // 47,000 − 14,600
    // l1 = 32,400; l2 = 3,000; l3 = 35,400; l4 = 3,000; l5 = 5,000; l7 = 3,000; l8 = 2,000
    expect(v(r, 'capitalLossCarryoverWks.l8')).toBe(2000);
    expect(r.forms).toEqual(expect.arrayContaining(['scheduleD', 'f8949']));
  });
  it('MFS limit is $1,500', () => {
    const r = run({ ...base, filing_status: 'mfs' });
    expect(v(r, 'f1040.l7')).toBe(-1500);
  });
  it('summary lines (spec 001) and carryovers', () => {
    const r = run({
      filing_status: 'single',
      schedule_d: {
        st_1a_d: '10000',
        st_1a_e: '8000',
        lt_8a_d: '20000',
        lt_8a_e: '5000',
        st_6_loss_carry: '1000',
        lt_14_loss_carry: '4000',
      },
    });
    expect(v(r, 'scheduleD.l7')).toBe(1000); // 2,000 − 1,000
    expect(v(r, 'scheduleD.l15')).toBe(11000); // 15,000 − 4,000
    expect(v(r, 'scheduleD.l16')).toBe(12000);
  });
  it('Schedule D Tax Worksheet: unrecaptured section 1250 gain in the 22% bracket is taxed at 22%, not 25%', () => {
    const r = run({
      filing_status: 'single',
      w2s: [w2(60000)],
      f1099_div: [{ box2a_total_capital_gain: '20000', box2b_unrecaptured_1250_gain: '8000' }],
    });
    // 2024 Schedule D Tax Worksheet (47 lines): l1 65,400; l10 20,000; l11 8,000; l13 12,000; l14 53,400;
    // l16 47,025; l17 47,025; l18 45,400; l19 min(65,400, 191,950) = 65,400; l20 min(53,400, 65,400) = 53,400;
    // l21 max(45,400, 53,400) = 53,400; l22 0; l23 12,000; l25 12,000; l27 65,400; l28 53,400; l29 12,000;
    // l30 12,000; l31 1,800; l32 12,000 (= l23, so l33 = 0); l35 8,000; l36 73,400; l38 8,000; l39 0 (no 25% tax);
    // l44 tax on 53,400 (mid 53,425): 5,426 + 6,275 × 22% = 6,806.50 → 6,807; l45 = 8,607; l46 tax on 65,400 = 9,447
    expect(v(r, 'scheduleD.l19')).toBe(8000);
    expect(v(r, 'scheduleDTaxWks.l13')).toBe(12000);
    expect(v(r, 'scheduleDTaxWks.l21')).toBe(53400);
    expect(v(r, 'scheduleDTaxWks.l31')).toBe(1800);
    expect(v(r, 'scheduleDTaxWks.l39')).toBe(0);
    expect(v(r, 'scheduleDTaxWks.l44')).toBe(6807);
    expect(v(r, 'scheduleDTaxWks.l46')).toBe(9447);
    expect(v(r, 'f1040.l16')).toBe(8607);
  });
  it('Schedule D Tax Worksheet: 25% rate on unrecaptured gain above the 24% bracket', () => {
    const r = run({
      filing_status: 'single',
      w2s: [w2(250000)],
      f1099_div: [{ box2a_total_capital_gain: '30000', box2b_unrecaptured_1250_gain: '10000' }],
    });
    // l1 265,400; l10 30,000; l13 20,000; l14 245,400; l18 235,400; l19 191,950; l20 191,950; l21 235,400;
    // l23 20,000; l27 265,400; l28 235,400; l29 30,000; l30 20,000; l31 3,000; l32 20,000;
    // l35 10,000; l36 265,400; l38 0; l39 10,000; l40 2,500;
    // l44 tax on 235,400: 1,160 + 4,266 + 11,742.50 + 21,942 + 43,450 × 32% (13,904) = 53,014.50 → 53,015
    expect(v(r, 'scheduleDTaxWks.l21')).toBe(235400);
    expect(v(r, 'scheduleDTaxWks.l39')).toBe(10000);
    expect(v(r, 'scheduleDTaxWks.l40')).toBe(2500);
    expect(v(r, 'scheduleDTaxWks.l44')).toBe(53015);
    expect(v(r, 'f1040.l16')).toBe(3000 + 2500 + 53015);
  });
});

describe('Schedule C, Schedule SE and Form 8995', () => {
  it('single sole proprietor: net 40,000', () => {
    const r = run({
      filing_status: 'single',
      schedule_c: [{ business_name: 'Shop', gross_receipts: '50000', supplies: '10000' }],
    });
    expect(v(r, 'scheduleC.l31')).toBe(40000);
    expect(v(r, 'scheduleSE.l4a')).toBe(36940); // 40,000 × 92.35%
    expect(v(r, 'scheduleSE.l10')).toBe(4581); // 36,940 × 12.4% = 4,580.56
    expect(v(r, 'scheduleSE.l11')).toBe(1071); // 36,940 × 2.9% = 1,071.26
    expect(v(r, 'scheduleSE.l12')).toBe(5652);
    expect(v(r, 'schedule1.l15')).toBe(2826);
    expect(v(r, 'f1040.l11')).toBe(37174); // 40,000 − 2,826
    // QBI = 40,000 − 2,826 = 37,174; 20% = 7,434.80 → 7,435; income limit (37,174 − 14,600) × 20% = 4,514.80 → 4,515
    expect(v(r, 'f8995.l5')).toBe(7435);
    expect(v(r, 'f8995.l14')).toBe(4515);
    expect(v(r, 'f1040.l13')).toBe(4515);
    expect(v(r, 'f1040.l15')).toBe(18059);
    // table row 18,050–18,100 mid 18,075: 1,160 + 6,475 × 12% = 1,937
    expect(v(r, 'f1040.l16')).toBe(1937);
    expect(v(r, 'f1040.l24')).toBe(1937 + 5652);
    expect(r.forms).toEqual(['f1040', 'schedule1', 'schedule2', 'scheduleC', 'scheduleSE', 'f8995']);
  });
  it('SE social security part stops at the wage base after W-2 wages', () => {
    const r = run({
      filing_status: 'single',
      w2s: [w2(160000)],
      schedule_c: [{ gross_receipts: '40000', supplies: '0' }],
    });
    expect(v(r, 'scheduleSE.l9')).toBe(8600); // 168,600 − 160,000
    expect(v(r, 'scheduleSE.l10')).toBe(1066); // 8,600 × 12.4% = 1,066.40
    expect(v(r, 'scheduleSE.l12')).toBe(2137);
  });
  it('under $400 of net earnings: no SE tax', () => {
    const r = run({ filing_status: 'single', schedule_c: [{ gross_receipts: '420' }] });
    expect(v(r, 'scheduleSE.l12')).toBe(0); // 420 × 92.35% = 388 < 400
  });
  it('1099-NEC linked to the Schedule C, COGS, mileage and home office', () => {
    const r = run({
      filing_status: 'single',
      schedule_c: [
        {
          id: 7,
          gross_receipts: '1000',
          inventory_start: '500',
          purchases: '2000',
          inventory_end: '700',
          miles_business: 1000,
          simplified_method_used: true,
          sqft_business: 400,
        },
      ],
      f1099_nec: [{ schedule_c_id: 7, box1_nonemployee_comp: '9000' }],
    });
    expect(v(r, 'scheduleC.l1')).toBe(10000);
    expect(v(r, 'scheduleC.l42')).toBe(1800); // 500 + 2,000 − 700
    expect(v(r, 'scheduleC.l9')).toBe(670); // 1,000 × $0.67
    expect(v(r, 'scheduleC.l30')).toBe(1500); // 300 sq ft max × $5
    expect(v(r, 'scheduleC.l31')).toBe(10000 - 1800 - 670 - 1500);
  });
  it('spouse SE on a joint return uses scheduleSE#spouse', () => {
    const r = run({ filing_status: 'mfj', schedule_c: [{ owner: 'spouse', gross_receipts: '20000' }] });
    expect(v(r, 'scheduleSE#spouse.l12')).toBe(2826); // 18,470 × 15.3% = 2,825.91
    expect(r.forms).toContain('scheduleSE#spouse');
  });
});

describe('Adjustments', () => {
  it('IRA deduction phased out when covered by a plan (single 77,000–87,000)', () => {
    const r = run({
      filing_status: 'single',
      taxpayer: { date_of_birth: '1984-01-01' },
      w2s: [w2(80000, { retirement_plan: true })],
      adjustments: { ira_contribution_taxpayer: '7000' },
    });
    // l5 = 87,000 − 80,000 = 7,000; × 0.70 = 4,900 (multiple of $10)
    expect(v(r, 'iraDeductionWks.l8')).toBe(4900);
    expect(v(r, 'schedule1.l20')).toBe(4900);
    expect(v(r, 'f1040.l11')).toBe(75100);
  });
  it('IRA deduction rounds up to the next $10 and uses the 50+ catch-up factor', () => {
    const r = run({
      filing_status: 'single',
      taxpayer: { date_of_birth: '1970-01-01' },
      w2s: [w2(84123, { retirement_plan: true })],
      adjustments: { ira_contribution_taxpayer: '8000' },
    });
    // l5 = 2,877 × 0.80 = 2,301.60 → 2,310
    expect(v(r, 'schedule1.l20')).toBe(2310);
  });
  it('IRA fully deductible when not covered', () => {
    const r = run({
      filing_status: 'single',
      w2s: [w2(150000)],
      adjustments: { ira_contribution_taxpayer: '7000' },
    });
    expect(v(r, 'schedule1.l20')).toBe(7000);
  });
  it('student loan interest phase-out (single 80,000–95,000)', () => {
    const r = run({
      filing_status: 'single',
      w2s: [w2(87500)],
      adjustments: { student_loan_interest_paid: '2500' },
    });
    // l6 = 7,500; 7,500 / 15,000 = 0.500; l8 = 1,250; l9 = 1,250
    expect(v(r, 'studentLoanWks.l8')).toBe(1250);
    expect(v(r, 'schedule1.l21')).toBe(1250);
  });
  it('student loan interest capped at $2,500; none for MFS', () => {
    expect(
      v(
        run({
          filing_status: 'single',
          w2s: [w2(50000)],
          adjustments: { student_loan_interest_paid: '3000' },
        }),
        'schedule1.l21',
      ),
    ).toBe(2500);
    expect(
      v(
        run({ filing_status: 'mfs', w2s: [w2(50000)], adjustments: { student_loan_interest_paid: '3000' } }),
        'schedule1.l21',
      ),
    ).toBe(0);
  });
  it('educator expenses $300 each; early withdrawal penalty; Schedule 1 rows', () => {
    const r = run({
      filing_status: 'mfj',
      w2s: [w2(60000)],
      adjustments: { educator_expenses_taxpayer: '450', educator_expenses_spouse: '200' },
      f1099_int: [{ box1_interest_income: '100', box2_early_withdrawal_penalty: '40' }],
      schedule_1: {
        entries: [
          { section: 'additional_income', category_key: 'gambling_income', amount: '1200' },
          { section: 'additional_income', category_key: 'business_income', amount: '999', source: 'auto' },
          { section: 'adjustment', category_key: 'hsa_deduction_8889', amount: '2000' },
        ],
      },
    });
    expect(v(r, 'schedule1.l11')).toBe(500); // 300 + 200
    expect(v(r, 'schedule1.l18')).toBe(40);
    expect(v(r, 'schedule1.l8b')).toBe(1200);
    expect(v(r, 'schedule1.l3')).toBe(0); // auto row ignored
    expect(v(r, 'schedule1.l13')).toBe(2000);
    expect(v(r, 'f1040.l11')).toBe(60000 + 100 + 1200 - 500 - 40 - 2000);
  });
});

describe('Schedule E and Form 8582', () => {
  const rental = {
    label: 'A',
    address: '1 Main',
    property_type: 1,
    fair_rental_days: 365,
    rents_received: '12000',
    mortgage_interest: '20000',
    depreciation: '22000',
  };
  it('rental loss of 30,000 with MAGI 90,000: $25,000 special allowance', () => {
    const r = run({ filing_status: 'single', w2s: [w2(90000)], schedule_e: { properties: [rental] } });
    expect(v(r, 'scheduleE.l21.A')).toBe(-30000);
    expect(v(r, 'f8582.l8')).toBe(25000); // (150,000 − 90,000) × 50% = 30,000, capped at 25,000
    expect(v(r, 'scheduleE.l22.A')).toBe(-25000);
    expect(v(r, 'f8582.unallowed')).toBe(5000);
    expect(v(r, 'schedule1.l5')).toBe(-25000);
    expect(v(r, 'f1040.l11')).toBe(65000);
  });
  it('MAGI 120,000: allowance 15,000', () => {
    const r = run({ filing_status: 'single', w2s: [w2(120000)], schedule_e: { properties: [rental] } });
    expect(v(r, 'scheduleE.l22.A')).toBe(-15000);
    expect(v(r, 'f1040.l11')).toBe(105000);
  });
  it('passive K-1 income absorbs rental losses; royalties are not passive', () => {
    const r = run({
      filing_status: 'single',
      w2s: [w2(200000)],
      schedule_e: {
        properties: [rental, { label: 'B', property_type: 6, royalties_received: '3000' }],
        partnerships: [{ name: 'LP', entity_type: 'P', col_h_passive_income: '10000' }],
      },
    });
    // no special allowance (MAGI ≥ 150,000); 10,000 of passive income allows 10,000 of the 30,000 loss
    expect(v(r, 'scheduleE.l22.A')).toBe(-10000);
    expect(v(r, 'scheduleE.l24')).toBe(3000);
    expect(v(r, 'scheduleE.l26')).toBe(-7000);
    expect(v(r, 'scheduleE.l32')).toBe(10000);
    expect(v(r, 'scheduleE.l41')).toBe(3000);
  });
  it('vacation home used personally: expenses prorated and limited to rent', () => {
    const r = run({
      filing_status: 'single',
      w2s: [w2(50000)],
      schedule_e: {
        properties: [
          {
            label: 'A',
            fair_rental_days: 90,
            personal_use_days: 30,
            rents_received: '6000',
            taxes: '2000',
            utilities: '4000',
            depreciation: '8000',
          },
        ],
      },
    });
    // share 90/120: taxes 1,500, utilities 3,000, depreciation 6,000; limited to 6,000 of rent:
    // taxes 1,500, utilities 3,000, depreciation 1,500 → net 0
    expect(v(r, 'scheduleE.l16.A')).toBe(1500);
    expect(v(r, 'scheduleE.l18.A')).toBe(1500);
    expect(v(r, 'scheduleE.l21.A')).toBe(0);
  });
});

describe('Schedule A', () => {
  it('MFJ: medical floor, SALT cap, mortgage, gifts; itemizes when larger', () => {
    const r = run({
      filing_status: 'mfj',
      w2s: [w2(200000)],
      schedule_a: {
        medical_expenses: '16000',
        state_local_taxes: '15000',
        real_estate_taxes: '8000',
        mortgage_interest_1098: '20000',
        gifts_by_cash: '5000',
      },
    });
    expect(v(r, 'scheduleA.l3')).toBe(15000); // 200,000 × 7.5%
    expect(v(r, 'scheduleA.l4')).toBe(1000);
    expect(v(r, 'scheduleA.l5e')).toBe(10000); // 23,000 capped
    expect(v(r, 'scheduleA.l17')).toBe(36000); // 1,000 + 10,000 + 20,000 + 5,000
    expect(v(r, 'f1040.l12')).toBe(36000);
    expect(v(r, 'f1040.l15')).toBe(164000);
    expect(r.forms).toContain('scheduleA');
  });
  it('standard deduction when larger, unless force_itemize', () => {
    const input: Return = {
      filing_status: 'single',
      w2s: [w2(50000)],
      schedule_a: { state_local_taxes: '3000' },
    };
    expect(v(run(input), 'f1040.l12')).toBe(14600);
    expect(run(input).forms).not.toContain('scheduleA');
    expect(v(run({ ...input, force_itemize: true }), 'f1040.l12')).toBe(3000);
  });
  it('MFS SALT cap $5,000', () => {
    const r = run({
      filing_status: 'mfs',
      spouse_itemizes: true,
      w2s: [w2(50000)],
      schedule_a: { state_local_taxes: '9000' },
    });
    expect(v(r, 'scheduleA.l5e')).toBe(5000);
    expect(v(r, 'f1040.l12')).toBe(5000);
  });
});

describe('Form 8959, Form 8960, Form 6251', () => {
  it('Additional Medicare Tax on wages over $200,000 and its withholding', () => {
    const r = run({ filing_status: 'single', w2s: [w2(250000, { medicare_tax: '4075' })] });
    expect(v(r, 'f8959.l6')).toBe(50000);
    expect(v(r, 'f8959.l7')).toBe(450); // 50,000 × 0.9%
    expect(v(r, 'f8959.l21')).toBe(3625); // 250,000 × 1.45%
    expect(v(r, 'f8959.l24')).toBe(450); // 4,075 − 3,625
    expect(v(r, 'schedule2.l11')).toBe(450);
    expect(v(r, 'f1040.l25c')).toBe(450);
  });
  it('Net investment income tax: the smaller of NII or MAGI over $200,000', () => {
    const r = run({
      filing_status: 'single',
      w2s: [w2(210000)],
      f1099_int: [{ box1_interest_income: '20000' }],
    });
    expect(v(r, 'f8960.l12')).toBe(20000);
    expect(v(r, 'f8960.l15')).toBe(30000);
    expect(v(r, 'f8960.l17')).toBe(760); // 20,000 × 3.8%
  });
  it('AMT from incentive stock options (MFJ)', () => {
    const r = run({
      filing_status: 'mfj',
      w2s: [w2(200000)],
      amt_adjustments: { incentive_stock_options: '300000' },
    });
    // l1 = 170,800; 2a = 29,200; 2i = 300,000 → AMTI 500,000; exemption 133,300; l6 = 366,700
    // l7 = 366,700 × 28% − 4,652 = 98,024; regular tax on 170,800 = 27,682; AMT 70,342
    expect(v(r, 'f6251.l4')).toBe(500000);
    expect(v(r, 'f6251.l6')).toBe(366700);
    expect(v(r, 'f6251.l7')).toBe(98024);
    expect(v(r, 'f6251.l10')).toBe(27682);
    expect(v(r, 'schedule2.l2')).toBe(70342);
    expect(r.forms).toContain('f6251');
  });
  it('no Form 6251 for an ordinary return', () => {
    const r = run({ filing_status: 'single', w2s: [w2(120000)] });
    expect(r.forms).not.toContain('f6251');
    expect(r.lines.has('f6251.l11')).toBe(false);
  });
});

describe('Payments and other taxes', () => {
  it('excess social security withholding with two employers', () => {
    const r = run({
      filing_status: 'single',
      w2s: [
        w2(0, { wages: '110000', social_security_tax: '7000' }),
        w2(0, { wages: '100000', social_security_tax: '6000' }),
      ],
    });
    // 13,000 − 10,453.20 = 2,546.80 → 2,547
    expect(v(r, 'schedule3.l11')).toBe(2547);
    expect(v(r, 'f1040.l31')).toBe(2547);
  });
  it('early IRA distribution: 10% additional tax (Form 5329)', () => {
    const r = run({
      filing_status: 'single',
      w2s: [w2(40000)],
      f1099_r: [
        {
          box1_gross_dist: '10000',
          box2a_taxable_amt: '10000',
          box7_distribution_codes: '1',
          ira_sep_simple: true,
          box4_fed_tax_withheld: '2000',
        },
      ],
    });
    expect(v(r, 'f1040.l4b')).toBe(10000);
    expect(v(r, 'f5329.l4')).toBe(1000);
    expect(v(r, 'schedule2.l8')).toBe(1000);
    expect(v(r, 'f1040.l25b')).toBe(2000);
  });
  it('1099-G unemployment and withholding; 1099-MISC other income', () => {
    const r = run({
      filing_status: 'single',
      f1099_g: [{ unemployment_comp: '8000', fed_tax_withheld: '800' }],
      f1099_misc: [{ target: '1040', box3_other_income: '500', box4_federal_tax_withheld: '50' }],
    });
    expect(v(r, 'schedule1.l7')).toBe(8000);
    expect(v(r, 'schedule1.l8z')).toBe(500);
    expect(v(r, 'f1040.l25b')).toBe(850);
  });
  it('direct rollover (code G) is not taxable', () => {
    const r = run({
      filing_status: 'single',
      f1099_r: [{ box1_gross_dist: '50000', box7_distribution_codes: 'G' }],
    });
    expect(v(r, 'f1040.l5a')).toBe(50000);
    expect(v(r, 'f1040.l5b')).toBe(0);
  });
});

describe('dependent claim flags against the facts', () => {
  it('warns when a child under 17 who lived with the filer all year is not claimed, and when a claimed child lived there under 7 months', () => {
    const r = computeReturn({
      filing_status: 'hoh',
      w2s: [{ wages: '40000' }],
      dependents: [
        {
          first_name: 'Ann',
          relationship: 'daughter',
          date_of_birth: '2015-05-01',
          months_lived_with: 12,
          qualifies_for_child_tax_credit: false,
          qualifies_for_other_credit: false,
        },
        {
          first_name: 'Bo',
          relationship: 'son',
          date_of_birth: '2016-05-01',
          months_lived_with: 5,
          qualifies_for_child_tax_credit: true,
        },
      ],
    });
    expect(r.warnings).toContain(
      'Ann is 9 at the end of 2024 and appears to be a qualifying child, but the child tax credit is not claimed.',
    );
    expect(r.warnings.some((w) => w.startsWith('Bo lived with you 5 months'))).toBe(true);
  });
});
