import { describe, expect, it } from 'vitest';
import { refundSplitIssue, type Form1040XView } from '@taxprep/contracts';
import { ApiError } from '../../../api/client';
import { failText, liveLines, toValues } from './values';

/** A 1040-X whose column C is a single filer's 52,000 wages with 5,000 withheld (tax 4,259). */
const view = {
  id: 7,
  form1040_id: 3,
  version: 1,
  column_a_source: 'manual',
  accepted_at: null,
  tax_year: 2024,
  l01_a: null,
  l01_c: '52000.00',
  l02_a: null,
  l02_c: '14600.00',
  l04b_a: null,
  l04b_c: '0.00',
  l06_a: null,
  l06_c: '4259.00',
  l07_a: null,
  l07_c: '0.00',
  l10_a: null,
  l10_c: '0.00',
  l12_a: null,
  l12_c: '5000.00',
  l13_a: null,
  l13_c: '0.00',
  l14_a: null,
  l14_c: '0.00',
  l15_a: null,
  l15_c: '0.00',
  l16: null,
  l18: null,
  l23: null,
  l23_year: null,
  dependents: [],
} as unknown as Form1040XView;

describe('the 1040-X screen’s live lines', () => {
  it('recompute the derived lines and column B as column A is typed', () => {
    const v = { ...toValues(view), l01_a: '50000', l02_a: '14600', l06_a: '4019', l12_a: '5000', l18: '981' };
    const live = liveLines(view, v);
    // A: 50,000 − 14,600 = 35,400 (lines 3 and 5); C: 37,400; B: 2,000. Tax 4,259 − 4,019 = 240 more.
    expect(live.a.l03).toBe('35400.00');
    expect(live.a.l05).toBe('35400.00');
    expect(live.c.l05).toBe('37400.00');
    expect(live.b.l05).toBe('2000.00');
    expect(live.b.l11).toBe('240.00');
    // 17 = 5,000; 19 = 5,000 − 981 = 4,019; 20 = 4,259 − 4,019 = 240.
    expect([live.l17, live.l19, live.l20, live.l21]).toEqual(['5000.00', '4019.00', '240.00', '0.00']);
  });

  it('treat a half-typed amount as blank', () => {
    const live = liveLines(view, { ...toValues(view), l01_a: '12.', l18: '-' });
    expect(live.a.l01).toBe('0.00');
    expect(live.l19).toBe('5000.00');
  });

  it('refuse a refund and an applied amount above line 21', () => {
    expect(refundSplitIssue('741.00', null, '800')).toBe('Refund (22) + applied (23) cannot exceed line 21.');
    expect(refundSplitIssue('741.00', '700', '100')).toBe(
      'Refund (22) + applied (23) cannot exceed line 21.',
    );
    expect(refundSplitIssue('741.00', null, '741')).toBeNull();
  });
});

describe('the 1040-X screen’s failure texts', () => {
  it('give the server’s words (never a status code), else the spec’s fallback', () => {
    expect(failText('load', new ApiError(404, 'Form 1040 not found.'))).toBe(
      'Load failed: Form 1040 not found.',
    );
    expect(failText('save', new ApiError(409, 'Stale.'))).toBe('Save failed: Stale.');
    expect(failText('load', new ApiError(0, 'Network error.'))).toBe('Failed to load 1040-X.');
    expect(failText('save', new Error('boom'))).toBe('Save failed.');
  });
});
