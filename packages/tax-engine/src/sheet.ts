import { withYear } from './format';
import { Lines } from './lines';

/** The part every computation shares: its sheet of lines, its warnings and the forms it needs. */
export class Sheet {
  readonly L: Lines;
  readonly warnings: string[] = [];
  private readonly formSet = new Set<string>();

  /** `taxYear` fills the `{year}` texts of its lines and warnings (format.ts `withYear`). */
  constructor(
    overrides?: Record<string, string>,
    formLines?: Readonly<Record<string, readonly string[]>>,
    private readonly taxYear?: number,
  ) {
    this.L = new Lines(overrides, formLines, taxYear);
  }

  warn(text: string): void {
    const msg = withYear(text, this.taxYear);
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
