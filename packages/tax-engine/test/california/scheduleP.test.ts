/**
 * Schedule P (540) 2024: Part I AMTI items, Part II AMT, Part III credit limitations, each figure
 * by hand from the 2024 Schedule P (540) lines, the 2024 exemption worksheet ($90,048 single and
 * $120,065 MFJ, less 25% of AMTI over $337,678 / $450,238), the 7% rate and the 2024 rate schedules.
 */
import { describe, expect, it } from 'vitest';
import { w2 } from '../helpers';
import { caW2, expectLines, RENTER, runCa, val } from './helpers';

describe('Schedule P (540) Part I and II', () => {
  it('itemizer with incentive stock options: medical, property taxes and the itemized limitation', () => {
    const r = runCa({
      filing_status: 'single',
      w2s: [caW2(300000, 20000)],
      schedule_a: {
        medical_expenses: '30000',
        state_local_taxes: '20000',
        real_estate_taxes: '8000',
        mortgage_interest_1098: '15000',
      },
      amt_adjustments: { incentive_stock_options: '200000' },
    });
    // Schedule A line 4: 30,000 − 7.5% × 300,000 = 7,500. CA Part II: medical 7,500 + property tax 8,000
    // (state income tax out) + mortgage 15,000 = 30,500 = line 28. Limitation (AGI over 244,857):
    // 6% × 55,143 = 3,308.58 → 3,309 < 80% × (30,500 − 7,500) = 18,400; line 29 = 27,191.
    // TI 300,000 − 27,191 = 272,809; tax 3,108.72 + 9.3% × 202,203 = 21,913.599 → 21,914.
    // Schedule P: line 2 = min(7,500, 2.5% × 300,000 = 7,500) = 7,500; line 3 = 8,000; line 10 = 200,000;
    // line 14 = 215,500; line 15 = 272,809; line 18 = −(30,500 − 27,191) = −3,309; line 21 = 485,000.
    // Exemption 90,048 − 25% × (485,000 − 337,678) = 90,048 − 36,830.50 = 53,217.50 → 53,218;
    // line 23 = 431,782; line 24 = 7% × 431,782 = 30,224.74 → 30,225; AMT 30,225 − 21,914 = 8,311.
    expectLines(r, {
      'scheduleCA.partII.l29': 27191,
      'ca540.l19': 272809,
      'ca540.l31': 21914,
      'scheduleP.l1': 0,
      'scheduleP.l2': 7500,
      'scheduleP.l3': 8000,
      'scheduleP.l10': 200000,
      'scheduleP.l14': 215500,
      'scheduleP.l15': 272809,
      'scheduleP.l18': -3309,
      'scheduleP.l21': 485000,
      'scheduleP.l22': 53218,
      'scheduleP.l23': 431782,
      'scheduleP.l24': 30225,
      'scheduleP.l25': 21914,
      'scheduleP.l26': 8311,
      'ca540.l61': 8311,
    });
    expect(r.forms).toContain('scheduleP');
    expect(r.explain('scheduleP.l18')?.inputs).toEqual(['scheduleCA.partII.l28', 'scheduleCA.partII.l29']);
  });

  it('standard deduction and depreciation: no AMT, so no Schedule P lines', () => {
    const r = runCa({
      filing_status: 'single',
      w2s: [caW2(100000, 5000)],
      amt_adjustments: { depreciation: '20000' },
    });
    // AMTI 94,460 + 5,540 + 20,000 = 120,000; exemption 90,048; 7% × 29,952 = 2,096.64 → 2,097 is less
    // than the regular tax (3,108.72 + 9.3% × (94,500 − 70,606) = 5,330.86 → 5,331): no AMT, no credit cut.
    expect(val(r, 'ca540.l61')).toBe(0);
    expect(r.forms).not.toContain('scheduleP');
    expect(r.lines.has('scheduleP.l21')).toBe(false);
  });
});

