/**
 * Which credit a dependent gives when the filer has not said: the engine's derivation of the claim
 * flags, shared with the server (what a dependent saved without them answers) and the Dependents
 * screen (the derivation shown beside the boxes), so all three agree.
 */
import { Money } from './money';
import type { FederalParams } from './params';
import { dependentTests, livedOverHalfTheYear, type DependentTests } from './relationships';
import type { Amount, Dependent } from './types';

const given = (v: Amount): boolean => v !== undefined && v !== null && v !== '';

/** Age on December 31 of the tax year, from a birth date or a stated age (0 when neither is known). */
export function ageAtYearEnd(dob: string | undefined, age: number | undefined, taxYear: number): number {
  if (dob && /^\d{4}-\d{2}-\d{2}/.test(dob)) return taxYear - Number(dob.slice(0, 4));
  return age ?? 0;
}

export interface DependentClaim {
  qualifies_for_child_tax_credit: boolean;
  qualifies_for_other_credit: boolean;
  /** True when the flags are the filer's own choice, false when derived from the facts. */
  chosen: boolean;
  /** Claimed as a dependent at all (a qualifying child under the age limit, or the dependency tests met). */
  dependent: boolean;
  /** Why, in the filer's words ("under 17 at the end of 2024, lived with you 12 months"). */
  reason: string;
  age: number;
  tests: DependentTests;
}

function derivedReason(
  d: Dependent,
  age: number,
  tests: DependentTests,
  qc: boolean,
  p: FederalParams,
): string {
  const year = p.taxYear;
  const limit = p.schedule8812.childAgeLimit;
  const months = d.months_lived_with ?? 12;
  if (qc) {
    const lived =
      months < 7 && livedOverHalfTheYear(months, d.date_of_birth, year, d.date_of_death)
        ? `${d.date_of_death?.startsWith(`${year}-`) ? 'died' : 'born'} in ${year}, lived with you ${months} months, more than half the time alive`
        : `lived with you ${months} months`;
    return `under ${limit} at the end of ${year}, ${lived}`;
  }
  if (!tests.dependent) return `not your dependent: ${tests.reasons.join('; ')}`;
  if (tests.qualifyingChild)
    return `${age} at the end of ${year} (the child tax credit is for children under ${limit})`;
  if (d.provided_over_half_own_support === true) return 'provided more than half of their own support';
  if (d.filed_joint_return === true) return 'filed a joint return';
  return `your qualifying relative, not a qualifying child: ${tests.reasons.join('; ')}`;
}

/**
 * The claim flags of a dependent: the filer's where given, otherwise derived from the facts as the
 * engine counts them (a qualifying child under the age limit gives the child tax credit; any other
 * dependent the credit for other dependents). A later change of the facts changes a derived claim.
 */
export function dependentClaim(d: Dependent, p: FederalParams): DependentClaim {
  const age = ageAtYearEnd(d.date_of_birth, d.age, p.taxYear);
  const limit = Money.dollars(p.dependents.qualifyingRelativeGrossIncomeLimit);
  const tests = dependentTests(
    { ...d, age, grossIncome: given(d.gross_income) ? Money.of(d.gross_income) : undefined },
    limit,
    p.taxYear,
  );
  // Facts that undo a qualifying child whatever a flag says.
  const barred = d.provided_over_half_own_support === true || d.filed_joint_return === true;
  const underLimit = age < p.schedule8812.childAgeLimit && !barred;
  const derivedQc = underLimit && tests.qualifyingChild;
  const ctcFlag = d.qualifies_for_child_tax_credit;
  const odcFlag = d.qualifies_for_other_credit;
  const chosen = typeof ctcFlag === 'boolean' || typeof odcFlag === 'boolean';
  const ctc = ctcFlag ?? derivedQc;
  const odc = odcFlag ?? (!ctc && tests.dependent);
  const isQc = underLimit && ctc;
  return {
    qualifies_for_child_tax_credit: ctc,
    qualifies_for_other_credit: odc,
    chosen,
    dependent: (ctc || odc) && (isQc || tests.dependent),
    reason: chosen ? 'your choice' : derivedReason(d, age, tests, derivedQc, p),
    age,
    tests,
  };
}

/** The dependent with its claim flags in effect (a form or file that prints the boxes reads these). */
export function withClaim(d: Dependent, p: FederalParams): Dependent {
  const c = dependentClaim(d, p);
  return {
    ...d,
    qualifies_for_child_tax_credit: c.qualifies_for_child_tax_credit,
    qualifies_for_other_credit: c.qualifies_for_other_credit,
  };
}
