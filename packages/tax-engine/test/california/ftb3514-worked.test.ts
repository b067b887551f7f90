/**
 * Worked California returns through computeReturn + computeCalifornia, checking the FTB 3514 and
 * Form 568 figures computed by hand (2024 FTB 3514 instructions; 2024 Form 568 instructions).
 */
import { describe, expect, it } from 'vitest';
import { computeReturn } from '../../src/index';
import { computeCalifornia } from '../../src/california/index';
import type { CaReturn } from '../../src/california/types';
import type { Return } from '../../src/types';
import { w2 } from '../helpers';

const caW2 = (wages: number, caTax = 0) =>
  w2(wages, { state: 'CA', state_wages: String(wages), state_income_tax: String(caTax) });
const run = (federal: Return, extra: Partial<CaReturn> = {}) =>
  computeCalifornia({ federal, ...extra }, computeReturn(federal));
const n = (r: ReturnType<typeof run>, key: string): number => r.lines.get(key).toNumber();

describe('worked California returns with FTB 3514 / Form 568', () => {
  it('MFJ, two children (one under 6), $20,000 of wages: CalEITC $502 + YCTC $1,154', () => {
    const r = run({
      filing_status: 'mfj',
      taxpayer: { date_of_birth: '1990-01-01' },
      spouse: { date_of_birth: '1991-01-01' },
      w2s: [caW2(20000)],
      dependents: [
        {
          first_name: 'A',
          relationship: 'son',
          date_of_birth: '2021-05-01',
          months_lived_with: 12,
          ssn: '123456789',
        },
        {
          first_name: 'B',
          relationship: 'daughter',
          date_of_birth: '2015-02-02',
          months_lived_with: 12,
          ssn: '123456780',
        },
      ],
    });
    // Earned income = CA wages 20,000 (line 19); federal AGI 20,000.
    expect(n(r, 'ftb3514.l19')).toBe(20000);
    // CalEITC, two children: max 9,537 × .34 = 3,242.58; kink at 9,537 + (3,242.58 − 616)/.34 = 17,262.24;
    // table row $19,951–$20,000, midpoint 19,975.50: 616 × (31,950 − 19,975.50)/(31,950 − 17,262.24)
    // = 616 × 11,974.50/14,687.76 = 502.21 → $502 (line 75).
    expect(n(r, 'ca540.l75')).toBe(502);
    // YCTC: a child born 2021 is under 6; 20,000 ≤ 26,626, so the full $1,154 (line 76).
    expect(n(r, 'ca540.l76')).toBe(1154);
    expect(n(r, 'ca540.l77')).toBe(0);
    // Tax: taxable 20,000 − 11,080 = 8,920, tax at most 1% = $89, under the exemption credits
    // 2 × 149 + 2 × 461 = 1,220, so line 64 is 0 and the refund is the credits: 502 + 1,154 = 1,656.
    expect(n(r, 'ca540.l64')).toBe(0);
    expect(r.summary.refund.toNumber()).toBe(1656);
    expect(r.forms).toContain('ftb3514');
  });

  it('single, no children, $10,000 of wages: CalEITC $201', () => {
    const r = run({ filing_status: 'single', taxpayer: { date_of_birth: '1995-07-01' }, w2s: [caW2(10000)] });
    // No child: max 4,525 × .065025 = 294.24; kink at 5,297.63; row $9,951–$10,000, midpoint 9,975.50:
    // 244 × 21,974.50/26,652.37 = 201.17 → $201.
    expect(n(r, 'ca540.l75')).toBe(201);
    expect(n(r, 'ca540.l76')).toBe(0);
    // Taxable 10,000 − 5,540 = 4,460: tax about $45, under the $149 personal exemption credit → 0.
    expect(n(r, 'ca540.l64')).toBe(0);
    expect(r.summary.refund.toNumber()).toBe(201);
  });

  it('LLC owner with a Form 568 ($300,000 total income): fee $900 + tax $800, $800 paid with FTB 3522', () => {
    const r = run(
      { filing_status: 'single', taxpayer: { date_of_birth: '1980-01-01' }, w2s: [caW2(60000, 2000)] },
      {
        form568: [
          {
            line1_total_income: '300000',
            line10_amt_paid_form3522: '800',
            schedule_l: { cash_end: '10000', members_capital_end: '10000' },
            schedule_m2: { beg_balance: '0', contrib: '10000', net_income: '5000', dist_cash: '5000' },
          },
        ],
      },
    );
    // L2 fee: $250,000–$499,999 → $900; L3 $800; L7 = 1,700; L12 = 800; printed 2024 Form 568:
    // L14 = 800 − 0 use tax = 800; L15 = 0; L16 = 1,700 − 800 = 900; L17 = 0; L21 = 0 + 900 + 0 = 900.
    expect([n(r, 'f568#1.l2'), n(r, 'f568#1.l3'), n(r, 'f568#1.l7'), n(r, 'f568#1.l12')]).toEqual([
      900, 800, 1700, 800,
    ]);
    expect([n(r, 'f568#1.l14'), n(r, 'f568#1.l16'), n(r, 'f568#1.l17'), n(r, 'f568#1.l21')]).toEqual([
      800, 900, 0, 900,
    ]);
    expect(r.summary.llcAmountDue.toNumber()).toBe(900);
    // Schedule M-2: 0 + 10,000 + 5,000 = 15,000; less 5,000 = 10,000. Schedule L balances.
    expect(n(r, 'f568#1.schedM2.end_balance')).toBe(10000);
    expect(r.warnings.some((w) => /Schedule L/.test(w))).toBe(false);
    expect(r.forms).toContain('f568#1');
    // $60,000 of wages: no CalEITC, no FTB 3514 filed.
    expect(n(r, 'ca540.l75')).toBe(0);
    expect(r.forms).not.toContain('ftb3514');
  });
});
