import { describe, expect, it } from 'vitest';
import { f568Computed, schedLBalance, schedM2Computed, schedTRow } from './Form568Math';

describe('Form 568 arithmetic', () => {
  it('keeps 15-digit amounts exact and treats a malformed amount as blank', () => {
    // L7 = 999,999,999,999,999.99 + 0.01 (the fee entered) = 1,000,000,000,000,000.00
    const c = f568Computed({
      line2_llc_fee: '0.01',
      line3_annual_llc_tax: '999999999999999.99',
      line4_pte_elective_tax: '',
    });
    expect(c.line7_total_tax_fee).toBe('1000000000000000.00');
    // A malformed line 3 counts as blank, so the $800 annual tax; the fee is entered as 0.
    const blank = f568Computed({ line3_annual_llc_tax: '12x', line2_llc_fee: '0' });
    expect(blank.line7_total_tax_fee).toBe('800.00');
  });

  it('computes Part I per the printed 2024 Form 568 (tax due case)', () => {
    // L7 = 800 + 900 = 1700; L12 = 500; L13 = 30
    // L14 = 500 − 30 = 470 (line 12 more than line 13); L15 = 0; L16 = 1700 − 470 = 1230
    // L17 = 0 (line 14 not more than line 7); L19 = 0 − 0 = 0; L21 = 0 + 1230 + 25 = 1255
    const c = f568Computed({
      line2_llc_fee: '900',
      line3_annual_llc_tax: '800',
      line9_amt_paid_pte: '500',
      line13_use_tax: '30',
      line20_penalties_interest: '25',
    });
    expect(c.line7_total_tax_fee).toBe('1700.00');
    expect(c.line12_total_payments).toBe('500.00');
    expect(c.line14_payments_balance).toBe('470.00');
    expect(c.line15_use_tax_balance).toBe('0.00');
    expect(c.line16_tax_fee_due).toBe('1230.00');
    expect(c.line17_overpayment).toBe('0.00');
    expect(c.line21_total_amount_due).toBe('1255.00');
  });

  it('computes an overpayment and refund', () => {
    // L7 = 800; L12 = 1000 + 200 = 1200; L13 = 50
    // L14 = 1200 − 50 = 1150; L17 = 1150 − 800 = 350; L18 = 100 → L19 = 250; L16 = 0 (L7 not more than L14)
    const c = f568Computed({
      line3_annual_llc_tax: '800',
      line8_prior_year_overpayment: '1000',
      line11_amt_paid_form3536: '200',
      line13_use_tax: '50',
      line18_applied_to_next_year: '100',
    });
    expect(c.line17_overpayment).toBe('350.00');
    expect(c.line19_refund).toBe('250.00');
    expect(c.line16_tax_fee_due).toBe('0.00');
  });

  it('checks Schedule L balance with the allowance subtracted', () => {
    // assets = 1000 + 500 − 50 + 200 = 1650; liabilities + capital = 600 + 1050 = 1650
    const v = {
      cash_end: '1000',
      ar_end: '500',
      ar_allow_end: '50',
      inv_end: '200',
      ap_end: '600',
      members_capital_end: '1050',
    };
    expect(schedLBalance(v, 'end')).toEqual({
      total_assets: '1650.00',
      total_liab_cap: '1650.00',
      balanced: true,
      status: 'Balanced',
    });
    // beginning: assets 10.01, nothing on the other side → off by $10.01
    expect(schedLBalance({ cash_beg: '10.01' }, 'beg').status).toBe('Off by $10.01');
  });

  it('computes Schedule M-2 and Schedule T rows', () => {
    // subtotal = 100 + 50 + 25 + 0 = 175; decreases = 30 + 20 = 50; end = 125
    expect(
      schedM2Computed({
        beg_balance: '100',
        contrib: '50',
        net_income: '25',
        dist_cash: '30',
        other_decreases: '20',
      }),
    ).toEqual({ subtotal: '175.00', total_decreases: '50.00', end_balance: '125.00' });
    // 10,000.00 × 0.0725 = 725.00; net = 725 − 100 = 625; 33.33 × 0.1234 = 4.112922 → 4.11
    expect(schedTRow('10000', '0.0725', '100')).toEqual({ total_tax_due: '725.00', net_tax_due: '625.00' });
    expect(schedTRow('33.33', '0.1234', null).total_tax_due).toBe('4.11');
  });
});
