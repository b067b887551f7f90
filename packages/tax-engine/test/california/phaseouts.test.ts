/**
 * Phase-outs and limits of the 2024 Form 540, each with its hand computation:
 *  - Exemption Credits Worksheet (540 line 32): $6 per exemption for each $2,500 ($1,250 MFS) or
 *    fraction of federal AGI over $244,857 single/MFS, $367,291 HOH, $489,719 MFJ/QSS.
 *  - Renter's credit AGI limit: $52,421 single/MFS, $104,842 MFJ/HOH/QSS (line 17, "or less").
 *  - Schedule CA line 29 Itemized Deductions Worksheet (same AGI thresholds; 6% / 80%).
 */
import { describe, expect, it } from 'vitest';
import { caW2, expectLines, RENTER, runCa, val } from './helpers';

describe('exemption credits phase-out (540 line 32)', () => {
  it('single with one dependent, federal AGI $252,498', () => {
    const r = runCa({
      filing_status: 'single',
      w2s: [caW2(252498, 0)],
      dependents: [{ first_name: 'D', date_of_birth: '2010-03-01' }],
    });
    // 252,498 − 244,857 = 7,641; 7,641 / 2,500 = 3.06 → 4; 4 × $6 = $24
    // personal 149 − 1 × 24 = 125; dependent 461 − 1 × 24 = 437; total 562
    expectLines(r, {
      'ca540.l7': 149,
      'ca540.l10': 461,
      'ca540.l11': 610,
      'caWks#exemptionCredits.l3': 7641,
      'caWks#exemptionCredits.l4': 4,
      'caWks#exemptionCredits.l5': 24,
      'caWks#exemptionCredits.l8': 125,
      'caWks#exemptionCredits.l11': 437,
      'ca540.l32': 562,
      // TI 252,498 − 5,540 = 246,958; 3,108.72 + 9.3% × (246,958 − 70,606) = 19,509.456 → 19,509
      'ca540.l31': 19509,
      'ca540.l33': 18947,
    });
  });

  it('MFS: $1,250 steps', () => {
    const r = runCa({ filing_status: 'mfs', w2s: [caW2(250000, 0)] });
    // 250,000 − 244,857 = 5,143; / 1,250 = 4.11 → 5; × $6 = $30; 149 − 30 = 119
    expectLines(r, { 'caWks#exemptionCredits.l4': 5, 'caWks#exemptionCredits.l5': 30, 'ca540.l32': 119 });
  });

  it('MFJ with two dependents: $6 per exemption (personal counts 2)', () => {
    const kids = [
      { first_name: 'A', date_of_birth: '2012-01-01' },
      { first_name: 'B', date_of_birth: '2014-01-01' },
    ];
    const r = runCa({ filing_status: 'mfj', w2s: [caW2(300000, 0), caW2(200000, 0)], dependents: kids });
    // 500,000 − 489,719 = 10,281; / 2,500 = 4.11 → 5; × $6 = $30
    // personal 298 − 2 × 30 = 238; dependents 922 − 2 × 30 = 862; total 1,100
    // TI 500,000 − 11,080 = 488,920; 6,217.44 + 9.3% × (488,920 − 141,212) = 38,554.284 → 38,554
    expectLines(r, {
      'ca540.l11': 1220,
      'caWks#exemptionCredits.l7': 60,
      'caWks#exemptionCredits.l10': 60,
      'ca540.l32': 1100,
      'ca540.l31': 38554,
      'ca540.l33': 37454,
    });
  });

  it('HOH just at the threshold keeps the full credits; one dollar over loses $6 each', () => {
    const dep = [{ first_name: 'K', date_of_birth: '2015-01-01' }];
    const at = runCa({ filing_status: 'hoh', w2s: [caW2(367291, 0)], dependents: dep });
    expect(val(at, 'ca540.l32')).toBe(610); // 149 + 461, worksheet not used
    expect(at.lines.has('caWks#exemptionCredits.l1')).toBe(false);
    const over = runCa({ filing_status: 'hoh', w2s: [caW2(367292, 0)], dependents: dep });
    // excess $1 → 1 step → $6 each: 143 + 455 = 598
    expect(val(over, 'ca540.l32')).toBe(598);
  });

  it('credits fully phased out at a high AGI', () => {
    const r = runCa({ filing_status: 'single', w2s: [caW2(400000, 0)] });
    // 155,143 / 2,500 = 62.06 → 63 × 6 = 378 > 149 → 0
    expect(val(r, 'ca540.l32')).toBe(0);
  });
});

