/**
 * The shape of a California form's line table (f540-lines.ts, f540nr-lines.ts, scheduleCA-lines.ts,
 * f568-lines.ts): one row per line, read by the engine (its explanation), the server's facsimile
 * (its printed row) and the web screens (a field's label), so a line's words are written once.
 */
export interface CaLine {
  /** The line number as printed: '12', '114', '1a'. */
  n: string;
  /** The form's wording (2024 FTB form), printed on the facsimile. */
  label: string;
  /** The facsimile section the line is printed under. */
  section: string;
  /** The engine's explanation when it is not the form's wording (shorter, or without "See instructions"). */
  text?: string;
  /** The screen's label, where a screen shows the line (number first, as the screen prints it). */
  screen?: string;
  /** The record field that holds the line, where the screen's record has one. */
  field?: string;
  /** Kept as a percentage (×100), printed as such rather than as dollars. */
  percent?: boolean;
}

/** A form's lines by number, with the key prefix the engine writes them under ('ca540' → 'ca540.l12'). */
export class CaLineTable {
  private readonly byN: Map<string, CaLine>;

  constructor(
    readonly form: string,
    readonly lines: readonly CaLine[],
  ) {
    this.byN = new Map(lines.map((l) => [l.n, l]));
  }

  /** The row of line `n`; a line missing from the table is a programming error. */
  line(n: string | number): CaLine {
    const l = this.byN.get(String(n));
    if (!l) throw new Error(`${this.form}: no line ${n} in its line table`);
    return l;
  }

  key(n: string | number): string {
    return `${this.form}.l${n}`;
  }

  /** The engine's explanation of line `n`. */
  text(n: string | number): string {
    const l = this.line(n);
    return l.text ?? l.label;
  }

  /** The screen's label of line `n` (its own, else the number and the form's wording). */
  screen(n: string | number): string {
    const l = this.line(n);
    return l.screen ?? `${l.n} ${l.label}`;
  }

  /** The lines that have a record field, as [field, screen label]. */
  fields(): [field: string, label: string][] {
    return this.lines.filter((l) => l.field).map((l) => [l.field!, this.screen(l.n)]);
  }

  /** The sections in the form's order, each with its lines. */
  sections(): { heading: string; lines: CaLine[] }[] {
    const out: { heading: string; lines: CaLine[] }[] = [];
    for (const l of this.lines) {
      const last = out[out.length - 1];
      if (last?.heading === l.section) last.lines.push(l);
      else out.push({ heading: l.section, lines: [l] });
    }
    return out;
  }
}
