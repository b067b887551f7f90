import { describe, expect, it } from 'vitest';
import { Money } from '../../src/money';
import { Lines } from '../../src/lines';
import {
  earnedIncomeCredit as earnedIncomeCreditOf,
  eicTableAmount as eicTableAmountOf,
  type CreditFilingStatus,
  type EicChild,
  type EicInput,
} from '../../src/credits';
import { federalParams } from '../../src/params';

const P = federalParams(2024);
const earnedIncomeCredit = (input: EicInput, lines: Lines) => earnedIncomeCreditOf(input, lines, P);
const eicTableAmount = (amount: Money, children: number, fs: CreditFilingStatus) =>
  eicTableAmountOf(amount, children, fs, P);

const $ = (v: string | number): Money => Money.of(v);
const child = (over: Partial<EicChild> = {}): EicChild => ({
  ageAtEndOfYear: 5,
  livedWithFilerMoreThanHalfYear: true,
  hasValidSsn: true,
  ...over,
});
const base = (over: Partial<EicInput> = {}): EicInput => ({
  filingStatus: 'single',
  earnedIncome: $(20000),
  agi: $(20000),
  investmentIncome: Money.ZERO,
  taxpayerAge: 30,
  children: [],
  ...over,
});

/**
 * Every expected figure in this block is a row of the 2024 EIC Table printed in Pub. 596 (2024),
 * "Publication 596 - Additional Material, EIC Table" (columns: single/HOH/QSS 0 1 2 3, MFJ 0 1 2 3).
 */
describe('eicTableAmount matches the published 2024 EIC Table', () => {
  const row = (amount: string, kids: number, mfj = false) =>
    eicTableAmount($(amount), kids, mfj ? 'mfj' : 'single').toString();

  it('first row "1 – 50": 2 / 9 / 10 / 11 (credit at the $25 midpoint)', () => {
    expect([0, 1, 2, 3].map((k) => row('1', k))).toEqual(['2.00', '9.00', '10.00', '11.00']);
    expect(row('49.99', 3)).toBe('11.00');
    expect(row('0.99', 1)).toBe('0.00'); // below the first row
  });

  it("table's own example: single, one child, $2,455 → $842 (row 2,450–2,500, 0.34 × 2,475 = 841.50 rounds up)", () => {
    expect(row('2455', 1)).toBe('842.00');
  });

  it('phase-in rows use the midpoint, not the amount', () => {
    // row 8,200–8,250, no child: 0.0765 × 8,225 = 629.21 → 629 (the exact formula at 8,249 would give 631)
    expect(row('8249', 0)).toBe('629.00');
    expect(row('8200', 0)).toBe('629.00');
    // row 12,300–12,350, one child: 0.34 × 12,325 = 4,190.50 → 4,191
    expect(row('12300', 1)).toBe('4191.00');
  });

  it('the row holding the earned income amount gives the maximum credit', () => {
    // row 12,350–12,400, one child: table $4,213 (midpoint formula would give 4,207.50)
    expect(row('12350', 1)).toBe('4213.00');
    // row 8,250–8,300, no child: $632
    expect(row('8250', 0)).toBe('632.00');
    // row 17,350–17,400, two/three children: 6,950 / 7,819; row 17,400–17,450: 6,960 / 7,830
    expect(row('17399', 2)).toBe('6950.00');
    expect(row('17399', 3)).toBe('7819.00');
    expect(row('17400', 2)).toBe('6960.00');
  });

  it('phase-out starts with the first full $50 row at or above the threshold', () => {
    // single, no child (threshold 10,330): row 10,300–10,350 → 632; 10,350–10,400 → 629
    expect(row('10340', 0)).toBe('632.00');
    expect(row('10350', 0)).toBe('629.00');
    // single, one child (threshold 22,720): row 22,700–22,750 → 4,213 / 6,960 / 7,830
    expect([1, 2, 3].map((k) => row('22745', k))).toEqual(['4213.00', '6960.00', '7830.00']);
    // row 22,750–22,800 → 4,204 / 6,948 / 7,818: 4,213 − 0.1598 × (22,775 − 22,720) = 4,204.21
    expect([1, 2, 3].map((k) => row('22750', k))).toEqual(['4204.00', '6948.00', '7818.00']);
    // MFJ, no child (threshold 17,250): row 17,250–17,300 → 630
    expect(row('17250', 0, true)).toBe('630.00');
    // MFJ, children (threshold 29,640): row 29,600–29,650 → 4,213; row 29,650–29,700 → 4,207 / 6,953 / 7,823
    expect(row('29649', 1, true)).toBe('4213.00');
    expect([1, 2, 3].map((k) => row('29650', k, true))).toEqual(['4207.00', '6953.00', '7823.00']);
  });

  it('phase-out rows, including exact-half rounding', () => {
    // row 25,300–25,350 single: 3,797 / 6,411 / 7,281
    expect([1, 2, 3].map((k) => row('25300', k))).toEqual(['3797.00', '6411.00', '7281.00']);
    // row 29,200–29,250 single one child: 4,213 − 0.1598 × 6,505 = 3,173.501 → 3,174 (needs exact arithmetic)
    expect(row('29200', 1)).toBe('3174.00');
    // row 34,200–34,250 single one child: 4,213 − 0.1598 × 11,505 = 2,374.501 → 2,375
    expect(row('34249.99', 1)).toBe('2375.00');
    // row 18,500–18,550 single no child: 5; row 25,450–25,500 MFJ no child: 3
    expect(row('18500', 0)).toBe('5.00');
    expect(row('25450', 0, true)).toBe('3.00');
  });

  it('the last row is cut at the completed phase-out amount (table footnotes)', () => {
    // "at least $18,550 but less than $18,591 … no qualifying children … your credit is $2"
    expect(row('18590', 0)).toBe('2.00');
    expect(row('18591', 0)).toBe('0.00');
    // "at least $55,750 but less than $55,768 … two qualifying children … $2"
    expect(row('55760', 2)).toBe('2.00');
    expect(row('55768', 2)).toBe('0.00');
    // "at least $59,850 but less than $59,899 … three … $5"
    expect(row('59850', 3)).toBe('5.00');
    // MFJ "at least $56,000 but less than $56,004 … one qualifying child … $0"; MFJ no child 25,500–25,511 → $0
    expect(row('56001', 1, true)).toBe('0.00');
    expect(row('25505', 0, true)).toBe('0.00');
  });
});

