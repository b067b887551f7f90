/**
 * Builds a CaCtx directly for the credit and Form 568 tests: the federal result is a stub carrying
 * only the federal lines the California credits read, so these tests do not depend on the federal
 * engine (being refactored) or on the Form 540 module.
 */
import { Lines } from '../../src/lines';
import { Money } from '../../src/money';
import type { Result } from '../../src/index';
import type { Return } from '../../src/types';
import { CaCtx } from '../../src/california/context';
import type { CaReturn } from '../../src/california/types';
import type { CaParams } from '../../src/params/ca-types';
import { ca568_2024, caCredits2024 } from '../../src/params/ca2024-credits';

export const params = { taxYear: 2024, credits: caCredits2024, llc: ca568_2024 } as unknown as CaParams;

export function fedResult(lines: Record<string, string | number> = {}): Result {
  const L = new Lines();
  for (const [k, v] of Object.entries(lines)) L.set(k, Money.of(v), 'test stub');
  const z = Money.ZERO;
  return {
    lines: L,
    forms: [],
    attachments: () => [],
    summary: {
      agi: L.get('f1040.l11'),
      taxableIncome: z,
      totalTax: z,
      totalPayments: z,
      refund: z,
      amountOwed: z,
      refundOrOwed: z,
    },
    explain: (k: string) => L.explain(k),
    warnings: [],
  } as Result;
}

/** A CaCtx for `federal` with federal lines `fedLines`; AGI defaults to the W-2 wages. */
export function ctx(
  federal: Return,
  fedLines: Record<string, string | number> = {},
  extra: Partial<CaReturn> = {},
): CaCtx {
  const wages = Money.sum((federal.w2s ?? []).map((w) => Money.of(w.wages)));
  return new CaCtx(
    { federal, ...extra },
    fedResult({ 'f1040.l11': wages.toString(), 'f1040.l9': wages.toString(), ...fedLines }),
    params,
  );
}

export const w2 = (wages: number | string, extra: Record<string, unknown> = {}) => ({
  wages: String(wages),
  ...extra,
});

/** A dependent child born on `dob` who lived with the filer all year. */
export const kid = (dob: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Kid',
  relationship: 'son',
  date_of_birth: dob,
  months_lived_with: 12,
  ...extra,
});
