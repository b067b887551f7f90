/**
 * Form 8889 (2024), health savings accounts: one form per person with an HSA ("f8889" for the
 * taxpayer, "f8889#spouse" for the spouse on a joint return).
 *  - Part I: the limit from the line 3 Limitation Chart (coverage on the first day of each month,
 *    or the whole year under the last-month rule), the age-55 additional contribution (line 3, or
 *    line 7 when married with family coverage), the family limit shared by spouses (line 6), employer
 *    contributions (W-2 box 12 code W) and funding distributions; the deduction → Schedule 1 line 13.
 *  - Part II: taxable distributions → Schedule 1 line 8f; the 20% additional tax → Schedule 2 line 17c
 *    unless the person died, is disabled or is 65 or older.
 *  - Part III: testing-period failures (amounts from the instructions' worksheet, entered) →
 *    Schedule 1 line 8f, and the 10% additional tax → Schedule 2 line 17d.
 * Not computed: excess contributions (Form 5329 Part VII) and excess employer contributions, which
 * are warned about.
 */
import { Ctx, fmt, m, ownerOf, sumOf } from '../context';
import { Money, divRound } from '../money';
import type { HdhpCoverage, HsaInput, Owner } from '../types';

export function hsaFormName(who: Owner): string {
  return who === 'taxpayer' ? 'f8889' : 'f8889#spouse';
}

export interface Form8889Result {
  owner: Owner;
  form: string;
  /** Line 13 → Schedule 1 line 13. */
  deduction: Money;
  /** Line 16 + line 20 → Schedule 1 line 8f. */
  income: Money;
  /** Line 17b → Schedule 2 line 17c. */
  additionalTax: Money;
  /** Line 21 → Schedule 2 line 17d. */
  testingFailureTax: Money;
}

export interface Form8889Totals {
  forms: Form8889Result[];
  deduction: Money;
  income: Money;
  additionalTax: Money;
  testingFailureTax: Money;
}

const MONTHS = 12;

/** Coverage on the first day of each month; the last-month rule gives every month December's coverage. */
function monthlyCoverage(h: HsaInput): HdhpCoverage[] {
  const given = h.coverage_by_month;
  const months: HdhpCoverage[] = Array.from({ length: MONTHS }, (_, i) =>
    given ? (given[i] ?? 'none') : (h.coverage ?? 'none'),
  );
  const december = months[MONTHS - 1] ?? 'none';
  if (h.last_month_rule && december !== 'none') return months.map(() => december);
  return months;
}

/** Employer contributions of one person reported on Forms W-2 box 12 code W. */
function codeW(ctx: Ctx, who: Owner): Money {
  return sumOf(
    (ctx.input.w2s ?? []).filter((w) => ownerOf(w) === who),
    (w) =>
      Money.sum(
        Object.entries(w.box12 ?? {})
          .filter(([c]) => c.trim().toUpperCase() === 'W')
          .map(([, v]) => m(v)),
      ),
  );
}

/** The HSAs of the return, one per person (the spouse's only on a joint return). */
function hsasOf(ctx: Ctx): Map<Owner, HsaInput> {
  const byOwner = new Map<Owner, HsaInput>();
  for (const h of ctx.input.hsas ?? []) {
    const who = ownerOf(h);
    if (who === 'spouse' && !ctx.joint) {
      ctx.warn(
        "An HSA belongs to the spouse but the return is not joint: it goes on the spouse's own Form 8889.",
      );
      continue;
    }
    if (byOwner.has(who)) {
      ctx.warn(
        `More than one HSA entry for the ${who}: one Form 8889 per person; only the first entry was used (add the amounts of all accounts into one).`,
      );
      continue;
    }
    byOwner.set(who, h);
  }
  return byOwner;
}

interface PartIFacts {
  who: Owner;
  h: HsaInput;
  coverage: HdhpCoverage[];
  married: boolean;
  /** Married and the person or the spouse had family coverage at any time (line 7 case). */
  marriedFamily: boolean;
  age55: boolean;
}

