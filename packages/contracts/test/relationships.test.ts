import { describe, expect, it } from 'vitest';
import {
  RELATIONSHIPS as ENGINE_RELATIONSHIPS,
  relationshipFromText as engineFromText,
} from '@taxprep/tax-engine';
import { RELATIONSHIPS, relationshipFromText } from '../src';

// Contracts holds a copy of the engine's relationship list and former words (it reads only engine
// types); the type check holds the copy to the engine's, and this reads them the same way at run time.
describe('relationships (copy of the engine list)', () => {
  it('is the engine list, in its order', () => {
    expect(RELATIONSHIPS).toEqual(ENGINE_RELATIONSHIPS);
  });
  it('reads free text as the engine does', () => {
    for (const t of [
      'Step-Daughter',
      'HALF SISTER',
      'grandparent',
      'other',
      'sonny',
      'Grand_Son',
      'mother in law',
      '',
    ]) {
      expect(relationshipFromText(t)).toBe(engineFromText(t));
    }
    expect(relationshipFromText('Step-Daughter')).toBe('stepchild');
    expect(relationshipFromText('sonny')).toBeNull();
  });
});
