/**
 * California figures for tax year 2024. Sources (FTB, 2024 booklets):
 *  [540]  2024 Form 540 California Resident Income Tax Return booklet (Personal Income Tax Booklet):
 *         line 7-10 exemption amounts, line 18 standard deduction, line 32 Exemption Credits Worksheet,
 *         line 46 Nonrefundable Renter's Credit Qualification Record, line 62 Mental Health Services
 *         Tax, "2024 California Tax Rate Schedules" and "2024 California Tax Table" (to $100,000).
 *  [540NR] 2024 Form 540NR booklet (same table, schedules, exemption and renter's credit figures).
 *  [CA]   2024 Instructions for Schedule CA (540), Part II line 29 Itemized Deductions Worksheet.
 *  [P]    2024 Schedule P (540) and its instructions (Part I AMTI lines 1-21, Part II exemption
 *         worksheet and 7% rate, Part III credit limitations); 2024 Schedule P (540NR) likewise.
 * Each figure is the 2023 figure indexed by the California CPI (3.3% for 2024), as the FTB
 * publishes it; cross-checked against the CalCPA "Fast Tax Facts 2024" (California CPA,
 * November 2024, pp. 14-15).
 */
import type { CaParams } from './ca-types';
import { caCredits2024, ca568_2024 } from './ca2024-credits';

export const ca2024: CaParams = {
  taxYear: 2024,
  // [540] 2024 California Tax Rate Schedules. Base amounts as printed.
  rateSchedules: {
    // Schedule X — single or married/RDP filing separately.
    X: [
      { over: 0, base: '0', rate: '0.01' },
      { over: 10756, base: '107.56', rate: '0.02' },
      { over: 25499, base: '402.42', rate: '0.04' },
      { over: 40245, base: '992.26', rate: '0.06' },
      { over: 55866, base: '1929.52', rate: '0.08' },
      { over: 70606, base: '3108.72', rate: '0.093' },
      { over: 360659, base: '30083.65', rate: '0.103' },
      { over: 432787, base: '37512.83', rate: '0.113' },
      { over: 721314, base: '70116.38', rate: '0.123' },
    ],
    // Schedule Y — married/RDP filing jointly or qualifying surviving spouse/RDP.
    Y: [
      { over: 0, base: '0', rate: '0.01' },
      { over: 21512, base: '215.12', rate: '0.02' },
      { over: 50998, base: '804.84', rate: '0.04' },
      { over: 80490, base: '1984.52', rate: '0.06' },
      { over: 111732, base: '3859.04', rate: '0.08' },
      { over: 141212, base: '6217.44', rate: '0.093' },
      { over: 721318, base: '60167.30', rate: '0.103' },
      { over: 865574, base: '75025.67', rate: '0.113' },
      { over: 1442628, base: '140232.77', rate: '0.123' },
    ],
    // Schedule Z — head of household.
    Z: [
      { over: 0, base: '0', rate: '0.01' },
      { over: 21527, base: '215.27', rate: '0.02' },
      { over: 51000, base: '804.73', rate: '0.04' },
      { over: 65744, base: '1394.49', rate: '0.06' },
      { over: 81364, base: '2331.69', rate: '0.08' },
      { over: 96107, base: '3511.13', rate: '0.093' },
      { over: 490493, base: '40189.03', rate: '0.103' },
      { over: 588593, base: '50293.33', rate: '0.113' },
      { over: 980987, base: '94633.85', rate: '0.123' },
    ],
  },
  // [540] "Use the tax table if your taxable income is $100,000 or less"; rows $100 wide.
  taxTable: { maxIncome: 100000, rowWidth: 100 },
  // [540] line 18: $5,540 single or MFS; $11,080 MFJ, HOH, QSS.
  standardDeduction: { single: 5540, mfs: 5540, mfj: 11080, hoh: 11080, qss: 11080 },
  // [540] California Standard Deduction Worksheet for Dependents: greater of $1,300 or earned income + $450.
  dependentStandardDeduction: { min: 1300, earnedPlus: 450 },
  // [540] lines 7-10: $149 personal (x2 MFJ/QSS), blind, senior; $461 each dependent.
  // Senior: 65 or older on December 31, 2024 (born before January 2, 1960).
  exemption: { personal: 149, blind: 149, senior: 149, dependent: 461, seniorBornBefore: '1960-01-02' },
  // [540] line 32 Exemption Credits Worksheet: federal AGI over $244,857 single/MFS, $367,291 HOH,
  // $489,719 MFJ/QSS; $6 per exemption for each $2,500 ($1,250 MFS) or fraction of the excess.
  exemptionPhaseOut: {
    threshold: { single: 244857, mfs: 244857, hoh: 367291, mfj: 489719, qss: 489719 },
    step: { single: 2500, mfs: 1250, hoh: 2500, mfj: 2500, qss: 2500 },
    reduction: 6,
  },
  // [CA] line 29 worksheet: same federal AGI thresholds; smaller of 6% of the excess or 80% of the
  // deductions other than medical, investment interest, casualty/theft and gambling losses.
  itemizedLimitation: {
    threshold: { single: 244857, mfs: 244857, hoh: 367291, mfj: 489719, qss: 489719 },
    agiRate: '0.06',
    deductionRate: '0.80',
  },
  // [CA] Part II line 3: 7.5% of federal AGI; line 24: 2% of Form 540 line 13.
  medicalFloor: '0.075',
  miscFloor: '0.02',
  // [540] line 46 Qualification Record: $60 single/MFS, $120 MFJ/HOH/QSS; CA AGI (line 17)
  // $52,421 or less (single, MFS) or $104,842 or less (MFJ, HOH, QSS).
  renters: {
    credit: { single: 60, mfs: 60, mfj: 120, hoh: 120, qss: 120 },
    agiLimit: { single: 52421, mfs: 52421, mfj: 104842, hoh: 104842, qss: 104842 },
  },
  // [540] line 62: 1% of taxable income over $1,000,000.
  mentalHealth: { threshold: 1000000, rate: '0.01' },
  // [P] Part II line 22 Exemption Worksheet: exemption $120,065 MFJ/QSS, $90,048 single/HOH,
  // $60,029 MFS, reduced by 25% of AMTI over $450,238 MFJ/QSS, $337,678 single/HOH, $225,115 MFS;
  // line 24 tentative minimum tax 7% (R&TC 17062). Part I line 2: medical and dental expenses, the
  // smaller of federal Schedule A line 4 or 2½% (.025) of federal AGI (the 10% AMT floor less the
  // 7.5% regular floor). The same figures apply on Schedule P (540NR).
  amt: {
    rate: '0.07',
    medicalAgiRate: '0.025',
    exemption: { single: 90048, hoh: 90048, mfs: 60029, mfj: 120065, qss: 120065 },
    phaseOutThreshold: { single: 337678, hoh: 337678, mfs: 225115, mfj: 450238, qss: 450238 },
    phaseOutRate: '0.25',
  },
  credits: caCredits2024,
  llc: ca568_2024,
};
