export interface ComputeOptions {
  /** A preparer's values for computed lines, by line key ("f1040.l16": "1200.00"). */
  overrides?: Record<string, string>;
}

/** Shared state of one computation: the input, the sheet of lines, warnings and the forms needed. */
import { Sheet } from './sheet';
import { Money } from './money';
import { trackReads } from './provenance';
import type { Amount, FilingStatus, Owner, Return } from './types';
import { DEFAULT_TAX_YEAR, federalParams, type FederalParams } from './params';
import { ageAtYearEnd } from './dependentClaim';
// fmt lives in its own module so relationships.ts can use it without importing the context (a cycle).
export { fmt, fmtCents } from './format';

export class Ctx extends Sheet {
  readonly status: FilingStatus;
  /** The tax year's federal figures (the input's `tax_year`, DEFAULT_TAX_YEAR when omitted). */
  readonly params: FederalParams;

  /** The entered return, read through provenance.ts so each amount knows its path. */
  readonly input: Return;

  constructor(input: Return, options: ComputeOptions = {}) {
    const params = federalParams(input.tax_year ?? DEFAULT_TAX_YEAR);
    super(options.overrides, params.formLines, params.taxYear);
    this.input = trackReads(input);
    this.status = input.filing_status;
    this.params = params;
    if (!['single', 'mfj', 'mfs', 'hoh', 'qss'].includes(this.status)) {
      throw new RangeError(`unknown filing_status: ${String(input.filing_status)}`);
    }
  }

  get married(): boolean {
    return this.status === 'mfj' || this.status === 'mfs';
  }
  get joint(): boolean {
    return this.status === 'mfj';
  }
  /** MFS and lived with the spouse at some time in the year. */
  get mfsLivedWithSpouse(): boolean {
    return this.status === 'mfs' && !this.input.mfs_lived_apart_all_year;
  }

  /** The persons on the return: the taxpayer, and the spouse on a joint return. */
  persons(): Owner[] {
    return this.joint ? ['taxpayer', 'spouse'] : ['taxpayer'];
  }

  /** Age on December 31 of the tax year, from a birth date or a stated age. */
  ageAtYearEnd(dob: string | undefined, age: number | undefined): number {
    return ageAtYearEnd(dob, age, this.params.taxYear);
  }

  /**
   * A Form 1040 line's number as this year's form prints it: "12" in 2024, "12e" in 2025 (the
   * last of the year's own keys: "11b" is the line 11 that page 2 reads).
   */
  no(key: string): string {
    const own = this.params.formLines?.[key];
    const k = own?.length ? own[own.length - 1]! : key;
    return k.slice(k.indexOf('.l') + 2);
  }

  /** Born before the year's "age 65" date (or flagged 65 or older). */
  is65(who: Owner): boolean {
    const flag = who === 'taxpayer' ? this.input.taxpayer_over_65 : this.input.spouse_over_65;
    if (flag) return true;
    const dob = (who === 'taxpayer' ? this.input.taxpayer : this.input.spouse)?.date_of_birth;
    return !!dob && dob < this.params.standardDeduction.age65BornBefore;
  }
}

/** Parses an input amount exactly. */
export function m(v: Amount): Money {
  return Money.of(v);
}

/** Sum of an amount over a list. */
export function sumOf<T>(xs: readonly T[] | undefined, f: (x: T) => Amount | Money): Money {
  let total = Money.ZERO;
  for (const x of xs ?? []) total = total.plus(Money.of(f(x)));
  return total;
}

export function ownerOf(x: { owner?: Owner }): Owner {
  return x.owner ?? 'taxpayer';
}

/** A decimal rate as a percentage for explanations: '0.05' → "5%", '0.0765' → "7.65%". */
export function pct(rate: string): string {
  const [whole = '0', frac = ''] = rate.split('.');
  const digits = whole + frac.padEnd(2, '0');
  const int = digits.slice(0, whole.length + 2);
  const rest = digits.slice(whole.length + 2).replace(/0+$/, '');
  return `${String(Number(int))}${rest ? `.${rest}` : ''}%`;
}
