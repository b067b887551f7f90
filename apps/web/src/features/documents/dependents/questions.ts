import { TAX_YEAR } from '@taxprep/contracts';
import { QUALIFYING_CHILD_RELATIONSHIPS, type Relationship } from '@taxprep/tax-engine/relationships';
import { ageAtYearEnd } from './claimWarnings';

export interface QuestionFacts {
  relationship: string;
  date_of_birth: string;
  student: boolean;
  permanently_disabled: boolean;
  tin_type: string;
}

/** Which eligibility questions can change a credit for this dependent, so only those are asked. */
export interface DependentQuestions {
  /** The number field (and its kind's name): not for "No number yet". */
  number: 'SSN' | 'ITIN' | 'ATIN' | null;
  /** Months in the United States: the EIC test of a qualifying child. */
  monthsInUs: boolean;
  /** Paid more than half of their own support: a qualifying child test. */
  ownSupport: boolean;
  /** Support, gross income and "qualifying child of another": the qualifying relative tests. */
  relativeTests: boolean;
  /** Filed a joint return: only someone old enough to be married is asked. */
  jointReturn: boolean;
}

const JOINT_RETURN_AGE = 17;

/** Ages are at the end of `year`, the return's tax year. */
export function dependentQuestions(f: QuestionFacts, year = TAX_YEAR): DependentQuestions {
  const age = ageAtYearEnd(f.date_of_birth, year);
  const chosen = f.relationship !== '';
  const childRelation = chosen && QUALIFYING_CHILD_RELATIONSHIPS.has(f.relationship as Relationship);
  // Pub. 501 age test of a qualifying child: under 19, under 24 if a student, any age if disabled.
  const childAge = age === null || age < 19 || (age < 24 && f.student) || f.permanently_disabled;
  const maybeChild = childRelation && childAge;
  return {
    number:
      f.tin_type === 'none' ? null : f.tin_type === 'itin' ? 'ITIN' : f.tin_type === 'atin' ? 'ATIN' : 'SSN',
    monthsInUs: maybeChild,
    ownSupport: maybeChild,
    relativeTests: chosen && !maybeChild,
    jointReturn: age === null || age >= JOINT_RETURN_AGE,
  };
}

/** The answers of questions no longer asked go back to their defaults before saving. */
export function withoutHiddenAnswers<
  T extends QuestionFacts & {
    ssn: string;
    months_in_us: number | null;
    provided_over_half_own_support: boolean;
    filer_provided_over_half_support: boolean;
    qualifying_child_of_another_taxpayer: boolean;
    gross_income: string;
    filed_joint_return: boolean;
  },
>(v: T, year = TAX_YEAR): T {
  const q = dependentQuestions(v, year);
  return {
    ...v,
    ssn: q.number ? v.ssn : '',
    months_in_us: q.monthsInUs ? v.months_in_us : 12,
    provided_over_half_own_support: q.ownSupport ? v.provided_over_half_own_support : false,
    filer_provided_over_half_support: q.relativeTests ? v.filer_provided_over_half_support : true,
    qualifying_child_of_another_taxpayer: q.relativeTests ? v.qualifying_child_of_another_taxpayer : false,
    gross_income: q.relativeTests ? v.gross_income : '',
    filed_joint_return: q.jointReturn ? v.filed_joint_return : false,
  };
}
