/**
 * 2024 California credit and LLC figures: FTB 3514 (CalEITC, Young Child Tax Credit, Foster Youth
 * Tax Credit), FTB 3506 (child and dependent care expenses credit) and Form 568 (LLC tax and fee).
 * Every figure names its FTB source. California form modules never import this file: they read
 * `cx.params.credits` / `cx.params.llc` (params/ca2024.ts assembles them into CaParams).
 */
import { Money, Rate } from '../money';
import type { Ca568Params, CaCreditParams } from './ca-credits-types';

const d = (n: number): Money => Money.dollars(n);

/** CPI factor June 2024 / June 2019 (California CPI, all urban consumers: 342.856 / 280.956). */
const CA_CPI_2024_OVER_2019 = Rate.fraction(342_856n, 280_956n);

export const caCredits2024: CaCreditParams = {
  eitc: {
    // R&TC 17052(a)(2): the adjustment factor set by the Budget Act, 85% every year since 2015
    // (2024 FTB 3514 instructions, General Information).
    adjustmentFactor: Rate.of('0.85'),
    columns: [
      // R&TC 17052(b)(1) credit and phase-out percentages (7.65 / 34 / 40 / 45%); earned income
      // amounts = phase-out amounts, indexed: 2024 $4,525 / $6,794 / $9,537 / $9,537 (2024 FTB 3514
      // instructions, EITC table; figures as carried by PolicyEngine's CA parameters, which cite the
      // FTB 3514 booklets — the printed table itself was not at hand to check row by row).
      {
        creditRate: Rate.of('0.0765'),
        earnedIncomeAmount: d(4525),
        phaseOutRate: Rate.of('0.0765'),
        // R&TC 17052(c): the phase-out recomputed by the FTB so the credit is zero at the earned
        // income limit; the kink ($200 no child / $505 with children in 2019) indexed by the
        // California CPI and rounded to the dollar: 200 × 342.856 / 280.956 = 244.06 → $244.
        // (Not printed by the FTB; derived as PolicyEngine does.) Checked against the printed EITC
        // table of the FTB 3514 booklet of the following year (2025, https://www.ftb.ca.gov/forms/2025/
        // 2025-3514-booklet.pdf, pages 22-30; no printed 2024 table was at hand): its one-child column
        // leaves the first phase-out at $634 (row 11,801-11,850) and then falls in a straight line to
        // $1 at the $32,900 limit (rows ending 12,000 → $629, 20,000 → $389; 30,001-30,050 → $86), i.e. the same
        // $505 × California CPI kink one year on (505 × ~1.256 ≈ 634, against 505 × 1.2203 = 616 here).
        // The 2024 rows themselves remain unchecked.
        secondPhaseOutCredit: d(200).times(CA_CPI_2024_OVER_2019).roundDollars(),
      },
      {
        creditRate: Rate.of('0.34'),
        earnedIncomeAmount: d(6794),
        phaseOutRate: Rate.of('0.34'),
        // 505 × 342.856 / 280.956 = 616.26 → $616 (see above).
        secondPhaseOutCredit: d(505).times(CA_CPI_2024_OVER_2019).roundDollars(),
      },
      {
        creditRate: Rate.of('0.40'),
        earnedIncomeAmount: d(9537),
        phaseOutRate: Rate.of('0.40'),
        secondPhaseOutCredit: d(505).times(CA_CPI_2024_OVER_2019).roundDollars(),
      },
      {
        // R&TC 17052(b)(2): "2 or more qualifying children" share the earned income amount.
        creditRate: Rate.of('0.45'),
        earnedIncomeAmount: d(9537),
        phaseOutRate: Rate.of('0.45'),
        secondPhaseOutCredit: d(505).times(CA_CPI_2024_OVER_2019).roundDollars(),
      },
    ],
    // 2024 FTB 3514 instructions, California EITC table: $50 rows, "over $X but not over $X + 50"; each
    // row's credit is the schedule above at the row's midpoint X + 25.50, rounded to the dollar. This
    // reproduces the published 2024 maximums $294 / $1,958 / $3,239 / $3,644 (FTB CalEITC page and
    // calculator): e.g. 3 children, row $9,501–$9,550: 9,525.50 × 45% × 85% = 3,643.50 → $3,644.
    tableRowWidth: d(50),
    tableRowMidpoint: Money.of('25.50'),
    // 2024 FTB 3514 instructions, Step 6 / who qualifies: earned income and federal AGI of $31,950 or less.
    maxEarnedIncome: d(31950),
    // 2024 FTB 3514 instructions, Step 2 Investment Income: $4,674 or less ($4,525 was 2023; $4,529 is no year's figure).
    investmentIncomeLimit: d(4674),
    // R&TC 17052(c)(1) (since 2019): an eligible individual without a qualifying child must be 18 or older.
    minAgeWithoutChild: 18,
    // Qualifying child (FTB 3514 Step 3, IRC 152(c)): under 19, or under 24 and a student, or disabled.
    childAgeLimit: 19,
    studentAgeLimit: 24,
    // FTB 3514 instructions, Step 1 g: "If you are filing Form 540NR, did you and your spouse/RDP live
    // in California for at least 183 days (or at least 184 days if it is a leap year)?" — 2024 is a leap
    // year (FTB 3514 booklet, https://www.ftb.ca.gov/forms/2025/2025-3514-booklet.pdf, page 4; the
    // rule restates R&TC 17052(c)'s "principal place of abode in this state for more than one-half").
    partYearMinDays: 184,
  },
  yctc: {
    // 2024 FTB 3514 instructions, Step 8 (YCTC): up to $1,154 per return (R&TC 17052.1(a)(2): $1,176 × 85%, indexed).
    amount: d(1154),
    // 2024 FTB 3514 instructions, YCTC worksheet: reduced for earned income over $26,626
    // (R&TC 17052.1(a)(2)(C): $25,000 indexed; $25,775 was the 2023 figure) …
    phaseOutStart: d(26626),
    // … by $21.67 for each $100, or fraction thereof (R&TC 17052.1(a)(2)(C)(ii)(III): recomputed by the
    // FTB so the credit is zero at $31,950; $21.66 in 2022–2023).
    reductionPerStep: Money.of('21.67'),
    phaseOutStep: d(100),
    // Qualifying child younger than 6 on December 31, 2024.
    youngChildAgeLimit: 6,
    // 2024 FTB 3514 instructions, Step 8 (and the FTB EITC calculator): with earned income of zero or
    // less, wages and the net loss may not exceed $34,602 (R&TC 17052.1(b): $30,000 indexed since 2022).
    zeroEarnedIncomeLimit: d(34602),
  },
  fytc: {
    // 2024 FTB 3514 instructions, FYTC: $1,154 per eligible individual (R&TC 17052.2).
    amount: d(1154),
    // Same phase-out as the YCTC: over $26,626, $21.67 per $100 or fraction thereof.
    phaseOutStart: d(26626),
    reductionPerStep: Money.of('21.67'),
    phaseOutStep: d(100),
    // Ages 18 through 25 at the end of 2024.
    minAge: 18,
    maxAge: 25,
  },
  cdcc: {
    // FTB 3506 line 8 uses the federal Form 2441 decimal (IRC 21(a)(2) as in effect for 2024):
    // 35% at AGI up to $15,000, less one point per $2,000 or part, not below 20%.
    federalAgiFloor: d(15000),
    federalAgiStep: d(2000),
    federalMaxPercent: 35,
    federalMinPercent: 20,
    // FTB 3506 line 3: $3,000 for one qualifying person, $6,000 for two or more.
    onePersonLimit: d(3000),
    twoPersonLimit: d(6000),
    // 2024 FTB 3506 line 10 (R&TC 17052.6(b)): federal AGI $40,000 or less .50; over $40,000 but not over
    // $70,000 .43; over $70,000 but not over $100,000 .34; over $100,000 no credit.
    caBands: [
      { agiUpTo: d(40000), rate: Rate.of('0.50') },
      { agiUpTo: d(70000), rate: Rate.of('0.43') },
      { agiUpTo: d(100000), rate: Rate.of('0.34') },
    ],
    // R&TC 17052.6: refundable only for years the Budget Act appropriates it; not for 2024, when the
    // credit is Form 540 line 40, "Nonrefundable Child and Dependent Care Expenses Credit".
    refundable: false,
  },
};

export const ca568_2024: Ca568Params = {
  // 2024 Form 568 instructions, line 3 (R&TC 17941): annual LLC tax $800 (the first-year exemption
  // applied to taxable years 2021–2023 only).
  annualTax: d(800),
  // 2024 Form 568 instructions, line 2 LLC fee chart (R&TC 17942), total income from California sources:
  // under $250,000 → $0; $250,000–499,999 → $900; $500,000–999,999 → $2,500;
  // $1,000,000–4,999,999 → $6,000; $5,000,000 or more → $11,790.
  feeChart: [
    { from: d(0), fee: d(0) },
    { from: d(250000), fee: d(900) },
    { from: d(500000), fee: d(2500) },
    { from: d(1000000), fee: d(6000) },
    { from: d(5000000), fee: d(11790) },
  ],
};
