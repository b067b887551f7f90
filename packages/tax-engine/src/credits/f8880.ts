import { Money } from '../money';
import type { Lines } from '../lines';
import type { FederalParams } from '../params';
import { fmt } from '../context';
import type { CreditFilingStatus, CreditTaxLimitInput } from './types';
import { creditLimitLines } from './creditLimit';

/** Why a person's contributions do not count (the form's caution). */
export type Form8880Ineligibility = 'under-18' | 'student' | 'dependent';

/** One column of lines 1-6: (a) you, (b) your spouse. */
export interface Form8880Person {
  /** Line 1: traditional and Roth IRA contributions and ABLE contributions by the designated beneficiary for 2024. */
  iraAndAbleContributions: Money;
  /** Line 2: elective deferrals and voluntary employee contributions for 2024. */
  electiveDeferrals: Money;
  /** The person's own distributions in the testing period (line 4 adds both spouses' on a joint return). */
  distributions: Money;
  /** Set when the person cannot count contributions (born after January 1, 2007; student; dependent). */
  ineligible?: Form8880Ineligibility[];
  /** Where lines 1, 2 and 4 come from ("input.…" paths), for the explanation. */
}

export interface Form8880Input extends CreditTaxLimitInput {
  filingStatus: CreditFilingStatus;
  /** Line 8: Form 1040 line 11. */
  agi: Money;
  taxpayer: Form8880Person;
  /** The spouse's column, on a joint return only. */
  spouse?: Form8880Person;
  /** Credit Limit Worksheet line 2: Schedule 3 lines 1, 2, 3, 6d and 6l. `tax` is Form 1040 line 18. */
  creditsReducingLimit: Money;
}

export interface Form8880Result {
  /** Line 7. */
  contributionsCounted: Money;
  /** Line 9 as a decimal string ('0.5', '0.2', '0.1', '0'). */
  rate: string;
  /** Line 12 → Schedule 3 line 4. */
  credit: Money;
}

const WHY: Record<Form8880Ineligibility, string> = {
  'under-18': 'born after January 1, 2007',
  student: 'a full-time student',
  dependent: 'claimed as a dependent on someone else’s return',
};

/** Line 9: the decimal for the AGI on line 8 ("over X but not over Y"). */
export function form8880Rate(agi: Money, status: CreditFilingStatus, params: FederalParams): string {
  for (const [upTo, rate] of params.f8880.rates[status]) {
    if (upTo === null || agi.lte(Money.dollars(upTo))) return rate;
  }
  return '0';
}

/**
 * Form 8880 (2024): credit for qualified retirement savings contributions, with the Credit Limit
 * Worksheet of its instructions (line 11). A person who is under 18, a full-time student or
 * claimed as a dependent has a column of zeros. On a joint return line 4 holds both spouses'
 * distributions in both columns (the exception for years the spouses did not file jointly is not
 * modeled).
 */
export function form8880(input: Form8880Input, lines: Lines, params: FederalParams): Form8880Result {
  const P = params.f8880;
  const k = (l: string): string => `f8880.${l}`;
  const joint = input.filingStatus === 'mfj' && input.spouse !== undefined;
  const cols: [string, Form8880Person][] = joint
    ? [
        ['a', input.taxpayer],
        ['b', input.spouse as Form8880Person],
      ]
    : [['a', input.taxpayer]];
  const allDistributions = Money.sum(cols.map(([, p]) => p.distributions));
  const cap = Money.dollars(P.maxPerPerson);
  const who = (c: string): string => (c === 'a' ? 'you' : 'your spouse');

  const line6: Money[] = [];
  for (const [c, p] of cols) {
    const out = p.ineligible ?? [];
    if (out.length > 0) {
      const why = `Not eligible: ${who(c)} ${out.map((r) => WHY[r]).join(', ')}; enter -0-`;
      for (const l of ['1', '2', '3', '4', '5']) lines.setDollars(k(`l${l}${c}`), Money.ZERO, why);
      line6.push(lines.setDollars(k(`l6${c}`), Money.ZERO, why));
      continue;
    }
    const l1 = lines.setDollars(
      k(`l1${c}`),
      p.iraAndAbleContributions,
      'Traditional and Roth IRA contributions, and ABLE account contributions by the designated beneficiary for {year}',
    );
    const l2 = lines.setDollars(
      k(`l2${c}`),
      p.electiveDeferrals,
      'Elective deferrals to a 401(k) or other qualified employer plan, voluntary employee contributions, and 501(c)(18)(D) plan contributions for {year}',
    );
    const l3 = lines.setDollars(k(`l3${c}`), l1.plus(l2), 'Add lines 1 and 2');
    const l4 = lines.setDollars(
      k(`l4${c}`),
      joint ? allDistributions : p.distributions,
      // The testing period opens with the third year before the tax year (IRC §25B(d)(2)).
      `Certain distributions received after ${String(params.taxYear - 3)} and before the due date of the {year} return${joint ? ' (both spouses’ amounts, married filing jointly)' : ''}`,
    );
    const l5 = lines.setDollars(
      k(`l5${c}`),
      l3.minus(l4).clampZero(),
      'Subtract line 4 from line 3. If zero or less, enter -0-',
    );
    line6.push(
      lines.setDollars(k(`l6${c}`), Money.min(l5, cap), `Enter the smaller of line 5 or ${fmt(cap)}`),
    );
  }
  const l7 = lines.setDollars(
    k('l7'),
    Money.sum(line6),
    'Add the amounts on line 6. If zero, stop; you can’t take this credit',
  );
  const zero = (why: string): Form8880Result => ({
    contributionsCounted: l7,
    rate: '0',
    credit: lines.setDollars(k('l12'), Money.ZERO, why),
  });
  if (l7.isZero()) return zero('Line 7 is zero: you can’t take this credit');
  const l8 = lines.setDollars(
    k('l8'),
    input.agi,
    'Enter the amount from Form 1040, 1040-SR, or 1040-NR, line 11',
  );
  const rate = form8880Rate(l8, input.filingStatus, params);
  // Line 9 is a decimal, not an amount: it is given in the text of line 10 (and by `form8880Rate`).
  if (Money.of(rate).isZero())
    return zero(`Line 9 is zero for line 8 (${fmt(l8)}): you can’t take this credit`);
  const l10 = lines.setDollars(
    k('l10'),
    // Line 9 is looked up with line 8, so the product carries it.
    l7.times(rate).via(l8),
    `Multiply line 7 by line 9 (${rate}, the line 9 table for line 8 of ${fmt(l8)} and the filing status)`,
  );

  const c3 = creditLimitLines(
    lines,
    input,
    [
      [k('clw.l1'), 'Enter the amount from Form 1040, 1040-SR, or 1040-NR, line 18'],
      [k('clw.l2'), 'Enter the total of your credits from Schedule 3 (Form 1040), lines 1, 2, 3, 6d, and 6l'],
      [k('clw.l3'), 'Subtract line 2 from line 1. If zero or less, enter -0-'],
    ],
    true,
  );
  const l11 = lines.setDollars(
    k('l11'),
    c3,
    'Limitation based on tax liability (Credit Limit Worksheet, line 3)',
  );
  const l12 = lines.setDollars(
    k('l12'),
    Money.min(l10, l11),
    'Credit for qualified retirement savings contributions: the smaller of line 10 or line 11 → Schedule 3, line 4',
  );
  return { contributionsCounted: l7, rate, credit: l12 };
}