describe('earnedIncomeCredit (EIC Worksheet A)', () => {
  it('AGI at or over the phase-out row: smaller of the earned income and AGI amounts', () => {
    const lines = new Lines();
    const r = earnedIncomeCredit(base({ earnedIncome: $(20000), agi: $(25000), children: [child()] }), lines);
    // line 2: row 20,000–20,050, one child → 4,213; line 5: row 25,000–25,050 → 3,845; line 6 = 3,845
    expect(r.creditForEarnedIncome.toString()).toBe('4213.00');
    expect(r.creditForAgi?.toString()).toBe('3845.00');
    expect(r.credit.toString()).toBe('3845.00');
    expect(lines.get('eic.l6').toString()).toBe('3845.00');
    expect(lines.get('eic.credit').toString()).toBe('3845.00');
    expect(r.allowed).toBe(true);
  });

  it('AGI below $22,750: line 5 is skipped even though AGI is past the 22,720 threshold', () => {
    const lines = new Lines();
    const r = earnedIncomeCredit(base({ earnedIncome: $(15000), agi: $(22740), children: [child()] }), lines);
    expect(r.creditForAgi).toBeNull();
    expect(lines.has('eic.l5')).toBe(false);
    expect(r.credit.toString()).toBe('4213.00');
  });

  it('earned income lower than AGI: the earned income amount wins when smaller', () => {
    // line 2: row 10,000–10,050 one child → 3,409; line 5: row 26,000–26,050 → 3,685; smaller 3,409
    const r = earnedIncomeCredit(
      base({ earnedIncome: $(10000), agi: $(26000), children: [child()] }),
      new Lines(),
    );
    expect(r.credit.toString()).toBe('3409.00');
  });

  it('MFJ columns; same earned income and AGI uses line 2 only', () => {
    const lines = new Lines();
    // row 30,000–30,050, MFJ, one child → 4,151
    const r = earnedIncomeCredit(
      base({
        filingStatus: 'mfj',
        spouseAge: 30,
        earnedIncome: $(30000),
        agi: $(30000),
        children: [child()],
      }),
      lines,
    );
    expect(r.credit.toString()).toBe('4151.00');
    expect(lines.has('eic.l5')).toBe(false);
  });

  it('three or more children use the 3 column', () => {
    // row 25,300–25,350 single, three → 7,281
    const r = earnedIncomeCredit(
      base({ earnedIncome: $(25300), agi: $(25300), children: [child(), child(), child(), child()] }),
      new Lines(),
    );
    expect(r.qualifyingChildren).toBe(3);
    expect(r.credit.toString()).toBe('7281.00');
  });

  it('qualifying-child tests: age, student, disabled, residency, SSN', () => {
    const kids = [
      child({ ageAtEndOfYear: 19 }), // not under 19, not a student → no
      child({ ageAtEndOfYear: 23, fullTimeStudent: true }), // yes
      child({ ageAtEndOfYear: 24, fullTimeStudent: true }), // not under 24 → no
      child({ ageAtEndOfYear: 40, permanentlyDisabled: true }), // any age if disabled → yes
      child({ livedWithFilerMoreThanHalfYear: false }), // no
      child({ hasValidSsn: false }), // does not count
    ];
    expect(
      earnedIncomeCredit(base({ taxpayerAge: 45, children: kids }), new Lines()).qualifyingChildren,
    ).toBe(2);
    // a child must be younger than the filer (unless disabled)
    expect(
      earnedIncomeCredit(base({ taxpayerAge: 18, children: [child({ ageAtEndOfYear: 18 })] }), new Lines())
        .qualifyingChildren,
    ).toBe(0);
  });

  it('no-child EIC: age 25–64 (either spouse on a joint return)', () => {
    // single no child, earned = AGI = 8,000: row 8,000–8,050 → 614
    const at = (age: number) =>
      earnedIncomeCredit(
        base({ taxpayerAge: age, earnedIncome: $(8000), agi: $(8000) }),
        new Lines(),
      ).credit.toString();
    expect(at(24)).toBe('0.00');
    expect(at(25)).toBe('614.00');
    expect(at(64)).toBe('614.00');
    expect(at(65)).toBe('0.00');
    const joint = earnedIncomeCredit(
      base({ filingStatus: 'mfj', taxpayerAge: 22, spouseAge: 30, earnedIncome: $(8000), agi: $(8000) }),
      new Lines(),
    );
    expect(joint.credit.toString()).toBe('614.00');
    // child without SSN: falls back to the no-child rules and column
    const noSsn = earnedIncomeCredit(
      base({
        taxpayerAge: 30,
        earnedIncome: $(8000),
        agi: $(8000),
        children: [child({ hasValidSsn: false })],
      }),
      new Lines(),
    );
    expect(noSsn.qualifyingChildren).toBe(0);
    expect(noSsn.credit.toString()).toBe('614.00');
  });

  it('MFS only under the separated-spouse rule (then the single column)', () => {
    const mfs = earnedIncomeCredit(base({ filingStatus: 'mfs', children: [child()] }), new Lines());
    expect(mfs.credit.toString()).toBe('0.00');
    expect(mfs.ineligible).toContain('mfs-without-separated-spouse-rule');
    const sep = earnedIncomeCredit(
      base({
        filingStatus: 'mfs',
        separatedSpouseRule: true,
        earnedIncome: $(25300),
        agi: $(25300),
        children: [child()],
      }),
      new Lines(),
    );
    expect(sep.credit.toString()).toBe('3797.00');
  });

  it('investment income limit $11,600', () => {
    expect(
      earnedIncomeCredit(
        base({ investmentIncome: $(11600), children: [child()] }),
        new Lines(),
      ).credit.toString(),
    ).toBe('4213.00');
    const over = earnedIncomeCredit(
      base({ investmentIncome: $('11600.01'), children: [child()] }),
      new Lines(),
    );
    expect(over.credit.toString()).toBe('0.00');
    expect(over.ineligible).toEqual(['investment-income']);
  });

  it('income at the completed phase-out amount: no credit', () => {
    const r = earnedIncomeCredit(
      base({ earnedIncome: $(30000), agi: $(49084), children: [child()] }),
      new Lines(),
    );
    expect(r.credit.toString()).toBe('0.00');
    expect(r.ineligible).toContain('income-too-high');
  });
});
