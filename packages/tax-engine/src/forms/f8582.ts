/**
 * Form 8582 (2024) — passive activity loss limitations, as Schedule E needs it: the special
 * allowance for rental real estate with active participation ($25,000 for 2024, phased out by 50%
 * of modified AGI over $100,000; half for MFS living apart all year), passive income offsetting
 * passive losses, and the fraction of each group's losses that is allowed (pro rata).
 */
import { Ctx, fmt, m } from '../context';
import { Money } from '../money';
import type { Amount, ScheduleEEstateTrust, ScheduleEPartnership } from '../types';

/** One Schedule E property after Part I: its line 21 and how Form 8582 treats it. */
export interface PropCalc {
  label: string;
  net: Money;
  /** Loss subject to Form 8582 as a rental real estate activity with active participation. */
  passiveRentalActive: boolean;
  passiveOther: boolean;
  priorUnallowed: Money;
}

/** Allowed part of the losses as a fraction [numerator, denominator] of cents. */
export type Fraction = [bigint, bigint];

function amt(v: Amount | unknown): Money {
  return typeof v === 'string' || typeof v === 'number' ? m(v) : Money.ZERO;
}

/**
 * Writes the Form 8582 lines when there is a passive loss and returns the fraction of the
 * active-participation rental losses and of the other passive losses that is allowed.
 * @param magi Form 8582 modified AGI (not less than zero).
 */
