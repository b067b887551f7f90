/**
 * The facts the Form 1040 credits read from the return: which dependents count for the EIC, the
 * child tax credit and the credit for other dependents; the filer's EIC facts; Schedule R and
 * Form 8880 from the persons, W-2 box 12 and Forms 1099-R.
 */
import { Ctx, m, ownerOf, sumOf } from '../context';
import {
  form8880,
  scheduleR,
  type EicChild,
  type Form8880Ineligibility,
  type Form8880Person,
  type Schedule8812Dependent,
  type ScheduleRPerson,
} from '../credits';
import { dependentTin, hasTinForOdc, tinLabel, validForCtc, validForEic } from '../credits/tin';
import { Money } from '../money';
import { isQualifyingChildRelationship, livedOverHalfTheYear } from '../relationships';
import { dependentClaim } from '../dependentClaim';
import type { Amount, Dependent, Owner, W2 } from '../types';

const given = (v: Amount): boolean => v !== undefined && v !== null && v !== '';
const nameOf = (d: Dependent): string => d.first_name ?? 'A dependent';

/**
 * Lived with the filer in the United States more than half the year; a child born in the year,
 * more than half the time alive (livedOverHalfTheYear).
 */
function livedInUsOverHalf(d: Dependent, taxYear: number): boolean {
  const months = Math.min(d.months_lived_with ?? 12, d.months_in_us ?? 12);
  return livedOverHalfTheYear(months, d.date_of_birth, taxYear, d.date_of_death);
}

/** The EIC's qualifying children as Schedule EIC tests them (no support or citizenship test). */
/** Manual Schedule 1 rows of the IRA deduction (line 20). */
function scheduleOneIraRows(inp: Ctx['input']): Money {
  return sumOf(
    (inp.schedule_1?.entries ?? []).filter(
      (e) => e.section === 'adjustment' && e.category_key === 'ira_deduction' && e.source !== 'auto',
    ),
    (e) => e.amount,
  );
}

export function eicChildren(
  deps: Dependent[],
  depAge: (d: Dependent) => number,
  taxYear: number,
): EicChild[] {
  return deps
    .filter((d) => d.qualifying_child_for_eic !== false)
    .map((d) => ({
      ageAtEndOfYear: depAge(d),
      fullTimeStudent: d.student,
      permanentlyDisabled: d.permanently_disabled,
      livedWithFilerMoreThanHalfYear: d.qualifying_child_for_eic === true || livedInUsOverHalf(d, taxYear),
      hasValidSsn: validForEic(dependentTin(d)),
      meetsRelationshipTest:
        d.qualifying_child_for_eic === true ||
        d.relationship === undefined ||
        isQualifyingChildRelationship(d.relationship),
      filedJointReturn: d.filed_joint_return,
    }));
}

/** The filer's EIC facts (Pub. 596 (2024) Rules 2, 3 and 10). */
export function eicFilerFacts(ctx: Ctx) {
  const inp = ctx.input;
  const valid = validForEic(inp.taxpayer?.tin_type) && (!ctx.joint || validForEic(inp.spouse?.tin_type));
  return {
    filerHasValidSsn: valid,
    qualifyingChildOfAnother:
      inp.taxpayer?.qualifying_child_of_another === true ||
      (ctx.joint && inp.spouse?.qualifying_child_of_another === true),
    separatedSpouseRule: inp.mfs_separated_spouse_rule ?? inp.mfs_lived_apart_all_year,
  };
}

/** Facts that undo a claimed qualifying child whatever the flag says. */
const barredQc = (d: Dependent) => d.provided_over_half_own_support === true || d.filed_joint_return === true;

/**
 * The dependents Schedule 8812 counts. The filer's claim flags decide whether a child is claimed;
 * the facts (number, citizenship, support, joint return, gross income) can take a credit away,
 * and a warning says why.
 */