/** Lines 2-5: contributions and the limit before the spouses' split. */
function limitLines(ctx: Ctx, f: PartIFacts): { l2: Money; l5: Money } {
  const L = ctx.L;
  const P = ctx.params.f8889;
  const F = hsaFormName(f.who);
  const k = (l: string) => `${F}.${l}`;
  const l2 = L.setDollars(
    k('l2'),
    m(f.h.contributions),
    'HSA contributions you made for {year} (or made on your behalf), not employer or cafeteria-plan contributions',
  );
  // Line 3 Limitation Chart: each month's limit for the coverage on its first day, divided by 12.
  // The additional contribution is added here unless it belongs on line 7 (married, family coverage).
  let sum = 0n;
  let eligible = 0;
  for (const c of f.coverage) {
    if (c === 'none') continue;
    eligible += 1;
    sum += BigInt(c === 'family' ? P.familyLimit : P.selfOnlyLimit) * 100n;
    if (f.age55 && !f.marriedFamily) sum += BigInt(P.catchUp) * 100n;
  }
  const family = f.coverage.includes('family');
  const l3 = L.setDollars(
    k('l3'),
    Money.fromCents(divRound(sum, BigInt(MONTHS))),
    `Contribution limit: ${fmt(Money.dollars(family ? P.familyLimit : P.selfOnlyLimit))} (${family ? 'family' : 'self-only'} coverage) for ${eligible} of 12 months${f.h.last_month_rule ? ' (last-month rule)' : ''}${f.age55 && !f.marriedFamily ? `, plus ${fmt(Money.dollars(P.catchUp))} for age ${P.catchUpAge} or older` : ''}, divided by 12 (line 3 Limitation Chart)`,
  );
  const l4 = L.setDollars(
    k('l4'),
    m(f.h.archer_msa_contributions),
    'Archer MSA contributions for {year} (Form 8853, lines 1 and 2)',
  );
  const l5 = L.setDollars(
    k('l5'),
    l3.minus(l4).clampZero(),
    'Subtract line 4 from line 3. If zero or less, enter -0-',
  );
  return { l2, l5 };
}

/** Line 7: the additional contribution of a married person 55 or older when family coverage applies. */
function additionalAmount(ctx: Ctx, f: PartIFacts): Money {
  const P = ctx.params.f8889;
  if (!f.age55 || !f.marriedFamily) return Money.ZERO;
  const months = f.coverage.filter((c) => c !== 'none').length;
  return Money.dollars(P.catchUp).prorate(months, MONTHS);
}

