import { describe, expect, it } from 'vitest';
import { formLabel, lineLabel } from './lineLabel';

describe('line labels', () => {
  it('reads keys as form lines, never as internal keys', () => {
    expect(lineLabel('f1040.l16')).toBe('Form 1040 line 16');
    expect(lineLabel('f8863.l8')).toBe('Form 8863 line 8');
    expect(lineLabel('stdDeductionWks.total')).toBe('Standard Deduction Worksheet for Dependents, total');
    expect(lineLabel('scheduleE.l3.A')).toBe('Schedule E line 3, column A');
    expect(lineLabel('ssBenefitsWks.l1')).toBe('Social Security Benefits Worksheet, line 1');
    expect(lineLabel('schedule8812.clwa.l1')).toBe('Schedule 8812, Credit Limit Worksheet A, line 1');
    expect(formLabel('schedule8812')).toBe('Schedule 8812');
    expect(formLabel('scheduleC#2')).toBe('Schedule C (2)');
    expect(formLabel('f8995a')).toBe('Form 8995-A');
    expect(formLabel('f6251')).toBe('Form 6251');
  });
});
