/**
 * Form 1040 (2024), income: the Schedule C / SE figures earned income needs, Form 2441 Part III
 * (line 1e), lines 1a-1z, 2a-3b (Schedule B), 4a-5b, 7 (Schedule D) and the Schedule 1 Part I
 * amounts other than line 5 (which needs the Form 8582 MAGI). Lines 6a-9 follow the adjustments
 * (f1040Adjustments.ts): the social security worksheet needs the IRA deduction.
 */
import { Ctx, fmt, m, ownerOf, sumOf } from '../context';
import { form2441PartIII, type Form2441BenefitsResult } from '../credits';
import { Money } from '../money';
import type { Dependent, Owner } from '../types';
import { interestAndDividends } from './scheduleB';
import { scheduleCAll } from './scheduleC';
import { scheduleD } from './scheduleD';
import { schedule1Rows } from './schedule1';
import { scheduleSE, type ScheduleSEResult } from './scheduleSE';
import { partlyTaxable, retirementTaxable } from './f5329';
import { form8889All } from './f8889';

/** A Schedule 1 row entered by the user (zero when none). */
export const row = (map: Map<string, Money>, l: string): Money => map.get(l) ?? Money.ZERO;

/** Schedule C and Schedule SE for each person, and the wages and SE earnings the later lines use. */
export function earnings(ctx: Ctx) {
  const L = ctx.L;
  const inp = ctx.input;
  // ---- Schedule C and Schedule SE (needed for earned income and Schedule 1) ----
  const businesses = scheduleCAll(ctx);
  // Statutory employee income is not self-employment income (Schedule SE instructions, line 2).
  const profitBy = (who: Owner): Money =>
    Money.sum(businesses.filter((b) => b.owner === who && !b.statutory).map((b) => b.netProfit));
  const k1Se = (who: Owner): Money =>
    sumOf(
      (inp.schedule_e?.partnerships ?? []).filter((p) => ownerOf(p) === who),
      (p) => p.se_earnings,
    );
  const ses: ScheduleSEResult[] = [];
  for (const who of ['taxpayer', 'spouse'] as Owner[]) {
    if (who === 'spouse' && !ctx.joint) {
      if (!profitBy('spouse').isZero())
        ctx.warn(
          'A Schedule C belongs to the spouse but the return is not joint; it was still included on this return.',
        );
    }
    const r = scheduleSE(ctx, who, profitBy(who), k1Se(who));
    if (r) ses.push(r);
  }
  const seTax = Money.sum(ses.map((s) => s.tax));
  const seDeduction = Money.sum(ses.map((s) => s.deduction));
  const seOf = (who: Owner): ScheduleSEResult | undefined => ses.find((s) => s.owner === who);
  /** Net earnings from self-employment for earned income: Schedule SE line 3 minus line 13 (or the profit when no SE tax). */
  const seEarned = (who: Owner): Money => {
    const s = seOf(who);
    const base = profitBy(who).plus(k1Se(who));
    return s ? L.get(`${s.form}.l3`).minus(s.deduction) : base;
  };
  const w2 = inp.w2s ?? [];
  /** W-2 box 1 wages, a statutory employee's included (they are earned income and compensation). */
  const wagesOf = (who: Owner): Money =>
    sumOf(
      w2.filter((w) => ownerOf(w) === who),
      (w) => w.wages,
    );
  /** A statutory employee's box 1 wages: on Schedule C line 1, not Form 1040 line 1a. */
  const statutoryWagesOf = (who: Owner): Money =>
    sumOf(
      w2.filter((w) => ownerOf(w) === who && w.statutory_employee === true),
      (w) => w.wages,
    );
  return { businesses, k1Se, ses, seTax, seDeduction, seEarned, w2, wagesOf, statutoryWagesOf };
}
export type Earnings = ReturnType<typeof earnings>;

