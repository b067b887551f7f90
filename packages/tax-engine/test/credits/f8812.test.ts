import { describe, expect, it } from 'vitest';
import { Money } from '../../src/money';
import { Lines } from '../../src/lines';
import {
  schedule8812 as schedule8812Of,
  type Schedule8812Dependent,
  type Schedule8812Input,
} from '../../src/credits';
import { federalParams } from '../../src/params';

const P = federalParams(2024);
const schedule8812 = (input: Schedule8812Input, lines: Lines) => schedule8812Of(input, lines, P);

const $ = (v: string | number): Money => Money.of(v);
const kid = (age = 8, over: Partial<Schedule8812Dependent> = {}): Schedule8812Dependent => ({
  ageAtEndOfYear: age,
  isQualifyingChild: true,
  hasRequiredSsn: true,
  isUsCitizenNationalOrResident: true,
  ...over,
});
const base = (over: Partial<Schedule8812Input> = {}): Schedule8812Input => ({
  filingStatus: 'mfj',
  agi: $(100000),
  dependents: [kid()],
  tax: $(10000),
  creditsReducingLimit: Money.ZERO,
  earnedIncome: $(100000),
  ...over,
});

describe('Schedule 8812 Part I', () => {
  it('CTC + ODC fully used against tax (hand-computed)', () => {
    const lines = new Lines();
    // two children under 17 with SSN, a 17-year-old and a child without SSN → ODC
    const r = schedule8812(
      base({ dependents: [kid(5), kid(12), kid(17), kid(3, { hasRequiredSsn: false })] }),
      lines,
    );
    expect(r.qualifyingChildren).toBe(2);
    expect(r.otherDependents).toBe(2);
    expect(lines.get('schedule8812.l5').toString()).toBe('4000.00'); // 2 × 2,000
    expect(lines.get('schedule8812.l7').toString()).toBe('1000.00'); // 2 × 500
    expect(lines.get('schedule8812.l8').toString()).toBe('5000.00');
    expect(lines.get('schedule8812.l10').toString()).toBe('0.00'); // 100,000 − 400,000 < 0
    expect(r.childTaxCreditAndOdc.toString()).toBe('5000.00'); // min(5,000, 10,000)
    expect(r.additionalChildTaxCredit.toString()).toBe('0.00'); // line 16a = 0
    expect(lines.get('schedule8812.l27').toString()).toBe('0.00');
  });

  it('non-citizen dependent does not count for ODC', () => {
    const r = schedule8812(
      base({ dependents: [kid(30, { isQualifyingChild: false, isUsCitizenNationalOrResident: false })] }),
      new Lines(),
    );
    expect(r.otherDependents).toBe(0);
    expect(r.childTaxCreditAndOdc.toString()).toBe('0.00');
  });

  it('phase-out: $50 per $1,000 or fraction over $200,000 (single)', () => {
    const l12 = (agi: string) =>
      schedule8812(
        base({ filingStatus: 'single', agi: $(agi), tax: $(50000) }),
        new Lines(),
      ).creditAfterPhaseOut.toString();
    expect(l12('200000')).toBe('2000.00'); // line 10 = 0
    expect(l12('200000.01')).toBe('1950.00'); // 0.01 over → next multiple $1,000 → 5% = 50
    expect(l12('201000')).toBe('1950.00'); // exactly $1,000 over
    expect(l12('201001')).toBe('1900.00'); // $1,001 over → $2,000 → 100
    expect(l12('238999')).toBe('50.00'); // 38,999 → 39,000 → 1,950
    expect(l12('239000.01')).toBe('0.00'); // 39,000.01 → 40,000 → 2,000 ≥ line 8: line 12 "No"
  });

  it('phase-out threshold $400,000 for MFJ; foreign exclusions add back (line 2d)', () => {
    const lines = new Lines();
    const r = schedule8812(
      base({ agi: $(390000), form2555Exclusions: $(20500), filesForm2555: true, tax: $(80000) }),
      lines,
    );
    // line 3 = 390,000 + 20,500 = 410,500; line 10 = 11,000; line 11 = 550; line 12 = 2,000 − 550
    expect(lines.get('schedule8812.l3').toString()).toBe('410500.00');
    expect(lines.get('schedule8812.l10').toString()).toBe('11000.00');
    expect(r.creditAfterPhaseOut.toString()).toBe('1450.00');
    expect(r.childTaxCreditAndOdc.toString()).toBe('1450.00');
  });

  it('Credit Limit Worksheet A: line 18 tax less the listed Schedule 3 credits', () => {
    const lines = new Lines();
    const r = schedule8812(
      base({
        dependents: [kid(), kid()],
        tax: $(3000),
        creditsReducingLimit: $(1200),
        earnedIncome: $(60000),
        agi: $(60000),
      }),
      lines,
    );
    expect(lines.get('schedule8812.clwa.l3').toString()).toBe('1800.00'); // 3,000 − 1,200
    expect(r.creditLimit.toString()).toBe('1800.00');
    expect(r.childTaxCreditAndOdc.toString()).toBe('1800.00'); // min(4,000, 1,800)
    // ACTC: 16a = 2,200; 16b = 3,400; 17 = 2,200; 19 = 57,500; 20 = 8,625 → 16b < 5,100 → min(2,200, 8,625)
    expect(r.additionalChildTaxCredit.toString()).toBe('2200.00');
  });
});

