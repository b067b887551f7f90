/**
 * The 2024 California computation: Form 540 (residents) or Form 540NR (nonresidents and part-year
 * residents) with Schedule CA (540), Schedule P, FTB 3506, FTB 3514 and the Form 568s.
 *
 *   const fed = computeReturn(input.federal);
 *   const ca = computeCalifornia(input, fed);
 *   ca.summary.refund.toString();          // "321.00"
 *   ca.explain('ca540.l17');               // { key, value, formula, inputs }
 */
import type { Result } from '../index';
import { Money } from '../money';
import { caParams } from '../params/ca-index';
import { CaCtx } from './context';
import { computeForm540 } from './f540';
import { computeForm540NR } from './f540nr';
import { computeForm568 } from './f568';
import type { CaResult, CaReturn } from './types';

const ORDER = ['ca540', 'ca540nr', 'scheduleCA', 'scheduleP', 'ftb3506', 'ftb3514', 'f568'];
const rank = (f: string): number => {
  const i = ORDER.indexOf(f.split('#')[0]!);
  return i < 0 ? ORDER.length : i;
};

/** Computes the California return from its input and the federal result computed from `input.federal`. */
export function computeCalifornia(
  input: CaReturn,
  federal: Result,
  options: { overrides?: Record<string, string> } = {},
): CaResult {
  const params = caParams(input.federal.tax_year ?? 2024);
  const cx = new CaCtx(input, federal, params, options.overrides);
  const residency = input.residency ?? (input.nr ? input.nr.residency_status : 'resident');
  const nr = residency !== 'resident';
  const out = nr ? computeForm540NR(cx) : computeForm540(cx);
  const f = nr ? 'ca540nr' : 'ca540';
  let llc = Money.ZERO;
  (input.form568 ?? []).forEach((x, i) => {
    llc = llc.plus(computeForm568(cx, x, i + 1));
  });
  const L = cx.L;
  const e = params.exemption;
  return {
    lines: L,
    forms: cx.forms().sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)),
    summary: {
      caAgi: L.get(`${f}.l17`),
      taxableIncome: L.get(`${f}.l19`),
      totalTax: L.get(nr ? 'ca540nr.l74' : 'ca540.l64'),
      totalPayments: L.get(nr ? 'ca540nr.l88' : 'ca540.l78'),
      refund: out.refund,
      amountOwed: out.owed,
      refundOrOwed: out.refund.minus(out.owed),
      llcAmountDue: llc,
    },
    explain: (key: string) => L.explain(key),
    warnings: cx.warnings,
    exemptionRates: {
      personal: Money.dollars(e.personal),
      blind: Money.dollars(e.blind),
      senior: Money.dollars(e.senior),
      dependent: Money.dollars(e.dependent),
    },
    renterCredit: { agiLimit: out.renter.agiLimit, eligible: out.renter.eligible },
  };
}