export function ctcDependents(ctx: Ctx, deps: Dependent[]): Schedule8812Dependent[] {
  const childAge = ctx.params.schedule8812.childAgeLimit;
  // Pub. 501, "Dependent Taxpayer Test": a filer who can be claimed as someone's dependent (either
  // spouse on a joint return) can't claim anyone, so no child counts for either credit.
  const dependentFiler =
    ctx.input.claimed_as_dependent === true || (ctx.joint && ctx.input.spouse_claimed_as_dependent === true);
  if (ctx.input.credit_bans?.child_credits === true && deps.length > 0) {
    ctx.warn(
      `The IRS barred you from the child tax credit and the credit for other dependents for ${ctx.params.taxYear} (a ban after a disallowed claim): none is taken.`,
    );
    return [];
  }
  if (dependentFiler && deps.length > 0) {
    ctx.warn(
      'You can be claimed as a dependent on another person’s return, so you can’t claim dependents: no child tax credit or credit for other dependents (Pub. 501, Dependent Taxpayer Test).',
    );
    return [];
  }
  return deps
    .filter((d) => !(d.qualifies_for_child_tax_credit === false && d.qualifies_for_other_credit === false))
    .map((d) => {
      const claim = dependentClaim(d, ctx.params);
      const { age, tests } = claim;
      const name = nameOf(d);
      if (d.qualifies_for_child_tax_credit === true && age >= childAge)
        ctx.warn(
          `${name} is ${age} at the end of ${ctx.params.taxYear}: not a qualifying child for the child tax credit (counted for the credit for other dependents).`,
        );
      const tin = dependentTin(d);
      const isQc = age < childAge && claim.qualifies_for_child_tax_credit && !barredQc(d);
      const isDependent = isQc || tests.dependent;
      if (!isDependent)
        ctx.warn(
          `${name} is not your dependent: ${name} ${tests.reasons.join('; ')}. No credit is counted for ${name}.`,
        );
      else if (!tests.usPerson)
        ctx.warn(
          `${name} is a resident of Canada or Mexico: a dependent, but neither the child tax credit nor the credit for other dependents applies.`,
        );
      else if (isQc && !validForCtc(tin))
        ctx.warn(
          hasTinForOdc(tin)
            ? `${name} has ${tinLabel(tin)}: the child tax credit needs an SSN valid for work, so ${name} is counted for the credit for other dependents.`
            : `${name} has no SSN, ITIN or ATIN: neither the child tax credit nor the credit for other dependents applies.`,
        );
      else if (!isQc && !hasTinForOdc(tin))
        ctx.warn(`${name} has no SSN, ITIN or ATIN: the credit for other dependents does not apply.`);
      return {
        ageAtEndOfYear: age,
        isQualifyingChild: isQc,
        hasRequiredSsn: validForCtc(tin),
        isUsCitizenNationalOrResident: tests.usPerson,
        isDependent,
        hasTaxpayerId: hasTinForOdc(tin),
      };
    });
}

/** Schedule R → Schedule 3 line 6d, when someone on the return is 65 or older or retired on disability. */
export function elderlyOrDisabledCredit(ctx: Ctx, agi: Money, tax: Money, creditsBefore: Money): Money {
  const inp = ctx.input;
  const person = (who: Owner): ScheduleRPerson => {
    const p = who === 'taxpayer' ? inp.taxpayer : inp.spouse;
    return {
      age65: ctx.is65(who),
      retiredOnDisability: p?.retired_on_permanent_disability === true,
      taxableDisabilityIncome: m(p?.taxable_disability_income),
    };
  };
  const tp = person('taxpayer');
  const sp = ctx.joint ? person('spouse') : undefined;
  const anyone = [tp, sp].some((p) => p && (p.age65 || p.retiredOnDisability));
  if (!anyone) return Money.ZERO;
  if (ctx.status === 'mfs' && inp.mfs_lived_apart_all_year !== true) {
    ctx.warn(
      'Credit for the elderly or the disabled (Schedule R): married filing separately and living with your spouse at any time in {year}, you cannot take it.',
    );
    return Money.ZERO;
  }
  const r = scheduleR(
    {
      filingStatus: ctx.status,
      livedApartAllYear: inp.mfs_lived_apart_all_year,
      taxpayer: tp,
      spouse: sp,
      nontaxableSocialSecurity: ctx.L.get('f1040.l6a').minus(ctx.L.get('f1040.l6b')),
      nontaxablePensions: m(inp.elderly_disabled?.nontaxable_pensions),
      agi,
      tax,
      creditsReducingLimit: creditsBefore,
    },
    ctx.L,
    ctx.params,
  );
  if (r.credit.isPositive()) ctx.need('scheduleR');
  else ctx.L.dropForm('scheduleR');
  return r.credit;
}

