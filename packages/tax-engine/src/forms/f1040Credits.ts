/**
 * Form 1040 (2024), lines 19-22: nonrefundable credits (Form 2441, Schedule R, Form 8863, Form
 * 8880, Schedule 8812, Schedule 3 Part I), with the earned income credit (line 27) that Schedule 8812 Part II-B needs.
 */
import { isQualifyingChildRelationship, livedOverHalfTheYear, relationshipFromText } from '../relationships';
import { Ctx, m, sumOf } from '../context';
import {
  earnedIncomeCredit,
  eicTable,
  form2441,
  form8863,
  schedule8812,
  validForCtc,
  type Schedule8812Dependent,
} from '../credits';
import { Money } from '../money';
import type { Dependent, DependentCareInput, Owner } from '../types';
import type { Agi } from './f1040Adjustments';
import type { DependentCare, Earnings, Income } from './f1040Income';
import type { Tax } from './f1040Tax';
import { schedule3PartI } from './schedule3';
import { excessSocialSecurity } from './f1040Payments';
import {
  ctcDependents,
  eicChildren,
  eicFilerFacts,
  elderlyOrDisabledCredit,
  saversCredit,
} from './f1040CreditFacts';

/** AGI at or above the largest completed phase-out amount of the EIC Table: no EIC whatever the facts. */
function eicIncomeLimit(ctx: Ctx): Money {
  return Money.max(...eicTable(ctx.params).columns.map((c) => c.completedPhaseOutJoint));
}

