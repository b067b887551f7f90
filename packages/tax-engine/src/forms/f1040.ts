/**
 * Form 1040 (2024) — the whole return, line by line, in the order the lines depend on each other.
 * Each schedule and form module writes its own lines; this module wires them to the 1040.
 */
import { isQualifyingChildRelationship, relationshipFromText } from '../relationships';
import { Ctx, fmt, m, ownerOf, sumOf } from '../context';
import {
  earnedIncomeCredit,
  form2441,
  form2441PartIII,
  form8863,
  schedule8812,
  type EicChild,
  type Form2441BenefitsResult,
  type Schedule8812Dependent,
} from '../credits';
import { Money } from '../money';
import type { Dependent, Owner } from '../types';
import {
  qdcgtWorksheet,
  scheduleDTaxWorksheet,
  type CapitalGainTaxResult,
} from '../worksheets/capitalGainTax';
import {
  iraDeductionWorksheet,
  socialSecurityWorksheet,
  standardDeduction,
  studentLoanInterestWorksheet,
  type IraPerson,
} from '../worksheets/deductions';
import { taxMethod, taxOnIncome } from '../worksheets/taxComputation';
import {
  EDUCATOR_EXPENSE_MAX,
  FOREIGN_TAX_DE_MINIMIS,
  IRA,
  KIDDIE_TAX_THRESHOLD,
  TAX_YEAR,
} from '../year2024';
import { form6251 } from './f6251';
import { form8959 } from './f8959';
import { form8960 } from './f8960';
import { form8995, type QbiBusiness } from './f8995';
import { scheduleA, type ScheduleAResult } from './scheduleA';
import { interestAndDividends } from './scheduleB';
import { scheduleCAll } from './scheduleC';
import { capitalLossCarryover, scheduleD } from './scheduleD';
import { scheduleE } from './scheduleE';
import { schedule1PartI, schedule1PartII, schedule1Rows } from './schedule1';
import { schedule2Line1z, schedule2PartI, schedule2PartII } from './schedule2';
import { schedule3PartI } from './schedule3';
import { scheduleSE, seFormName, type ScheduleSEResult } from './scheduleSE';
import { form4137, form5329PartI, partlyTaxable, retirementTaxable } from './f5329';
import { excessSocialSecurity, payments } from './f1040Payments';

/** Age on December 31, 2024 from a birth date or a stated age. */
export function ageAtYearEnd(dob: string | undefined, age: number | undefined): number {
  if (dob && /^\d{4}-\d{2}-\d{2}/.test(dob)) return TAX_YEAR - Number(dob.slice(0, 4));
  return age ?? 0;
}