/** Lines 8-13 and Parts II and III of one person, line 6 already decided. */
function restOfForm(ctx: Ctx, f: PartIFacts, l2: Money, l6: Money, l6Text: string): Form8889Result {
  const L = ctx.L;
  const P = ctx.params.f8889;
  const F = hsaFormName(f.who);
  const k = (l: string) => `${F}.${l}`;
  const h = f.h;
  L.setDollars(k('l6'), l6, l6Text);
  const l7 = L.setDollars(
    k('l7'),
    additionalAmount(ctx, f),
    `Additional contribution amount: ${fmt(Money.dollars(P.catchUp))} (for the months of coverage) at age ${P.catchUpAge} or older, married, with family coverage`,
  );
  const l8 = L.setDollars(k('l8'), L.get(k('l6')).plus(l7), 'Add lines 6 and 7');
  const w = codeW(ctx, f.who);
  const l9 = L.setDollars(
    k('l9'),
    w.plus(m(h.employer_contributions)),
    'Employer contributions made to your HSAs for {year} (Form W-2, box 12, code W)',
  );
  const l10 = L.setDollars(k('l10'), m(h.funding_distribution), 'Qualified HSA funding distributions');
  const l11 = L.setDollars(k('l11'), l9.plus(l10), 'Add lines 9 and 10');
  const l12 = L.setDollars(
    k('l12'),
    l8.minus(l11).clampZero(),
    'Subtract line 11 from line 8. If zero or less, enter -0-',
  );
  const l13 = L.setDollars(
    k('l13'),
    Money.min(l2, l12),
    'HSA deduction. Enter the smaller of line 2 or line 12',
  );
  const name = f.who === 'taxpayer' ? 'your' : "your spouse's";
  if (l2.gt(l13))
    ctx.warn(
      `Form 8889 (${name} HSA): contributions of ${fmt(l2)} are over the deductible ${fmt(l13)}; the excess of ${fmt(l2.minus(l13))} is subject to the 6% excise tax (Form 5329 Part VII, not computed) unless withdrawn by the due date of the return.`,
    );
  if (l11.gt(l8))
    ctx.warn(
      `Form 8889 (${name} HSA): employer contributions and funding distributions of ${fmt(l11)} are over the limit of ${fmt(l8)}; the excess of ${fmt(l11.minus(l8))} must be included in income (not computed).`,
    );

  // ---- Part II: distributions ----
  const l14a = L.setDollars(
    k('l14a'),
    m(h.distributions),
    'Total distributions you received in {year} from all HSAs (Forms 1099-SA, box 1)',
  );
  const l14b = L.setDollars(
    k('l14b'),
    m(h.rollovers_and_excess_withdrawn),
    'Distributions rolled over to another HSA, and excess contributions (with earnings) withdrawn by the due date of the return',
  );
  const l14c = L.setDollars(k('l14c'), l14a.minus(l14b).clampZero(), 'Subtract line 14b from line 14a');
  const l15 = L.setDollars(
    k('l15'),
    m(h.qualified_medical_expenses),
    'Qualified medical expenses paid using HSA distributions',
  );
  const l16 = L.setDollars(
    k('l16'),
    l14c.minus(l15).clampZero(),
    'Taxable HSA distributions. Subtract line 15 from line 14c. If zero or less, enter -0-',
  );
  const person = f.who === 'taxpayer' ? ctx.input.taxpayer : ctx.input.spouse;
  const exception =
    h.additional_tax_exception === true ||
    h.disabled === true ||
    person?.deceased === true ||
    ctx.is65(f.who);
  const l17b = L.setDollars(
    k('l17b'),
    exception ? Money.ZERO : l16.times(P.additionalTaxRate),
    exception
      ? 'Additional 20% tax: none, an exception applies (line 17a: death, disability or age 65)'
      : 'Additional 20% tax. Enter 20% (0.20) of the distributions on line 16',
  );

  // ---- Part III: testing-period failures ----
  const l18 = L.setDollars(
    k('l18'),
    m(h.last_month_rule_failure_income),
    'Last-month rule: contributions allowed only by the last-month rule, testing period not met (worksheet in the instructions)',
  );
  const l19 = L.setDollars(
    k('l19'),
    m(h.funding_distribution_failure_income),
    'Qualified HSA funding distribution, testing period not met',
  );
  const l20 = L.setDollars(k('l20'), l18.plus(l19), 'Total income. Add lines 18 and 19');
  const noTax = h.testing_failure_death_or_disability === true;
  const l21 = L.setDollars(
    k('l21'),
    noTax ? Money.ZERO : l20.times(P.testingFailureRate),
    noTax
      ? 'Additional tax: none, the failure was because of death or disability'
      : 'Additional tax. Multiply line 20 by 10% (0.10)',
  );
  return {
    owner: f.who,
    form: F,
    deduction: l13,
    income: l16.plus(l20),
    additionalTax: l17b,
    testingFailureTax: l21,
  };
}

