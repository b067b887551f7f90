/**
 * Form 6251 — Alternative Minimum Tax, Individuals. Part I adjustments the engine knows
 * (standard deduction or Schedule A taxes, tax refund, NOL, private activity bond interest) plus
 * entered ones (ISOs, depreciation, other); Part II; Part III when there are capital gains.
 * The AMT foreign tax credit (line 8) is not computed.
 */
import { Ctx, fmt, m } from '../context';
import { Money } from '../money';
import type { CapitalGainTaxResult } from '../worksheets/capitalGainTax';

export interface F6251Inputs {
  /** Form 1040 line 11 minus line 14 (may be negative). */
  line1: Money;
  itemizing: boolean;
  /** Schedule A line 7 when itemizing, otherwise Form 1040 line 12. */
  deductionAddBack: Money;
  taxRefund: Money;
  nol: Money;
  privateActivityBondInterest: Money;
  /** Form 1040 line 16 + Schedule 2 line 1z − Schedule 3 line 1. */
  regularTax: Money;
  cg: CapitalGainTaxResult | null;
  /** Schedule D line 19 (unrecaptured 1250 gain). */
  sdLine19: Money;
}

function tax26_28(ctx: Ctx, amount: Money): Money {
  const brk = Money.dollars(ctx.params.f6251.rate26Max[ctx.status]);
  if (amount.lte(brk)) return amount.times(ctx.params.f6251.lowRate);
  return amount.times(ctx.params.f6251.highRate).minus(brk.times('0.02'));
}