export function computeForm1040(ctx: Ctx): void {
  const L = ctx.L;
  const inp = ctx.input;
  const inc = inp.income ?? {};
  const adj = inp.adjustments ?? {};
  const oc = inp.other_credits ?? {};
  const ot = inp.other_taxes ?? {};
  ctx.need('f1040');

  // ---- Schedule C and Schedule SE (needed for earned income and Schedule 1) ----
  const businesses = scheduleCAll(ctx);
  const profitBy = (who: Owner): Money =>
    Money.sum(businesses.filter((b) => b.owner === who).map((b) => b.netProfit));
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
    const keys = businesses.filter((b) => b.owner === who).map((b) => `${b.form}.l31`);
    const r = scheduleSE(ctx, who, profitBy(who), k1Se(who), keys);
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
  const wagesOf = (who: Owner): Money =>
    sumOf(
      w2.filter((w) => ownerOf(w) === who),
      (w) => w.wages,
    );

  // ---- Form 2441 Part III: dependent care benefits (line 1e) ----
  const dc = inp.dependent_care ?? {};
  const deps = inp.dependents ?? [];
  const depAge = (d: Dependent): number => ageAtYearEnd(d.date_of_birth, d.age);
  const careCount =
    dc.qualifying_persons ?? deps.filter((d) => depAge(d) < 13 || d.permanently_disabled).length;
  const benefits = sumOf(w2, (w) => w.dependent_care_benefits).plus(m(dc.employer_benefits));
  const earnedTp = wagesOf('taxpayer').plus(seEarned('taxpayer'));
  const earnedSp = wagesOf('spouse').plus(seEarned('spouse'));
  const studentOrDisabled = dc.spouse_student_or_disabled_months
    ? { who: 'spouse' as const, months: dc.spouse_student_or_disabled_months }
    : undefined;
  let partIII: Form2441BenefitsResult | null = null;
  if (benefits.isPositive()) {
    ctx.need('f2441');
    partIII = form2441PartIII(
      {
        filingStatus: ctx.status,
        mfsLivedApart: inp.mfs_lived_apart_all_year,
        qualifyingPersonCount: careCount,
        dependentCareBenefits: benefits,
        forfeitedOrCarriedForward: m(dc.forfeited_or_carried_forward),
        qualifiedExpensesIncurred: m(dc.expenses_total),
        earnedIncome: earnedTp,
        spouseEarnedIncome: ctx.married ? earnedSp : undefined,
        studentOrDisabled,
      },
      L,
    );
  }

  // ---- Income: lines 1a-1z ----
  const tips = m(ot.unreported_tips);
  const l1a = L.setDollars(
    'f1040.l1a',
    sumOf(w2, (w) => w.wages).plus(m(inc.wages)),
    `Total amount from Form(s) W-2, box 1 (${w2.length} form${w2.length === 1 ? '' : 's'})`,
    ['input.w2s.wages', 'input.income.wages'],
  );
  const l1b = L.setDollars(
    'f1040.l1b',
    m(inc.household_wages),
    'Household employee wages not reported on Form(s) W-2',
    ['input.income.household_wages'],
  );
  const l1c = L.setDollars(
    'f1040.l1c',
    m(inc.tip_income).plus(tips),
    'Tip income not reported on line 1a (Form 4137)',
    ['input.income.tip_income', 'input.other_taxes.unreported_tips'],
  );
  const l1d = L.setDollars(
    'f1040.l1d',
    m(inc.medicaid_waiver),
    'Medicaid waiver payments not reported on Form(s) W-2',
    ['input.income.medicaid_waiver'],
  );
  const l1e = L.setDollars(
    'f1040.l1e',
    partIII ? partIII.taxableBenefits : m(inc.dependent_care_benefits),
    'Taxable dependent care benefits from Form 2441, line 26',
    partIII ? ['f2441.l26'] : ['input.income.dependent_care_benefits'],
  );
  const l1f = L.setDollars(
    'f1040.l1f',
    m(inc.adoption_benefits),
    'Employer-provided adoption benefits from Form 8839, line 29',
    ['input.income.adoption_benefits'],
  );
  const l1g = L.setDollars('f1040.l1g', Money.ZERO, 'Wages from Form 8919, line 6 (not computed)', []);
  const l1h = L.setDollars('f1040.l1h', m(inc.other_earned_income), 'Other earned income', [
    'input.income.other_earned_income',
  ]);
  const l1i = L.setDollars('f1040.l1i', m(inc.combat_pay), 'Nontaxable combat pay election', [
    'input.income.combat_pay',
  ]);
  const l1z = L.setDollars(
    'f1040.l1z',
    Money.sum([l1a, l1b, l1c, l1d, l1e, l1f, l1g, l1h]),
    'Add lines 1a through 1h',
    ['f1040.l1a', 'f1040.l1b', 'f1040.l1c', 'f1040.l1d', 'f1040.l1e', 'f1040.l1f', 'f1040.l1g', 'f1040.l1h'],
  );
  w2.forEach((w) => {
    if (w.statutory_employee)
      ctx.warn(
        `W-2 from ${w.employer_name ?? 'an employer'} is a statutory employee W-2: report it on Schedule C (statutory_employee_wages), not line 1a.`,
      );
  });

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
    ['input.f1099_r.box1_gross_dist'],
  );
  const l4b = L.setDollars(
    'f1040.l4b',
    sumOf(iras, retirementTaxable).plus(m(inc.ira_distributions)),
    'Taxable amount (box 2a, less rollovers and qualified charitable distributions)',
    ['input.f1099_r.box2a_taxable_amt', 'input.f1099_r.rollover_amount', 'input.f1099_r.qcd_amount'],
  );
  L.setDollars(
    'f1040.l5a',
    sumOf(pens.filter(partlyTaxable), (r) => r.box1_gross_dist).plus(m(inc.pension_total)),
    'Pensions and annuities (Forms 1099-R box 1) not fully taxable; a fully taxable one goes on line 5b only',
    ['input.f1099_r.box1_gross_dist'],
  );
  const l5b = L.setDollars(
    'f1040.l5b',
    sumOf(pens, retirementTaxable).plus(m(inc.pensions)),
    'Taxable amount (box 2a, less rollovers)',
    ['input.f1099_r.box2a_taxable_amt', 'input.f1099_r.rollover_amount'],
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
  const row = (map: Map<string, Money>, l: string): Money => map.get(l) ?? Money.ZERO;
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
        `1099-G from ${g.payer_name ?? 'a payer'}: state refund of ${fmt(m(g.state_tax_refund))} has no taxable_refund_amount — treated as not taxable (taxable only if you itemized and deducted state income tax in 2023).`,
      );
    }
  });
  const scheduleCTotal = Money.sum(businesses.map((b) => b.netProfit));
  const s1l3 = businesses.length > 0 ? scheduleCTotal : row(rows.income, 'l3');
  if (businesses.length > 0 && !row(rows.income, 'l3').isZero())
    ctx.warn('Schedule 1: a manual business income row was ignored because Schedule C is computed.');
  const s1l7 = sumOf(gs, (g) => g.unemployment_comp).plus(row(rows.income, 'l7'));
  const eight: Record<string, Money> = {};
  for (const [l, v] of rows.income) if (l.startsWith('l8')) eight[l] = v;
  const g8z = sumOf(gs, (g) =>
    m(g.rtaa_payments).plus(m(g.taxable_grants)).plus(m(g.agriculture_payments)).plus(m(g.market_gain)),
  );
  const misc8z = sumOf(
    (inp.f1099_misc ?? []).filter((x) => x.target === '1040'),
    (x) => x.box3_other_income,
  );
  const simple8z = sumOf(inp.f1099_simple, (x) => x.amount);
  eight.l8z = (eight.l8z ?? Money.ZERO).plus(g8z).plus(misc8z).plus(simple8z).plus(m(inc.other_income));
  const sources: Record<string, { text: string; inputs: string[] }> = {
    l1: {
      text: 'Taxable refunds, credits, or offsets of state and local income taxes (taxable part of Forms 1099-G box 2)',
      inputs: ['input.f1099_g.taxable_refund_amount'],
    },
    l3: {
      text: `Business income or (loss) from Schedule C, line 31${businesses.length > 1 ? ` (${businesses.length} businesses)` : ''}`,
      inputs: businesses.map((b) => `${b.form}.l31`),
    },
    l5: {
      text: 'Rental real estate, royalties, partnerships, S corporations, trusts, etc. (Schedule E, line 41)',
      inputs: ['scheduleE.l41'],
    },
    l7: {
      text: 'Unemployment compensation (Forms 1099-G box 1)',
      inputs: ['input.f1099_g.unemployment_comp'],
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
      inputs: ['input.schedule_1.entries', 'input.f1099_g', 'input.f1099_misc.box3_other_income'],
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

  // ---- Adjustments that do not depend on AGI ----
  const a: Record<string, Money> = {};
  const tpEd = Money.min(m(adj.educator_expenses_taxpayer), Money.dollars(EDUCATOR_EXPENSE_MAX));
  const spEd = ctx.joint
    ? Money.min(m(adj.educator_expenses_spouse), Money.dollars(EDUCATOR_EXPENSE_MAX))
    : Money.ZERO;
  const edCap = Money.dollars(EDUCATOR_EXPENSE_MAX * (ctx.joint ? 2 : 1));
  a.l11 = Money.min(tpEd.plus(spEd).plus(row(rows.adjustments, 'l11')), edCap);
  a.l12 = m(adj.reservist_artist_fee_basis).plus(row(rows.adjustments, 'l12'));
  a.l13 = m(adj.hsa_deduction).plus(row(rows.adjustments, 'l13'));
  a.l14 = m(adj.moving_expenses_military).plus(row(rows.adjustments, 'l14'));
  a.l15 = seDeduction;
  if (!row(rows.adjustments, 'l15').isZero())
    ctx.warn(
      'Schedule 1: a manual "half of self-employment tax" row was ignored; line 15 is computed from Schedule SE.',
    );
  a.l16 = m(adj.sep_simple_qualified_plans).plus(row(rows.adjustments, 'l16'));
  const sehiPaid = m(adj.self_employed_health_insurance).plus(row(rows.adjustments, 'l17'));
  const sehiLimit = Money.sum(businesses.map((b) => b.netProfit))
    .plus(k1Se('taxpayer'))
    .plus(k1Se('spouse'))
    .minus(a.l15)
    .minus(a.l16)
    .clampZero();
  a.l17 = Money.min(sehiPaid, sehiLimit);
  if (a.l17.lt(sehiPaid))
    ctx.warn(`Self-employed health insurance limited to net self-employment profit (${fmt(sehiLimit)}).`);
  a.l18 = sumOf(inp.f1099_int, (x) => x.box2_early_withdrawal_penalty).plus(row(rows.adjustments, 'l18'));
  a.l19a = row(rows.adjustments, 'l19a');
  a.l23 = m(adj.archer_msa_deduction).plus(row(rows.adjustments, 'l23'));
  for (const [l, v] of rows.adjustments) if (l.startsWith('l24')) a[l] = v;
  if (!m(adj.adjustments_to_income).isZero())
    a.l24z = (a.l24z ?? Money.ZERO).plus(m(adj.adjustments_to_income));
  const sumAdj = (lines: string[]): Money => Money.sum(lines.map((l) => (a[l] ?? Money.ZERO).roundDollars()));
  const other24 = (): Money =>
    Money.sum(
      Object.entries(a)
        .filter(([l]) => l.startsWith('l24'))
        .map(([, v]) => v.roundDollars()),
    );
  const adjBeforeIra = sumAdj(['l11', 'l12', 'l13', 'l14', 'l16', 'l17', 'l18', 'l19a', 'l23']).plus(
    other24(),
  );

  // ---- Schedule E with the Form 8582 MAGI ----
  const magi8582 = nonPassiveIncome.minus(adjBeforeIra);
  const magiPos = magi8582.clampZero();
  L.setDollars(
    'f8582.magi',
    magiPos,
    'Modified AGI for the special allowance: AGI without passive losses, taxable social security, IRA, student loan interest or half of SE tax deductions',
    ['f1040.l1z'],
  );
  const se = scheduleE(ctx, magiPos);
  if (!ctx.needs('f8582')) L.dropForm('f8582');
  const s1l5 = se ? se.total : row(rows.income, 'l5');
  const l8 = schedule1PartI(
    ctx,
    {
      l1: s1l1,
      l2a: row(rows.income, 'l2a'),
      l3: s1l3,
      l4: row(rows.income, 'l4'),
      l5: s1l5,
      l6: row(rows.income, 'l6'),
      l7: s1l7,
      l8: eight,
    },
    sources,
  );
  L.setDollars('f1040.l8', l8, 'Additional income from Schedule 1, line 10', ['schedule1.l10']);

  // ---- Social security, IRA deduction (Pub. 590-A Appendix B order), student loan interest ----
  const ssa = inp.ssa_1099 ?? [];
  const ssBenefits = sumOf(ssa, (s) =>
    s.box5_net_benefits !== undefined && s.box5_net_benefits !== null && s.box5_net_benefits !== ''
      ? m(s.box5_net_benefits)
      : m(s.box3_benefits_paid).minus(m(s.box4_benefits_repaid)),
  ).plus(m(inc.ssa_total));
  const incomeExSs = Money.sum([
    l1z,
    id.taxableInterest,
    id.ordinaryDividends,
    L.get('f1040.l4b'),
    L.get('f1040.l5b'),
    L.get('f1040.l7'),
    L.get('f1040.l8'),
  ]);
  const adjNoIra = adjBeforeIra.plus(seDeduction.roundDollars());
  const contributions = (who: Owner): Money => {
    let v = m(who === 'taxpayer' ? adj.ira_contribution_taxpayer : adj.ira_contribution_spouse);
    if (who === 'taxpayer') v = v.plus(row(rows.adjustments, 'l20'));
    return v;
  };
  const covered = (who: Owner): boolean => {
    const flag =
      who === 'taxpayer' ? adj.taxpayer_covered_by_retirement_plan : adj.spouse_covered_by_retirement_plan;
    return flag ?? w2.some((w) => ownerOf(w) === who && w.retirement_plan === true);
  };
  const age50 = (who: Owner): boolean => {
    const dob = (who === 'taxpayer' ? inp.taxpayer : inp.spouse)?.date_of_birth;
    return !!dob && dob < IRA.catchUpBornBefore;
  };
  const iraPersons: IraPerson[] = ctx.persons().map((who) => ({
    who,
    contribution: contributions(who),
    covered: covered(who),
    compensation: wagesOf(who)
      .plus(who === 'taxpayer' ? l1c.plus(l1h) : Money.ZERO)
      .plus(seEarned(who))
      .minus(who === 'taxpayer' ? (a.l16 ?? Money.ZERO) : Money.ZERO)
      .plus(who === 'taxpayer' ? row(rows.income, 'l2a') : Money.ZERO),
    age50: age50(who),
  }));
  let iraDed = Money.ZERO;
  if (iraPersons.some((p) => p.contribution.isPositive())) {
    ctx.need('iraDeductionWks');
    const ssPrelim = socialSecurityWorksheet(
      ctx,
      ssBenefits,
      incomeExSs,
      id.taxExemptInterest,
      adjNoIra,
      'ssBenefitsWks',
      false,
    );
    const iraMagi = incomeExSs.plus(ssPrelim).minus(adjNoIra);
    iraDed = iraDeductionWorksheet(ctx, iraPersons, iraMagi);
  }
  a.l20 = iraDed;
  const adjThrough20 = adjNoIra.plus(iraDed);
  if (ssBenefits.isPositive()) ctx.need('ssBenefitsWks');
  const l6a = L.setDollars('f1040.l6a', ssBenefits, 'Social security benefits (Forms SSA-1099 box 5)', [
    'input.ssa_1099',
  ]);
  const ss = socialSecurityWorksheet(ctx, l6a, incomeExSs, id.taxExemptInterest, adjThrough20);
  const l6b = L.setDollars(
    'f1040.l6b',
    ss,
    'Taxable amount (Social Security Benefits Worksheet, line 18)',
    ssBenefits.isPositive() ? ['ssBenefitsWks.l18'] : [],
  );
  const l9 = L.setDollars(
    'f1040.l9',
    incomeExSs.plus(l6b),
    'Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income',
    ['f1040.l1z', 'f1040.l2b', 'f1040.l3b', 'f1040.l4b', 'f1040.l5b', 'f1040.l6b', 'f1040.l7', 'f1040.l8'],
  );
  const sliPaid = m(adj.student_loan_interest_paid).plus(row(rows.adjustments, 'l21'));
  a.l21 = studentLoanInterestWorksheet(ctx, sliPaid, l9, adjThrough20);
  const l10 = L.setDollars(
    'f1040.l10',
    schedule1PartII(ctx, a, {
      l11: {
        text: 'Educator expenses (up to $300 per educator)',
        inputs: [
          'input.adjustments.educator_expenses_taxpayer',
          'input.adjustments.educator_expenses_spouse',
        ],
      },
      l15: {
        text: 'Deductible part of self-employment tax (Schedule SE, line 13)',
        inputs: ses.map((s) => `${s.form}.l13`),
      },
      l17: {
        text: 'Self-employed health insurance deduction (limited to net self-employment profit less lines 15 and 16)',
        inputs: ['input.adjustments.self_employed_health_insurance'],
      },
      l18: {
        text: 'Penalty on early withdrawal of savings (Forms 1099-INT box 2)',
        inputs: ['input.f1099_int.box2_early_withdrawal_penalty'],
      },
      l20: {
        text: 'IRA deduction (IRA Deduction Worksheet, line 9)',
        inputs: ['iraDeductionWks.l9', 'iraDeductionWks#spouse.l9'],
      },
      l21: {
        text: 'Student loan interest deduction (Student Loan Interest Deduction Worksheet, line 9)',
        inputs: ['studentLoanWks.l9'],
      },
    }),
    'Adjustments to income from Schedule 1, line 26',
    ['schedule1.l26'],
  );
  const l11 = L.setDollars(
    'f1040.l11',
    l9.minus(l10),
    'Subtract line 10 from line 9. This is your adjusted gross income',
    ['f1040.l9', 'f1040.l10'],
  );

  // ---- Deductions: lines 12-15 ----
  const earnedForStd = l1z
    .plus(seEarned('taxpayer'))
    .plus(seEarned('spouse'))
    .plus(eight.l8r ?? Money.ZERO);
  const std = standardDeduction(ctx, earnedForStd);
  const sa = inp.schedule_a;
  const forceItemize = inp.force_itemize === true || sa?.force_itemize === true;
  let schA: ScheduleAResult | null = null;
  if (sa || (ctx.status === 'mfs' && inp.spouse_itemizes)) {
    const nii = id.taxableInterest
      .plus(id.ordinaryDividends)
      .minus(id.qualifiedDividends)
      .plus(se ? se.line26.clampZero() : Money.ZERO);
    schA = scheduleA(ctx, l11, nii);
  }
  const itemize =
    schA !== null &&
    (forceItemize || schA.total.gt(std) || (ctx.status === 'mfs' && inp.spouse_itemizes === true));
  if (schA) {
    // Kept even when Schedule A is dropped, so the screens can show the comparison.
    L.setDollars(
      'deductionChoiceWks.itemized',
      schA.total,
      `Itemized deductions (Schedule A line 17), compared with the standard deduction ${fmt(std)}: ${itemize ? 'used' : 'not used'}`,
      [],
    );
  }
  if (schA && itemize) ctx.need('scheduleA');
  else if (schA) {
    L.dropForm('scheduleA');
    L.dropForm('f4952');
    schA = null;
  }
  const l12 =
    itemize && schA
      ? L.setDollars(
          'f1040.l12',
          schA.total,
          forceItemize && schA.total.lte(std)
            ? 'Itemized deductions from Schedule A, line 17 (itemizing elected although smaller than the standard deduction)'
            : `Itemized deductions from Schedule A, line 17 (more than the standard deduction ${fmt(std)})`,
          ['scheduleA.l17'],
        )
      : L.setDollars('f1040.l12', std, 'Standard deduction', ['stdDeductionWks.total']);
  if (itemize && ctx.needs('f4952')) ctx.need('f4952');
  const taxableBeforeQbi = l11.minus(l12);
  // Form 8995: net capital gain = qualified dividends + the smaller of Schedule D lines 15 and 16 (when both are gains).
  const netCg = id.qualifiedDividends.plus(sd.filed ? Money.min(sd.l15, sd.l16).clampZero() : l7.clampZero());
  const qbiBusinesses: QbiBusiness[] = [];
  const totalSeProfit = Money.sum(businesses.map((b) => b.netProfit.clampZero()));
  for (const b of businesses) {
    // QBI is net profit less the deductible part of SE tax, SE health insurance and retirement contributions attributable to it.
    let q = b.netProfit;
    if (b.netProfit.isPositive() && totalSeProfit.isPositive()) {
      const share = (v: Money): Money => v.prorate(b.netProfit.cents, totalSeProfit.cents);
      q = q
        .minus(share(a.l15 ?? Money.ZERO))
        .minus(share(a.l16 ?? Money.ZERO))
        .minus(share(a.l17 ?? Money.ZERO));
    }
    qbiBusinesses.push({
      name: b.input.business_name ?? b.form,
      qbi: q,
      isSstb: b.isSstb,
      w2Wages: b.w2Wages,
      ubia: b.ubia,
      source: `${b.form}.l31`,
    });
  }
  for (const p of inp.schedule_e?.partnerships ?? []) {
    const q =
      p.qbi !== undefined && p.qbi !== null && p.qbi !== ''
        ? m(p.qbi)
        : m(p.col_k_nonpassive_income)
            .plus(m(p.col_h_passive_income))
            .minus(m(p.col_i_nonpassive_loss))
            .minus(m(p.col_g_passive_loss))
            .minus(m(p.col_j_sec179));
    if (!q.isZero())
      qbiBusinesses.push({
        name: p.name ?? 'Partnership/S corporation',
        qbi: q,
        isSstb: false,
        w2Wages: Money.ZERO,
        ubia: Money.ZERO,
        source: 'input.schedule_e.partnerships',
      });
  }
  const reit = sumOf(inp.f1099_div, (d) => d.box5_section_199a_dividends);
  const qbi = form8995(ctx, qbiBusinesses, reit, taxableBeforeQbi.clampZero(), netCg);
  const l13 = L.setDollars(
    'f1040.l13',
    qbi,
    'Qualified business income deduction from Form 8995 or Form 8995-A',
    qbi.isZero() ? [] : [ctx.needs('f8995a') ? 'f8995a.l15' : 'f8995.l15'],
  );
  const l14 = L.setDollars('f1040.l14', l12.plus(l13), 'Add lines 12 and 13', ['f1040.l12', 'f1040.l13']);
  const l15 = L.setDollars(
    'f1040.l15',
    l11.minus(l14).clampZero(),
    'Subtract line 14 from line 11. If zero or less, enter -0-. This is your taxable income',
    ['f1040.l11', 'f1040.l14'],
  );
  capitalLossCarryover(ctx, sd, l11.minus(l14));

  // ---- Tax: line 16 ----
  let cg: CapitalGainTaxResult | null = null;
  const hasGains =
    id.qualifiedDividends.isPositive() ||
    (sd.filed ? sd.l15.isPositive() && sd.l16.isPositive() : l7.isPositive());
  let l16: Money;
  if (hasGains && (sd.l18.isPositive() || sd.l19.isPositive())) {
    cg = scheduleDTaxWorksheet(ctx, l15, id.qualifiedDividends, sd);
    l16 = L.setDollars('f1040.l16', cg.tax, 'Tax from the Schedule D Tax Worksheet, line 47', [
      'scheduleDTaxWks.l47',
    ]);
  } else if (hasGains) {
    const line3 = sd.filed ? Money.min(sd.l15, sd.l16) : l7;
    cg = qdcgtWorksheet(
      ctx,
      l15,
      id.qualifiedDividends,
      sd.filed && sd.l15.isPositive() && sd.l16.isPositive() ? line3 : sd.filed ? Money.ZERO : line3,
      sd.filed
        ? 'Smaller of Schedule D line 15 or 16 (if either is blank or a loss, -0-)'
        : 'Capital gain distributions (Form 1040 line 7)',
    );
    l16 = L.setDollars(
      'f1040.l16',
      cg.tax,
      'Tax from the Qualified Dividends and Capital Gain Tax Worksheet, line 25',
      ['qdcgtWks.l25'],
    );
  } else {
    l16 = L.setDollars(
      'f1040.l16',
      taxOnIncome(l15, ctx.status),
      `Tax on line 15 (${taxMethod(l15)}, ${ctx.status.toUpperCase()})`,
      ['f1040.l15'],
    );
  }
  if (inp.claimed_as_dependent) {
    const unearned = id.taxableInterest.plus(id.ordinaryDividends).plus(l7.clampZero());
    if (unearned.gt(Money.dollars(KIDDIE_TAX_THRESHOLD)))
      ctx.warn(
        'Unearned income over $2,600 for a dependent: Form 8615 (kiddie tax) may apply and is not computed.',
      );
  }

  // ---- Schedule 2 Part I and Schedule 3 line 1 (needed by Form 6251) ----
  const l1z2 = schedule2Line1z(ctx, m(ot.excess_aptc_repayment), m(ot.other_additions_to_tax));
  const foreignPaid = sumOf(inp.f1099_int, (x) => x.box6_foreign_tax_paid).plus(
    sumOf(inp.f1099_div, (d) => d.box7_foreign_tax_paid),
  );
  let ftc: Money;
  if (oc.foreign_tax_credit !== undefined && oc.foreign_tax_credit !== null && oc.foreign_tax_credit !== '')
    ftc = m(oc.foreign_tax_credit);
  else if (foreignPaid.lte(Money.dollars(FOREIGN_TAX_DE_MINIMIS[ctx.status]))) ftc = foreignPaid;
  else {
    ftc = Money.ZERO;
    ctx.warn(
      `Foreign tax paid of ${fmt(foreignPaid)} is over the $300/$600 limit for claiming it without Form 1116; enter other_credits.foreign_tax_credit from Form 1116.`,
    );
  }
  ftc = Money.min(ftc, l16.plus(l1z2));
  const schAInputs = schA as ScheduleAResult | null;
  const amtiQuick = l11.minus(l14).plus(itemize && schAInputs ? schAInputs.taxes : l12);
  let amt = Money.ZERO;
  const pab = sumOf(inp.f1099_int, (x) => x.box9_private_activity_bond_interest).plus(
    sumOf(inp.f1099_div, (d) => d.box13_private_activity_bond_dividends),
  );
  const amtAdj = inp.amt_adjustments ?? {};
  const amtiEstimate = amtiQuick
    .minus(s1l1)
    .plus(pab)
    .plus(m(amtAdj.incentive_stock_options))
    .plus(m(amtAdj.depreciation))
    .plus(m(amtAdj.other))
    .plus((eight.l8a ?? Money.ZERO).abs());
  if (
    amtiEstimate.gt(
      Money.dollars(
        ctx.status === 'mfj' || ctx.status === 'qss' ? 133_300 : ctx.status === 'mfs' ? 66_650 : 85_700,
      ),
    )
  ) {
    amt = form6251(ctx, {
      line1: l11.minus(l14),
      itemizing: itemize,
      deductionAddBack: itemize && schAInputs ? schAInputs.taxes : l12,
      taxRefund: s1l1,
      nol: (eight.l8a ?? Money.ZERO).abs(),
      privateActivityBondInterest: pab,
      regularTax: l16.plus(l1z2).minus(ftc),
      cg,
      sdLine19: sd.l19,
    });
    if (amt.isPositive()) ctx.need('f6251');
    else L.dropForm('f6251');
  }
  const l17 = L.setDollars('f1040.l17', schedule2PartI(ctx, amt), 'Amount from Schedule 2, line 3', [
    'schedule2.l3',
  ]);
  const l18 = L.setDollars('f1040.l18', l16.plus(l17), 'Add lines 16 and 17', ['f1040.l16', 'f1040.l17']);

  // ---- Nonrefundable credits: Form 2441, Form 8863, Schedule 8812, Schedule 3 ----
  const creditStatus = ctx.status;
  const depsFor2441 = deps.filter((d) => depAge(d) < 13 || d.permanently_disabled);
  let cdcc = Money.ZERO;
  if (m(dc.expenses_total).isPositive()) {
    ctx.need('f2441');
    const persons = (depsFor2441.length ? depsFor2441 : [{ first_name: 'Qualifying person' } as Dependent])
      .slice(0, Math.max(1, careCount))
      .map((d, i) => ({
        name: [d.first_name, d.last_name].filter(Boolean).join(' ') || undefined,
        expenses: i === 0 ? m(dc.expenses_total) : Money.ZERO,
        over12AndDisabled: depAge(d) >= 13 && d.permanently_disabled === true,
      }));
    while (persons.length < careCount)
      persons.push({ name: undefined, expenses: Money.ZERO, over12AndDisabled: false });
    const r = form2441(
      {
        filingStatus: creditStatus,
        mfsLivedApart: inp.mfs_lived_apart_all_year,
        qualifyingPersons: persons,
        agi: l11,
        dependentCareBenefits: benefits,
        forfeitedOrCarriedForward: m(dc.forfeited_or_carried_forward),
        qualifiedExpensesIncurred: m(dc.expenses_total),
        earnedIncome: earnedTp,
        spouseEarnedIncome: ctx.married ? earnedSp : undefined,
        studentOrDisabled,
        tax: l18,
        creditsReducingLimit: ftc,
      },
      L,
    );
    cdcc = r.credit;
  }
  const students = inp.education ?? [];
  let eduNonref = Money.ZERO;
  let aotcRefundable = Money.ZERO;
  if (students.some((s) => m(s.qualified_expenses).isPositive())) {
    ctx.need('f8863');
    const tpAge = ageAtYearEnd(inp.taxpayer?.date_of_birth, undefined);
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
        creditsReducingLimit: ftc.plus(cdcc),
      },
      L,
    );
    eduNonref = r.nonrefundableEducationCredits;
    aotcRefundable = r.refundableAotc;
  }
  const s3Before8812 = ftc
    .plus(cdcc)
    .plus(eduNonref)
    .plus(m(oc.retirement_savings_credit))
    .plus(m(oc.energy_efficient_home_improvement_credit));

  // EIC (needed by Schedule 8812 Part II-B)
  const earnedForEic = l1z.plus(seEarned('taxpayer')).plus(ctx.joint ? seEarned('spouse') : Money.ZERO);
  const investmentIncome = id.taxableInterest
    .plus(id.taxExemptInterest)
    .plus(id.ordinaryDividends)
    .plus(l7.clampZero())
    .plus(se ? se.line26.clampZero() : Money.ZERO);
  const eicChildren: EicChild[] = deps
    .filter((d) => d.qualifying_child_for_eic !== false)
    .map((d) => ({
      ageAtEndOfYear: depAge(d),
      fullTimeStudent: d.student,
      permanentlyDisabled: d.permanently_disabled,
      livedWithFilerMoreThanHalfYear: d.qualifying_child_for_eic === true || (d.months_lived_with ?? 12) >= 7,
      hasValidSsn: d.has_ssn ?? true,
      meetsRelationshipTest:
        d.qualifying_child_for_eic === true ||
        d.relationship === undefined ||
        isQualifyingChildRelationship(d.relationship),
    }));
  let eic = Money.ZERO;
  if (earnedForEic.isPositive() && l11.lt(Money.dollars(66_819))) {
    const r = earnedIncomeCredit(
      {
        filingStatus: creditStatus,
        separatedSpouseRule: inp.mfs_lived_apart_all_year,
        earnedIncome: earnedForEic.plus(l1i),
        agi: l11,
        investmentIncome,
        taxpayerAge: ageAtYearEnd(inp.taxpayer?.date_of_birth, 30),
        spouseAge: ctx.joint ? ageAtYearEnd(inp.spouse?.date_of_birth, 30) : undefined,
        canBeClaimedAsDependent: inp.claimed_as_dependent === true,
        children: eicChildren,
      },
      L,
    );
    eic = r.credit;
    if (eic.isPositive()) {
      ctx.need('eic');
      if (r.qualifyingChildren > 0) ctx.need('scheduleEIC');
    } else L.dropForm('eic');
  }

  // The claim flags are the filer's; say so when the facts point the other way.
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
    if (d.qualifies_for_child_tax_credit === true && lived !== undefined && lived < 7) {
      ctx.warn(
        `${name} lived with you ${lived} months in 2024; a qualifying child for the child tax credit must live with you more than half the year.`,
      );
    }
    if (
      d.qualifies_for_child_tax_credit === false &&
      d.date_of_birth &&
      age < 17 &&
      (lived ?? 12) >= 7 &&
      related
    ) {
      ctx.warn(
        `${name} is ${age} at the end of 2024 and appears to be a qualifying child, but the child tax credit is not claimed.`,
      );
    }
  }

  // Schedule 8812
  const ctcDeps: Schedule8812Dependent[] = deps
    .filter((d) => d.qualifies_for_child_tax_credit !== false || d.qualifies_for_other_credit !== false)
    .filter((d) => !(d.qualifies_for_child_tax_credit === false && d.qualifies_for_other_credit === false))
    .map((d) => {
      const age = depAge(d);
      const flagged = d.qualifies_for_child_tax_credit;
      if (flagged === true && age >= 17)
        ctx.warn(
          `${d.first_name ?? 'A dependent'} is ${age} at the end of 2024: not a qualifying child for the child tax credit (counted for the credit for other dependents).`,
        );
      const isQc =
        age < 17 &&
        (flagged ??
          ((d.months_lived_with ?? 12) >= 7 &&
            (d.relationship === undefined || isQualifyingChildRelationship(d.relationship))));
      return {
        ageAtEndOfYear: age,
        isQualifyingChild: isQc,
        hasRequiredSsn: d.has_ssn ?? true,
        isUsCitizenNationalOrResident: true,
      };
    });
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
        selfEmploymentAndOtherTaxes: a.l15.roundDollars(),
        earnedIncomeCreditAndExcessSsWithheld: eic.plus(excessSs),
      },
      L,
    );
    ctc = r.childTaxCreditAndOdc;
    actc = r.additionalChildTaxCredit;
  }
  const l19 = L.setDollars(
    'f1040.l19',
    ctc,
    'Child tax credit or credit for other dependents from Schedule 8812, line 14',
    ctcDeps.length ? ['schedule8812.l14'] : [],
  );
  const s3l8 = schedule3PartI(ctx, {
    l1: ftc,
    l2: cdcc,
    l3: eduNonref,
    l4: m(oc.retirement_savings_credit),
    l5a: m(oc.residential_clean_energy_credit),
    l5b: m(oc.energy_efficient_home_improvement_credit),
    l7: m(oc.other_nonrefundable_credits),
  });
  const l20 = L.setDollars('f1040.l20', s3l8, 'Amount from Schedule 3, line 8', ['schedule3.l8']);
  const l21 = L.setDollars('f1040.l21', l19.plus(l20), 'Add lines 19 and 20', ['f1040.l19', 'f1040.l20']);
  const l22 = L.setDollars(
    'f1040.l22',
    l18.minus(l21).clampZero(),
    'Subtract line 21 from line 18. If zero or less, enter -0-',
    ['f1040.l18', 'f1040.l21'],
  );

  // ---- Other taxes: Schedule 2 Part II ----
  const seIncome = Money.sum(ses.map((s) => s.netEarnings));
  const f8959 = form8959(ctx, seIncome);
  const niit = form8960(ctx, {
    taxableInterest: id.taxableInterest,
    ordinaryDividends: id.ordinaryDividends,
    scheduleE: s1l5,
    nonpassiveK1: se ? se.nonpassiveK1 : Money.ZERO,
    capitalGain: l7.plus(row(rows.income, 'l4')),
    investmentInterest: itemize ? L.get('scheduleA.l9') : Money.ZERO,
    agi: l11,
  });
  const tipsTax = form4137(ctx, tips, w2);
  const early = form5329PartI(ctx, rs);
  const box12 = (codes: string[]): Money =>
    sumOf(w2, (w) =>
      Money.sum(
        Object.entries(w.box12 ?? {})
          .filter(([c]) => codes.includes(c.toUpperCase()))
          .map(([, v]) => m(v)),
      ),
    );
  const l23 = L.setDollars(
    'f1040.l23',
    schedule2PartII(ctx, {
      l4: seTax,
      l5: tipsTax,
      l6: m(ot.form8919_tax),
      l8: early.plus(m(ot.additional_tax_ira_other)),
      l9: m(ot.household_employment_taxes),
      l10: m(ot.first_time_homebuyer_repayment),
      l11: f8959.tax,
      l12: niit,
      l13: box12(['A', 'B', 'M', 'N']).plus(m(ot.uncollected_ss_medicare_tips_gtl)),
      l17c: m(ot.hsa_additional_tax),
      l17z: m(ot.other_additional_taxes),
    }),
    'Other taxes, including self-employment tax, from Schedule 2, line 21',
    ['schedule2.l21'],
  );
  const l24 = L.setDollars('f1040.l24', l22.plus(l23), 'Add lines 22 and 23. This is your total tax', [
    'f1040.l22',
    'f1040.l23',
  ]);

  payments(ctx, {
    l24,
    withholding8959: f8959.withholding,
    eic,
    actc,
    ctcClaimed: ctcDeps.length > 0,
    aotcRefundable,
    excessSs,
  });
}

export { seFormName };
