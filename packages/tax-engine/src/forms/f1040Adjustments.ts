/**
 * Form 1040 (2024), lines 6a-11: Schedule 1 Part II adjustments, Schedule E with the Form 8582
 * MAGI (Schedule 1 line 5 → line 8), social security benefits and the IRA deduction in the
 * Pub. 590-A Appendix B order, total income (line 9), student loan interest, line 10 and AGI.
 */
import { Ctx, fmt, m, ownerOf, sumOf } from '../context';
import { Money } from '../money';
import type { Owner } from '../types';
import {
  iraDeductionWorksheet,
  socialSecurityWorksheet,
  studentLoanInterestWorksheet,
  type IraPerson,
} from '../worksheets/deductions';
import { row, type Earnings, type Income } from './f1040Income';
import { scheduleE } from './scheduleE';
import { schedule1PartI, schedule1PartII } from './schedule1';

export function adjustedGrossIncome(ctx: Ctx, e: Earnings, income: Income) {
  const L = ctx.L;
  const inp = ctx.input;
  const inc = inp.income ?? {};
  const adj = inp.adjustments ?? {};
  const { businesses, k1Se, seDeduction, seEarned, w2, wagesOf } = e;
  const { l1c, l1h, l1z, id, rows, s1l1, s1l3, s1l7, eight, sources, nonPassiveIncome } = income;
  // ---- Adjustments that do not depend on AGI ----
  const a: Record<string, Money> = {};
  const edMax = ctx.params.schedule1.educatorExpenseMax;
  const tpEd = Money.min(m(adj.educator_expenses_taxpayer), Money.dollars(edMax));
  const spEd = ctx.joint ? Money.min(m(adj.educator_expenses_spouse), Money.dollars(edMax)) : Money.ZERO;
  const edCap = Money.dollars(edMax * (ctx.joint ? 2 : 1));
  a.l11 = Money.min(tpEd.plus(spEd).plus(row(rows.adjustments, 'l11')), edCap);
  a.l12 = m(adj.reservist_artist_fee_basis).plus(row(rows.adjustments, 'l12'));
  const { hsa } = income;
  if (hsa && (!m(adj.hsa_deduction).isZero() || !row(rows.adjustments, 'l13').isZero()))
    ctx.warn('The entered HSA deduction was ignored: line 13 is computed from Form 8889.');
  a.l13 = hsa ? hsa.deduction : m(adj.hsa_deduction).plus(row(rows.adjustments, 'l13'));
  a.l14 = m(adj.moving_expenses_military).plus(row(rows.adjustments, 'l14'));
  a.l15 = seDeduction;
  if (!row(rows.adjustments, 'l15').isZero())
    ctx.warn(
      'Schedule 1: a manual "half of self-employment tax" row was ignored; line 15 is computed from Schedule SE.',
    );
  a.l16 = m(adj.sep_simple_qualified_plans).plus(row(rows.adjustments, 'l16'));
  const sehiPaid = m(adj.self_employed_health_insurance).plus(row(rows.adjustments, 'l17'));
  // Lines 15 and 16 as Schedule 1 carries them (schedule1PartII writes them below); a statutory
  // employee's Schedule C is looked at and left out.
  const sehiLimit = Money.sum(businesses.filter((b) => !b.statutory).map((b) => b.netProfit))
    .via(...businesses.filter((b) => b.statutory).map((b) => b.netProfit))
    .plus(k1Se('taxpayer'))
    .plus(k1Se('spouse'))
    .minus(a.l15.from('schedule1.l15'))
    .minus(a.l16.from('schedule1.l16'))
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
  // The worksheets read the adjustments as Schedule 1 Part II carries them: schedule1PartII writes
  // those lines below from these amounts, rounded the same way.
  const s1 = (line: string, v: Money): Money => v.from(`schedule1.${line}`);
  const sumAdj = (lines: string[]): Money =>
    Money.sum(lines.map((l) => s1(l, (a[l] ?? Money.ZERO).roundDollars())));
  const other24 = (): Money =>
    s1(
      'l25',
      Money.sum(
        Object.entries(a)
          .filter(([l]) => l.startsWith('l24'))
          .map(([, v]) => v.roundDollars()),
      ),
    );
  const adjBeforeIra = sumAdj(['l11', 'l12', 'l13', 'l14', 'l16', 'l17', 'l18', 'l19a', 'l23']).plus(
    other24(),
  );

  // ---- Schedule E with the Form 8582 MAGI ----
  const magi8582 = nonPassiveIncome.minus(adjBeforeIra);
  const magiPos = L.setDollars(
    'f8582.magi',
    magi8582.clampZero(),
    'Modified AGI for the special allowance: AGI without passive losses, taxable social security, IRA, student loan interest or half of SE tax deductions',
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
  L.setDollars('f1040.l8', l8, 'Additional income from Schedule 1, line 10');

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
  const adjNoIra = adjBeforeIra.plus(s1('l15', seDeduction.roundDollars()));
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
    return !!dob && dob < ctx.params.ira.catchUpBornBefore;
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
    iraDed = iraDeductionWorksheet(
      ctx,
      iraPersons,
      iraMagi,
      ssBenefits.isPositive()
        ? 'Modified AGI: Form 1040, lines 1z, 2b, 3b, 4b, 5b, 7 and 8, plus the social security benefits taxable without the IRA deduction (figured with Form 1040, line 2a), minus Schedule 1, lines 11 through 19a, 23 and 25'
        : 'Modified AGI: Form 1040, lines 1z, 2b, 3b, 4b, 5b, 7 and 8, minus Schedule 1, lines 11 through 19a, 23 and 25',
    );
  }
  a.l20 = iraDed;
  const adjThrough20 = adjNoIra.plus(s1('l20', iraDed));
  if (ssBenefits.isPositive()) ctx.need('ssBenefitsWks');
  // Pub. 915, "Repayments More Than Gross Benefits": a negative box 5 total makes no benefit taxable;
  // the form's line 6a takes no negative amount.
  if (ssBenefits.isNegative())
    ctx.warn(
      `Your Forms SSA-1099 box 5 total is negative (${fmt(ssBenefits)}): you repaid more than you received, so none of the benefits is taxable. The excess may be an itemized deduction (Pub. 915, Repayments More Than Gross Benefits); it is not entered for you.`,
    );
  const l6a = L.setDollars(
    'f1040.l6a',
    ssBenefits.clampZero(),
    'Social security benefits (Forms SSA-1099 box 5; not below zero)',
  );
  const ss = socialSecurityWorksheet(ctx, l6a, incomeExSs, id.taxExemptInterest, adjThrough20);
  const l6b = L.setDollars('f1040.l6b', ss, 'Taxable amount (Social Security Benefits Worksheet, line 18)');
  const l9 = L.setDollars(
    'f1040.l9',
    incomeExSs.plus(l6b),
    'Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income',
  );
  const sliPaid = m(adj.student_loan_interest_paid).plus(row(rows.adjustments, 'l21'));
  a.l21 = studentLoanInterestWorksheet(ctx, sliPaid, l9, adjThrough20);
  const l10 = L.setDollars(
    'f1040.l10',
    schedule1PartII(ctx, a, {
      l11: {
        text: `Educator expenses (up to ${fmt(Money.dollars(ctx.params.schedule1.educatorExpenseMax))} per educator)`,
      },
      l13: hsa
        ? {
            text: 'Health savings account deduction (Form 8889, line 13)',
          }
        : {
            text: 'Health savings account deduction (Form 8889, entered)',
          },
      l15: {
        text: 'Deductible part of self-employment tax (Schedule SE, line 13)',
      },
      l17: {
        text: 'Self-employed health insurance deduction (limited to the net profit on Schedule C, line 31, less lines 15 and 16)',
      },
      l18: {
        text: 'Penalty on early withdrawal of savings (Forms 1099-INT box 2)',
      },
      l20: {
        text: 'IRA deduction (IRA Deduction Worksheet, line 9)',
      },
      l21: {
        text: 'Student loan interest deduction (Student Loan Interest Deduction Worksheet, line 9)',
      },
    }),
    'Adjustments to income from Schedule 1, line 26',
  );
  const l11 = L.setDollars(
    'f1040.l11',
    l9.minus(l10),
    'Subtract line 10 from line 9. This is your adjusted gross income',
  );
  // Form 8960 line 4a reads the amount as Schedule 1 line 5 carries it.
  return { a, se, s1l5: s1l5.readFrom(L.get('schedule1.l5')), l11 };
}
export type Agi = ReturnType<typeof adjustedGrossIncome>;
