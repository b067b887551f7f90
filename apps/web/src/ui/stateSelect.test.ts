import { describe, expect, it } from 'vitest';
import { STATE_CODES } from '@taxprep/contracts';
import { STATE_NAMES, stateFilter } from './stateSelect';

const options = STATE_CODES.map((c) => ({ value: c, label: c }));
const find = (search: string) =>
  stateFilter({ options, search, limit: Infinity }).map((o) => ('value' in o ? o.value : ''));

describe('the state select’s search', () => {
  it('names every code', () => {
    expect(STATE_CODES.filter((c) => !STATE_NAMES[c])).toEqual([]);
  });

  it('finds a state by the start of its code or of a word of its name, codes first', () => {
    expect(find('Cal')).toEqual(['CA']);
    expect(find('ca')).toEqual(['CA', 'NC', 'SC']);
    expect(find('new')).toEqual(['NH', 'NJ', 'NM', 'NY']);
    expect(find('new y')).toEqual(['NY']);
    expect(find('york')).toEqual(['NY']);
    expect(find('')).toHaveLength(STATE_CODES.length);
    expect(find('zz')).toEqual([]);
  });
});