export function form8582(
  ctx: Ctx,
  magi: Money,
  calcs: PropCalc[],
  partnerships: ScheduleEPartnership[],
  estates: ScheduleEEstateTrust[],
): { activeAllowedFrac: Fraction; otherAllowedFrac: Fraction } {
  const L = ctx.L;
  const P = ctx.params.f8582;
  // Form 8582 — passive activity loss limitation
  const kOther = partnerships.map((q) => ({
    inc: amt(q.col_h_passive_income),
    loss: amt(q.col_g_passive_loss),
  }));
  const eOther = estates.map((q) => ({
    inc: amt(q.col_d_passive_income),
    loss: amt(q.col_c_passive_ded_loss),
  }));
  const rentalIncome = Money.sum(
    calcs.filter((x) => (x.passiveRentalActive || x.passiveOther) && x.net.isPositive()).map((x) => x.net),
  );
  const otherIncome = Money.sum([...kOther, ...eOther].map((x) => x.inc));
  const activeLosses = calcs
    .filter((x) => x.passiveRentalActive)
    .map((x) => ({ x, loss: x.net.isNegative() ? x.net.abs().plus(x.priorUnallowed) : x.priorUnallowed }));
  const otherRentalLosses = calcs
    .filter((x) => x.passiveOther)
    .map((x) => ({ x, loss: x.net.isNegative() ? x.net.abs().plus(x.priorUnallowed) : x.priorUnallowed }));
  const k1Losses = [...kOther, ...eOther].map((x) => x.loss);
  const totalActiveLoss = Money.sum(activeLosses.map((a) => a.loss));
  const totalOtherLoss = Money.sum(otherRentalLosses.map((a) => a.loss)).plus(Money.sum(k1Losses));
  const totalPassiveIncome = rentalIncome.plus(otherIncome);
  const totalPassiveLoss = totalActiveLoss.plus(totalOtherLoss);
  // Fraction of each passive loss that is allowed, separately for active-participation rentals and the rest.
  let activeAllowedFrac: [bigint, bigint] = [1n, 1n];
  let otherAllowedFrac: [bigint, bigint] = [1n, 1n];
  if (totalPassiveLoss.isPositive()) {
    ctx.need('f8582');
    const F = 'f8582';
    // Rentals with active participation carry their own income (line 1a) and losses (1b, 1c).
    const activeIncome = Money.sum(
      calcs.filter((x) => x.passiveRentalActive && x.net.isPositive()).map((x) => x.net),
    );
    const l1a = L.setDollars(
      `${F}.l1a`,
      activeIncome,
      'Rental real estate activities with active participation: activities with net income',
    );
    const l1b = L.setDollars(
      `${F}.l1b`,
      Money.sum(activeLosses.map((a) => (a.x.net.isNegative() ? a.x.net.abs() : Money.ZERO))).neg(),
      'Activities with net loss',
    );
    const l1c = L.setDollars(
      `${F}.l1c`,
      Money.sum(activeLosses.map((a) => a.x.priorUnallowed)).neg(),
      "Prior years' unallowed losses",
    );
    const l1d = L.setDollars(`${F}.l1d`, l1a.plus(l1b).plus(l1c), 'Combine lines 1a, 1b, and 1c');
    const otherInc = totalPassiveIncome.minus(activeIncome);
    const l2a = L.setDollars(
      `${F}.l2a`,
      otherInc,
      'All other passive activities: activities with net income',
    );
    const l2b = L.setDollars(
      `${F}.l2b`,
      Money.sum(otherRentalLosses.map((a) => (a.x.net.isNegative() ? a.x.net.abs() : Money.ZERO)))
        .plus(Money.sum(k1Losses))
        .neg(),
      'Activities with net loss',
    );
    const l2c = L.setDollars(
      `${F}.l2c`,
      Money.sum(otherRentalLosses.map((a) => a.x.priorUnallowed)).neg(),
      "Prior years' unallowed losses",
    );
    // The totals keep the cents they were computed with; the lines show whole dollars.
    const l2d = L.setDollars(
      `${F}.l2d`,
      otherInc.minus(totalOtherLoss).readFrom(l2a, l2b, l2c),
      'Combine lines 2a, 2b, and 2c',
    );
    const l3 = L.setDollars(
      `${F}.l3`,
      l1d.plus(l2d),
      'Combine lines 1d and 2d. If this line is zero or more, all losses are allowed',
    );
    if (l3.isNegative()) {
      let allowance = Money.ZERO;
      if (l1d.isNegative() && !ctx.mfsLivedWithSpouse) {
        const l4 = L.setDollars(
          `${F}.l4`,
          Money.min(l1d.abs(), l3.abs()),
          'Enter the smaller of the loss on line 1d or the loss on line 3',
        );
        const apart = ctx.status === 'mfs';
        const base = apart ? P.mfsApartPhaseOutStart : P.phaseOutStart;
        const l5 = L.setDollars(
          `${F}.l5`,
          Money.dollars(base + (apart ? P.mfsApartAllowance : P.specialAllowance) * 2),
          `Enter ${fmt(Money.dollars(base + (apart ? P.mfsApartAllowance : P.specialAllowance) * 2))}`,
        );
        const l6 = L.setDollars(`${F}.l6`, magi, 'Modified adjusted gross income, but not less than zero');
        const l7 = L.setDollars(`${F}.l7`, l5.minus(l6).clampZero(), 'Subtract line 6 from line 5');
        const cap = Money.dollars(apart ? P.mfsApartAllowance : P.specialAllowance);
        const l8 = L.setDollars(
          `${F}.l8`,
          Money.min(l7.times(P.phaseOutRate), cap),
          `Multiply line 7 by 50% (0.50). Do not enter more than ${fmt(cap)}`,
        );
        allowance = L.setDollars(`${F}.l9`, Money.min(l4, l8), 'Enter the smaller of line 4 or line 8');
      } else if (l1d.isNegative()) {
        L.setDollars(
          `${F}.l9`,
          Money.ZERO,
          'Married filing separately and lived with spouse: no special allowance',
        );
      }
      const l10 = L.setDollars(
        `${F}.l10`,
        totalPassiveIncome.readFrom(l1a, l2a),
        'Add the income, if any, on lines 1a and 2a',
      );
      const l11 = L.setDollars(
        `${F}.l11`,
        allowance.plus(l10),
        'Total losses allowed from all passive activities for {year}. Add lines 9 and 10',
      );
      // Allocation: passive income absorbs losses pro rata; the special allowance goes to active rentals only.
      const incomeShareNum = Money.min(l10, totalPassiveLoss).cents;
      const activeAllowed = Money.min(
        totalActiveLoss,
        totalActiveLoss.prorate(incomeShareNum, totalPassiveLoss.cents).plus(allowance),
      );
      const otherAllowed = l11.minus(activeAllowed).clampZero();
      activeAllowedFrac = totalActiveLoss.isZero() ? [1n, 1n] : [activeAllowed.cents, totalActiveLoss.cents];
      otherAllowedFrac = totalOtherLoss.isZero()
        ? [1n, 1n]
        : [Money.min(otherAllowed, totalOtherLoss).cents, totalOtherLoss.cents];
      L.setDollars(
        `${F}.unallowed`,
        totalPassiveLoss.readFrom(l1b, l1c, l2b, l2c).minus(l11).clampZero(),
        'Unallowed passive losses carried forward to {next_year}: the losses on lines 1b, 1c, 2b and 2c less line 11',
      );
    }
  }
  return { activeAllowedFrac, otherAllowedFrac };
}
