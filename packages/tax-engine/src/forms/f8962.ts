/**
 * Form 8962 (2024), premium tax credit, from the Forms 1095-A of the return.
 *  - Part I: tax family size, household income (modified AGI of the filers and of the dependents
 *    required to file), the 2023 federal poverty line, line 5 percentage (Worksheet 2: decimals
 *    dropped; 401 above 400%), the applicable figure (Table 2), the annual and monthly contribution.
 *  - Part II: line 11 (annual) when every policy covers all 12 months with the same premiums, else
 *    lines 12-23 (monthly); net PTC → Schedule 3 line 9.
 *  - Part III: excess advance PTC, limited by Table 5 below 400% → Schedule 2 line 1a.
 *  - Part IV: a policy shared with another taxpayer counts by its allocation percentages in the
 *    allocation months (f8962-policies.ts); the lines 12-23 are then used.
 * Married filing separately takes no PTC unless box A (domestic abuse or abandonment) is checked.
 * Not computed, with a warning: Part V (alternative calculation for the year of marriage).
 */
import { Ctx, fmt, m } from '../context';
import { Money, Rate, divRound } from '../money';
import { dependentClaim } from '../dependentClaim';
import { MONTHS } from '../months';
import { monthsOf } from './f8962-policies';

export interface Form8962Facts {
  /** Form 1040 line 11. */
  agi: Money;
  /** Form 1040 line 2a. */
  taxExemptInterest: Money;
  /** Form 1040 line 6a minus line 6b. */
  nontaxableSocialSecurity: Money;
}

export interface Form8962Result {
  /** Line 26 → Schedule 3 line 9. */
  netPtc: Money;
  /** Line 29 → Schedule 2 line 1a. */
  repayment: Money;
  /** Line 5 (401 above 400%). */
  percentOfPovertyLine: number;
  /** Line 7, four decimals ("0.0725"). */
  applicableFigure: string;
}

/** Line 7 (Table 2): straight line across each band, rounded to 4 decimals; `top` above the bands. */
export function applicableFigure(percent: number, P: Ctx['params']['f8962']): Rate {
  for (const [from, to, lo, hi] of P.applicableFigureBands) {
    if (percent > to) continue;
    if (percent <= from) return Rate.of(lo);
    const a = Rate.of(lo);
    const b = Rate.of(hi);
    // lo + (hi − lo) × (percent − from) / (to − from), with exact fractions.
    const num = a.num * b.den * BigInt(to - from) + (b.num * a.den - a.num * b.den) * BigInt(percent - from);
    const den = a.den * b.den * BigInt(to - from);
    return Rate.fraction(num, den).round(4);
  }
  return Rate.of(P.top);
}

/** Line 5 (Worksheet 2): line 3 as a percentage of line 4, decimals dropped; 401 when over 400%. */
export function povertyLinePercent(household: Money, povertyLine: Money): number {
  if (household.gt(povertyLine.times(4))) return 401;
  if (!household.isPositive()) return 0;
  return Number((household.cents * 100n) / povertyLine.cents);
}

