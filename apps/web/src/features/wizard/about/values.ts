import type { CreditBans, PersonFactsOutput } from '@taxprep/contracts';
import { moneyText } from '../../../ui/money';

export type AboutYouOut = PersonFactsOutput & { version?: number };
type Person<P extends string> = {
  [K in `${P}tin_type`]: string;
} & {
  [
    K in `${P}full_time_student` | `${P}qualifying_child_of_another` | `${P}retired_on_permanent_disability`
  ]: boolean;
} & { [K in `${P}taxable_disability_income`]: string };
export type AboutYouValues = Person<'taxpayer_'> & Person<'spouse_'> & CreditBans;

/** GET /api/form1040/{id}/about-you. */
export type AboutYouData = PersonFactsOutput & {
  filing_status: string | null;
  /** Married filing jointly: the spouse's facts are asked too. */
  joint: boolean;
  version: number;
};

export function toAboutYouValues(d: AboutYouData): AboutYouValues {
  const person = <P extends 'taxpayer_' | 'spouse_'>(p: P) =>
    ({
      [`${p}tin_type`]: d[`${p}tin_type`] ?? 'ssn',
      [`${p}full_time_student`]: d[`${p}full_time_student`] === true,
      [`${p}qualifying_child_of_another`]: d[`${p}qualifying_child_of_another`] === true,
      [`${p}retired_on_permanent_disability`]: d[`${p}retired_on_permanent_disability`] === true,
      [`${p}taxable_disability_income`]: moneyText(d[`${p}taxable_disability_income`]),
    }) as Person<P>;
  return {
    ...person('taxpayer_'),
    ...person('spouse_'),
    eic_barred: d.eic_barred === true,
    child_credits_barred: d.child_credits_barred === true,
  };
}