/** Form 1099-R box 7 codes that are not Form 8880 line 4 distributions (I8880 line 4 exclusions). */
const NOT_COUNTED = /[GHLPNRU8]/;

/** A person's Form 8880 column from Adjustments, Retirement savings, W-2 box 12 and Forms 1099-R. */
function saverPerson(ctx: Ctx, who: Owner): Form8880Person {
  const inp = ctx.input;
  const rs = inp.retirement_savings ?? {};
  const adj = inp.adjustments ?? {};
  const sp = who === 'spouse';
  const codes = new Set(ctx.params.f8880.deferralCodes);
  const deferrals = (w: W2): Money =>
    Money.sum(
      Object.entries(w.box12 ?? {})
        .map(([c, v]) => [c.trim().toUpperCase(), v] as const)
        .filter(([c]) => codes.has(c) && !(c === 'G' && w.nongovernmental_457b === true))
        .map(([, v]) => m(v)),
    );
  const w2s = (inp.w2s ?? []).filter((w) => ownerOf(w) === who);
  const rs1099 = (inp.f1099_r ?? []).filter(
    (r) =>
      ownerOf(r) === who &&
      !NOT_COUNTED.test((r.box7_distribution_codes ?? '').toUpperCase()) &&
      r.military_retirement_plan !== true &&
      r.inherited_ira_nonspouse !== true,
  );
  const ineligible: Form8880Ineligibility[] = [];
  const dob = (sp ? inp.spouse : inp.taxpayer)?.date_of_birth;
  if (dob && dob > ctx.params.f8880.bornAfter) ineligible.push('under-18');
  if ((sp ? inp.spouse : inp.taxpayer)?.full_time_student === true) ineligible.push('student');
  if ((sp ? inp.spouse_claimed_as_dependent : inp.claimed_as_dependent) === true)
    ineligible.push('dependent');
  return {
    iraAndAbleContributions: m(sp ? adj.ira_contribution_spouse : adj.ira_contribution_taxpayer)
      // Schedule 1 screen rows of the IRA deduction are the taxpayer's contributions, as the IRA
      // deduction worksheet reads them (f1040Adjustments.ts).
      .plus(sp ? Money.ZERO : scheduleOneIraRows(inp))
      .plus(m(sp ? rs.roth_ira_contribution_spouse : rs.roth_ira_contribution_taxpayer))
      .plus(m(sp ? rs.able_contribution_spouse : rs.able_contribution_taxpayer)),
    electiveDeferrals: sumOf(w2s, deferrals).plus(
      m(sp ? rs.other_deferrals_spouse : rs.other_deferrals_taxpayer),
    ),
    distributions: sumOf(rs1099, (r) => m(r.box1_gross_dist).minus(m(r.rollover_amount)).clampZero()).plus(
      m(sp ? rs.other_distributions_spouse : rs.other_distributions_taxpayer),
    ),
    ineligible,
  };
}

/**
 * Form 8880 → Schedule 3 line 4 when anyone on the return made a contribution the form counts;
 * null when no one did (the entered `other_credits.retirement_savings_credit` is then used).
 */
export function saversCredit(ctx: Ctx, agi: Money, tax: Money, creditsBefore: Money): Money | null {
  const persons = ctx.persons().map((who) => saverPerson(ctx, who));
  const contributed = persons.some((p) => p.iraAndAbleContributions.plus(p.electiveDeferrals).isPositive());
  if (!contributed) return null;
  if (given(ctx.input.other_credits?.retirement_savings_credit))
    ctx.warn(
      'Retirement savings contributions credit: the amount entered was replaced by Form 8880, figured from the contributions on this return.',
    );
  const [taxpayer, spouse] = persons as [Form8880Person, Form8880Person | undefined];
  const r = form8880(
    { filingStatus: ctx.status, agi, taxpayer, spouse, tax, creditsReducingLimit: creditsBefore },
    ctx.L,
    ctx.params,
  );
  if (r.credit.isPositive()) ctx.need('f8880');
  else ctx.L.dropForm('f8880');
  return r.credit;
}
