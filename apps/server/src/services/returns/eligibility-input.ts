/**
 * The eligibility facts of a stored return (issue 11) as the engine reads them: each person's
 * number and facts, the married-filing-separately living-apart answers, and the Form 8880 and
 * Schedule R amounts. A return saved before these were asked gets the engine's defaults, so it
 * computes as before.
 */
import {
  CREDIT_FACT_FIELDS,
  SPOUSE_CREDIT_FACTS,
  type CreditBans,
  type CreditFactField,
  type PersonFacts,
} from '@taxprep/contracts';
import { federalParams, type Person, type Return } from '@taxprep/tax-engine';
import type { ReturnData } from './sections';

type Who = 'taxpayer' | 'spouse';

/** The spouse's own facts and amounts only count on a joint return (Form 8880 and Schedule R columns, the EIC). */
export const isJoint = (data: ReturnData) => data.filing?.filing_status === 'married filing jointly';
export const isSeparate = (data: ReturnData) => data.filing?.filing_status === 'married filing separately';

/** One person's stored "About you" answers, or null when the step was never saved. */
export function personFacts(data: ReturnData, who: Who): PersonFacts | null {
  const f = data.person_facts as Record<string, unknown> | undefined;
  if (!f) return null;
  const get = <K extends keyof PersonFacts>(k: K) => f[`${who}_${k}`] as PersonFacts[K] | undefined;
  return {
    tin_type: get('tin_type') ?? 'ssn',
    full_time_student: get('full_time_student') === true,
    qualifying_child_of_another: get('qualifying_child_of_another') === true,
    retired_on_permanent_disability: get('retired_on_permanent_disability') === true,
    taxable_disability_income: get('taxable_disability_income') ?? null,
  };
}

export function personInput(data: ReturnData, who: Who): Partial<Person> {
  const p = personFacts(data, who);
  if (!p) return {};
  return {
    tin_type: p.tin_type,
    full_time_student: p.full_time_student,
    qualifying_child_of_another: p.qualifying_child_of_another,
    retired_on_permanent_disability: p.retired_on_permanent_disability,
    taxable_disability_income: p.retired_on_permanent_disability
      ? (p.taxable_disability_income ?? undefined)
      : undefined,
  };
}

/** The credit bans answered on "About you" (false until answered). */
export function creditBans(data: ReturnData): CreditBans {
  const f = (data.person_facts ?? {}) as Record<string, unknown>;
  return { eic_barred: f.eic_barred === true, child_credits_barred: f.child_credits_barred === true };
}

/** The return-level facts: MFS living apart, Form 8880 contributions and distributions, Schedule R pensions. */
export function eligibilityInput(
  data: ReturnData,
): Pick<
  Return,
  | 'mfs_separated_spouse_rule'
  | 'mfs_lived_apart_all_year'
  | 'retirement_savings'
  | 'elderly_disabled'
  | 'credit_bans'
> {
  const c: Partial<Record<CreditFactField, string | null>> = data.credits ?? {};
  const joint = isJoint(data);
  const amount = (k: CreditFactField) =>
    (joint || !SPOUSE_CREDIT_FACTS.includes(k)) && c[k] ? (c[k] ?? undefined) : undefined;
  const savings = Object.fromEntries(
    CREDIT_FACT_FIELDS.filter((k) => k !== 'nontaxable_pensions')
      .map((k) => [k, amount(k)])
      .filter(([, v]) => v !== undefined),
  );
  const separate = isSeparate(data);
  return {
    mfs_separated_spouse_rule: separate ? data.filing?.mfs_separated_spouse_rule === true : undefined,
    mfs_lived_apart_all_year: separate ? data.filing?.mfs_lived_apart_all_year === true : undefined,
    retirement_savings: Object.keys(savings).length ? savings : undefined,
    elderly_disabled: amount('nontaxable_pensions')
      ? { nontaxable_pensions: amount('nontaxable_pensions') }
      : undefined,
    credit_bans: (({ eic_barred, child_credits_barred }) =>
      eic_barred || child_credits_barred
        ? { eic: eic_barred, child_credits: child_credits_barred }
        : undefined)(creditBans(data)),
  };
}

/** Someone on the return is 65 or older or retired on disability: the Schedule R amounts matter. */
export function mayTakeScheduleR(data: ReturnData, taxYear: number): boolean {
  const f = data.flags;
  const joint = isJoint(data);
  const bornBefore = federalParams(taxYear).standardDeduction.age65BornBefore;
  const born65 = (dob: unknown) => typeof dob === 'string' && dob !== '' && dob < bornBefore;
  const id = data.identity ?? {};
  return (
    f?.taxpayer_over_65 === true ||
    born65(id.dob) ||
    personFacts(data, 'taxpayer')?.retired_on_permanent_disability === true ||
    (joint &&
      (f?.spouse_over_65 === true ||
        born65(id.spouse_dob) ||
        personFacts(data, 'spouse')?.retired_on_permanent_disability === true))
  );
}

/** The Credits step's Form 8880 and Schedule R amounts to store; a spouse's only on a joint return. */
export function creditFactsOf(
  body: Partial<Record<CreditFactField, string | null>>,
  data: ReturnData,
): Record<CreditFactField, string | null> {
  const joint = isJoint(data);
  return Object.fromEntries(
    CREDIT_FACT_FIELDS.map((k) => [k, joint || !SPOUSE_CREDIT_FACTS.includes(k) ? (body[k] ?? null) : null]),
  ) as Record<CreditFactField, string | null>;
}

/** What the Credits step shows: the stored amounts, and which questions apply to this return. */
export function creditFactsView(data: ReturnData, taxYear: number) {
  const c: Partial<Record<CreditFactField, string | null>> = data.credits ?? {};
  return {
    ...Object.fromEntries(CREDIT_FACT_FIELDS.map((k) => [k, c[k] ?? null])),
    joint: isJoint(data),
    asks_elderly_disabled: mayTakeScheduleR(data, taxYear),
  };
}
