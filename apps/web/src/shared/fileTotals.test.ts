import { describe, expect, it } from 'vitest';
import { amendedText } from '../ui/amendedText';
import { federalTotals } from './fileTotals';

// Accepted: refund 741; amended by a 1040-X adding 1,000 of interest: refund 621 (API test
// accepted-figures.test.ts has the hand computation).
const amendedSummary = {
  refund: '621.00',
  amount_owed: '0.00',
  refund_requested: '621.00',
  overpaid: '621.00',
  applied_to_2025: '0.00',
  accepted: { refund_amount: '741.00', refund_requested: '741.00', amount_owed: '0.00' },
};

describe('top-bar totals of an accepted return', () => {
  it('shows what the IRS accepted, and the 1040-X figures labelled beside', () => {
    const t = federalTotals(amendedSummary);
    expect(t).toMatchObject({ refund: '741.00', owed: '0.00', amended: { refund: '621.00', owed: '0.00' } });
    expect(amendedText(t.amended!)).toBe('Amended (1040-X): refund $621.00');
  });

  it('has nothing amended while the figures are the accepted ones', () => {
    const t = federalTotals({
      ...amendedSummary,
      refund: '741.00',
      refund_requested: '741.00',
      overpaid: '741.00',
    });
    expect(t).toEqual({ refund: '741.00', owed: '0.00' });
  });

  it('a return not accepted shows its figures as they are', () => {
    expect(federalTotals({ ...amendedSummary, accepted: null }).refund).toBe('621.00');
  });

  it('an amended return that now owes says so', () => {
    expect(amendedText({ refund: '0.00', owed: '120.00' })).toBe('Amended (1040-X): owed $120.00');
  });
});
