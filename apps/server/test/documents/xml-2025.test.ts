/**
 * The 2025 XML from a hand-made line table (the engine's Schedule 1-A is not in this tree yet; the
 * table uses its keys, `schedule1A.l<line as printed>` and `f1040.l13b`): the 2025 version string,
 * Form 1040's 2025 lines and the Schedule 1-A document.
 *
 * HOH, born 1958 (65 or older at the end of 2025), wages 80,000:
 * Schedule 1-A Part V: 6,000 − 6% × (80,000 − 75,000) = 6,000 − 300 = 5,700 (lines 31-37), line 38
 * 5,700 = Form 1040 line 13b. 12e: 23,625 + 2,000 (65 or older, unmarried) = 25,625.
 * 14: 25,625 + 5,700 = 31,325; 15: 80,000 − 31,325 = 48,675.
 */
import { describe, expect, it } from 'vitest';
import type { Return } from '@taxprep/tax-engine';
import { renderReturnXml } from '../../src/services/documents';
import { metaFor } from './fixtures';

// Only the 2025 keys of lines 11 and 12 (11a, 11b, 12e): the XML must read those, not l11 and l12.
const LINES: Record<string, number> = {
  'f1040.l1a': 80000,
  'f1040.l1z': 80000,
  'f1040.l9': 80000,
  'f1040.l11a': 80000,
  'f1040.l11b': 80000,
  'f1040.l12e': 25625,
  'f1040.l13b': 5700,
  'f1040.l14': 31325,
  'f1040.l15': 48675,
  'schedule1A.l1': 80000,
  'schedule1A.l3': 80000,
  'schedule1A.l31': 80000,
  'schedule1A.l32': 75000,
  'schedule1A.l33': 5000,
  'schedule1A.l34': 300,
  'schedule1A.l35': 5700,
  'schedule1A.l36a': 5700,
  'schedule1A.l37': 5700,
  'schedule1A.l38': 5700,
};
const result = {
  forms: ['f1040', 'schedule1A'],
  lines: {
    has: (k: string) => k in LINES,
    get: (k: string) => ({ toWholeDollars: () => String(LINES[k] ?? 0) }),
  },
};
const input: Return = {
  filing_status: 'hoh',
  tax_year: 2025,
  taxpayer: { first_name: 'Rosa', last_name: 'Diaz', ssn: '400077890', date_of_birth: '1958-03-01' },
  digital_assets: false,
};

const inner = (xml: string, name: string): string =>
  new RegExp(`<${name}[^>]*>([\\s\\S]*?)</${name}>`).exec(xml)?.[1] ?? '';
const names = (block: string): string[] => [...block.matchAll(/<(\w+)>[^<]*</g)].map((m) => m[1]!);

describe('XML 2025', () => {
  const xml = renderReturnXml(input, result, metaFor({ taxYear: 2025 }));

  it('names the 2025 schema version and tax year', () => {
    expect(xml).toContain('returnVersion="2025v5.0"');
    expect(xml).toContain('<TaxYr>2025</TaxYr>');
  });

  it('Form 1040: 11a as the AGI, 12e the deduction, 13b (Schedule 1-A) between 13a and 14', () => {
    const f = inner(xml, 'IRS1040');
    expect(f).toContain('<AdjustedGrossIncomeAmt>80000</AdjustedGrossIncomeAmt>');
    expect(f).toContain('<TotalItemizedOrStandardDedAmt>25625</TotalItemizedOrStandardDedAmt>');
    expect(f).toContain('<Schedule1ADeductionAmt>5700</Schedule1ADeductionAmt>');
    expect(f).toContain('<TotalDeductionsAmt>31325</TotalDeductionsAmt>');
    const order = names(f);
    const at = (n: string) => order.indexOf(n);
    expect(at('TotalItemizedOrStandardDedAmt')).toBeLessThan(at('Schedule1ADeductionAmt'));
    expect(at('Schedule1ADeductionAmt')).toBeLessThan(at('TotalDeductionsAmt'));
    // 11b repeats 11a: one AGI element.
    expect(order.filter((n) => n === 'AdjustedGrossIncomeAmt')).toHaveLength(1);
  });

  it('Schedule 1-A: Part I MAGI, Part V lines in form order, line 38 total', () => {
    const s = inner(xml, 'IRS1040Schedule1A');
    expect(names(s)).toEqual([
      'AdjustedGrossIncomeAmt', // line 1 (Form 1040 line 11b)
      'ModifiedAGIAmt', // 3
      'SeniorModifiedAGIAmt', // 31
      'SeniorThresholdAmt', // 32: 75,000
      'SeniorExcessModifiedAGIAmt', // 33: 80,000 − 75,000
      'SeniorReductionAmt', // 34: 6% × 5,000
      'SeniorDeductionPerPersonAmt', // 35: 6,000 − 300
      'PrimarySeniorDeductionAmt', // 36a
      'EnhancedSeniorDeductionAmt', // 37
      'TotalAdditionalDeductionsAmt', // 38
    ]);
    expect(s).toContain('<SeniorReductionAmt>300</SeniorReductionAmt>');
    expect(s).toContain('<TotalAdditionalDeductionsAmt>5700</TotalAdditionalDeductionsAmt>');
    expect(xml).toContain('documentId="IRS1040S1A001" documentName="IRS1040Schedule1A"');
  });
});
