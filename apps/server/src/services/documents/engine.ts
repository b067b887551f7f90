/**
 * What the document services read from the engine. Structural, so any `Result` of
 * `@taxprep/tax-engine` (lines sheet + list of forms) satisfies it.
 */
export interface MoneyLike {
  toWholeDollars(): string;
  toString(): string;
}
export interface LinesLike {
  get(key: string): MoneyLike;
  has(key: string): boolean;
}
export interface EngineResult {
  lines: LinesLike;
  /** Forms the return needs, e.g. 'f1040', 'schedule1', 'scheduleC#2', 'scheduleSE#spouse'. */
  forms: readonly string[];
}

/** Whole dollars of a line, or null when the engine did not produce it. */
export function dollars(result: EngineResult, key: string): bigint | null {
  if (!result.lines.has(key)) return null;
  return BigInt(result.lines.get(key).toWholeDollars());
}

/** Parses an override's value ("1200", "1,200.00", "-5") to whole dollars, half away from zero. */
export function parseDollars(v: string): bigint | null {
  const s = v.trim().replace(/[,$\s]/g, '');
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  let d = BigInt(m[2] ?? '0');
  const cents = Number(((m[3] ?? '') + '00').slice(0, 2));
  if (cents >= 50) d += 1n;
  return m[1] ? -d : d;
}

/** "1,234" / "(1,234)" as the paper forms print amounts (losses in parentheses). */
export function formatDollars(d: bigint): string {
  const neg = d < 0n;
  const s = (neg ? -d : d).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return neg ? `(${s})` : s;
}

/** Form name without its instance suffix: "scheduleC#2" → "scheduleC". */
export function baseForm(instance: string): string {
  const i = instance.indexOf('#');
  return i < 0 ? instance : instance.slice(0, i);
}
