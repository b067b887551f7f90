/**
 * FTB 3506 (2024), Child and Dependent Care Expenses Credit, Part III: Form 540 line 40.
 *
 * For 2024 the credit is NONREFUNDABLE: R&TC 17052.6 makes it refundable only for a taxable year
 * for which the Budget Act appropriates the refund, and none did for 2024 (`params.credits.cdcc.refundable`
 * is false); Form 540 line 40 is "Nonrefundable Child and Dependent Care Expenses Credit", limited with
 * the other credits against the tax by the Form 540 author (line 48).
 *
 * Lines: 3 qualified expenses (after the $3,000/$6,000 limit and excluded benefits, as federal Form 2441
 * line 3), 4 your earned income, 5 spouse's earned income, 6 smallest of 3–5, 7 federal AGI, 8 federal
 * decimal, 9 line 6 × line 8, 10 California decimal by federal AGI, 11 credit (line 9 × line 10). Lines 8
 * and 10 are decimals, not amounts: they are named in the formulas of lines 9 and 11 rather than kept as lines.
 * Form 540NR (line 50): lines 4 and 5 take only earned income from California sources for a
 * nonresident, and for a part-year resident all earned income while a resident plus California-source
 * earned income while a nonresident; with none, the filer does not qualify (FTB 3506 Part III, lines 4
 * and 5, "Nonresidents … Part-year residents …"). Each person's wages are the W-2 box 16 wages where
 * box 15 is CA (or, when the filer allocated line 1a on Schedule CA (540NR), the wages in the
 * proportion of line 1z column E to column D); self-employment earnings in the proportion of
 * Section B line 3 column E to column D.
 * Not modeled: Part I/II provider details and the California-care-only rule (all expenses are taken
 * as care in California).
 */
import { fmt } from '../context';
import { Money, Rate } from '../money';
import type { Owner } from '../types';
import type { CaCtx } from './context';
import { caAgeAtYearEnd } from './ftb3514';

/** Form 2441 line 8 decimal for a federal AGI: 35% less one point per $2,000 (or part) over $15,000, not below 20%. */
export function federalCareDecimal(agi: Money, p: CaCtx['params']['credits']['cdcc']): Rate {
  const steps = agi.minus(p.federalAgiFloor).stepsOf(p.federalAgiStep);
  const pct = BigInt(p.federalMaxPercent) - steps;
  const floor = BigInt(p.federalMinPercent);
  return Rate.fraction(pct < floor ? floor : pct, 100n);
}

const lastBand = (p: CaCtx['params']['credits']['cdcc']): Money =>
  p.caBands[p.caBands.length - 1]?.agiUpTo ?? Money.ZERO;

/** The FTB 3506 line 10 decimals in words, from the parameter set: ".50 up to $40,000, …, none over $100,000". */
function caBandsText(p: CaCtx['params']['credits']['cdcc']): string {
  const bands = p.caBands.map((b) => `${b.rate.toString(2).replace(/^0/, '')} up to ${fmt(b.agiUpTo)}`);
  return [...bands, `none over ${fmt(lastBand(p))}`].join(', ');
}

/** FTB 3506 line 10 decimal: the first band whose limit the federal AGI does not exceed; zero over the last. */
export function californiaCareDecimal(agi: Money, p: CaCtx['params']['credits']['cdcc']): Rate {
  return p.caBands.find((b) => agi.lte(b.agiUpTo))?.rate ?? Rate.ZERO;
}

/**
 * The California part of earned income on the 540NR: wages are the person's W-2 box 16 wages where
 * box 15 is CA, or, when the filer entered Schedule CA (540NR) line 1a column E, the person's wages
 * times `wages`; self-employment earnings are taken times `se`.
 */
export interface CaEarnedShare {
  wages?: Rate;
  se: Rate;
}

function earnedOf(cx: CaCtx, who: Owner, share?: CaEarnedShare): Money {
  const mine = (cx.input.federal.w2s ?? []).filter((w) => (w.owner ?? 'taxpayer') === who);
  const wages = Money.sum(mine.map((w) => Money.of(w.wages)));
  const f = who === 'taxpayer' ? 'scheduleSE' : 'scheduleSE#spouse';
  const se = cx.fed(`${f}.l3`).minus(cx.fed(`${f}.l13`));
  if (!share) return wages.plus(se).clampZero();
  const caWages = share.wages
    ? wages.times(share.wages)
    : Money.sum(
        mine
          .filter((w) => !w.state || w.state.trim().toUpperCase() === 'CA')
          .map((w) =>
            Money.of(
              w.state_wages === undefined || w.state_wages === null || w.state_wages === ''
                ? w.wages
                : w.state_wages,
            ),
          ),
      );
  return caWages.plus(se.times(share.se)).clampZero();
}

/**
 * Form 540 line 40 (or Form 540NR line 50 when `nrShare` is given): the 2024 California child and
 * dependent care expenses credit (nonrefundable).
 */
