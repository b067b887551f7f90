/** Figures selection, explanations, filing statuses and exemption counts of the 2024 Form 540. */
import { describe, expect, it } from 'vitest';
import { caParams } from '../../src/params/ca-index';
import { born, caW2, expectLines, RENTER, runCa, val } from './helpers';

describe('Form 540 details', () => {
  it('only 2024 figures exist', () => {
    expect(caParams(2024).taxYear).toBe(2024);
    expect(() => caParams(2023)).toThrow(RangeError);
  });

  it('a line explains itself by the lines it reads', () => {
    const r = runCa({ filing_status: 'single', w2s: [caW2(30000, 0)] });
    expect(r.explain('ca540.l17')?.inputs).toEqual(['ca540.l15', 'ca540.l16']);
    expect(r.explain('ca540.l13')?.inputs).toEqual(['f1040.l11']);
    expect(r.explain('ca540.l14')?.inputs).toEqual(['scheduleCA.partI.l27.b']);
    expect(r.explain('ca540.l31')?.formula).toContain('Tax Table');
  });

  it('qualifying surviving spouse: two personal credits, schedule Y, $11,080', () => {
    const r = runCa({
      filing_status: 'qss',
      w2s: [caW2(80000, 0)],
      dependents: [{ first_name: 'C', date_of_birth: '2016-01-01' }],
    });
    // TI 68,920; TT 68,851-68,950 (Y): 804.84 + 4% × (68,900 − 50,998) = 1,520.92 → 1,521
    // credits 298 + 461 = 759 → 762
    expectLines(r, {
      'ca540.l7': 298,
      'ca540.l18': 11080,
      'ca540.l31': 1521,
      'ca540.l32': 759,
      'ca540.l33': 762,
    });
  });

  it('MFS renter: $60 at the $52,421 limit', () => {
    const r = runCa({ filing_status: 'mfs', w2s: [caW2(52421, 0)] }, { requiredInfo: RENTER });
    expect(val(r, 'ca540.l46')).toBe(60);
  });

  it('blind and senior boxes: MFJ, both blind, one 65+', () => {
    const r = runCa({
      filing_status: 'mfj',
      taxpayer: { date_of_birth: born(1950) },
      spouse: { date_of_birth: born(1970) },
      taxpayer_blind: true,
      spouse_blind: true,
      w2s: [caW2(40000, 0)],
    });
    // 298 + 2 × 149 + 149 = 745
    expectLines(r, { 'ca540.l7': 298, 'ca540.l8': 298, 'ca540.l9': 149, 'ca540.l11': 745 });
  });

  it('entered exemption counts and a California filing status replace the federal ones', () => {
    const r = runCa(
      { filing_status: 'single', w2s: [caW2(40000, 0)] },
      { ca540: { filing_status: 'hoh', senior_exemptions_n: 1, dependents: [{ first_name: 'P' }] } },
    );
    // HOH: $11,080; TI 28,920; TT 28,851-28,950 (Z): 215.27 + 2% × 7,373 = 362.73 → 363; credits 149 + 149 + 461 = 759
    expectLines(r, { 'ca540.l18': 11080, 'ca540.l31': 363, 'ca540.l11': 759, 'ca540.l33': 0 });
  });

  it('federal standard deduction taker itemizes for California from the Schedule A input', () => {
    const r = runCa({
      filing_status: 'mfj',
      w2s: [caW2(100000, 0)],
      schedule_a: { real_estate_taxes: '6000', mortgage_interest_1098: '9000', state_local_taxes: '4000' },
    });
    // federal: 19,000 < 29,200 → standard; CA column A as if itemized: taxes 10,000 (5a out 4,000), mortgage 9,000
    // CA itemized 15,000 > 11,080; TI 85,000; TT 84,951-85,050 (Y): 1,984.52 + 6% × 4,510 = 2,255.12 → 2,255
    expectLines(r, {
      'scheduleCA.partII.l18': 15000,
      'ca540.l18': 15000,
      'ca540.l19': 85000,
      'ca540.l31': 2255,
    });
    expect(r.warnings.some((w) => w.includes('as if itemizing'))).toBe(true);
  });

  it('a California-only adjustment on Section B line 9b1 reaches line 27 and Form 540 line 14', () => {
    const r = runCa(
      { filing_status: 'single', w2s: [caW2(50000, 0)] },
      { scheduleCA: { lines: [{ group_code: 'PART_I_SEC_B', line_key: '9b1', col_b: '1200' }] } },
    );
    // Line 10 column B = 1,200 (9b1); line 26 column B = 0; line 27 B = 1,200 → 540 line 14.
    expectLines(r, {
      'scheduleCA.partI.secB.l9b1.b': 1200,
      'scheduleCA.partI.l27.b': 1200,
      'ca540.l14': 1200,
      'ca540.l17': 48800,
    });
  });
});
