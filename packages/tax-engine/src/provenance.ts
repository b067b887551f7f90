/**
 * Where a computed amount came from, recorded while it is computed (issue 11: explanations correct
 * by construction). Every amount carries the lines and entered inputs it was computed from; a
 * line's explanation lists exactly those, so it cannot drift from the computation the way a
 * hand-written list did. IRS Direct File's fact graph derives its explanations the same way, from
 * what each fact reads.
 *
 * Sources are a tree joined by arithmetic (cheap: no copying) and flattened once, when a line is set.
 * A line read back (`Lines.get`) starts a new tree holding only its own key, so an explanation names
 * the lines it read, not everything upstream of them.
 */
export type Source = string | { readonly a: Source; readonly b: Source };

/** The sources of two operands together. */
export function joinSources(a: Source | undefined, b: Source | undefined): Source | undefined {
  if (a === undefined || a === b) return b;
  if (b === undefined) return a;
  return { a, b };
}

/** Every key of a source tree once, in the order first read. */
export function flattenSources(src: Source | undefined): string[] {
  if (src === undefined) return [];
  if (typeof src === 'string') return [src];
  const seen = new Set<string>();
  const stack: Source[] = [src];
  while (stack.length > 0) {
    const s = stack.pop()!;
    if (typeof s === 'string') seen.add(s);
    else stack.push(s.b, s.a);
  }
  return [...seen];
}

/**
 * The entered value read last from a tracked input, and its path ("input.w2s.0.wages"). Reading an
 * amount and parsing it are one expression everywhere in the engine (`m(w.wages)`,
 * `sumOf(w2s, (w) => w.wages)`), so the amount parsed next is the one just read: `Money.of` takes
 * the path when the value is the same and forgets it, so a later parse never inherits it.
 */
// Kept as three variables, the path joined only when taken: most reads are never parsed as amounts.
let lastPath: string | undefined;
let lastProp = '';
let lastValue: unknown;

export function takeRead(value: unknown): string | undefined {
  if (lastPath === undefined || lastValue !== value) return undefined;
  const path = `${lastPath}.${lastProp}`;
  lastPath = undefined;
  return path;
}

/**
 * The input as the engine sees it: the same values, read through proxies that note each amount's
 * path. Arrays keep their indices in the path, so an explanation names the very document it read.
 */
export function trackReads<T extends object>(input: T, root = 'input'): T {
  const wrapped = new WeakMap<object, unknown>();
  const wrap = (target: object, path: string): unknown => {
    const hit = wrapped.get(target);
    if (hit) return hit;
    // A list becomes a plain array of tracked elements: array methods stay on V8's fast paths,
    // which a proxy of the array would leave (the engine filters and sums lists all the time).
    const made = Array.isArray(target)
      ? target.map((el: unknown, i) =>
          el !== null && typeof el === 'object' ? wrap(el, `${path}.${i}`) : el,
        )
      : new Proxy(target, {
          get(t, prop) {
            const v: unknown = (t as Record<string | symbol, unknown>)[prop];
            if (typeof prop === 'symbol') return v;
            if (typeof v === 'string' || typeof v === 'number') {
              if (v !== '') {
                lastPath = path;
                lastProp = prop;
                lastValue = v;
              }
              return v;
            }
            if (v !== null && typeof v === 'object') return wrap(v, `${path}.${prop}`);
            return v;
          },
        });
    wrapped.set(target, made);
    return made;
  };
  return wrap(input, root) as T;
}
