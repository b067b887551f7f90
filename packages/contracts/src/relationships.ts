/**
 * The relationships a dependent may have (a fixed list: the credit tests depend on it) and the words
 * of the free-text field the list replaced. The engine owns both (relationships.ts); contracts reads
 * only the engine's types (docs/decisions/006-dependency-direction.md), so this is a copy that the
 * type check holds to the engine's: `satisfies` fails on any entry added, dropped, changed or moved.
 */
import type { FormerRelationshipWords, Relationship, Relationships } from '@taxprep/tax-engine';

export type { Relationship };

export const RELATIONSHIPS = [
  'son',
  'daughter',
  'stepchild',
  'foster child',
  'brother',
  'sister',
  'half brother',
  'half sister',
  'stepbrother',
  'stepsister',
  'grandchild',
  'niece',
  'nephew',
  'parent',
  'grandparent',
  'aunt',
  'uncle',
  'other relative',
  'none',
] as const satisfies Relationships;

const FORMER_WORDS: FormerRelationshipWords = {
  'step child': 'stepchild',
  stepson: 'stepchild',
  stepdaughter: 'stepchild',
  'step son': 'stepchild',
  'step daughter': 'stepchild',
  foster: 'foster child',
  'foster son': 'foster child',
  'foster daughter': 'foster child',
  'step brother': 'stepbrother',
  'step sister': 'stepsister',
  halfbrother: 'half brother',
  halfsister: 'half sister',
  grandson: 'grandchild',
  granddaughter: 'grandchild',
  'grand child': 'grandchild',
  'grand son': 'grandchild',
  'grand daughter': 'grandchild',
  'great grandchild': 'grandchild',
  'great grandson': 'grandchild',
  'great granddaughter': 'grandchild',
  mother: 'parent',
  father: 'parent',
  mom: 'parent',
  dad: 'parent',
  stepmother: 'parent',
  stepfather: 'parent',
  grandmother: 'grandparent',
  grandfather: 'grandparent',
  grandma: 'grandparent',
  grandpa: 'grandparent',
  'grand parent': 'grandparent',
  aunt: 'aunt',
  uncle: 'uncle',
  other: 'other relative',
  relative: 'other relative',
  cousin: 'other relative',
  'in law': 'other relative',
  'son in law': 'other relative',
  'daughter in law': 'other relative',
  'mother in law': 'other relative',
  'father in law': 'other relative',
  'brother in law': 'other relative',
  'sister in law': 'other relative',
  'not related': 'none',
  unrelated: 'none',
  friend: 'none',
};

/**
 * The list entry for a relationship typed as free text before the list existed ("Son",
 * "step-daughter", "Grandparent"), or null when the words do not say which one. As the engine's
 * relationshipFromText reads it (test/relationships.test.ts compares the two).
 */
export function relationshipFromText(text: string | null | undefined): Relationship | null {
  const t = (text ?? '').toLowerCase().trim().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ');
  if ((RELATIONSHIPS as readonly string[]).includes(t)) return t as Relationship;
  return (FORMER_WORDS as Record<string, Relationship>)[t] ?? null;
}
