import { describe, expect, it } from 'vitest';
import { Money } from '../../src/money';
import { computeForm568, form568Lines, form568Used, llcFee } from '../../src/california/f568';
import type { Ca568Input } from '../../src/california/types';
import { ca568_2024 } from '../../src/params/ca2024-credits';
import { ctx } from './ftb3514-helpers';

const fee = (income: string): number => llcFee(Money.of(income), ca568_2024).toNumber();

describe('Form 568 line 2 LLC fee chart (2024 Form 568 instructions, R&TC 17942)', () => {
  it('edges of every band', () => {
    expect([fee('0'), fee('249999.99')]).toEqual([0, 0]);
    expect([fee('250000'), fee('499999.99')]).toEqual([900, 900]);
    expect([fee('500000'), fee('999999.99')]).toEqual([2500, 2500]);
    expect([fee('1000000'), fee('4999999.99')]).toEqual([6000, 6000]);
    expect([fee('5000000'), fee('80000000')]).toEqual([11790, 11790]);
  });
});

describe('form568Lines: every formula (printed 2024 Form 568, Side 1, lines 7-21)', () => {
  it('amount due', () => {
    const llc: Ca568Input = {
      line1_total_income: '600000',
      line4_pte_elective_tax: '100',
      line8_prior_year_overpayment: '200',
      line9_amt_paid_pte: '100',
      line10_amt_paid_form3522: '800',
      line11_amt_paid_form3536: '1000',
      line13_use_tax: '50',
      line20_penalties_interest: '25',
    };
    const r = form568Lines(llc, ca568_2024);
    // L2 = 2,500 (500,000–999,999); L3 = 800; L7 = 2,500 + 800 + 100 = 3,400.
    expect(r.used.line2_llc_fee).toBe('2500.00');
    expect(r.used.line3_annual_llc_tax).toBe('800.00');
    expect(r.line7_total_tax_fee).toBe('3400.00');
    // L12 = 200 + 100 + 800 + 1,000 = 2,100; payments cover the use tax first:
    // L14 = 2,100 − 50 = 2,050 (line 12 more than line 13); L15 = 0 (line 13 not more than line 12).
    expect(r.line12_total_payments).toBe('2100.00');
    expect(r.line14_payments_balance).toBe('2050.00');
    expect(r.line15_use_tax_balance).toBe('0.00');
    // L16 = 3,400 − 2,050 = 1,350; L17 = 0 (line 14 not more than line 7); L19 = 0 − 0;
    // L21 = L15 0 + L16 1,350 + L20 25 = 1,375 (= tax 3,400 + use tax 50 − payments 2,100 + 25).
    expect(r.line16_tax_fee_due).toBe('1350.00');
    expect(r.line17_overpayment).toBe('0.00');
    expect(r.line19_refund).toBe('0.00');
    expect(r.line21_total_amount_due).toBe('1375.00');
  });

  it('overpayment, refund and amounts entered on lines 2 and 3', () => {
    const llc: Ca568Input = {
      line1_total_income: '300000',
      line2_llc_fee: '0',
      line3_annual_llc_tax: '0',
      line10_amt_paid_form3522: '1000',
      line13_use_tax: '50',
      line18_applied_to_next_year: '100',
    };
    const r = form568Lines(llc, ca568_2024);
    // Entered zeros replace the chart ($900) and the $800: L7 = 0; L14 = 1,000 − 50 = 950;
    // L16 = 0; L17 = L14 950 − L7 0 = 950; L19 = 950 − 100 = 850; L21 = 0 + 0 + 0.
    expect([r.line7_total_tax_fee, r.line17_overpayment, r.line19_refund, r.line21_total_amount_due]).toEqual(
      ['0.00', '950.00', '850.00', '0.00'],
    );
  });

  it('use tax balance when payments fall short of the use tax', () => {
    const r = form568Lines({ line13_use_tax: '300', line8_prior_year_overpayment: '100' }, ca568_2024);
    // L7 = 800; L12 = 100; L14 = 0 (line 12 not more than line 13); L15 = 300 − 100 = 200;
    // L16 = 800 − 0 = 800; L21 = 200 + 800 = 1,000 (= 800 + 300 − 100: the payment counted once).
    expect([
      r.line14_payments_balance,
      r.line15_use_tax_balance,
      r.line16_tax_fee_due,
      r.line21_total_amount_due,
    ]).toEqual(['0.00', '200.00', '800.00', '1000.00']);
  });

  it('payments over the tax and the use tax: overpaid tax, refund and penalties', () => {
    const r = form568Lines(
      {
        line10_amt_paid_form3522: '800',
        line11_amt_paid_form3536: '500',
        line13_use_tax: '100',
        line18_applied_to_next_year: '150',
        line20_penalties_interest: '40',
      },
      ca568_2024,
    );
    // L7 = 800; L12 = 1,300; L14 = 1,300 − 100 = 1,200; L15 = 0; L16 = 0 (line 7 not more than line 14);
    // L17 = 1,200 − 800 = 400; L19 = 400 − 150 = 250; L21 = 0 + 0 + 40 = 40.
    expect([
      r.line14_payments_balance,
      r.line15_use_tax_balance,
      r.line16_tax_fee_due,
      r.line17_overpayment,
      r.line19_refund,
      r.line21_total_amount_due,
    ]).toEqual(['1200.00', '0.00', '0.00', '400.00', '250.00', '40.00']);
  });

  it('Schedule T: total = share × rate (4 decimals), net = total − withheld', () => {
    const t = form568Lines(
      {
        schedule_t: [
          { distributive_share: '10000', tax_rate: '0.0725', withheld_by_llc: '200' },
          { distributive_share: '1000', tax_rate: '0.12345' },
        ],
      },
      ca568_2024,
    ).schedule_t;
    // 10,000 × .0725 = 725.00; 725 − 200 = 525.00. 0.12345 → .1235 (4 decimals); 1,000 × .1235 = 123.50.
    expect(t).toEqual([
      { total_tax_due: '725.00', net_tax_due: '525.00' },
      { total_tax_due: '123.50', net_tax_due: '123.50' },
    ]);
  });

  it('Schedule L totals and the balance tolerance (|difference| < 0.005)', () => {
    const sl = {
      cash_beg: '1000.00',
      ar_beg: '500',
      ar_allow_beg: '50',
      inv_beg: '200',
      ap_beg: '300',
      members_capital_beg: '1350',
      cash_end: '1000.01',
      ar_end: '500',
      ar_allow_end: '50',
      inv_end: '200',
      ap_end: '300',
      members_capital_end: '1350',
    };
    const l = form568Lines({ schedule_l: sl }, ca568_2024).schedule_l;
    // Beginning: 1,000 + 500 − 50 + 200 = 1,650 = 300 + 1,350: balanced.
    expect([l.total_assets_beg, l.total_liab_cap_beg, l.balanced_beg]).toEqual(['1650.00', '1650.00', true]);
    // End: 1,650.01 vs 1,650.00: a cent off is not within 0.005.
    expect([l.total_assets_end, l.total_liab_cap_end, l.balanced_end, l.difference_end]).toEqual([
      '1650.01',
      '1650.00',
      false,
      '0.01',
    ]);
    // Every liability and capital line is added.
    const all = form568Lines(
      {
        schedule_l: {
          cash_end: '8',
          ap_end: '1',
          curr_debt_end: '1',
          other_curr_liab_end: '1',
          nonrecourse_loans_end: '1',
          loans_from_members_end: '1',
          long_debt_end: '1',
          other_liab_end: '1',
          members_capital_end: '1',
        },
      },
      ca568_2024,
    ).schedule_l;
    expect([all.total_liab_cap_end, all.balanced_end]).toEqual(['8.00', true]);
    // Other asset lines in the record count too (less accumulated depreciation); other capital lines likewise.
    const more = form568Lines(
      {
        schedule_l: {
          cash_end: '100',
          buildings_end: '1000',
          accum_depr_end: '200',
          members_capital_end: '800',
          retained_earnings_end: '100',
          total_assets_end: '999999',
          // The server's record also carries the read-only flags.
          balanced_end: false as unknown as string,
        },
      },
      ca568_2024,
    ).schedule_l;
    // Assets 100 + 1,000 − 200 = 900; liabilities and capital 800 + 100 = 900 (computed fields are not read back).
    expect([more.total_assets_end, more.total_liab_cap_end, more.balanced_end]).toEqual([
      '900.00',
      '900.00',
      true,
    ]);
  });

  it('Schedule M-2', () => {
    const m2 = form568Lines(
      {
        schedule_m2: {
          beg_balance: '1000',
          contrib: '500',
          net_income: '2000',
          dist_cash: '700',
          dist_property: '100',
          other_decreases: '50',
        },
      },
      ca568_2024,
    ).schedule_m2;
    // 1,000 + 500 + 2,000 + 0 = 3,500; 700 + 100 + 50 = 850; 3,500 − 850 = 2,650.
    expect(m2).toEqual({ subtotal: '3500.00', total_decreases: '850.00', end_balance: '2650.00' });
  });
});

