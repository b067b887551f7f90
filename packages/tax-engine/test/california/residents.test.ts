/**
 * Worked 2024 California resident returns (Form 540): federal input → computeReturn →
 * computeCalifornia. Expected figures by hand from the 2024 Form 540 booklet: standard deduction
 * $5,540 / $11,080; exemption credits $149 (personal ×2 MFJ/QSS, blind, senior) and $461 per
 * dependent; "TT a-b" = 2024 California Tax Table row (rate schedule at the row midpoint, rounded);
 * Schedules X, Y, Z above $100,000.
 */
import { describe, expect, it } from 'vitest';
import { born, caW2, expectLines, RENTER, runCa, val } from './helpers';

describe('Form 540 worked returns', () => {
  it('R1 single W-2 earner who rents: refund', () => {
    const r = runCa(
      { filing_status: 'single', w2s: [caW2(52000, 1500, { federal_income_tax: '4800' })] },
      { requiredInfo: RENTER },
    );
    expectLines(r, {
      'ca540.l12': 52000, // W-2 box 16
      'ca540.l13': 52000, // 1040 line 11
      'ca540.l14': 0,
      'ca540.l16': 0,
      'ca540.l17': 52000, // not over $52,421: renter's credit allowed
      'ca540.l18': 5540,
      'ca540.l19': 46460,
      'ca540.l31': 1368, // TT 46,451-46,550: 992.26 + 6% × (46,500 − 40,245) = 1,367.56
      'ca540.l32': 149,
      'ca540.l33': 1219,
      'ca540.l35': 1219,
      'ca540.l46': 60,
      'ca540.l47': 60,
      'ca540.l48': 1159,
      'ca540.l64': 1159,
      'ca540.l71': 1500, // W-2 box 17
      'ca540.l78': 1500,
      'ca540.l97': 341,
      'ca540.l115': 341,
    });
    expect(r.summary.refund.toNumber()).toBe(341);
    expect(r.forms).toEqual(['ca540', 'scheduleCA']);
    expect(r.exemptionRates.dependent.toNumber()).toBe(461);
  });

  it('R2 single W-2 earner, homeowner, under-withheld: amount owed', () => {
    const r = runCa(
      { filing_status: 'single', w2s: [caW2(85000, 2500)] },
      { requiredInfo: { housing: 'own' } },
    );
    // TI 85,000 − 5,540 = 79,460; TT 79,451-79,550: 3,108.72 + 9.3% × (79,500 − 70,606) = 3,935.862 → 3,936
    expectLines(r, {
      'ca540.l19': 79460,
      'ca540.l31': 3936,
      'ca540.l33': 3787,
      'ca540.l46': 0,
      'ca540.l64': 3787,
      'ca540.l100': 1287,
      'ca540.l111': 1287,
      'ca540.l114': 1287,
    });
    expect(r.summary.amountOwed.toNumber()).toBe(1287);
    expect(r.summary.refundOrOwed.toNumber()).toBe(-1287);
  });

  it('R3 two W-2s, one from another state: line 12 and 71 take only California rows', () => {
    const r = runCa({ filing_status: 'single', w2s: [caW2(40000, 900), caW2(10000, 300, { state: 'OR' })] });
    // AGI 50,000; TI 44,460; TT 44,451-44,550: 992.26 + 6% × 4,255 = 1,247.56 → 1,248; − 149 = 1,099
    expectLines(r, {
      'ca540.l12': 40000,
      'ca540.l17': 50000,
      'ca540.l31': 1248,
      'ca540.l64': 1099,
      'ca540.l71': 900,
      'ca540.l100': 199,
    });
  });

  it('R4 homeowner itemizing: state income tax taken out, no SALT cap in California', () => {
    const r = runCa({
      filing_status: 'single',
      w2s: [caW2(150000, 9000)],
      schedule_a: {
        state_local_taxes: '9000',
        real_estate_taxes: '8000',
        mortgage_interest_1098: '20000',
        gifts_by_cash: '3000',
      },
    });
    // Federal: taxes 17,000 capped at 10,000; itemized 33,000.
    // CA: 5a col B 9,000; 5e col C 17,000 − 10,000 = 7,000 → CA taxes 8,000; itemized 31,000 > 5,540.
    // TI 119,000; 3,108.72 + 9.3% × (119,000 − 70,606) = 7,609.362 → 7,609; − 149 = 7,460
    expectLines(r, {
      'scheduleCA.partII.l5a.a': 9000,
      'scheduleCA.partII.l5a.b': 9000,
      'scheduleCA.partII.l5d.a': 17000,
      'scheduleCA.partII.l5e.a': 10000,
      'scheduleCA.partII.l5e.b': 9000,
      'scheduleCA.partII.l5e.c': 7000,
      'scheduleCA.partII.l7.a': 10000,
      'scheduleCA.partII.l17.a': 33000,
      'scheduleCA.partII.l17.b': 9000,
      'scheduleCA.partII.l17.c': 7000,
      'scheduleCA.partII.l18': 31000,
      'scheduleCA.partII.l29': 31000,
      'scheduleCA.partII.l30': 31000,
      'ca540.l18': 31000,
      'ca540.l19': 119000,
      'ca540.l31': 7609,
      'ca540.l33': 7460,
      'ca540.l115': 1540,
    });
  });

  it('R5 itemizer whose California deductions are below the standard deduction takes $5,540', () => {
    const r = runCa({
      filing_status: 'single',
      w2s: [caW2(60000, 0)],
      schedule_a: { state_local_taxes: '3000', gifts_by_cash: '1000' },
    });
    // CA itemized = 3,000 − 3,000 + 1,000 = 1,000 < 5,540
    expectLines(r, { 'scheduleCA.partII.l29': 1000, 'scheduleCA.partII.l30': 5540, 'ca540.l18': 5540 });
    const elect = runCa(
      {
        filing_status: 'single',
        w2s: [caW2(60000, 0)],
        schedule_a: { state_local_taxes: '3000', gifts_by_cash: '1000' },
      },
      { scheduleCA: { will_itemize_for_ca: true } },
    );
    expect(val(elect, 'ca540.l18')).toBe(1000);
  });

  it('R6 retirees MFJ, both 65+: Social Security subtracted, senior credits', () => {
    const r = runCa(
      {
        filing_status: 'mfj',
        taxpayer: { date_of_birth: born(1954) },
        spouse: { date_of_birth: born(1955) },
        ssa_1099: [{ box5_net_benefits: '40000' }],
        f1099_r: [{ box1_gross_dist: '50000', box2a_taxable_amt: '50000', box7_distribution_codes: '7' }],
      },
      { ca540: { est_payments: '500' } },
    );
    // Federal taxable SS: provisional 50,000 + 20,000 = 70,000; min(85% × 26,000 + 6,000, 85% × 40,000) = 28,100.
    // AGI 78,100; Sch CA line 6 col B 28,100 → CA AGI 50,000; TI 38,920;
    // TT 38,851-38,950 (Y): 215.12 + 2% × 17,388 = 562.88 → 563; credits 298 + 298 = 596 → line 33 = 0
    expectLines(r, {
      'scheduleCA.partI.l6b.a': 28100,
      'scheduleCA.partI.l6b.b': 28100,
      'ca540.l13': 78100,
      'ca540.l14': 28100,
      'ca540.l17': 50000,
      'ca540.l19': 38920,
      'ca540.l31': 563,
      'ca540.l7': 298,
      'ca540.l9': 298,
      'ca540.l32': 596,
      'ca540.l33': 0,
      'ca540.l64': 0,
      'ca540.l115': 500,
    });
  });

  it('R7 high earner over $1,000,000: Mental Health Services Tax, credits phased out', () => {
    const r = runCa({ filing_status: 'single', w2s: [caW2(1500000, 160000)] });
    // TI 1,494,460; 70,116.38 + 12.3% × (1,494,460 − 721,314) = 165,213.338 → 165,213
    // exemption: 1,255,143 / 2,500 → 503 × $6 > 149 → 0
    // MHST 1% × 494,460 = 4,944.60 → 4,945; Sch P: AMTI 1,500,000, exemption 0, 7% = 105,000 < 165,213
    expectLines(r, {
      'ca540.l19': 1494460,
      'ca540.l31': 165213,
      'ca540.l32': 0,
      'ca540.l48': 165213,
      'ca540.l61': 0,
      'ca540.l62': 4945,
      'ca540.l64': 170158,
      'ca540.l100': 10158,
    });
  });

  it('R8 MFJ with two dependents (exemption credits), over the Tax Table', () => {
    const kids = [
      { first_name: 'A', date_of_birth: '2012-02-01' },
      { first_name: 'B', date_of_birth: '2015-05-01' },
    ];
    const r = runCa(
      {
        filing_status: 'mfj',
        w2s: [caW2(70000, 1800), caW2(50000, 1200, { owner: 'spouse' })],
        dependents: kids,
      },
      { requiredInfo: { housing: 'own' } },
    );
    // TI 120,000 − 11,080 = 108,920; Y: 1,984.52 + 6% × (108,920 − 80,490) = 3,690.32 → 3,690
    // credits 298 + 2 × 461 = 1,220; 3,690 − 1,220 = 2,470; withheld 3,000 → refund 530
    expectLines(r, {
      'ca540.l7': 298,
      'ca540.l10': 922,
      'ca540.l11': 1220,
      'ca540.l19': 108920,
      'ca540.l31': 3690,
      'ca540.l32': 1220,
      'ca540.l33': 2470,
      'ca540.l64': 2470,
      'ca540.l78': 3000,
      'ca540.l115': 530,
    });
  });

  it('R9 head of household, 65 or older, one dependent', () => {
    const r = runCa({
      filing_status: 'hoh',
      taxpayer: { date_of_birth: born(1955) },
      w2s: [caW2(60000, 100)],
      dependents: [{ first_name: 'G', date_of_birth: '2010-01-01' }],
    });
    // TI 48,920; TT (Z) 215.27 + 2% × (48,900 − 21,527) = 762.73 → 763; credits 149 + 149 + 461 = 759 → 4
    expectLines(r, {
      'ca540.l18': 11080,
      'ca540.l31': 763,
      'ca540.l9': 149,
      'ca540.l32': 759,
      'ca540.l33': 4,
      'ca540.l115': 96,
    });
  });

  it('R10 unemployment and a state tax refund are subtracted', () => {
    const r = runCa({
      filing_status: 'single',
      w2s: [caW2(30000, 600)],
      f1099_g: [
        {
          unemployment_comp: '8000',
          state_tax_refund: '500',
          taxable_refund_amount: '500',
          state: 'CA',
          state_tax_withheld: '200',
        },
      ],
    });
    // AGI 38,500; col B 500 + 8,000 → CA AGI 30,000; TI 24,460;
    // TT 24,451-24,550: 107.56 + 2% × 13,744 = 382.44 → 382; − 149 = 233; withheld 600 + 200 → refund 567
    expectLines(r, {
      'scheduleCA.partI.secB.l1.b': 500,
      'scheduleCA.partI.secB.l7.b': 8000,
      'ca540.l14': 8500,
      'ca540.l17': 30000,
      'ca540.l31': 382,
      'ca540.l71': 800,
      'ca540.l115': 567,
    });
  });

  it('R11 U.S. Treasury interest is subtracted (1099-INT box 3)', () => {
    const r = runCa({
      filing_status: 'single',
      w2s: [caW2(40000, 0)],
      f1099_int: [{ box1_interest_income: '2000', box3_us_savings_bonds_treasury_interest: '1500' }],
    });
    // 1040 line 2b 3,500; col B 1,500 → CA AGI 42,000; TI 36,460; TT 36,451-36,550: 402.42 + 4% × 11,001 = 842.46 → 842; − 149 = 693
    expectLines(r, {
      'scheduleCA.partI.l2.a': 3500,
      'scheduleCA.partI.l2.b': 1500,
      'ca540.l14': 1500,
      'ca540.l17': 42000,
      'ca540.l31': 842,
      'ca540.l64': 693,
    });
  });

  it('R12 HSA deduction added back (Schedule CA line 13)', () => {
    const r = runCa({
      filing_status: 'single',
      w2s: [caW2(70000, 2600)],
      adjustments: { hsa_deduction: '3000' },
    });
    // Federal AGI 67,000; line 13 col B 3,000 → line 27 col B −3,000 → CA AGI 70,000; TI 64,460;
    // TT 64,451-64,550: 1,929.52 + 8% × 8,634 = 2,620.24 → 2,620; − 149 = 2,471
    expectLines(r, {
      'scheduleCA.partI.l13.a': 3000,
      'scheduleCA.partI.l13.b': 3000,
      'scheduleCA.partI.l27.b': -3000,
      'ca540.l13': 67000,
      'ca540.l14': -3000,
      'ca540.l17': 70000,
      'ca540.l31': 2620,
      'ca540.l64': 2471,
      'ca540.l115': 129,
    });
  });

  it('R12b employer HSA contribution (W-2 box 12 code W) added back on line 1a', () => {
    const r = runCa({ filing_status: 'single', w2s: [caW2(60000, 0, { box12: { W: '1200' } })] });
    // col C 1,200 → line 16 1,200; CA AGI 61,200; TI 55,660; TT 55,651-55,750: 992.26 + 6% × 15,455 = 1,919.56 → 1,920
    expectLines(r, {
      'scheduleCA.partI.l1a.c': 1200,
      'scheduleCA.partI.l27.c': 1200,
      'ca540.l16': 1200,
      'ca540.l17': 61200,
      'ca540.l31': 1920,
    });
  });

  it('R13 alternative minimum tax (Schedule P) from incentive stock options', () => {
    const r = runCa({
      filing_status: 'single',
      w2s: [caW2(200000, 15000)],
      amt_adjustments: { incentive_stock_options: '500000' },
    });
    // TI 194,460; 3,108.72 + 9.3% × 123,854 = 14,627.142 → 14,627; credits 149 → 14,478
    // AMTI 194,460 + 5,540 + 500,000 = 700,000; exemption 90,048 − 25% × 362,322 < 0 → 0; 7% = 49,000; AMT 34,373
    expectLines(r, {
      'scheduleP.l21': 700000,
      'scheduleP.l22': 0,
      'scheduleP.l24': 49000,
      'scheduleP.l25': 14627,
      'scheduleP.l26': 34373,
      'ca540.l48': 14478,
      'ca540.l61': 34373,
      'ca540.l64': 48851,
    });
    expect(r.forms).toContain('scheduleP');
  });

  it('R14 dependent of another filer: dependent standard deduction, no personal credit', () => {
    const r = runCa(
      { filing_status: 'single', claimed_as_dependent: true, w2s: [caW2(5000, 100)] },
      { requiredInfo: RENTER },
    );
    // standard deduction: greater of 1,300 or 5,000 + 450 = 5,450; TI 0; no renter's credit (dependent)
    expectLines(r, {
      'ca540.l7': 0,
      'ca540.l18': 5450,
      'ca540.l19': 0,
      'ca540.l31': 0,
      'ca540.l46': 0,
      'ca540.l115': 100,
    });
  });

  it('R15 use tax, contributions and an underpayment penalty with a balance due', () => {
    const r = runCa(
      { filing_status: 'single', w2s: [caW2(40000, 500)] },
      { ca540: { use_tax: '50', contributions_total: '10', underpayment_penalty: '5' } },
    );
    // TI 34,460; TT 34,451-34,550: 402.42 + 4% × 9,001 = 762.46 → 762; − 149 = 613
    // payments 500 − use tax 50 = 450 (line 93); tax due 613 − 450 = 163; owe 163 + 10 = 173; total due 178
    expectLines(r, {
      'ca540.l64': 613,
      'ca540.l93': 450,
      'ca540.l100': 163,
      'ca540.l111': 173,
      'ca540.l114': 178,
      'ca540.l115': 0,
    });
    expect(r.summary.amountOwed.toNumber()).toBe(178);
  });

  it('R16 filer entries: Schedule CA column C and a manual line 31; a preparer override', () => {
    const f = { filing_status: 'single' as const, w2s: [caW2(50000, 0)] };
    const r = runCa(f, {
      scheduleCA: {
        lines: [
          { group_code: 'PART_I_SEC_B', line_key: '8z', col_a: null, col_b: null, col_c: '2000' },
          { group_code: 'PART_I_SEC_A', line_key: '1a', col_b: '1000', col_c: null },
        ],
      },
      ca540: { line31_tax_manual: '1000' },
    });
    // line 14 = 1,000 (1a col B); line 16 = 2,000 (8z col C); CA AGI 51,000
    expectLines(r, {
      'ca540.l14': 1000,
      'ca540.l16': 2000,
      'ca540.l17': 51000,
      'ca540.l31': 1000,
      'ca540.l33': 851,
    });
    const o = runCa(f, {}, { 'ca540.l19': '40000' });
    // TT 39,951-40,050: 402.42 + 4% × 14,501 = 982.46 → 982
    expectLines(o, { 'ca540.l19': 40000, 'ca540.l31': 982 });
    expect(o.lines.computedValue('ca540.l19')?.toNumber()).toBe(44460);
  });
});
