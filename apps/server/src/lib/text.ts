const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether a string can be stored and shown as it is: PostgreSQL rejects NUL in text and jsonb,
 * and an unpaired surrogate is not Unicode at all (it cannot be encoded as UTF-8).
 */
export function cleanText(s: string): boolean {
  return !s.includes('\u0000') && !LONE_SURROGATE.test(s);
}

/** The longest text any form field takes (the Form 1040-X explanation is 5,000). */
export const MAX_TEXT_LENGTH = 10_000;

export type TextFault = { fault: 'bad' | 'long'; path: string };

/**
 * The first string (value or key) in a parsed JSON value, query or params object that is not clean
 * or is longer than `maxLength`, with where it is. Iterative, so a deeply nested body cannot
 * overflow the stack. The length is checked before the zod schemas run, so no pattern of theirs
 * ever sees a longer string.
 */
export function findBadText(root: unknown, maxLength = MAX_TEXT_LENGTH): TextFault | null {
  const stack: [unknown, string][] = [[root, '']];
  const check = (s: string, path: string): TextFault | null =>
    s.length > maxLength ? { fault: 'long', path } : cleanText(s) ? null : { fault: 'bad', path };
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    const at = (k: string | number) => (path ? `${path}.${k}` : String(k));
    if (typeof v === 'string') {
      const f = check(v, path);
      if (f) return f;
    } else if (Array.isArray(v)) {
      v.forEach((x, i) => stack.push([x, at(i)]));
    } else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        const f = check(k, path);
        if (f) return f;
        stack.push([x, at(k)]);
      }
    }
  }
  return null;
}

/**
 * Shortens every string value in a parsed JSON body that is longer than `maxLength` to one
 * character past it, in place, and says where the first was. Every field's own limit is below
 * `maxLength`, so the shortened value still fails its field's check with the field's own message,
 * while no pattern sees more than `maxLength + 1` characters; a body that passes anyway is refused
 * after validation (errors.ts). Iterative, like findBadText.
 */
export function cutLongText(root: unknown, maxLength = MAX_TEXT_LENGTH): string | null {
  let first: string | null = null;
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    const entries: [string | number, unknown][] = Array.isArray(v) ? [...v.entries()] : Object.entries(v);
    for (const [k, x] of entries) {
      const at = path ? `${path}.${k}` : String(k);
      if (typeof x === 'string' && x.length > maxLength) {
        (v as Record<string | number, unknown>)[k] = x.slice(0, maxLength + 1);
        first ??= at;
      } else stack.push([x, at]);
    }
  }
  return first;
}