/** Returns line 11 (→ Schedule 2 line 2). */
export function form6251(ctx: Ctx, x: F6251Inputs): Money {
  const L = ctx.L;
  const k = (l: string): string => `f6251.l${l}`;
  const adj = ctx.input.amt_adjustments ?? {};
  // From 2025 the senior deduction (Schedule 1-A line 37) is no AMT deduction: lines 1a and 1b
  // start from Form 1040 line 14 without it (Form 6251 (2025), lines 1a-1b).
  const l1 = ctx.params.schedule1A
    ? L.setDollars(
        k('1b'),
        L.get('f1040.l11').minus(
          L.setDollars(
            k('1a'),
            L.get('f1040.l14').minus(L.get('schedule1A.l37')),
            'Subtract Schedule 1-A, line 37, from Form 1040, line 14',
          ),
        ),
        `Subtract line 1a from Form 1040, line ${ctx.no('f1040.l11')} (if less than zero, enter as a negative amount)`,
      )
    : L.setDollars(
        k('1'),
        x.line1,
        'Form 1040 line 11 minus line 14 (if zero or less, enter as a negative amount)',
      );
  const l2a = L.setDollars(
    k('2a'),
    x.deductionAddBack,
    x.itemizing
      ? 'Taxes from Schedule A, line 7'
      : `Standard deduction from Form 1040, line ${ctx.no('f1040.l12')}`,
  );
  const l2b = L.setDollars(k('2b'), x.taxRefund.neg(), 'Tax refund from Schedule 1, line 1 (negative)');
  const l2e = L.setDollars(
    k('2e'),
    x.nol,
    'Net operating loss deduction from Schedule 1, line 8a (positive)',
  );
  const l2g = L.setDollars(
    k('2g'),
    x.privateActivityBondInterest,
    'Interest from specified private activity bonds exempt from the regular tax',
  );
  const l2i = L.setDollars(k('2i'), m(adj.incentive_stock_options), 'Exercise of incentive stock options');
  const l2l = L.setDollars(
    k('2l'),
    m(adj.depreciation),
    'Depreciation on assets placed in service after 1986',
  );
  const l3 = L.setDollars(
    k('3'),
    m(adj.other),
    'Other adjustments, including income-based related adjustments',
  );
  const l4 = L.setDollars(
    k('4'),
    Money.sum([l1, l2a, l2b, l2e, l2g, l2i, l2l, l3]),
    `Alternative minimum taxable income. Combine lines ${ctx.params.schedule1A ? '1b' : '1'} through 3`,
  );
  const ex = Money.dollars(ctx.params.f6251.exemption[ctx.status]);
  const start = Money.dollars(ctx.params.f6251.phaseOutStart[ctx.status]);
  const l5 = L.setDollars(
    k('5'),
    ex.minus(l4.minus(start).clampZero().times(ctx.params.f6251.phaseOutRate)).clampZero(),
    `Exemption ${fmt(ex)} reduced by 25% of line 4 over ${fmt(start)}`,
  );
  const l6 = L.setDollars(
    k('6'),
    l4.minus(l5).clampZero(),
    'Subtract line 5 from line 4. If zero or less, enter -0-',
  );
  let l7: Money;
  if (x.cg && l6.isPositive()) {
    const br = ctx.params.tax.capitalGainBreaks[ctx.status];
    const p = (l: number): string => k(String(l));
    const l12 = L.setDollars(p(12), l6, 'Enter the amount from line 6');
    const l13 = L.setDollars(
      p(13),
      x.cg.preferentialGain,
      `Amount from line 4 of the QDCGT Worksheet or line 13 of the Schedule D Tax Worksheet`,
    );
    const l14 = L.setDollars(p(14), x.sdLine19, 'Amount from Schedule D, line 19');
    const l15 = L.setDollars(
      p(15),
      x.cg.worksheet === 'scheduleDTaxWks' ? Money.min(l13.plus(l14), x.cg.sdtwLine10) : l13,
      x.cg.worksheet === 'scheduleDTaxWks'
        ? 'Smaller of lines 13 + 14 or line 10 of the Schedule D Tax Worksheet'
        : 'Amount from line 13',
    );
    const l16 = L.setDollars(p(16), Money.min(l12, l15), 'Enter the smaller of line 12 or line 15');
    const l17 = L.setDollars(p(17), l12.minus(l16), 'Subtract line 16 from line 12');
    const l18 = L.setDollars(
      p(18),
      tax26_28(ctx, l17),
      'Line 17 × 26%, or × 28% less the 2% of the 26% bracket',
    );
    const l19 = L.setDollars(
      p(19),
      Money.dollars(br.zeroMax),
      'Top of the 0% capital gain rate for the filing status',
    );
    const l20 = L.setDollars(
      p(20),
      x.cg.ordinaryPart,
      'Amount from line 5 of the QDCGT Worksheet or line 14 of the Schedule D Tax Worksheet',
    );
    const l21 = L.setDollars(
      p(21),
      l19.minus(l20).clampZero(),
      'Subtract line 20 from line 19. If zero or less, enter -0-',
    );
    const l22 = L.setDollars(p(22), Money.min(l12, l13), 'Enter the smaller of line 12 or line 13');
    const l23 = L.setDollars(
      p(23),
      Money.min(l21, l22),
      'Enter the smaller of line 21 or line 22. This amount is taxed at 0%',
    );
    const l24 = L.setDollars(p(24), l22.minus(l23), 'Subtract line 23 from line 22');
    const l25 = L.setDollars(
      p(25),
      Money.dollars(br.fifteenMax),
      'Top of the 15% capital gain rate for the filing status',
    );
    const l26 = L.setDollars(p(26), l21, 'Enter the amount from line 21');
    const l27 = L.setDollars(
      p(27),
      x.cg.ordinaryPartFor15,
      'Amount from line 5 of the QDCGT Worksheet or line 21 of the Schedule D Tax Worksheet',
    );
    const l28 = L.setDollars(p(28), l26.plus(l27), 'Add line 26 and line 27');
    const l29 = L.setDollars(
      p(29),
      l25.minus(l28).clampZero(),
      'Subtract line 28 from line 25. If zero or less, enter -0-',
    );
    const l30 = L.setDollars(p(30), Money.min(l24, l29), 'Enter the smaller of line 24 or line 29');
    const l31 = L.setDollars(p(31), l30.times('0.15'), 'Multiply line 30 by 15% (0.15)');
    const l32 = L.setDollars(p(32), l23.plus(l30), 'Add lines 23 and 30');
    let l34 = Money.ZERO;
    let l37 = Money.ZERO;
    if (!l32.eq(l12)) {
      const l33 = L.setDollars(p(33), l22.minus(l32), 'Subtract line 32 from line 22');
      l34 = L.setDollars(p(34), l33.times('0.20'), 'Multiply line 33 by 20% (0.20)');
      if (l14.isPositive()) {
        const l35 = L.setDollars(p(35), l17.plus(l32).plus(l33), 'Add lines 17, 32, and 33');
        const l36 = L.setDollars(p(36), l12.minus(l35), 'Subtract line 35 from line 12');
        l37 = L.setDollars(p(37), l36.times('0.25'), 'Multiply line 36 by 25% (0.25)');
      }
    }
    const l38 = L.setDollars(p(38), Money.sum([l18, l31, l34, l37]), 'Add lines 18, 31, 34, and 37');
    const l39 = L.setDollars(
      p(39),
      tax26_28(ctx, l12),
      'Line 12 × 26%, or × 28% less the 2% of the 26% bracket',
    );
    l7 = L.setDollars(
      p(40),
      Money.min(l38, l39),
      'Enter the smaller of line 38 or line 39 here and on line 7',
    );
    l7 = L.setDollars(k('7'), l7, 'Tentative minimum tax before foreign tax credit (from Part III, line 40)');
  } else {
    l7 = L.setDollars(
      k('7'),
      tax26_28(ctx, l6),
      `If line 6 is ${fmt(Money.dollars(ctx.params.f6251.rate26Max[ctx.status]))} or less, multiply line 6 by 26%; otherwise multiply by 28% and subtract ${fmt(Money.dollars(ctx.params.f6251.rate26Max[ctx.status]).times('0.02'))}`,
    );
  }
  const l8 = L.setDollars(k('8'), Money.ZERO, 'Alternative minimum tax foreign tax credit (not computed)');
  const l9 = L.setDollars(k('9'), l7.minus(l8), 'Tentative minimum tax. Subtract line 8 from line 7');
  const l10 = L.setDollars(
    k('10'),
    x.regularTax,
    'Form 1040 line 16 plus Schedule 2 line 1z, minus Schedule 3 line 1 (foreign tax credit)',
  );
  return L.setDollars(
    k('11'),
    l9.minus(l10).clampZero(),
    'AMT. Subtract line 10 from line 9. If zero or less, enter -0-. Enter here and on Schedule 2, line 2',
  );
}