/** Computes Form 8962; null when the return has no Form 1095-A (or the filer can be claimed as a dependent). */
export function form8962(ctx: Ctx, x: Form8962Facts): Form8962Result | null {
  const forms = ctx.input.f1095_a ?? [];
  if (forms.length === 0) return null;
  const inp = ctx.input;
  if (inp.claimed_as_dependent) {
    ctx.warn(
      'Form 8962: you can be claimed as a dependent, so you cannot take the premium tax credit; the Form 1095-A belongs on the return of the person who claims you.',
    );
    return null;
  }
  const L = ctx.L;
  const P = ctx.params.f8962;
  const pt = inp.premium_tax_credit ?? {};
  if (pt.allocating_policy_amounts && !forms.some((x) => x.allocation))
    ctx.warn(
      'Form 8962: a policy is shared with another taxpayer (line 9), but no Form 1095-A gives its allocation (Part IV); the credit below counts the Forms 1095-A in full.',
    );
  if (pt.alternative_marriage_calculation)
    ctx.warn(
      'Form 8962: the alternative calculation for the year of marriage (Part V) is not computed; the credit below uses the Forms 1095-A as entered, without it.',
    );
  const k = (l: string) => `f8962.${l}`;

  // ---- Part I ----
  // Tax family (2024 Instructions for Form 8962, "Tax family" and line 1): you, your spouse on a
  // joint return and the dependents you claim; a person listed but not claimed is not counted.
  const claimed = (inp.dependents ?? []).filter((d) => dependentClaim(d, ctx.params).dependent);
  const size = pt.tax_family_size ?? (ctx.joint ? 2 : 1) + claimed.length;
  const l1 = L.set(
    k('l1'),
    Money.dollars(size),
    'Tax family size (a count, not dollars): you, your spouse on a joint return and your dependents',
  );
  const l2a = L.setDollars(
    k('l2a'),
    x.agi.plus(x.taxExemptInterest).plus(x.nontaxableSocialSecurity).plus(m(pt.excluded_foreign_income)),
    'Modified AGI: Form 1040, line 11, plus tax-exempt interest (Form 1040, line 2a), nontaxable social security benefits (Form 1040, line 6a minus line 6b) and excluded foreign income',
  );
  const l2b = L.setDollars(
    k('l2b'),
    m(pt.dependents_modified_agi),
    "Total of your dependents' modified AGI (only dependents required to file a return)",
  );
  const l3 = L.setDollars(k('l3'), l2a.plus(l2b), 'Household income. Add lines 2a and 2b');
  const region = pt.poverty_line_region ?? 'contiguous';
  const [first, each] = P.povertyLine[region];
  const people = Math.max(1, Number(l1.cents / 100n));
  const l4 = L.setDollars(
    k('l4'),
    Money.dollars(first + (people - 1) * each),
    `Federal poverty line (${region === 'contiguous' ? 'other 48 states and DC' : region === 'alaska' ? 'Alaska' : 'Hawaii'}): ${fmt(Money.dollars(first))} for the first person plus ${fmt(Money.dollars(each))} for each additional person`,
  );
  const percent = povertyLinePercent(l3, l4);
  // The percentage is figured from lines 3 and 4, so it carries them.
  const l5 = L.set(
    k('l5'),
    Money.dollars(percent).via(l3, l4),
    'Household income as a percentage of the federal poverty line (a percentage, not dollars): line 3 ÷ line 4 × 100, decimals dropped; 401 when over 400%',
  );
  const figure = applicableFigure(percent, P);
  const figureText = figure.toString(4);
  // Line 3 × line 7 rounded once to whole dollars (rounding to cents first could round twice).
  const l8a = L.setDollars(
    k('l8a'),
    Money.fromCents(divRound(l3.cents * figure.num, figure.den * 100n) * 100n).via(l3),
    `Annual contribution amount. Multiply line 3 by line 7 (applicable figure ${figureText}, Table 2). Round to the nearest whole dollar`,
  );
  const l8b = L.setDollars(
    k('l8b'),
    l8a.prorate(1, 12),
    'Monthly contribution amount. Divide line 8a by 12. Round to the nearest whole dollar',
  );

  // ---- Eligibility ----
  const { months, annualOnly, allocations } = monthsOf(ctx, forms);
  // Line 34: allocated amounts go on lines 12-23, so a shared policy is always figured monthly.
  const source = allocations ? 'Forms 1095-A with the Part IV allocations' : 'Form 1095-A';
  const aptc = Money.sum(months.map((t) => t.f));
  let eligible = true;
  if (ctx.status === 'mfs' && !pt.mfs_exception) {
    eligible = false;
    ctx.warn(
      'Form 8962: married filing separately: no premium tax credit (unless you are a victim of domestic abuse or spousal abandonment, box A); advance payments are repaid up to the limit.',
    );
  } else if (percent < 100 && !aptc.isPositive() && pt.lawfully_present_below_100 !== true) {
    eligible = false;
    ctx.warn(
      'Form 8962: household income below 100% of the federal poverty line and no advance payments: no premium tax credit.',
    );
  }

  // ---- Part II: annual (line 11) or monthly (lines 12-23) ----
  const covered = months.every((t) => t.a.isPositive());
  const same = months.every((t) => t.a.eq(months[0]?.a ?? Money.ZERO) && t.b.eq(months[0]?.b ?? Money.ZERO));
  const annual = annualOnly || (covered && same && allocations === 0);
  let l24: Money;
  let l25: Money;
  if (annual) {
    const a = L.setDollars(
      k('l11a'),
      Money.sum(months.map((t) => t.a)),
      'Annual enrollment premiums (Forms 1095-A, line 33A)',
    );
    const b = L.setDollars(
      k('l11b'),
      Money.sum(months.map((t) => t.b)),
      'Annual applicable SLCSP premium (Forms 1095-A, line 33B)',
    );
    const c = L.setDollars(k('l11c'), l8a, 'Annual contribution amount (line 8a)');
    const d = L.setDollars(
      k('l11d'),
      b.minus(c).clampZero(),
      'Annual maximum premium assistance: subtract (c) from (b); if zero or less, enter -0-',
    );
    const e = L.setDollars(
      k('l11e'),
      eligible ? Money.min(a, d) : Money.ZERO,
      eligible ? 'Annual PTC allowed: smaller of (a) or (d)' : 'Annual PTC allowed: none (not eligible)',
    );
    const f = L.setDollars(k('l11f'), aptc, 'Annual advance payment of PTC (Forms 1095-A, line 33C)');
    l24 = L.setDollars(k('l24'), e, 'Total PTC: the amount from line 11(e)');
    l25 = L.setDollars(k('l25'), f, 'Advance payment of PTC: the amount from line 11(f)');
  } else {
    const eKeys: string[] = [];
    const fKeys: string[] = [];
    months.forEach((t, i) => {
      const line = `l${12 + i}`;
      const name = MONTHS[i] ?? '';
      const has = t.a.isPositive() || t.b.isPositive() || t.f.isPositive();
      const a = L.setDollars(k(`${line}a`), t.a, `${name}: monthly enrollment premium (${source}, column A)`);
      const b = L.setDollars(
        k(`${line}b`),
        t.b,
        `${name}: monthly applicable SLCSP premium (${source}, column B)`,
      );
      const c = L.setDollars(
        k(`${line}c`),
        has ? l8b : Money.ZERO,
        has ? `${name}: monthly contribution amount (line 8b)` : `${name}: no coverage`,
      );
      const d = L.setDollars(
        k(`${line}d`),
        b.minus(c).clampZero(),
        `${name}: maximum premium assistance, (b) minus (c), not below -0-`,
      );
      L.setDollars(
        k(`${line}e`),
        eligible && t.a.isPositive() ? Money.min(a, d) : Money.ZERO,
        eligible
          ? `${name}: PTC allowed, smaller of (a) or (d)`
          : `${name}: PTC allowed: none (not eligible)`,
      );
      L.setDollars(k(`${line}f`), t.f, `${name}: advance payment of PTC (${source}, column C)`);
      eKeys.push(k(`${line}e`));
      fKeys.push(k(`${line}f`));
    });
    l24 = L.setDollars(
      k('l24'),
      Money.sum(eKeys.map((y) => L.get(y))),
      'Total PTC: add lines 12(e) through 23(e)',
    );
    l25 = L.setDollars(
      k('l25'),
      Money.sum(fKeys.map((y) => L.get(y))),
      'Advance payment of PTC: add lines 12(f) through 23(f)',
    );
  }
  const l26 = L.setDollars(
    k('l26'),
    l24.minus(l25).clampZero(),
    'Net premium tax credit. If line 24 is greater than line 25, subtract line 25 from line 24. Enter the difference here and on Schedule 3 (Form 1040), line 9',
  );

  // ---- Part III: repayment of excess advance payments ----
  const l27 = L.setDollars(
    k('l27'),
    l25.minus(l24).clampZero(),
    'Excess advance payment of PTC. If line 25 is greater than line 24, subtract line 24 from line 25',
  );
  const band = P.repaymentLimits.find((r) => percent < r.below);
  let l29: Money;
  if (l27.isPositive() && band) {
    const single = ctx.status === 'single';
    const l28 = L.setDollars(
      k('l28'),
      // The limit is looked up with line 5, so it carries it.
      Money.dollars(single ? band.single : band.other).via(l5),
      `Repayment limitation (Table 5): line 5 under ${band.below}%, ${single ? 'single' : 'any other filing status'}`,
    );
    l29 = L.setDollars(
      k('l29'),
      Money.min(l27, l28),
      'Excess advance PTC repayment. Smaller of line 27 or line 28',
    );
  } else {
    l29 = L.setDollars(
      k('l29'),
      l27,
      l27.isPositive()
        ? 'Excess advance PTC repayment: line 27 (no repayment limitation at 400% of the poverty line or more)'
        : 'Excess advance PTC repayment: none',
    );
  }
  // Filed when claiming the credit or reconciling advance payments; otherwise left out.
  if (!eligible && !l25.isPositive()) {
    L.dropForm('f8962');
    return {
      netPtc: Money.ZERO,
      repayment: Money.ZERO,
      percentOfPovertyLine: percent,
      applicableFigure: figureText,
    };
  }
  ctx.need('f8962');
  return { netPtc: l26, repayment: l29, percentOfPovertyLine: percent, applicableFigure: figureText };
}
