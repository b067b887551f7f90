/**
 * Exact money: an integer number of cents held in a bigint, so that 15 integer digits and
 * 2 decimals (the largest amount the product accepts) never drift the way binary floats do.
 * Rates are exact decimals too ("0.153", "0.9235"); a product is rounded once, to the cent,
 * half away from zero.
 *
 * Each amount also carries its sources (provenance.ts): the lines and entered inputs it was
 * computed from. Arithmetic joins them, so a line's explanation is what its computation read.
 */
import { joinSources, takeRead, type Source } from './provenance';

export class Money {
  // Private, so two equal amounts stay equal to deep comparison whatever their sources.
  readonly #src: Source | undefined;

  private constructor(
    readonly cents: bigint,
    src?: Source,
  ) {
    this.#src = src;
  }

  /** The lines and inputs this amount was computed from (undefined for constants). */
  get src(): Source | undefined {
    return this.#src;
  }

  static readonly ZERO = new Money(0n);

  static fromCents(cents: bigint | number): Money {
    return new Money(BigInt(cents));
  }

  /** Whole dollars, e.g. Money.dollars(14600). */
  static dollars(d: number | bigint): Money {
    if (typeof d === 'number' && !Number.isInteger(d)) throw new RangeError(`not whole dollars: ${d}`);
    return new Money(BigInt(d) * 100n);
  }

  /**
   * Parses "1234.5", "-0.07", "1,234.56", a number or null/undefined/"" (zero).
   * More than two decimals is an error: money is never silently rounded on the way in.
   */
  static of(v: Money | string | number | bigint | null | undefined): Money {
    if (v instanceof Money) return v;
    if (v === null || v === undefined || v === '') return Money.ZERO;
    let parsed: Money;
    if (typeof v === 'string') {
      const hit = PARSED.get(v);
      if (hit) parsed = hit;
      else {
        parsed = Money.parse(v);
        if (PARSED.size > 4096) PARSED.clear();
        PARSED.set(v, parsed);
      }
    } else parsed = Money.parse(v);
    const path = takeRead(v);
    return path === undefined ? parsed : new Money(parsed.cents, path);
  }

  /** The same amount with `src` as its only source (a line read back names just that line). */
  from(src: Source | undefined): Money {
    return src === this.src ? this : new Money(this.cents, src);
  }

  /**
   * The same amount, also depending on `others`: for a value chosen by a test (a limit that applied,
   * a credit that an income disallowed) rather than computed by arithmetic from them.
   */
  via(...others: (Money | Rate)[]): Money {
    let src = this.src;
    for (const o of others) src = joinSources(src, o.src);
    return this.from(src);
  }

  /**
   * The same amount, its sources replaced by `lines`: the lines that hold it or its parts, read
   * back (a total kept at the cents it was computed with, while the lines show whole dollars).
   */
  readFrom(...lines: Money[]): Money {
    let src: Source | undefined;
    for (const l of lines) src = joinSources(src, l.src);
    return this.from(src);
  }

