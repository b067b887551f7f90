import { describe, expect, it } from 'vitest';
import { efileBadge } from './efileBadge';

describe('e-file badge mapping', () => {
  it.each([
    ['accepted', 'Accepted'],
    ['Acknowledged', 'Accepted'],
    ['rejected', 'Rejected'],
    ['filed', 'Filed'],
    ['transmitted', 'Filed'],
    ['SENT', 'Filed'],
    ['submitted', 'Filed'],
    ['pending', 'Draft'],
    ['in progress', 'Draft'],
  ])('%s → %s', (status, badge) => {
    expect(efileBadge({ efile_status: status })).toBe(badge);
  });

  it('reads the other spellings and flags', () => {
    expect(efileBadge({ efileStatus: 'accepted' })).toBe('Accepted');
    expect(efileBadge({ status: 'rejected' })).toBe('Rejected');
    expect(efileBadge({ accepted: true })).toBe('Accepted');
    expect(efileBadge({ rejected: true })).toBe('Rejected');
    expect(efileBadge({ filed: true })).toBe('Filed');
  });

  it('gives no badge (a dash) without a status', () => {
    expect(efileBadge({})).toBeNull();
    expect(efileBadge({ efile_status: null })).toBeNull();
    expect(efileBadge({ efile_status: '  ' })).toBeNull();
  });
});
