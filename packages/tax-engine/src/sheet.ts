import { Lines } from './lines';

/** The part every computation shares: its sheet of lines, its warnings and the forms it needs. */
export class Sheet {
  readonly L: Lines;
  readonly warnings: string[] = [];
  private readonly formSet = new Set<string>();

  constructor(overrides?: Record<string, string>, formLines?: Readonly<Record<string, readonly string[]>>) {
    this.L = new Lines(overrides, formLines);
  }

  warn(msg: string): void {
    if (!this.warnings.includes(msg)) this.warnings.push(msg);
  }

  /** Marks a form as part of the return. */
  need(form: string): void {
    this.formSet.add(form);
  }
  needs(form: string): boolean {
    return this.formSet.has(form);
  }
  forms(): string[] {
    return [...this.formSet];
  }
}
