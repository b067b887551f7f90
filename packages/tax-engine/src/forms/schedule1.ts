/**
 * Schedule 1 (Form 1040) 2024 — Additional Income and Adjustments to Income.
 * The screen's rows (spec 001 categories) are mapped onto the form's lines here; amounts the
 * engine computes itself (Schedule C, Schedule E, half of SE tax...) come in as arguments.
 */
import { Ctx, fmt, m } from '../context';
import { Money } from '../money';

/** Category key → Schedule 1 line, and the sign (−1 for lines entered in parentheses). */
const INCOME_LINES: Record<string, readonly [string, 1 | -1, string]> = {
  taxable_refunds: ['l1', 1, 'Taxable refunds, credits, or offsets of state and local income taxes'],
  alimony_received: ['l2a', 1, 'Alimony received'],
  business_income: ['l3', 1, 'Business income or (loss)'],
  other_gains_4797: ['l4', 1, 'Other gains or (losses) (Form 4797)'],
  rents_royalties_partnerships_scorps_trusts: [
    'l5',
    1,
    'Rental real estate, royalties, partnerships, S corporations, trusts, etc.',
  ],
  farm_income: ['l6', 1, 'Farm income or (loss) (Schedule F)'],
  unemployment: ['l7', 1, 'Unemployment compensation'],
  net_operating_loss: ['l8a', -1, 'Net operating loss'],
  gambling_income: ['l8b', 1, 'Gambling'],
  cancellation_of_debt: ['l8c', 1, 'Cancellation of debt'],
  foreign_earned_income_exclusion_2555: ['l8d', -1, 'Foreign earned income exclusion from Form 2555'],
  form8853_income: ['l8e', 1, 'Income from Form 8853'],
  form8889_income: ['l8f', 1, 'Income from Form 8889'],
  alaska_permanent_fund_dividends: ['l8g', 1, 'Alaska Permanent Fund dividends'],
  jury_duty_pay: ['l8h', 1, 'Jury duty pay'],
  prizes_awards: ['l8i', 1, 'Prizes and awards'],
  hobby_income: ['l8j', 1, 'Activity not engaged in for profit income'],
  stock_options_income: ['l8k', 1, 'Stock options'],
  personal_property_rental_for_profit: ['l8l', 1, 'Income from the rental of personal property'],
  olympic_paralympic_prizes: ['l8m', 1, 'Olympic and Paralympic medals and USOC prize money'],
  sec951a_inclusion: ['l8n', 1, 'Section 951(a) inclusion'],
  sec951A_gilti_inclusion: ['l8o', 1, 'Section 951A(a) inclusion'],
  sec461l_excess_business_loss: ['l8p', 1, 'Section 461(l) excess business loss adjustment'],
  able_taxable_distributions: ['l8q', 1, 'Taxable distributions from an ABLE account'],
  scholarships_not_on_w2: ['l8r', 1, 'Scholarship and fellowship grants not reported on Form W-2'],
  medicaid_waiver_nontaxable_amt: [
    'l8s',
    -1,
    'Nontaxable amount of Medicaid waiver payments included on Form 1040, line 1a or 1d',
  ],
  nonqualified_457_pension: [
    'l8t',
    1,
    'Pension or annuity from a nonqualified deferred compensation plan or a nongovernmental section 457 plan',
  ],
  wages_while_incarcerated: ['l8u', 1, 'Wages earned while incarcerated'],
  digital_assets_income: ['l8v', 1, 'Digital assets received as ordinary income not reported elsewhere'],
  other_income_z1: ['l8z', 1, 'Other income'],
  other_income_z2: ['l8z', 1, 'Other income'],
  other_income_z3: ['l8z', 1, 'Other income'],
};