export function computeFtb3506(cx: CaCtx, nrShare?: CaEarnedShare): Money {
  const L = cx.L;
  const p = cx.params.credits.cdcc;
  const fed = cx.input.federal;
  const dc = fed.dependent_care ?? {};
  const caExpenses = cx.input.ca540?.dependent_care_expenses;
  const entered = caExpenses !== undefined && caExpenses !== null && caExpenses !== '';
  const expenses = entered ? Money.of(caExpenses) : Money.of(dc.expenses_total);
  if (!expenses.isPositive() && !cx.federal.lines.has('f2441.l3')) return Money.ZERO;

  const persons =
    dc.qualifying_persons ??
    (fed.dependents ?? []).filter((d) => {
      const age = caAgeAtYearEnd(cx.params.taxYear, d.date_of_birth, d.age);
      return d.permanently_disabled === true || (age !== undefined && age < 13);
    }).length;
  const limit = persons >= 2 ? p.twoPersonLimit : p.onePersonLimit;
  const useFederal3 = !entered && cx.federal.lines.has('f2441.l3');
  const l3 = L.setDollars(
    'ftb3506.l3',
    useFederal3 ? cx.fed('f2441.l3') : Money.min(expenses.clampZero(), limit),
    useFederal3
      ? `Qualified expenses, not more than ${fmt(p.onePersonLimit)} for one qualifying person or ${fmt(p.twoPersonLimit)} for two or more, less excluded benefits (federal Form 2441, line 3)`
      : `Qualified expenses paid in ${cx.params.taxYear}, not more than ${fmt(limit)} (${persons >= 2 ? 'two or more qualifying persons' : 'one qualifying person'})`,
  );
  const fed4 = !nrShare && cx.federal.lines.has('f2441.l4');
  const nrText = nrShare
    ? ` from California sources (Form 540NR: ${nrShare.wages ? `wages × ${nrShare.wages.toString(4)}, Schedule CA (540NR), Part II, line 1z, column E ÷ column D` : 'W-2 box 16 wages where box 15 is CA'}; self-employment earnings × ${nrShare.se.toString(4)}, Schedule CA (540NR), Part II, Section B, line 3, column E ÷ column D)`
    : '';
  const l4 = L.setDollars(
    'ftb3506.l4',
    fed4 ? cx.fed('f2441.l4') : earnedOf(cx, 'taxpayer', nrShare),
    `Enter your earned income${nrText}`,
  );
  const joint = cx.status === 'mfj';
  const l5 = L.setDollars(
    'ftb3506.l5',
    joint
      ? !nrShare && cx.federal.lines.has('f2441.l5')
        ? cx.fed('f2441.l5')
        : earnedOf(cx, 'spouse', nrShare)
      : l4,
    joint
      ? `If married/RDP filing jointly, enter your spouse's/RDP's earned income${nrText}`
      : 'Enter the amount from line 4',
  );
  if (nrShare && (!l4.isPositive() || !l5.isPositive()))
    cx.warn(
      'FTB 3506: a nonresident or part-year resident (and spouse/RDP if filing jointly) needs earned income from California sources; without it there is no child and dependent care credit.',
    );
  const l6 = L.setDollars(
    'ftb3506.l6',
    Money.min(l3, l4, l5),
    'Enter the smallest of line 3, line 4, or line 5',
  );
  const l7 = L.setDollars(
    'ftb3506.l7',
    cx.fed('f1040.l11'),
    'Enter your federal AGI (federal Form 1040, line 11)',
  );
  const fd = federalCareDecimal(l7, p);
  const l9 = L.setDollars(
    'ftb3506.l9',
    l6.times(fd).via(l7),
    `Multiply line 6 by the decimal amount on line 8 (${fd.toString(2)}, the federal decimal for the AGI on line 7)`,
  );
  const cd = californiaCareDecimal(l7, p);
  const mfsApart = cx.status !== 'mfs' || fed.mfs_lived_apart_all_year === true;
  const l11 = L.setDollars(
    'ftb3506.l11',
    mfsApart ? l9.times(cd).via(l7) : Money.ZERO,
    mfsApart
      ? `Multiply line 9 by the decimal amount on line 10 (${cd.toString(2)} for the federal AGI on line 7: ${caBandsText(p)}). This is your nonrefundable credit; enter on ${nrShare ? 'Form 540NR, line 50' : 'Form 540, line 40'}`
      : 'Married/RDP filing separately and not living apart: no credit',
  );
  if (!mfsApart)
    cx.warn(
      'FTB 3506: married/RDP filing separately without living apart from your spouse/RDP, so no child and dependent care credit.',
    );
  if (l7.gt(lastBand(p)))
    cx.warn(
      `FTB 3506: federal AGI over ${fmt(lastBand(p))}, so no California child and dependent care credit.`,
    );
  if (l11.isPositive()) cx.need('ftb3506');
  return l11;
}
