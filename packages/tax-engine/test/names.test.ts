/**
 * Issue 22 item 25: internal keys become the form's own line names. The worked returns check every
 * line they compute (explanations.ts, rawKeysShown); these pin the names the issue quotes.
 */
import { describe, expect, it } from 'vitest';
import { formTitle, lineName } from '../src/names';
import { RAW_KEY } from './explanations';

describe('line names', () => {
  it('names worksheets and the parts inside a form in the form’s words', () => {
    expect(lineName('ssBenefitsWks.l1')).toBe('Social Security Benefits Worksheet, line 1');
    expect(lineName('schedule8812.clwa.l1')).toBe('Schedule 8812, Credit Limit Worksheet A, line 1');
    expect(lineName('f8949.A.l2h')).toBe('Form 8949, box A, line 2, column (h)');
    expect(lineName('f8949.D.row1')).toBe('Form 8949, box D, row 1');
    expect(lineName('f1040.l16')).toBe('Form 1040 line 16');
    expect(lineName('scheduleE.l3.A')).toBe('Schedule E line 3, column A');
    expect(lineName('scheduleCA.partI.secB.l9a.a')).toBe(
      'Schedule CA (540), Part I, Section B, line 9a, column A',
    );
    expect(lineName('f8863.student1.l27')).toBe('Form 8863, student 1, line 27');
    expect(lineName('deductionChoiceWks.itemized')).toBe(
      'Standard or itemized deduction, itemized deductions',
    );
    expect(formTitle('scheduleSE#spouse')).toBe('Schedule SE (spouse)');
    expect(formTitle('caWks#exemptionCredits')).toBe('California Exemption Credits Worksheet');
  });

  it('the raw-key check catches what the screen used to show', () => {
    for (const shown of [
      'ssBenefitsWks line 1',
      'Schedule 8812: clwa l1',
      'Form 8949: A.l2h',
      'federal f1040.l1a',
    ])
      expect(RAW_KEY.test(shown), shown).toBe(true);
    expect(RAW_KEY.test('Multiply line 10 by 5% (0.05); U.S. savings bonds')).toBe(false);
  });
});
