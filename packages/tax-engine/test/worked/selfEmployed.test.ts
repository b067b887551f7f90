/**
 * Worked 2024 returns — self-employment: Schedule C, Schedule SE (2024: 92.35%, 12.4% up to
 * $168,600, 2.9%, half deductible on Schedule 1 line 15), Form 8995 QBI deduction (20% of QBI,
 * limited to 20% of taxable income before the deduction less net capital gain), standard mileage
 * 67 cents (Notice 2024-08). Each form line is rounded to whole dollars.
 */
import { describe, it } from 'vitest';
import { compute, expectForm, expectLines } from './helpers';

describe('self-employed', () => {
  it('S1 single sole proprietor: Schedule C, SE tax, QBI, estimated payments', () => {
    const r = compute({
      filing_status: 'single',
      taxpayer: { date_of_birth: '1980-01-01' },
      schedule_c: [
        {
          business_name: 'Design Studio',
          gross_receipts: '52000',
          supplies: '4000',
          advertising: '1500',
          office_expenses: '3150',
          use_standard_mileage: true,
          miles_business: 5000,
        },
      ],
      payments: { estimated_payments: '6000' },
    });
    expectLines(r, {
      'scheduleC.l1': 52000,
      'scheduleC.l7': 52000,
      'scheduleC.l9': 3350, // 5,000 miles x $0.67
      'scheduleC.l28': 12000, // 4,000 + 1,500 + 3,150 + 3,350
      'scheduleC.l31': 40000,
      'scheduleSE.l2': 40000,
      'scheduleSE.l4a': 36940, // 40,000 x 0.9235
      'scheduleSE.l6': 36940,
      'scheduleSE.l10': 4581, // 36,940 x 12.4% = 4,580.56
      'scheduleSE.l11': 1071, // 36,940 x 2.9% = 1,071.26
      'scheduleSE.l12': 5652,
      'scheduleSE.l13': 2826, // 50%
      'schedule1.l3': 40000,
      'schedule1.l10': 40000,
      'schedule1.l15': 2826,
      'schedule1.l26': 2826,
      'schedule2.l4': 5652,
      'schedule2.l21': 5652,
      // Form 8995: QBI = 40,000 - 2,826 = 37,174; x 20% = 7,434.80 → 7,435;
      // TI before QBI = 37,174 - 14,600 = 22,574; x 20% = 4,514.80 → 4,515; deduction = 4,515
      'f8995.l2': 37174,
      'f8995.l5': 7435,
      'f8995.l11': 22574,
      'f8995.l14': 4515,
      'f8995.l15': 4515,
    });
    expectForm(r, {
      'f1040.l8': 40000,
      'f1040.l9': 40000,
      'f1040.l10': 2826,
      'f1040.l11': 37174,
      'f1040.l12': 14600,
      'f1040.l13': 4515,
      'f1040.l14': 19115,
      'f1040.l15': 18059, // 37,174 - 19,115
      'f1040.l16': 1937, // TT 18,050-18,100 single = 1,937 (1,160 + 12% x 6,475 = 1,937)
      'f1040.l18': 1937,
      'f1040.l22': 1937,
      'f1040.l23': 5652, // SE tax
      'f1040.l24': 7589,
      'f1040.l26': 6000,
      'f1040.l33': 6000,
      'f1040.l37': 1589,
    });
  });

  it('S2 MFJ: spouse W-2, taxpayer Schedule C from a linked 1099-NEC', () => {
    const r = compute({
      filing_status: 'mfj',
      w2s: [{ owner: 'spouse', wages: '60000', federal_income_tax: '6000' }],
      schedule_c: [{ id: 'biz', owner: 'taxpayer', business_name: 'Consulting', supplies: '4000' }],
      f1099_nec: [
        { owner: 'taxpayer', schedule_c_id: 'biz', payer_name: 'Client', box1_nonemployee_comp: '24000' },
      ],
    });
    expectLines(r, {
      'scheduleC.l1': 24000,
      'scheduleC.l31': 20000,
      'scheduleSE.l4a': 18470, // 20,000 x 0.9235
      'scheduleSE.l8a': 0, // taxpayer has no W-2 (the spouse's W-2 is not on the taxpayer's SE)
      'scheduleSE.l10': 2290, // 2,290.28
      'scheduleSE.l11': 536, // 535.63
      'scheduleSE.l12': 2826,
      'scheduleSE.l13': 1413,
      // QBI 20,000 - 1,413 = 18,587 x 20% = 3,717.40 → 3,717; limit 20% x (78,587 - 29,200 = 49,387) = 9,877
      'f8995.l15': 3717,
    });
    expectForm(r, {
      'f1040.l1a': 60000,
      'f1040.l1z': 60000,
      'f1040.l8': 20000,
      'f1040.l9': 80000,
      'f1040.l10': 1413,
      'f1040.l11': 78587,
      'f1040.l12': 29200,
      'f1040.l13': 3717,
      'f1040.l14': 32917,
      'f1040.l15': 45670, // 78,587 - 32,917
      'f1040.l16': 5017, // TT 45,650-45,700 MFJ = 5,017 (2,320 + 12% x 22,475 = 5,017)
      'f1040.l18': 5017,
      'f1040.l22': 5017,
      'f1040.l23': 2826,
      'f1040.l24': 7843,
      'f1040.l25a': 6000,
      'f1040.l25d': 6000,
      'f1040.l33': 6000,
      'f1040.l37': 1843,
    });
  });

  it('S3 unlinked 1099-NEC only: implicit Schedule C, SE tax, EIC without children', () => {
    const r = compute({
      filing_status: 'single',
      taxpayer: { date_of_birth: '1994-07-07' },
      f1099_nec: [{ payer_name: 'Platform', box1_nonemployee_comp: '8000' }],
    });
    expectLines(r, {
      'scheduleC.l31': 8000,
      'scheduleSE.l4a': 7388, // 8,000 x 0.9235
      'scheduleSE.l10': 916, // 916.11
      'scheduleSE.l11': 214, // 214.25
      'scheduleSE.l12': 1130,
      'scheduleSE.l13': 565,
      // EIC, no qualifying child, age 30: earned income = 8,000 - 565 = 7,435; row 7,400-7,450:
      // 7.65% x 7,425 = 568.01 → 568; AGI 7,435 < 10,330 → 568
      'eic.credit': 568,
      'f8995.l15': 0, // taxable income before QBI is zero
    });
    expectForm(r, {
      'f1040.l8': 8000,
      'f1040.l9': 8000,
      'f1040.l10': 565,
      'f1040.l11': 7435,
      'f1040.l12': 14600,
      'f1040.l14': 14600,
      'f1040.l23': 1130, // SE tax (income tax is zero)
      'f1040.l24': 1130,
      'f1040.l27': 568,
      'f1040.l32': 568,
      'f1040.l33': 568,
      'f1040.l37': 562, // 1,130 - 568
    });
  });
});