  private static parse(v: string | number | bigint): Money {
    if (typeof v === 'bigint') return new Money(v * 100n);
    let s: string;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) throw new RangeError(`not a finite amount: ${v}`);
      s = v.toFixed(2);
      if (Number(s) !== v) throw new RangeError(`more than two decimals: ${v}`);
    } else {
      s = v.trim().replace(/,/g, '');
    }
    const m = /^([+-])?(\d*)(?:\.(\d{0,2}))?$/.exec(s);
    if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new RangeError(`not an amount: ${String(v)}`);
    const whole = BigInt(m[2] || '0');
    const frac = BigInt(((m[3] ?? '') + '00').slice(0, 2));
    const cents = whole * 100n + frac;
    return new Money(m[1] === '-' ? -cents : cents);
  }

  plus(o: Money): Money {
    const src = joinSources(this.src, o.src);
    if (o.cents === 0n) return this.from(src);
    if (this.cents === 0n) return o.from(src);
    return new Money(this.cents + o.cents, src);
  }
  minus(o: Money): Money {
    const src = joinSources(this.src, o.src);
    if (o.cents === 0n) return this.from(src);
    return new Money(this.cents - o.cents, src);
  }
  neg(): Money {
    return new Money(-this.cents, this.src);
  }
  abs(): Money {
    return this.cents < 0n ? this.neg() : this;
  }

  /** this × rate, rate an exact decimal ("0.153") or a Rate; rounded to the cent. */
  times(rate: Rate | string | number): Money {
    const r = Rate.of(rate);
    return new Money(divRound(this.cents * r.num, r.den), joinSources(this.src, r.src));
  }

  /** this × num / den, rounded to the cent (used for proration such as days or months). */
  prorate(num: bigint | number, den: bigint | number): Money {
    const d = BigInt(den);
    if (d === 0n) throw new RangeError('prorate by zero');
    return new Money(divRound(this.cents * BigInt(num), d), this.src);
  }

  /** Whole dollars as the forms round them: under 50 cents drops, 50 cents or more goes up. */
  roundDollars(): Money {
    if (this.cents % 100n === 0n) return this;
    return new Money(divRound(this.cents, 100n) * 100n, this.src);
  }
  /** Whole dollars, always rounding down (toward -∞). */
  floorDollars(): Money {
    const q = this.cents / 100n;
    const adj = this.cents < 0n && this.cents % 100n !== 0n ? -1n : 0n;
    return new Money((q + adj) * 100n, this.src);
  }

  /** this / o as an exact ratio (for worksheets that divide one line by another). */
  ratio(o: Money): Rate {
    if (o.cents === 0n) throw new RangeError('ratio to zero');
    return Rate.fraction(this.cents, o.cents, joinSources(this.src, o.src));
  }

  /** How many whole (or partial, if `partial`) `step`s fit in this amount — e.g. each $1,000 or part. */
  stepsOf(step: Money, partial = true): bigint {
    if (step.cents <= 0n) throw new RangeError('step must be positive');
    if (this.cents <= 0n) return 0n;
    const q = this.cents / step.cents;
    return partial && this.cents % step.cents !== 0n ? q + 1n : q;
  }

  cmp(o: Money): -1 | 0 | 1 {
    return this.cents < o.cents ? -1 : this.cents > o.cents ? 1 : 0;
  }
  eq(o: Money): boolean {
    return this.cents === o.cents;
  }
  gt(o: Money): boolean {
    return this.cents > o.cents;
  }
  gte(o: Money): boolean {
    return this.cents >= o.cents;
  }
  lt(o: Money): boolean {
    return this.cents < o.cents;
  }
  lte(o: Money): boolean {
    return this.cents <= o.cents;
  }
  isZero(): boolean {
    return this.cents === 0n;
  }
  isNegative(): boolean {
    return this.cents < 0n;
  }
  isPositive(): boolean {
    return this.cents > 0n;
  }

  /** Zero when negative: the forms' "if zero or less, enter -0-". */
  clampZero(): Money {
    return this.cents < 0n ? new Money(0n, this.src) : this;
  }

  /** The larger amount; it depends on every amount compared. */
  static max(...xs: Money[]): Money {
    return xs.reduce((a, b) => (b.cents > a.cents ? b : a)).from(sourcesOfAll(xs));
  }
  static min(...xs: Money[]): Money {
    return xs.reduce((a, b) => (b.cents < a.cents ? b : a)).from(sourcesOfAll(xs));
  }
  static sum(xs: Iterable<Money>): Money {
    let c = 0n;
    let src: Source | undefined;
    for (const x of xs) {
      c += x.cents;
      src = joinSources(src, x.src);
    }
    return new Money(c, src);
  }

  /** "1234.56" / "-0.07": the canonical text form, exact. */
  toString(): string {
    const neg = this.cents < 0n;
    const a = neg ? -this.cents : this.cents;
    const s = `${a / 100n}.${(a % 100n).toString().padStart(2, '0')}`;
    return neg ? `-${s}` : s;
  }
  /** For display and charts only; not exact beyond 2^53 cents. */
  toNumber(): number {
    return Number(this.toString());
  }
  toJSON(): string {
    return this.toString();
  }
  /** Whole-dollar text as MeF and the paper forms print it ("1235"), rounding half away from zero. */
  toWholeDollars(): string {
    return divRound(this.cents, 100n).toString();
  }
}

