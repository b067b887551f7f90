import { Money } from './money';
import { flattenSources } from './provenance';
import { withYear } from './format';

/** One computed line of one form: its value and how it was reached. */
export interface Line {
  /** Form and official line number: "f1040.l11", "schedule1.l10", "scheduleSE.l12". */
  key: string;
  value: Money;
  /** The line's rule in words, mirroring the form's own text. */
  formula: string;
  /**
   * Keys of the lines, and "input.…" paths of entered values, its value was computed from: recorded
   * by the arithmetic that produced it (provenance.ts), never written by hand.
   */
  inputs: string[];
}

interface Stored {
  readonly key: string;
  readonly value: Money;
  readonly formula: string;
  /** The value as later lines read it: its only source is this line. */
  readonly read: Money;
  /** The value's sources, flattened into `inputs` only when an explanation is asked for. */
  readonly src: Money['src'];
}

/** The sheet every form module writes its lines to; a line may be explained after the fact. */
export class Lines {
  private readonly map = new Map<string, Stored>();
  private readonly computed = new Map<string, Money>();
  /** Forms removed because the return turned out not to need them. */
  private readonly dropped = new Set<string>();
  private readonly overrides: ReadonlyMap<string, Money>;

  /**
   * `overrides`: a preparer's values for computed lines, by key. An overridden line keeps the
   * engine's own figure (see `computedValue`) but every later line is computed from the override.
   */
  /**
   * `formLines`: the year's own numbers for lines the engine keys by an earlier form's
   * (FederalParams.formLines): such a line is also stored under each of those keys.
   */
  constructor(
    overrides: Record<string, Money | string> = {},
    private readonly formLines: Readonly<Record<string, readonly string[]>> = {},
    private readonly year?: number,
  ) {
    this.overrides = new Map(Object.entries(overrides).map(([k, v]) => [k, Money.of(v)]));
  }

  /** The year's own numbers of an engine key ("f1040.l11" → ["f1040.l11a", "f1040.l11b"] in 2025). */
  ownKeys(key: string): readonly string[] {
    return (
      (Object.prototype.hasOwnProperty.call(this.formLines, key) ? this.formLines[key] : undefined) ?? []
    );
  }

  private store(entry: Stored): void {
    this.map.set(entry.key, entry);
    for (const key of this.ownKeys(entry.key)) this.map.set(key, { ...entry, key });
  }

  /** Sets a line to `value`; the lines and inputs it was computed from come with the value. */
  set(key: string, value: Money, text: string): Money {
    const formula = withYear(text, this.year);
    const src = value.src;
    const forced = this.overrides.get(key);
    if (forced && !forced.eq(value)) {
      this.computed.set(key, value);
      const read = forced.from(key);
      this.store({
        key,
        value: forced,
        formula: `${formula} [overridden by the preparer; computed ${value.toString()}]`,
        read,
        src,
      });
      return read;
    }
    const read = value.from(key);
    this.store({ key, value: read, formula, read, src });
    return read;
  }

  /** The engine's own value of a line the preparer overrode (undefined when not overridden). */
  computedValue(key: string): Money | undefined {
    return this.computed.get(key);
  }

  /** Keys whose value differs from what the engine computed. */
  overridden(): string[] {
    return [...this.computed.keys()];
  }

  /**
   * Sets a line rounded to whole dollars (50 cents or more up), the way the forms print amounts.
   * Every line of an official form goes through here; see README "Rounding".
   */
  setDollars(key: string, value: Money, formula: string): Money {
    return this.set(key, value.roundDollars(), formula);
  }

  /** The value of a line, zero when the return does not need it (a line not computed is no source). */
  get(key: string): Money {
    return this.map.get(key)?.read ?? Money.ZERO;
  }

  has(key: string): boolean {
    return this.map.has(key);
  }

  explain(key: string): Line | undefined {
    const l = this.map.get(key);
    return l && this.plain(l);
  }

  /** Lines of one form ("f1040"), in the order they were computed. */
  ofForm(form: string): Line[] {
    return [...this.map.values()].filter((l) => l.key.startsWith(`${form}.`)).map((l) => this.plain(l));
  }

  /** True when any line of the form is not zero. */
  anyNonZero(form: string): boolean {
    const prefix = `${form}.`;
    for (const l of this.map.values()) if (l.key.startsWith(prefix) && l.value.cents !== 0n) return true;
    return false;
  }

  /** Removes every line of a form (used when a form turns out not to be needed). */
  dropForm(form: string): void {
    for (const k of [...this.map.keys()]) if (k.startsWith(`${form}.`)) this.map.delete(k);
    this.dropped.add(form);
  }

  /** Distinct form names in the order their first line was computed ("f1040", "scheduleC#2", "qdcgtWks"). */
  formNames(): string[] {
    const seen = new Set<string>();
    for (const k of this.map.keys()) seen.add(k.slice(0, k.indexOf('.')));
    return [...seen];
  }

  all(): Line[] {
    return [...this.map.values()].map((l) => this.plain(l));
  }

  /**
   * A line as callers see it. A line read from a form that was later dropped (it came to zero and
   * the return does not attach it) is not among its inputs: the return has no such line.
   */
  private plain({ key, value, formula, src }: Stored): Line {
    const gone = (k: string) => !this.map.has(k) && this.dropped.has(k.slice(0, k.indexOf('.')));
    const inputs = flattenSources(src).filter((k) => k !== key && !gone(k));
    return { key, value: value.from(undefined), formula, inputs };
  }
}
