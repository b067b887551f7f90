/**
 * Schedule B (Form 1040) 2024 — Interest and Ordinary Dividends, and Form 1040 lines 2a-3b.
 * Schedule B is required when taxable interest or ordinary dividends exceed $1,500 (2024;
 * `ctx.params.scheduleB.threshold`), or when an accrued-interest/ABP adjustment is made.
 */
import { Ctx, fmt, m, sumOf } from '../context';
import { Money } from '../money';

export interface InterestDividends {
  taxExemptInterest: Money;
  taxableInterest: Money;
  qualifiedDividends: Money;
  ordinaryDividends: Money;
}

export function interestAndDividends(ctx: Ctx): InterestDividends {
  const L = ctx.L;
  const threshold = Money.dollars(ctx.params.scheduleB.threshold);
  const ints = ctx.input.f1099_int ?? [];
  const divs = ctx.input.f1099_div ?? [];
  const inc = ctx.input.income ?? {};
  const gross = (x: (typeof ints)[number]): Money =>
    m(x.box1_interest_income).plus(m(x.box3_us_savings_bonds_treasury_interest));
  const abp = sumOf(ints, (x) => m(x.box11_bond_premium).plus(m(x.box12_bond_premium_treasury)));
  const interestGross = sumOf(ints, gross).plus(m(inc.taxable_interest));
  const dividends = sumOf(divs, (d) => d.box1a_ordinary_dividends).plus(m(inc.dividends));
  const needB = interestGross.gt(threshold) || dividends.gt(threshold) || abp.isPositive();

  let taxableInterest = interestGross.minus(abp);
  if (needB) {
    ctx.need('scheduleB');
    const keys: string[] = [];
    ints.forEach((x, i) => {
      const key = `scheduleB.l1.${i + 1}`;
      L.setDollars(key, gross(x), `${x.payer_name ?? `Payer ${i + 1}`} (Form 1099-INT boxes 1 and 3)`);
      keys.push(key);
    });
    if (!m(inc.taxable_interest).isZero()) {
      L.setDollars('scheduleB.l1.other', m(inc.taxable_interest), 'Other taxable interest (income screen)');
      keys.push('scheduleB.l1.other');
    }
    if (abp.isPositive()) {
      L.setDollars(
        'scheduleB.l1.abp',
        abp.neg(),
        'ABP Adjustment: bond premium amortization (Forms 1099-INT boxes 11 and 12)',
      );
      keys.push('scheduleB.l1.abp');
    }
    const l2 = L.setDollars(
      'scheduleB.l2',
      Money.sum(keys.map((x) => L.get(x))),
      'Add the amounts on line 1',
    );
    const l3 = L.setDollars(
      'scheduleB.l3',
      Money.ZERO,
      'Excludable interest on series EE and I U.S. savings bonds issued after 1989 (Form 8815; not computed)',
    );
    taxableInterest = L.setDollars(
      'scheduleB.l4',
      l2.minus(l3),
      'Subtract line 3 from line 2. Enter the result here and on Form 1040, line 2b',
    );
    const dkeys: string[] = [];
    divs.forEach((d, i) => {
      const key = `scheduleB.l5.${i + 1}`;
      L.setDollars(
        key,
        m(d.box1a_ordinary_dividends),
        `${d.payer_name ?? `Payer ${i + 1}`} (Form 1099-DIV box 1a)`,
      );
      dkeys.push(key);
    });
    if (!m(inc.dividends).isZero()) {
      L.setDollars('scheduleB.l5.other', m(inc.dividends), 'Other ordinary dividends (income screen)');
      dkeys.push('scheduleB.l5.other');
    }
    L.setDollars(
      'scheduleB.l6',
      Money.sum(dkeys.map((x) => L.get(x))),
      'Add the amounts on line 5. Enter the total here and on Form 1040, line 3b',
    );
  }
  const exempt = sumOf(ints, (x) => m(x.box8_tax_exempt_interest).minus(m(x.box13_bond_premium_tax_exempt)))
    .plus(sumOf(divs, (d) => d.box12_exempt_interest_dividends))
    .plus(m(inc.tax_exempt_interest));
  const l2a = L.setDollars(
    'f1040.l2a',
    exempt.clampZero(),
    'Tax-exempt interest (Forms 1099-INT box 8 less box 13; Forms 1099-DIV box 12)',
  );
  const l2b = L.setDollars(
    'f1040.l2b',
    taxableInterest,
    needB
      ? 'Taxable interest from Schedule B, line 4'
      : `Taxable interest (Forms 1099-INT boxes 1 and 3: ${fmt(interestGross)})`,
  );
  const qual = sumOf(divs, (d) => d.box1b_qualified_dividends).plus(m(inc.qualified_dividends));
  const l3a = L.setDollars('f1040.l3a', qual, 'Qualified dividends (Forms 1099-DIV box 1b)');
  const l3b = L.setDollars(
    'f1040.l3b',
    needB ? L.get('scheduleB.l6') : dividends,
    needB ? 'Ordinary dividends from Schedule B, line 6' : 'Ordinary dividends (Forms 1099-DIV box 1a)',
  );
  if (l3a.gt(l3b))
    ctx.warn(
      'Qualified dividends (line 3a) exceed ordinary dividends (line 3b); check the 1099-DIV entries.',
    );
  return { taxExemptInterest: l2a, taxableInterest: l2b, qualifiedDividends: l3a, ordinaryDividends: l3b };
}
