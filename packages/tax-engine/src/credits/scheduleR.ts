import { Money } from '../money';
import type { Lines } from '../lines';
import type { FederalParams } from '../params';
import { fmt, pct } from '../context';
import type { CreditFilingStatus, CreditTaxLimitInput } from './types';
import { creditLimitLines } from './creditLimit';

/** One person's Part I facts. */
export interface ScheduleRPerson {
  /** 65 or older at the end of 2024 (born before January 2, 1960). */
  age65: boolean;
  /** Under 65 and retired on permanent and total disability. */
  retiredOnDisability: boolean;
  /** Line 11: taxable disability income (wages or pension paid instead of wages while retired on disability). */
  taxableDisabilityIncome: Money;
}

export interface ScheduleRInput extends CreditTaxLimitInput {
  filingStatus: CreditFilingStatus;
  /** MFS: lived apart from the spouse for all of 2024 (boxes 8 and 9; otherwise no credit). */
  livedApartAllYear?: boolean;
  /** Nonresident alien at any time in 2024 without the election to be treated as resident (no credit). */
  nonresidentAlien?: boolean;
  taxpayer: ScheduleRPerson;
  /** The spouse on a joint return. */
  spouse?: ScheduleRPerson;
  /** Line 13a: nontaxable part of social security (Form 1040 line 6a less 6b, both spouses). */
  nontaxableSocialSecurity: Money;
  /** Line 13b: nontaxable veterans' pensions and other pensions, annuities or disability benefits. */
  nontaxablePensions: Money;
  /** Line 14: Form 1040 line 11. */
  agi: Money;
  /** Credit Limit Worksheet line 2: Schedule 3 lines 1 and 2 (and 6l). `tax` is Form 1040 line 18. */
  creditsReducingLimit: Money;
}

/** The Part I box (1-9), or null when no box applies (no one is 65 or retired on disability, or MFS living together). */
export type ScheduleRBox = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export interface ScheduleRResult {
  box: ScheduleRBox | null;
  /** Line 22 → Schedule 3 line 6d. */
  credit: Money;
}

const BOX_TEXT: Record<ScheduleRBox, string> = {
  1: 'you were 65 or older',
  2: 'you were under 65 and you retired on permanent and total disability',
  3: 'both spouses were 65 or older',
  4: 'both spouses were under 65, but only one spouse retired on permanent and total disability',
  5: 'both spouses were under 65, and both retired on permanent and total disability',
  6: 'one spouse was 65 or older, and the other spouse was under 65 and retired on permanent and total disability',
  7: 'one spouse was 65 or older, and the other spouse was under 65 and not retired on permanent and total disability',
  8: 'you were 65 or older and you lived apart from your spouse for all of {year}',
  9: 'you were under 65, you retired on permanent and total disability, and you lived apart from your spouse for all of {year}',
};

const disabled = (p: ScheduleRPerson | undefined): boolean => !!p && !p.age65 && p.retiredOnDisability;

/** Part I: the one box that fits the filing status, the ages and the disability retirements. */
export function scheduleRBox(input: ScheduleRInput): ScheduleRBox | null {
  const tp = input.taxpayer;
  switch (input.filingStatus) {
    case 'single':
    case 'hoh':
    case 'qss':
      return tp.age65 ? 1 : disabled(tp) ? 2 : null;
    case 'mfs':
      if (input.livedApartAllYear !== true) return null;
      return tp.age65 ? 8 : disabled(tp) ? 9 : null;
    case 'mfj': {
      const sp = input.spouse;
      const old = (tp.age65 ? 1 : 0) + (sp?.age65 ? 1 : 0);
      const dis = (disabled(tp) ? 1 : 0) + (disabled(sp) ? 1 : 0);
      if (old === 2) return 3;
      if (old === 1) return dis === 1 ? 6 : 7;
      return dis === 2 ? 5 : dis === 1 ? 4 : null;
    }
  }
}

/**
 * Schedule R (Form 1040) 2024, Part III, with the Credit Limit Worksheet of its instructions
 * (line 21: Form 1040 line 18 less Schedule 3 lines 1, 2 and 6l). Writes nothing when no Part I
 * box applies. The physician's statement of Part II is the filer's to keep; the engine does not
 * ask for it.
 */
