/**
 * Form 1040 line 16 when there are qualified dividends or capital gains:
 *  - Qualified Dividends and Capital Gain Tax Worksheet (2024 Instructions for Form 1040, line 16), and
 *  - Schedule D Tax Worksheet (2024 Instructions for Schedule D) when Schedule D line 18 or 19 is
 *    more than zero. Form 4952 elections are not supported (lines 3-5 and 8 are zero).
 * Every worksheet line is whole dollars.
 */
import type { Ctx } from '../context';
import { Money } from '../money';
import { taxMethod, taxOnIncome } from './taxComputation';

export interface CapitalGainTaxResult {
  tax: Money;
  worksheet: 'qdcgtWks' | 'scheduleDTaxWks';
  /** QDCGT line 4 or SDTW line 13: the gain taxed at 0/15/20% (Form 6251 line 13). */
  preferentialGain: Money;
  /** QDCGT line 5 or SDTW line 14 (Form 6251 line 20). */
  ordinaryPart: Money;
  /** QDCGT line 5 or SDTW line 21 (Form 6251 line 27). */
  ordinaryPartFor15: Money;
  /** SDTW line 10 (Form 6251 line 15), zero for the QDCGT worksheet. */
  sdtwLine10: Money;
}

/** Qualified Dividends and Capital Gain Tax Worksheet — Line 16. */
export function qdcgtWorksheet(
  ctx: Ctx,
  taxable: Money,
  qualifiedDividends: Money,
  gainForLine3: Money,
  line3Source: string,
): CapitalGainTaxResult {
  const L = ctx.L;
  const W = 'qdcgtWks';
  const k = (l: number): string => `${W}.l${l}`;
  const br = ctx.params.tax.capitalGainBreaks[ctx.status];
  const l1 = L.setDollars(k(1), taxable, 'Amount from Form 1040, line 15');
  const l2 = L.setDollars(k(2), qualifiedDividends, 'Amount from Form 1040, line 3a');
  const l3 = L.setDollars(k(3), gainForLine3.clampZero(), line3Source);
  const l4 = L.setDollars(k(4), l2.plus(l3), 'Add lines 2 and 3');
  const l5 = L.setDollars(
    k(5),
    l1.minus(l4).clampZero(),
    'Subtract line 4 from line 1. If zero or less, enter -0-',
  );
  const l6 = L.setDollars(
    k(6),
    Money.dollars(br.zeroMax),
    `Top of the 0% capital gain rate for the filing status`,
  );
  const l7 = L.setDollars(k(7), Money.min(l1, l6), 'Enter the smaller of line 1 or line 6');
  const l8 = L.setDollars(k(8), Money.min(l5, l7), 'Enter the smaller of line 5 or line 7');
  const l9 = L.setDollars(k(9), l7.minus(l8), 'Subtract line 8 from line 7. This amount is taxed at 0%');
  const l10 = L.setDollars(k(10), Money.min(l1, l4), 'Enter the smaller of line 1 or line 4');
  const l11 = L.setDollars(k(11), l9, 'Enter the amount from line 9');
  const l12 = L.setDollars(k(12), l10.minus(l11), 'Subtract line 11 from line 10');
  const l13 = L.setDollars(
    k(13),
    Money.dollars(br.fifteenMax),
    'Top of the 15% capital gain rate for the filing status',
  );
  const l14 = L.setDollars(k(14), Money.min(l1, l13), 'Enter the smaller of line 1 or line 13');
  const l15 = L.setDollars(k(15), l5.plus(l9), 'Add lines 5 and 9');
  const l16 = L.setDollars(
    k(16),
    l14.minus(l15).clampZero(),
    'Subtract line 15 from line 14. If zero or less, enter -0-',
  );
  const l17 = L.setDollars(k(17), Money.min(l12, l16), 'Enter the smaller of line 12 or line 16');
  const l18 = L.setDollars(k(18), l17.times('0.15'), 'Multiply line 17 by 15% (0.15)');
  const l19 = L.setDollars(k(19), l9.plus(l17), 'Add lines 9 and 17');
  const l20 = L.setDollars(k(20), l10.minus(l19), 'Subtract line 19 from line 10');
  const l21 = L.setDollars(k(21), l20.times('0.20'), 'Multiply line 20 by 20% (0.20)');
  const l22 = L.setDollars(
    k(22),
    taxOnIncome(l5, ctx.status, ctx.params),
    `Figure the tax on the amount on line 5 (${taxMethod(l5, ctx.params)})`,
  );
  const l23 = L.setDollars(k(23), l18.plus(l21).plus(l22), 'Add lines 18, 21, and 22');
  const l24 = L.setDollars(
    k(24),
    taxOnIncome(l1, ctx.status, ctx.params),
    `Figure the tax on the amount on line 1 (${taxMethod(l1, ctx.params)})`,
  );
  const l25 = L.setDollars(
    k(25),
    Money.min(l23, l24),
    'Tax on all taxable income. Enter the smaller of line 23 or line 24. Also include this amount on Form 1040, line 16',
  );
  return {
    tax: l25,
    worksheet: W,
    preferentialGain: l4,
    ordinaryPart: l5,
    ordinaryPartFor15: l5,
    sdtwLine10: Money.ZERO,
  };
}

