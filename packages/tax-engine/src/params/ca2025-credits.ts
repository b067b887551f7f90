/**
 * 2025 California credit and LLC figures: FTB 3514 (CalEITC, YCTC, FYTC), FTB 3506 and Form 568.
 * Sources: [3514B] 2025 FTB 3514 booklet (https://www.ftb.ca.gov/forms/2025/2025-3514-booklet.pdf),
 * as read for params/ca2024-credits.ts (EITC table pages 22-30: limit $32,900; one-child column flat
 * at $634 after the first phase-out); [IDX] the 2024 figure × 1.03, the 2025 California inflation
 * factor fixed by the figures printed on the 2025 Form 540 (see ca2025.ts). [IDX] figures were not
 * read from an FTB table and are UNCONFIRMED.
 */
import { Money, Rate } from '../money';
import type { Ca568Params, CaCreditParams } from './ca-credits-types';
import { ca568_2024, caCredits2024 } from './ca2024-credits';

const d = (n: number): Money => Money.dollars(n);

const eitc2024 = caCredits2024.eitc;
const cdcc2024 = caCredits2024.cdcc;

export const caCredits2025: CaCreditParams = {
  eitc: {
    ...eitc2024,
    // R&TC 17052(a)(2): the Budget Act's adjustment factor, 85% as every year since 2015
    // ([3514B] General Information). Credit and phase-out percentages are statutory (R&TC 17052(b)).
    adjustmentFactor: Rate.of('0.85'),
    columns: [
      {
        creditRate: Rate.of('0.0765'),
        // [IDX] 4,525 × 1.03 = 4,660.75 → $4,661. UNCONFIRMED.
        earnedIncomeAmount: d(4661),
        phaseOutRate: Rate.of('0.0765'),
        // The no-child kink: $200 (2019) × the CPI ratio the [3514B] one-child column shows
        // (634 / 505): 200 × 634 / 505 = 251.09 → $251. UNCONFIRMED (derived, not printed).
        secondPhaseOutCredit: d(251),
      },
      {
        creditRate: Rate.of('0.34'),
        // [IDX] 6,794 × 1.03 = 6,997.82 → $6,998. UNCONFIRMED.
        earnedIncomeAmount: d(6998),
        phaseOutRate: Rate.of('0.34'),
        // [3514B] one-child column: the first phase-out stops at $634 (row 11,801-11,850). Check
        // of these 2025 figures against the booklet rows quoted in ca2024-credits.ts: row ending
        // 12,000 → $629 (booklet $629), 30,001-30,050 → $86 ($86), but 11,801-11,850 → $633
        // ($634) and 20,000 → $388 ($389): $1 low in the second phase-out, so the FTB's kink or
        // earned income amount differs slightly from these derived ones. UNCONFIRMED.
        secondPhaseOutCredit: d(634),
      },
      {
        creditRate: Rate.of('0.40'),
        // [IDX] 9,537 × 1.03 = 9,823.11 → $9,823. UNCONFIRMED.
        earnedIncomeAmount: d(9823),
        phaseOutRate: Rate.of('0.40'),
        // $505 × the same CPI ratio as the one-child column ([3514B]; the 2- and 3-child columns were not read).
        secondPhaseOutCredit: d(634),
      },
      {
        creditRate: Rate.of('0.45'),
        earnedIncomeAmount: d(9823),
        phaseOutRate: Rate.of('0.45'),
        secondPhaseOutCredit: d(634),
      },
    ],
    // [3514B]: earned income and federal AGI of $32,900 or less (the table ends there).
    maxEarnedIncome: d(32900),
    // [IDX] investment income limit: 4,674 × 1.03 = 4,814.22 → $4,814. UNCONFIRMED.
    investmentIncomeLimit: d(4814),
    // [3514B] Step 1 g: 183 days (2025 is not a leap year).
    partYearMinDays: 183,
  },
  yctc: {
    // [IDX] 1,154 × 1.03 = 1,188.62 → $1,189 per return (R&TC 17052.1). UNCONFIRMED.
    amount: d(1189),
    // [IDX] 26,626 × 1.03 = 27,424.78 → $27,425. UNCONFIRMED.
    phaseOutStart: d(27425),
    // The FTB's step makes the credit zero at $32,900: 1,189 / ((32,900 − 27,425) / 100) =
    // 1,189 / 54.75 = 21.717 → $21.72 per $100 or fraction. UNCONFIRMED (derived, not printed).
    reductionPerStep: Money.of('21.72'),
    phaseOutStep: d(100),
    youngChildAgeLimit: 6,
    // [IDX] zero-earned-income limit: 34,602 × 1.03 = 35,640.06 → $35,640. UNCONFIRMED.
    zeroEarnedIncomeLimit: d(35640),
  },
  fytc: {
    // Same amount and phase-out as the YCTC (R&TC 17052.2 ties them): [IDX], UNCONFIRMED.
    amount: d(1189),
    phaseOutStart: d(27425),
    reductionPerStep: Money.of('21.72'),
    phaseOutStep: d(100),
    minAge: 18,
    maxAge: 25,
  },
  cdcc: {
    // FTB 3506 line 8 uses the federal Form 2441 decimal; IRC 21(a)(2) as changed by P.L. 119-21
    // applies from 2026, so 2025 keeps 35% less one point per $2,000 over $15,000, not below 20%.
    // The $3,000 / $6,000 limits and the California bands (R&TC 17052.6(b)) are statutory.
    ...cdcc2024,
    // The 2025 FTB 3506 (shared/forms/ftb-2025/FTB3506.pdf) still feeds Form 540 line 40,
    // "Nonrefundable Child and Dependent Care Expenses Credit".
    refundable: false,
  },
};

// Form 568 (R&TC 17941, 17942): the $800 annual tax and the fee chart are statutory and not
// indexed; the 2025 Form 568 instructions were not at hand to confirm them. UNCONFIRMED for 2025.
export const ca568_2025: Ca568Params = { ...ca568_2024 };
