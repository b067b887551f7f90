import { fmt } from './format';
import type { Money } from './money';
import type { DependentResidency } from './types';

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
/** The list's type, for contracts' copy of it (contracts reads only the engine's types). */
export type Relationships = typeof RELATIONSHIPS;

export const QUALIFYING_CHILD_RELATIONSHIPS: ReadonlySet<Relationship> = new Set<Relationship>(
  QUALIFYING_CHILD,
);

/** Words of the free-text field this list replaced, and their entry in it. */
const FORMER_WORDS = {
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
} as const satisfies Record<string, Relationship>;
/** The table's type, for contracts' copy of it. */
export type FormerRelationshipWords = typeof FORMER_WORDS;

/**
 * The list entry for a relationship typed as free text before the list existed ("Son",
 * "step-daughter", "Grandparent"), or null when the words do not say which one (e.g. "child":
 * son or daughter). Never a pattern: "grandparent" must not pass for "grandchild".
 */
export function relationshipFromText(text: string | null | undefined): Relationship | null {
  const t = (text ?? '').toLowerCase().trim().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ');
  if ((RELATIONSHIPS as readonly string[]).includes(t)) return t as Relationship;
  return (FORMER_WORDS as Record<string, Relationship>)[t] ?? null;
}

export function isQualifyingChildRelationship(text: string | null | undefined): boolean {
  const r = relationshipFromText(text);
  return r !== null && QUALIFYING_CHILD_RELATIONSHIPS.has(r);
}

const DAY_MS = 86_400_000;

/**
 * The residency test: lived with the filer more than half of `taxYear`. A child born or who died
 * during the year is treated as having lived with the filer more than half the year if the filer's
 * home was the child's home more than half the time the child was alive during the year (Pub. 501
 * (2024), "Residency Test", "Death or birth of child"; the same words in the Form 1040 instructions
 * for Schedule EIC line 6). So a child born on November 15 (47 days alive) who lived with the filer
 * 1 month qualifies, while one born on January 1 who lived with the filer 6 months does not; a
 * child who died on March 31 (91 days alive) and lived with the filer those 3 months qualifies.
 * The time alive is counted in days and the months lived with the filer as twelfths of the year.
 */
export function livedOverHalfTheYear(
  months: number,
  dateOfBirth: string | undefined,
  taxYear: number,
  dateOfDeath?: string,
): boolean {
  if (months >= 7) return true;
  const inYear = (d: string | undefined) => (d?.startsWith(`${taxYear}-`) ? Date.parse(d.slice(0, 10)) : NaN);
  const born = inYear(dateOfBirth);
  // The day of death counts as a day alive.
  const died = inYear(dateOfDeath) + DAY_MS;
  if (Number.isNaN(born) && Number.isNaN(died)) return false;
  const start = Date.UTC(taxYear, 0, 1);
  const end = Date.UTC(taxYear + 1, 0, 1);
  const yearDays = (end - start) / DAY_MS;
  const daysAlive = ((Number.isNaN(died) ? end : died) - (Number.isNaN(born) ? start : born)) / DAY_MS;
  if (daysAlive <= 0) return false;
  // months/12 of the year is more than half of the days alive: months * yearDays / 12 > daysAlive / 2.
  return months * yearDays * 2 > daysAlive * 12;
}

/** The facts of one dependent the dependency tests read (Pub. 501 (2024), "Dependents"). */
export interface DependentFacts {
  relationship?: string;
  /** Age at the end of the year. */
  age: number;
  /** ISO date YYYY-MM-DD: a child born during the tax year meets the residency test on its own terms. */
  date_of_birth?: string;
  /** ISO date YYYY-MM-DD: a child who died during the tax year, like one born in it, is tested on the time alive. */
  date_of_death?: string;
  student?: boolean;
  permanently_disabled?: boolean;
  months_lived_with?: number;
  citizenship?: DependentResidency;
  provided_over_half_own_support?: boolean;
  filed_joint_return?: boolean;
  /** The dependent's own gross income; undefined when not given (the test is then taken as met). */
  grossIncome?: Money;
  filer_provided_over_half_support?: boolean;
  qualifying_child_of_another_taxpayer?: boolean;
}

