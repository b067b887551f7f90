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

  set(key: string, value: Money, formula: string, inputs: string[] = []): Money {
    this.map.set(key, { key, value, formula, inputs });
    return value;
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