/** Schedule D Tax Worksheet, 47 lines (Schedule D line 18 or 19 more than zero). Unrecaptured §1250 and 28% gain never pay more than the ordinary rate (lines 19-21). */
export function scheduleDTaxWorksheet(
  ctx: Ctx,
  taxable: Money,
  qualifiedDividends: Money,
  sd: { l15: Money; l16: Money; l18: Money; l19: Money },
): CapitalGainTaxResult {
  const L = ctx.L;
  const W = 'scheduleDTaxWks';
  const k = (l: number): string => `${W}.l${l}`;
  const br = ctx.params.tax.capitalGainBreaks[ctx.status];
  const l1 = L.setDollars(k(1), taxable, 'Taxable income from Form 1040, line 15');
  const l2 = L.setDollars(k(2), qualifiedDividends, 'Qualified dividends from Form 1040, line 3a');
  const l3 = L.setDollars(k(3), Money.ZERO, 'Form 4952, line 4g (no Form 4952 election)');
  const l4 = L.setDollars(k(4), Money.ZERO, 'Form 4952, line 4e');
  const l5 = L.setDollars(
    k(5),
    l3.minus(l4).clampZero(),
    'Subtract line 4 from line 3. If zero or less, enter -0-',
  );
  const l6 = L.setDollars(
    k(6),
    l2.minus(l5).clampZero(),
    'Subtract line 5 from line 2. If zero or less, enter -0-',
  );
  const l7 = L.setDollars(
    k(7),
    Money.min(sd.l15, sd.l16).clampZero(),
    'Enter the smaller of line 15 or 16 of Schedule D',
  );
  const l8 = L.setDollars(k(8), Money.min(l3, l4), 'Enter the smaller of line 3 or line 4');
  const l9 = L.setDollars(
    k(9),
    l7.minus(l8).clampZero(),
    'Subtract line 8 from line 7. If zero or less, enter -0-',
  );
  const l10 = L.setDollars(k(10), l6.plus(l9), 'Add lines 6 and 9');
  const l11 = L.setDollars(k(11), sd.l18.plus(sd.l19), 'Add Schedule D lines 18 and 19');
  const l12 = L.setDollars(k(12), Money.min(l9, l11), 'Enter the smaller of line 9 or line 11');
  const l13 = L.setDollars(k(13), l10.minus(l12), 'Subtract line 12 from line 10');
  const l14 = L.setDollars(
    k(14),
    l1.minus(l13).clampZero(),
    'Subtract line 13 from line 1. If zero or less, enter -0-',
  );
  const l15 = L.setDollars(
    k(15),
    Money.dollars(br.zeroMax),
    'Top of the 0% capital gain rate for the filing status',
  );
  const l16 = L.setDollars(k(16), Money.min(l1, l15), 'Enter the smaller of line 1 or line 15');
  const l17 = L.setDollars(k(17), Money.min(l14, l16), 'Enter the smaller of line 14 or line 16');
  const l18 = L.setDollars(
    k(18),
    l1.minus(l10).clampZero(),
    'Subtract line 10 from line 1. If zero or less, enter -0-',
  );
  const top24 = Money.dollars(ctx.params.tax.brackets[ctx.status][3]?.[0] ?? 0);
  const l19 = L.setDollars(
    k(19),
    Money.min(l1, top24),
    `Enter the smaller of line 1 or ${top24.toWholeDollars()} (top of the 24% bracket)`,
  );
  const l20 = L.setDollars(k(20), Money.min(l14, l19), 'Enter the smaller of line 14 or line 19');
  const l21 = L.setDollars(k(21), Money.max(l18, l20), 'Enter the larger of line 18 or line 20');
  const l22 = L.setDollars(
    k(22),
    l16.minus(l17),
    'Subtract line 17 from line 16. This amount is taxed at 0%',
  );
  let l31 = Money.ZERO;
  let l34 = Money.ZERO;
  let l40 = Money.ZERO;
  let l43 = Money.ZERO;
  if (!l1.eq(l16)) {
    const l23 = L.setDollars(k(23), Money.min(l1, l13), 'Enter the smaller of line 1 or line 13');
    const l24 = L.setDollars(k(24), l22, 'Enter the amount from line 22 (if line 22 is blank, enter -0-)');
    const l25 = L.setDollars(
      k(25),
      l23.minus(l24).clampZero(),
      'Subtract line 24 from line 23. If zero or less, enter -0-',
    );
    const l26 = L.setDollars(
      k(26),
      Money.dollars(br.fifteenMax),
      'Top of the 15% capital gain rate for the filing status',
    );
    const l27 = L.setDollars(k(27), Money.min(l1, l26), 'Enter the smaller of line 1 or line 26');
    const l28 = L.setDollars(k(28), l21.plus(l22), 'Add lines 21 and 22');
    const l29 = L.setDollars(
      k(29),
      l27.minus(l28).clampZero(),
      'Subtract line 28 from line 27. If zero or less, enter -0-',
    );
    const l30 = L.setDollars(k(30), Money.min(l25, l29), 'Enter the smaller of line 25 or line 29');
    l31 = L.setDollars(k(31), l30.times('0.15'), 'Multiply line 30 by 15% (0.15)');
    const l32 = L.setDollars(k(32), l24.plus(l30), 'Add lines 24 and 30');
    if (!l1.eq(l32)) {
      const l33 = L.setDollars(k(33), l23.minus(l32), 'Subtract line 32 from line 23');
      l34 = L.setDollars(k(34), l33.times('0.20'), 'Multiply line 33 by 20% (0.20)');
      let l39 = Money.ZERO;
      if (sd.l19.isPositive()) {
        const l35 = L.setDollars(
          k(35),
          Money.min(l9, sd.l19),
          'Enter the smaller of line 9 above or Schedule D, line 19',
        );
        const l36 = L.setDollars(k(36), l10.plus(l21), 'Add lines 10 and 21');
        const l37 = L.setDollars(k(37), l1, 'Enter the amount from line 1 above');
        const l38 = L.setDollars(
          k(38),
          l36.minus(l37).clampZero(),
          'Subtract line 37 from line 36. If zero or less, enter -0-',
        );
        l39 = L.setDollars(
          k(39),
          l35.minus(l38).clampZero(),
          'Subtract line 38 from line 35. If zero or less, enter -0-',
        );
        l40 = L.setDollars(k(40), l39.times('0.25'), 'Multiply line 39 by 25% (0.25)');
      }
      if (sd.l18.isPositive()) {
        const l41 = L.setDollars(
          k(41),
          Money.sum([l21, l22, l30, l33, l39]),
          'Add lines 21, 22, 30, 33, and 39',
        );
        const l42 = L.setDollars(k(42), l1.minus(l41), 'Subtract line 41 from line 1');
        l43 = L.setDollars(k(43), l42.times('0.28'), 'Multiply line 42 by 28% (0.28)');
      }
    }
  }
  const l44 = L.setDollars(
    k(44),
    taxOnIncome(l21, ctx.status, ctx.params),
    `Figure the tax on the amount on line 21 (${taxMethod(l21, ctx.params)})`,
  );
  const l45 = L.setDollars(k(45), Money.sum([l31, l34, l40, l43, l44]), 'Add lines 31, 34, 40, 43, and 44');
  const l46 = L.setDollars(
    k(46),
    taxOnIncome(l1, ctx.status, ctx.params),
    `Figure the tax on the amount on line 1 (${taxMethod(l1, ctx.params)})`,
  );
  const l47 = L.setDollars(
    k(47),
    Money.min(l45, l46),
    'Tax on all taxable income. Enter the smaller of line 45 or line 46. Also include this amount on Form 1040, line 16',
  );
  return {
    tax: l47,
    worksheet: W,
    preferentialGain: l13,
    ordinaryPart: l14,
    ordinaryPartFor15: l21,
    sdtwLine10: l10,
  };
}
