import { describe, expect, it } from 'vitest';
import { formLabel, lineLabel } from './lineLabel';

describe('line and form labels', () => {
  it('names lines and forms as the paper forms do', () => {
    expect(lineLabel('f1040.l16')).toBe('Form 1040 line 16');
    expect(lineLabel('f8863.l8')).toBe('Form 8863 line 8');
    expect(lineLabel('stdDeductionWks.total')).toBe('Standard deduction worksheet: total');
    expect(lineLabel('scheduleE.l3.A')).toBe('Schedule E line 3, column A');
    expect(formLabel('schedule8812')).toBe('Schedule 8812');
    expect(formLabel('scheduleC#2')).toBe('Schedule C (2)');
    expect(formLabel('f8995a')).toBe('Form 8995-A');
    expect(formLabel('f6251')).toBe('Form 6251');
  });
});
