import { describe, expect, it } from 'vitest';
import { computeReturn } from '../../src/index';
import { computeCalifornia } from '../../src/california/index';
import type { Return } from '../../src/types';
import { w2 } from '../helpers';

describe('worked return: FTB 3506 through computeCalifornia', () => {
  it('MFJ, one child under 13, $4,000 of care, AGI $60,000: Form 540 line 40 = $258', () => {
    const federal: Return = {
      filing_status: 'mfj',
      w2s: [
        w2(40000, { state: 'CA', state_wages: '40000' }),
        w2(20000, { owner: 'spouse', state: 'CA', state_wages: '20000' }),
      ],
      dependents: [
        {
          first_name: 'A',
          relationship: 'son',
          date_of_birth: '2020-05-01',
          months_lived_with: 12,
          ssn: '123456789',
        },
      ],
      dependent_care: { expenses_total: '4000' },
    };
    const r = computeCalifornia({ federal }, computeReturn(federal));
    // Line 3: $4,000 capped at $3,000 (federal Form 2441 line 3); line 6 = min(3,000, 40,000, 20,000) = 3,000.
    // Line 8: AGI 60,000 → 20%; line 9 = 600. Line 10: over $40,000, not over $70,000 → .43; 600 × .43 = $258.
    expect(r.lines.get('ftb3506.l6').toNumber()).toBe(3000);
    expect(r.lines.get('ftb3506.l11').toNumber()).toBe(258);
    expect(r.lines.get('ca540.l40').toNumber()).toBe(258);
    expect(r.forms).toContain('ftb3506');
  });
});