describe('Schedule 8812 Part II-A / II-B (additional child tax credit)', () => {
  it('two children: 15% of earned income over $2,500, capped at $1,700 per child', () => {
    const lines = new Lines();
    const r = schedule8812(
      base({
        filingStatus: 'hoh',
        dependents: [kid(), kid()],
        agi: $(20000),
        earnedIncome: $(20000),
        tax: $(500),
      }),
      lines,
    );
    expect(r.childTaxCreditAndOdc.toString()).toBe('500.00');
    expect(lines.get('schedule8812.l16a').toString()).toBe('3500.00'); // 4,000 − 500
    expect(lines.get('schedule8812.l16b').toString()).toBe('3400.00'); // 2 × 1,700
    expect(lines.get('schedule8812.l17').toString()).toBe('3400.00');
    expect(lines.get('schedule8812.l19').toString()).toBe('17500.00'); // 20,000 − 2,500
    expect(lines.get('schedule8812.l20').toString()).toBe('2625.00'); // 17,500 × 15%
    expect(r.additionalChildTaxCredit.toString()).toBe('2625.00'); // min(3,400, 2,625)
    expect(lines.has('schedule8812.l21')).toBe(false); // 16b < 5,100: Part II-B skipped
  });

  it('earned income not over $2,500: no ACTC', () => {
    const r = schedule8812(
      base({ filingStatus: 'single', agi: $(2500), earnedIncome: $(2500), tax: Money.ZERO }),
      new Lines(),
    );
    expect(r.additionalChildTaxCredit.toString()).toBe('0.00');
  });

  it('three children, line 20 below line 17: Part II-B uses SS/Medicare withheld + SE taxes − EIC', () => {
    const lines = new Lines();
    const input = base({
      dependents: [kid(), kid(), kid()],
      agi: $(90000),
      earnedIncome: $(20000),
      tax: $(1000),
      socialSecurityMedicareWithheld: $(3060),
      selfEmploymentAndOtherTaxes: $(1000),
      earnedIncomeCreditAndExcessSsWithheld: Money.ZERO,
    });
    const r = schedule8812(input, lines);
    // 12 = 6,000; 14 = 1,000; 16a = 5,000; 16b = 5,100; 17 = 5,000; 20 = 17,500 × 15% = 2,625 < 5,000
    // 23 = 3,060 + 1,000 = 4,060; 25 = 4,060 − 0; 26 = max(2,625, 4,060) = 4,060; 27 = min(5,000, 4,060)
    expect(lines.get('schedule8812.l17').toString()).toBe('5000.00');
    expect(lines.get('schedule8812.l25').toString()).toBe('4060.00');
    expect(r.additionalChildTaxCredit.toString()).toBe('4060.00');
    // with EIC of 2,000 on line 24: 25 = 2,060; 26 = max(2,625, 2,060) = 2,625
    const r2 = schedule8812({ ...input, earnedIncomeCreditAndExcessSsWithheld: $(2000) }, new Lines());
    expect(r2.additionalChildTaxCredit.toString()).toBe('2625.00');
  });

  it('three children with line 20 ≥ line 17: line 27 = line 17, Part II-B skipped', () => {
    const lines = new Lines();
    // 17 = 5,000 (as above); 20 = (40,000 − 2,500) × 15% = 5,625
    const r = schedule8812(
      base({ dependents: [kid(), kid(), kid()], earnedIncome: $(40000), tax: $(1000) }),
      lines,
    );
    expect(r.additionalChildTaxCredit.toString()).toBe('5000.00');
    expect(lines.has('schedule8812.l21')).toBe(false);
  });

  it('Form 2555 filers and line 15 (declined) get no ACTC', () => {
    const inp = base({ dependents: [kid(), kid()], agi: $(20000), earnedIncome: $(20000), tax: $(500) });
    expect(
      schedule8812({ ...inp, filesForm2555: true }, new Lines()).additionalChildTaxCredit.toString(),
    ).toBe('0.00');
    expect(
      schedule8812(
        { ...inp, declineAdditionalChildTaxCredit: true },
        new Lines(),
      ).additionalChildTaxCredit.toString(),
    ).toBe('0.00');
  });

  it('only other dependents (ODC): nothing refundable', () => {
    const r = schedule8812(
      base({ dependents: [kid(18)], tax: Money.ZERO, earnedIncome: $(30000) }),
      new Lines(),
    );
    expect(r.childTaxCreditAndOdc.toString()).toBe('0.00');
    expect(r.additionalChildTaxCredit.toString()).toBe('0.00'); // line 16b = 0
  });
});
