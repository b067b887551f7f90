/**
 * How a dependent is related to the filer: a fixed list, because the credit tests depend on it
 * (IRC §152(c)(2) and (d)(2); Pub. 501, "Qualifying Child" and "Qualifying Relative").
 */
/**
 * The relationship test of a qualifying child (Pub. 501): your son, daughter, stepchild, foster
 * child, brother, sister, half brother, half sister, stepbrother, stepsister, or a descendant of
 * any of them (grandchild, niece, nephew).
 */
const QUALIFYING_CHILD = [
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
] as const;

/** A parent, grandparent, aunt or uncle (or another relative) can only be a qualifying relative. */
export const RELATIONSHIPS = [
  ...QUALIFYING_CHILD,
  'parent',
  'grandparent',
  'aunt',
  'uncle',
  'other relative',
  'none',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

export const QUALIFYING_CHILD_RELATIONSHIPS: ReadonlySet<Relationship> = new Set<Relationship>(
  QUALIFYING_CHILD,
);

/** Words of the free-text field this list replaced, and their entry in it. */
const FORMER_WORDS: Record<string, Relationship> = {
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
 * "step-daughter", "Grandparent"), or null when the words do not say which one (e.g. "child":
 * son or daughter). Never a pattern: "grandparent" must not pass for "grandchild".
 */
export function relationshipFromText(text: string | null | undefined): Relationship | null {
  const t = (text ?? '').toLowerCase().trim().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ');
  if ((RELATIONSHIPS as readonly string[]).includes(t)) return t as Relationship;
  return FORMER_WORDS[t] ?? null;
}

export function isQualifyingChildRelationship(text: string | null | undefined): boolean {
  const r = relationshipFromText(text);
  return r !== null && QUALIFYING_CHILD_RELATIONSHIPS.has(r);
}