/** An exact rational rate num/den (den > 0). */
export class Rate {
  readonly #src: Source | undefined;

  private constructor(
    readonly num: bigint,
    readonly den: bigint,
    src?: Source,
  ) {
    this.#src = src;
  }

  /** The amounts a computed rate (a ratio of two lines) came from. */
  get src(): Source | undefined {
    return this.#src;
  }

  static fraction(num: bigint | number, den: bigint | number, src?: Source): Rate {
    let n = BigInt(num);
    let d = BigInt(den);
    if (d === 0n) throw new RangeError('rate with zero denominator');
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    const g = gcd(n < 0n ? -n : n, d);
    return new Rate(n / g, d / g, src);
  }

  static of(v: Rate | string | number): Rate {
    if (v instanceof Rate) return v;
    const hit = RATES.get(v);
    if (hit) return hit;
    const r = Rate.parse(v);
    if (RATES.size > 1024) RATES.clear();
    RATES.set(v, r);
    return r;
  }

  private static parse(v: string | number): Rate {
    const s = typeof v === 'number' ? String(v) : v.trim();
    const m = /^([+-])?(\d*)(?:\.(\d+))?$/.exec(s);
    if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new RangeError(`not a rate: ${s}`);
    const frac = m[3] ?? '';
    const num = BigInt((m[2] || '0') + frac) * (m[1] === '-' ? -1n : 1n);
    return Rate.fraction(num, 10n ** BigInt(frac.length));
  }

  static readonly ONE = new Rate(1n, 1n);
  static readonly ZERO = new Rate(0n, 1n);

  /** Rounded to `places` decimals, half away from zero (worksheets say "round to three places"). */
  round(places: number): Rate {
    const scale = 10n ** BigInt(places);
    return Rate.fraction(divRound(this.num * scale, this.den), scale, this.src);
  }
  /** Caps the rate into [lo, hi]. */
  clamp(lo: Rate | string | number, hi: Rate | string | number): Rate {
    const l = Rate.of(lo);
    const h = Rate.of(hi);
    if (this.lt(l)) return Rate.fraction(l.num, l.den, this.src);
    if (h.lt(this)) return Rate.fraction(h.num, h.den, this.src);
    return this;
  }
  lt(o: Rate): boolean {
    return this.num * o.den < o.num * this.den;
  }
  eq(o: Rate): boolean {
    return this.num * o.den === o.num * this.den;
  }
  times(o: Rate | string | number): Rate {
    const r = Rate.of(o);
    return Rate.fraction(this.num * r.num, this.den * r.den, joinSources(this.src, r.src));
  }
  oneMinus(): Rate {
    return Rate.fraction(this.den - this.num, this.den, this.src);
  }
  toString(places = 4): string {
    const scale = 10n ** BigInt(places);
    const v = divRound(this.num * scale, this.den);
    const neg = v < 0n;
    const a = neg ? -v : v;
    const s = places === 0 ? `${a}` : `${a / scale}.${(a % scale).toString().padStart(places, '0')}`;
    return neg ? `-${s}` : s;
  }
}

function sourcesOfAll(xs: Money[]): Source | undefined {
  let src: Source | undefined;
  for (const x of xs) src = joinSources(src, x.src);
  return src;
}

/** Parse caches: amounts and rates are immutable, and returns repeat the same strings ("0.9235", "14600"). */
const PARSED = new Map<string, Money>();
const RATES = new Map<string | number, Rate>();

/** n / d rounded to the nearest integer, halves away from zero. */
export function divRound(n: bigint, d: bigint): bigint {
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const q = n / d;
  const r = n % d;
  if (r === 0n) return q;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice >= d) return n < 0n ? q - 1n : q + 1n;
  return q;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}