describe('Schedule P (540) Part III: credits limited by the tentative minimum tax', () => {
  const family = (iso: string) =>
    runCa(
      {
        filing_status: 'mfj',
        w2s: [
          w2(45000, { state: 'CA', state_wages: '45000' }),
          w2(45000, { owner: 'spouse', state: 'CA', state_wages: '45000' }),
        ],
        dependents: [
          {
            first_name: 'A',
            relationship: 'son',
            date_of_birth: '2018-05-01',
            months_lived_with: 12,
            ssn: '123456789',
          },
        ],
        dependent_care: { expenses_total: '3000' },
        amt_adjustments: { incentive_stock_options: iso },
      },
      { requiredInfo: RENTER },
    );

  it('FTB 3506 cut to the tax over the TMT; the renter’s credit may go below it', () => {
    const r = family('45800');
    // TI 90,000 − 11,080 = 78,920; table row 78,851–78,950 (Y): 804.84 + 4% × 27,902 = 1,920.92 → 1,921.
    // Exemption credits 2 × 149 + 461 = 759; line 35 = 1,162.
    // FTB 3506: 3,000 × 20% (AGI 90,000) = 600 × .34 (over 70,000, not over 100,000) = 204.
    // Renter (MFJ, CA AGI 90,000 ≤ 104,842): 120.
    // Schedule P: AMTI 11,080 + 45,800 + 78,920 = 135,800; exemption 120,065 (under 450,238);
    // line 23 = 15,735; TMT 7% = 1,101.45 → 1,101 < 1,921: no AMT.
    // Part III: excess 1,162 − 1,101 = 61 → FTB 3506 used 61 of 204; line 11 = 1,101 + 0 = 1,101 → renter 120.
    // Line 47 = 61 + 120 = 181; line 48 = 1,162 − 181 = 981.
    expectLines(r, {
      'ca540.l31': 1921,
      'ca540.l35': 1162,
      'ftb3506.l11': 204,
      'scheduleP.l21': 135800,
      'scheduleP.l24': 1101,
      'scheduleP.l26': 0,
      'scheduleP.partIII.l1': 1162,
      'scheduleP.partIII.l3': 61,
      'scheduleP.partIII.l5.a': 204,
      'scheduleP.partIII.l5.b': 61,
      'scheduleP.partIII.l5.c': 0,
      'scheduleP.partIII.l11': 1101,
      'scheduleP.partIII.renter.b': 120,
      'ca540.l40': 61,
      'ca540.l46': 120,
      'ca540.l47': 181,
      'ca540.l48': 981,
      'ca540.l61': 0,
    });
    expect(r.forms).toContain('scheduleP');
    expect(r.explain('ca540.l40')?.formula).toMatch(/tentative minimum tax/);
    expect(r.explain('ca540.l40')?.inputs).toContain('scheduleP.partIII.l5.b');
  });

  it('TMT over the tax: FTB 3506 fully cut, AMT owed, renter’s credit still used', () => {
    const r = family('100000');
    // AMTI 11,080 + 100,000 + 78,920 = 190,000; line 23 = 69,935; TMT 4,895.45 → 4,895; AMT 4,895 − 1,921 = 2,974.
    // Part III: excess 1,162 − 4,895 < 0 → 0: FTB 3506 used 0; line 11 = line 1 = 1,162 → renter 120.
    // Line 48 = 1,162 − 120 = 1,042; line 64 = 1,042 + 2,974 = 4,016.
    expectLines(r, {
      'scheduleP.l24': 4895,
      'scheduleP.l26': 2974,
      'scheduleP.partIII.l3': 0,
      'scheduleP.partIII.l5.b': 0,
      'scheduleP.partIII.l11': 1162,
      'ca540.l40': 0,
      'ca540.l46': 120,
      'ca540.l48': 1042,
      'ca540.l61': 2974,
      'ca540.l64': 4016,
    });
  });

  it('without AMT adjustments the credits are not limited and Schedule P is not attached', () => {
    const r = family('0');
    // AMTI 11,080 + 78,920 = 90,000 < 120,065: TMT 0. Line 40 = 204, line 46 = 120, line 48 = 1,162 − 324 = 838.
    expectLines(r, { 'ca540.l40': 204, 'ca540.l46': 120, 'ca540.l48': 838 });
    expect(r.forms).not.toContain('scheduleP');
    expect(r.lines.has('scheduleP.partIII.l1')).toBe(false);
  });
});
