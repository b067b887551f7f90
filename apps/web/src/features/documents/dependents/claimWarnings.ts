import { TAX_YEAR } from '@taxprep/contracts';
import { federalParams, hasTinForOdc, TAX_YEARS, validForCtc, type TinType } from '@taxprep/tax-engine';

export interface ClaimFacts {
  date_of_birth: string;
  months_lived_with: number | null;
  student: boolean;
  permanently_disabled: boolean;
  qualifies_for_child_tax_credit: boolean;
  qualifies_for_other_credit: boolean;
  /** The kind of number and the citizenship test (absent: an SSN valid for work, a U.S. citizen). */
  tin_type?: string;
  citizenship?: string;
}

/** Age on December 31 of the tax year, or null without a valid birth date. */
export function ageAtYearEnd(dob: string, year = TAX_YEAR): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!m) return null;
  // Born on or before Dec 31 of the year: the age that day is simply the difference in years.
  return year - Number(m[1]);
}

/**
 * The credit boxes are the filer's claim; these are the facts that contradict it, by the rules of
 * `year` (the child tax credit, $2,000 in 2024 and $2,200 from 2025, is for a child under 17 at the
 * end of the year who lived with the filer more than half the year; the $500 credit for other
 * dependents is for those who do not qualify for it; one credit per dependent).
 */
export function claimWarnings(f: ClaimFacts, year = TAX_YEAR): string[] {
  const out: string[] = [];
  const age = ageAtYearEnd(f.date_of_birth, year);
  // The year's own credit amounts ($2,000 a child in 2024, $2,200 from 2025).
  const ctc = federalParams(TAX_YEARS.includes(year) ? year : TAX_YEAR).schedule8812;
  if (f.qualifies_for_child_tax_credit) {
    if (age !== null && age >= ctc.childAgeLimit)
      out.push(
        `Child tax credit claimed, but this dependent is ${age} at the end of ${year}; the credit is only for children under ${ctc.childAgeLimit}. The $${ctc.perOtherDependent} credit for other dependents may apply instead.`,
      );
    if (f.months_lived_with !== null && f.months_lived_with < 7 && (age === null || age > 0))
      out.push('Child tax credit claimed, but the child lived with you for less than half of the year.');
    if (age === null)
      out.push('Child tax credit claimed without a date of birth; add it so the age can be checked.');
  }
  if (f.qualifies_for_child_tax_credit && f.qualifies_for_other_credit)
    out.push(
      'Both credits are ticked; only one credit is allowed per dependent (the child tax credit comes first).',
    );
  const tin = (f.tin_type || 'ssn') as TinType;
  const claimed = f.qualifies_for_child_tax_credit || f.qualifies_for_other_credit;
  // The number and citizenship tests of Schedule 8812 (IRC §24(h)(7), §24(e)).
  if (claimed && !hasTinForOdc(tin))
    out.push('Without an SSN, ITIN or ATIN neither the child tax credit nor the $500 credit applies.');
  else if (f.qualifies_for_child_tax_credit && !validForCtc(tin))
    out.push(
      'The child tax credit needs an SSN valid for work; with this number the $500 credit for other dependents applies instead.',
    );
  if (claimed && f.citizenship === 'canada_mexico')
    out.push('A resident of Canada or Mexico can be your dependent, but neither credit applies.');
  if (claimed && f.citizenship === 'other')
    out.push(
      'Only a U.S. citizen, U.S. national, U.S. resident alien or resident of Canada or Mexico can be your dependent.',
    );
  if (
    !f.qualifies_for_child_tax_credit &&
    f.qualifies_for_other_credit &&
    age !== null &&
    age < ctc.childAgeLimit &&
    validForCtc(tin)
  )
    out.push(
      `This dependent is under ${ctc.childAgeLimit}; the $${ctc.perChild.toLocaleString('en-US')} child tax credit may apply instead of the $${ctc.perOtherDependent} credit.`,
    );
  if (age !== null && age < 0) out.push(`The date of birth is after ${year}.`);
  return out;
}
