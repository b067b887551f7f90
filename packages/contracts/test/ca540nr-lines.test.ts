import { describe, expect, it } from 'vitest';
import { CA_NR_ROWS } from '@taxprep/tax-engine';
import { CA_NR_LINE_KEYS } from '../src';

// Contracts checks column E keys against its own list (it reads only engine types); the list must
// be the engine's Schedule CA (540NR) Part II lines, in the form's order.
describe('Schedule CA (540NR) line keys', () => {
  it('are the keys of the engine rows', () => {
    expect(CA_NR_LINE_KEYS).toEqual(CA_NR_ROWS.map((r) => r.key));
  });
});