export function credits(ctx: Ctx, e: Earnings, care: DependentCare, income: Income, agi: Agi, t: Tax) {
  const L = ctx.L;
  const inp = ctx.input;
  const oc = inp.other_credits ?? {};
  const { seEarned, statutoryWagesOf, w2 } = e;
  const {
    dc,
    deps,
    depAge,
    careCount,
    careExpenses,
    benefits,
    carryover,
    earnedTp,
    earnedSp,
    studentOrDisabled,
  } = care;
  const { l1i, l1z, id, l7 } = income;
  const { a, se, l11 } = agi;
  const { ftc, l18 } = t;
  // Each Credit Limit Worksheet subtracts the credits taken before its own as Schedule 3 lists them
  // (line 1, line 2 …): schedule3PartI writes those lines below from these same amounts.
  const s3 = (line: string, v: Money): Money => v.from(`schedule3.${line}`);
  const ftcLine = s3('l1', ftc);
  // ---- Nonrefundable credits: Form 2441, Form 8863, Schedule 8812, Schedule 3 ----
  const creditStatus = ctx.status;
  const depsFor2441 = deps.filter((d) => depAge(d) < 13 || d.permanently_disabled);
  let cdcc = Money.ZERO;
  if (careExpenses.isPositive()) {
    ctx.need('f2441');
    const persons = dc.persons?.length
      ? enteredCarePersons(dc, deps, depAge)
      : lumpedCarePersons(dc, depsFor2441, depAge, careCount);
    const r = form2441(
      {
        filingStatus: creditStatus,
        mfsLivedApart: inp.mfs_lived_apart_all_year,
        qualifyingPersons: persons,
        agi: l11,
        dependentCareBenefits: benefits,
        carryoverFromPriorYear: carryover,
        forfeitedOrCarriedForward: m(dc.forfeited_or_carried_forward),
        qualifiedExpensesIncurred: careExpenses,
        personsExcludeBenefits: dc.persons_exclude_benefits === true && (dc.persons?.length ?? 0) > 0,
        benefitsFromOwnBusiness: m(dc.benefits_from_own_business),
        planMaximum: m(dc.plan_maximum).isPositive() ? m(dc.plan_maximum) : undefined,
        earnedIncome: earnedTp,
        spouseEarnedIncome: ctx.married ? earnedSp : undefined,
        studentOrDisabled,
        tax: l18,
        creditsReducingLimit: ftcLine,
      },
      L,
      ctx.params,
    );
    cdcc = r.credit;
  }
  // Schedule R comes before Form 8863: the education credits' limit subtracts Schedule 3 line 6d.
  const cdccLine = s3('l2', cdcc);
  const elderly = elderlyOrDisabledCredit(ctx, l11, l18, ftcLine.plus(cdccLine));
  // Schedule 3 line 6d is written only when there is a credit.
  const elderlyLine = elderly.isPositive() ? s3('l6d', elderly) : Money.ZERO;
  const students = inp.education ?? [];
  let eduNonref = Money.ZERO;
  let aotcRefundable = Money.ZERO;
  if (students.some((s) => m(s.qualified_expenses).isPositive())) {
    ctx.need('f8863');
    const tpAge = ctx.ageAtYearEnd(inp.taxpayer?.date_of_birth, undefined);
    const r = form8863(
      {
        filingStatus: creditStatus,
        magi: l11,
        refundableAotcNotAllowed: inp.taxpayer?.date_of_birth !== undefined && tpAge < 18,
        claimedAsDependentByAnother: inp.claimed_as_dependent === true,
        students: students.map((s) => ({
          name: s.name,
          adjustedQualifiedExpenses: m(s.qualified_expenses).minus(m(s.tax_free_assistance)).clampZero(),
          aotcClaimedFourPriorYears: s.aotc_claimed_four_prior_years,
          enrolledAtLeastHalfTime: s.half_time_student ?? s.claim_aotc !== false,
          completedFirstFourYears: s.completed_first_four_years,
          felonyDrugConviction: s.felony_drug_conviction,
          electLifetimeLearning: s.claim_aotc === false,
        })),
        tax: l18,
        creditsReducingLimit: ftcLine.plus(cdccLine).plus(elderly),
      },
      L,
      ctx.params,
    );
    eduNonref = r.nonrefundableEducationCredits;
    aotcRefundable = r.refundableAotc;
  }
  const savers = saversCredit(
    ctx,
    l11,
    l18,
    ftcLine.plus(cdccLine).plus(s3('l3', eduNonref)).plus(elderlyLine),
  );
  const s3l4 = savers ?? m(oc.retirement_savings_credit);
  // Worksheet A lists Schedule 3 line 6d and Schedule R line 22, the same credit.
  const s3Before8812 = ftcLine
    .plus(cdccLine)
    .plus(s3('l3', eduNonref))
    .plus(s3('l4', s3l4))
    .plus(s3('l5b', m(oc.energy_efficient_home_improvement_credit)))
    .plus(elderlyLine.via(elderly));

  // EIC (needed by Schedule 8812 Part II-B)
  // Statutory employee wages are earned income though they are on Schedule C, not line 1z (EIC Worksheet B).
  const earnedOf = (who: Owner) => seEarned(who).plus(statutoryWagesOf(who));
  const earnedForEic = l1z.plus(earnedOf('taxpayer')).plus(ctx.joint ? earnedOf('spouse') : Money.ZERO);
  const investmentIncome = id.taxableInterest
    .plus(id.taxExemptInterest)
    .plus(id.ordinaryDividends)
    .plus(l7.clampZero())
    .plus(se ? se.line26.clampZero() : Money.ZERO);
  const eicKids = eicChildren(deps, depAge, ctx.params.taxYear);
  let eic = Money.ZERO;
  const eicBarred = inp.credit_bans?.eic === true;
  if (eicBarred)
    ctx.warn(
      `The IRS barred you from the earned income credit for ${ctx.params.taxYear} (a ban after a disallowed claim): it is not taken.`,
    );
  if (!eicBarred && earnedForEic.isPositive() && l11.lt(eicIncomeLimit(ctx))) {
    const r = earnedIncomeCredit(
      {
        filingStatus: creditStatus,
        ...eicFilerFacts(ctx),
        earnedIncome: earnedForEic.plus(l1i),
        agi: l11,
        investmentIncome,
        taxpayerAge: ctx.ageAtYearEnd(inp.taxpayer?.date_of_birth, 30),
        spouseAge: ctx.joint ? ctx.ageAtYearEnd(inp.spouse?.date_of_birth, 30) : undefined,
        canBeClaimedAsDependent: inp.claimed_as_dependent === true,
        children: eicKids,
      },
      L,
      ctx.params,
    );
    eic = r.credit;
    if (eic.isPositive()) {
      ctx.need('eic');
      if (r.qualifyingChildren > 0) ctx.need('scheduleEIC');
    } else L.dropForm('eic');
  }

  // The claim flags are the filer's; say so when the facts point the other way.
  const childAge = ctx.params.schedule8812.childAgeLimit;
  for (const d of deps) {
    const name = d.first_name ?? 'A dependent';
    if (d.relationship !== undefined && relationshipFromText(d.relationship) === null) {
      ctx.warn(
        `${name}: the relationship "${d.relationship}" is not one of the listed relationships; choose it on the Dependents screen. Until then ${name} is not treated as a qualifying child.`,
      );
    }
    const age = depAge(d);
    const lived = d.months_lived_with;
    const related = d.relationship === undefined || isQualifyingChildRelationship(d.relationship);
    const livedOverHalf = livedOverHalfTheYear(
      lived ?? 12,
      d.date_of_birth,
      ctx.params.taxYear,
      d.date_of_death,
    );
    if (d.qualifies_for_child_tax_credit === true && lived !== undefined && !livedOverHalf) {
      ctx.warn(
        `${name} lived with you ${lived} months in ${ctx.params.taxYear}; a qualifying child for the child tax credit must live with you more than half the year.`,
      );
    }
    if (
      d.qualifies_for_child_tax_credit === false &&
      d.date_of_birth &&
      age < childAge &&
      livedOverHalf &&
      related
    ) {
      ctx.warn(
        `${name} is ${age} at the end of ${ctx.params.taxYear} and appears to be a qualifying child, but the child tax credit is not claimed.`,
      );
    }
  }

  // Schedule 8812
  const ctcDeps = claimantRule(ctx, ctcDependents(ctx, deps));
  let ctc = Money.ZERO;
  let actc = Money.ZERO;
  const excessSs = excessSocialSecurity(ctx);
  if (ctcDeps.length > 0) {
    ctx.need('schedule8812');
    const r = schedule8812(
      {
        filingStatus: creditStatus,
        agi: l11,
        dependents: ctcDeps,
        tax: l18,
        creditsReducingLimit: s3Before8812,
        earnedIncome: earnedForEic,
        nontaxableCombatPay: l1i,
        socialSecurityMedicareWithheld: sumOf(w2, (w) => m(w.social_security_tax).plus(m(w.medicare_tax))),
        selfEmploymentAndOtherTaxes: (a.l15 ?? Money.ZERO).roundDollars(),
        // As Form 1040 line 27 and Schedule 3 line 11 carry them (written with the payments).
        earnedIncomeCreditAndExcessSsWithheld: eic.from('f1040.l27').plus(excessSs.from('schedule3.l11')),
      },
      L,
      ctx.params,
    );
    ctc = r.childTaxCreditAndOdc;
    actc = r.additionalChildTaxCredit;
  }
  const l19 = L.setDollars(
    'f1040.l19',
    ctc,
    'Child tax credit or credit for other dependents from Schedule 8812, line 14',
  );
  const s3l8 = schedule3PartI(ctx, {
    l1: ftc,
    l2: cdcc,
    l3: eduNonref,
    l4: s3l4,
    l4FromForm8880: savers !== null,
    l6d: elderly,
    l5a: m(oc.residential_clean_energy_credit),
    l5b: m(oc.energy_efficient_home_improvement_credit),
    l7: m(oc.other_nonrefundable_credits),
  });
  const l20 = L.setDollars('f1040.l20', s3l8, 'Amount from Schedule 3, line 8');
  const l21 = L.setDollars('f1040.l21', l19.plus(l20), 'Add lines 19 and 20');
  const l22 = L.setDollars(
    'f1040.l22',
    l18.minus(l21).clampZero(),
    'Subtract line 21 from line 18. If zero or less, enter -0-',
  );
  return { l22, eic, actc, ctcClaimed: ctcDeps.length > 0, aotcRefundable, excessSs };
}