const ADJUSTMENT_LINES: Record<string, readonly [string, string]> = {
  educator_expenses: ['l11', 'Educator expenses'],
  reservist_artist_fee_basis_2106: [
    'l12',
    'Certain business expenses of reservists, performing artists, and fee-basis government officials (Form 2106)',
  ],
  hsa_deduction_8889: ['l13', 'Health savings account deduction (Form 8889)'],
  moving_expenses_military_3903: ['l14', 'Moving expenses for members of the Armed Forces (Form 3903)'],
  half_self_employment_tax: ['l15', 'Deductible part of self-employment tax'],
  sep_simple_qualified_plans: ['l16', 'Self-employed SEP, SIMPLE, and qualified plans'],
  self_employed_health_ins: ['l17', 'Self-employed health insurance deduction'],
  penalty_early_withdrawal_savings: ['l18', 'Penalty on early withdrawal of savings'],
  alimony_paid: ['l19a', 'Alimony paid'],
  ira_deduction: ['l20', 'IRA deduction'],
  student_loan_interest: ['l21', 'Student loan interest deduction'],
  archer_msa_deduction: ['l23', 'Archer MSA deduction'],
  jury_duty_pay_remitted: ['l24a', 'Jury duty pay'],
  personal_property_rental_expenses: ['l24b', 'Deductible expenses related to income reported on line 8l'],
  olympic_prize_nontaxable_value_adj: [
    'l24c',
    'Nontaxable amount of the value of Olympic and Paralympic medals and USOC prize money',
  ],
  reforestation_amortization_expenses: ['l24d', 'Reforestation amortization and expenses'],
  trade_act_sub_repayment: [
    'l24e',
    'Repayment of supplemental unemployment benefits under the Trade Act of 1974',
  ],
  sec501c18D_contrib: ['l24f', 'Contributions to section 501(c)(18)(D) pension plans'],
  chaplains_403b_contrib: ['l24g', 'Contributions by certain chaplains to section 403(b) plans'],
  unlawful_discrimination_legal_fees: [
    'l24h',
    'Attorney fees and court costs for actions involving certain unlawful discrimination claims',
  ],
  irs_award_whistleblower_legal_fees: [
    'l24i',
    'Attorney fees and court costs paid in connection with an award from the IRS',
  ],
  housing_deduction_2555: ['l24j', 'Housing deduction from Form 2555'],
  excess_67e_from_k1_1041: [
    'l24k',
    'Excess deductions of section 67(e) expenses from Schedule K-1 (Form 1041)',
  ],
  other_adjustments_z1: ['l24z', 'Other adjustments'],
  other_adjustments_z2: ['l24z', 'Other adjustments'],
  other_adjustments_z3: ['l24z', 'Other adjustments'],
};

export interface Schedule1Rows {
  /** Manual-row totals per Schedule 1 line ("l1", "l8b", "l24z"...), signed as the line adds them. */
  income: Map<string, Money>;
  adjustments: Map<string, Money>;
  descriptions: Map<string, string[]>;
}

/** Collects the screen's manual rows (auto rows are the engine's own results and are skipped). */
export function schedule1Rows(ctx: Ctx): Schedule1Rows {
  const s1 = ctx.input.schedule_1 ?? {};
  const income = new Map<string, Money>();
  const adjustments = new Map<string, Money>();
  const descriptions = new Map<string, string[]>();
  const add = (map: Map<string, Money>, line: string, v: Money, desc?: string): void => {
    map.set(line, (map.get(line) ?? Money.ZERO).plus(v));
    if (desc) descriptions.set(line, [...(descriptions.get(line) ?? []), desc]);
  };
  for (const e of s1.entries ?? []) {
    if (e.source === 'auto') continue;
    const v = m(e.amount);
    if (v.isZero()) continue;
    if (e.section === 'additional_income') {
      if (e.category_key === 'k1099_error_or_personal_loss') continue;
      const map = INCOME_LINES[e.category_key];
      if (!map) {
        ctx.warn(
          `Schedule 1: unknown income category "${e.category_key}" treated as other income (line 8z).`,
        );
        add(income, 'l8z', v, e.description ?? e.category_key);
        continue;
      }
      add(income, map[0], map[1] === -1 ? v.abs().neg() : v, e.description);
    } else {
      const map = ADJUSTMENT_LINES[e.category_key];
      if (!map) {
        ctx.warn(
          `Schedule 1: unknown adjustment category "${e.category_key}" treated as other adjustments (line 24z).`,
        );
        add(adjustments, 'l24z', v, e.description ?? e.category_key);
        continue;
      }
      add(adjustments, map[0], v, e.description);
    }
  }
  // Alimony under a divorce or separation agreement executed after 2018 is neither income nor a
  // deduction (Schedule 1 instructions, lines 2a and 19a; TCJA section 11051).
  const postTcja = (date: string | undefined): boolean => !!date && date > '2018-12-31';
  if (!m(s1.alimony_received).isZero()) {
    if (postTcja(s1.alimony_received_agreement_date))
      ctx.warn(
        'Alimony received under an agreement executed after 2018 is not taxable (Schedule 1 line 2a).',
      );
    else add(income, 'l2a', m(s1.alimony_received));
  }
  if (!m(s1.alimony_paid).isZero()) {
    if (postTcja(s1.alimony_agreement_date))
      ctx.warn(
        'Alimony paid under an agreement executed after 2018 is not deductible (Schedule 1 line 19a).',
      );
    else add(adjustments, 'l19a', m(s1.alimony_paid));
  }
  return { income, adjustments, descriptions };
}