export function scheduleR(input: ScheduleRInput, lines: Lines, params: FederalParams): ScheduleRResult {
  const P = params.scheduleR;
  const box = input.nonresidentAlien === true ? null : scheduleRBox(input);
  if (box === null) return { box: null, credit: Money.ZERO };
  const d = Money.dollars;
  const k = (l: string): string => `scheduleR.${l}`;
  const tp = input.taxpayer;
  const sp = input.spouse;

  lines.set(k('box'), d(box), `Part I, box ${box}: ${BOX_TEXT[box]}`);
  const initial =
    box === 3 || box === 5 || box === 6
      ? P.initialAmount.both
      : box >= 8
        ? P.initialAmount.separate
        : P.initialAmount.one;
  const l10 = lines.setDollars(
    k('l10'),
    d(initial),
    `Box ${box} checked in Part I: enter ${fmt(d(initial))}`,
  );

  let l12: Money;
  if (box === 2 || box === 4 || box === 5 || box === 6 || box === 9) {
    const tpIncome = disabled(tp) ? tp.taxableDisabilityIncome : Money.ZERO;
    const spIncome = disabled(sp) ? (sp?.taxableDisabilityIncome ?? Money.ZERO) : Money.ZERO;
    const [amount, text] =
      box === 6
        ? [
            d(P.box6Addition).plus(tpIncome).plus(spIncome),
            `Box 6: add ${fmt(d(P.box6Addition))} to the taxable disability income of the spouse who was under age 65`,
          ]
        : box === 5
          ? [
              tpIncome.plus(spIncome),
              'Box 5: add your taxable disability income to your spouse’s taxable disability income',
            ]
          : [tpIncome.plus(spIncome), `Box ${box}: enter your taxable disability income`];
    const l11 = lines.setDollars(k('l11'), amount, text);
    l12 = lines.setDollars(
      k('l12'),
      Money.min(l10, l11),
      'You completed line 11: enter the smaller of line 10 or line 11',
    );
  } else {
    l12 = lines.setDollars(k('l12'), l10, `Box ${box} does not use line 11: enter the amount from line 10`);
  }

  const l13a = lines.setDollars(
    k('l13a'),
    input.nontaxableSocialSecurity.clampZero(),
    'Nontaxable part of social security benefits (Form 1040 line 6a less line 6b)',
  );
  const l13b = lines.setDollars(
    k('l13b'),
    input.nontaxablePensions.clampZero(),
    'Nontaxable veterans’ pensions and any other pension, annuity, or disability benefit excluded from income',
  );
  const l13c = lines.setDollars(k('l13c'), l13a.plus(l13b), 'Add lines 13a and 13b');
  const l14 = lines.setDollars(k('l14'), input.agi, 'Enter the amount from Form 1040 or 1040-SR, line 11');
  const threshold =
    box <= 2 ? P.agiThreshold.unmarried : box >= 8 ? P.agiThreshold.separate : P.agiThreshold.joint;
  const l15 = lines.setDollars(
    k('l15'),
    d(threshold),
    `Box ${box} checked in Part I: enter ${fmt(d(threshold))}`,
  );
  const l16 = lines.setDollars(
    k('l16'),
    l14.minus(l15).clampZero(),
    'Subtract line 15 from line 14. If zero or less, enter -0-',
  );
  const l17 = lines.setDollars(k('l17'), l16.times(P.agiExcessShare), 'Enter one-half of line 16');
  const l18 = lines.setDollars(k('l18'), l13c.plus(l17), 'Add lines 13c and 17');
  const l19 = lines.setDollars(
    k('l19'),
    l12.minus(l18).clampZero(),
    l12.gt(l18)
      ? 'Subtract line 18 from line 12'
      : 'Line 18 is not less than line 12: you can’t take the credit',
  );
  if (l19.isZero())
    return { box, credit: lines.setDollars(k('l22'), Money.ZERO, 'No credit: line 19 is zero') };
  const l20 = lines.setDollars(k('l20'), l19.times(P.rate), `Multiply line 19 by ${pct(P.rate)} (${P.rate})`);

  const c3 = creditLimitLines(
    lines,
    input,
    [
      [k('clw.l1'), 'Enter the amount from Form 1040 or 1040-SR, line 18'],
      [k('clw.l2'), 'Enter the total of any amounts from Schedule 3 (Form 1040), lines 1, 2, and 6l'],
      [k('clw.l3'), 'Subtract line 2 from line 1. If zero or less, enter -0-'],
    ],
    true,
  );
  const l21 = lines.setDollars(k('l21'), c3, 'Tax liability limit from the Credit Limit Worksheet, line 3');
  const l22 = lines.setDollars(
    k('l22'),
    Money.min(l20, l21),
    'Credit for the elderly or the disabled: the smaller of line 20 or line 21 → Schedule 3, line 6d',
  );
  return { box, credit: l22 };
}