export interface DependentTests {
  /** Meets the citizen or resident test (U.S. citizen, national or resident alien, or resident of Canada or Mexico). */
  residency: boolean;
  /** U.S. citizen, national or resident alien: what the child tax credit and the credit for other dependents need. */
  usPerson: boolean;
  /** A qualifying child of the filer: relationship, age, residency, support and joint return tests. */
  qualifyingChild: boolean;
  /** A qualifying relative: not anyone's qualifying child, relationship or household, gross income and support tests. */
  qualifyingRelative: boolean;
  /** Can be claimed as a dependent (qualifying child or qualifying relative, and the residency test). */
  dependent: boolean;
  /** Why a test failed, in plain words (empty when the person is a qualifying child). */
  reasons: string[];
}

/**
 * The dependency tests of Pub. 501 from the facts the Dependents screen gives. A fact not given is
 * taken as met, so a dependent entered before these facts were asked keeps its credits. The
 * "younger than you" test and the tie-breaker rules are left to the filer's claim.
 */
export function dependentTests(d: DependentFacts, grossIncomeLimit: Money, taxYear: number): DependentTests {
  const reasons: string[] = [];
  const citizenship = d.citizenship ?? 'us_citizen';
  const usPerson =
    citizenship === 'us_citizen' || citizenship === 'us_national' || citizenship === 'resident_alien';
  const residency = usPerson || citizenship === 'canada_mexico';
  if (!residency)
    reasons.push('is not a U.S. citizen, U.S. national, U.S. resident alien or resident of Canada or Mexico');
  const jointReturn = d.filed_joint_return === true;
  if (jointReturn) reasons.push('filed a joint return');

  const rel = relationshipFromText(d.relationship);
  const childRelation =
    d.relationship === undefined || (rel !== null && QUALIFYING_CHILD_RELATIONSHIPS.has(rel));
  const months = d.months_lived_with ?? 12;
  const livedOverHalf = livedOverHalfTheYear(months, d.date_of_birth, taxYear, d.date_of_death);
  const ageOk = d.age < 19 || (d.age < 24 && d.student === true) || d.permanently_disabled === true;
  const ownSupport = d.provided_over_half_own_support === true;
  const qualifyingChild = residency && !jointReturn && childRelation && livedOverHalf && ageOk && !ownSupport;
  if (!qualifyingChild) {
    if (!childRelation)
      reasons.push('is not a son, daughter, stepchild, foster child, sibling or a descendant of one');
    if (!livedOverHalf)
      reasons.push(
        d.date_of_birth?.startsWith(`${taxYear}-`) || d.date_of_death?.startsWith(`${taxYear}-`)
          ? `lived with you ${months} months (a child born or who died in ${taxYear} must live with you more than half the time alive that year)`
          : `lived with you ${months} months (a qualifying child must live with you more than half the year)`,
      );
    if (!ageOk)
      reasons.push(
        `is ${d.age} (a qualifying child is under 19, under 24 if a student, or permanently disabled)`,
      );
    if (ownSupport) reasons.push('provided more than half of their own support');
  }

  // Qualifying relative (Pub. 501): anyone related, or anyone who lived with the filer all year.
  const related = d.relationship === undefined || (rel !== null && rel !== 'none');
  const household = related || months >= 12;
  const grossOk = d.grossIncome === undefined || d.grossIncome.lt(grossIncomeLimit);
  const supportOk = d.filer_provided_over_half_support !== false;
  const childOfAnother = d.qualifying_child_of_another_taxpayer === true;
  const qualifyingRelative =
    residency && !jointReturn && !qualifyingChild && !childOfAnother && household && grossOk && supportOk;
  if (!qualifyingChild && !qualifyingRelative) {
    if (childOfAnother) reasons.push('is the qualifying child of another taxpayer');
    if (!household) reasons.push('is not related to you and did not live with you all year');
    if (!grossOk)
      reasons.push(
        `had gross income of ${d.grossIncome ? fmt(d.grossIncome) : ''} (a qualifying relative must have less than ${fmt(grossIncomeLimit)})`,
      );
    if (!supportOk) reasons.push('did not get more than half of their support from you');
  }
  return {
    residency,
    usPerson,
    qualifyingChild,
    qualifyingRelative,
    dependent: qualifyingChild || qualifyingRelative,
    reasons,
  };
}
