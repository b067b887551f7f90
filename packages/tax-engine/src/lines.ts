import { Money } from './money';

/** One computed line of one form: its value and how it was reached. */
export interface Line {
  /** Form and official line number: "f1040.l11", "schedule1.l10", "scheduleSE.l12". */
  key: string;
  value: Money;
  /** The line's rule in words, mirroring the form's own text. */
  formula: string;
  /** Keys of the lines, or "input.…" paths, it was computed from. */
  inputs: string[];
}

/** The sheet every form module writes its lines to; a line may be explained after the fact. */
export class Lines {
  private readonly map = new Map<string, Line>();
  private readonly computed = new Map<string, Money>();
  private readonly overrides: ReadonlyMap<string, Money>;

  /**
   * `overrides`: a preparer's values for computed lines, by key. An overridden line keeps the
   * engine's own figure (see `computedValue`) but every later line is computed from the override.
   */
  constructor(overrides: Record<string, Money | string> = {}) {
    this.overrides = new Map(Object.entries(overrides).map(([k, v]) => [k, Money.of(v)]));
  }

  set(key: string, value: Money, formula: string, inputs: string[] = []): Money {
    const forced = this.overrides.get(key);
    if (forced && !forced.eq(value)) {
      this.computed.set(key, value);
      this.map.set(key, {
        key,
        value: forced,
        formula: `${formula} [overridden by the preparer; computed ${value.toString()}]`,
        inputs,
      });
      return forced;
    }
    this.map.set(key, { key, value, formula, inputs });
    return value;
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
  setDollars(key: string, value: Money, formula: string, inputs: string[] = []): Money {
    return this.set(key, value.roundDollars(), formula, inputs);
  }

  /** The value of a line, zero when the return does not need it. */
  get(key: string): Money {
    return this.map.get(key)?.value ?? Money.ZERO;
  }

  has(key: string): boolean {
    return this.map.has(key);
  }

  explain(key: string): Line | undefined {
    return this.map.get(key);
  }

  /** Lines of one form ("f1040"), in the order they were computed. */
  ofForm(form: string): Line[] {
    return [...this.map.values()].filter((l) => l.key.startsWith(`${form}.`));
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
  }

  /** Distinct form names in the order their first line was computed ("f1040", "scheduleC#2", "qdcgtWks"). */
  formNames(): string[] {
    const seen = new Set<string>();
    for (const k of this.map.keys()) seen.add(k.slice(0, k.indexOf('.')));
    return [...seen];
  }

  all(): Line[] {
    return [...this.map.values()];
  }
}