describe("renter's credit at the AGI limit", () => {
  it('single: $52,421 qualifies ($60), $52,422 does not', () => {
    const yes = runCa({ filing_status: 'single', w2s: [caW2(52421, 0)] }, { requiredInfo: RENTER });
    expect([val(yes, 'ca540.l17'), val(yes, 'ca540.l46')]).toEqual([52421, 60]);
    expect(yes.renterCredit).toEqual({ agiLimit: yes.lines.get('ca540.l17'), eligible: true });
    const no = runCa({ filing_status: 'single', w2s: [caW2(52422, 0)] }, { requiredInfo: RENTER });
    expect(val(no, 'ca540.l46')).toBe(0);
    expect(no.renterCredit.eligible).toBe(false);
    expect(no.renterCredit.agiLimit.toNumber()).toBe(52421);
  });

  it('MFJ: $104,842 qualifies ($120), $104,843 does not', () => {
    const yes = runCa(
      { filing_status: 'mfj', w2s: [caW2(60000, 0), caW2(44842, 0)] },
      { requiredInfo: RENTER },
    );
    expect(val(yes, 'ca540.l46')).toBe(120);
    const no = runCa(
      { filing_status: 'mfj', w2s: [caW2(60000, 0), caW2(44843, 0)] },
      { requiredInfo: RENTER },
    );
    expect([val(no, 'ca540.l46'), no.renterCredit.agiLimit.toNumber()]).toEqual([0, 104842]);
  });

  it('answers that disqualify: did not rent half the year; property tax exempt; homeowner', () => {
    const f = { filing_status: 'single' as const, w2s: [caW2(30000, 0)] };
    expect(
      val(runCa(f, { requiredInfo: { housing: 'rent', renter_paid_half_2024: false } }), 'ca540.l46'),
    ).toBe(0);
    expect(
      val(runCa(f, { requiredInfo: { ...RENTER, renter_property_tax_exempt_2024: true } }), 'ca540.l46'),
    ).toBe(0);
    expect(val(runCa(f, { requiredInfo: { housing: 'own' } }), 'ca540.l46')).toBe(0);
    expect(val(runCa(f, { requiredInfo: RENTER }), 'ca540.l46')).toBe(60);
  });
});

describe('itemized deductions limitation (Schedule CA line 29)', () => {
  it('single, federal AGI $400,000', () => {
    const r = runCa({
      filing_status: 'single',
      w2s: [caW2(400000, 0)],
      schedule_a: {
        state_local_taxes: '30000',
        real_estate_taxes: '12000',
        mortgage_interest_1098: '30000',
        gifts_by_cash: '10000',
      },
    });
    // CA taxes: 5d 42,000 − 5a 30,000 = 12,000; line 28 = 12,000 + 30,000 + 10,000 = 52,000
    // worksheet: 80% × 52,000 = 41,600; 6% × (400,000 − 244,857 = 155,143) = 9,308.58 → 9,309
    // smaller 9,309; line 29 = 52,000 − 9,309 = 42,691
    expectLines(r, {
      'scheduleCA.partII.l5a.b': 30000,
      'scheduleCA.partII.l5e.a': 10000,
      'scheduleCA.partII.l5e.b': 30000,
      'scheduleCA.partII.l5e.c': 32000,
      'scheduleCA.partII.l18': 52000,
      'scheduleCA.partII.l28': 52000,
      'caWks#itemizedLimit.l4': 41600,
      'caWks#itemizedLimit.l8': 9309,
      'scheduleCA.partII.l29': 42691,
      'scheduleCA.partII.l30': 42691,
      'ca540.l18': 42691,
      // TI 357,309; 3,108.72 + 9.3% × (357,309 − 70,606) = 29,772.099 → 29,772
      'ca540.l19': 357309,
      'ca540.l31': 29772,
      'ca540.l32': 0,
      // Schedule P: AMTI 357,309 + 12,000 property taxes − 9,309 limitation (line 18) = 360,000; exemption
      // 90,048 − 25% × 22,322 = 84,467.50 → 84,468; 7% × 275,532 = 19,287.24 → 19,287 < 29,772: no AMT
      'scheduleP.l26': 0,
      'ca540.l61': 0,
    });
  });
});