/** Form 2441 Part III when there are dependent care benefits (→ line 1e), and the facts Part II reuses. */
export function dependentCare(ctx: Ctx, e: Earnings) {
  const L = ctx.L;
  const inp = ctx.input;
  const { w2, wagesOf, seEarned } = e;
  // ---- Form 2441 Part III: dependent care benefits (line 1e) ----
  const dc = inp.dependent_care ?? {};
  const deps = inp.dependents ?? [];
  const depAge = (d: Dependent): number => ctx.ageAtYearEnd(d.date_of_birth, d.age);
  // Persons entered one by one (line 2) are the qualifying persons; otherwise the dependents under 13 or disabled.
  const careCount =
    dc.qualifying_persons ??
    (dc.persons?.length || deps.filter((d) => depAge(d) < 13 || d.permanently_disabled).length);
  // Without a total, the expenses are the persons' column (d) added up.
  const careExpenses =
    dc.expenses_total !== undefined
      ? m(dc.expenses_total)
      : Money.sum((dc.persons ?? []).map((p) => m(p.expenses)));
  const benefits = sumOf(w2, (w) => w.dependent_care_benefits).plus(m(dc.employer_benefits));
  // Nontaxable combat pay counts as earned income only for a person who elects it (I2441 line 4):
  // W-2 box 12 code Q, or the Form 1040 line 1i amount for the taxpayer when no W-2 shows it.
  const combatPay = (who: Owner): Money => {
    const elected = who === 'taxpayer' ? dc.combat_pay_election_taxpayer : dc.combat_pay_election_spouse;
    if (!elected) return Money.ZERO;
    const q = sumOf(
      w2.filter((w) => ownerOf(w) === who),
      (w) =>
        Money.sum(
          Object.entries(w.box12 ?? {})
            .filter(([c]) => c.trim().toUpperCase() === 'Q')
            .map(([, v]) => m(v)),
        ),
    );
    return q.isZero() && who === 'taxpayer' ? m(inp.income?.combat_pay) : q;
  };
  const earnedTp = wagesOf('taxpayer').plus(seEarned('taxpayer')).plus(combatPay('taxpayer'));
  const earnedSp = wagesOf('spouse').plus(seEarned('spouse')).plus(combatPay('spouse'));
  // A student or disabled spouse is deemed to earn $250/$500 a month; on a joint return either
  // spouse may be that person (I2441 lines 4 and 5).
  const sdWho: Owner = dc.student_or_disabled === 'taxpayer' && ctx.joint ? 'taxpayer' : 'spouse';
  if (dc.student_or_disabled === 'taxpayer' && !ctx.joint && dc.spouse_student_or_disabled_months)
    ctx.warn(
      'Form 2441: only a spouse on a joint return can be the student or disabled person deemed to have earned income; it was applied to the spouse.',
    );
  const studentOrDisabled = dc.spouse_student_or_disabled_months
    ? {
        who: sdWho,
        months: dc.spouse_student_or_disabled_months,
        earnedInThoseMonths: m(dc.student_or_disabled_earned_in_those_months),
      }
    : undefined;
  const carryover = m(dc.carryover_from_prior_year ?? dc.carryover_from_2023);
  let partIII: Form2441BenefitsResult | null = null;
  if (benefits.isPositive() || carryover.isPositive()) {
    ctx.need('f2441');
    partIII = form2441PartIII(
      {
        filingStatus: ctx.status,
        mfsLivedApart: inp.mfs_lived_apart_all_year,
        qualifyingPersonCount: careCount,
        dependentCareBenefits: benefits,
        carryoverFromPriorYear: carryover,
        forfeitedOrCarriedForward: m(dc.forfeited_or_carried_forward),
        qualifiedExpensesIncurred: careExpenses,
        benefitsFromOwnBusiness: m(dc.benefits_from_own_business),
        planMaximum: m(dc.plan_maximum).isPositive() ? m(dc.plan_maximum) : undefined,
        earnedIncome: earnedTp,
        spouseEarnedIncome: ctx.married ? earnedSp : undefined,
        studentOrDisabled,
      },
      L,
      ctx.params,
    );
  }
  return {
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
    partIII,
  };
}
export type DependentCare = ReturnType<typeof dependentCare>;