/** Line 2 from the persons entered one by one, each with their own expenses (column (d)). */
function enteredCarePersons(dc: DependentCareInput, deps: Dependent[], depAge: (d: Dependent) => number) {
  return (dc.persons ?? []).map((p) => {
    const d = deps.find((x) => x.id !== undefined && String(x.id) === String(p.dependent_id));
    const name = p.name ?? ([d?.first_name, d?.last_name].filter(Boolean).join(' ') || undefined);
    return {
      name,
      expenses: m(p.expenses),
      over12AndDisabled:
        p.over_12_and_disabled ?? (d ? depAge(d) >= 13 && d.permanently_disabled === true : false),
    };
  });
}

/** Line 2 when only a total was entered: it goes on the first person, the others count for the limit. */
function lumpedCarePersons(
  dc: DependentCareInput,
  depsFor2441: Dependent[],
  depAge: (d: Dependent) => number,
  careCount: number,
) {
  const persons = (depsFor2441.length ? depsFor2441 : [{ first_name: 'Qualifying person' } as Dependent])
    .slice(0, Math.max(1, careCount))
    .map((d, i) => ({
      name: [d.first_name, d.last_name].filter(Boolean).join(' ') || undefined,
      expenses: i === 0 ? m(dc.expenses_total) : Money.ZERO,
      over12AndDisabled: depAge(d) >= 13 && d.permanently_disabled === true,
    }));
  while (persons.length < careCount)
    persons.push({ name: undefined, expenses: Money.ZERO, over12AndDisabled: false });
  return persons;
}

/**
 * From 2025 (IRC §24(h)(7) as amended by P.L. 119-21 §70104): the child tax credit and its
 * refundable part need the filer's SSN valid for work — on a joint return, either spouse's. The
 * credit for other dependents stays: without it each child counts on line 6 instead of line 4.
 */
function claimantRule(ctx: Ctx, deps: Schedule8812Dependent[]): Schedule8812Dependent[] {
  if (!ctx.params.schedule8812.claimantSsnRequired) return deps;
  const person = (who: Owner) => (who === 'taxpayer' ? ctx.input.taxpayer : ctx.input.spouse);
  if (ctx.persons().some((who) => validForCtc(person(who)?.tin_type))) return deps;
  if (deps.some((d) => d.hasRequiredSsn && d.isQualifyingChild))
    ctx.warn(
      ctx.joint
        ? 'Child tax credit: neither of you has a social security number valid for work, which the credit needs; your children count for the credit for other dependents instead.'
        : 'Child tax credit: you have no social security number valid for work, which the credit needs; your children count for the credit for other dependents instead.',
    );
  return deps.map((d) => ({ ...d, hasRequiredSsn: false }));
}
