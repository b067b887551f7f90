/**
 * Shared state of one California computation: the inputs, the federal result it reads, the
 * year's FTB figures, the sheet of California lines, warnings and the forms needed.
 * California forms read figures from `cx.params`, never by importing a year module.
 */
import { Sheet } from '../sheet';
import { trackReads } from '../provenance';
import type { Money } from '../money';
import type { Result } from '../index';
import type { FilingStatus } from '../types';
import type { CaParams } from '../params/ca-types';
import type { CaReturn } from './types';

export class CaCtx extends Sheet {
  readonly status: FilingStatus;

  /** The entered returns, read through provenance.ts so each amount knows its path. */
  readonly input: CaReturn;

  constructor(
    input: CaReturn,
    readonly federal: Result,
    readonly params: CaParams,
    overrides: Record<string, string> = {},
  ) {
    super(overrides, undefined, params.taxYear);
    this.input = trackReads(input);
    this.status = input.ca540?.filing_status ?? input.federal.filing_status;
  }

  /** A federal line's value (zero when the federal return has no such line). */
  fed(key: string): Money {
    return this.federal.lines.get(key);
  }

  /** MFJ and QSS use the joint rate schedule (Y) and the joint limits. */
  get jointRates(): boolean {
    return this.status === 'mfj' || this.status === 'qss';
  }
}

/** An amount with its cents, as "$21.67": for the parameter amounts that are not whole dollars. */
export function usdCents(v: Money): string {
  const [whole = '0', cents = '00'] = v.abs().toString().split('.');
  return `${v.isNegative() ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}