/** Lines 1a-5b and 7, and the Schedule 1 Part I amounts known before Schedule E. */
export function income(ctx: Ctx, e: Earnings, partIII: Form2441BenefitsResult | null) {
  const L = ctx.L;
  const inp = ctx.input;
  const inc = inp.income ?? {};
  const ot = inp.other_taxes ?? {};
  const { businesses, w2 } = e;
  // ---- Income: lines 1a-1z ----
  const tips = m(ot.unreported_tips);
  const employee = w2.filter((w) => w.statutory_employee !== true);
  const statutory = w2.length - employee.length;
  const l1a = L.setDollars(
    'f1040.l1a',
    sumOf(employee, (w) => w.wages).plus(m(inc.wages)),
    `Total amount from Form(s) W-2, box 1 (${employee.length} form${employee.length === 1 ? '' : 's'}${statutory ? `; ${statutory} statutory employee W-2${statutory === 1 ? ' is' : 's are'} on Schedule C` : ''})`,
  );
  const l1b = L.setDollars(
    'f1040.l1b',
    m(inc.household_wages),
    'Household employee wages not reported on Form(s) W-2',
  );
  const l1c = L.setDollars(
    'f1040.l1c',
    m(inc.tip_income).plus(tips),
    'Tip income not reported on line 1a (Form 4137)',
  );
  const l1d = L.setDollars(
    'f1040.l1d',
    m(inc.medicaid_waiver),
    'Medicaid waiver payments not reported on Form(s) W-2',
  );
  const l1e = L.setDollars(
    'f1040.l1e',
    partIII ? partIII.taxableBenefits : m(inc.dependent_care_benefits),
    'Taxable dependent care benefits from Form 2441, line 26',
  );
  const l1f = L.setDollars(
    'f1040.l1f',
    m(inc.adoption_benefits),
    'Employer-provided adoption benefits from Form 8839, line 29',
  );
  const l1g = L.setDollars('f1040.l1g', Money.ZERO, 'Wages from Form 8919, line 6 (not computed)');
  const l1h = L.setDollars('f1040.l1h', m(inc.other_earned_income), 'Other earned income');
  const l1i = L.setDollars('f1040.l1i', m(inc.combat_pay), 'Nontaxable combat pay election');
  const l1z = L.setDollars(
    'f1040.l1z',
    Money.sum([l1a, l1b, l1c, l1d, l1e, l1f, l1g, l1h]),
    'Add lines 1a through 1h',
  );

  // ---- Interest and dividends: lines 2a-3b (Schedule B) ----
  const id = interestAndDividends(ctx);

  // ---- IRA, pensions: lines 4a-5b ----
  const rs = inp.f1099_r ?? [];
  const iras = rs.filter((r) => r.ira_sep_simple);
  const pens = rs.filter((r) => !r.ira_sep_simple);
  L.setDollars(
    'f1040.l4a',
    sumOf(iras.filter(partlyTaxable), (r) => r.box1_gross_dist).plus(m(inc.ira_total)),
    'IRA distributions (Forms 1099-R box 1, IRA/SEP/SIMPLE) not fully taxable; a fully taxable one goes on line 4b only',
  );
  const l4b = L.setDollars(
    'f1040.l4b',
    sumOf(iras, retirementTaxable).plus(m(inc.ira_distributions)),
    'Taxable amount (box 2a, less rollovers and qualified charitable distributions)',
  );
  L.setDollars(
    'f1040.l5a',
    sumOf(pens.filter(partlyTaxable), (r) => r.box1_gross_dist).plus(m(inc.pension_total)),
    'Pensions and annuities (Forms 1099-R box 1) not fully taxable; a fully taxable one goes on line 5b only',
  );
  const l5b = L.setDollars(
    'f1040.l5b',
    sumOf(pens, retirementTaxable).plus(m(inc.pensions)),
    'Taxable amount (box 2a, less rollovers)',
  );
  rs.forEach((r) => {
    if (
      r.box2b_taxable_not_determined &&
      (r.box2a_taxable_amt === undefined || r.box2a_taxable_amt === null || r.box2a_taxable_amt === '') &&
      r.taxable_amount_override === undefined
    ) {
      ctx.warn(
        `1099-R from ${r.payer_name ?? 'a payer'}: taxable amount not determined — the gross distribution was treated as taxable (enter taxable_amount_override after the Simplified Method or Form 8606).`,
      );
    }
  });

  // ---- Capital gain: line 7 ----
  const sd = scheduleD(ctx);
  const l7 = sd.toForm1040;

  // ---- Schedule 1 Part I (except line 5, which needs the Form 8582 MAGI) ----
  const rows = schedule1Rows(ctx);
  const gs = inp.f1099_g ?? [];
  const s1l1 = sumOf(gs, (g) => g.taxable_refund_amount).plus(row(rows.income, 'l1'));
  gs.forEach((g) => {
    if (
      !m(g.state_tax_refund).isZero() &&
      (g.taxable_refund_amount === undefined ||
        g.taxable_refund_amount === null ||
        g.taxable_refund_amount === '')
    ) {
      ctx.warn(
        `1099-G from ${g.payer_name ?? 'a payer'}: state refund of ${fmt(m(g.state_tax_refund))} has no taxable_refund_amount — treated as not taxable (taxable only if you itemized and deducted state income tax in {prev_year}).`,
      );
    }
  });
  const scheduleCTotal = Money.sum(businesses.map((b) => b.netProfit));
  const s1l3 = businesses.length > 0 ? scheduleCTotal : row(rows.income, 'l3');
  if (businesses.length > 0 && !row(rows.income, 'l3').isZero())
    ctx.warn('Schedule 1: a manual business income row was ignored because Schedule C is computed.');
  // Unemployment repaid in 2024 is subtracted from what was received in 2024 (Schedule 1
  // instructions, line 7); a repayment over the amount received is not income netting.
  const repaid = sumOf(gs, (g) =>
    Money.min(m(g.repaid_in_2024).clampZero(), m(g.unemployment_comp).clampZero()),
  );
  gs.forEach((g) => {
    if (m(g.repaid_in_2024).gt(m(g.unemployment_comp).clampZero()))
      ctx.warn(
        `1099-G from ${g.payer_name ?? 'a payer'}: unemployment repaid (${fmt(m(g.repaid_in_2024))}) is more than box 1; only the box 1 amount was subtracted (a repayment of an earlier year's benefits is a deduction or credit, not netted here).`,
      );
  });
  const s1l7 = sumOf(gs, (g) => g.unemployment_comp)
    .minus(repaid)
    .plus(row(rows.income, 'l7'));
  const eight: Record<string, Money> = {};
  for (const [l, v] of rows.income) if (l.startsWith('l8')) eight[l] = v;
  // ---- Form 8889: taxable HSA distributions and testing-period income (line 8f) ----
  const hsa = form8889All(ctx);
  if (hsa) {
    if (eight.l8f && !eight.l8f.isZero())
      ctx.warn(
        'Schedule 1: a manual "Income from Form 8889" row was ignored; line 8f is computed from Form 8889.',
      );
    if (hsa.income.isZero()) delete eight.l8f;
    else eight.l8f = hsa.income;
  }
  const g8z = sumOf(gs, (g) =>
    m(g.rtaa_payments).plus(m(g.taxable_grants)).plus(m(g.agriculture_payments)).plus(m(g.market_gain)),
  );
  const misc8z = sumOf(
    (inp.f1099_misc ?? []).filter((x) => x.target === '1040'),
    (x) => x.box3_other_income,
  );
  const simple8z = sumOf(inp.f1099_simple, (x) => x.amount);
  eight.l8z = (eight.l8z ?? Money.ZERO).plus(g8z).plus(misc8z).plus(simple8z).plus(m(inc.other_income));
  const sources: Record<string, { text: string }> = {
    l1: {
      text: 'Taxable refunds, credits, or offsets of state and local income taxes (taxable part of Forms 1099-G box 2)',
    },
    l3: {
      text: `Business income or (loss) from Schedule C, line 31${businesses.length > 1 ? ` (${businesses.length} businesses)` : ''}`,
    },
    l5: {
      text: 'Rental real estate, royalties, partnerships, S corporations, trusts, etc. (Schedule E, line 41)',
    },
    l7: {
      text: repaid.isZero()
        ? 'Unemployment compensation (Forms 1099-G box 1)'
        : `Unemployment compensation (Forms 1099-G box 1) less the amount repaid in {year} (Repaid ${fmt(repaid)})`,
    },
    l8f: {
      text: 'Income from Form 8889: taxable HSA distributions (Form 8889, line 16) and testing-period income (Form 8889, line 20)',
    },
    l8z: {
      text: `Other income${[
        ...(rows.descriptions.get('l8z') ?? []),
        g8z.isZero() ? '' : 'Form 1099-G boxes 5, 6, 7, 9',
        misc8z.isZero() ? '' : 'Form 1099-MISC box 3',
        simple8z.isZero() ? '' : 'Form 1099',
      ]
        .filter(Boolean)
        .map((x) => `: ${x}`)
        .join('')}`,
    },
  };
  const nonPassiveIncome = Money.sum([
    l1z,
    id.taxableInterest,
    id.ordinaryDividends,
    l4b,
    l5b,
    l7,
    s1l1,
    row(rows.income, 'l2a'),
    s1l3,
    row(rows.income, 'l4'),
    row(rows.income, 'l6'),
    s1l7,
    ...Object.values(eight),
  ]);
  return {
    tips,
    l1c,
    l1h,
    l1i,
    l1z,
    id,
    rs,
    sd,
    l7,
    rows,
    s1l1,
    s1l3,
    s1l7,
    eight,
    sources,
    nonPassiveIncome,
    hsa,
  };
}
export type Income = ReturnType<typeof income>;