describe('computeForm568 (lines on the California sheet)', () => {
  it('writes f568#n lines and returns line 21', () => {
    const cx = ctx({ filing_status: 'single' });
    const due = computeForm568(
      cx,
      { line1_total_income: '250000', schedule_l: { cash_end: '5', members_capital_end: '4' } },
      2,
    );
    // L2 900 + L3 800 = 1,700 = L7 = L16 = L21.
    expect(due.toString()).toBe('1700.00');
    expect(cx.L.get('f568#2.l2').toNumber()).toBe(900);
    expect(cx.L.explain('f568#2.l7')?.inputs).toEqual([
      'f568#2.l2',
      'f568#2.l3',
      'f568#2.l4',
      'f568#2.l5',
      'f568#2.l6',
    ]);
    expect(cx.L.get('f568#2.schedL.total_assets_end').toString()).toBe('5.00');
    expect(cx.warnings.join(' ')).toMatch(/Schedule L does not balance at the end/);
    expect(cx.needs('f568#2')).toBe(true);
  });
});

describe('an untouched Form 568 counts for nothing', () => {
  it('no amount, row or answer: lines computed for the screen, but not a form and nothing due', () => {
    const cx = ctx({ filing_status: 'single' });
    // The record as the screen creates it: only empty schedules.
    const due = computeForm568(cx, { schedule_t: [], schedule_l: {}, schedule_m2: {} }, 1);
    expect(due.toString()).toBe('0.00');
    // No LLC entered: no $800 annual tax either (issue 22): lines 3, 7 and 21 are 0.
    expect(cx.L.get('f568#1.l3').toString()).toBe('0.00');
    expect(cx.L.get('f568#1.l7').toString()).toBe('0.00');
    expect(cx.L.get('f568#1.l21').toString()).toBe('0.00');
    expect(cx.needs('f568#1')).toBe(false);
    expect(
      form568Used({
        schedule_l: { cash_end: null as unknown as string, balanced_end: true as unknown as string },
      }),
    ).toBe(false);
  });

  it('anything entered makes it count: an amount (even 0), a Schedule T row, a Schedule M-2 amount, an answer', () => {
    expect(form568Used({ line13_use_tax: '0' })).toBe(true);
    expect(form568Used({ schedule_t: [{}] })).toBe(true);
    expect(form568Used({ schedule_m2: { contrib: '10' } })).toBe(true);
    expect(form568Used({ in_use: true })).toBe(true);
    const cx = ctx({ filing_status: 'single' });
    // Only a questionnaire answer (in_use): L7 = 0 + 800 = 800 = L16 = L21.
    expect(computeForm568(cx, { in_use: true }, 1).toString()).toBe('800.00');
    expect(cx.needs('f568#1')).toBe(true);
  });
});
