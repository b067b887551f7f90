/**
 * California figures for tax year 2025. Sources (FTB, 2025 forms):
 *  [540F] the official 2025 Form 540 (ftb.ca.gov/forms/2025/2025-540.pdf, kept as
 *         shared/forms/ftb-2025/540.pdf), which PRINTS: lines 7-9 "X $153", line 10 "X $475",
 *         line 18 standard deduction $5,706 / $11,412, line 32 "If your federal AGI is more than
 *         $252,203, see instructions".
 *  [IDX]  R&TC 17041(h), 17054, 17073.5, 17062: the 2024 figure indexed by the California CPI
 *         inflation factor for 2025. The four printed [540F] figures fix that factor at 3.0%:
 *         5,540 × 1.03 = 5,706.2 → $5,706; 149 × 1.03 = 153.47 → $153; 461 × 1.03 = 474.83 → $475;
 *         244,857 × 1.03 = 252,202.71 → $252,203. Every figure marked [IDX] is the 2024 figure ×
 *         1.03 rounded to the dollar (the FTB's own method, which reproduces the printed ones) and
 *         was NOT read from an FTB 2025 table: the 2025 Form 540 booklet (rate schedules, tax
 *         table, worksheets) was not at hand. Treat [IDX] figures as unconfirmed until checked.
 */
import type { CaParams } from './ca-types';
import { caCredits2025, ca568_2025 } from './ca2025-credits';

export const ca2025: CaParams = {
  taxYear: 2025,
  // [IDX] 2025 California Tax Rate Schedules: each 2024 bracket × 1.03, rounded; the base is the
  // tax on the bracket's start (sum of the lower brackets). UNCONFIRMED against the printed schedule.
  rateSchedules: {
    // Schedule X — single or married/RDP filing separately.
    X: [
      { over: 0, base: '0', rate: '0.01' },
      { over: 11079, base: '110.79', rate: '0.02' },
      { over: 26264, base: '414.49', rate: '0.04' },
      { over: 41452, base: '1022.01', rate: '0.06' },
      { over: 57542, base: '1987.41', rate: '0.08' },
      { over: 72724, base: '3201.97', rate: '0.093' },
      { over: 371479, base: '30986.19', rate: '0.103' },
      { over: 445771, base: '38638.26', rate: '0.113' },
      { over: 742953, base: '72219.83', rate: '0.123' },
    ],
    // Schedule Y — MFJ/QSS: twice Schedule X, as every year's FTB schedule is (R&TC 17041(a)(1)
    // and (h); 2024: 21,512 = 2 × 10,756).
    Y: [
      { over: 0, base: '0', rate: '0.01' },
      { over: 22158, base: '221.58', rate: '0.02' },
      { over: 52528, base: '828.98', rate: '0.04' },
      { over: 82904, base: '2044.02', rate: '0.06' },
      { over: 115084, base: '3974.82', rate: '0.08' },
      { over: 145448, base: '6403.94', rate: '0.093' },
      { over: 742958, base: '61972.38', rate: '0.103' },
      { over: 891542, base: '77276.52', rate: '0.113' },
      { over: 1485906, base: '144439.66', rate: '0.123' },
    ],
    // Schedule Z — head of household (indexed on its own, R&TC 17041(b)).
    Z: [
      { over: 0, base: '0', rate: '0.01' },
      { over: 22173, base: '221.73', rate: '0.02' },
      { over: 52530, base: '828.87', rate: '0.04' },
      { over: 67716, base: '1436.31', rate: '0.06' },
      { over: 83805, base: '2401.65', rate: '0.08' },
      { over: 98990, base: '3616.45', rate: '0.093' },
      { over: 505208, base: '41394.72', rate: '0.103' },
      { over: 606251, base: '51802.15', rate: '0.113' },
      { over: 1010417, base: '97472.91', rate: '0.123' },
    ],
  },
  // [540F] line 19 instructions are in the booklet (not at hand); the Tax Table rule ($100,000 or
  // less, $100 rows) has been the same every year and is assumed for 2025. UNCONFIRMED.
  taxTable: { maxIncome: 100000, rowWidth: 100 },
  // [540F] line 18: $5,706 single or MFS; $11,412 MFJ, HOH, QSS (printed on the form).
  standardDeduction: { single: 5706, mfs: 5706, mfj: 11412, hoh: 11412, qss: 11412 },
  // Dependents' standard deduction: California follows the federal IRC 63(c)(5) amounts (2024 both
  // $1,300 / $450); 2025 federal figures are $1,350 / $450 (Rev. Proc. 2024-40 §3.15). The 2025 FTB
  // worksheet was not at hand: UNCONFIRMED.
  dependentStandardDeduction: { min: 1350, earnedPlus: 450 },
  // [540F] lines 7-9 $153 (personal, blind, senior), line 10 $475 per dependent (printed).
  // Senior: 65 or older on December 31, 2025 (born before January 2, 1961).
  exemption: { personal: 153, blind: 153, senior: 153, dependent: 475, seniorBornBefore: '1961-01-02' },
  // [540F] line 32: $252,203 (single/MFS, printed). HOH $378,310 and MFJ/QSS $504,411 are [IDX]
  // (367,291 × 1.03; 489,719 × 1.03): UNCONFIRMED. $6 per $2,500 ($1,250 MFS) is statutory (R&TC 17054.1).
  exemptionPhaseOut: {
    threshold: { single: 252203, mfs: 252203, hoh: 378310, mfj: 504411, qss: 504411 },
    step: { single: 2500, mfs: 1250, hoh: 2500, mfj: 2500, qss: 2500 },
    reduction: 6,
  },
  // Schedule CA line 29: the same thresholds as line 32 (R&TC 17077); rates statutory.
  itemizedLimitation: {
    threshold: { single: 252203, mfs: 252203, hoh: 378310, mfj: 504411, qss: 504411 },
    agiRate: '0.06',
    deductionRate: '0.80',
  },
  // Statutory: 7.5% medical floor (R&TC 17201 / IRC 213), 2% miscellaneous floor.
  medicalFloor: '0.075',
  miscFloor: '0.02',
  // Renter's credit (R&TC 17053.5): $60 / $120 are statutory. AGI limit [IDX]: 52,421 × 1.03 =
  // 53,993.63 → $53,994, and twice that for MFJ/HOH/QSS ($107,988), as the FTB did in 2024
  // (104,842 = 2 × 52,421). UNCONFIRMED.
  renters: {
    credit: { single: 60, mfs: 60, mfj: 120, hoh: 120, qss: 120 },
    agiLimit: { single: 53994, mfs: 53994, mfj: 107988, hoh: 107988, qss: 107988 },
  },
  // R&TC 17043: 1% of taxable income over $1,000,000 (statutory, not indexed).
  mentalHealth: { threshold: 1000000, rate: '0.01' },
  // Schedule P (R&TC 17062): rate 7% and the 2.5% medical difference are statutory. Exemption and
  // phase-out thresholds [IDX] (2024 × 1.03): UNCONFIRMED.
  amt: {
    rate: '0.07',
    medicalAgiRate: '0.025',
    exemption: { single: 92749, hoh: 92749, mfs: 61830, mfj: 123667, qss: 123667 },
    phaseOutThreshold: { single: 347808, hoh: 347808, mfs: 231868, mfj: 463745, qss: 463745 },
    phaseOutRate: '0.25',
  },
  credits: caCredits2025,
  llc: ca568_2025,
};
