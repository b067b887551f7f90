/**
 * The Direct File scenarios this product does not reproduce line for line, each with the reason.
 * Every other scenario must match Direct File's Form 1040 on every line. The test checks these too:
 * a refusal must still happen, and a difference must stay on exactly the lines listed, so a change
 * that fixes or moves one shows up here.
 */

/** Scenarios whose test data the product refuses on purpose (issue 22: refuse what cannot be true). */
export const REFUSED: Record<string, { message: string; why: string }> = {};

const BOX_2A = {
  message: 'Box 2a: the taxable amount cannot be more than the gross distribution in box 1.',
  why: 'A 1099-R of 200 gross with 1,000 taxable: the taxable amount is part of the gross distribution (Instructions for Forms 1099-R, box 2a).',
};
for (const name of [
  '1099-r-no-state-tax-group',
  '1099-r-optional-state-local-tax-group',
  '1099r-no-recipient-address',
  'ats-1-1099r-disabled',
  'ats-1-1099r',
  'ticket-8689-1099r-no-federalwithhold',
  'ticket-8689-1099r-nonzero-federalwithold',
  'ticket-8689-1099r-zero-federalwithold',
])
  REFUSED[name] = BOX_2A;
REFUSED['nj-box-14'] = {
  message: 'Advance payments (column C) cannot be more than the enrollment premiums (column A).',
  why: 'Advance payments of 11,000 on premiums of 10,000: the advance credit pays part of the premium (Form 1095-A, line 33C).',
};
REFUSED['ticket-10278-negative'] = {
  message: 'Rollovers and excess withdrawn (line 14b) cannot be more than the distributions (line 14a).',
  why: 'A rollover of 900 out of a 500 distribution, and of 1 out of none (Form 8889 line 14b is part of line 14a).',
};
REFUSED['cdcc-mfj-dep-care-benefits-only'] = {
  message: 'Enter the care provider’s address.',
  why: 'The care provider has a name only; Form 2441 line 1 needs its address, which the scenario never gives.',
};

/** Scenarios entered in full whose figures differ from Direct File's on these lines, and why. */
export const DIFFERENT: Record<string, { lines: string[]; why: string }> = {
  '1040-withholdings-without-attachments': {
    lines: ['l25b', 'l25d', 'l33', 'l34', 'l35a'],
    why: 'Withholding of 911.75 and 1,507.51: the Form 1040 instructions round the total (2,419), Direct File each amount (2,420).',
  },
  'ticket-12386': {
    lines: ['l1a', 'l1z', 'l9', 'l11', 'l15', 'l25a', 'l25d', 'l33', 'l34', 'l35a'],
    why: 'Wages and withholding with cents on two W-2s: the total is rounded once here, each W-2 by Direct File.',
  },
  'hoh-cdcc-income-excluded': {
    lines: ['l19', 'l20', 'l28', 'l32', 'l33', 'l34', 'l35a'],
    why: 'Care was paid for one of two children under 13: the dollar limit is $3,000 (Pub. 503, "Dollar Limit": $6,000 only when expenses were paid for two or more qualifying persons); Direct File uses $6,000.',
  },
  'hoh-cdcc-multiple-careproviders': {
    lines: ['l28', 'l32', 'l33', 'l34', 'l35a'],
    why: 'A foster child whose parent may claim the child: Direct File applies its tie-breaker questions, which have no place here; the child is counted for the additional child tax credit.',
  },
  'npe-form-2441-without-cdcc': {
    lines: ['l19', 'l20', 'l27', 'l28', 'l32', 'l33', 'l34', 'l35a'],
    why: 'A child whose other parent claims it through the tie-breaker: Direct File keeps the child for the EIC only; here the child stays a qualifying person for Form 2441 and the credits.',
  },
  'hoh-self-only-eic-third-party-designee-form-9000': {
    lines: ['l27', 'l32', 'l33', 'l34', 'l35a'],
    why: 'A filer aged 21 whose only child has no SSN valid for work: Pub. 596 sends the filer to the rules without a qualifying child, whose age test (25 to 64) fails; Direct File allows the self-only credit.',
  },
  'single-10k-eitc-qcs-without-ssn': {
    lines: ['l27', 'l32', 'l33', 'l34', 'l35a'],
    why: 'A filer who can be claimed as a dependent and whose child has no SSN: the rules without a qualifying child (Pub. 596, Rule 13) exclude a dependent; Direct File allows the self-only credit.',
  },
};