export interface Schedule1PartI {
  l1: Money;
  l2a: Money;
  l3: Money;
  l4: Money;
  l5: Money;
  l6: Money;
  l7: Money;
  /** Lines 8a-8z. */
  l8: Record<string, Money>;
}

/** Writes Part I; returns line 10. */
export function schedule1PartI(
  ctx: Ctx,
  x: Schedule1PartI,
  sources: Record<string, { text: string }>,
): Money {
  const L = ctx.L;
  const k = (l: string): string => `schedule1.${l}`;
  const label = (l: string, fallback: string): string => sources[l]?.text ?? fallback;
  const l1 = L.setDollars(
    k('l1'),
    x.l1,
    label('l1', 'Taxable refunds, credits, or offsets of state and local income taxes'),
  );
  const l2a = L.setDollars(k('l2a'), x.l2a, label('l2a', 'Alimony received'));
  const l3 = L.setDollars(k('l3'), x.l3, label('l3', 'Business income or (loss). Attach Schedule C'));
  const l4 = L.setDollars(k('l4'), x.l4, label('l4', 'Other gains or (losses). Attach Form 4797'));
  const l5 = L.setDollars(
    k('l5'),
    x.l5,
    label(
      'l5',
      'Rental real estate, royalties, partnerships, S corporations, trusts, etc. Attach Schedule E',
    ),
  );
  const l6 = L.setDollars(k('l6'), x.l6, label('l6', 'Farm income or (loss). Attach Schedule F'));
  const l7 = L.setDollars(k('l7'), x.l7, label('l7', 'Unemployment compensation'));
  const eightKeys: string[] = [];
  let nine = Money.ZERO;
  for (const [line, v] of Object.entries(x.l8)) {
    if (v.isZero()) continue;
    const desc = Object.values(INCOME_LINES).find((t) => t[0] === line)?.[2] ?? 'Other income';
    L.setDollars(k(line), v, label(line, desc));
    eightKeys.push(k(line));
    nine = nine.plus(L.get(k(line)));
  }
  const l9 = L.setDollars(k('l9'), nine, 'Total other income. Add lines 8a through 8z');
  const l10 = L.setDollars(
    k('l10'),
    Money.sum([l1, l2a, l3, l4, l5, l6, l7, l9]),
    'Combine lines 1 through 7 and 9. This is your additional income. Enter here and on Form 1040, line 8',
  );
  return l10;
}

/** Adjustment line amounts (already limited by their worksheets). Keys are line names: l11 ... l23, l24a ... l24z. */
export type Schedule1PartII = Record<string, Money>;

/** Writes Part II; returns line 26. */
export function schedule1PartII(
  ctx: Ctx,
  x: Schedule1PartII,
  sources: Record<string, { text?: string }>,
): Money {
  const L = ctx.L;
  const k = (l: string): string => `schedule1.${l}`;
  const keys: string[] = [];
  let total = Money.ZERO;
  for (const line of ['l11', 'l12', 'l13', 'l14', 'l15', 'l16', 'l17', 'l18', 'l19a', 'l20', 'l21', 'l23']) {
    const v = x[line] ?? Money.ZERO;
    const desc =
      sources[line]?.text ?? Object.values(ADJUSTMENT_LINES).find((t) => t[0] === line)?.[1] ?? line;
    L.setDollars(k(line), v, desc);
    keys.push(k(line));
    total = total.plus(L.get(k(line)));
  }
  const k24: string[] = [];
  let l25 = Money.ZERO;
  for (const [line, v] of Object.entries(x)) {
    if (!line.startsWith('l24') || v.isZero()) continue;
    const desc = Object.values(ADJUSTMENT_LINES).find((t) => t[0] === line)?.[1] ?? 'Other adjustments';
    L.setDollars(k(line), v, sources[line]?.text ?? desc);
    k24.push(k(line));
    l25 = l25.plus(L.get(k(line)));
  }
  const l25Line = L.setDollars(k('l25'), l25, 'Total other adjustments. Add lines 24a through 24z');
  keys.push(k('l25'));
  total = total.plus(l25Line);
  return L.setDollars(
    k('l26'),
    total,
    'Add lines 11 through 23 and 25. These are your adjustments to income. Enter here and on Form 1040, line 10',
  );
}

export function describe(v: Money, what: string): string {
  return `${what} ${fmt(v)}`;
}