/** Every Form 8889 of the return, or null when the return has no HSA entry. */
export function form8889All(ctx: Ctx): Form8889Totals | null {
  const hsas = hsasOf(ctx);
  for (const who of ctx.persons())
    if (!hsas.has(who) && codeW(ctx, who).isPositive())
      ctx.warn(
        `W-2 box 12 code W: employer HSA contributions for the ${who} require Form 8889; enter the HSA (coverage and contributions) to compute it.`,
      );
  if (hsas.size === 0) return null;
  const P = ctx.params.f8889;
  const coverageOf = new Map<Owner, HdhpCoverage[]>();
  for (const [who, h] of hsas) coverageOf.set(who, monthlyCoverage(h));
  // If either spouse has family coverage, both are treated as having family coverage (P969).
  if (ctx.joint && coverageOf.size === 2) {
    const tp = coverageOf.get('taxpayer') ?? [];
    const sp = coverageOf.get('spouse') ?? [];
    const merge = (own: HdhpCoverage[], other: HdhpCoverage[]) =>
      own.map((c, i) => (c !== 'none' && other[i] === 'family' ? 'family' : c));
    coverageOf.set('taxpayer', merge(tp, sp));
    coverageOf.set('spouse', merge(sp, tp));
  }
  const anyFamily = [...coverageOf.values()].some((c) => c.includes('family'));
  const facts: PartIFacts[] = [...hsas].map(([who, h]) => {
    const person = who === 'taxpayer' ? ctx.input.taxpayer : ctx.input.spouse;
    const over65Flag = who === 'taxpayer' ? ctx.input.taxpayer_over_65 : ctx.input.spouse_over_65;
    const age = ctx.ageAtYearEnd(person?.date_of_birth, over65Flag ? 65 : undefined);
    return {
      who,
      h,
      coverage: coverageOf.get(who) ?? [],
      married: ctx.married,
      marriedFamily: ctx.married && anyFamily,
      age55: age >= P.catchUpAge,
    };
  });
  for (const f of facts) ctx.need(hsaFormName(f.who));
  const limits = facts.map((f) => ({ f, ...limitLines(ctx, f) }));
  const results: Form8889Result[] = [];
  const shared = ctx.joint && limits.length === 2 && anyFamily;
  if (shared) {
    // Both spouses have an HSA and family coverage: they share one family limit (line 5), divided
    // as they agree. Without an agreed figure the taxpayer takes what covers their own contributions
    // (lines 2 + 11, less line 7) and the spouse the rest, so that neither deduction is lost.
    const [tp, sp] = [limits.find((x) => x.f.who === 'taxpayer'), limits.find((x) => x.f.who === 'spouse')];
    if (!tp || !sp) throw new Error('unreachable: two HSAs on a joint return');
    const S = Money.max(tp.l5, sp.l5);
    const need = (x: typeof tp) =>
      x.l2
        .plus(codeW(ctx, x.f.who))
        .plus(m(x.f.h.employer_contributions))
        .plus(m(x.f.h.funding_distribution))
        .minus(additionalAmount(ctx, x.f).roundDollars())
        .clampZero();
    const given = (x: typeof tp) => {
      const v = x.f.h.family_limit_allocation;
      return v === undefined || v === null || v === '' ? undefined : Money.min(m(v).clampZero(), S);
    };
    const tpGiven = given(tp);
    const spGiven = given(sp);
    const tpShare = tpGiven ?? (spGiven ? S.minus(spGiven) : Money.min(need(tp), S));
    const spShare = Money.min(spGiven ?? S.minus(tpShare), sp.l5);
    const text = (agreed: boolean) =>
      agreed
        ? 'Your share of the family limit on line 5, as agreed with your spouse (the family limit is the larger of both spouses’ Form 8889, line 5)'
        : 'Your share of the family limit on line 5 (spouses with family coverage share the larger of both spouses’ Form 8889, line 5; the division covers each one’s contributions on Form 8889, line 2)';
    // Each share is figured from both spouses' forms: line 5, and line 2 when the division is ours.
    const read = (agreed: boolean) => (agreed ? [tp.l5, sp.l5] : [tp.l2, sp.l2, tp.l5, sp.l5]);
    const tpAgreed = tpGiven !== undefined;
    const spAgreed = spGiven !== undefined;
    results.push(
      restOfForm(ctx, tp.f, tp.l2, Money.min(tpShare, tp.l5).via(...read(tpAgreed)), text(tpAgreed)),
    );
    results.push(restOfForm(ctx, sp.f, sp.l2, spShare.via(...read(spAgreed)), text(spAgreed)));
  } else {
    for (const x of limits) {
      let l6 = x.l5;
      let text = 'Enter the amount from line 5';
      const v = x.f.h.family_limit_allocation;
      if (ctx.married && anyFamily && v !== undefined && v !== null && v !== '') {
        l6 = Money.min(m(v).clampZero(), x.l5);
        text = 'Your share of the family limit on line 5, as agreed with your spouse';
      } else if (ctx.status === 'mfs' && anyFamily)
        ctx.warn(
          'Form 8889: married filing separately with family coverage: the family limit is shared with your spouse (equally unless you agree otherwise); enter your share as family_limit_allocation. Line 6 uses the whole line 5.',
        );
      results.push(restOfForm(ctx, x.f, x.l2, l6, text));
    }
  }
  return {
    forms: results,
    deduction: Money.sum(results.map((r) => r.deduction)),
    income: Money.sum(results.map((r) => r.income)),
    additionalTax: Money.sum(results.map((r) => r.additionalTax)),
    testingFailureTax: Money.sum(results.map((r) => r.testingFailureTax)),
  };
}
